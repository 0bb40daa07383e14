import { LANGUAGES } from '../../../schema/api/common';
import type { UserChoices, UserDetail } from '../../../schema/api/users';
import type { ListRef } from '../../../schema/listPaths';
import type { Choice, FieldSpec } from '../../../src/forms';

/** Where settings > users lives. */
export const USERS_PATH = '/settings/user-management/users';
/** The users list and records: the settings resource's list `users` (schema/listPaths). */
export const USERS_LIST = { resource: 'settings', meta: { list: 'users' } } as const satisfies ListRef;

const LANGUAGE_NAMES: Record<string, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};

/**
 * The fields of the user form; the username only when inviting (it is the person's sign-in). The
 * user's own role is always a choice, also one the acting user cannot give (a superadmin's).
 */
export function userFields(choices: UserChoices, mode: 'create' | 'edit', currentRole?: string): FieldSpec[] {
  const roleIds =
    currentRole && !choices.roles.includes(currentRole) ? [currentRole, ...choices.roles] : choices.roles;
  const roles: Choice[] = roleIds.map((role) => ({ id: role, name: `users_role_${role}` }));
  const projects: Choice[] = choices.projects.map((p) => ({ id: p.id, name: p.title }));
  const languages: Choice[] = LANGUAGES.map((l) => ({ id: l, name: LANGUAGE_NAMES[l] ?? l }));
  return [
    {
      source: 'first_name',
      kind: 'text',
      label: 'users_field_first_name',
      required: true,
      autoComplete: 'off',
    },
    {
      source: 'last_name',
      kind: 'text',
      label: 'users_field_last_name',
      required: true,
      autoComplete: 'off',
    },
    ...(mode === 'create'
      ? [{ source: 'username', kind: 'text', label: 'users_field_username', required: true } as const]
      : []),
    { source: 'email', kind: 'email', label: 'users_field_email', required: true, autoComplete: 'off' },
    {
      source: 'language',
      kind: 'select',
      label: 'users_field_language',
      choices: languages,
      translateChoice: false,
    },
    { source: 'role', kind: 'select', label: 'users_field_role', required: true, choices: roles },
    {
      source: 'projects',
      kind: 'tags',
      label: 'users_field_projects',
      required: true,
      choices: projects,
      translateChoice: false,
      wide: true,
    },
  ];
}

/** The actions a user's page offers, by their state. */
export function userActions(user: Pick<UserDetail, 'status' | 'self' | 'editable' | 'two_factor'>) {
  if (!user.editable) return [];
  const actions: Array<'deactivate' | 'activate' | 'reset-2fa' | 'resend-invitation'> = [];
  if (user.status === 'invited') actions.push('resend-invitation');
  if (user.status !== 'inactive' && !user.self) actions.push('deactivate');
  if (user.status === 'inactive') actions.push('activate');
  if (user.status === 'active' && user.two_factor) actions.push('reset-2fa');
  return actions;
}
