import type { RoleSetting } from '../../../schema/api/roles';

/** The react-query key of the roles page's read. */
export const ROLES_KEY = ['settings', 'roles'] as const;

/** The checkboxes of one role: every key, the ones it can never have disabled. */
export function keyChoices(
  keys: readonly string[],
  setting: RoleSetting,
  translate: (key: string) => string,
): { id: string; name: string; disabled: boolean }[] {
  const never = new Set<string>(setting.never);
  return keys.map((key) => ({
    id: key,
    name: never.has(key)
      ? `${translate(`roles_key_${key}`)} (${translate('roles_never')})`
      : translate(`roles_key_${key}`),
    disabled: never.has(key),
  }));
}
