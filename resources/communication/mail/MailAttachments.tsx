import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { errorNotifications, isCanceled, type AppDataProvider } from '../../../dataProvider';
import { AttachmentRefused } from '../../../dataProvider/mailMethods';
import type { MailAttachmentUpload } from '../../../schema/api/communication';
import { useProjectSettings } from '../../../src/forms';

const KB = 1024;

/** `12 KB`, `1.4 MB` */
export function fileSize(bytes: number): string {
  if (bytes < KB * KB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${(bytes / (KB * KB)).toFixed(1)} MB`;
}

const asAttachments = (value: unknown): MailAttachmentUpload[] =>
  Array.isArray(value) ? (value as MailAttachmentUpload[]) : [];

/**
 * The mail's attachments (form value `attachments`): each picked file is uploaded at once, one
 * after the other, with progress; the project's types and size and names of at most 200
 * characters are checked before sending, the server checks again. `onBusy` says while an upload runs.
 */
export function MailAttachments({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const project = useProjectSettings();
  const { getValues } = useFormContext();
  const { field } = useInput({ source: 'attachments', defaultValue: [] });
  const files = asAttachments(field.value);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const headingId = useId();
  useEffect(() => () => running.current?.abort(), []);

  const rules = project
    ? { allowedFileTypes: project.allowedFileTypes, maxFileSize: project.maxFileSize }
    : undefined;
  const accept = project?.allowedFileTypes.map((type) => `.${type.replace(/^\./, '')}`).join(',');

  const upload = async (picked: File[]) => {
    if (picked.length === 0 || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    onBusy(true);
    const messages: string[] = [];
    try {
      for (const file of picked) {
        setProgress({ name: file.name, percent: 0 });
        try {
          const { data } = await dataProvider.uploadMailAttachment(
            file,
            (percent) => setProgress({ name: file.name, percent }),
            rules,
            controller.signal,
          );
          field.onChange([...asAttachments(getValues('attachments')), data]);
        } catch (error) {
          if (isCanceled(error)) return;
          if (error instanceof AttachmentRefused) {
            const { messageKey, params } = error.refusal;
            messages.push(`${file.name}: ${translate(messageKey, { _: messageKey, ...params })}`);
          } else {
            messages.push(...errorNotifications(error, translate).map((n) => `${file.name}: ${n.message}`));
          }
        }
      }
    } finally {
      running.current = null;
      setProgress(null);
      setErrors(messages);
      onBusy(false);
    }
  };

  const remove = (id: number) => field.onChange(files.filter((file) => file.id !== id));

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle2" component="h4">
          {translate('mail_dialog_attachments')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AttachFileOutlined />}
          disabled={progress !== null}
          onClick={() => picker.current?.click()}
        >
          {translate('mail_dialog_add_attachment')}
        </Button>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={accept}
          aria-label={translate('mail_dialog_add_attachment')}
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(picked);
          }}
        />
      </Box>
      {files.length > 0 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {files.map((file) => (
            <li key={file.id}>
              <Chip label={`${file.name} (${fileSize(file.size)})`} />
              <IconButton
                size="small"
                aria-label={translate('mail_dialog_remove_attachment', { name: file.name })}
                onClick={() => remove(file.id)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </li>
          ))}
        </Box>
      )}
      {progress && (
        <Box role="status">
          <Typography variant="body2">
            {translate('mail_dialog_uploading', { name: progress.name, percent: progress.percent })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label={translate('mail_dialog_uploading', {
              name: progress.name,
              percent: progress.percent,
            })}
          />
        </Box>
      )}
      {errors.length > 0 && (
        <Alert severity="error" onClose={() => setErrors([])}>
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
