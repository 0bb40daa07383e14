import type { BulkResult } from '../schema/api/tableData';
import type {
  InterestedChangeReply,
  InterestedCreateInput,
  InterestedEditInput,
  InterestedPersonDetail,
} from '../schema/interestedPeople';
import { reply } from './accountMethods';
import { api } from './http';

const BASE = '/api/v1/applications/interested';
const personPath = (id: number, call = '') => `${BASE}/${encodeURIComponent(id)}${call ? `/${call}` : ''}`;

/**
 * The interested people's calls (spec 2 section 7.8) besides their list (applications/interested,
 * through getList and bulkAction): create, one person, edit, the invitation to apply. Each answers `{data}`.
 */
export const interestedMethods = {
  createInterestedPerson: (payload: InterestedCreateInput) =>
    reply(api.post<InterestedChangeReply>(`${BASE}/create`, payload)),
  getInterestedPerson: (id: number) => reply(api.get<InterestedPersonDetail>(personPath(id))),
  editInterestedPerson: (id: number, payload: InterestedEditInput) =>
    reply(api.post<InterestedChangeReply>(personPath(id, 'edit'), payload)),
  inviteInterestedToApply: (targets: readonly number[]) =>
    reply(api.post<BulkResult>(`${BASE}/invite-to-apply`, { targets })),
  /** a mail with each person's own link to the general viewings */
  inviteInterestedToViewing: (targets: readonly number[]) =>
    reply(api.post<BulkResult>(`${BASE}/invite-to-viewing`, { targets })),
};
