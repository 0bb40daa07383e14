import { isAxiosError, type AxiosProgressEvent } from 'axios';
import { FILE_NAME_MAX_CHARS } from '../schema/constants';
import type { Bootstrap } from '../schema/api/session';
import {
  uploadErrorNotifications,
  type AppNotification,
  type Translate,
  type UploadFileError,
} from './errors';
import { api, NO_TIMEOUT } from './http';
import { parseJsonText } from './requestError';

/** POST /api/v1/upload-files, multipart field `file` (spec 2 section 7.6). */
export const UPLOAD_PATH = '/api/v1/upload-files';
export const UPLOAD_FIELD = 'file';

const MB = 1024 * 1024;

/** The project's upload rules as bootstrap reports them: extensions and megabytes per file. */
export type UploadRules = Pick<Bootstrap, 'allowedFileTypes' | 'maxFileSize'>;

/** A stored file as the server answers it. */
export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  key?: string;
}

/** A file refused before sending: which files, and the key of the reason (translated by the caller). */
export interface UploadRefusal {
  file_names: string[];
  messageKey: string;
  params?: Record<string, string | number>;
}

export interface UploadResult {
  /** success: every file stored; partial: some; error: none */
  status: 'success' | 'partial' | 'error';
  uploaded: UploadedFile[];
  /** refusals of the server, `{file_names, message, detail}` with translated texts */
  errors: UploadFileError[];
  /** refusals of the client, before anything was sent */
  refused: UploadRefusal[];
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

const normalisedTypes = (types: readonly string[]): string[] =>
  types.map((type) => type.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);

/** Why a file would be refused by the server's rules, or null; names count in characters, not bytes. */
function refusalOf(file: File, rules: UploadRules | undefined): Omit<UploadRefusal, 'file_names'> | null {
  if ([...file.name.normalize('NFC')].length > FILE_NAME_MAX_CHARS) {
    return { messageKey: 'admin_file_name_should_not_exceed_200_chars' };
  }
  if (!rules) return null;
  const allowed = normalisedTypes(rules.allowedFileTypes);
  if (!allowed.includes(extensionOf(file.name))) {
    return { messageKey: 'upload_type_not_allowed', params: { allowed: allowed.join(', ') } };
  }
  if (file.size > rules.maxFileSize * MB) {
    return { messageKey: 'upload_too_large', params: { max: rules.maxFileSize } };
  }
  return null;
}

/**
 * The files that may be sent and the refused ones, grouped by reason like the server's reply.
 * Without rules (bootstrap not loaded) only the name length is checked; the server checks the rest.
 */
export function checkUploadFiles(
  files: readonly File[],
  rules?: UploadRules,
): { accepted: File[]; refused: UploadRefusal[] } {
  const accepted: File[] = [];
  const groups = new Map<string, UploadRefusal>();
  for (const file of files) {
    const refusal = refusalOf(file, rules);
    if (!refusal) {
      accepted.push(file);
      continue;
    }
    const id = `${refusal.messageKey}:${JSON.stringify(refusal.params ?? {})}`;
    const group = groups.get(id);
    if (group) group.file_names.push(file.name);
    else groups.set(id, { file_names: [file.name], ...refusal });
  }
  return { accepted, refused: [...groups.values()] };
}

function percentOf(event: AxiosProgressEvent): number | null {
  const fraction = event.total ? event.loaded / event.total : event.progress;
  if (fraction === undefined || !Number.isFinite(fraction)) return null;
  return Math.max(0, Math.min(100, Math.round(fraction * 100)));
}

interface UploadReplyBody {
  status?: UploadResult['status'];
  uploaded?: UploadedFile[];
  errors?: UploadFileError[];
}

function isUploadReply(body: unknown): body is UploadReplyBody {
  return typeof body === 'object' && body !== null && Array.isArray((body as UploadReplyBody).errors);
}

function statusFor(uploaded: number, refused: number): UploadResult['status'] {
  if (refused === 0) return 'success';
  return uploaded > 0 ? 'partial' : 'error';
}

/**
 * Uploads files (no timeout; progress in percent). Files that break the project's rules (`rules`:
 * the bootstrap, or its `allowedFileTypes` and `maxFileSize`) or have a name over 200 characters
 * are not sent. A reply refusing every file (400 with per-file errors) resolves like a partial
 * one; any other failure (timeout, 401, 413, cancelled through `signal`) rejects with axios' error,
 * for `errorNotifications`.
 */
export async function uploadFiles(
  files: File[],
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
  rules?: UploadRules,
): Promise<UploadResult> {
  const { accepted, refused } = checkUploadFiles(files, rules);
  if (accepted.length === 0) return { status: 'error', uploaded: [], errors: [], refused };

  const form = new FormData();
  for (const file of accepted) form.append(UPLOAD_FIELD, file, file.name);

  let body: unknown;
  try {
    const reply = await api.post<unknown>(UPLOAD_PATH, form, {
      ...NO_TIMEOUT,
      signal,
      onUploadProgress: (event) => {
        const percent = percentOf(event);
        if (percent !== null) onProgress?.(percent);
      },
    });
    body = parseJsonText(reply.data);
  } catch (error) {
    const errorBody = isAxiosError(error) ? parseJsonText(error.response?.data) : undefined;
    if (!(isAxiosError(error) && error.response?.status === 400 && isUploadReply(errorBody))) throw error;
    body = errorBody;
  }

  const reply: UploadReplyBody = isUploadReply(body) ? body : { uploaded: [], errors: [] };
  const uploaded = Array.isArray(reply.uploaded) ? reply.uploaded : [];
  const errors = reply.errors ?? [];
  if (uploaded.length > 0) onProgress?.(100);
  return {
    status: statusFor(uploaded.length, errors.length + refused.length),
    uploaded,
    errors,
    refused,
  };
}

/**
 * The notices of an upload: one per refusal, the client's (translated here) first, then the
 * server's (`uploadErrorNotifications`). Nothing when every file was stored.
 */
export function uploadNotifications(result: UploadResult, translate: Translate): AppNotification[] {
  const local: UploadFileError[] = result.refused.map((refusal) => ({
    file_names: refusal.file_names,
    message: translate(refusal.messageKey, { _: refusal.messageKey, ...refusal.params }),
  }));
  const all = [...local, ...result.errors];
  return all.length > 0 ? uploadErrorNotifications(all, translate) : [];
}
