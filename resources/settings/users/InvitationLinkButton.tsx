import { copyText } from '../../../src/clipboard';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { InvitationLinkReply, UserDetail } from '../../../schema/api/users';
import { useProviderMutation } from '../../../src/forms';

/** Puts text on the clipboard; false where the browser refuses (no secure context, no permission). */

/**
 * "Einladungslink kopieren" for a pending invitation: asks first (the mailed link stops working),
 * has a new link made, copies it and shows it, so that it can be handed over without mail.
 */
export function InvitationLinkButton({ user }: { user: Pick<UserDetail, 'id' | 'username'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [issued, setIssued] = useState<InvitationLinkReply | null>(null);
  const create = useProviderMutation(
    async (provider) => (await provider.createInvitationLink(user.id)).data,
    {
      onSuccess: async (reply) => {
        setAsking(false);
        setIssued(reply);
        const copied = await copyText(reply.link);
        notify(copied ? 'users_invitation_link_copied' : 'users_invitation_link_copy_manually', {
          type: copied ? 'success' : 'info',
        });
      },
    },
  );
  const copyAgain = async () => {
    if (!issued) return;
    const copied = await copyText(issued.link);
    notify(copied ? 'users_invitation_link_copied' : 'users_invitation_link_copy_manually', {
      type: copied ? 'success' : 'info',
    });
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        {translate('users_action_invitation_link')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={create.isPending}
        title="users_confirm_invitation_link_title"
        content={translate('users_confirm_invitation_link_text', { name: user.username })}
        confirm="users_action_invitation_link"
        onConfirm={() => void create.run()}
        onClose={() => setAsking(false)}
      />
      <Dialog open={issued !== null} onClose={() => setIssued(null)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('users_invitation_link_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('users_invitation_link_text', {
              date: issued ? new Date(issued.expires_at).toLocaleString('de-CH') : '',
            })}
          </DialogContentText>
          <TextField
            label={translate('users_invitation_link_label')}
            value={issued?.link ?? ''}
            fullWidth
            multiline
            slotProps={{ htmlInput: { readOnly: true }, input: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void copyAgain()}>{translate('users_invitation_link_copy')}</Button>
          <Button variant="contained" onClick={() => setIssued(null)}>
            {translate('ra.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
