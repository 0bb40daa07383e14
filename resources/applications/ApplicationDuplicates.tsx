import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { ApplicationDetail, ApplicationDuplicate } from '../../schema/api/applications';
import { formatDate } from '../../schema/dates';
import { stateKey } from './applicationModel';
import { useProviderMutation } from '../../src/forms';

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
  const [merging, setMerging] = useState<ApplicationDuplicate | null>(null);
  const merger = useProviderMutation(
    (provider, other: ApplicationDuplicate) =>
      provider.mergeApplications(detail.id, other.id, detail.version),
    { successMessage: 'applications_merged', onSuccess: onChanged },
  );

  const merge = () => {
    const other = merging;
    setMerging(null);
    if (other) merger.mutate(other);
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
        onConfirm={merge}
        onClose={() => setMerging(null)}
      />
    </>
  );
}
