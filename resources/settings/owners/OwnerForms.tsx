import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { DeleteWithConfirmButton, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { OwnerChoices } from '../../../schema/api/owners';
import { ownerSchema, ownerUpdateSchema } from '../../../schema/owners';
import { QueryContent, SchemaCreate, SchemaEdit, SchemaForm, useProviderQuery } from '../../../src/forms';
import { OWNERS_PATH, OWNERS_RESOURCE, ownerFields } from './ownerModel';

function useChoices() {
  return useProviderQuery<OwnerChoices>([OWNERS_RESOURCE, 'choices'], (dp: AppDataProvider) =>
    dp.getOwnerChoices(),
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
        <Button component={Link} to={OWNERS_PATH}>
          {translate('owners_back_to_list')}
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
        void queryClient.invalidateQueries({ queryKey: [OWNERS_RESOURCE, 'getList'] });
        navigate(OWNERS_PATH);
      },
    }),
    [notify, queryClient, navigate, message],
  );
}

/** `/settings/user-management/owners/create`: a new owner. */
export function OwnerCreate() {
  const choices = useChoices();
  const mutationOptions = useDone('owners_saved');
  return (
    <Page title="owners_create_title">
      <QueryContent query={choices}>
        {(data) => (
          <SchemaCreate resource={OWNERS_RESOURCE} redirect={false} mutationOptions={mutationOptions}>
            <SchemaForm
              fields={ownerFields(data)}
              schema={ownerSchema}
              defaultValues={{ objects: [], buildings: [] }}
              warnWhenUnsavedChanges
            />
          </SchemaCreate>
        )}
      </QueryContent>
    </Page>
  );
}

/** `/settings/user-management/owners/{id}`: the owner's form, and deleting them. */
export function OwnerEdit() {
  const { id = '' } = useParams();
  const choices = useChoices();
  const mutationOptions = useDone('owners_saved');
  const deleted = useDone('owners_deleted');
  return (
    <Page title="owners_edit_title">
      <QueryContent query={choices}>
        {(data) => (
          <SchemaEdit resource={OWNERS_RESOURCE} id={id} redirect={false} mutationOptions={mutationOptions}>
            <SchemaForm fields={ownerFields(data)} schema={ownerUpdateSchema} warnWhenUnsavedChanges />
            <Stack direction="row">
              <DeleteWithConfirmButton
                resource={OWNERS_RESOURCE}
                redirect={false}
                mutationMode="pessimistic"
                mutationOptions={deleted}
                confirmTitle="owners_delete_title"
                confirmContent="owners_delete_content"
              />
            </Stack>
          </SchemaEdit>
        )}
      </QueryContent>
    </Page>
  );
}
