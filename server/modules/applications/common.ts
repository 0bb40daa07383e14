import { MAX_ROW_ID } from '../../../schema/constants';
import { isSaleProject } from '../../../schema/objects';
import type { StaffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Application, ApplicationForm } from '../../db/tables/applications';
import type { Project } from '../../db/types';
import { formDefinitionSchema, type FormDefinition } from '../../../schema/applicationForm';

/** Shared pieces of the staff routes of applications. */

/**
 * The application of the scope's project, or 404: another project's id is not found, like a
 * missing one or an id no row can have. The one lookup of the staff routes and the state calls.
 */
export async function findApplication(scope: Scoped, id: number): Promise<Application> {
  const row =
    id > MAX_ROW_ID
      ? undefined
      : await scope.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('application_not_found');
  return row;
}

/** One application of the caller's project, as a service works on it. */
export interface OnApplication {
  /** the connection, or the transaction of a change (users are not project rows) */
  db: Executor;
  /** the project's rows, through `db` */
  scope: Scoped;
  /** the application as read through `db` */
  app: Application;
}

/**
 * The preamble of every service on one application: the project's scoped handle and the
 * application (404 when it is not the project's), handed to `work`.
 */
export async function readApplication<T>(
  db: Executor,
  ctx: StaffContext,
  id: number,
  work: (on: OnApplication) => Promise<T>,
): Promise<T> {
  const scope = scoped(db, ctx.project.id);
  return work({ db, scope, app: await findApplication(scope, id) });
}

/** As readApplication, for a change: one transaction, the application read in it. */
export async function changeApplication<T>(
  db: Executor,
  ctx: StaffContext,
  id: number,
  work: (on: OnApplication) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => readApplication(trx, ctx, id, work));
}

/** An audit entry of a staff change of an application's rows. */
export const auditEntry = (
  ctx: StaffContext,
  entity: string,
  entityId: number,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => ({ projectId: ctx.project.id, userId: ctx.user.id, action, entity, entityId, before, after });

/** 409: the record changed since the caller read it. */
export const changedMeanwhile = () => new ApiError(409, 'application_changed_meanwhile');

/** Whether the project's applications are sale applications. */
export const saleProject = (project: Project) => isSaleProject(project.type);

/** The form version an application was made with (its definition), or null. */
export async function formOf(scope: Scoped, formId: number | null): Promise<FormDefinition | null> {
  if (formId === null) return null;
  const row: Pick<ApplicationForm, 'definition'> | undefined = await scope
    .selectFrom('application_forms')
    .select('definition')
    .where('id', '=', formId)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const parsed = formDefinitionSchema.safeParse(JSON.parse(row.definition));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A stored JSON object (answers), {} when it is not one. */
export function jsonObject(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
