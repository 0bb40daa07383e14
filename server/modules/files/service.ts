import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { FILE_NAME_MAX_CHARS } from '../../../schema/constants';
import { recordAudit } from '../../core/audit';
import { parseJsonList } from '../../core/context';
import type { MessageKey, MessageParams, Translator } from '../../core/i18n/index';
import { scoped } from '../../core/scope';
import { isStorageKey, type Storage } from '../../core/storage';
import type { Database, Project, User } from '../../db/types';
import { storedKeysOf } from './imageVariants';
import { mediaPath } from './mediaLinks';
import { uploadBudget, type UploadLimits } from './quota';
import { checkContent, FILE_KINDS } from './signatures';

export const UPLOAD_FIELD = 'file';
export const MAX_FILES_PER_UPLOAD = 20;

/** The upload rules of a project, from the same columns bootstrap reports as allowedFileTypes and maxFileSize. */
export interface FileRules {
  /** extensions, lower case, without dot */
  allowedFileTypes: string[];
  /** megabytes (MiB) per file */
  maxFileSize: number;
}

export function fileRules(project: Project): FileRules {
  return {
    allowedFileTypes: (parseJsonList(project.allowed_file_types) ?? []).map((ext) =>
      ext.trim().replace(/^\./, '').toLowerCase(),
    ),
    maxFileSize: project.max_file_size_mb,
  };
}

export interface UploadedFileReply {
  /** where the file is served (to a session of the project) */
  url: string;
  name: string;
  size: number;
  /** the storage key, which remove-files and later references accept too */
  key: string;
}

/** One refusal, naming every file it applies to. */
export interface FileError {
  file_names: string[];
  message: string;
  detail: string;
  messageKey: MessageKey;
}

export interface UploadReply {
  /** success: every file stored; partial: some; error: none (HTTP 400) */
  status: 'success' | 'partial' | 'error';
  message: string;
  messageKey: MessageKey;
  uploaded: UploadedFileReply[];
  errors: FileError[];
}

export type { RemoveReply } from './removal';

/** Why a file is refused: a message and a detail, both catalogue keys. */
export interface Refusal {
  name: string;
  message: MessageKey;
  messageParams?: MessageParams;
  detail: MessageKey;
  detailParams?: MessageParams;
}

/** Refusals with the same message and detail become one entry listing their files. */
export function groupRefusals(refusals: readonly Refusal[], t: Translator): FileError[] {
  const groups = new Map<string, FileError>();
  for (const r of refusals) {
    const message = t(r.message, r.messageParams);
    const detail = t(r.detail, r.detailParams);
    const id = `${message}\n${detail}`;
    const group = groups.get(id);
    if (group) group.file_names.push(r.name);
    else groups.set(id, { file_names: [r.name], message, detail, messageKey: r.message });
  }
  return [...groups.values()];
}

/**
 * The name a file is shown and stored under: the last path segment, without control and
 * bidirectional-override characters (which can make `exe.pdf` read as `pdf.exe`), in NFC.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const invisible = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
  return base.normalize('NFC').replace(invisible, '').trim();
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What is wrong with a file's name under the project's rules, before its content is read. */
export function nameRefusal(name: string, rules: FileRules): Omit<Refusal, 'name'> | null {
  if (name === '') return { message: 'file_name_missing', detail: 'file_name_missing_detail' };
  const length = [...name].length;
  if (length > FILE_NAME_MAX_CHARS) {
    return {
      message: 'admin_file_name_should_not_exceed_200_chars',
      detail: 'file_name_length',
      detailParams: { length },
    };
  }
  const ext = extensionOf(name);
  const allowed = {
    detail: 'file_types_allowed',
    detailParams: { allowed: rules.allowedFileTypes.join(', ') },
  } as const;
  if (ext === '') return { message: 'file_extension_missing', ...allowed };
  if (!rules.allowedFileTypes.includes(ext)) {
    return { message: 'file_type_not_allowed', messageParams: { ext }, ...allowed };
  }
  if (!Object.hasOwn(FILE_KINDS, ext)) {
    return { message: 'file_type_not_allowed', messageParams: { ext }, detail: 'file_type_not_checkable' };
  }
  return null;
}

/** What is wrong with a file's content (empty, a program, not of its type), or its media type. */
export function contentRefusal(ext: string, bytes: Buffer): Omit<Refusal, 'name'> | { mime: string } {
  if (bytes.length === 0) return { message: 'file_empty', detail: 'file_empty_detail' };
  const check = checkContent(ext, bytes);
  if (check.ok) return { mime: check.mime };
  const message = 'file_content_mismatch';
  if (check.reason === 'executable') return { message, messageParams: { ext }, detail: 'file_is_program' };
  if (check.reason === 'mismatch') {
    return { message, messageParams: { ext }, detail: 'file_content_not_type', detailParams: { ext } };
  }
  return { message: 'file_type_not_allowed', messageParams: { ext }, detail: 'file_type_not_checkable' };
}

/** A new storage key: project, month, 128 random bits, and the (checked) extension. */
export function newStorageKey(projectId: number, ext: string): string {
  const month = new Date().toISOString().slice(0, 7);
  return `${projectId}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

const KEY_SHAPE = /^\d{1,10}\/\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,10}$/;

/**
 * The storage key a file reference names: the `url` parameter of a media path (relative or
 * absolute), or the key itself. Null for anything that is not the shape of key we make.
 */
export function storageKeyOf(reference: string): string | null {
  let candidate = reference.trim();
  const query = candidate.indexOf('?');
  if (query !== -1) candidate = new URLSearchParams(candidate.slice(query + 1)).get('url') ?? '';
  return KEY_SHAPE.test(candidate) && isStorageKey(candidate) ? candidate : null;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads a stream to its end, keeping nothing (a part the upload does not take). */
export async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // discarded
  }
}

/** One part of a multipart request as @fastify/multipart yields it. */
export type UploadPart =
  | { type: 'field'; fieldname: string }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

/** A file part that passed the name, size and content checks: its bytes and what they are. */
export interface CheckedPart {
  name: string;
  bytes: Buffer;
  ext: string;
  mime: string;
}

/**
 * Reads one file part and checks it as every upload does: its name (length, extension), its size
 * (a part cut off at the limit) and its content (the bytes are what the extension says). A refused
 * part is read to its end, so the request goes on with the next one.
 */
export async function checkedFile(
  part: Extract<UploadPart, { type: 'file' }>,
  rules: FileRules,
): Promise<CheckedPart | Refusal> {
  const name = cleanFileName(part.filename);
  const refused = nameRefusal(name, rules);
  if (refused) {
    await drain(part.file);
    return { name, ...refused };
  }
  const bytes = await readAll(part.file);
  if (part.file.truncated) {
    return {
      name,
      message: 'file_too_large',
      detail: 'file_size_allowed',
      detailParams: { max: rules.maxFileSize },
    };
  }
  const ext = extensionOf(name);
  const content = contentRefusal(ext, bytes);
  if (!('mime' in content)) return { name, ...content };
  return { name, bytes, ext, mime: content.mime };
}

export interface UploadContext {
  db: Kysely<Database>;
  storage: Storage;
  project: Project;
  user: User;
  t: Translator;
  log: { warn(object: object, message: string): void };
  /** the project's storage quota and the hourly amount per person */
  limits: UploadLimits;
}

export class NoFilesError extends Error {}

interface Accepted {
  key: string;
  name: string;
  mime: string;
  size: number;
}

/** A file whose name and content passed the checks, about to be stored under `key`. */
export interface CheckedFile {
  key: string;
  bytes: Buffer;
  /** the extension, lower case, without dot */
  ext: string;
  mime: string;
}

/**
 * Stores a checked file (and whatever is derived from it, under `storedKeysOf(key)`): the size
 * stored, or why the file is refused after all.
 */
export type StoreFile = (
  file: CheckedFile,
  storage: Storage,
) => Promise<{ size: number } | Omit<Refusal, 'name'>>;

/** The default: the bytes as they came. */
const storeAsUploaded: StoreFile = async (file, storage) => {
  await storage.put(file.key, file.bytes, { contentType: file.mime });
  return { size: file.bytes.length };
};

/** How an upload route differs from upload-files: its rules (image types) and how a file is stored. */
export interface UploadOptions {
  rules?: FileRules;
  store?: StoreFile;
}

/**
 * Stores the acceptable files of an upload and records them (rows and audit entries in one
 * transaction). A refused file is listed with its reason; the others are stored. A file past the
 * project's quota or the person's hourly amount refuses the whole upload (413, 429). If anything
 * fails half-way, the bytes already stored are removed again, so nothing is left half-written.
 */
export async function receiveUploads(
  ctx: UploadContext,
  parts: AsyncIterable<UploadPart>,
  options: UploadOptions = {},
): Promise<UploadReply> {
  const rules = options.rules ?? fileRules(ctx.project);
  const store = options.store ?? storeAsUploaded;
  const accepted: Accepted[] = [];
  const refusals: Refusal[] = [];
  let total = 0;
  // the key being stored: removed with the others if anything fails
  let storing: string | null = null;
  try {
    const budget = await uploadBudget(ctx.db, ctx.project.id, ctx.user.id, ctx.limits);
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) {
        await drain(part.file);
        continue;
      }
      total += 1;
      const file = await checkedFile(part, rules);
      if (!('bytes' in file)) {
        refusals.push(file);
        continue;
      }
      const { name, bytes, ext, mime } = file;
      budget.take(bytes.length);
      const key = newStorageKey(ctx.project.id, ext);
      storing = key;
      const stored = await store({ key, bytes, ext, mime }, ctx.storage);
      storing = null;
      if (!('size' in stored)) {
        refusals.push({ name, ...stored });
        continue;
      }
      accepted.push({ key, name, mime, size: stored.size });
    }
    if (total === 0) throw new NoFilesError();
    if (accepted.length > 0) await recordUploads(ctx, accepted);
  } catch (error) {
    const keys = accepted.map((a) => a.key);
    await removeStored(ctx, storing === null ? keys : [...keys, storing]);
    throw error;
  }

  const status = refusals.length === 0 ? 'success' : accepted.length > 0 ? 'partial' : 'error';
  const messageKey: MessageKey =
    status === 'success' ? 'upload_done' : status === 'partial' ? 'upload_partly_done' : 'upload_failed';
  return {
    status,
    message: ctx.t(messageKey, { count: accepted.length, done: accepted.length, total }),
    messageKey,
    uploaded: accepted.map((a) => ({ url: mediaPath(a.key), name: a.name, size: a.size, key: a.key })),
    errors: groupRefusals(refusals, ctx.t),
  };
}

async function recordUploads(ctx: UploadContext, accepted: readonly Accepted[]): Promise<void> {
  const createdAt = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const rows = accepted.map((a) => ({
      uploaded_by: ctx.user.id,
      storage_key: a.key,
      original_name: a.name,
      mime: a.mime,
      size: a.size,
      created_at: createdAt,
    }));
    const ids = await scoped(trx, ctx.project.id)
      .insertInto('uploaded_files', rows)
      .returning(['id', 'storage_key'])
      .execute();
    const idOf = new Map(ids.map((r) => [r.storage_key, r.id]));
    await recordAudit(
      trx,
      rows.map((row) => ({
        projectId: ctx.project.id,
        userId: ctx.user.id,
        action: 'create',
        entity: 'uploaded_files',
        entityId: idOf.get(row.storage_key)!,
        before: null,
        after: {
          storage_key: row.storage_key,
          original_name: row.original_name,
          mime: row.mime,
          size: row.size,
        },
      })),
    );
  });
}

/**
 * Deletes the stored bytes of files whose rows are gone (or never were), with what was derived
 * from them (thumbnails); a failure is logged, not thrown.
 */
export async function removeStored(
  ctx: Pick<UploadContext, 'storage' | 'log'>,
  fileKeys: readonly string[],
): Promise<void> {
  for (const key of fileKeys.flatMap(storedKeysOf)) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      ctx.log.warn({ err: error, key }, 'stored file could not be removed');
    }
  }
}

/** The file row of a key in a project, or undefined. */
export function findFile(db: Kysely<Database>, projectId: number, key: string) {
  return scoped(db, projectId)
    .selectFrom('uploaded_files')
    .selectAll()
    .where('storage_key', '=', key)
    .executeTakeFirst();
}
