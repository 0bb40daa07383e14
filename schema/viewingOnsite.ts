import { z } from 'zod';
import type { ActionContact } from './api/actionLinks';
import type { Language } from './api/common';
import type { PublicThemeReply } from './api/projectSettings';
import type { ParticipantState, ViewingState } from './viewings';
import { textRule } from './rules';

export { onsiteApiUrl, onsiteLinkApiUrl, onsitePageUrl } from './viewingUrls';

/**
 * The on-site page of a viewing (spec 1 section 2 `appointment-edit-participants`, spec 2 section
 * 7.12 `{slug}/edit`, `/comments`, `/present`, `/complete`, `/export-participants`): the caretaker at
 * the door, without an account, opens the appointment through a link the manager made for it, ticks
 * who came, comments per person and completes the viewing. The link's `{slug}` is its own token
 * (192 random bits, only its SHA-256 is stored), never the appointment's slug, which every invited
 * person's link carries.
 */

/** The token of an on-site link: 24 random bytes, base64url. */
export const ONSITE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

const participantId = z
  .number({ error: 'viewing_participant_not_found' })
  .int()
  .positive()
  .max(2_147_483_647);

/** POST on-site/{slug}/present */
export const onsitePresentSchema = z.object({
  participantId,
  present: z.boolean({ error: 'boolean_expected' }),
});

/** POST on-site/{slug}/comments */
export const onsiteCommentSchema = z.object({ participantId, comment: textRule({ max: 2000 }) });

/** POST on-site/{slug}/complete */
export const onsiteCompleteSchema = z.object({
  version: z.number({ error: 'version_required' }).int().positive(),
});

/** Whether an on-site link opens: open, past the appointment's day, revoked (or the viewing cancelled). */
export type OnsiteLinkState = 'open' | 'expired' | 'revoked';

/** One person the caretaker sees: booked or present. */
export interface OnsiteParticipant {
  id: number;
  name: string;
  phone: string;
  state: Extract<ParticipantState, 'booked' | 'present'>;
  comment: string;
}

export interface OnsiteSlot {
  /** null: people present without a booked slot (came to the door) */
  id: number | null;
  startTime: string;
  endTime: string;
  participants: OnsiteParticipant[];
}

export interface OnsiteViewing {
  date: string;
  startTime: string;
  endTime: string;
  objectLabel: string;
  place: string;
  state: ViewingState;
  version: number;
  /** why the viewing cannot be completed now (its day has not come, already completed), else null */
  completeRefusal: string | null;
  slots: OnsiteSlot[];
}

/** GET on-site/{slug}/edit and the answer of every write */
export interface OnsiteReply {
  state: OnsiteLinkState;
  contact: ActionContact;
  language: Language;
  languages: readonly Language[];
  project: { name: string };
  theme: PublicThemeReply;
  /** absent when the link no longer opens */
  viewing: OnsiteViewing | null;
  message?: string;
}

/** GET, POST appointments/{id}/on-site-link (staff) */
export interface OnsiteLinkStatus {
  /** null: no link open (none made, revoked, or past its day) */
  link: {
    url: string;
    expiresAt: string;
    createdAt: string;
    createdBy: string;
  } | null;
  message?: string;
}
