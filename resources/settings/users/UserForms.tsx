import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo, type ReactNode } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { UserChoices, UserCreatedReply, UserDetail } from '../../../schema/api/users';
import { userCreateSchema, userUpdateSchema } from '../../../schema/users';
import { QueryContent, SchemaCreate, SchemaEdit, SchemaForm, useProviderQuery } from '../../../src/forms';
import { RecordPage, useSettingsListDone } from '../RecordPages';
import { UserActions } from './UserActions';
import { USERS_LIST, USERS_PATH, userFields } from './userModel';

/** A new user speaks German, has the user role and works in the current project. */
const newUser = (choices: UserChoices) => ({
  language: 'de',
  role: 'user',
  projects: [choices.currentProject],
});

function useChoices() {
  return useProviderQuery<UserChoices>(
    [USERS_LIST.resource, 'choices', USERS_LIST.meta],
    (dp: AppDataProvider) => dp.getUserChoices(),
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
  const { meta, reloadList } = useSettingsListDone(USERS_LIST);
  const choices = useChoices();
  const mutationOptions = useMemo(
    () => ({
      meta,
      onSuccess: (user: UserCreatedReply) => {
        // without a mail server the invitation waits in the outbox: said so, never "sent"
        const waiting = user.delivery === 'outbox';
        notify(waiting ? 'users_invited_outbox' : 'users_invited', {
          type: waiting ? 'warning' : 'success',
          messageArgs: { email: user.email },
        });
        reloadList();
        navigate(USERS_PATH);
      },
    }),
    [notify, meta, reloadList, navigate],
  );
  return (
    <Page title="users_create_title">
      <QueryContent query={choices}>
        {(data) => (
          <SchemaCreate resource={USERS_LIST.resource} redirect={false} mutationOptions={mutationOptions}>
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
  const { meta, reloadList } = useSettingsListDone(USERS_LIST);
  const choices = useChoices();
  const mutationOptions = useMemo(
    () => ({
      meta,
      onSuccess: () => {
        notify('users_saved', { type: 'success' });
        reloadList();
      },
    }),
    [notify, meta, reloadList],
  );
  return (
    <Page title="users_edit_title">
      <QueryContent query={choices}>
        {(data) => (
          <SchemaEdit
            resource={USERS_LIST.resource}
            id={id}
            redirect={false}
            queryOptions={{ meta }}
            mutationOptions={mutationOptions}
          >
            <EditForm choices={data} />
          </SchemaEdit>
        )}
      </QueryContent>
    </Page>
  );
}
