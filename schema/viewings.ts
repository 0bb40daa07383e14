import { z } from 'zod';
import { mailSendSchema, mailTargetList } from './communication';
import { OPEN_APPLICATION_STATES } from './applicationStates';
import { isValidTime } from './dates';
import { booleanRule, choiceRule, dateRule, numberRule, ruleMessage, textRule, timeRule } from './rules';
import { phoneRule } from './phoneRules';

/**
 * Viewing appointments (spec 1 sections 2-4, spec 2 section 7.12): their states, the states of
 * their participants, what may happen in each, and the bodies of the staff calls. The client
 * enables a button with `viewingActionRefusal(...) === null`; the server refuses the same request
 * with 409 and the key.
 */

export const VIEWING_STATES = ['planned', 'cancelled', 'completed'] as const;
export type ViewingState = (typeof VIEWING_STATES)[number];

/** invited (asked to book), booked (a slot), declined (with a reason), present (came) */
export const PARTICIPANT_STATES = ['invited', 'booked', 'declined', 'present'] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];

/** Who is invited: applications chosen by hand, a draw, or anyone through the public page. */
export const INVITATION_KINDS = ['chosen', 'draw', 'public'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

/** States that hold a place of a slot. */
export const PLACE_HOLDING_STATES: readonly ParticipantState[] = ['booked', 'present'];

/** Limits of an appointment. */
export const MAX_SLOTS = 20;
export const MAX_SLOT_CAPACITY = 500;
export const MAX_INVITED = 500;

export const VIEWING_ACTIONS = [
  'edit',
  'cancel',
  'complete',
  'delete',
  'present',
  'comment',
  'mail',
] as const;
export type ViewingAction = (typeof VIEWING_ACTIONS)[number];

export interface ViewingFacts {
  state: string;
  /** YYYY-MM-DD of the appointment */
  date: string;
  /** participants holding a place (booked or present) */
  booked: number;
}

/** Why an appointment cannot take an action, as a message key; null when it can. */
export function viewingActionRefusal(
  action: ViewingAction,
  facts: ViewingFacts,
  today: string,
): string | null {
  const { state } = facts;
  switch (action) {
    case 'edit':
    case 'cancel':
    case 'mail':
      if (state === 'cancelled') return 'viewing_is_cancelled';
      if (state === 'completed') return 'viewing_is_completed';
      return null;
    case 'complete':
      if (state === 'cancelled') return 'viewing_is_cancelled';
      if (state === 'completed') return 'viewing_is_completed';
      return facts.date > today ? 'viewing_complete_before_date' : null;
    case 'present':
    case 'comment':
      return state === 'cancelled' ? 'viewing_is_cancelled' : null;
    case 'delete':
      if (state === 'completed') return 'viewing_delete_completed';
      return state === 'planned' && facts.booked > 0 ? 'viewing_delete_booked' : null;
  }
}

const version = z.number({ error: 'version_required' }).int().positive();
const rowId = z.number({ error: 'id_invalid' }).int().positive().max(2_147_483_647);

/** A required time HH:MM and a required date (the rules' union types narrowed to what they answer). */
const requiredTime = () => timeRule(true) as z.ZodType<string>;
const requiredDate = () => dateRule(true) as z.ZodType<string>;

const minutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** One slot: its time within the appointment and its places (none: an open house). */
export const viewingSlotSchema = z.object({
  /** a slot that exists keeps its bookings; none: a new slot */
  id: rowId.optional(),
  startTime: requiredTime(),
  endTime: requiredTime(),
  /** empty: an open house, no limit */
  capacity: numberRule({ integer: true, min: 1, max: MAX_SLOT_CAPACITY }),
});
export type ViewingSlotInput = z.infer<typeof viewingSlotSchema>;

const appointmentShape = {
  date: requiredDate(),
  startTime: requiredTime(),
  endTime: requiredTime(),
  place: textRule({ max: 300 }),
  contactPerson: textRule({ max: 200 }),
  contactPhone: phoneRule(),
  note: textRule({ max: 2000 }),
  invitation: choiceRule(INVITATION_KINDS, true),
  slots: z
    .array(viewingSlotSchema, { error: 'viewing_slots_required' })
    .max(MAX_SLOTS, ruleMessage('viewing_slots_too_many', { max: MAX_SLOTS })),
};

interface TimedInput {
  startTime: string;
  endTime: string;
  slots: ReadonlyArray<{ startTime: string; endTime: string }>;
}

/** The field errors of an appointment's times: the end after the start, every slot inside. */
export function viewingTimeErrors(input: TimedInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const valid = (t: string) => typeof t === 'string' && isValidTime(t);
  if (valid(input.startTime) && valid(input.endTime) && minutes(input.endTime) <= minutes(input.startTime))
    errors.endTime = 'viewing_end_before_start';
  if (input.slots.length === 0) errors.slots = 'viewing_slots_required';
  input.slots.forEach((slot, i) => {
    if (!valid(slot.startTime) || !valid(slot.endTime)) return;
    if (minutes(slot.endTime) <= minutes(slot.startTime))
      errors[`slots.${i}.endTime`] = 'viewing_end_before_start';
    else if (
      valid(input.startTime) &&
      valid(input.endTime) &&
      (minutes(slot.startTime) < minutes(input.startTime) || minutes(slot.endTime) > minutes(input.endTime))
    )
      errors[`slots.${i}.startTime`] = 'viewing_slot_outside';
  });
  return errors;
}

const withTimes = <T extends TimedInput>(schema: z.ZodType<T>): z.ZodType<T> =>
  schema.superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(viewingTimeErrors(value)))
      ctx.addIssue({
        code: 'custom',
        path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      });
  });

/** POST appointments/create and apartments/{id}/create; `applicationIds`: the chosen applications. */
export const viewingCreateSchema = withTimes(
  z.object({
    ...appointmentShape,
    applicationIds: z
      .array(rowId, { error: 'choice_invalid' })
      .max(MAX_INVITED, ruleMessage('viewing_invited_too_many', { max: MAX_INVITED }))
      .default([]),
  }),
);
export type ViewingCreateInput = z.infer<typeof viewingCreateSchema>;

/** POST appointments/{id}/edit */
export const viewingEditSchema = withTimes(z.object({ ...appointmentShape, version }));
export type ViewingEditInput = z.infer<typeof viewingEditSchema>;

/** POST appointments/{id}/cancel: optionally a mail to every participant, in their language. */
export const viewingCancelSchema = z.object({
  version,
  sendMail: booleanRule(false),
  /** a line of the manager's own added to the mail */
  message: textRule({ max: 2000 }),
});
export type ViewingCancelInput = z.infer<typeof viewingCancelSchema>;

/** POST appointments/{id}/complete */
export const viewingCompleteSchema = z.object({ version });

/** POST appointments/{id}/{participantId}/comments */
export const participantCommentSchema = z.object({ comment: textRule({ max: 2000 }) });

/** POST appointments/{id}/{participantId}/present */
export const participantPresentSchema = z.object({ present: z.boolean({ error: 'boolean_expected' }) });

/** The participants a mail of an appointment goes to. */
export const MAIL_TARGETS = ['all', 'booked', 'invited', 'present'] as const;

/** Whom a mail of appointments goes to: `all` but those who declined, by default. */
const mailTo = z.preprocess(
  (v) => (v === undefined || v === '' ? 'all' : v),
  z.enum(MAIL_TARGETS, { error: 'choice_invalid' }),
);

/**
 * POST appointments/send-mail and appointments/{id}/send-mail: the mail dialog's send payload
 * (schema/communication), `targets` naming the appointments, `to` which of their participants.
 */
export const viewingMailSchema = mailSendSchema.safeExtend({ to: mailTo });

/** GET appointments/send-mail?targets=1,2&to=booked: the mail dialog for these appointments' participants. */
export const viewingMailDialogQuery = z.object({ targets: mailTargetList, to: mailTo });
export type ViewingMailInput = z.infer<typeof viewingMailSchema>;
export type ViewingMailTo = (typeof MAIL_TARGETS)[number];

/** The application states a draw may choose from (open applications only). */
export const DRAWABLE_STATES = OPEN_APPLICATION_STATES;

/** POST applications/random-generator/{objectId}: draw `count` among the matching applicants. */
export const viewingDrawSchema = z
  .object({
    appointmentId: rowId,
    count: numberRule({ required: true, integer: true, min: 1, max: MAX_INVITED }) as z.ZodType<number>,
    states: z
      .array(z.string().refine((s) => (DRAWABLE_STATES as readonly string[]).includes(s), 'choice_invalid'))
      .max(DRAWABLE_STATES.length)
      .default([]),
    minPoints: numberRule({ integer: true, min: 0, max: 100_000 }),
    maxPoints: numberRule({ integer: true, min: 0, max: 100_000 }),
    /** only households whose size the object's occupancy rules allow */
    matchOccupancy: booleanRule(false),
    /** withdraw the invitations nobody answered yet and draw among everyone again */
    replace: booleanRule(false),
  })
  .superRefine((v, ctx) => {
    if (v.minPoints !== null && v.maxPoints !== null && v.minPoints > v.maxPoints)
      ctx.addIssue({ code: 'custom', path: ['maxPoints'], message: 'viewing_points_range' });
  });
export type ViewingDrawInput = z.infer<typeof viewingDrawSchema>;

/** The draw filters kept with a draw (what its candidates were chosen by). */
export type ViewingDrawFilters = Pick<
  ViewingDrawInput,
  'states' | 'minPoints' | 'maxPoints' | 'matchOccupancy'
>;

/** Whether a household size fits an object's occupancy rules (no rule: it fits). */
export function fitsOccupancy(size: number, min: number | null, max: number | null): boolean {
  return (min === null || size >= min) && (max === null || size <= max);
}
