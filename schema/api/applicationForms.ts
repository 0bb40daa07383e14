import type {
  AddedReferenceQuestionInput,
  FieldScope,
  FieldTypeCode,
  FieldTypeName,
  FormDefinition,
} from '../applicationForm';
import type { Language } from './common';
import type { PublicThemeReply } from './projectSettings';

/**
 * Replies of the application form: the builder in settings > form settings (admin) and the public
 * form (spec 2 section 7.9). Money in currency units, dates YYYY-MM-DD, times ISO.
 */

// ---- settings > form settings ----

/** A question the project added to a reference form, with the key it keeps. */
export type AddedReferenceQuestion = AddedReferenceQuestionInput & { key: string };

/**
 * GET and POST /api/v1/settings/form-settings/references: the questions the project adds to the
 * landlord's and the employer's reference form, at the form's version (they are part of it).
 */
export interface ReferenceQuestionSettingsReply {
  version: number;
  landlord: AddedReferenceQuestion[];
  employer: AddedReferenceQuestion[];
}

/** GET and POST /api/v1/settings/form-settings: the newest version of the project's form. */
export interface FormSettingsReply {
  /** the version number (1, 2, ...); sent back with a save, a stale one is 409 */
  version: number;
  /** the id of this version (applications made with it carry it as form_id) */
  formId: number;
  definition: FormDefinition;
  general: FormSettingsGeneral;
}

export interface FormSettingsGeneral {
  /** the languages every label and help text is written in */
  languages: readonly Language[];
  /** code -> type name, in code order */
  fieldTypes: ReadonlyArray<{ code: FieldTypeCode; name: FieldTypeName }>;
  scopes: readonly FieldScope[];
  /** when this version was saved, and by whom (null for the shipped form) */
  updatedAt: string;
  updatedBy: string | null;
  /** how many applications were made with this version */
  applications: number;
  /** the public link of the form without objects (objects add `?uuids=`) */
  publicPath: string;
}

/** POST /api/v1/settings/form-settings body. */
export interface FormSettingsSaveBody {
  version: number;
  definition: unknown;
}

// ---- public form ----

/** An object the household applies for (or may choose in an apartment select). */
export interface PublicApplicationObject {
  /** the object's public id (the `uuids` query of the link) */
  uuid: string;
  /** apartments, parkingspace, other, craft, plot */
  object_type: string;
  title: string;
  ref_number: string;
  rooms: number | null;
  /** monthly rent (or selling price in a sale project) in currency units */
  price: number | null;
  street: string;
  postal_code: string;
  city: string;
  available_from: string | null;
  min_occupancy: number | null;
  max_occupancy: number | null;
  /** whether it takes applications now; when not, `refusal` says why (translated) */
  open: boolean;
  refusal: string | null;
}

/** What every public application page gets: project, theme, languages, the form. */
export interface PublicApplicationFormBase {
  project: { name: string; sale: boolean; currency: string };
  theme: PublicThemeReply;
  /** the language the texts of this reply are in, and the ones the applicant may choose */
  language: Language;
  languages: readonly Language[];
  /** the id of the form version */
  formId: number;
  definition: FormDefinition;
  /**
   * The project's objects that take applications now: the choices of an apartment select (those of
   * the link's kinds, without the link's own) and what a household may apply for instead when the
   * link's objects are taken.
   */
  available: PublicApplicationObject[];
}

/** GET api/v2/applications/new?uuids=a,b: the empty form for the given objects. */
export interface PublicApplicationFormInit extends PublicApplicationFormBase {
  objects: PublicApplicationObject[];
}

/** POST api/v2/applications/new: the private link to come back through. */
export interface PublicApplicationCreated {
  slug: string;
  /** shown once; only its hash is stored */
  token: string;
  formId: number;
  /** the client path of the private link: /form/application/{slug}/{token}/update/{formId} */
  url: string;
  message: string;
}

/** A person of the household as the public form shows it. */
export interface PublicApplicationPerson {
  id: number;
  person_type: 'adult' | 'child';
  /** 1 = main applicant */
  position: number;
  answers: Record<string, unknown>;
  version: number;
}

/** A document of the application (the applicant sees its own, never a link to others'). */
export interface PublicApplicationDocument {
  id: number;
  /** the key of the file field it answers */
  category: string;
  file_name: string;
  size: number;
  person_id: number | null;
  created_at: string;
}

/**
 * GET api/v2/applications/{slug}/{token}/update (and /new-adult), GET api/v1/product-form/{formId}/update/{slug}/{token}/:
 * the application as its household left it. The form is the version it was made with.
 */
export interface PublicApplicationReply extends PublicApplicationFormBase {
  credentials: { slug: string; token: string };
  application: {
    id: number;
    progress_state: string;
    created_at: string;
    /** when the private link closes (null while the application is open) */
    expires_at: string | null;
    answers: Record<string, unknown>;
    version: number;
  };
  objects: PublicApplicationObject[];
  adults: PublicApplicationPerson[];
  children: PublicApplicationPerson[];
  documents: PublicApplicationDocument[];
  /** min/max occupancy of the first-priority object against the household's size */
  occupancyValid: boolean;
}

/** POST api/v1/product-form/{formId}/update/{slug}/{token}/ body: the household's answers. */
export interface PublicHouseholdSaveBody {
  answers: Record<string, unknown>;
  version: number;
}

/** The reply of a household save: the new version. */
export interface PublicHouseholdSaved {
  version: number;
  message: string;
}

/** GET .../adult/ and .../child/: the persons of one kind. */
export interface PublicPersonsReply {
  persons: PublicApplicationPerson[];
}

/** POST .../adult/{personId}/ body (version required), POST .../adult/ and .../new-adult/ (no version). */
export interface PublicPersonSaveBody {
  answers: Record<string, unknown>;
  version?: number;
}

/** A person's create or change, and the application's new household counts. */
export interface PublicPersonSaved {
  person: PublicApplicationPerson;
  adults: number;
  children: number;
  /** the application's version after the change (the household's declared size follows the persons) */
  version: number;
  message: string;
}

/** DELETE .../adult/{personId}/ and .../child/{personId}/. */
export interface PublicPersonDeleted {
  id: number;
  adults: number;
  children: number;
  /** the application's version after the change */
  version: number;
  message: string;
}

/** GET .../object-list/{objectType}: the project's objects open for applications (apartment select). */
export interface PublicObjectListReply {
  objects: PublicApplicationObject[];
}

/**
 * POST api/v1/product-form/{formId}/update/{slug}/{token}/documents (multipart: field `file`, one or
 * more; fields `category` = a file field's key, `person_id` optional): the upload-files reply shape.
 */
export interface PublicDocumentUploadReply {
  status: 'success' | 'partial' | 'error';
  message: string;
  uploaded: PublicApplicationDocument[];
  errors: Array<{ file_names: string[]; message: string; detail: string }>;
}
