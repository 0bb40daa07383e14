import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type MutableRefObject } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ContractInfo, ContractReply } from '../../schema/api/tenantContract';
import { contractTermsSchema, contractTermsSchemaFor } from '../../schema/tenantContract';
import { FormSaveButton, SchemaForm, useNotifySuccess } from '../../src/forms';
import { contractFields, contractValues } from './contractFields';

/** The form's own values only: never a record of a surrounding react-admin context. */
const NO_RECORD = {};

/**
 * The agreement's terms (react-admin form on the shared rules of schema/tenantContract.ts: the
 * deposit at most three monthly rents, the notice at least the law's): saved with the tenant's
 * version; "reset" takes the object's rents and the template's clauses again.
 */
export function ContractForm({
  info,
  onSaved,
  unsaved,
  cancel,
}: {
  info: ContractInfo;
  onSaved: (reply: ContractReply) => void;
  unsaved?: MutableRefObject<boolean>;
  cancel?: React.ReactNode;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const fields = useMemo(() => contractFields(locale), [locale]);
  const schema = useMemo(() => contractTermsSchemaFor(info.objectType), [info.objectType]);
  const defaults = useMemo(() => contractValues(info), [info]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['tenant'] });

  const done = (data: ContractReply) => {
    notifySuccess(data.message, 'contract_save');
    if (unsaved) unsaved.current = false;
    void refresh();
    onSaved(data);
    return data;
  };
  const submit = async (values: Record<string, unknown>) => {
    const { data } = await dataProvider.saveContract(info.tenantId, contractTermsSchema.parse(values));
    return done(data);
  };
  const reset = async () => {
    const { data } = await dataProvider.resetContract(info.tenantId, info.version);
    done(data);
  };

  return (
    <SchemaForm
      fields={fields}
      columns={2}
      record={NO_RECORD}
      schema={schema}
      defaultValues={defaults}
      onSubmit={submit}
      onReload={refresh}
      serverErrors={{ refuseInForm: [409] }}
      unsaved={unsaved}
      toolbar={
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          {cancel}
          <Button onClick={() => void reset()}>{translate('contract_reset')}</Button>
          <FormSaveButton label="contract_save" icon={<></>} />
        </Box>
      }
    >
      {info.signing && info.progress_state === 'contract_sent' ? (
        <Alert severity="warning">{translate('contract_signing_change_warning')}</Alert>
      ) : null}
      {info.templateFallback ? (
        <Alert severity="info">{translate('contract_template_fallback')}</Alert>
      ) : null}
    </SchemaForm>
  );
}
