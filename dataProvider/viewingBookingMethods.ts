import type {
  ContactBookingInput,
  ContactBookingReply,
  ContactBookingScope,
  PersonBookingInput,
} from '../schema/interestedBooking';
import type { PublicBookingReply } from '../schema/viewingBooking';
import { bookingApiUrl, contactBookingApiUrl, declineApiUrl } from '../schema/viewingUrls';
import { reply } from './accountMethods';
import { api } from './http';

/** The link of an invited person: the appointment's slug and the person's token. */
export interface ViewingLink {
  slug: string;
  token: string;
}

/**
 * The public booking calls of an invited person (spec 2 section 7.12), in the public page's
 * language. Each answers `{data}`; a refusal is a RequestError (404 unknown link, 410 closed, 409
 * a full slot with the free ones named, 400 with `errors.decline_reason`).
 */
export const viewingBookingMethods = {
  getViewingBooking: (link: ViewingLink) =>
    reply(api.get<PublicBookingReply>(bookingApiUrl(link.slug, link.token))),
  bookViewingSlot: (link: ViewingLink, slotId: number) =>
    reply(api.post<PublicBookingReply>(bookingApiUrl(link.slug, link.token), { slotId })),
  declineViewing: (link: ViewingLink, declineReason: string) =>
    reply(
      api.post<PublicBookingReply>(declineApiUrl(link.slug, link.token), { decline_reason: declineReason }),
    ),
  /** the public appointments of a page with contact (general, of an object, one), and a booking there */
  getContactBooking: (scope: ContactBookingScope) =>
    reply(api.get<ContactBookingReply>(contactBookingApiUrl(scope))),
  bookWithContact: (scope: ContactBookingScope, payload: ContactBookingInput | PersonBookingInput) =>
    reply(api.post<ContactBookingReply>(contactBookingApiUrl(scope), payload)),
};
