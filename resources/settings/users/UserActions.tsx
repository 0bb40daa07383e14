import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { UserAction } from '../../../dataProvider/userMethods';
import type { UserDetail } from '../../../schema/api/users';
import { ActionButton, useNotifySuccess, useProviderMutation } from '../../../src/forms';
import { InvitationLinkButton } from './InvitationLinkButton';
import { useSettingsListDone } from '../RecordPages';
import { USERS_LIST, userActions } from './userModel';

/** Actions that end or reset access ask first. */
const CONFIRMED: ReadonlySet<UserAction> = new Set(['deactivate', 'reset-2fa']);

/** Deactivate, activate, reset the second factor, resend the invitation: what the user's state allows. */
export function UserActions({ user }: { user: UserDetail }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { reloadList } = useSettingsListDone(USERS_LIST);
  const notifySuccess = useNotifySuccess();
  const notify = useNotify();
  const [asking, setAsking] = useState<UserAction | null>(null);
  const actions = userActions(user);
  const userAction = useProviderMutation(
    (provider, action: UserAction) => provider.runUserAction(user.id, action),
    {
      onSuccess: ({ data }, action) => {
        // a resent invitation that waits in the outbox (no mail server) is a warning, not "sent"
        if (data.delivery === 'outbox') {
          const text = data.message.trim() || translate('users_resent_outbox');
          notify(text, { type: 'warning', messageArgs: { _: text } });
        } else notifySuccess(data.message, `users_action_done_${action}`);
        reloadList();
        refresh();
      },
    },
  );
  const running = userAction.isPending;

  const run = async (action: UserAction) => {
    await userAction.run(action);
    setAsking(null);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {translate(`users_status_${user.status}`)}
        {user.status === 'invited' && user.invitation_expires_at
          ? ` · ${translate('users_invitation_until', { date: new Date(user.invitation_expires_at).toLocaleString('de-CH') })}`
          : ''}
      </Typography>
      {actions.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions.map((action) => (
            <ActionButton
              key={action}
              label={`users_action_${action}`}
              variant="outlined"
              color={action === 'deactivate' ? 'error' : 'primary'}
              onAction={() => (CONFIRMED.has(action) ? setAsking(action) : run(action))}
            />
          ))}
          {user.status === 'invited' ? <InvitationLinkButton user={user} /> : null}
        </Stack>
      ) : null}
      <Confirm
        isOpen={asking !== null}
        loading={running}
        title={`users_confirm_${asking ?? 'deactivate'}_title`}
        content={translate(`users_confirm_${asking ?? 'deactivate'}_text`, { name: user.username })}
        confirm={`users_action_${asking ?? 'deactivate'}`}
        confirmColor="warning"
        onConfirm={() => (asking ? run(asking) : undefined)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
