import { isAxiosError, type AxiosProgressEvent } from 'axios';
import type { z } from 'zod';
import type {
  ObjectDetail,
  ObjectFilesSetup,
  ObjectImagesSetup,
  ObjectImportPreview,
  ObjectImportResult,
  ObjectStateInfo,
  UploadImagesReply,
} from '../schema/api/objects';
import type {
  freeSchema,
  ObjectState,
  setToRentedSchema,
  setToSoldSchema,
  STATE_DETAIL_PATH,
  terminateSchema,
} from '../schema/states';
import { saleRecordPath } from '../schema/listPaths';
import { reply } from './accountMethods';
import { downloadFile } from './download';
import type { UploadFileError } from './errors';
import { api, NO_TIMEOUT } from './http';
import { parseJsonText, toRequestError } from './requestError';
import {
  checkUploadFiles,
  UPLOAD_FIELD,
  uploadFiles,
  type UploadRefusal,
  type UploadResult,
  type UploadRules,
} from './upload';

const OBJECTS = '/api/v1/objects';
const SALES_OBJECTS = `/api/v1/${saleRecordPath('objects')}`;
/** the server takes at most this many files per upload request */
const FILES_PER_REQUEST = 20;

const objectPath = (id: number, call: string, base = OBJECTS) => `${base}/${encodeURIComponent(id)}/${call}`;
const typePath = (type: string, call: string) => `${OBJECTS}/${encodeURIComponent(type)}/${call}`;

/** What an upload may be told: progress in percent, a way to cancel it, the project's rules. */
export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** the project's types and size limit; files breaking them are not sent */
  rules?: UploadRules;
}

/** An image stored by upload-images, not yet an image of an object (id 0). */
export type UploadedImage = UploadImagesReply['uploaded'][number];

export interface ImageUploadResult {
  status: UploadResult['status'];
  uploaded: UploadedImage[];
  /** the server's refusals, per file */
  errors: UploadFileError[];
  /** files refused before sending (type, size, name length) */
  refused: UploadRefusal[];
}

/** POST upload-images-setup: the images to remove, and the complete list afterwards in its order. */
export interface ObjectImagesSave {
  removedImages: number[];
  updatedImages: Array<{ id: number; image: string }>;
}

/** POST upload-files-setup: documents to remove (urls), and documents with their (new) category. */
export interface ObjectFilesSave {
  removedFiles: string[];
  updatedFiles: Array<{ url: string; key: string | null; new_key: string | null }>;
}

/** POST /api/v1/remove-files */
export interface RemoveFilesReply {
  status: 'success' | 'partial' | 'error';
  message: string;
  removed: string[];
}

export type PostingType = 'flyer' | 'business_card';
export type ImportTemplateFormat = 'xlsx' | 'csv';

/** The state detail calls (STATE_DETAIL_PATH of schema/states.ts). */
export type StateDetailPath = NonNullable<(typeof STATE_DETAIL_PATH)[ObjectState]>;

const STATE_DETAIL_BASE: Record<StateDetailPath, string> = {
  'with-offer': OBJECTS,
  'assigned-rented': OBJECTS,
  'reserved-payment-info': SALES_OBJECTS,
};

export type TerminatePayload = z.output<typeof terminateSchema>;
export type SetToRentedPayload = z.output<typeof setToRentedSchema>;
export type SetToSoldPayload = z.output<typeof setToSoldSchema>;
export type FreePayload = z.output<typeof freeSchema>;

function percentOf(event: AxiosProgressEvent): number | null {
  const fraction = event.total ? event.loaded / event.total : event.progress;
  if (fraction === undefined || !Number.isFinite(fraction)) return null;
  return Math.max(0, Math.min(100, Math.round(fraction * 100)));
}

const isImageReply = (body: unknown): body is UploadImagesReply =>
  typeof body === 'object' && body !== null && Array.isArray((body as UploadImagesReply).errors);

/** One upload-images request; a 400 refusing every file is a reply like any other. */
async function postImages(files: File[], onProgress: (percent: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file, file.name);
  let body: unknown;
  try {
    const response = await api.post<unknown>('/api/v1/upload-images', form, {
      ...NO_TIMEOUT,
      signal,
      onUploadProgress: (event) => {
        const percent = percentOf(event);
        if (percent !== null) onProgress(percent);
      },
    });
    body = parseJsonText(response.data);
  } catch (error) {
    const errorBody = isAxiosError(error) ? parseJsonText(error.response?.data) : undefined;
    if (!(isAxiosError(error) && error.response?.status === 400 && isImageReply(errorBody))) {
      throw toRequestError(error);
    }
    body = errorBody;
  }
  return isImageReply(body) ? body : { uploaded: [], errors: [] };
}

/**
 * Uploads images (POST upload-images, no timeout, at most 20 per request): files breaking the
 * project's rules are not sent; the progress covers all requests.
 */
async function uploadImages(
  files: File[],
  options: UploadOptions = {},
): Promise<{ data: ImageUploadResult }> {
  const { accepted, refused } = checkUploadFiles(files, options.rules);
  const uploaded: UploadedImage[] = [];
  const errors: UploadFileError[] = [];
  const batches = Math.ceil(accepted.length / FILES_PER_REQUEST);
  for (let batch = 0; batch < batches; batch += 1) {
    const part = accepted.slice(batch * FILES_PER_REQUEST, (batch + 1) * FILES_PER_REQUEST);
    const result = await postImages(
      part,
      (percent) => options.onProgress?.(Math.round(((batch + percent / 100) / batches) * 100)),
      options.signal,
    );
    uploaded.push(...(Array.isArray(result.uploaded) ? result.uploaded : []));
    errors.push(...result.errors);
  }
  if (uploaded.length > 0) options.onProgress?.(100);
  const failed = errors.length + refused.length;
  const status = failed === 0 ? 'success' : uploaded.length > 0 ? 'partial' : 'error';
  return { data: { status, uploaded, errors, refused } };
}

/**
 * The data provider's own methods for objects beyond react-admin's CRUD (spec 2 sections 7.6 and
 * 7.7): images, documents, state details and actions, printed matter, bulk import. Screens call
 * them through `useDataProvider()`, never axios directly. Each answers `{data}`.
 */
export const objectMethods = {
  // images (upload-images-setup; new images come from upload-images with id 0)
  getObjectImages: (id: number) => reply(api.get<ObjectImagesSetup>(objectPath(id, 'upload-images-setup'))),
  saveObjectImages: (id: number, body: ObjectImagesSave) =>
    reply(api.post<ObjectImagesSetup>(objectPath(id, 'upload-images-setup'), body)),
  uploadObjectImages: uploadImages,
  /** a served file (a thumbnail) as a blob: media need the session's token, which an <img> cannot send */
  getMediaFile: (url: string, signal?: AbortSignal) =>
    reply(api.get<Blob>(url, { responseType: 'blob', signal })),

  // documents (upload-files-setup; new documents come from upload-files)
  getObjectFiles: (id: number) => reply(api.get<ObjectFilesSetup>(objectPath(id, 'upload-files-setup'))),
  saveObjectFiles: (id: number, body: ObjectFilesSave) =>
    reply(api.post<ObjectFilesSetup>(objectPath(id, 'upload-files-setup'), body)),
  uploadObjectFiles: async (files: File[], options: UploadOptions = {}): Promise<{ data: UploadResult }> => {
    try {
      return { data: await uploadFiles(files, options.onProgress, options.signal, options.rules) };
    } catch (error) {
      throw toRequestError(error);
    }
  },
  /** files uploaded and then given up (not attached to anything) */
  removeUploadedFiles: (files: string[]) =>
    reply(api.post<RemoveFilesReply>('/api/v1/remove-files', { files })),

  // printed matter: a PDF saved under the server's name
  downloadObjectPosting: async (id: number, type: PostingType) => ({
    data: {
      fileName: await downloadFile(objectPath(id, 'generate-serve-posting-files'), {
        method: 'POST',
        params: { type },
      }),
    },
  }),

  // who the object is bound to
  getObjectStateInfo: (id: number, path: StateDetailPath) =>
    reply(api.get<ObjectStateInfo>(objectPath(id, path, STATE_DETAIL_BASE[path]))),
  terminateObject: (id: number, payload: TerminatePayload) =>
    reply(api.post<ObjectDetail>(objectPath(id, 'terminate'), payload)),
  setObjectToRented: (id: number, payload: SetToRentedPayload) =>
    reply(api.post<ObjectDetail>(objectPath(id, 'set-to-rented'), payload)),
  setObjectToSold: (id: number, payload: SetToSoldPayload) =>
    reply(api.post<ObjectDetail>(objectPath(id, 'set-to-sold', SALES_OBJECTS), payload)),
  freeObject: (id: number, payload: FreePayload) =>
    reply(api.post<ObjectDetail>(objectPath(id, 'free', SALES_OBJECTS), payload)),

  // bulk import of one object type
  downloadImportTemplate: async (type: string, format: ImportTemplateFormat) => ({
    data: { fileName: await downloadFile(typePath(type, 'import-template'), { params: { format } }) },
  }),
  previewObjectImport: (type: string, file: File, options: Omit<UploadOptions, 'rules'> = {}) => {
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    return reply(
      api.post<ObjectImportPreview>(typePath(type, 'import-bulk-files'), form, {
        ...NO_TIMEOUT,
        signal: options.signal,
        onUploadProgress: (event) => {
          const percent = percentOf(event);
          if (percent !== null) options.onProgress?.(percent);
        },
      }),
    );
  },
  importObjects: (type: string, file: string) =>
    reply(api.post<ObjectImportResult>(typePath(type, 'bulk-import'), { file }, NO_TIMEOUT)),
};
