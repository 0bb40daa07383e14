import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  LINK_TOKEN,
  actionLinkState,
  type ActionLinkPurpose,
  type ActionLinkState,
} from '../../../schema/actionLinks';
import type { ActionContact } from '../../../schema/api/actionLinks';
import { isLanguage, type Language } from '../../../schema/api/common';
import { ApiError, notFound } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { ActionLink } from '../../db/tables/actionLinks';
import type { Project } from '../../db/types';

/**
 * The token links of the public action pages. A token is 24 random bytes (192 bits, base64url);
 * only its SHA-256 is stored. A link belongs to one project (the request's host), one application
 * and one purpose, expires, is used once where the page takes one answer, and can be revoked.
 * An `{id}` page's id is the token itself; a `{uuid}/{token}` page finds the link by its uuid and
 * compares the token's hash in constant time. A link of another project, purpose or kind is 404,
 * the same reply as a wrong token.
 */

const TOKEN_BYTES = 24;

export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface NewActionLink {
  purpose: ActionLinkPurpose;
  applicationId: number;
  occupancyId?: number | null;
  details?: Record<string, unknown>;
  expiresAt: string;
  createdBy: number | null;
  now?: string;
}

/** A link's secret parts made ahead of its row (a mail names it before the row is written). */
export interface PreparedLink {
  token: string;
  publicId: string;
}

export const prepareLink = (): PreparedLink => ({
  token: randomBytes(TOKEN_BYTES).toString('base64url'),
  publicId: randomUUID(),
});

/** Writes a link's row; answers it. */
export async function insertLink(
  db: Executor,
  projectId: number,
  prepared: PreparedLink,
  link: NewActionLink,
): Promise<ActionLink> {
  return scoped(db, projectId)
    .insertInto('action_links', [
      {
        purpose: link.purpose,
        public_id: prepared.publicId,
        token_hash: hashLinkToken(prepared.token),
        application_id: link.applicationId,
        occupancy_id: link.occupancyId ?? null,
        details: JSON.stringify(link.details ?? {}),
        answer: null,
        expires_at: link.expiresAt,
        used_at: null,
        revoked_at: null,
        created_by: link.createdBy,
        created_at: link.now ?? new Date().toISOString(),
      },
    ])
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Makes a link; answers the row and its token (the only time the token exists in the clear). */
export async function createActionLink(
  db: Executor,
  projectId: number,
  link: NewActionLink,
): Promise<{ row: ActionLink; token: string }> {
  const prepared = prepareLink();
  return { row: await insertLink(db, projectId, prepared, link), token: prepared.token };
}

export const daysFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString();

/** Revokes the open links of an application for a purpose (a new offer link replaces the last). */
export async function revokeLinks(
  db: Executor,
  projectId: number,
  applicationId: number,
  purpose: ActionLinkPurpose,
  now = new Date().toISOString(),
): Promise<void> {
  await scoped(db, projectId)
    .updateTable('action_links')
    .set({ revoked_at: now })
    .where('application_id', '=', applicationId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

const invalid = (): ApiError => notFound('action_link_invalid');

function sameHash(token: string, stored: string): boolean {
  const given = Buffer.from(hashLinkToken(token), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** The link of an `{id}` page (the id is the token), of the purpose, in the project; else 404. */
export async function linkOfToken(
  db: Executor,
  projectId: number,
  purpose: ActionLinkPurpose,
  token: string,
): Promise<ActionLink> {
  if (!LINK_TOKEN.test(token)) throw invalid();
  const row = await scoped(db, projectId)
    .selectFrom('action_links')
    .selectAll()
    .where('token_hash', '=', hashLinkToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) throw invalid();
  return row;
}

/** The link of a `{uuid}/{token}` page, of the purpose, in the project; else 404. */
export async function linkOfUuid(
  db: Executor,
  projectId: number,
  purpose: ActionLinkPurpose,
  uuid: string,
  token: string,
): Promise<ActionLink> {
  if (!/^[0-9a-f-]{36}$/.test(uuid) || !LINK_TOKEN.test(token)) throw invalid();
  const row = await scoped(db, projectId)
    .selectFrom('action_links')
    .selectAll()
    .where('public_id', '=', uuid)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || !sameHash(token, row.token_hash)) throw invalid();
  return row;
}

const CLOSED: Record<Exclude<ActionLinkState, 'open'>, { status: number; key: MessageKey }> = {
  expired: { status: 410, key: 'action_link_expired' },
  revoked: { status: 410, key: 'action_link_revoked' },
  used: { status: 409, key: 'action_link_used' },
};

/**
 * Refuses a write through a link that no longer opens: expired or revoked 410, already answered
 * 409, each with a message that says so.
 */
export function checkOpen(link: ActionLink, now = Date.now()): void {
  const state = actionLinkState(link, now);
  if (state === 'open') return;
  const { status, key } = CLOSED[state];
  throw new ApiError(status, key);
}

export function detailsOf(link: Pick<ActionLink, 'details'>): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(link.details);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The project's contact for the visitor: its contact person, else its name alone. */
export function contactOf(project: Project): ActionContact {
  return {
    project: project.title,
    name: project.contact_name,
    email: project.contact_email,
    phone: project.contact_phone,
  };
}

export const languageOf = (value: string, project: Project): Language =>
  isLanguage(value) ? value : isLanguage(project.language) ? project.language : 'de';

/** The public address of an action page (the client's route). */
export const actionPageUrl = {
  offer: (publicUrl: string, token: string) => `${publicUrl}/action/${token}/offer-form`,
  reference: (publicUrl: string, token: string, type: string) =>
    `${publicUrl}/action/${token}/reference-form?type=${type}`,
  documents: (publicUrl: string, uuid: string, token: string) =>
    `${publicUrl}/action/${uuid}/${token}/documents-upload-form`,
};
