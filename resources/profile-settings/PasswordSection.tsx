import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { PasswordChangeInput } from '../../schema/api/accounts';
import { formatDateTime } from '../../schema/dates';
import { passwordChangeSchema } from '../../schema/validation';
import {
  dataOf,
  FieldInput,
  FormSaveButton,
  FormSection,
  SchemaForm,
  useNotifySuccess,
} from '../../src/forms';
import { PasswordChecklist } from '../../src/public/PasswordChecklist';
import { PROFILE_QUERY_KEY, SESSIONS_QUERY_KEY } from './profileQueries';

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
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifySuccess = useNotifySuccess();
  // a new form after a change: empty fields, nothing dirty
  const [round, setRound] = useState(0);

  const save = async (values: FieldValues) => {
    const input = Object.fromEntries(PASSWORD_FIELDS.map((f) => [f, values[f] ?? ''])) as PasswordChangeInput;
    const reply = dataOf(await dataProvider.changePassword(input));
    notifySuccess(reply.message, 'ra.notification.updated');
    setRound((n) => n + 1);
    void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  };

  return (
    <FormSection
      title="profile_password_heading"
      description={
        changedAt ? translate('profile_password_changed_at', { date: formatDateTime(changedAt) }) : undefined
      }
    >
      <SchemaForm
        key={round}
        defaultValues={EMPTY}
        schema={passwordChangeSchema}
        onSubmit={save}
        serverFields={PASSWORD_FIELDS}
        warnWhenUnsavedChanges
        toolbar={
          <Box>
            <FormSaveButton label="profile_password_submit" />
          </Box>
        }
      >
        <Box sx={{ display: 'grid', maxWidth: 420 }}>
          <FieldInput
            spec={{
              source: 'current_password',
              kind: 'password',
              label: 'profile_current_password',
              autoComplete: 'current-password',
            }}
          />
          <FieldInput
            spec={{
              source: 'password',
              kind: 'password',
              label: 'profile_new_password',
              autoComplete: 'new-password',
            }}
          />
          <WatchedChecklist />
          <FieldInput
            spec={{
              source: 'password_confirmation',
              kind: 'password',
              label: 'profile_password_confirmation',
              autoComplete: 'new-password',
            }}
          />
        </Box>
      </SchemaForm>
    </FormSection>
  );
}
