import { z } from 'zod';
import { LANGUAGES, type Language } from './api/common';
import { bodyRowId } from './rowId';
import { choiceRule, emailRule, textRule } from './rules';
import { phoneRule } from './phoneRules';

/**
 * Interested people (B2C; spec 1 sections 2-4, spec 2 section 7.8): someone interested in an
 * object or in the project generally, with name, e-mail, phone (international form, read as Swiss
 * without a country code), language, where they came from and whether they are active. The staff
 * create one (`POST applications/interested/create`), edit, deactivate and invite them to apply;
 * a public booking "with contact" writes one. One person per e-mail address and project.
 */

/** Where a person came from: written by staff, or a public booking with contact. */
export const INTERESTED_SOURCES = ['staff', 'booking', 'website'] as const;
export type InterestedSource = (typeof INTERESTED_SOURCES)[number];

/** The list's states (spec 1 section 4: interested people activate/deactivate). */
export const INTERESTED_STATES = ['active', 'inactive'] as const;
export type InterestedState = (typeof INTERESTED_STATES)[number];

export const INTERESTED_NAME_MAX = 200;
export const INTERESTED_NOTE_MAX = 2000;

const language = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'de' : v),
  choiceRule(LANGUAGES, true),
) as z.ZodType<Language>;

/** The contact a person gives (staff form and the public booking with contact alike). */
export const interestedContactShape = {
  name: textRule({ required: true, max: INTERESTED_NAME_MAX }) as z.ZodType<string>,
  email: (emailRule(true) as z.ZodType<string>).transform((v) => v.toLowerCase()),
  phone: phoneRule() as z.ZodType<string>,
  language,
};

const personShape = {
  ...interestedContactShape,
  /** the object; null: interested in the project generally */
  objectId: bodyRowId.nullish().transform((v) => v ?? null),
  note: textRule({ max: INTERESTED_NOTE_MAX }) as z.ZodType<string>,
};

/** POST applications/interested/create */
export const interestedCreateSchema = z.object(personShape);
export type InterestedCreateInput = z.infer<typeof interestedCreateSchema>;

/** POST applications/interested/{id}/edit (the version read; a stale one is 409) */
export const interestedEditSchema = z.object({
  ...personShape,
  version: z.number({ error: 'version_required' }).int().positive(),
});
export type InterestedEditInput = z.infer<typeof interestedEditSchema>;

/** Why a person cannot be invited to apply (a message key), or null when they can. */
export function inviteToApplyRefusal(person: { active: boolean; objectId: number | null; email: string }) {
  if (!person.active) return 'interested_invite_inactive';
  if (person.objectId === null) return 'interested_invite_no_object';
  if (person.email.trim() === '') return 'interested_invite_no_email';
  return null;
}

/** GET applications/interested/{id}: the sidepanel. */
export interface InterestedPersonDetail {
  id: number;
  name: string;
  email: string;
  phone: string;
  language: Language;
  source: InterestedSource;
  active: boolean;
  note: string;
  object: { id: number; label: string } | null;
  invitedAt: string | null;
  createdAt: string;
  version: number;
  /** why "invite to apply" is not possible now (a text), or null */
  inviteRefusal: string | null;
  /** the viewings the person booked or was invited to */
  viewings: Array<{ appointmentId: number; date: string; startTime: string; state: string }>;
}

/** The reply of a create, an edit and an invitation. */
export interface InterestedChangeReply {
  person: InterestedPersonDetail;
  message: string;
}

/** POST applications/interested/invite-to-apply: the people to invite (a result per row). */
export const interestedInviteSchema = z.object({
  targets: z.array(bodyRowId).min(1, 'bulk_no_targets').max(1000),
});
