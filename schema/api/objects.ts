import type { ObjectFileCategory } from '../objects';
import type { OptionItem } from './tableData';

/** An image of an object (spec 1 section 3, "Image"): id 0 until the object's images are saved. */
export interface ObjectImageItem {
  id: number;
  /** storage key; what upload-images-setup takes back */
  image: string;
  /** the name of the file as it was uploaded ('' when not known) */
  name: string;
  /** the full image, served to the project's sessions */
  imageUrl: string;
  /** a small JPEG for lists and the upload modal */
  thumbUrl: string;
}

/**
 * GET /api/v1/objects/{id}: one object, grouped as the creation wizard groups it (spec 1 section 3).
 * Money in currency units, dates YYYY-MM-DD. The groups are what the edit form sends back.
 */
export interface ObjectDetail {
  id: number;
  type: string;
  progress_state: string;
  active: boolean;
  version: number;
  /** the object belongs to a sale project */
  sale: boolean;
  building: { id: number; title: string } | null;
  basics: {
    title: string;
    propertyType: string;
    refNumber: string;
    rooms: number | null;
    floor: string;
    floorNum: number | null;
    area: number | null;
    areas: Array<{ kind: string; area: number }>;
    characteristics: string[];
  };
  prices: {
    rentalPrice: number | null;
    nettoPrice: number | null;
    extraPrice: number | null;
    deposit: number | null;
    /** derived, read only */
    rentalPricePerSquareMeter: number | null;
    /** derived, read only */
    nettoPricePerSquareMeter: number | null;
    capitalShare: number | null;
    electricityCost: number | null;
    sellingPrice: number | null;
  };
  address: {
    /** the building's id, or null */
    building: number | null;
    street: string;
    houseNumber: string;
    postalCode: string;
    city: string;
  };
  rental: {
    minOccupancy: number | null;
    maxOccupancy: number | null;
    minAdults: number | null;
    maxAdults: number | null;
    minChildren: number | null;
    maxChildren: number | null;
    householdType: string;
    adultAge: number | null;
    capitalFrom: number | null;
    capitalTo: number | null;
    incomeFrom: number | null;
    incomeTo: number | null;
    catsAllowed: boolean;
    dogsAllowed: boolean;
  };
  additional: {
    application: boolean;
    availableFrom: string | null;
    owner: string;
    visitation: string;
    visitationPhone: string;
    targetGroup: string;
    inspectForm: boolean;
    subsidized: boolean;
    /** sanitised HTML */
    description: string;
  };
  /** in order; the first is the main image */
  images: ObjectImageItem[];
  /** the public link to apply for the object: /form/application/new?uuids=<public id> */
  application_url: string;
}

/** GET /api/v1/objects/{type}/create: what the creation wizard needs besides the rules in schema/. */
export interface ObjectCreateInit {
  type: string;
  sale: boolean;
  /** the project's buildings, for the address page */
  buildings: Array<OptionItem & { street: string; houseNumber: string; postalCode: string; city: string }>;
  /** a free reference number to start from */
  suggestedRefNumber: string;
  maxNumObjectImages: number;
  allowedImageTypes: string[];
  allowedFileTypes: string[];
  maxFileSize: number;
  fileChoices: OptionItem[];
}

/** A person an object is bound to (GET .../with-offer, .../assigned-rented, .../reserved-payment-info). */
export interface ObjectStateDetail {
  /** offer, assignment, rental, reservation or sale */
  kind: string;
  personName: string;
  personEmail: string;
  personPhone: string;
  startsOn: string | null;
  endsOn: string | null;
  /** currency units: monthly rent, selling price or reservation fee */
  amount: number | null;
  paidOn: string | null;
  comment: string;
  createdAt: string;
}

/** Reply of the state detail calls: the object's state and its current binding, if any. */
export interface ObjectStateInfo {
  id: number;
  progress_state: string;
  current: ObjectStateDetail | null;
  /** earlier ones, newest first (ended tenancies, withdrawn offers) */
  history: ObjectStateDetail[];
}

/** POST /api/v1/upload-images: like upload-files, each stored image with its thumbnail (id 0). */
export interface UploadImagesReply {
  status: 'success' | 'partial' | 'error';
  message: string;
  /** the catalogue key of message (upload_done, upload_partly_done, upload_failed) */
  messageKey?: string;
  /** size: bytes stored (a huge photo is stored scaled down) */
  uploaded: Array<ObjectImageItem & { id: 0; name: string; size?: number }>;
  /** messageKey: the catalogue key of message (file_content_mismatch, image_unreadable, ...) */
  errors: Array<{ file_names: string[]; message: string; detail: string; messageKey?: string }>;
}

/** GET/POST /api/v1/objects/{id}/upload-images-setup */
export interface ObjectImagesSetup {
  images: ObjectImageItem[];
  maxNumObjectImages: number;
  allowedImageTypes: string[];
}

/** A document of an object (spec 1 section 3, "Uploaded document"). */
export interface ObjectFileItem {
  id: number;
  url: string;
  /** the category */
  key: ObjectFileCategory;
  name: string;
  size: number;
}

/** GET/POST /api/v1/objects/{id}/upload-files-setup */
export interface ObjectFilesSetup {
  files: ObjectFileItem[];
  fileChoices: OptionItem[];
  details: { allowedFileTypes: string[]; maxFileSize: number };
}

/** One row of an import sheet that cannot be imported, and why. */
export interface ImportRowError {
  /** the row number in the sheet (the header is row 1) */
  row: number;
  /** the column title as in the template, or '' for the whole row */
  column: string;
  message: string;
}

/** POST /api/v1/objects/{type}/import-bulk-files: what an uploaded sheet would create. */
export interface ObjectImportPreview {
  /** the uploaded sheet, to import with bulk-import */
  file: string;
  type: string;
  columns: string[];
  rows: Array<{ row: number; title: string; refNumber: string; valid: boolean }>;
  errors: ImportRowError[];
  valid: number;
  invalid: number;
}

/** POST /api/v1/objects/{type}/bulk-import: the valid rows are created in one transaction. */
export interface ObjectImportResult {
  created: number;
  ids: number[];
  refused: ImportRowError[];
  message: string;
}
