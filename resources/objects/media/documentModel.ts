import type { ObjectFilesSave } from '../../../dataProvider/objectMethods';
import type { UploadedFile } from '../../../dataProvider/upload';
import type { ObjectFileItem } from '../../../schema/api/objects';
import { uniqueCategories } from '../../../schema/objects';

/**
 * The documents modal's state as pure functions (spec 1 sections 3 and 5): the object's documents
 * and this session's uploads, each with its category; every document needs one, and no category
 * may be given twice (the shared rule of schema/objects.ts).
 */

export interface DocumentRow {
  /** the file's url: stable within the modal */
  url: string;
  name: string;
  size: number;
  /** the category it had when loaded; null for a new document */
  original: string | null;
  /** the category it gets */
  category: string | null;
}

export interface DocumentsState {
  rows: DocumentRow[];
  /** urls of the object's documents taken out */
  removed: string[];
  /** urls of every file uploaded in this session, kept or not */
  uploaded: string[];
}

export function initialDocuments(files: readonly ObjectFileItem[]): DocumentsState {
  return {
    rows: files.map((file) => ({
      url: file.url,
      name: file.name,
      size: file.size,
      original: file.key,
      category: file.key,
    })),
    removed: [],
    uploaded: [],
  };
}

export function addDocuments(state: DocumentsState, files: readonly UploadedFile[]): DocumentsState {
  const rows = files.map((file) => ({
    url: file.url,
    name: file.name,
    size: file.size,
    original: null,
    category: null,
  }));
  return {
    ...state,
    rows: [...state.rows, ...rows],
    uploaded: [...state.uploaded, ...files.map((f) => f.url)],
  };
}

export function setCategory(state: DocumentsState, url: string, category: string | null): DocumentsState {
  return {
    ...state,
    rows: state.rows.map((row) => (row.url === url ? { ...row, category: category || null } : row)),
  };
}

export function removeDocument(state: DocumentsState, url: string): DocumentsState {
  const row = state.rows.find((entry) => entry.url === url);
  if (!row) return state;
  return {
    ...state,
    rows: state.rows.filter((entry) => entry.url !== url),
    removed: row.original !== null ? [...state.removed, url] : state.removed,
  };
}

/** The rows that break the category rule, by index: `file_category_required` or `_duplicate`. */
export function categoryErrors(state: DocumentsState): Record<number, string> {
  return uniqueCategories(state.rows.map((row) => ({ key: row.category })));
}

export function hasChanges(state: DocumentsState): boolean {
  return (
    state.removed.length > 0 ||
    state.uploaded.length > 0 ||
    state.rows.some((row) => row.category !== row.original)
  );
}

/** What Save sends: the removed documents, and every remaining one with its category. */
export function savePayload(state: DocumentsState): ObjectFilesSave {
  return {
    removedFiles: state.removed,
    updatedFiles: state.rows.map((row) => ({ url: row.url, key: row.original, new_key: row.category })),
  };
}

/** Files uploaded in this session that Save does not keep. */
export function droppedUploads(state: DocumentsState): string[] {
  const kept = new Set(state.rows.map((row) => row.url));
  return state.uploaded.filter((url) => !kept.has(url));
}

/**
 * The server's field errors of a save (`updatedFiles.2.new_key`, `updatedFiles.0.url`) by the row
 * they name (the rows are sent in their order); the message keys as they came.
 */
export function rowErrorsOf(errors: unknown): Record<number, string> {
  const rows: Record<number, string> = {};
  if (typeof errors !== 'object' || errors === null) return rows;
  for (const [field, message] of Object.entries(errors as Record<string, unknown>)) {
    const match = /^updatedFiles\.(\d+)\.(new_key|key|url)$/.exec(field);
    if (match && typeof message === 'string') rows[Number(match[1])] ??= message;
  }
  return rows;
}

/** The documents changed meanwhile (409): the object's documents as they are now, then this session's new ones. */
export function rebase(state: DocumentsState, files: readonly ObjectFileItem[]): DocumentsState {
  const fresh = state.rows.filter((row) => row.original === null);
  return {
    ...initialDocuments(files),
    rows: [...initialDocuments(files).rows, ...fresh],
    uploaded: state.uploaded,
  };
}
