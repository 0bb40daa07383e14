import type { InvitationLinkReply, UserActionReply, UserChoices } from '../schema/api/users';
import { reply } from './accountMethods';
import { api } from './http';

const USERS = '/api/v1/settings/users';

export type UserAction = 'deactivate' | 'activate' | 'reset-2fa' | 'resend-invitation';

/** The data provider's methods for settings > users beyond react-admin's (list, getOne, create, update). */
export const userMethods = {
  getUserChoices: () => reply(api.get<UserChoices>(`${USERS}/choices`)),
  runUserAction: (id: number, action: UserAction) =>
    reply(api.post<UserActionReply>(`${USERS}/${id}/${action}`)),
  /** a new invitation link to hand over without mail; the earlier links stop working */
  createInvitationLink: (id: number) =>
    reply(api.post<InvitationLinkReply>(`${USERS}/${id}/invitation-link`)),
};
