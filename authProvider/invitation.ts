import { api } from '../dataProvider/http';
import type { InvitationCheck } from '../schema/api/users';
import type { PasswordResetInput } from './passwordReset';

/** The invitation link of a new user (public): check it, then set the first password. */
const INVITATION = '/api/v1/accounts/invitation';

/** Whether the mailed link still works (400: invalid; 410: used or expired). */
export async function checkInvitation(id: string, token: string): Promise<InvitationCheck> {
  const { data } = await api.get<InvitationCheck>(`${INVITATION}/${encodeURIComponent(id)}/init`, {
    params: { token },
  });
  return data;
}

/** Sets the first password; the link is used up. */
export async function confirmInvitation(input: PasswordResetInput): Promise<void> {
  await api.post(`${INVITATION}/confirm`, input);
}
