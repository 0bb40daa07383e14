import CallMade from '@mui/icons-material/CallMade';
import CallReceived from '@mui/icons-material/CallReceived';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../schema/dates';
import type { FeedMail } from '../../schema/api/communication';
import { MailAttachments } from './MailAttachments';
import { MailBody } from './MailBody';
import { bounceQuote, reasonKey, STATUS_COLORS } from './messengerModel';

/**
 * One mail of the messenger: who wrote to whom and when, its state (received, queued, sent,
 * failed or bounced with the reason), subject, body and attachments. Incoming mails sit on the
 * left, outgoing ones on the right; `fresh` marks a mail unread until now.
 */
export function FeedMailItem({
  mail,
  applicationId,
  fresh,
}: {
  mail: FeedMail;
  applicationId: number;
  fresh: boolean;
}) {
  const translate = useTranslate();
  const incoming = mail.direction === 'in';
  const subject = mail.subject.trim() || translate('messenger_no_subject');
  const reason = reasonKey(mail);
  const quote = bounceQuote(mail);
  const trouble = mail.status === 'failed' || mail.status === 'bounced';
  const headingId = `messenger-mail-${mail.id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1,
        minWidth: 0,
        width: { xs: '100%', sm: '92%' },
        justifySelf: incoming ? 'start' : 'end',
        bgcolor: incoming ? 'background.paper' : 'action.hover',
        borderColor: trouble ? 'error.main' : fresh ? 'primary.main' : 'divider',
        borderLeftWidth: fresh ? 4 : 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {incoming ? (
          <CallReceived fontSize="small" color="primary" aria-hidden />
        ) : (
          <CallMade fontSize="small" color="action" aria-hidden />
        )}
        <Typography variant="body2" sx={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {incoming
            ? translate('messenger_from', { from: mail.from })
            : translate('messenger_to', { to: mail.to })}
          {!incoming && mail.sent_by_name
            ? ` · ${translate('messenger_sent_by', { name: mail.sent_by_name })}`
            : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={mail.created_at}>
          {formatDateTime(mail.created_at)}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLORS[mail.status] ?? 'default'}
          variant={mail.status === 'queued' ? 'outlined' : 'filled'}
          label={translate(`messenger_status_${mail.status}`, { _: mail.status })}
        />
        {fresh && <Chip size="small" color="primary" variant="outlined" label={translate('messenger_new')} />}
      </Box>
      {reason && (
        <Typography
          variant="body2"
          color={trouble ? 'error.main' : 'text.secondary'}
          role={trouble ? 'note' : undefined}
        >
          {translate('messenger_reason', { reason: translate(reason, { _: reason }) })}
        </Typography>
      )}
      {quote && (
        <Box role="note" sx={{ color: 'error.main' }}>
          <Typography variant="body2">{translate('messenger_reason_bounce')}</Typography>
          <Typography
            component="blockquote"
            variant="body2"
            sx={{
              m: 0,
              mt: 0.5,
              pl: 1.5,
              borderLeft: 3,
              borderColor: 'error.light',
              color: 'text.secondary',
              overflowWrap: 'anywhere',
            }}
          >
            {`«${quote}»`}
          </Typography>
        </Box>
      )}
      {incoming && mail.sender_mismatch && (
        <Typography variant="body2" color="warning.dark" role="note" sx={{ overflowWrap: 'anywhere' }}>
          {translate('messenger_sender_differs', { from: mail.from })}
        </Typography>
      )}
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {subject}
      </Typography>
      <MailBody
        html={mail.html}
        text={mail.text}
        title={translate('messenger_body_title', { subject })}
        attachments={mail.attachments}
      />
      <MailAttachments attachments={mail.attachments} applicationId={applicationId} canFile={incoming} />
    </Paper>
  );
}
