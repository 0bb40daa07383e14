import { z } from 'zod';
import type { Language } from './api/common';
import type { PublicThemeReply } from './api/projectSettings';
import { interestedContactShape } from './interestedPeople';
import { MAX_ROW_ID } from './constants';
import { rowId } from './rowId';
import { phoneRule } from './phoneRules';

export { contactBookingApiUrl } from './viewingUrls';
import type { PublicBookingReply, PublicBookingSlot } from './viewingBooking';

/**
 * The public booking "with contact" (spec 1 section 2: appointments-booking-general-with-contact,
 * appointments-booking-object-with-contact; spec 2 section 7.12: without-object/booking,
 * with-object/{objectSlug}/booking, {slug}/booking): anyone opens the public appointments of the
 * project generally, of one object, or one appointment; gives name, e-mail and phone; becomes an
 * interested person (one per e-mail address) and a participant, and books a slot. Their own link
 * (to move or decline) comes by mail, never in the reply.
 */

/** The public pages (client routes). */
/** An interested person's own page to book the general viewings. */
export const personBookingPageUrl = (token: string) =>
  `/action/${encodeURIComponent(token)}/appointments-booking-general`;
export const generalContactPageUrl = () => '/action/appointments-booking-general-with-contact';
export const objectContactPageUrl = (objectSlug: string) =>
  `/action/${encodeURIComponent(objectSlug)}/appointments-booking-object-with-contact`;

/** Which public appointments a page offers. */
export type ContactBookingScope =
  | { kind: 'person'; token: string }
  | { kind: 'general' }
  | { kind: 'object'; objectSlug: string }
  | { kind: 'one'; slug: string };

/** POST of a booking with contact: the appointment (its slug), the slot and the person. */
export const contactBookingSchema = z.object({
  ...interestedContactShape,
  phone: phoneRule({ required: true }) as z.ZodType<string>,
  appointment: z
    .string({ error: 'viewing_booking_slot_required' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'viewing_booking_slot_required'),
  /** a number, or its digits (a radio group's value) */
  slotId: z.union([z.number().int().min(1).max(MAX_ROW_ID), rowId], {
    error: 'viewing_booking_slot_required',
  }),
});
export type ContactBookingInput = z.infer<typeof contactBookingSchema>;

/** POST of a person's own link: the appointment and the slot (the person is known). */
export const personBookingSchema = contactBookingSchema.pick({ appointment: true, slotId: true });
export type PersonBookingInput = z.infer<typeof personBookingSchema>;

/** A public appointment as the page shows it. */
export interface ContactBookingAppointment {
  slug: string;
  appointment: PublicBookingReply['appointment'];
  slots: PublicBookingSlot[];
}

/** GET of a scope, and the reply of a booking. */
export interface ContactBookingReply {
  project: { name: string };
  theme: PublicThemeReply;
  language: Language;
  languages: readonly Language[];
  /** the person of a person's own link */
  person?: { name: string } | null;
  /** the object of an object's page */
  object: { label: string } | null;
  appointments: ContactBookingAppointment[];
  /** after a booking: what was booked, and the confirmation */
  booked?: { appointment: string; slotId: number };
  message?: string;
}
