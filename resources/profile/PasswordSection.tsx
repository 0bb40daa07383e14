import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordChecklist } from '../../src/public/PasswordChecklist';
import { useState } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { passwordChangeSchema } from '../../schema/validation';
import { formatDateTime } from '../../schema/dates';
import { profileApi, SESSIONS_QUERY_KEY, PROFILE_QUERY_KEY, type PasswordChangeInput } from './profileApi';
import { FormTextField } from './inputs';
import { schemaErrors, serverFieldErrors } from './profileModel';
import { ProfileSection } from './ProfileParts';
import { useCallFeedback } from './useCallFeedback';

const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: PasswordChangeInput = { current_password: '', password: '', password_confirmation: '' };

function WatchedChecklist() {
  const password = useWatch({ name: 'password' }) as string | null | undefined;
  return <PasswordChecklist password={password ?? ''} />;
}

/**
 * Change one's password with the current one (POST /api/v1/users/reset-password); the server ends
 * the other sessions and says so.
 */
export function PasswordSection({ changedAt }: { changedAt?: string | null }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { showError, showMessage } = useCallFeedback();
  // a new form after a change: empty fields, nothing dirty
  const [round, setRound] = useState(0);

  const submit = async (values: FieldValues) => {
    const input = Object.fromEntries(PASSWORD_FIELDS.map((f) => [f, values[f] ?? ''])) as PasswordChangeInput;
    try {
      const reply = await profileApi.changePassword(input);
      showMessage(reply.message, 'ra.notification.updated');
      setRound((n) => n + 1);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return undefined;
    } catch (error) {
      const { fields, unplaced } = serverFieldErrors(error, PASSWORD_FIELDS);
      if (unplaced) showError(error);
      return fields;
    }
  };

  return (
    <ProfileSection
      title={translate('profile_password_heading')}
      intro={
        changedAt ? translate('profile_password_changed_at', { date: formatDateTime(changedAt) }) : undefined
      }
    >
      <Form
        key={round}
        defaultValues={EMPTY}
        validate={(values) => schemaErrors(passwordChangeSchema, { ...EMPTY, ...values })}
        onSubmit={submit}
        noValidate
      >
        <Box sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
          <FormTextField
            source="current_password"
            label="profile_current_password"
            type="password"
            autoComplete="current-password"
          />
          <FormTextField
            source="password"
            label="profile_new_password"
            type="password"
            autoComplete="new-password"
          />
          <WatchedChecklist />
          <FormTextField
            source="password_confirmation"
            label="profile_password_confirmation"
            type="password"
            autoComplete="new-password"
          />
          <Box>
            <SaveButton label="profile_password_submit" />
          </Box>
        </Box>
      </Form>
    </ProfileSection>
  );
}
