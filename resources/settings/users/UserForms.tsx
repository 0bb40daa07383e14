import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { UserChoices, UserCreatedReply, UserDetail } from '../../../schema/api/users';
import { userCreateSchema, userUpdateSchema } from '../../../schema/users';
import { QueryContent, SchemaCreate, SchemaEdit, SchemaForm, useProviderQuery } from '../../../src/forms';
import { RecordPage } from '../RecordPages';
import { UserActions } from './UserActions';
import { USERS_PATH, USERS_RESOURCE, userFields } from './userModel';

/** A new user speaks German, has the user role and works in the current project. */
const newUser = (choices: UserChoices) => ({
  language: 'de',
  role: 'user',
  projects: [choices.currentProject],
});

function useChoices() {
  return useProviderQuery<UserChoices>(['settings/users', 'choices'], (dp: AppDataProvider) =>
    dp.getUserChoices(),
  );
}

const Page = ({ title, children }: { title: string; children: ReactNode }) => (
  <RecordPage title={title} backTo={USERS_PATH} backLabel="users_back_to_list">
    {children}
  </RecordPage>
);

/**
 * `/settings/user-management/users/create`: invites a user; the mail is queued on save and the
 * notice says whether it leaves or waits in the outbox (no mail server).
 */
export function UserCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choices = useChoices();
  const mutationOptions = useMemo(
    () => ({
      onSuccess: (user: UserCreatedReply) => {
        // without a mail server the invitation waits in the outbox: said so, never "sent"
        const waiting = user.delivery === 'outbox';
        notify(waiting ? 'users_invited_outbox' : 'users_invited', {
          type: waiting ? 'warning' : 'success',
          messageArgs: { email: user.email },
        });
        void queryClient.invalidateQueries({ queryKey: [USERS_RESOURCE, 'getList'] });
        navigate(USERS_PATH);
      },
    }),
    [notify, queryClient, navigate],
  );
  return (
    <Page title="users_create_title">
      <QueryContent query={choices}>
        {(data) => (
          <SchemaCreate resource={USERS_RESOURCE} redirect={false} mutationOptions={mutationOptions}>
            <SchemaForm
              fields={userFields(data, 'create')}
              schema={userCreateSchema}
              defaultValues={newUser(data)}
              warnWhenUnsavedChanges
            />
          </SchemaCreate>
        )}
      </QueryContent>
    </Page>
  );
}

function EditForm({ choices }: { choices: UserChoices }) {
  const translate = useTranslate();
  const record = useRecordContext<UserDetail & { id: number }>();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      {record.editable ? null : <Alert severity="info">{translate('users_superadmin_only')}</Alert>}
      <UserActions user={record} />
      <SchemaForm
        fields={userFields(choices, 'edit', record.role).map((f) => ({ ...f, disabled: !record.editable }))}
        schema={userUpdateSchema}
        warnWhenUnsavedChanges
      />
    </Stack>
  );
}

/** `/settings/user-management/users/{id}`: the user's form and the actions on their access. */
export function UserEdit() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const choices = useChoices();
  const mutationOptions = useMemo(
    () => ({
      onSuccess: () => {
        notify('users_saved', { type: 'success' });
        void queryClient.invalidateQueries({ queryKey: [USERS_RESOURCE, 'getList'] });
      },
    }),
    [notify, queryClient],
  );
  return (
    <Page title="users_edit_title">
      <QueryContent query={choices}>
        {(data) => (
          <SchemaEdit resource={USERS_RESOURCE} id={id} redirect={false} mutationOptions={mutationOptions}>
            <EditForm choices={data} />
          </SchemaEdit>
        )}
      </QueryContent>
    </Page>
  );
}
