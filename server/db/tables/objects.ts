import type { Generated, Insertable, Selectable } from 'kysely';

/** Tables of objects' media and the people they are bound to (migration 006). */
export interface ObjectMediaTables {
  object_images: ObjectImageTable;
  object_files: ObjectFileTable;
  object_occupancies: ObjectOccupancyTable;
}

/** An image of an object; its bytes are an uploaded file. The first position is the main image. */
export interface ObjectImageTable {
  id: Generated<number>;
  project_id: number;
  object_id: number;
  file_id: number;
  position: number;
  created_at: string;
}

/** A document of an object, filed under a category (at most one per category and object). */
export interface ObjectFileTable {
  id: Generated<number>;
  project_id: number;
  object_id: number;
  file_id: number;
  /** one of OBJECT_FILE_CATEGORIES (schema/objects.ts) */
  category: string;
  created_at: string;
}

export const OCCUPANCY_KINDS = ['offer', 'assignment', 'rental', 'reservation', 'sale'] as const;
export type OccupancyKind = (typeof OCCUPANCY_KINDS)[number];

/** A person an object is bound to: an offer, an assignment, a tenancy, a reservation or a sale. */
export interface ObjectOccupancyTable {
  id: Generated<number>;
  project_id: number;
  object_id: number;
  kind: string;
  person_name: string;
  person_email: string;
  person_phone: string;
  /** YYYY-MM-DD */
  starts_on: string | null;
  ends_on: string | null;
  /** integer cents: monthly rent, selling price or reservation fee */
  amount: number | null;
  paid_on: string | null;
  comment: string;
  created_by: number | null;
  created_at: string;
  /** null while current */
  closed_at: string | null;
  /** the application an offer or assignment was made to (migration 016) */
  application_id: Generated<number | null>;
  /** how an offer or assignment ended: declined, expired, withdrawn, accepted, released, cancelled (migration 018) */
  closed_as: Generated<string>;
  /** the reason given when it ended (a declined offer's) */
  closed_reason: Generated<string>;
}

export type ObjectImage = Selectable<ObjectImageTable>;
export type ObjectFileRow = Selectable<ObjectFileTable>;
export type ObjectOccupancy = Selectable<ObjectOccupancyTable>;
export type NewObjectOccupancy = Insertable<ObjectOccupancyTable>;
