import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { statusOf, type AppDataProvider } from '../../../dataProvider';
import { signingDocumentUrl } from '../../../dataProvider/contractSigningMethods';
import { errorNotifications } from '../../../dataProvider/errors';
import type { SigningPageInfo } from '../../../schema/api/contractSigning';
import { contractSignSchema, type ContractSignInput } from '../../../schema/contractSigning';
import { SchemaForm } from '../../forms';
import type { FieldSpec } from '../../forms/fieldSpec';
import { PublicFormFrame } from '../application/PublicFormFrame';
import { useLoad } from '../application/useLoad';
import { ActionClosed } from './ActionClosed';
import { ActionLanguage, ActionLoadFrame, useLinkLanguage } from './ActionPageShell';

const FIELDS: readonly FieldSpec[] = [
  { kind: 'text', source: 'name', label: 'action_signing_name', required: true, autoComplete: 'name' },
  {
    kind: 'text',
    source: 'code',
    label: 'action_signing_code',
    required: true,
    autoComplete: 'one-time-code',
    maxLength: 6,
  },
];

function SigningForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { uuid = '', token = '' } = useParams();
  const { load, retry, reload } = useLoad<SigningPageInfo>(
    () => dataProvider.getSigningInfo(uuid, token),
    [uuid, token],
    'action_link_invalid',
  );
  const [done, setDone] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  useLinkLanguage(load.state === 'done' ? load.data.language : undefined);

  if (load.state !== 'done')
    return <ActionLoadFrame load={load} title="action_signing_title" retry={retry} />;
  const info = load.data;

  const fail = (error: unknown) => {
    const status = statusOf(error);
    if (status === 410) {
      reload();
      return;
    }
    setNotice({ severity: 'error', text: errorNotifications(error, translate)[0]?.message ?? String(error) });
  };
  const sendCode = async () => {
    try {
      const { data } = await dataProvider.sendSigningCode(uuid, token);
      setNotice({ severity: 'success', text: data.message });
    } catch (error) {
      fail(error);
    }
  };
  const submit = async (values: FieldValues) => {
    try {
      const body = { ...(values as ContractSignInput), sha256: info.sha256 };
      const { data } = await dataProvider.signContract(uuid, token, body);
      setDone(data.message);
    } catch (error) {
      fail(error);
    }
  };

  const open = info.state === 'open' && !done;
  return (
    <PublicFormFrame
      project={info.project}
      title={done ? 'action_signing_done_title' : open ? 'action_signing_title' : 'action_closed_title'}
      intro={open ? translate('action_signing_intro', { name: info.name, object: info.object }) : undefined}
    >
      {!open ? (
        <ActionClosed
          state={info.state === 'open' || info.state === 'signed' ? 'used' : info.state}
          contact={info.contact}
          done={done ?? undefined}
        />
      ) : (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1}>
                <Link
                  href={signingDocumentUrl(uuid, token)}
                  target="_blank"
                  rel="noopener"
                  sx={{ fontWeight: 600 }}
                >
                  {translate('action_signing_document')}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {translate('action_signing_fingerprint')}
                </Typography>
                <Typography component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {info.sha256}
                </Typography>
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="body2">
                  {translate('action_signing_code_intro', { email: info.email })}
                </Typography>
                <Button
                  variant="outlined"
                  size="large"
                  sx={{ minHeight: 48 }}
                  onClick={() => void sendCode()}
                >
                  {translate('action_signing_send_code')}
                </Button>
                {notice ? (
                  <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
                    {notice.text}
                  </Alert>
                ) : null}
                <SchemaForm
                  schema={contractSignSchema.omit({ sha256: true })}
                  defaultValues={{ name: info.name, code: '' }}
                  fields={FIELDS}
                  onSubmit={submit}
                  formAttributes={{ 'aria-label': translate('action_signing_title') }}
                  notifyInputErrors={false}
                  toolbar={
                    <Stack spacing={1} sx={{ mt: 1 }}>
                      <Typography variant="body2" color="text.secondary">
                        {translate('action_signing_consent')}
                      </Typography>
                      <Button type="submit" variant="contained" size="large" sx={{ minHeight: 48 }}>
                        {translate('action_signing_submit')}
                      </Button>
                    </Stack>
                  }
                />
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      )}
    </PublicFormFrame>
  );
}

/** `action/{uuid}/{token}/contract-signing`: an adult of the household signs the rental agreement. */
export function ContractSigningPage() {
  return (
    <ActionLanguage>
      <SigningForm />
    </ActionLanguage>
  );
}
