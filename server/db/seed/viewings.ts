/**
 * The demo viewings of a letting project: for the three objects with the most applicants, one
 * completed viewing ten days ago (who came, who declined, comments), one planned in five days with
 * bookings, and one in twelve days with invitations nobody has answered yet. The same rows for the
 * same demo and day, but for the participants' link tokens, which are random (only their hashes are
 * kept, and nobody could use a token derived from the source).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { scoped } from '../../core/scope';
import { insertSearchable } from '../../lists/searchText';
import { objectLabel } from '../../modules/tenants/searchText';
import { hashLinkToken, linkExpiry } from '../../modules/viewings/common';
import { viewingSearch } from '../../modules/viewings/searchText';
import type { Database } from '../types';
import type { SeedProject } from './context';
import { hashString } from './random';

const dayFrom = (today: string, days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const PLANS = [
  {
    days: -10,
    state: 'completed',
    slots: [
      ['17:00', '17:30', 6],
      ['17:30', '18:00', 6],
    ],
  },
  {
    days: 5,
    state: 'planned',
    slots: [
      ['10:00', '10:30', 5],
      ['10:30', '11:00', 5],
      ['11:00', '12:00', null],
    ],
  },
  { days: 12, state: 'planned', slots: [['18:00', '18:30', 8]] },
] as const;

export async function seedViewings(
  db: Kysely<Database>,
  project: SeedProject,
  today: string,
): Promise<number> {
  if (project.mode !== 'rent') return 0;
  const scope = scoped(db, project.id);
  const top = await scope
    .selectFrom('applications')
    .select(['object_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('object_id', 'is not', null)
    .where('progress_state', 'like', 'active.%')
    .groupBy('object_id')
    .orderBy('n', 'desc')
    .orderBy('object_id')
    .limit(3)
    .execute();
  let made = 0;
  for (const [o, { object_id }] of top.entries()) {
    const object = await scope
      .selectFrom('objects')
      .select(['id', 'ref_number', 'title', 'street', 'house_number', 'postal_code', 'city'])
      .where('id', '=', object_id!)
      .executeTakeFirstOrThrow();
    const applicants = await scope
      .selectFrom('applications')
      .select(['id', 'main_name', 'email', 'phone', 'language'])
      .where('object_id', '=', object.id)
      .where('progress_state', 'like', 'active.%')
      .orderBy('id')
      .limit(24)
      .execute();
    for (const [p, plan] of PLANS.entries()) {
      const date = dayFrom(today, plan.days);
      const now = `${dayFrom(today, Math.min(plan.days, 0) - 14)}T08:00:00.000Z`;
      const seed = hashString(`${project.slug}:${o}:${p}`).toString(36);
      const [id] = await insertSearchable(scope, viewingSearch, [
        {
          object_id: object.id,
          slug: `demo-${project.slug}-${seed}-${o}${p}`,
          object_label: objectLabel(object),
          date,
          start_time: plan.slots[0][0],
          end_time: plan.slots[plan.slots.length - 1]![1],
          place: `${object.street} ${object.house_number}, Hauseingang`.trim(),
          contact_person: 'Marco Bernasconi',
          contact_phone: '+41447001250',
          note: '',
          invitation: p === 2 ? 'draw' : 'chosen',
          state: plan.state,
          cancelled_at: null,
          completed_at: plan.state === 'completed' ? `${date}T17:15:00.000Z` : null,
          created_by: null,
          created_at: now,
          updated_at: now,
        },
      ]);
      const slotIds: number[] = [];
      for (const [i, [start, end, capacity]] of plan.slots.entries()) {
        const slot = await scope
          .insertInto('viewing_slots', [
            { appointment_id: id!, position: i + 1, start_time: start, end_time: end, capacity, booked: 0 },
          ])
          .returning('id')
          .executeTakeFirstOrThrow();
        slotIds.push(slot.id);
      }
      // a third of the applicants per viewing, each in one viewing of the object
      const people = applicants.filter((_, i) => i % 3 === p).slice(0, 8);
      const booked = new Map<number, number>();
      for (const [i, a] of people.entries()) {
        const state =
          p === 2
            ? 'invited'
            : i % 5 === 4
              ? 'declined'
              : p === 0
                ? i % 4 === 3
                  ? 'booked'
                  : 'present'
                : 'booked';
        const slot = state === 'invited' || state === 'declined' ? null : slotIds[i % slotIds.length]!;
        if (slot !== null) booked.set(slot, (booked.get(slot) ?? 0) + 1);
        await scope
          .insertInto('viewing_participants', [
            {
              appointment_id: id!,
              slot_id: slot,
              application_id: a.id,
              name: a.main_name,
              email: a.email,
              phone: a.phone,
              language: a.language,
              state,
              decline_reason: state === 'declined' ? 'Ich habe an diesem Tag einen Termin.' : '',
              comment:
                state === 'present' && i % 2 === 0 ? 'Sehr interessiert, fragt nach dem Einzugstermin.' : '',
              draw_id: null,
              token_hash: hashLinkToken(randomBytes(16).toString('base64url')),
              token_expires_at: linkExpiry(date),
              booked_at: slot !== null ? now : null,
              declined_at: state === 'declined' ? now : null,
              present_at: state === 'present' ? `${date}T16:10:00.000Z` : null,
              created_at: now,
              updated_at: now,
            },
          ])
          .execute();
      }
      for (const [slot, n] of booked)
        await scope.updateTable('viewing_slots').set({ booked: n }).where('id', '=', slot).execute();
      made += 1;
    }
  }
  return made;
}
