import { checkInvitation, confirmInvitation } from '../../authProvider/invitation';
import { PasswordResetPage, type TokenPasswordFlow } from './PasswordResetPage';

const INVITATION_FLOW: TokenPasswordFlow = {
  check: checkInvitation,
  confirm: confirmInvitation,
  texts: {
    title: 'users_invitation_title',
    newTitle: 'users_invitation_title',
    invalid: 'users_invitation_invalid',
    done: 'users_invitation_done',
  },
  requestNew: false,
};

/**
 * `/action/account/{id}/invitation?token=`: the page of the mailed invitation. The invited person
 * sets their password (the rules' checklist as for a reset) and then signs in.
 */
export function InvitationPage() {
  return <PasswordResetPage flow={INVITATION_FLOW} />;
}
