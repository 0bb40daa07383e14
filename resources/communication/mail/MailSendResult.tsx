import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MailBatchProgress, MailContact, MailSendReply } from '../../../schema/api/communication';
import { batchPercent } from './mailDialogModel';

const STATUS_COLOR = { queued: 'success.dark', letter: 'info.dark', failed: 'error.dark' } as const;

export interface MailSendResultProps {
  reply: MailSendReply;
  contacts: readonly MailContact[];
  progress: MailBatchProgress | null;
  /** the file name the letters' PDF was saved under, if there was one */
  letters: string | null;
}

/** After a send: each row's result (queued, letter, failed with the reason) and how far delivery is. */
export function MailSendResult({ reply, contacts, progress, letters }: MailSendResultProps) {
  const translate = useTranslate();
  const names = new Map(contacts.map((contact) => [contact.id, contact.name]));
  const percent = progress ? batchPercent(progress) : 0;
  // no mail server: the mails wait in the outbox, and the result says so instead of "ready"
  const outbox = reply.delivery === 'outbox';
  return (
    <Box component="section" aria-labelledby="mail-dialog-result-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="mail-dialog-result-heading" variant="subtitle1" component="h3">
        {translate('mail_dialog_result_heading')}
      </Typography>
      <Typography role="status">
        {translate('mail_dialog_result_summary', {
          queued: reply.queued,
          letters: reply.letters,
          failed: reply.results.filter((r) => r.status === 'failed').length,
        })}
      </Typography>
      {outbox && reply.queued > 0 && !progress && (
        <Alert severity="warning" data-testid="mail-delivery-outbox">
          {translate('mail_dialog_delivery_outbox')}
        </Alert>
      )}
      {letters && <Alert severity="info">{translate('mail_dialog_letters_saved', { name: letters })}</Alert>}
      {progress && (
        <Box role="status" aria-live="polite">
          {progress.delivering ? (
            <>
              <Typography variant="body2">
                {translate('mail_dialog_batch_progress', {
                  sent: progress.sent,
                  total: progress.total,
                  failed: progress.failed + progress.bounced,
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={translate('mail_dialog_batch_progress_label')}
              />
            </>
          ) : (
            <Alert severity="info">
              {translate('mail_dialog_outbox_waiting', { count: progress.queued })}
            </Alert>
          )}
        </Box>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="mail-dialog-result-heading">
          <TableHead>
            <TableRow>
              <TableCell>{translate('mail_dialog_recipient')}</TableCell>
              <TableCell>{translate('mail_dialog_result_status')}</TableCell>
              <TableCell>{translate('mail_dialog_result_reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reply.results.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{names.get(row.id) ?? `#${row.id}`}</TableCell>
                <TableCell sx={{ color: STATUS_COLOR[row.status], fontWeight: 500 }}>
                  {translate(
                    row.status === 'queued' && outbox
                      ? 'mail_dialog_status_outbox'
                      : `mail_dialog_status_${row.status}`,
                  )}
                </TableCell>
                <TableCell>{row.status === 'queued' ? '' : (row.message ?? '')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
