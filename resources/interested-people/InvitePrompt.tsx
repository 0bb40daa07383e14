import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BulkResult } from '../../schema/api/tableData';
import { ActionButton, useProviderMutation } from '../../src/forms';
import { BulkResultDialog, type BulkPromptProps } from '../../src/list';

/**
 * "Zur Bewerbung einladen" on the picked people: asked once, then each gets a mail with the public
 * application form of their object in their language; the result names each person (sent, or why
 * not: inactive, no object, no address).
 */
export function InvitePrompt(props: BulkPromptProps) {
  return <Invite kind="apply" {...props} />;
}

/**
 * "Zu einer Besichtigung einladen": each picked person gets a mail with their own link to book one
 * of the general viewings; the result names each person.
 */
export function InviteViewingPrompt(props: BulkPromptProps) {
  return <Invite kind="viewing" {...props} />;
}

function Invite({
  kind,
  ids = [],
  rows = [],
  onClose,
  onDone,
}: BulkPromptProps & { kind: 'apply' | 'viewing' }) {
  const translate = useTranslate();
  const titleId = useId();
  const [result, setResult] = useState<BulkResult | null>(null);
  const invite = useProviderMutation(
    (provider, targets: number[]) =>
      kind === 'apply'
        ? provider.inviteInterestedToApply(targets)
        : provider.inviteInterestedToViewing(targets),
    {
      onSuccess: ({ data }) => setResult(data),
    },
  );
  const labels = useMemo(
    () => new Map(rows.map((row) => [Number(row.id), String(row.name ?? row.id)])),
    [rows],
  );
  if (result)
    return (
      <BulkResultDialog
        result={result}
        notSent={[]}
        labels={labels}
        onClose={() => {
          onClose();
          onDone?.();
        }}
      />
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {translate(kind === 'apply' ? 'interested_invite_title' : 'interested_invite_viewing_title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(kind === 'apply' ? 'interested_invite_confirm' : 'interested_invite_viewing_confirm', {
            smart_count: ids.length,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <ActionButton variant="contained" label="interested_invite_submit" onAction={() => invite.run(ids)} />
      </DialogActions>
    </Dialog>
  );
}
