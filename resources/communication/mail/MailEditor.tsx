import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type MutableRefObject } from 'react';
import { useTranslate } from 'react-admin';
import { MAIL_PLACEHOLDERS } from '../../../schema/mailPlaceholders';
import { SchemaForm, type FieldSpec } from '../../../src/forms';
import { MailAttachments } from './MailAttachments';
import { draftSchema, type MailDraft } from './mailDialogModel';

const FIELDS: readonly FieldSpec[] = [
  { source: 'subject', kind: 'text', label: 'mail_dialog_subject', autoFocus: true },
  { source: 'body', kind: 'richtext', label: 'mail_dialog_body' },
];

export interface MailEditorProps {
  draft: MailDraft;
  /** the edits are kept and the preview opens */
  onSave: (draft: MailDraft) => void;
  /** leaves the editor without keeping its edits (the dialog asks first when there are any) */
  onLeave: () => void;
  /** where the editor says whether it holds unsaved edits */
  unsaved: MutableRefObject<boolean>;
}

/**
 * The dialog's editor: the subject, the body in the rich-text editor and the attachments of the
 * mail, as an engine form with the rules of every mail. "Vorschau anzeigen" (with subject and
 * body, no attachment still uploading) keeps the edits for this mail only (the template itself is
 * not changed) and goes on to the preview; leaving with unsaved edits asks first.
 */
export function MailEditor({ draft, onSave, onLeave, unsaved }: MailEditorProps) {
  const translate = useTranslate();
  const [uploading, setUploading] = useState(false);
  return (
    <SchemaForm
      fields={FIELDS}
      schema={draftSchema}
      defaultValues={{ subject: draft.subject, body: draft.body, attachments: draft.attachments }}
      serverFields={['attachments']}
      onSubmit={(values) => {
        if (uploading) return;
        onSave({
          subject: String(values.subject ?? ''),
          body: String(values.body ?? ''),
          templateId: draft.templateId,
          attachments: Array.isArray(values.attachments)
            ? (values.attachments as MailDraft['attachments'])
            : [],
        });
      }}
      unsaved={unsaved}
      toolbar={
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button onClick={onLeave}>{translate('mail_dialog_back')}</Button>
          <Button type="submit" variant="contained" disabled={uploading}>
            {translate('mail_dialog_show_preview')}
          </Button>
        </Box>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {translate('mail_dialog_placeholders', {
          list: MAIL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', '),
        })}
      </Typography>
      <MailAttachments onBusy={setUploading} />
    </SchemaForm>
  );
}
