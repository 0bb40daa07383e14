import type { Updateable } from 'kysely';
import type { ApplicationStateReply, FlowObject } from '../../../schema/api/applicationFlow';
import {
  applicationActionRefusal,
  applicationActionsIn,
  isClosedApplicationState,
  nextApplicationState,
  offerableObject,
  type ApplicationAction,
  type ApplicationState,
} from '../../../schema/applicationStates';
import { MAX_ROW_ID } from '../../../schema/constants';
import { auditedFields, changedFields, recordAudit, type AuditEntry } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import type { MessageKey, Translator } from '../../core/i18n/index';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { ApplicationTable, Application } from '../../db/tables/applications';
import type { NewObjectOccupancy, ObjectOccupancy } from '../../db/tables/objects';
import type { RealEstateObject } from '../../db/types';
import { updateSearchable } from '../../lists/searchText';
import { objectSearch } from '../objects/searchText';
import { cancelOfferExpiry } from './offerExpiryJob';

/**
 * Pieces every state call of applications shares: the actor and the audit rows it collects, the
 * application's transition (version check, the rule of schema/applicationStates.ts, the private
 * link closing and reopening), the object's state and its offer and assignment bindings.
 */

/** Who changes what, in which project and transaction; the audit rows are written at the end. */
export interface Flow {
  /** the transaction (users are not project rows) */
  db: Executor;
  scope: Scoped;
  t: Translator;
  /** null: the system (an offer that expired) */
  userId: number | null;
  now: string;
  audit: AuditEntry[];
}

export const newFlow = (
  db: Executor,
  projectId: number,
  t: Translator,
  userId: number | null,
  now = new Date(),
): Flow => ({
  db,
  scope: scoped(db, projectId),
  t,
  userId,
  now: now.toISOString(),
  audit: [],
});

/**
 * One change of an application by a staff member: one transaction, the application found and the
 * version the person saw checked first, the audit rows written when the change is done.
 */
export async function staffChange<R>(
  db: Executor,
  ctx: Pick<StaffContext, 'project' | 't' | 'user'>,
  id: number,
  version: number,
  find: (scope: Scoped, id: number) => Promise<Application>,
  change: (f: Flow, app: Application, trx: Executor) => Promise<R>,
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const f = newFlow(trx, ctx.project.id, ctx.t, ctx.user.id);
    const app = await find(f.scope, id);
    checkVersion(f, app, version);
    const result = await change(f, app, trx);
    await recordAudit(trx, f.audit);
    return result;
  });
}

export function entry(
  f: Flow,
  entity: string,
  entityId: number | string,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): void {
  f.audit.push({ projectId: f.scope.projectId, userId: f.userId, action, entity, entityId, before, after });
}

export { findApplication } from '../applications/common';

/** 409: someone changed the application since it was loaded. */
export const applicationChanged = (t: Translator) =>
  new ApiError(409, 'record_changed', { entity: t('record_entity_application') });

/** 409: someone changed the object since it was loaded. */
export const objectChanged = (t: Translator) =>
  new ApiError(409, 'record_changed', { entity: t('record_entity_object') });

/** 409 with the reason an action is refused (a key of the state machine or of this area). */
export const refused = (key: string) => new ApiError(409, key as MessageKey);

/** The version the person saw must still be the application's. */
export function checkVersion(f: Flow, app: Application, version: number): void {
  if (app.version !== version) throw applicationChanged(f.t);
}

const subjectOf = (app: Pick<Application, 'progress_state' | 'sale'>) => ({
  progress_state: app.progress_state,
  sale: app.sale === 1,
});

/** Refuses an action the application's state does not allow (409 with the state machine's key). */
export function checkAction(app: Application, action: ApplicationAction): void {
  const refusal = applicationActionRefusal(action, subjectOf(app));
  if (refusal) throw refused(refusal);
}

type ApplicationChange = Omit<Updateable<ApplicationTable>, 'id' | 'project_id' | 'version' | 'updated_at'>;

/**
 * Moves an application on by an action: the next state of the state machine, the state kept for
 * activate, the private link closing (token_expires_at now) or reopening (cleared), the version
 * (a stale one is 409) and the audit row. Answers the row as it is afterwards.
 */
export async function transition(
  f: Flow,
  app: Application,
  action: ApplicationAction,
  extra: ApplicationChange = {},
): Promise<Application> {
  checkAction(app, action);
  const next = nextApplicationState(action, {
    ...subjectOf(app),
    state_before_deactivation: app.state_before_deactivation,
  }) as ApplicationState;
  const set: ApplicationChange = { progress_state: next, ...extra };
  if (action === 'deactivate') set.state_before_deactivation = app.progress_state;
  if (action === 'activate') {
    set.state_before_deactivation = null;
    set.deactivation_reason = '';
  }
  const wasClosed = isClosedApplicationState(app.progress_state);
  const closes = isClosedApplicationState(next);
  if (closes && !wasClosed) set.token_expires_at = f.now;
  if (!closes && wasClosed) set.token_expires_at = null;
  return updateApplication(f, app, action, set);
}

/** Writes a change of an application at the version it was read at; answers the row afterwards. */
export async function updateApplication(
  f: Flow,
  app: Application,
  action: string,
  set: ApplicationChange,
): Promise<Application> {
  const result = await f.scope
    .updateTable('applications')
    .set({ ...set, version: app.version + 1, updated_at: f.now })
    .where('id', '=', app.id)
    .where('version', '=', app.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw applicationChanged(f.t);
  const after: Application = { ...app, ...(set as Partial<Application>), version: app.version + 1 };
  const diff = changedFields(app, after);
  if (diff) entry(f, 'applications', app.id, action, diff.before, diff.after);
  return after;
}

export function stateReply(app: Application): ApplicationStateReply {
  return {
    id: app.id,
    progress_state: app.progress_state as ApplicationState,
    version: app.version,
    actions: applicationActionsIn(subjectOf(app)),
    private_link_expires_at: app.token_expires_at,
    deactivation_reason: app.deactivation_reason,
  };
}

// ---- objects ----

/** An object of the project; another project's id is not found. */
export async function findFlowObject(scope: Scoped, id: number): Promise<RealEstateObject> {
  const row =
    id > MAX_ROW_ID
      ? undefined
      : await scope.selectFrom('objects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('object_not_found');
  return row;
}

const money = (cents: number | null) => (cents === null ? null : cents / 100);

export function flowObject(o: RealEstateObject, sale: boolean): FlowObject {
  return {
    id: o.id,
    object_type: o.object_type,
    title: o.title,
    ref_number: o.ref_number,
    rooms: o.rooms,
    rent: money(sale ? o.selling_price : o.rental_price),
    progress_state: o.progress_state,
    active: o.active === 1,
  };
}

/** The object's open offer or assignment, whoever it belongs to. */
export async function openBinding(scope: Scoped, objectId: number): Promise<ObjectOccupancy | null> {
  return (
    (await scope
      .selectFrom('object_occupancies')
      .selectAll()
      .where('object_id', '=', objectId)
      .where('kind', 'in', ['offer', 'assignment'])
      .where('closed_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst()) ?? null
  );
}

/**
 * Why the object cannot be offered or assigned to an application now: not available (nor
 * inactive), or already offered or assigned to someone. Null when it can.
 */
export function objectRefusal(object: RealEstateObject, binding: ObjectOccupancy | null): string | null {
  if (!offerableObject({ progress_state: object.progress_state, active: object.active === 1 })) {
    return 'application_object_not_offerable';
  }
  return binding ? 'application_object_bound' : null;
}

/** The application's open binding of one kind (its current offer or assignment). */
export async function bindingOf(
  scope: Scoped,
  applicationId: number,
  kind: 'offer' | 'assignment',
): Promise<ObjectOccupancy | null> {
  return (
    (await scope
      .selectFrom('object_occupancies')
      .selectAll()
      .where('application_id', '=', applicationId)
      .where('kind', '=', kind)
      .where('closed_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst()) ?? null
  );
}

/** Sets the object's state at the version it was read at (its search text stays as it is). */
export async function setObjectState(
  f: Flow,
  object: RealEstateObject,
  progressState: string,
  action: string,
): Promise<void> {
  if (object.progress_state === progressState) return;
  const changed = await updateSearchable(
    f.scope,
    objectSearch,
    [object.id],
    { progress_state: progressState },
    { version: object.version, now: f.now },
  );
  if (changed === 0) throw objectChanged(f.t);
  entry(
    f,
    'objects',
    object.id,
    action,
    { progress_state: object.progress_state },
    { progress_state: progressState },
  );
}

/** Opens an offer or assignment of the object for the application. */
export async function openOccupancy(
  f: Flow,
  app: Application,
  object: RealEstateObject,
  row: Pick<NewObjectOccupancy, 'kind' | 'starts_on' | 'ends_on' | 'comment' | 'amount'>,
  action: string,
): Promise<number> {
  const values = {
    ...row,
    object_id: object.id,
    application_id: app.id,
    person_name: app.main_name,
    person_email: app.email,
    person_phone: app.phone,
    created_by: f.userId,
    created_at: f.now,
  };
  const inserted = await f.scope
    .insertInto('object_occupancies', [values])
    .returning('id')
    .executeTakeFirstOrThrow();
  entry(f, 'object_occupancies', inserted.id, action, null, auditedFields(values));
  return inserted.id;
}

/** Ends an offer or assignment: closed now, how and why. */
export async function closeOccupancy(
  f: Flow,
  row: ObjectOccupancy,
  closedAs: string,
  reason: string,
  action: string,
): Promise<void> {
  const set = { closed_at: f.now, closed_as: closedAs, closed_reason: reason };
  const result = await f.scope
    .updateTable('object_occupancies')
    .set(set)
    .where('id', '=', row.id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw objectChanged(f.t);
  // an offer that ended (by any way) needs its expiry job no more; the running job itself stays
  if (row.kind === 'offer') await cancelOfferExpiry(f.db, row.id);
  const diff = changedFields(row, { ...row, ...set });
  if (diff) entry(f, 'object_occupancies', row.id, action, diff.before, diff.after);
}

/**
 * Frees the object of a binding that ended: available again, unless someone else's offer or
 * assignment holds it or it moved on (rented, sold) meanwhile.
 */
export async function releaseObject(f: Flow, objectId: number, action: string): Promise<void> {
  const object = await findFlowObject(f.scope, objectId);
  if (object.progress_state !== 'with_offer' && object.progress_state !== 'assigned') return;
  if (await openBinding(f.scope, objectId)) return;
  await setObjectState(f, object, 'available', action);
}

/** Today in Switzerland, YYYY-MM-DD (schema/dates.ts). */
export { swissDay } from '../../../schema/dates';

/** The names of the people who made bindings, by user id. */
export async function userNames(
  db: Executor,
  ids: ReadonlyArray<number | null>,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
}
