import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationDetail, ApplicationDuplicate } from '../../schema/api/applications';
import { formatDate } from '../../schema/dates';
import { stateKey } from './applicationModel';
import { useNotifyError, useNotifySuccess } from '../../src/forms';

/**
 * The other applications of the same household (same e-mail, phone, or name and birth date):
 * merging one into this application keeps every document and comment and removes the other.
 */
export function ApplicationDuplicates({
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
  const notifySuccess = useNotifySuccess();
  const [merging, setMerging] = useState<ApplicationDuplicate | null>(null);

  const merge = async () => {
    const other = merging;
    setMerging(null);
    if (!other) return;
    try {
      await dataProvider.mergeApplications(detail.id, other.id, detail.version);
      notifySuccess(undefined, 'applications_merged');
      onChanged();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <List dense disablePadding aria-label={translate('applications_duplicates')}>
        {detail.duplicates.map((other) => (
          <ListItem
            key={other.id}
            disableGutters
            secondaryAction={
              canWrite && (
                <Button
                  size="small"
                  aria-label={translate('applications_merge_named', { name: other.main_name })}
                  onClick={() => setMerging(other)}
                >
                  {translate('applications_merge')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={other.main_name}
              secondary={`${translate(stateKey(other.progress_state), { _: other.progress_state })} · ${formatDate(other.created_at)}`}
            />
          </ListItem>
        ))}
      </List>
      <Confirm
        isOpen={merging !== null}
        title="applications_merge_title"
        content="applications_merge_text"
        translateOptions={{ name: merging?.main_name ?? '' }}
        onConfirm={() => void merge()}
        onClose={() => setMerging(null)}
      />
    </>
  );
}
