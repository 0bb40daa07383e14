import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { ImportRowError, ObjectImportPreview, ObjectImportResult } from '../../../schema/api/objects';
import { isSaleProject, type ObjectType } from '../../../schema/objects';
import { ApiError, badRequest, notFound } from '../../core/errors';
import { isUniqueViolation, type Dialect } from '../../core/db';
import type { Translator } from '../../core/i18n/index';
import type { Storage } from '../../core/storage';
import type { Database, Project, User } from '../../db/types';
import {
  cleanFileName,
  extensionOf,
  fileRules,
  findFile,
  receiveUploads,
  storageKeyOf,
  UPLOAD_FIELD,
  type UploadPart,
} from '../files/service';
import type { UploadLimits } from '../files/quota';
import { checkContent } from '../files/signatures';
import { parseSheet } from './parseSheet';
import { isSheetType, SheetError, SHEET_TYPES, type SheetRow } from './sheet';
import {
  checkRefsInProject,
  checkRows,
  projectBuildings,
  validateSheet,
  type ImportContext,
  type SheetCheck,
} from './validate';
import { insertObjects } from './write';

export interface ImportServiceContext {
  db: Kysely<Database>;
  storage: Storage;
  project: Project;
  user: User;
  t: Translator;
  type: ObjectType;
  dialect: Dialect;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  limits: UploadLimits;
}

/** A sheet that cannot be imported at all is a 400 with its message. */
function refusal(error: SheetError): ApiError {
  return badRequest(error.key, error.params);
}

function importContext(ctx: ImportServiceContext): ImportContext {
  return { type: ctx.type, sale: isSaleProject(ctx.project.type), projectId: ctx.project.id, t: ctx.t };
}

/**
 * The rows of a sheet's bytes, after checking that they are what the name says (.xlsx or .csv),
 * read in a worker thread (see parseSheet.ts).
 */
async function sheetRows(bytes: Buffer, name: string, ext = extensionOf(name)): Promise<SheetRow[]> {
  if (!isSheetType(ext) || !checkContent(ext, bytes).ok) throw new SheetError('import_not_a_sheet', { name });
  return parseSheet(bytes, ext, name);
}

async function* onePart(part: UploadPart): AsyncIterable<UploadPart> {
  yield part;
}

const rowErrors = (check: SheetCheck): ImportRowError[] => check.rows.flatMap((row) => row.errors);

/** Sheets (.xlsx, .csv) are stored whatever the project allows for other uploads; the size limit stays the project's. */
const sheetRules = (project: Project) => ({ ...fileRules(project), allowedFileTypes: [...SHEET_TYPES] });

/**
 * Reads and checks an uploaded sheet, stores it as a file of the project, and answers what
 * importing it would create. A sheet that cannot be read at all is refused (400) and not stored.
 */
export async function previewUpload(
  ctx: ImportServiceContext,
  upload: { filename: string; bytes: Buffer },
): Promise<ObjectImportPreview> {
  const name = cleanFileName(upload.filename);
  let check: SheetCheck;
  try {
    check = await validateSheet(ctx.db, importContext(ctx), await sheetRows(upload.bytes, name));
  } catch (error) {
    throw error instanceof SheetError ? refusal(error) : error;
  }
  const stored = await receiveUploads(
    ctx,
    onePart({ type: 'file', fieldname: UPLOAD_FIELD, filename: name, file: Readable.from([upload.bytes]) }),
    { rules: sheetRules(ctx.project) },
  );
  const file = stored.uploaded[0];
  if (!file) throw badRequest('import_not_a_sheet', { name });
  const valid = check.rows.filter((row) => row.input !== null).length;
  return {
    file: file.key,
    type: ctx.type,
    columns: check.columns,
    rows: check.rows.map((row) => ({
      row: row.row,
      title: row.title,
      refNumber: row.refNumber,
      valid: row.input !== null,
    })),
    errors: [...check.notices, ...rowErrors(check)],
    valid,
    invalid: check.rows.length - valid,
  };
}

/** The first half of the PostgreSQL advisory lock an import holds (the second is the project). */
const IMPORT_LOCK = 0x0b1e;

/**
 * Serialises the imports of one project, so that two at once (a double click) cannot both find a
 * ref number free. SQLite writes through one connection, one transaction after the other, already.
 */
async function lockProjectImports(trx: Kysely<Database>, dialect: Dialect, projectId: number): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${projectId})`.execute(trx);
}

/**
 * Imports a stored sheet: reads and validates it again (the preview's answer is not trusted),
 * then creates the valid rows and their audit entries in one transaction. No valid row is a 400;
 * anything failing while writing keeps nothing (500, or 409 for a ref number taken meanwhile).
 */
export async function importSheet(ctx: ImportServiceContext, reference: string): Promise<ObjectImportResult> {
  const key = storageKeyOf(reference);
  const fileRow = key ? await findFile(ctx.db, ctx.project.id, key) : undefined;
  const stored = fileRow ? await ctx.storage.get(fileRow.storage_key) : null;
  if (!fileRow || !stored) {
    if (fileRow) ctx.log.warn({ key: fileRow.storage_key }, 'file row without stored bytes');
    throw notFound('file_not_found');
  }
  const name = fileRow.original_name;
  const importCtx = importContext(ctx);
  let rows: SheetRow[];
  try {
    rows = await sheetRows(stored.bytes, name, extensionOf(fileRow.storage_key));
  } catch (error) {
    throw error instanceof SheetError ? refusal(error) : error;
  }

  let outcome: { check: SheetCheck; ids: number[] };
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      await lockProjectImports(trx, ctx.dialect, ctx.project.id);
      const check = checkRows(importCtx, rows, await projectBuildings(trx, ctx.project.id));
      await checkRefsInProject(trx, importCtx, check);
      const inputs = check.rows.flatMap((row) => (row.input ? [row.input] : []));
      if (inputs.length === 0) throw badRequest('import_nothing_valid');
      const writer = { ...importCtx, userId: ctx.user.id };
      return { check, ids: await insertObjects(trx, writer, inputs) };
    });
  } catch (error) {
    if (error instanceof SheetError) throw refusal(error);
    if (error instanceof ApiError) throw error;
    if (isUniqueViolation(error)) throw new ApiError(409, 'import_conflict');
    ctx.log.error({ err: error, file: fileRow.storage_key }, 'object import failed');
    throw new ApiError(500, 'import_failed');
  }

  const refused = rowErrors(outcome.check);
  const refusedRows = outcome.check.rows.length - outcome.ids.length;
  const created = outcome.ids.length;
  return {
    created,
    ids: outcome.ids,
    refused,
    message:
      refusedRows === 0
        ? ctx.t('import_done', { created })
        : ctx.t('import_done_with_refused', { created, refused: refusedRows }),
  };
}
