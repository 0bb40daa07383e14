import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { errorNotifications, statusOf, type AppDataProvider } from '../../../dataProvider';
import type { DocumentsRequestInfoReply, RequestedCategory } from '../../../schema/api/actionLinks';
import { formatDate, swissDay } from '../../../schema/dates';
import { PublicFormFrame } from '../application/PublicFormFrame';
import { useLoad } from '../application/useLoad';
import { ActionClosed } from './ActionClosed';
import { ActionLanguage, ActionLoadFrame, useLinkLanguage } from './ActionPageShell';

type Request = NonNullable<DocumentsRequestInfoReply['request']>;

/** One category asked for: its files chosen with the keyboard or a tap, uploaded at once. */
function CategoryUpload({
  category,
  request,
  uuid,
  token,
  onDone,
}: {
  category: RequestedCategory;
  request: Request;
  uuid: string;
  token: string;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const uploaded = request.uploaded.filter((d) => d.category === category.key);
  const personId = category.scope === 'adult' ? (request.adults[0]?.id ?? null) : null;

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    setStatus({ severity: 'info', text: translate('action_documents_uploading', { percent: 0 }) });
    try {
      const { data } = await dataProvider.uploadRequestedDocuments(uuid, token, {
        files,
        category: category.key,
        personId,
        onProgress: (percent) =>
          setStatus({ severity: 'info', text: translate('action_documents_uploading', { percent }) }),
      });
      const problems = data.errors.map((e) => `${e.file_names.join(', ')}: ${e.message}`);
      setStatus({
        severity: data.errors.length > 0 ? 'error' : 'success',
        text: [data.message, ...problems].join(' '),
      });
      onDone();
    } catch (error) {
      const body = (error as { body?: { errors?: Array<{ file_names: string[]; message: string }> } }).body;
      const problems = body?.errors?.map((e) => `${e.file_names.join(', ')}: ${e.message}`) ?? [];
      const message = errorNotifications(error, translate)[0]?.message ?? translate('action_load_failed');
      setStatus({ severity: 'error', text: [message, ...problems].join(' ') });
      if (statusOf(error) === 410) onDone();
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${inputId}-title`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={`${inputId}-title`} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {category.label}
          </Typography>
          {/* a real button that opens the hidden file input (a label with the role of a button is
              not allowed by ARIA) */}
          <Button
            variant="contained"
            size="large"
            sx={{ minHeight: 48, alignSelf: 'flex-start' }}
            onClick={() => fileInput.current?.click()}
          >
            {translate('action_documents_choose', { category: category.label })}
          </Button>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            tabIndex={-1}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void send(files);
            }}
          />
          {status ? (
            <Alert severity={status.severity} role={status.severity === 'error' ? 'alert' : 'status'}>
              {status.text}
            </Alert>
          ) : null}
          <Typography variant="subtitle2" component="h3">
            {translate('action_documents_uploaded')}
          </Typography>
          {uploaded.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('action_documents_none')}
            </Typography>
          ) : (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {uploaded.map((d) => (
                <li key={d.id} style={{ overflowWrap: 'anywhere' }}>
                  {d.name}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function DocumentsUpload() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { uuid = '', token = '' } = useParams();
  const { load, retry, reload } = useLoad<DocumentsRequestInfoReply>(
    () => dataProvider.getDocumentsRequest(uuid, token),
    [uuid, token],
    'action_link_invalid',
  );
  useLinkLanguage(load.state === 'done' ? load.data.language : undefined);
  if (load.state !== 'done')
    return <ActionLoadFrame load={load} title="action_documents_title" retry={retry} />;
  const info = load.data;
  const { request } = info;
  return (
    <PublicFormFrame
      project={info.contact.project}
      title={info.state === 'open' ? 'action_documents_title' : 'action_closed_title'}
      intro={
        request
          ? translate('action_documents_intro', {
              name: request.applicant_name,
              date: formatDate(swissDay(new Date(request.expires_at))),
            })
          : undefined
      }
    >
      {info.state !== 'open' || !request ? (
        <ActionClosed state={info.state === 'open' ? 'revoked' : info.state} contact={info.contact} />
      ) : (
        <Stack spacing={2}>
          {request.message ? (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle2" component="h2">
                  {translate('action_documents_message')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {request.message}
                </Typography>
              </CardContent>
            </Card>
          ) : null}
          {request.categories.map((category) => (
            <CategoryUpload
              key={category.key}
              category={category}
              request={request}
              uuid={uuid}
              token={token}
              onDone={reload}
            />
          ))}
        </Stack>
      )}
    </PublicFormFrame>
  );
}

/** `action/{uuid}/{token}/documents-upload-form`: the household uploads the documents the staff asked for. */
export function DocumentsUploadPage() {
  return (
    <ActionLanguage>
      <DocumentsUpload />
    </ActionLanguage>
  );
}
