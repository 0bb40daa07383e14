import type { Generated, Insertable, Selectable } from 'kysely';

/** The viewing tables (migration 029); the Database interface extends this one. */
export interface ViewingTables {
  viewing_appointments: ViewingAppointmentTable;
  viewing_slots: ViewingSlotTable;
  viewing_participants: ViewingParticipantTable;
  viewing_draws: ViewingDrawTable;
  calendar_feeds: CalendarFeedTable;
}

/** A user's private feed of viewings (migration 031): the token's SHA-256, never the token. */
export interface CalendarFeedTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
}

/** A viewing appointment of a project, for one object or general (schema/viewings.ts states). */
export interface ViewingAppointmentTable {
  id: Generated<number>;
  project_id: number;
  object_id: number | null;
  slug: string;
  /** reference, title and address of the object (list, search) */
  object_label: Generated<string>;
  /** YYYY-MM-DD, local (Europe/Zurich) */
  date: string;
  /** HH:MM */
  start_time: string;
  end_time: string;
  place: Generated<string>;
  contact_person: Generated<string>;
  contact_phone: Generated<string>;
  note: Generated<string>;
  /** chosen, draw, public */
  invitation: Generated<string>;
  /** planned, cancelled, completed */
  state: Generated<string>;
  cancelled_at: string | null;
  completed_at: string | null;
  search_text: string;
  version: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A time slot of an appointment: a capacity, or an open house (capacity null). */
export interface ViewingSlotTable {
  id: Generated<number>;
  project_id: number;
  appointment_id: number;
  position: number;
  start_time: string;
  end_time: string;
  capacity: number | null;
  booked: Generated<number>;
}

/** A person invited to an appointment, and their booking. */
export interface ViewingParticipantTable {
  id: Generated<number>;
  project_id: number;
  appointment_id: number;
  slot_id: number | null;
  application_id: number | null;
  /** the interested person of a booking with contact (migration 034) */
  interested_person_id: Generated<number | null>;
  name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  language: Generated<string>;
  /** invited, booked, declined, present */
  state: string;
  decline_reason: Generated<string>;
  comment: Generated<string>;
  draw_id: number | null;
  /** sha-256 hex of the person's link token */
  token_hash: string;
  token_expires_at: string;
  /** the token sealed with the server's key (migration 032), for the link in later mails */
  token_sealed: string | null;
  /** when the reminder of the booking went out (migration 032) */
  reminder_sent_at: string | null;
  booked_at: string | null;
  declined_at: string | null;
  present_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A fair draw of applicants: seed, candidates and result, so that it recomputes. */
export interface ViewingDrawTable {
  id: Generated<number>;
  project_id: number;
  object_id: number | null;
  appointment_id: number | null;
  seed: string;
  filters: string;
  candidates: string;
  kept: string;
  count: number;
  result: string;
  created_by: number | null;
  created_at: string;
}

export type ViewingAppointment = Selectable<ViewingAppointmentTable>;
export type ViewingSlot = Selectable<ViewingSlotTable>;
export type ViewingParticipant = Selectable<ViewingParticipantTable>;
export type NewViewingParticipant = Insertable<ViewingParticipantTable>;
export type ViewingDraw = Selectable<ViewingDrawTable>;
