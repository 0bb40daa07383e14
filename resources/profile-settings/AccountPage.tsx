import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { getStoredUser, setStoredUser } from '../../dataProvider/storage';
import { LANGUAGE_NAMES } from '../../i18n';
import type { ProfileSettings, SavedProfile } from '../../schema/api/accounts';
import { LANGUAGES } from '../../schema/api/common';
import type { Bootstrap } from '../../schema/api/session';
import { profileSettingsSchema } from '../../schema/validation';
import {
  FormSection,
  QueryContent,
  SchemaForm,
  useNotifySuccess,
  useSettingsEdit,
  type FieldSpec,
} from '../../src/forms';
import { BOOTSTRAP_QUERY_KEY } from '../../src/session/useBootstrap';
import { useLanguage } from '../../src/session/useLanguage';
import { PROFILE_QUERY_KEY } from './profileQueries';

const ACCOUNT_FIELDS: FieldSpec[] = [
  { source: 'first_name', kind: 'text', label: 'profile_first_name', autoComplete: 'given-name' },
  { source: 'last_name', kind: 'text', label: 'profile_last_name', autoComplete: 'family-name' },
  { source: 'email', kind: 'email', label: 'profile_email', autoComplete: 'email' },
  {
    source: 'username',
    kind: 'text',
    label: 'profile_username',
    autoComplete: 'username',
    helperText: 'profile_username_hint',
  },
  {
    source: 'language',
    kind: 'select',
    label: 'profile_language',
    required: true,
    // each language named in itself
    choices: LANGUAGES.map((id) => ({ id, name: LANGUAGE_NAMES[id] })),
    translateChoice: false,
  },
];

/** Whether the typed address is another than the stored one (letter case aside, as the server sees it). */
const emailChanged = (stored: string, typed: unknown) =>
  typeof typed === 'string' && typed.trim().toLowerCase() !== stored.trim().toLowerCase();

/** The inputs; the current password only while the e-mail address is being changed. */
function accountFields(storedEmail: string): FieldSpec[] {
  const password: FieldSpec = {
    source: 'currentPassword',
    kind: 'password',
    label: 'profile_current_password',
    helperText: 'profile_email_password_hint',
    autoComplete: 'current-password',
    required: true,
    when: (values) => emailChanged(storedEmail, values.email),
  };
  const afterEmail = ACCOUNT_FIELDS.findIndex((field) => field.source === 'email') + 1;
  return [...ACCOUNT_FIELDS.slice(0, afterEmail), password, ...ACCOUNT_FIELDS.slice(afterEmail)];
}

/** The rules of the form: the shared ones, and the current password whenever the address changes. */
const accountSchema = (storedEmail: string) =>
  profileSettingsSchema.superRefine((values, context) => {
    if (emailChanged(storedEmail, values.email) && !values.currentPassword) {
      context.addIssue({ code: 'custom', path: ['currentPassword'], message: 'general_field_is_required' });
    }
  });

/** The form's values with the version the form was loaded with, as the server expects them. */
const inputOf = (values: FieldValues, profile: ProfileSettings) =>
  profileSettingsSchema.parse({
    ...Object.fromEntries(ACCOUNT_FIELDS.map(({ source }) => [source, values[source]])),
    ...(emailChanged(profile.email, values.email) ? { currentPassword: values.currentPassword } : {}),
    version: profile.version,
  });

/**
 * The confirmation of a save that changed the language: react-admin re-mounts every screen once the
 * new texts are there, which would drop a notice shown before; the re-mounted page shows it.
 */
let noticeAfterLanguageChange: string | null = null;

/** What the profile's cache keeps of a save's reply (the form resets to it). */
const profileOf = ({ user: _user, message: _message, ...profile }: SavedProfile): ProfileSettings => profile;

/**
 * After a save (the profile is cached already): the stored user (token kept) and the bootstrap
 * carry the new name at once (the top bar shows it), and a changed language applies.
 */
function useApplySaved() {
  const queryClient = useQueryClient();
  const [language, setLanguage] = useLanguage();
  const notifySuccess = useNotifySuccess();
  return useCallback(
    ({ user, message }: SavedProfile) => {
      const stored = getStoredUser();
      if (stored) setStoredUser({ ...user, token: stored.token });
      queryClient.setQueryData<Bootstrap>(BOOTSTRAP_QUERY_KEY, (old) => (old ? { ...old, user } : old));
      if (user.language !== language) {
        noticeAfterLanguageChange = message || null;
        // reloads every query, the bootstrap too
        setLanguage(user.language);
      } else {
        void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY });
        notifySuccess(message, 'ra.notification.updated');
      }
    },
    [language, notifySuccess, queryClient, setLanguage],
  );
}

/** Account tab: name, e-mail, username and language (POST /api/v1/users/user-profile-settings). */
export function AccountPage() {
  const notifySuccess = useNotifySuccess();
  const applySaved = useApplySaved();
  useEffect(() => {
    if (noticeAfterLanguageChange === null) return;
    notifySuccess(noticeAfterLanguageChange, 'ra.notification.updated');
    noticeAfterLanguageChange = null;
  }, [notifySuccess]);
  const { query, save, reload } = useSettingsEdit({
    queryKey: PROFILE_QUERY_KEY,
    read: (provider) => provider.getProfileSettings(),
    write: (provider, values, profile) => provider.saveProfileSettings(inputOf(values, profile)),
    stored: profileOf,
    onSaved: applySaved,
  });

  return (
    <FormSection title="profile_account_heading">
      <QueryContent query={query}>
        {(profile) => (
          <SchemaForm
            fields={accountFields(profile.email)}
            columns={2}
            schema={accountSchema(profile.email)}
            record={profile}
            onSubmit={save}
            serverErrors={{
              conflictKeys: ['profile_changed_meanwhile'],
              conflictMessage: 'profile_conflict',
            }}
            onReload={reload}
            reloadLabel="profile_reload"
            warnWhenUnsavedChanges
          />
        )}
      </QueryContent>
    </FormSection>
  );
}
