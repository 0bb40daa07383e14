import type {
  AlternativeApartment,
  ApplicationAssignment,
  ApplicationAssignmentReply,
  ApplicationOffer,
  ApplicationOfferDeclined,
  ApplicationOfferReply,
  ApplicationPrioritiesReply,
  ApplicationStateReply,
  ChangeStatusBody,
  ObjectApplication,
  PriorityApartment,
} from '../schema/api/applicationFlow';
import type {
  ApplicationCommentItem,
  ApplicationDeleted,
  ApplicationDetail,
  ApplicationEvaluation,
  ApplicationEvaluationInit,
  ApplicationPersonDetail,
  ApplicationPersonUpdate,
  ApplicationPointsReply,
} from '../schema/api/applications';
import { reply } from './accountMethods';
import { downloadFile } from './download';
import { isSalePage } from './pageProject';
import { api } from './http';

const APPLICATIONS = '/api/v1/applications';

const SALES_APPLICATIONS = '/api/v1/sales/applications';
const at = (base: string, id: number, call: string) =>
  `${base}/${encodeURIComponent(id)}${call ? `/${call}` : ''}`;
/** A call of an application's record (detail, people, evaluation, comments, points, documents,
 * duplicates, merge, states): under /api/v1/sales/applications in a sale project. */
const path = (id: number, call = '') => at(isSalePage() ? SALES_APPLICATIONS : APPLICATIONS, id, call);
/** A call of the letting flow (priorities, offer, assignment), which only letting projects have. */
const lettingPath = (id: number, call: string) => at(APPLICATIONS, id, call);

export type PersonType = 'adult' | 'child';

export interface OfferInput {
  objectId: number;
  /** YYYY-MM-DD */
  expiresOn: string;
  comment: string;
  version: number;
}

export interface AssignmentInput {
  objectId: number;
  comment: string;
  version: number;
}

/**
 * The data provider's own methods for the application screens (spec 2 section 7.8): the detail,
 * its people, evaluation and comments, points, documents, duplicates, states, priorities, offer
 * and assignment, and the applications of an object. Screens call them through
 * `useDataProvider()`; each answers `{data}`. The server picks rent or sale by the project.
 */
export const applicationMethods = {
  getApplicationDetail: (id: number) => reply(api.get<ApplicationDetail>(path(id))),
  setApplicationStars: (id: number, overallStar: number) =>
    reply(api.put<ApplicationEvaluation>(path(id, 'evaluation'), { overall_star: overallStar })),

  getApplicationPerson: (id: number, type: PersonType, personId: number) =>
    reply(api.get<ApplicationPersonDetail>(path(id, `${type}/${encodeURIComponent(personId)}`))),
  saveApplicationPerson: (id: number, type: PersonType, personId: number, body: ApplicationPersonUpdate) =>
    reply(api.post<ApplicationPersonDetail>(path(id, `${type}/${encodeURIComponent(personId)}`), body)),
  deleteApplicationPerson: (id: number, type: PersonType, personId: number) =>
    reply(api.delete<ApplicationDeleted>(path(id, `${type}/${encodeURIComponent(personId)}`))),

  getApplicationEvaluation: (id: number) =>
    reply(api.get<ApplicationEvaluationInit>(path(id, 'evaluation/init'))),
  createApplicationComment: (id: number, body: string) =>
    reply(api.post<ApplicationCommentItem>(path(id, 'comments'), { body })),
  updateApplicationComment: (id: number, commentId: number, body: string, version: number) =>
    reply(
      api.post<ApplicationCommentItem>(path(id, `comments/${encodeURIComponent(commentId)}`), {
        body,
        version,
      }),
    ),
  resolveApplicationComment: (id: number, commentId: number, resolved: boolean, version: number) =>
    reply(
      api.post<ApplicationCommentItem>(path(id, `comments/${encodeURIComponent(commentId)}/resolve`), {
        resolved,
        version,
      }),
    ),
  deleteApplicationComment: (id: number, commentId: number) =>
    reply(api.delete<ApplicationDeleted>(path(id, `comments/${encodeURIComponent(commentId)}`))),

  getApplicationPoints: (id: number) => reply(api.get<ApplicationPointsReply>(path(id, 'points'))),

  /** Saves a document of an application under its name (the link needs the staff session). */
  downloadApplicationDocument: async (url: string, fileName: string) => ({
    data: await downloadFile(url, { fileName }),
  }),
  deleteApplicationDocument: (id: number, documentId: number) =>
    reply(api.delete<ApplicationDeleted>(path(id, `documents/${encodeURIComponent(documentId)}`))),
  mergeApplications: (id: number, otherId: number, version: number) =>
    reply(api.post<ApplicationDetail>(path(id, 'merge'), { otherId, version })),

  changeApplicationStatus: (id: number, body: ChangeStatusBody) =>
    reply(api.post<ApplicationStateReply>(path(id, 'change-status'), body)),

  getPriorityApartments: (id: number) =>
    reply(api.get<PriorityApartment[]>(lettingPath(id, 'priority-apartments'))),
  editApplicationPriorities: (id: number, objectIds: number[], version: number) =>
    reply(api.post<ApplicationPrioritiesReply>(lettingPath(id, 'edit-prios'), { objectIds, version })),
  getAlternativeApartments: (id: number) =>
    reply(api.get<AlternativeApartment[]>(lettingPath(id, 'alternative-apartments'))),

  getApplicationOffer: (id: number) => reply(api.get<ApplicationOffer>(lettingPath(id, 'offer'))),
  offerApplication: (id: number, input: OfferInput) =>
    reply(api.post<ApplicationOfferReply>(lettingPath(id, 'offer'), input)),
  declineApplicationOffer: (id: number, reason: string, version: number) =>
    reply(api.post<ApplicationStateReply>(lettingPath(id, 'offer/decline'), { reason, version })),
  withdrawApplicationOffer: (id: number, version: number) =>
    reply(api.post<ApplicationStateReply>(lettingPath(id, 'offer/withdraw'), { version })),
  getApplicationOfferDeclined: (id: number) =>
    reply(api.get<ApplicationOfferDeclined>(lettingPath(id, 'offer-declined'))),

  getApplicationAssignment: (id: number) =>
    reply(api.get<ApplicationAssignment>(lettingPath(id, 'assignment'))),
  assignApplication: (id: number, input: AssignmentInput) =>
    reply(api.post<ApplicationAssignmentReply>(lettingPath(id, 'assignment'), input)),
  updateApplicationAssignment: (id: number, comment: string, version: number) =>
    reply(api.post<ApplicationAssignmentReply>(lettingPath(id, 'assignment/update'), { comment, version })),
  cancelApplicationAssignment: (id: number, version: number) =>
    reply(api.post<ApplicationStateReply>(lettingPath(id, 'assignment/cancel'), { version })),
  releaseApplicationAssignment: (id: number, version: number) =>
    reply(api.post<ApplicationStateReply>(lettingPath(id, 'assignment/release'), { version })),

  /** the dossier PDF of one application, or a ZIP of one PDF each; saved under the server's name (no timeout) */
  downloadApplicationDossiers: async (targets: number[]) => ({
    data: {
      fileName: await downloadFile('/api/v1/generate-application-export', {
        method: 'POST',
        data: { targets, exportAction: 'dossier' },
      }),
    },
  }),

  getObjectApplications: (objectId: number) =>
    reply(api.get<ObjectApplication[]>(`/api/v1/objects/${encodeURIComponent(objectId)}/applications`)),
};
