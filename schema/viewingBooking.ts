import { z } from 'zod';
import type { Language } from './api/common';
import type { PublicThemeReply } from './api/projectSettings';
import { textRule } from './rules';

export { bookingApiUrl, bookingPageUrl, cancelBookingPageUrl, declineApiUrl } from './viewingUrls';

/**
 * The public booking of an invited person (spec 1 section 2 "Appointment booking", spec 2 section
 * 7.12): the person's link `{appointmentSlug}/{personToken}` opens the appointment, its slots with
 * their free places, a booking (again: the booking moves) and a decline with a reason.
 */

const slotId = z.number({ error: 'viewing_booking_slot_required' }).int().positive().max(2_147_483_647);

/** POST {slug}/{personSlug}/booking */
export const publicBookingSchema = z.object({ slotId });
export type PublicBookingInput = z.infer<typeof publicBookingSchema>;

export const DECLINE_REASON_MAX = 1000;

/** POST {slug}/{personSlug}/decline */
export const publicDeclineSchema = z.object({
  decline_reason: textRule({ required: true, max: DECLINE_REASON_MAX }) as z.ZodType<string>,
});
export type PublicDeclineInput = z.infer<typeof publicDeclineSchema>;

export interface PublicBookingSlot {
  id: number;
  startTime: string;
  endTime: string;
  /** null: an open house, no limit */
  capacity: number | null;
  /** free places; null: an open house */
  free: number | null;
}

/** GET {slug}/{personSlug}/booking, and the reply of a booking or a decline. */
export interface PublicBookingReply {
  project: { name: string };
  theme: PublicThemeReply;
  language: Language;
  languages: readonly Language[];
  appointment: {
    date: string;
    startTime: string;
    endTime: string;
    objectLabel: string;
    place: string;
    contactPerson: string;
    contactPhone: string;
    note: string;
  };
  participant: {
    name: string;
    /** invited, booked, declined, present */
    state: string;
    slotId: number | null;
    declineReason: string;
  };
  slots: PublicBookingSlot[];
  /** a booking or decline's confirmation */
  message?: string;
}

/** Whether a slot can still take a booking. */
export const slotHasPlace = (slot: Pick<PublicBookingSlot, 'free'>) => slot.free === null || slot.free > 0;
