import type { MailDelivery } from './communication';

/** Replies of user management (settings > users), as the client reads them. */
export interface UserDetail {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  language: string;
  role: string;
  projects: number[];
  is_active: boolean;
  status: 'active' | 'invited' | 'inactive';
  two_factor: boolean;
  last_login_at: string | null;
  invitation_expires_at: string | null;
  /** false: a superadmin, which only a superadmin changes */
  editable: boolean;
  /** the signed-in user */
  self: boolean;
  version: number;
}

export interface UserChoices {
  roles: readonly string[];
  projects: Array<{ id: number; title: string }>;
  /** the request's project, where a new user works by default */
  currentProject: number;
}

/** POST settings/users/create: the new user, the notice, and what happened to the invitation mail. */
export interface UserCreatedReply extends UserDetail {
  message: string;
  /** `outbox`: no mail server is configured, the invitation waits in the outbox (Postausgang) */
  delivery: MailDelivery;
}

export interface UserActionReply {
  message: string;
  endedSessions?: number;
  /** resend-invitation: whether the mail leaves or waits in the outbox */
  delivery?: MailDelivery;
}

export interface InvitationCheck {
  valid: true;
  username: string;
  expiresAt: string;
}

/** POST /api/v1/settings/users/{id}/invitation-link: a new link (the earlier ones stop working). */
export interface InvitationLinkReply {
  link: string;
  expires_at: string;
  message: string;
}
