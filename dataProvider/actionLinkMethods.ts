import type { AxiosProgressEvent } from 'axios';
import type { OfferConfirmBody, ReferenceAnswerBody, ReferenceKind } from '../schema/actionLinks';
import type {
  ApplicationReferencesReply,
  DocumentsRequestInfoReply,
  DocumentsRequestOverview,
  DocumentsRequestReply,
  OfferConfirmReply,
  OfferInfoReply,
  ReferenceInfoReply,
} from '../schema/api/actionLinks';
import type { PublicDocumentUploadReply } from '../schema/api/applicationForms';
import type { DocumentsRequestBody } from '../schema/actionLinks';
import { reply } from './accountMethods';
import { api, NO_TIMEOUT } from './http';

const enc = encodeURIComponent;
const offerPath = (id: string) => `/api/v1/applications/${enc(id)}`;
const documentsPath = (uuid: string, token: string) =>
  `/api/v1/applications/adult-document-list/${enc(uuid)}/${enc(token)}`;
const referencePath = (id: string, type: ReferenceKind) =>
  `/api/v1/adults/${enc(id)}/evaluation/${enc(type)}/reference`;

/** One upload of requested documents: the files of one category, maybe one adult's. */
export interface RequestedUpload {
  files: readonly File[];
  category: string;
  personId?: number | null;
  onProgress?: (percent: number) => void;
}

/**
 * The public action pages' calls (spec 2 sections 7.2 and 7.8) and the staff's side of them: the
 * offer answer, the document request and its upload, the reference form and its answers. Each
 * answers `{data}`; a refusal is a RequestError (404 unknown link, 409 answered, 410 expired).
 */
export const actionLinkMethods = {
  getOfferInfo: (id: string) => reply(api.get<OfferInfoReply>(`${offerPath(id)}/offer-info/init`)),
  confirmOffer: (id: string, body: OfferConfirmBody) =>
    reply(api.post<OfferConfirmReply>(`${offerPath(id)}/offer-confirm`, body)),

  getDocumentsRequest: (uuid: string, token: string) =>
    reply(api.get<DocumentsRequestInfoReply>(`${documentsPath(uuid, token)}/init`)),
  uploadRequestedDocuments: (uuid: string, token: string, upload: RequestedUpload) => {
    const form = new FormData();
    form.append('category', upload.category);
    form.append('person_id', upload.personId == null ? '' : String(upload.personId));
    for (const file of upload.files) form.append('file', file, file.name);
    return reply(
      api.post<PublicDocumentUploadReply>(`${documentsPath(uuid, token)}/upload`, form, {
        ...NO_TIMEOUT,
        onUploadProgress: (event: AxiosProgressEvent) => {
          if (upload.onProgress && event.total) {
            upload.onProgress(Math.round((event.loaded / event.total) * 100));
          }
        },
      }),
    );
  },

  getReferenceForm: (id: string, type: ReferenceKind) =>
    reply(api.get<ReferenceInfoReply>(`${referencePath(id, type)}/init`)),
  answerReference: (id: string, type: ReferenceKind, body: ReferenceAnswerBody) =>
    reply(api.post<{ message: string }>(referencePath(id, type), body)),

  /** staff: ask the household for documents (a mail with the upload link) */
  requestDocuments: (applicationId: number, body: DocumentsRequestBody) =>
    reply(api.post<DocumentsRequestReply>(`/api/v1/applications/${applicationId}/documents-request`, body)),
  /** staff: the documents an application's form asks for, and the requests made */
  getDocumentsRequests: (applicationId: number) =>
    reply(api.get<DocumentsRequestOverview>(`/api/v1/applications/${applicationId}/documents-request`)),
  /** staff: withdraw a document request (its link stops working) */
  revokeDocumentsRequest: (applicationId: number, requestId: number) =>
    reply(
      api.post<{ message: string }>(
        `/api/v1/applications/${applicationId}/documents-request/${requestId}/revoke`,
      ),
    ),
  /** staff: the references asked for an application and their answers */
  getApplicationReferences: (applicationId: number) =>
    reply(api.get<ApplicationReferencesReply>(`/api/v1/applications/${applicationId}/references`)),
};
