import type { z } from 'zod';
import type { ObjectDetail } from '../../../schema/api/objects';
import { isSaleProject } from '../../../schema/objects';
import {
  freeSchema,
  objectActionRefusal,
  setToRentedSchema,
  setToSoldSchema,
  terminateSchema,
  type ObjectAction,
} from '../../../schema/states';
import { auditedFields, changedFields, recordAudit, type AuditEntry } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { NewObjectOccupancy, ObjectOccupancy } from '../../db/tables/objects';
import type { RealEstateObject } from '../../db/types';
import { updateSearchable, type SearchableUpdate } from '../../lists/searchText';
import { dayAfter, fieldErrors, recordChanged, refused, swissToday } from './common';
import { toCents } from './rows';
import { objectSearch } from './searchText';
import { findObject, getObject } from './service';

/**
 * The state actions of spec 1 section 4 (terminate, set to rented, set to sold, free): each checks
 * the version the person saw and the rule of schema/states.ts, changes the object and the people
 * it is bound to, and writes the audit rows, in one transaction.
 */

interface ActionScope {
  scope: Scoped;
  object: RealEstateObject;
  /** the object's current binding, if any */
  current: ObjectOccupancy | null;
  now: string;
  userId: number;
  /** audit entries of the bindings the action changed */
  audit: AuditEntry[];
}

type Change = SearchableUpdate<'objects'>;

/** Appends a comment to a binding's comment. */
const withComment = (was: string, added: string) =>
  added === '' ? was : was === '' ? added : `${was}\n${added}`;

async function changeOccupancy(a: ActionScope, row: ObjectOccupancy, set: Partial<NewObjectOccupancy>) {
  await a.scope.updateTable('object_occupancies').set(set).where('id', '=', row.id).execute();
  const after = { ...row, ...set };
  const diff = changedFields(row, after);
  if (diff) a.audit.push(occupancyEntry(a, row.id, 'update', diff.before, diff.after));
}

/** A binding as a new row: nothing but its kind is required. */
type NewBinding = Partial<Omit<NewObjectOccupancy, 'project_id' | 'object_id'>> & { kind: string };

async function addOccupancy(a: ActionScope, row: NewBinding) {
  const values = {
    person_name: '',
    person_email: '',
    person_phone: '',
    comment: '',
    ...row,
    object_id: a.object.id,
    created_by: a.userId,
    created_at: a.now,
  };
  const inserted = await a.scope
    .insertInto('object_occupancies', [values])
    .returning('id')
    .executeTakeFirstOrThrow();
  a.audit.push(occupancyEntry(a, inserted.id, 'create', null, auditedFields(values)));
}

function occupancyEntry(
  a: ActionScope,
  id: number,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditEntry {
  return {
    projectId: a.scope.projectId,
    userId: a.userId,
    action,
    entity: 'object_occupancies',
    entityId: id,
    before,
    after,
  };
}

const ofKind = (a: ActionScope, kind: string) => (a.current?.kind === kind ? a.current : null);

/** A date of a required date rule (never empty once parsed). */
const day = (value: string | null) => value ?? '';

async function terminate(a: ActionScope, input: z.infer<typeof terminateSchema>): Promise<Change> {
  const rental = ofKind(a, 'rental');
  const endDate = day(input.endDate);
  if (rental?.starts_on && endDate < rental.starts_on) {
    throw fieldErrors({ endDate: 'date_range_invalid' });
  }
  if (rental) {
    await changeOccupancy(a, rental, {
      ends_on: endDate,
      closed_at: a.now,
      comment: withComment(rental.comment, input.comment),
    });
  }
  return { progress_state: 'available', available_from: dayAfter(endDate) };
}

async function setToRented(a: ActionScope, input: z.infer<typeof setToRentedSchema>): Promise<Change> {
  const assignment = ofKind(a, 'assignment');
  const amount = toCents(input.rent) ?? a.object.rental_price;
  if (assignment) {
    await changeOccupancy(a, assignment, {
      kind: 'rental',
      person_name: input.tenantName || assignment.person_name,
      starts_on: input.startDate,
      amount,
    });
  } else {
    if (input.tenantName === '') throw fieldErrors({ tenantName: 'general_field_is_required' });
    await addOccupancy(a, {
      kind: 'rental',
      person_name: input.tenantName,
      starts_on: input.startDate,
      amount,
    });
  }
  return { progress_state: 'rented' };
}

async function setToSold(a: ActionScope, input: z.infer<typeof setToSoldSchema>): Promise<Change> {
  const reservation = ofKind(a, 'reservation');
  if (reservation) await changeOccupancy(a, reservation, { ends_on: input.date, closed_at: a.now });
  // the reserving buyer's contact stays with the sale when the buyer is the same person
  const same = reservation && reservation.person_name.toLowerCase() === input.buyerName.toLowerCase();
  await addOccupancy(a, {
    kind: 'sale',
    person_name: input.buyerName,
    person_email: same ? reservation.person_email : '',
    person_phone: same ? reservation.person_phone : '',
    starts_on: input.date,
    amount: toCents(input.price),
  });
  return { progress_state: 'sold' };
}

async function free(a: ActionScope, input: z.infer<typeof freeSchema>): Promise<Change> {
  if (a.current) {
    await changeOccupancy(a, a.current, {
      ends_on: swissToday(),
      closed_at: a.now,
      comment: withComment(a.current.comment, input.comment),
    });
  }
  return { progress_state: 'available' };
}

interface ActionDef {
  schema: z.ZodType<{ version: number }>;
  apply: (a: ActionScope, input: unknown) => Promise<Change>;
}

/** An action's payload schema and its change; the change gets what the schema parsed. */
function define<S extends z.ZodType<{ version: number }>>(
  schema: S,
  apply: (a: ActionScope, input: z.infer<S>) => Promise<Change>,
): ActionDef {
  return { schema, apply: (a, input) => apply(a, input as z.infer<S>) };
}

export const STATE_ACTIONS = {
  terminate: define(terminateSchema, terminate),
  setToRented: define(setToRentedSchema, setToRented),
  setToSold: define(setToSoldSchema, setToSold),
  free: define(freeSchema, free),
} satisfies Partial<Record<ObjectAction, ActionDef>>;

export type StateAction = keyof typeof STATE_ACTIONS;

/** Runs a state action on an object; answers the object as it is afterwards. */
export async function runStateAction(
  db: Executor,
  ctx: StaffContext,
  action: StateAction,
  id: number,
  input: { version: number },
): Promise<ObjectDetail> {
  const { project } = ctx;
  const def = STATE_ACTIONS[action];
  await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, project.id);
    const object = await findObject(scope, id);
    if (input.version !== object.version) throw recordChanged(ctx.t, 'object');
    const subject = {
      progress_state: object.progress_state,
      active: object.active === 1,
      sale: isSaleProject(project.type),
    };
    const refusal = objectActionRefusal(action, subject);
    if (refusal) throw refused(refusal);
    const current =
      (await scope
        .selectFrom('object_occupancies')
        .selectAll()
        .where('object_id', '=', id)
        .where('closed_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst()) ?? null;
    const a: ActionScope = {
      scope,
      object,
      current,
      now: new Date().toISOString(),
      userId: ctx.user.id,
      audit: [],
    };
    const change = await def.apply(a, input);
    const changed = await updateSearchable(scope, objectSearch, [id], change, {
      version: input.version,
      now: a.now,
    });
    if (changed === 0) throw recordChanged(ctx.t, 'object');
    const diff = changedFields(object, await findObject(scope, id));
    const entries: AuditEntry[] = diff
      ? [{ projectId: project.id, userId: ctx.user.id, action, entity: 'objects', entityId: id, ...diff }]
      : [];
    await recordAudit(trx, [...entries, ...a.audit]);
  });
  return getObject(db, project, id);
}
