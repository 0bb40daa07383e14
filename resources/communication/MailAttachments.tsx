import AttachFile from '@mui/icons-material/AttachFile';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Download from '@mui/icons-material/Download';
import DriveFileMove from '@mui/icons-material/DriveFileMoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { z } from 'zod';
import type { AppDataProvider } from '../../dataProvider';
import type { FeedAttachment } from '../../schema/api/communication';
import {
  FormSaveButton,
  QueryContent,
  SchemaForm,
  useNotifyError,
  useNotifySuccess,
  useProviderQuery,
  type FieldSpec,
} from '../../src/forms';

const NO_RECORD = {};
const categorySchema = z.object({ category: z.string().min(1, 'general_field_is_required') });

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "File to documents": the category to file one attachment under, then the call. */
function CategorizeDialog({
  attachment,
  applicationId,
  onClose,
}: {
  attachment: FeedAttachment;
  applicationId: number;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const query = useProviderQuery(['messenger', 'categories', attachment.id], (dp) =>
    dp.getAttachmentCategories(attachment.id),
  );
  const save = async (values: Record<string, unknown>) => {
    await dataProvider.categorizeAttachment(attachment.id, String(values.category));
    notifySuccess(undefined, 'messenger_categorized');
    await queryClient.invalidateQueries({ queryKey: ['messenger', applicationId] });
    await queryClient.invalidateQueries({ queryKey: ['application', applicationId] });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {translate('messenger_categorize_title', { name: attachment.name })}
      </DialogTitle>
      <DialogContent>
        <QueryContent query={query}>
          {({ categories }) => {
            const fields: FieldSpec[] = [
              {
                kind: 'select',
                source: 'category',
                label: 'messenger_category',
                required: true,
                translateChoice: false,
                choices: categories.map((c) => ({ id: c.value, name: c.displayName })),
              },
            ];
            return (
              <SchemaForm
                fields={fields}
                schema={categorySchema}
                record={NO_RECORD}
                onSubmit={save}
                toolbar={
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <FormSaveButton label="messenger_categorize_save" icon={<></>} alwaysEnable />
                  </Box>
                }
              />
            );
          }}
        </QueryContent>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A mail's attachments: each downloadable (a refused download says why), and received ones fileable
 * to the application's documents by those who may change applications.
 */
export function MailAttachments({
  attachments,
  applicationId,
  canFile,
}: {
  attachments: readonly FeedAttachment[];
  applicationId: number;
  canFile: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const [filing, setFiling] = useState<FeedAttachment | null>(null);
  // filing writes the application's documents: applications_write
  const { canAccess: mayFile = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  if (attachments.length === 0) return null;
  const download = async (attachment: FeedAttachment) => {
    try {
      await dataProvider.downloadMailAttachment(attachment.id, attachment.name);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Box>
      <List dense disablePadding aria-label={translate('messenger_attachments')}>
        {attachments.map((attachment) => (
          <ListItem key={attachment.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <AttachFile fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere', flex: '1 1 8rem' }}>
              {attachment.name}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                ({sizeText(attachment.size)})
              </Typography>
            </Typography>
            <IconButton
              size="small"
              aria-label={translate('messenger_download', { name: attachment.name })}
              onClick={() => void download(attachment)}
            >
              <Download fontSize="small" />
            </IconButton>
            {canFile &&
              mayFile &&
              (attachment.document_id === null ? (
                <Button size="small" startIcon={<DriveFileMove />} onClick={() => setFiling(attachment)}>
                  {translate('messenger_file_to_documents')}
                </Button>
              ) : (
                <Typography
                  variant="caption"
                  color="success.dark"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <CheckCircleOutline fontSize="inherit" aria-hidden />
                  {translate('messenger_filed')}
                </Typography>
              ))}
          </ListItem>
        ))}
      </List>
      {filing && (
        <CategorizeDialog attachment={filing} applicationId={applicationId} onClose={() => setFiling(null)} />
      )}
    </Box>
  );
}
