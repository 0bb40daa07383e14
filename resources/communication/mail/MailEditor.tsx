import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type MutableRefObject } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import { MAIL_PLACEHOLDERS } from '../../../schema/mailPlaceholders';
import { FieldInput, TrackUnsavedInput } from '../../../src/forms';
import type { FieldSpec } from '../../../src/forms';
import { MailAttachments } from './MailAttachments';
import { validateDraft, type EditorValues, type MailDraft } from './mailDialogModel';

const BODY: FieldSpec = { source: 'body', kind: 'richtext', label: 'mail_dialog_body' };

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
 * mail, as a react-admin form. Saving (with subject and body, no attachment still uploading) goes
 * on to the preview; leaving with unsaved edits asks first (the dialog's question).
 */
export function MailEditor({ draft, onSave, onLeave, unsaved }: MailEditorProps) {
  const translate = useTranslate();
  const [uploading, setUploading] = useState(false);
  return (
    <Form
      defaultValues={{ subject: draft.subject, body: draft.body, attachments: draft.attachments }}
      validate={(values) => validateDraft(values as Partial<EditorValues>)}
      onSubmit={(values: Partial<EditorValues> & { attachments?: MailDraft['attachments'] }) => {
        if (uploading) return;
        onSave({
          subject: String(values.subject ?? ''),
          body: String(values.body ?? ''),
          templateId: draft.templateId,
          attachments: Array.isArray(values.attachments) ? values.attachments : [],
        });
      }}
      noValidate
    >
      <TrackUnsavedInput state={unsaved} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextInput source="subject" label="mail_dialog_subject" fullWidth autoFocus helperText={false} />
        <FieldInput spec={BODY} />
        <Typography variant="body2" color="text.secondary">
          {translate('mail_dialog_placeholders', {
            list: MAIL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', '),
          })}
        </Typography>
        <MailAttachments onBusy={setUploading} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button onClick={onLeave}>{translate('mail_dialog_back')}</Button>
          <Button type="submit" variant="contained" disabled={uploading}>
            {translate('mail_dialog_save_preview')}
          </Button>
        </Box>
      </Box>
    </Form>
  );
}
