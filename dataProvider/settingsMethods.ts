import type { MessageReply } from '../schema/api/accounts';
import type { RoleSetting, RolesReply } from '../schema/api/roles';
import type { OwnerChoices } from '../schema/api/owners';
import type { TeamChoices } from '../schema/api/teams';
import type { PermissionKey } from '../schema/permissions';
import type { SsoSettingsInput, SsoSettingsReply, TwoFactorSetting } from '../schema/api/settings';
import { reply } from './accountMethods';
import { api } from './http';

const TWO_FACTOR = '/api/v1/settings/two-factor';
const AUTHENTICATION = '/api/v1/settings/authentication';
const ROLES = '/api/v1/settings/roles';

/**
 * The data provider's own methods for the project settings pages (spec 2 section 7.17): screens
 * call them through `useDataProvider()`, never axios directly. Each answers `{data}`.
 */
export const settingsMethods = {
  getTwoFactorRequirement: () => reply(api.get<TwoFactorSetting>(TWO_FACTOR)),
  saveTwoFactorRequirement: (require2fa: boolean) =>
    reply(api.post<TwoFactorSetting & MessageReply>(TWO_FACTOR, { require_2fa: require2fa })),
  getSsoSettings: () => reply(api.get<SsoSettingsReply>(AUTHENTICATION)),
  saveSsoSettings: (input: SsoSettingsInput) =>
    reply(api.post<SsoSettingsReply & MessageReply>(AUTHENTICATION, input)),
  getRoles: () => reply(api.get<RolesReply>(ROLES)),
  saveRole: (role: string, permissions: PermissionKey[], version: number) =>
    reply(api.put<RoleSetting>(`${ROLES}/${encodeURIComponent(role)}`, { permissions, version })),
  getOwnerChoices: () => reply(api.get<OwnerChoices>('/api/v1/settings/owners/choices')),
  getTeamChoices: () => reply(api.get<TeamChoices>('/api/v1/settings/teams/choices')),
  resetRole: (role: string) => reply(api.delete<RoleSetting>(`${ROLES}/${encodeURIComponent(role)}`)),
};
