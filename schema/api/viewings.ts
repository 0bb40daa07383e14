import type { Language } from './common';
import type { InvitationKind, ParticipantState, ViewingState } from '../viewings';

/** A slot of an appointment: its times, places (null: open house) and bookings. */
export interface ViewingSlotView {
  id: number;
  startTime: string;
  endTime: string;
  capacity: number | null;
  booked: number;
  /** places left; null for an open house */
  free: number | null;
}

/** A participant as the staff see them. */
export interface ViewingParticipantView {
  id: number;
  applicationId: number | null;
  name: string;
  email: string;
  phone: string;
  language: Language;
  state: ParticipantState;
  slotId: number | null;
  declineReason: string;
  comment: string;
  drawId: number | null;
  bookedAt: string | null;
  presentAt: string | null;
  version: number;
}

/** The object an appointment is for. */
export interface ViewingObjectRef {
  id: number;
  label: string;
  minOccupancy: number | null;
  maxOccupancy: number | null;
}

/** Whether the appointment's buttons are enabled: null, or why not (translated). */
export interface ViewingRefusals {
  edit: string | null;
  cancel: string | null;
  complete: string | null;
  delete: string | null;
  present: string | null;
  mail: string | null;
}

/** GET /api/v1/appointments/{id}: an appointment with its slots and participants. */
export interface ViewingDetail {
  id: number;
  slug: string;
  object: ViewingObjectRef | null;
  objectLabel: string;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  contactPerson: string;
  contactPhone: string;
  note: string;
  invitation: InvitationKind;
  state: ViewingState;
  version: number;
  slots: ViewingSlotView[];
  participants: ViewingParticipantView[];
  counts: Record<ParticipantState, number>;
  refusals: ViewingRefusals;
  cancelledAt: string | null;
  completedAt: string | null;
}

/** GET /api/v1/appointments/init: what the appointment form offers. */
export interface ViewingInit {
  today: string;
  objects: Array<{ id: number; label: string }>;
  contacts: Array<{ name: string; phone: string }>;
  invitationKinds: InvitationKind[];
  limits: { maxSlots: number; maxCapacity: number; maxInvited: number };
}

/** An appointment in short, with its participant counts (with-participants, an application's viewings). */
export interface ViewingSummary {
  id: number;
  objectId: number | null;
  objectLabel: string;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  state: ViewingState;
  counts: Record<ParticipantState, number>;
  capacity: number | null;
}

/** GET /api/v1/appointments/applications/{id}: an application's viewings and its part in each. */
export interface ApplicationViewing extends ViewingSummary {
  participantId: number;
  participantState: ParticipantState;
  slot: { startTime: string; endTime: string } | null;
}

/** A draw as recorded: enough to recompute it. */
export interface ViewingDrawRecord {
  id: number;
  appointmentId: number | null;
  createdAt: string;
  createdBy: string;
  seed: string;
  filters: Record<string, unknown>;
  candidates: number[];
  kept: number[];
  count: number;
  result: number[];
  /** the result recomputed from seed and candidates equals the stored one */
  recomputes: boolean;
}

/** GET /api/v1/appointments/apartments/{id}/random-generator: the draw dialog of an object. */
export interface ViewingDrawInit {
  object: ViewingObjectRef;
  /** the object's planned appointments a draw can invite to */
  appointments: ViewingSummary[];
  /** states the filter offers, with their labels and how many applicants of the object are in each */
  states: Array<{ value: string; displayName: string; totalNum: number }>;
  /** applicants of the object (first priority or any priority) */
  applicants: number;
  draws: ViewingDrawRecord[];
}

/** POST /api/v1/applications/random-generator/{id}: the draw and the invitations it made. */
export interface ViewingDrawReply {
  draw: ViewingDrawRecord;
  invited: number;
  withdrawn: number;
  message: string;
}

/** The reply of a change: the appointment as it is now and a notice. */
export interface ViewingChangeReply {
  appointment: ViewingDetail;
  message: string;
  /** the mails queued by the change; where they go (a mail server, or the outbox) */
  mails?: number;
  delivery?: 'smtp' | 'outbox';
}

/** GET /api/v1/users/calendar-feed: whether the user's private viewing feed exists. */
export interface CalendarFeedStatus {
  active: boolean;
  createdAt: string | null;
  lastUsedAt: string | null;
}

/** POST /api/v1/users/calendar-feed: the new feed's address, shown this once (only its hash is kept). */
export interface CalendarFeedRenewed extends CalendarFeedStatus {
  url: string;
  message: string;
}
