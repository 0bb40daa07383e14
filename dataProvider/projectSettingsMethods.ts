import type { MessageReply } from '../schema/api/accounts';
import type {
  ProjectSettingsReply,
  PublicThemeReply,
  StorageUsageReply,
  WebsiteThemeReply,
  CityTemplateReply,
  PrivacyTextReply,
} from '../schema/api/projectSettings';
import { reply } from './accountMethods';
import { api } from './http';

const PROJECT = '/api/v1/settings/project';
const WEBSITE = '/api/v1/settings/website';
export const PUBLIC_THEME = '/api/v1/public/website-theme';

/** Settings > project (general and contact) and the public page theme of settings > website. */
export const projectSettingsMethods = {
  getProjectSettings: () => reply(api.get<ProjectSettingsReply>(PROJECT)),
  saveProjectSettings: (input: Record<string, unknown>) =>
    reply(api.post<ProjectSettingsReply & MessageReply>(PROJECT, input)),
  getStorageUsage: () => reply(api.get<StorageUsageReply>('/api/v1/settings/storage')),
  getWebsiteTheme: () => reply(api.get<WebsiteThemeReply>(WEBSITE)),
  saveWebsiteTheme: (input: Record<string, unknown>) =>
    reply(api.post<WebsiteThemeReply & MessageReply>(WEBSITE, input)),
  getCityTemplate: () => reply(api.get<CityTemplateReply>(`${WEBSITE}/city-template`)),
  saveCityTemplate: (input: Record<string, unknown>) =>
    reply(api.post<CityTemplateReply & MessageReply>(`${WEBSITE}/city-template`, input)),
  getPrivacyText: () => reply(api.get<PrivacyTextReply>(`${WEBSITE}/privacy-text`)),
  savePrivacyText: (input: Record<string, unknown>) =>
    reply(api.post<PrivacyTextReply & MessageReply>(`${WEBSITE}/privacy-text`, input)),
};

/** The theme of the project's public pages (no session needed). */
export async function fetchPublicTheme(): Promise<PublicThemeReply> {
  return (await api.get<PublicThemeReply>(PUBLIC_THEME)).data;
}
