import type { ViewingChangeReply, ViewingDetail } from '../../schema/api/viewings';
import { swissToday } from '../../server/modules/objects/common';
import type { Dialect } from '../../server/core/db';
import { Client, createTestApp, type TestApp } from './harness';
import { expectStatus } from './objectsSupport';

/** The viewing calls' root. */
export const APPOINTMENTS = '/api/v1/appointments';

/** The Swiss date `days` from today (YYYY-MM-DD). */
export function dayFrom(days: number): string {
  const date = new Date(`${swissToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const clock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export interface ViewingShape {
  /** days from today (0: today) */
  inDays?: number;
  /** the start of the hour the viewing lasts */
  start?: string;
  /** the places of its two half-hour slots (null: open house) */
  capacities?: [number | null, number | null];
  invitation?: 'chosen' | 'draw' | 'public';
}

/**
 * The form values of a viewing: an hour with two half-hour slots, a meeting point and a contact;
 * `overrides` replace any field.
 */
export function viewingBody(
  { inDays = 7, start = '17:00', capacities = [5, null], invitation = 'chosen' }: ViewingShape = {},
  overrides: Record<string, unknown> = {},
) {
  const from = minutes(start);
  return {
    date: dayFrom(inDays),
    startTime: start,
    endTime: clock(from + 60),
    place: 'Vor dem Hauseingang',
    contactPerson: 'Marco Bernasconi',
    contactPhone: '044 700 12 50',
    note: '',
    invitation,
    slots: [
      { startTime: start, endTime: clock(from + 30), capacity: capacities[0] },
      { startTime: clock(from + 30), endTime: clock(from + 60), capacity: capacities[1] },
    ],
    applicationIds: [],
    ...overrides,
  };
}

/** Creates a viewing through the staff call, for an object or general (`objectId` null). */
export async function createViewing(
  admin: Client,
  objectId: number | null,
  body: ReturnType<typeof viewingBody>,
): Promise<ViewingDetail> {
  const url = objectId === null ? `${APPOINTMENTS}/create` : `${APPOINTMENTS}/apartments/${objectId}/create`;
  return (expectStatus(await admin.post(url, body), 200, 'create') as unknown as ViewingChangeReply)
    .appointment;
}

/**
 * The start of a viewing test file: a fresh app on `dialect` with demo.admin signed in, the rent
 * project's id and the ids of its first `invitable` applications with an e-mail address (the
 * people a viewing invites).
 */
export async function openViewingTest(
  dialect: Dialect,
  invitable: number,
): Promise<{ t: TestApp; admin: Client; rentId: number; applicationIds: number[] }> {
  const t = await createTestApp(dialect);
  const admin = await Client.login(t.app, 'demo.admin');
  const rentId = await t.projectId('rent');
  const rows = await t.database.db
    .selectFrom('applications')
    .select('id')
    .where('project_id', '=', rentId)
    .where('email', '!=', '')
    .orderBy('id')
    .limit(invitable)
    .execute();
  return { t, admin, rentId, applicationIds: rows.map((r) => r.id) };
}
