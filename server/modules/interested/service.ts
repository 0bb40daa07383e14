import type { Kysely } from 'kysely';
import { applicationUrlOf } from '../../../schema/applicationForm';
import type { BulkResult, BulkRowResult } from '../../../schema/api/tableData';
import { bulkResult } from '../../lists/bulk';
import {
  inviteToApplyRefusal,
  type InterestedChangeReply,
  type InterestedCreateInput,
  type InterestedEditInput,
  type InterestedPersonDetail,
  type InterestedSource,
} from '../../../schema/interestedPeople';
import { MAX_ROW_ID } from '../../../schema/constants';
import { auditedFields, changedFields, recordAudit } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { isUniqueViolation } from '../../core/db';
import { ApiError, badRequest, notFound } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { translate } from '../../core/i18n/index';
import { paragraphsMail, queueMail } from '../../core/mail';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { InterestedPerson } from '../../db/tables/interested';
import type { Database } from '../../db/types';
import { insertSearchable, updateSearchable } from '../../lists/searchText';
import { objectLabel } from '../tenants/searchText';
import { languageOf } from '../viewings/common';
import { interestedSearch } from './searchText';

/** The interested people's calls: create, read, edit, invite to apply; and the booking's find-or-create. */

export const EMAIL_INDEX = 'interested_people_email_uq';

const emailTaken = () =>
  badRequest('interested_email_taken', {}, { errors: { email: 'interested_email_taken' } });

const personAudit = (
  ctx: Pick<StaffContext, 'project'> & { user: { id: number } | null },
  action: string,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => ({
  projectId: ctx.project.id,
  userId: ctx.user?.id ?? null,
  action,
  entity: 'interested_people',
  entityId: id,
  before,
  after,
});

export async function findPerson(scope: Scoped, id: number): Promise<InterestedPerson> {
  const row =
    id > MAX_ROW_ID
      ? undefined
      : await scope.selectFrom('interested_people').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('interested_not_found');
  return row;
}

/** An object of the project (400 on the field when it is not one). */
async function checkObject(scope: Scoped, objectId: number | null): Promise<void> {
  if (objectId === null) return;
  const found =
    objectId <= MAX_ROW_ID &&
    (await scope.selectFrom('objects').select('id').where('id', '=', objectId).executeTakeFirst());
  if (!found)
    throw badRequest(
      'interested_object_not_found',
      {},
      { errors: { objectId: 'interested_object_not_found' } },
    );
}

async function detailOf(scope: Scoped, ctx: Pick<StaffContext, 't'>, row: InterestedPerson) {
  const object =
    row.object_id === null
      ? undefined
      : await scope
          .selectFrom('objects')
          .select(['id', 'ref_number', 'title', 'street', 'house_number', 'postal_code', 'city'])
          .where('id', '=', row.object_id)
          .executeTakeFirst();
  const viewings = await scope
    .selectFrom('viewing_participants')
    .innerJoin('viewing_appointments', 'viewing_appointments.id', 'viewing_participants.appointment_id')
    .select([
      'viewing_appointments.id as appointmentId',
      'viewing_appointments.date as date',
      'viewing_appointments.start_time as startTime',
      'viewing_participants.state as state',
    ])
    .where('viewing_participants.interested_person_id', '=', row.id)
    .orderBy('viewing_appointments.date', 'desc')
    .execute();
  const refusal = inviteToApplyRefusal({
    active: row.active === 1,
    objectId: object ? object.id : null,
    email: row.email,
  });
  const detail: InterestedPersonDetail = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: languageOf(row.language),
    source: row.source as InterestedSource,
    active: row.active === 1,
    note: row.note,
    object: object ? { id: object.id, label: objectLabel(object) } : null,
    invitedAt: row.invited_at,
    createdAt: row.created_at,
    version: row.version,
    inviteRefusal: refusal ? ctx.t(refusal as MessageKey) : null,
    viewings,
  };
  return detail;
}

export async function getPerson(db: Kysely<Database>, ctx: StaffContext, id: number) {
  const scope = scoped(db, ctx.project.id);
  return detailOf(scope, ctx, await findPerson(scope, id));
}

/** POST applications/interested/create: one person written by the staff. */
export async function createPerson(
  db: Kysely<Database>,
  ctx: StaffContext,
  input: InterestedCreateInput,
): Promise<InterestedChangeReply> {
  try {
    return await db.transaction().execute(async (trx) => {
      const scope = scoped(trx, ctx.project.id);
      await checkObject(scope, input.objectId);
      const taken = await scope
        .selectFrom('interested_people')
        .select('id')
        .where('email', '=', input.email)
        .executeTakeFirst();
      if (taken) throw emailTaken();
      const now = new Date().toISOString();
      const fields = {
        object_id: input.objectId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        language: input.language,
        source: 'staff',
        active: 1,
        note: input.note,
        invited_at: null,
        created_by: ctx.user.id,
        created_at: now,
        updated_at: now,
      };
      const [id] = await insertSearchable(scope, interestedSearch, [fields]);
      await recordAudit(trx, personAudit(ctx, 'create', id!, null, auditedFields(fields)));
      const row = await findPerson(scope, id!);
      return {
        person: await detailOf(scope, ctx, row),
        message: ctx.t('interested_created', { name: row.name }),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw emailTaken();
    throw error;
  }
}

/** POST applications/interested/{id}/edit: with the version read; a stale one is 409. */
export async function editPerson(
  db: Kysely<Database>,
  ctx: StaffContext,
  id: number,
  input: InterestedEditInput,
): Promise<InterestedChangeReply> {
  try {
    return await db.transaction().execute(async (trx) => {
      const scope = scoped(trx, ctx.project.id);
      const before = await findPerson(scope, id);
      await checkObject(scope, input.objectId);
      const taken = await scope
        .selectFrom('interested_people')
        .select('id')
        .where('email', '=', input.email)
        .where('id', '!=', id)
        .executeTakeFirst();
      if (taken) throw emailTaken();
      const changed = await updateSearchable(
        scope,
        interestedSearch,
        [id],
        {
          object_id: input.objectId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          language: input.language,
          note: input.note,
        },
        { version: input.version },
      );
      if (changed !== 1)
        throw new ApiError(409, 'record_changed', { entity: ctx.t('record_entity_interested') });
      const after = await findPerson(scope, id);
      const diff = changedFields(before, after);
      if (diff) await recordAudit(trx, personAudit(ctx, 'update', id, diff.before, diff.after));
      return { person: await detailOf(scope, ctx, after), message: ctx.t('interested_saved') };
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw emailTaken();
    throw error;
  }
}

/** The invitation to apply to one person, in their language (queued in the caller's transaction). */
async function queueInvitation(
  trx: Executor,
  ctx: Pick<StaffContext, 'project' | 'user'>,
  publicUrl: string,
  person: InterestedPerson,
  object: { title: string; public_id: string | null; label: string },
): Promise<void> {
  const lang = languageOf(person.language);
  const sender = `${ctx.user.first_name} ${ctx.user.last_name}`.trim() || ctx.project.title;
  const params = { name: person.name, object: object.label, project: ctx.project.title };
  const link = `${publicUrl.replace(/\/$/, '')}${applicationUrlOf(object.public_id ?? '')}`;
  const { text, html } = paragraphsMail([
    translate(lang, 'interested_invite_greeting', params),
    translate(lang, 'interested_invite_body', params),
    link,
    translate(lang, 'interested_invite_closing', { sender }),
  ]);
  await queueMail(trx, {
    to: person.email,
    subject: translate(lang, 'interested_invite_subject', params),
    text,
    html,
    kind: 'interested_invite',
    projectId: ctx.project.id,
    fromName: sender,
  });
}

/**
 * POST applications/interested/invite-to-apply: a mail with the object's public application link
 * to each person, in their language, through the outbox; a result per row (a person without an
 * object, without an address or inactive is skipped with the reason). One transaction.
 */
export async function inviteToApply(
  db: Kysely<Database>,
  ctx: StaffContext,
  publicUrl: string,
  targets: readonly number[],
): Promise<BulkResult> {
  const results = await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, ctx.project.id);
    const out: BulkRowResult[] = [];
    const now = new Date().toISOString();
    for (const id of [...new Set(targets)]) {
      const person =
        id > MAX_ROW_ID
          ? undefined
          : await scope.selectFrom('interested_people').selectAll().where('id', '=', id).executeTakeFirst();
      if (!person) {
        out.push({ id, status: 'not_found', message: ctx.t('bulk_row_not_found') });
        continue;
      }
      const object =
        person.object_id === null
          ? undefined
          : await scope
              .selectFrom('objects')
              .select([
                'id',
                'ref_number',
                'title',
                'street',
                'house_number',
                'postal_code',
                'city',
                'public_id',
              ])
              .where('id', '=', person.object_id)
              .executeTakeFirst();
      const refusal = inviteToApplyRefusal({
        active: person.active === 1,
        objectId: object?.public_id ? object.id : null,
        email: person.email,
      });
      if (refusal || !object) {
        out.push({
          id,
          status: 'skipped',
          message: ctx.t((refusal ?? 'interested_invite_no_object') as MessageKey),
        });
        continue;
      }
      await queueInvitation(trx, ctx, publicUrl, person, { ...object, label: objectLabel(object) });
      await updateSearchable(scope, interestedSearch, [id], { invited_at: now });
      await recordAudit(
        trx,
        personAudit(ctx, 'invite_to_apply', id, { invited_at: person.invited_at }, { invited_at: now }),
      );
      out.push({ id, status: 'done', message: ctx.t('interested_invite_done') });
    }
    return out;
  });
  return bulkResult(ctx.t, 'inviteToApply', 'interested_bulk_invite', results);
}

/**
 * The person of a public booking with contact: the one with this e-mail address in the project
 * (its name, phone and language as given now; an inactive one becomes active again), else a new
 * one with the source given ("booking" by default). Runs in the transaction of the booking or the
 * public interest form.
 */
export async function findOrCreateFromBooking(
  trx: Executor,
  projectId: number,
  contact: { name: string; email: string; phone: string; language: string },
  objectId: number | null,
  source: InterestedSource = 'booking',
): Promise<InterestedPerson> {
  const scope = scoped(trx, projectId);
  const existing = await scope
    .selectFrom('interested_people')
    .selectAll()
    .where('email', '=', contact.email)
    .executeTakeFirst();
  const now = new Date().toISOString();
  if (existing) {
    await updateSearchable(scope, interestedSearch, [existing.id], {
      name: contact.name,
      email: existing.email,
      phone: contact.phone || existing.phone,
      language: contact.language,
      active: 1,
      ...(existing.object_id === null && objectId !== null ? { object_id: objectId } : {}),
    });
    return findPerson(scope, existing.id);
  }
  const [id] = await insertSearchable(scope, interestedSearch, [
    {
      object_id: objectId,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      language: contact.language,
      source,
      active: 1,
      note: '',
      invited_at: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    },
  ]);
  await recordAudit(
    trx as Kysely<Database>,
    personAudit({ project: { id: projectId } as StaffContext['project'], user: null }, 'create', id!, null, {
      name: contact.name,
      email: contact.email,
      source,
    }),
  );
  return findPerson(scope, id!);
}
