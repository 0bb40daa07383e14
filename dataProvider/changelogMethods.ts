import type { ChangelogChoicesReply, ChangelogEntryReply, ChangelogInitReply } from '../schema/api/changelog';
import { reply } from './accountMethods';
import { api } from './http';

const INIT = '/api/v1/event-log/init';

/**
 * The changelog's calls (spec 2 section 7.15) besides its list (event-log/logs): the bell's
 * count, the look that resets it, the filter choices and one entry. Each answers `{data}`.
 */
export const changelogMethods = {
  getChangelogInit: () => reply(api.get<ChangelogInitReply>(INIT)),
  markChangelogSeen: () => reply(api.post<ChangelogInitReply>(INIT)),
  getChangelogChoices: () => reply(api.get<ChangelogChoicesReply>('/api/v1/event-log/choices')),
  getChangelogEntry: (id: number | string) =>
    reply(api.get<ChangelogEntryReply>(`/api/v1/event-log/logs/${encodeURIComponent(String(id))}`)),
};
