import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { documentsRequestSchema } from '../../schema/actionLinks';
import type { DocumentsRequestItem, RequestedCategory } from '../../schema/api/actionLinks';
import { formatDate } from '../../schema/dates';
import {
  QueryContent,
  useNotifySuccess,
  useProviderMutation,
  useProviderQuery,
  useProviderSubmit,
  type FieldSpec,
} from '../../src/forms';
import { FormDialog } from './DeactivateDialog';

const day = (iso: string) => formatDate(iso.slice(0, 10));

/** One request: what was asked, until when, how many documents came, and a way to withdraw it. */
function RequestCard({
  request,
  canWrite,
  onRevoke,
  revoking,
}: {
  request: DocumentsRequestItem;
  canWrite: boolean;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const translate = useTranslate();
  const status =
    request.state === 'open'
      ? translate('documents_request_state_open', { date: day(request.expires_at) })
      : translate(`documents_request_state_${request.state}`);
  return (
    <Paper variant="outlined" component="article" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h4">
        {request.categories.map((c) => c.label).join(', ')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {`${translate('documents_request_asked', { date: day(request.created_at) })} · ${status} · ${translate(
          'documents_request_uploaded',
          { smart_count: request.uploaded },
        )}`}
      </Typography>
      {request.message && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {request.message}
        </Typography>
      )}
      {canWrite && request.state === 'open' && (
        <Button size="small" sx={{ justifySelf: 'start' }} disabled={revoking} onClick={onRevoke}>
          {translate('documents_request_revoke')}
        </Button>
      )}
    </Paper>
  );
}

function RequestDialog({
  categories,
  onSubmit,
  onClose,
}: {
  categories: readonly RequestedCategory[];
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const fields = useMemo<FieldSpec[]>(
    () => [
      {
        source: 'categories',
        kind: 'tags',
        label: 'documents_request_categories',
        required: true,
        autoFocus: true,
        translateChoice: false,
        choices: categories.map((c) => ({ id: c.key, name: c.label })),
      },
      { source: 'message', kind: 'textarea', label: 'documents_request_message' },
    ],
    [categories],
  );
  return (
    <FormDialog
      title="documents_request_title"
      text={translate('documents_request_text')}
      fields={fields}
      schema={documentsRequestSchema}
      defaultValues={{ categories: [], message: '' }}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="documents_request_send"
    />
  );
}

/**
 * The document requests of an application (in its panel, under its documents): the staff ask the
 * household for documents of the application form's file fields with a message; the mail carries
 * the upload link. Each request shows what it asks, until when, how many documents arrived, and
 * may be withdrawn while open.
 */
export function DocumentsRequests({ id, canWrite }: { id: number; canWrite: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const [asking, setAsking] = useState(false);
  const key = ['application', id, 'documents-requests'];
  const query = useProviderQuery(key, (dp) => dp.getDocumentsRequests(id));
  const request = useProviderSubmit(
    (provider, values: Record<string, unknown>) =>
      provider.requestDocuments(id, documentsRequestSchema.parse(values)),
    {
      invalidate: [key],
      onSuccess: ({ data }) => {
        setAsking(false);
        // a request whose mail waits (no mail server) or cannot go (no address) is a warning
        if (data.mail.status === 'queued') notifySuccess(data.message, 'documents_request_done');
        else notify(data.message, { type: 'warning', messageArgs: { _: data.message } });
      },
    },
  );
  const revoke = useProviderMutation(
    (provider, requestId: number) => provider.revokeDocumentsRequest(id, requestId),
    {
      invalidate: [key],
      onSuccess: ({ data }) => notifySuccess(data.message, 'documents_request_revoked'),
    },
  );
  return (
    <QueryContent query={query}>
      {({ categories, requests }) => (
        <>
          {requests.map((item) => (
            <RequestCard
              key={item.id}
              request={item}
              canWrite={canWrite}
              revoking={revoke.isPending && revoke.variables === item.id}
              onRevoke={() => revoke.mutate(item.id)}
            />
          ))}
          {canWrite &&
            (categories.length > 0 ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                sx={{ justifySelf: 'start' }}
                onClick={() => setAsking(true)}
              >
                {translate('documents_request_button')}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('documents_request_no_categories')}
              </Typography>
            ))}
          {asking && (
            <RequestDialog
              categories={categories}
              onSubmit={(values) => request.submit(values)}
              onClose={() => setAsking(false)}
            />
          )}
        </>
      )}
    </QueryContent>
  );
}
