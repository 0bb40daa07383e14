import type { Generated, Selectable } from 'kysely';

/** The public object list's settings (migration 044); the Database interface extends this one. */
export interface WebsiteTables {
  website_object_lists: WebsiteObjectListTable;
}

/** Settings > website, page builder and iframe: one row per project once saved. */
export interface WebsiteObjectListTable {
  id: Generated<number>;
  project_id: number;
  /** JSON array of PUBLIC_OBJECT_FIELDS keys */
  fields: string;
  /** JSON array of PUBLIC_OBJECT_FILTERS keys */
  filters: string;
  /** JSON: language -> { title, intro } */
  texts: string;
  /** JSON array of web origins that may frame the iframe pages */
  frame_domains: string;
  version: Generated<number>;
  updated_at: string;
}

export type WebsiteObjectList = Selectable<WebsiteObjectListTable>;
