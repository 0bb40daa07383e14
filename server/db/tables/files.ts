import type { Generated, Selectable } from 'kysely';

/** Tables of this area (migration 004); the Database interface (server/db/types.ts) extends this one. */
export interface FilesTables {
  uploaded_files: UploadedFileTable;
  audit_log: AuditLogTable;
  signing_keys: SigningKeyTable;
}

/** One uploaded file: its bytes live in the storage under `storage_key`. */
export interface UploadedFileTable {
  id: Generated<number>;
  project_id: number;
  /** the user who uploaded it; null once the account is gone */
  uploaded_by: number | null;
  /** server-made key in the storage (never taken from the request) */
  storage_key: string;
  /** the name the file had on the uploader's computer, shown and sent back on download */
  original_name: string;
  /** the media type its content was recognised as */
  mime: string;
  /** bytes */
  size: number;
  created_at: string;
}

/** Who changed which record how: one row per changed record, written in the transaction of the change. */
export interface AuditLogTable {
  id: Generated<number>;
  project_id: number;
  /** null for changes the system makes on its own */
  user_id: number | null;
  /** create, update, delete, or the bulk action (activate, deactivate, ...) */
  action: string;
  /** the table of the record */
  entity: string;
  /** the record's id (composite keys joined with ':') */
  entity_id: string;
  /** JSON object of the changed fields before the change; null for a new record */
  before: string | null;
  /** JSON object of the changed fields after the change; null for a deleted record */
  after: string | null;
  created_at: string;
  /** the author's name when the change was made (the changelog shows it after the account is gone) */
  user_name: Generated<string>;
  /** the changed field names, comma-separated */
  fields: Generated<string>;
  /** lower-case words the changelog's search matches (author, entity, id, action, fields, values) */
  search_text: Generated<string>;
  /** the record's name when the change was made (an object's number and title, a person's name); '' when it has none */
  record_name: Generated<string>;
}

/** Server-side secrets made on first use (e.g. the key that signs expiring media links). */
export interface SigningKeyTable {
  name: string;
  /** base64url of 32 random bytes */
  secret: string;
  created_at: string;
}

export type UploadedFile = Selectable<UploadedFileTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
