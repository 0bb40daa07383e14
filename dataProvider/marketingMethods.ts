import type { AdEditorRecord, AdPublishReply } from '../schema/api/marketing';
import type { AdPublishInput, AdSaveInput } from '../schema/marketing';
import { reply } from './accountMethods';
import { api, NO_TIMEOUT } from './http';

/** An object's ad (spec 2 section 7.13): the editor's read, its save and its publication. */
export const marketingMethods = {
  getAdEditor: (id: number) =>
    reply(api.get<AdEditorRecord>(`/api/v2/marketing/objects/${encodeURIComponent(id)}/edit`)),
  /** Saves the whole ad at the version it was loaded at; 409 `marketing_ad_changed` when it changed meanwhile. */
  saveAd: (input: AdSaveInput) => reply(api.post<AdEditorRecord>('/api/v1/marketing/ad/save', input)),
  /** Queues one transfer per portal; no timeout (spec 2 section 7.13). */
  publishAd: (input: AdPublishInput) =>
    reply(api.post<AdPublishReply>('/api/v1/marketing/ad/publish', input, NO_TIMEOUT)),
};
