import { z } from 'zod';
import { ibanRule } from './iban';
import { emailRule, textRule } from './rules';
import { phoneRule } from './phoneRules';

/** Settings > owners: an owner's name, address, contact, IBAN and the objects and buildings owned. */
const ids = z.array(z.number().int().positive()).max(5000);

export const ownerSchema = z.object({
  name: textRule({ required: true, max: 200 }),
  street: textRule({ max: 200 }),
  postal_code: textRule({ max: 20 }),
  city: textRule({ max: 100 }),
  phone: phoneRule(),
  email: emailRule(),
  iban: ibanRule(),
  objects: ids.default([]),
  buildings: ids.default([]),
});
export type OwnerInput = z.infer<typeof ownerSchema>;

/** A change carries the version it was loaded at; a stale one is refused with 409. */
export const ownerUpdateSchema = ownerSchema.extend({ version: z.number().int().min(1) });
