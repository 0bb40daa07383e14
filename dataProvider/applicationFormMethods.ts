import { isAxiosError, type AxiosProgressEvent } from 'axios';
import type {
  FormSettingsReply,
  FormSettingsSaveBody,
  PublicApplicationCreated,
  PublicApplicationFormInit,
  PublicApplicationReply,
  PublicDocumentUploadReply,
  PublicHouseholdSaveBody,
  PublicHouseholdSaved,
  PublicObjectListReply,
  PublicPersonDeleted,
  PublicPersonSaveBody,
  PublicPersonSaved,
  PublicPersonsReply,
  ReferenceQuestionSettingsReply,
} from '../schema/api/applicationForms';
import type { NewApplicationInput } from '../schema/applicationForm';
import { reply } from './accountMethods';
import { api, NO_TIMEOUT } from './http';
import { parseJsonText, toRequestError } from './requestError';

/** The private link of an application: its slug and token, and the form version it was made with. */
export interface ApplicationCredentials {
  slug: string;
  token: string;
  formId: number;
}

/** A person of the household: adults and children have the same routes. */
export type PersonKind = 'adult' | 'child';

const FORM_SETTINGS = '/api/v1/settings/form-settings';
const NEW = '/api/v2/applications/new';

const enc = encodeURIComponent;
const linkPath = ({ slug, token }: Pick<ApplicationCredentials, 'slug' | 'token'>) =>
  `/api/v2/applications/${enc(slug)}/${enc(token)}`;
/** `api/v1/product-form/{formId}/update/{slug}/{token}/` (spec 2 section 7.9; the trailing slash is the spec's) */
const productForm = ({ slug, token, formId }: ApplicationCredentials) =>
  `/api/v1/product-form/${enc(String(formId))}/update/${enc(slug)}/${enc(token)}/`;

function percentOf(event: AxiosProgressEvent): number | null {
  const fraction = event.total ? event.loaded / event.total : event.progress;
  if (fraction === undefined || !Number.isFinite(fraction)) return null;
  return Math.max(0, Math.min(100, Math.round(fraction * 100)));
}

const isUploadReply = (body: unknown): body is PublicDocumentUploadReply =>
  typeof body === 'object' && body !== null && Array.isArray((body as PublicDocumentUploadReply).errors);

/** One upload of documents to an application: the files of one file field (category), maybe one person's. */
export interface DocumentUpload {
  files: readonly File[];
  /** the key of the file field the documents answer */
  category: string;
  personId?: number | null;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * The data provider's calls of the application form (spec 2 section 7.9): the builder in
 * settings > form settings (admin) and the public form an applicant fills in without an account.
 * Each answers `{data}`; a refusal is a RequestError (400 with `errors` by field path, 409 stale
 * version, 404 unknown or closed link).
 */
export const applicationFormMethods = {
  getFormSettings: () => reply(api.get<FormSettingsReply>(FORM_SETTINGS)),
  saveFormSettings: (body: FormSettingsSaveBody) => reply(api.post<FormSettingsReply>(FORM_SETTINGS, body)),
  /** the questions the project adds to the reference forms, at the form's version */
  getReferenceQuestionSettings: () =>
    reply(api.get<ReferenceQuestionSettingsReply>(`${FORM_SETTINGS}/references`)),
  saveReferenceQuestionSettings: (body: Record<string, unknown>) =>
    reply(api.post<ReferenceQuestionSettingsReply>(`${FORM_SETTINGS}/references`, body)),

  /** the empty form for the objects of a link (`?uuids=a,b`) */
  getApplicationFormInit: (uuids: readonly string[]) =>
    reply(api.get<PublicApplicationFormInit>(NEW, { params: { uuids: uuids.join(',') } })),
  createApplication: (body: NewApplicationInput) => reply(api.post<PublicApplicationCreated>(NEW, body)),

  /** the application behind a private link (the `update` page), or the same for the `create-adult` page */
  getApplication: (
    link: Pick<ApplicationCredentials, 'slug' | 'token'>,
    page: 'update' | 'new-adult' = 'update',
  ) => reply(api.get<PublicApplicationReply>(`${linkPath(link)}/${page}`)),
  saveHousehold: (link: ApplicationCredentials, body: PublicHouseholdSaveBody) =>
    reply(api.post<PublicHouseholdSaved>(productForm(link), body)),
  getApplicationObjects: (link: ApplicationCredentials, objectType: string) =>
    reply(api.get<PublicObjectListReply>(`${productForm(link)}object-list/${enc(objectType)}`)),

  getPersons: (link: ApplicationCredentials, kind: PersonKind) =>
    reply(api.get<PublicPersonsReply>(`${productForm(link)}${kind}/`)),
  /** a new adult or child; `newAdult` is the create-adult page's own route */
  createPerson: (link: ApplicationCredentials, kind: PersonKind | 'new-adult', body: PublicPersonSaveBody) =>
    reply(api.post<PublicPersonSaved>(`${productForm(link)}${kind}/`, body)),
  updatePerson: (
    link: ApplicationCredentials,
    kind: PersonKind,
    personId: number,
    body: PublicPersonSaveBody,
  ) => reply(api.post<PublicPersonSaved>(`${productForm(link)}${kind}/${enc(String(personId))}/`, body)),
  deletePerson: (link: ApplicationCredentials, kind: PersonKind, personId: number) =>
    reply(api.delete<PublicPersonDeleted>(`${productForm(link)}${kind}/${enc(String(personId))}/`)),

  /**
   * Uploads documents (no timeout, progress in percent). A reply refusing every file (400 with
   * per-file errors) resolves like a partial one; any other failure rejects as a RequestError.
   */
  uploadApplicationDocuments: async (
    link: ApplicationCredentials,
    { files, category, personId, onProgress, signal }: DocumentUpload,
  ): Promise<{ data: PublicDocumentUploadReply }> => {
    const form = new FormData();
    form.append('category', category);
    if (personId) form.append('person_id', String(personId));
    for (const file of files) form.append('file', file, file.name);
    try {
      const { data } = await api.post<unknown>(`${productForm(link)}documents`, form, {
        ...NO_TIMEOUT,
        signal,
        onUploadProgress: (event) => {
          const percent = percentOf(event);
          if (percent !== null) onProgress?.(percent);
        },
      });
      const body = parseJsonText(data);
      if (!isUploadReply(body)) throw new Error('unexpected upload reply');
      onProgress?.(100);
      return { data: body };
    } catch (error) {
      const body = isAxiosError(error) ? parseJsonText(error.response?.data) : undefined;
      if (isAxiosError(error) && error.response?.status === 400 && isUploadReply(body)) return { data: body };
      throw toRequestError(error);
    }
  },
};
