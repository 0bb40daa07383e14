import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MailContact, MailPreviewReply } from '../../../schema/api/communication';
import { fileSize } from './MailAttachments';
import { contactKey, markedParts, type MailDraft } from './mailDialogModel';

/** How a placeholder the preview could not fill stands out (not by colour alone: outlined). */
const MARKED = {
  bgcolor: 'warning.light',
  color: 'text.primary',
  outline: '2px dashed',
  outlineColor: 'error.main',
  px: 0.25,
} as const;

export interface MailPreviewProps {
  contacts: readonly MailContact[];
  current: MailContact | undefined;
  onChoose: (contact: MailContact) => void;
  /** single mail to an application: the switch chooses the adult the mail goes to */
  chooseAdult: boolean;
  draft: MailDraft;
  preview: MailPreviewReply | null;
  loading: boolean;
  onEdit: () => void;
  onTemplates: () => void;
}

/**
 * The dialog's preview: the mail as one recipient gets it (placeholders filled in their language,
 * the signature appended, sanitised by the server), with a switch between the recipients. Every
 * placeholder the server could not fill is marked and listed; such a mail cannot be sent.
 */
export function MailPreview({
  contacts,
  current,
  onChoose,
  chooseAdult,
  draft,
  preview,
  loading,
  onEdit,
  onTemplates,
}: MailPreviewProps) {
  const translate = useTranslate();
  const index = current ? contacts.findIndex((c) => contactKey(c) === contactKey(current)) : -1;
  const step = (by: number) => {
    const next = contacts[index + by];
    if (next) onChoose(next);
  };
  return (
    <Box component="section" aria-labelledby="mail-dialog-preview-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="mail-dialog-preview-heading" variant="subtitle1" component="h3">
        {translate('mail_dialog_preview_heading')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate(chooseAdult ? 'mail_dialog_adult' : 'mail_dialog_recipient')}
          value={current ? contactKey(current) : ''}
          onChange={(event) => {
            const next = contacts.find((c) => contactKey(c) === event.target.value);
            if (next) onChoose(next);
          }}
          sx={{ minWidth: 240, flex: '1 1 240px' }}
        >
          {contacts.map((contact) => (
            <MenuItem key={contactKey(contact)} value={contactKey(contact)}>
              {contact.name}
              {contact.email ? ` <${contact.email}>` : ` (${translate('mail_dialog_letter')})`}
            </MenuItem>
          ))}
        </TextField>
        {!chooseAdult && contacts.length > 1 && (
          <>
            <Button size="small" disabled={index <= 0} onClick={() => step(-1)}>
              {translate('mail_dialog_previous_recipient')}
            </Button>
            <Typography variant="body2" aria-live="polite">
              {translate('mail_dialog_recipient_position', { position: index + 1, total: contacts.length })}
            </Typography>
            <Button size="small" disabled={index >= contacts.length - 1} onClick={() => step(1)}>
              {translate('mail_dialog_next_recipient')}
            </Button>
          </>
        )}
      </Box>
      {current && current.email === null && (
        <Alert severity="info">{translate('mail_dialog_no_email', { name: current.name })}</Alert>
      )}
      {loading && <LinearProgress aria-label={translate('mail_dialog_loading_preview')} />}
      {preview && !loading && preview.unfilled.length > 0 && (
        <Alert severity="error" data-testid="mail-preview-unfilled">
          {translate('mail_dialog_preview_unfilled', { list: preview.unfilled.join(', ') })}
        </Alert>
      )}
      {preview && !loading && (
        <Box
          aria-label={translate('mail_dialog_preview_of', { name: current?.name ?? '' })}
          role="region"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, overflowWrap: 'anywhere' }}
        >
          {current && (
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="mail-preview-to">
              {`${translate('mail_dialog_to')}: ${current.name}`}
              {current.email ? ` <${current.email}>` : ` (${translate('mail_dialog_letter')})`}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {translate('mail_dialog_subject')}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ mb: 1 }} data-testid="mail-preview-subject">
            {markedParts(preview.subject, preview.unfilled).map((part, index) =>
              part.marked ? (
                <Box component="mark" key={index} data-placeholder="" sx={MARKED}>
                  {part.text}
                </Box>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </Typography>
          <Box
            data-testid="mail-preview-body"
            sx={{ '& img': { maxWidth: '100%' }, '& p': { my: 0.5 }, '& mark[data-placeholder]': MARKED }}
            // the server's sanitised HTML (sanitizeRichText)
            dangerouslySetInnerHTML={{ __html: preview.body }}
          />
          {(preview.subject.trim() === '' || preview.body.trim() === '') && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate('mail_dialog_preview_incomplete')}
            </Alert>
          )}
        </Box>
      )}
      {draft.attachments.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {draft.attachments.map((file) => (
            <Chip
              key={file.id}
              icon={<AttachFileOutlined />}
              label={`${file.name} (${fileSize(file.size)})`}
              variant="outlined"
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onEdit}>
          {translate('mail_dialog_edit')}
        </Button>
        <Button onClick={onTemplates}>{translate('mail_dialog_to_templates')}</Button>
      </Box>
    </Box>
  );
}
