import type { ContactBookingScope } from './interestedBooking';

/*
 * The addresses of the viewings' public links (the booking link, the booking with contact, the
 * on-site link), apart from their schemas: the staff app's first load (the data provider) needs
 * them, not zod and the phone rules. The schema modules re-export them.
 */

/** The public pages of the link (client routes under action/...). */
export const bookingPageUrl = (slug: string, token: string) =>
  `/action/${encodeURIComponent(slug)}/${encodeURIComponent(token)}/appointments-booking-object`;
export const cancelBookingPageUrl = (slug: string, token: string) =>
  `/action/${encodeURIComponent(slug)}/${encodeURIComponent(token)}/appointment-cancel-booking`;

/** The API calls of the link. */
export const bookingApiUrl = (slug: string, token: string) =>
  `/api/v1/appointments/${encodeURIComponent(slug)}/${encodeURIComponent(token)}/booking`;
export const declineApiUrl = (slug: string, token: string) =>
  `/api/v1/appointments/${encodeURIComponent(slug)}/${encodeURIComponent(token)}/decline`;

/** The API call of a scope (after the language prefix). */
export function contactBookingApiUrl(scope: ContactBookingScope): string {
  const base = '/api/v1/appointments';
  if (scope.kind === 'general') return `${base}/without-object/booking`;
  if (scope.kind === 'person')
    return `${base}/without-object/booking?participant_slug=${encodeURIComponent(scope.token)}`;
  if (scope.kind === 'object') return `${base}/with-object/${encodeURIComponent(scope.objectSlug)}/booking`;
  return `${base}/${encodeURIComponent(scope.slug)}/booking`;
}

/** The public page of the link (client route). */
export const onsitePageUrl = (token: string) =>
  `/action/${encodeURIComponent(token)}/appointment-edit-participants`;

/** The public calls of the link. */
export const onsiteApiUrl = (
  token: string,
  call: 'edit' | 'comments' | 'present' | 'complete' | 'export-participants',
) => `/api/v1/appointments/on-site/${encodeURIComponent(token)}/${call}`;

/** The staff calls of an appointment's link (read, make or renew, revoke). */
export const onsiteLinkApiUrl = (appointmentId: number) =>
  `/api/v1/appointments/${appointmentId}/on-site-link`;
