import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { DeleteWithConfirmButton, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { TeamChoices } from '../../../schema/api/teams';
import { teamSchema, teamUpdateSchema } from '../../../schema/teams';
import { QueryContent, SchemaCreate, SchemaEdit, SchemaForm, useProviderQuery } from '../../../src/forms';
import { TEAMS_PATH, TEAMS_RESOURCE, teamFields } from './teamModel';

function useChoices() {
  return useProviderQuery<TeamChoices>([TEAMS_RESOURCE, 'choices'], (dp: AppDataProvider) =>
    dp.getTeamChoices(),
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper component="article" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
        <Button component={Link} to={TEAMS_PATH}>
          {translate('teams_back_to_list')}
        </Button>
      </Stack>
      {children}
    </Paper>
  );
}

function useDone(message: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      onSuccess: () => {
        notify(message, { type: 'success' });
        void queryClient.invalidateQueries({ queryKey: [TEAMS_RESOURCE, 'getList'] });
        navigate(TEAMS_PATH);
      },
    }),
    [notify, queryClient, navigate, message],
  );
}

/** `/settings/user-management/teams/create`: a new team serving the current project. */
export function TeamCreate() {
  const choices = useChoices();
  const mutationOptions = useDone('teams_saved');
  return (
    <Page title="teams_create_title">
      <QueryContent query={choices}>
        {(data) => (
          <SchemaCreate resource={TEAMS_RESOURCE} redirect={false} mutationOptions={mutationOptions}>
            <SchemaForm
              fields={teamFields(data)}
              schema={teamSchema}
              defaultValues={{ members: [], projects: [] }}
              warnWhenUnsavedChanges
            />
          </SchemaCreate>
        )}
      </QueryContent>
    </Page>
  );
}

/** `/settings/user-management/teams/{id}`: the team's form, and deleting it. */
export function TeamEdit() {
  const { id = '' } = useParams();
  const choices = useChoices();
  const mutationOptions = useDone('teams_saved');
  const deleted = useDone('teams_deleted');
  return (
    <Page title="teams_edit_title">
      <QueryContent query={choices}>
        {(data) => (
          <SchemaEdit resource={TEAMS_RESOURCE} id={id} redirect={false} mutationOptions={mutationOptions}>
            <SchemaForm fields={teamFields(data)} schema={teamUpdateSchema} warnWhenUnsavedChanges />
            <Stack direction="row">
              <DeleteWithConfirmButton
                resource={TEAMS_RESOURCE}
                redirect={false}
                mutationMode="pessimistic"
                mutationOptions={deleted}
                confirmTitle="teams_delete_title"
                confirmContent="teams_delete_content"
              />
            </Stack>
          </SchemaEdit>
        )}
      </QueryContent>
    </Page>
  );
}
