import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ContractInfo, ContractReply } from '../../schema/api/tenantContract';
import { contractMailSchema, contractStatusChangeSchema } from '../../schema/tenantContract';
import {
  FormSaveButton,
  QueryContent,
  SchemaForm,
  useConfirmDiscard,
  useNotifySuccess,
  useProviderQuery,
  type FieldSpec,
} from '../../src/forms';
import { ContractForm } from '../create-contract/ContractForm';

const NO_RECORD = {};

function useDone(onClose: () => void) {
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  return (data: ContractReply, fallback: string) => {
    notifySuccess(data.message, fallback);
    onClose();
    void queryClient.invalidateQueries({ queryKey: ['tenant'] });
    return data;
  };
}

/** The agreement's terms in a dialog (printed contracts: no digital-contract page). */
export function ContractTermsDialog({ info, onClose }: { info: ContractInfo; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const discard = useConfirmDiscard(onClose);
  return (
    <>
      <Dialog open onClose={discard.requestClose} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>{translate('contract_page_title', { name: info.name })}</DialogTitle>
        <DialogContent>
          <ContractForm
            info={info}
            onSaved={onClose}
            unsaved={discard.unsaved}
            cancel={<Button onClick={discard.requestClose}>{translate('ra.action.cancel')}</Button>}
          />
        </DialogContent>
      </Dialog>
      {discard.confirmation}
    </>
  );
}

const MAIL_FIELDS: readonly FieldSpec[] = [
  { source: 'subject', kind: 'text', label: 'contract_field_subject', required: true, wide: true },
  { source: 'body', kind: 'richtext', label: 'contract_field_body', required: true, wide: true },
];

/** The mail that sends the agreement (or reminds of it), as the tenant will read it, editable. */
export function ContractMailDialog({
  info,
  kind,
  onClose,
}: {
  info: ContractInfo;
  kind: 'send' | 'remind';
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const discard = useConfirmDiscard(onClose);
  const done = useDone(onClose);
  const preview = useProviderQuery(
    ['tenant', info.tenantId, 'contract-mail', kind, info.version],
    (provider) =>
      kind === 'send'
        ? provider.previewContractMail(info.tenantId)
        : provider.previewContractReminder(info.tenantId),
  );
  const submit = async (values: Record<string, unknown>) => {
    const mail = contractMailSchema.parse({ ...values, version: info.version });
    const { data } =
      kind === 'send'
        ? await dataProvider.sendContract(info.tenantId, mail)
        : await dataProvider.sendContractReminder(info.tenantId, mail);
    discard.unsaved.current = false;
    return done(data, 'contract_send');
  };
  return (
    <>
      <Dialog open onClose={discard.requestClose} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>
          {translate(kind === 'send' ? 'contract_send_title' : 'contract_remind_title', {
            email: info.email,
          })}
        </DialogTitle>
        <DialogContent>
          <QueryContent query={preview}>
            {(mail) => (
              <SchemaForm
                fields={MAIL_FIELDS}
                record={NO_RECORD}
                schema={contractMailSchema.omit({ version: true })}
                defaultValues={{ subject: mail.subject, body: mail.body }}
                onSubmit={submit}
                serverErrors={{ refuseInForm: [409] }}
                unsaved={discard.unsaved}
                toolbar={
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
                    <Button onClick={discard.requestClose}>{translate('ra.action.cancel')}</Button>
                    <FormSaveButton label="contract_send_submit" icon={<></>} alwaysEnable />
                  </Box>
                }
              >
                <DialogContentText>
                  {translate('contract_attachment', { name: mail.attachment })}
                </DialogContentText>
              </SchemaForm>
            )}
          </QueryContent>
        </DialogContent>
      </Dialog>
      {discard.confirmation}
    </>
  );
}

const SIGNED_FIELDS: readonly FieldSpec[] = [
  {
    source: 'signedFile',
    kind: 'file',
    label: 'contract_field_signed_file',
    required: true,
    multiple: false,
  },
];

/** Files the signed scan (uploaded with the usual checks): the contract is signed. */
export function SignedContractDialog({
  info,
  applicationId,
  onClose,
}: {
  info: ContractInfo;
  applicationId: number;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const discard = useConfirmDiscard(onClose);
  const done = useDone(onClose);
  const submit = async (values: Record<string, unknown>) => {
    const file = values.signedFile as { url?: string } | null;
    const payload = contractStatusChangeSchema.parse({
      version: info.version,
      contractState: 'with_contract',
      signedFile: file?.url ?? '',
    });
    const { data } = await dataProvider.changeContractStatus(applicationId, payload);
    discard.unsaved.current = false;
    return done(data, 'contract_upload_signed');
  };
  return (
    <>
      <Dialog open onClose={discard.requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('contract_upload_signed')}</DialogTitle>
        <DialogContent>
          <SchemaForm
            fields={SIGNED_FIELDS}
            record={NO_RECORD}
            defaultValues={{ signedFile: null }}
            onSubmit={submit}
            serverErrors={{ refuseInForm: [409] }}
            unsaved={discard.unsaved}
            toolbar={
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
                <Button onClick={discard.requestClose}>{translate('ra.action.cancel')}</Button>
                <FormSaveButton label="contract_upload_signed" icon={<></>} alwaysEnable />
              </Box>
            }
          />
        </DialogContent>
      </Dialog>
      {discard.confirmation}
    </>
  );
}
