import { api } from '../dataProvider/http';

/** Password reset by e-mail (spec 2 section 7.3): request, check, confirm. All public. */

const RESET = '/api/v1/accounts/password/reset';

/** Asks for a reset link; the server answers the same whether or not the account exists. */
export async function requestPasswordReset(login: string): Promise<void> {
  const value = login.trim();
  await api.post(`${RESET}/request`, value.includes('@') ? { email: value } : { username: value });
}

export interface PasswordResetCheck {
  valid: true;
  username: string;
  expiresAt: string;
}

/** Whether a mailed link still works (400: invalid; 410: used or expired). */
export async function checkPasswordReset(id: string, token: string): Promise<PasswordResetCheck> {
  const { data } = await api.get<PasswordResetCheck>(`${RESET}/check/${encodeURIComponent(id)}/init`, {
    params: { token },
  });
  return data;
}

export interface PasswordResetInput {
  id: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** Sets the new password; every session of the user ends. */
export async function confirmPasswordReset(input: PasswordResetInput): Promise<void> {
  await api.post(`${RESET}/confirm`, input);
}
