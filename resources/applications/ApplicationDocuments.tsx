import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationDetail, ApplicationDocumentItem } from '../../schema/api/applications';
import { useNotifyError, useProviderMutation } from '../../src/forms';

/**
 * The documents of an application: each opens through the staff session (the link is authorised,
 * never public), and may be deleted after a confirmation by staff who may change applications.
 */
export function ApplicationDocuments({
  detail,
  canWrite,
  onChanged,
}: {
  detail: ApplicationDetail;
  canWrite: boolean;
  onChanged: () => unknown;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const [removing, setRemoving] = useState<ApplicationDocumentItem | null>(null);
  const personName = (id: number | null) => {
    const person = detail.persons.find((p) => p.id === id);
    return person ? `${person.first_name} ${person.last_name}`.trim() : '';
  };

  const download = async (doc: ApplicationDocumentItem) => {
    try {
      await dataProvider.downloadApplicationDocument(doc.url, doc.file_name);
    } catch (error) {
      notifyError(error);
    }
  };
  const deletion = useProviderMutation(
    (provider, doc: ApplicationDocumentItem) => provider.deleteApplicationDocument(detail.id, doc.id),
    { successMessage: 'applications_document_deleted', onSuccess: onChanged },
  );
  const remove = () => {
    const doc = removing;
    setRemoving(null);
    if (doc) deletion.mutate(doc);
  };

  if (detail.documents.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('applications_documents_none')}
      </Typography>
    );
  }
  return (
    <>
      <List dense disablePadding aria-label={translate('applications_documents')}>
        {detail.documents.map((doc) => (
          <ListItem
            key={doc.id}
            disableGutters
            secondaryAction={
              canWrite && (
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('applications_document_delete', { name: doc.file_name })}
                  onClick={() => setRemoving(doc)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={
                <Link
                  component="button"
                  type="button"
                  onClick={() => void download(doc)}
                  sx={{ textAlign: 'left' }}
                >
                  <DownloadOutlined fontSize="inherit" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
                  {doc.file_name}
                </Link>
              }
              secondary={[
                translate(`applications_document_category_${doc.category}`, { _: doc.category }),
                personName(doc.person_id),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      <Confirm
        isOpen={removing !== null}
        title="applications_document_delete_title"
        content="applications_document_delete_text"
        translateOptions={{ name: removing?.file_name ?? '' }}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
