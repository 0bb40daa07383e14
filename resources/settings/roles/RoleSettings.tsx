import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CheckboxGroupInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider';
import type { RoleSetting, RolesReply } from '../../../schema/api/roles';
import type { PermissionKey } from '../../../schema/permissions';
import { rolePermissionsSchema, type EditableRole } from '../../../schema/roles';
import {
  ActionButton,
  dataOf,
  FormSaveButton,
  FormSection,
  QueryContent,
  SchemaForm,
  useProviderQuery,
} from '../../../src/forms';
import { keyChoices, ROLES_KEY } from './roleModel';

const SERVER_ERRORS = {
  messageKey: (key: string) => `settings_error_${key}`,
  conflictKeys: ['role_settings_changed'],
  conflictMessage: 'roles_conflict',
} as const;

function RoleForm({
  keys,
  setting,
  onReload,
}: {
  keys: readonly PermissionKey[];
  setting: RoleSetting;
  onReload: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const schema = useMemo(() => rolePermissionsSchema(setting.role), [setting.role]);
  const defaultValues = useMemo(
    () => ({ permissions: setting.permissions, version: setting.version }),
    [setting],
  );
  const choices = useMemo(() => keyChoices(keys, setting, translate), [keys, setting, translate]);

  const store = (saved: RoleSetting) =>
    queryClient.setQueryData<RolesReply>(ROLES_KEY, (old) =>
      old ? { ...old, roles: old.roles.map((r) => (r.role === saved.role ? saved : r)) } : old,
    );

  const save = async (values: FieldValues) => {
    const { permissions, version } = values as { permissions: PermissionKey[]; version: number };
    store(dataOf(await dataProvider.saveRole(setting.role, permissions, version)));
    notify('roles_saved', { type: 'success' });
  };

  const reset = async () => {
    store(dataOf(await dataProvider.resetRole(setting.role)));
    notify('roles_saved', { type: 'success' });
  };

  return (
    <SchemaForm
      key={`${setting.role}:${setting.version}`}
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={save}
      serverFields={['permissions']}
      serverErrors={SERVER_ERRORS}
      onReload={onReload}
      reloadLabel="roles_conflict_reload"
      warnWhenUnsavedChanges
      toolbar={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FormSaveButton />
          <ActionButton label="roles_reset" onAction={reset} disabled={!setting.customised} variant="text" />
        </Stack>
      }
    >
      <CheckboxGroupInput
        source="permissions"
        label="roles_permissions"
        choices={choices}
        row={false}
        helperText={false}
      />
    </SchemaForm>
  );
}

function LoadedRoles({ reply, onReload }: { reply: RolesReply; onReload: () => Promise<unknown> }) {
  const translate = useTranslate();
  const [role, setRole] = useState<EditableRole>(reply.roles[0]!.role);
  const setting = reply.roles.find((r) => r.role === role) ?? reply.roles[0]!;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          label={translate('roles_role')}
          value={setting.role}
          onChange={(event) => setRole(event.target.value as EditableRole)}
          sx={{ minWidth: 220 }}
          size="small"
        >
          {reply.roles.map((r) => (
            <MenuItem key={r.role} value={r.role}>
              {translate(`settings_role_${r.role}`)}
            </MenuItem>
          ))}
        </TextField>
        <Chip
          size="small"
          color={setting.customised ? 'primary' : 'default'}
          label={translate(setting.customised ? 'roles_customised' : 'roles_defaults')}
        />
      </Stack>
      <RoleForm keys={reply.keys} setting={setting} onReload={onReload} />
    </Stack>
  );
}

/**
 * Project settings > user management > roles: the permission keys of each role in this project,
 * changed from the defaults; the keys a role can never have are shown disabled. A change applies
 * to every session of the role from its next request.
 */
export function RoleSettings() {
  const translate = useTranslate();
  const query = useProviderQuery(ROLES_KEY, (provider) => provider.getRoles());
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%' }}>
      <Stack spacing={0.5}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {translate('settings_menu_user_management')}
        </Typography>
        <Typography variant="h5" component="h1">
          {translate('roles_title')}
        </Typography>
      </Stack>
      <FormSection title="roles_permissions" description={translate('roles_intro')}>
        <QueryContent query={query} loadingHeight={480}>
          {(reply) => <LoadedRoles reply={reply} onReload={() => query.refetch()} />}
        </QueryContent>
      </FormSection>
    </Stack>
  );
}
