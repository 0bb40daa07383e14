import type { MessageReply } from '../schema/api/accounts';
import type {
  InterestFormInput,
  PublicObjectDetail,
  PublicObjectListInit,
  PublicObjectListReply,
  WebsiteObjectListReply,
} from '../schema/publicObjects';
import { reply } from './accountMethods';
import { api } from './http';

const LIST = '/api/v1/objects/iframe-object-list';
const INTEREST = '/api/evaluation/settings/template-builder/iframe-interest-form';
const SETTINGS = '/api/v1/settings/website/object-list';

/** The filters of the public list as the call takes them (empty ones left out). */
export interface PublicObjectFilters {
  objectType?: string;
  roomsMin?: number;
  priceMax?: number;
  page?: number;
}

/**
 * The public object list and details (no session, in the public page's language), the interest
 * form, and their settings in settings > website.
 */
export const publicObjectMethods = {
  getPublicObjectListInit: () => reply(api.get<PublicObjectListInit>(`${LIST}/init`)),
  getPublicObjects: (filters: PublicObjectFilters) =>
    reply(
      api.get<PublicObjectListReply>(LIST, {
        params: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')),
      }),
    ),
  getPublicObject: (id: string) => reply(api.get<PublicObjectDetail>(`${LIST}/${encodeURIComponent(id)}`)),
  sendInterest: (input: InterestFormInput) => reply(api.post<MessageReply>(INTEREST, input)),
  getWebsiteObjectList: () => reply(api.get<WebsiteObjectListReply>(SETTINGS)),
  saveWebsiteObjectList: (input: Record<string, unknown>) =>
    reply(api.post<WebsiteObjectListReply & MessageReply>(SETTINGS, input)),
};
