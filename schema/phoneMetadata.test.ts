import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// the rules as the client build has them: the metadata loads on demand (package.json's "imports")
vi.mock('#phone-metadata', () => import('./phoneMetadata.browser'));

const { phoneMetadata } = await import('#phone-metadata');
const { PhoneMetadataMissing, withPhoneMetadata } = await import('./phoneMetadataMissing');
const { phoneRule } = await import('./phoneRules');

const contact = z.object({ name: z.string(), phone: phoneRule() });

describe('phone rules with the metadata loaded on demand', () => {
  it('checks an empty number without it, loads it for the first number, then checks at once', async () => {
    expect(contact.parse({ name: 'Anna', phone: '' })).toEqual({ name: 'Anna', phone: '' });
    expect(phoneMetadata()).toBeUndefined();
    expect(() => contact.parse({ name: 'Anna', phone: '079 123 45 67' })).toThrow(PhoneMetadataMissing);

    let runs = 0;
    const checked = await withPhoneMetadata(() => {
      runs += 1;
      return contact.safeParseAsync({ name: 'Anna', phone: '079 123 45 67' });
    });
    expect(runs).toBe(2);
    expect(checked).toEqual({ success: true, data: { name: 'Anna', phone: '+41791234567' } });
    expect(phoneMetadata()).toBeDefined();

    const refused = await withPhoneMetadata(() => {
      runs += 1;
      return contact.safeParseAsync({ name: 'Anna', phone: '079 12' });
    });
    expect(runs).toBe(3);
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.message)).toEqual([
      'phone_invalid',
    ]);
  });

  it('passes on any other error without trying again', async () => {
    let runs = 0;
    const failing = withPhoneMetadata(() => {
      runs += 1;
      throw new Error('the server is unreachable');
    });
    await expect(failing).rejects.toThrow('the server is unreachable');
    expect(runs).toBe(1);
  });
});
