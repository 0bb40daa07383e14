import { isAxiosError, type AxiosResponse, type Method } from 'axios';
import { api, NO_TIMEOUT } from './http';
import { bodyText, RequestError, toRequestError } from './requestError';

/** What downloadFile may add to a plain GET of `url`. */
export interface DownloadInit {
  method?: Extract<Method, 'GET' | 'get' | 'POST' | 'post'>;
  /** POST body */
  data?: unknown;
  /** query parameters */
  params?: Record<string, unknown>;
  /** used when the reply names no file */
  fileName?: string;
  signal?: AbortSignal;
}

export const FILE_URL_REQUIRED = 'File url is required';

const FALLBACK_NAME = 'download';

function decodeExtValue(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim().replace(/^"|"$/g, ''));
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  try {
    if (charset === 'utf-8' || charset === '') return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one character
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
}

function plainValue(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"')) {
    const end = trimmed.slice(1).search(/(?<!\\)"/);
    const quoted = end >= 0 ? trimmed.slice(1, end + 1) : trimmed.slice(1);
    return quoted.replace(/\\(.)/g, '$1');
  }
  return trimmed.split(';')[0]?.trim() ?? '';
}

/** A name safe to save: no folders, no control characters. */
function safeName(name: string): string | null {
  const last = name.split(/[/\\]/).pop() ?? '';
  const base = Array.from(last)
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base && base !== '.' && base !== '..' ? base : null;
}

/**
 * The file name of a content-disposition header; `filename*=UTF-8''...` (RFC 5987) wins over
 * `filename=`. null when the header names none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const decoded = decodeExtValue(extended[1]);
    const name = decoded && safeName(decoded);
    if (name) return name;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"?|[^;]*)/i.exec(header);
  return plain?.[1] ? safeName(plainValue(plain[1])) : null;
}

/** Saves a blob through an object URL and a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

async function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A blob reply as JSON when it is JSON, else as text. */
export async function readBlobBody(blob: Blob): Promise<unknown> {
  const text = await blobText(blob);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A failed blob request with its body read (so the server's `notify` or message shows), as the
 * dataProvider's RequestError.
 */
export async function readBlobError(error: unknown): Promise<unknown> {
  if (isAxiosError(error) && error.response && error.response.data instanceof Blob) {
    error.response.data = await readBlobBody(error.response.data);
  }
  return toRequestError(error);
}

export function isJsonReply(response: AxiosResponse): boolean {
  const type = String(response.headers['content-type'] ?? '');
  return /[/+]json\b/i.test(type);
}

/** The name to save a reply under: content-disposition, else the given or a fallback name. */
export function replyFileName(response: AxiosResponse, fallback?: string): string {
  const header = response.headers['content-disposition'];
  return fileNameFromDisposition(typeof header === 'string' ? header : null) ?? fallback ?? FALLBACK_NAME;
}

/** A JSON reply carrying `notify` is a message about the download, not the file: thrown. */
export async function refuseNotifyReply(response: AxiosResponse<Blob>): Promise<void> {
  if (!isJsonReply(response) || !(response.data instanceof Blob)) return;
  const body = await readBlobBody(response.data);
  const notify =
    typeof body === 'object' && body !== null ? (body as { notify?: unknown }).notify : undefined;
  if (Array.isArray(notify) && notify.length > 0) {
    throw new RequestError(bodyText(body) ?? 'error_download_failed', response.status, body);
  }
}

function lastSegment(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.split('/').filter(Boolean).pop();
  return segment && /\.[a-z0-9]{1,8}$/i.test(segment) ? segment : undefined;
}

/**
 * Downloads a file (no timeout) and saves it under the name the server gives. Resolves to that
 * name. An empty URL is refused with `File url is required`; a failed download rejects with a
 * RequestError whose body is the server's JSON (notify, message) or text.
 */
export async function downloadFile(url: string, init: DownloadInit = {}): Promise<string> {
  if (typeof url !== 'string' || !url.trim()) throw new Error(FILE_URL_REQUIRED);
  let response: AxiosResponse<Blob>;
  try {
    response = await api.request<Blob>({
      url,
      method: init.method ?? 'GET',
      data: init.data,
      params: init.params,
      signal: init.signal,
      responseType: 'blob',
      ...NO_TIMEOUT,
    });
  } catch (error) {
    throw await readBlobError(error);
  }
  await refuseNotifyReply(response);
  const fileName = replyFileName(response, init.fileName ?? lastSegment(url));
  saveBlob(response.data, fileName);
  return fileName;
}
