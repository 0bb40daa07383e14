import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { getStoredUser, setStoredUser } from '../../dataProvider/storage';
import { LANGUAGE_NAMES } from '../../i18n';
import { LANGUAGES } from '../../schema/api/common';
import type { Bootstrap } from '../../schema/api/session';
import { profileSettingsSchema } from '../../schema/validation';
import { BOOTSTRAP_QUERY_KEY } from '../../src/session/useBootstrap';
import { useLanguage } from '../../src/session/useLanguage';
import { PROFILE_QUERY_KEY, profileApi, type ProfileSettings, type SavedProfile } from './profileApi';
import { FormTextField } from './inputs';
import { isConflict, schemaErrors, serverFieldErrors } from './profileModel';
import { LoadFailed, ProfileSection, SectionLoading } from './ProfileParts';
import { useCallFeedback } from './useCallFeedback';

const ACCOUNT_FIELDS = ['first_name', 'last_name', 'email', 'username', 'language'] as const;
const LANGUAGE_CHOICES = LANGUAGES.map((id) => ({ id, name: LANGUAGE_NAMES[id] }));

/** The form's values with the version the form was loaded with, as the server expects them. */
const inputOf = (values: FieldValues, version: number) => ({
  ...Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, values[field]])),
  version,
});

/**
 * The confirmation of a save that changed the language: react-admin re-mounts every screen once the
 * new texts are there, which would drop a notice shown before; the re-mounted page shows it.
 */
let noticeAfterLanguageChange: string | null = null;

/**
 * After a save: the stored user (token kept) and the bootstrap carry the new name at once (the top
 * bar shows it), the bootstrap is fetched again, and a changed language applies.
 */
function useApplySaved() {
  const queryClient = useQueryClient();
  const [language, setLanguage] = useLanguage();
  const { showMessage } = useCallFeedback();
  return (saved: SavedProfile) => {
    const { user, message, ...profile } = saved;
    queryClient.setQueryData<ProfileSettings>(PROFILE_QUERY_KEY, profile);
    const stored = getStoredUser();
    if (stored) setStoredUser({ ...user, token: stored.token });
    queryClient.setQueryData<Bootstrap>(BOOTSTRAP_QUERY_KEY, (old) => (old ? { ...old, user } : old));
    if (user.language !== language) {
      noticeAfterLanguageChange = message || null;
      // reloads every query, the bootstrap too
      setLanguage(user.language);
    } else {
      void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY });
      showMessage(message, 'ra.notification.updated');
    }
  };
}

function AccountForm({ profile, onReload }: { profile: ProfileSettings; onReload: () => void }) {
  const translate = useTranslate();
  const { showError } = useCallFeedback();
  const applySaved = useApplySaved();
  const [conflict, setConflict] = useState(false);

  const submit = async (values: FieldValues) => {
    const input = profileSettingsSchema.parse(inputOf(values, profile.version));
    setConflict(false);
    try {
      applySaved(await profileApi.saveProfile(input));
      return undefined;
    } catch (error) {
      if (isConflict(error)) {
        setConflict(true);
        return undefined;
      }
      const { fields, unplaced } = serverFieldErrors(error, ACCOUNT_FIELDS);
      if (unplaced) showError(error);
      return fields;
    }
  };

  return (
    <Form
      record={profile}
      validate={(values) => schemaErrors(profileSettingsSchema, inputOf(values, profile.version))}
      onSubmit={submit}
      noValidate
    >
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField source="first_name" label="profile_first_name" autoComplete="given-name" />
        <FormTextField source="last_name" label="profile_last_name" autoComplete="family-name" />
        <FormTextField source="email" label="profile_email" type="email" autoComplete="email" />
        <FormTextField
          source="username"
          label="profile_username"
          autoComplete="username"
          hint="profile_username_hint"
        />
        <FormTextField source="language" label="profile_language" choices={LANGUAGE_CHOICES} />
      </Box>
      {conflict && (
        <Alert
          severity="warning"
          sx={{ my: 1 }}
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              {translate('profile_reload')}
            </Button>
          }
        >
          {translate('profile_conflict')}
        </Alert>
      )}
      <SaveButton />
    </Form>
  );
}

/** Account tab: name, e-mail, username and language (POST /api/v1/users/user-profile-settings). */
export function AccountPage() {
  const translate = useTranslate();
  const { showMessage } = useCallFeedback();
  useEffect(() => {
    if (noticeAfterLanguageChange === null) return;
    showMessage(noticeAfterLanguageChange, 'ra.notification.updated');
    noticeAfterLanguageChange = null;
  }, [showMessage]);
  const query = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: profileApi.profile });
  const reload = () => void query.refetch();
  return (
    <ProfileSection title={translate('profile_account_heading')}>
      {query.data ? (
        <AccountForm key={query.data.version} profile={query.data} onReload={reload} />
      ) : query.error ? (
        <LoadFailed error={query.error} onRetry={reload} />
      ) : (
        <SectionLoading />
      )}
    </ProfileSection>
  );
}
