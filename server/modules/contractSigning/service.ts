import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ContractSigningInfo } from '../../../schema/api/contractSigning';
import { isLanguage, type Language } from '../../../schema/api/common';
import { SIGNING_LINK_DAYS_DEFAULT } from '../../../schema/contract';
import { signerState } from '../../../schema/contractSigning';
import { formatDateTime } from '../../../schema/dates';
import { ApiError } from '../../core/errors';
import { translator } from '../../core/i18n/index';
import { escapeHtml, queueMail } from '../../core/mail';
import { sanitizeRichText } from '../../core/sanitize';
import { scoped, type Executor } from '../../core/scope';
import type { Contract } from '../../db/tables/contracts';
import type { ContractSigner } from '../../db/tables/contractSigning';
import type { Tenant } from '../../db/tables/tenants';
import type { Project, User } from '../../db/types';
import { htmlToText } from '../communication/render';

/**
 * The signer links of a sent contract (V2). A token is 24 random bytes (192 bits, base64url);
 * only its SHA-256 is stored. A link belongs to one project, one contract and one adult, and to
 * the SHA-256 of the document sent; it expires after the project's link lifetime, is revoked by
 * the staff or by a change of the contract (which also voids a signature given through it).
 */

const TOKEN_BYTES = 24;
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function sameHash(given: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** The public address of a signer's page (the client's route). */
export const signingPageUrl = (publicUrl: string, uuid: string, token: string) =>
  `${publicUrl}/action/${uuid}/${token}/contract-signing`;

const newLink = () => ({ token: randomBytes(TOKEN_BYTES).toString('base64url'), publicId: randomUUID() });

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const hashCode = (signerId: number, code: string) =>
  createHash('sha256').update(`${signerId}:${code}`, 'utf8').digest('hex');

export async function linkDays(db: Executor, projectId: number): Promise<number> {
  const row = await scoped(db, projectId)
    .selectFrom('digital_signature_settings')
    .select(['link_days'])
    .executeTakeFirst();
  return row?.link_days ?? SIGNING_LINK_DAYS_DEFAULT;
}

export async function countersignerOf(db: Executor, projectId: number): Promise<number | null> {
  const row = await scoped(db, projectId)
    .selectFrom('digital_signature_settings')
    .select(['countersigner_id'])
    .executeTakeFirst();
  return row?.countersigner_id ?? null;
}

interface Adult {
  name: string;
  email: string;
  language: Language;
}

/** The adults of the tenant's household (its application's adults; else the tenant alone). */
export async function adultsOf(db: Executor, tenant: Tenant): Promise<Adult[]> {
  const scope = scoped(db, tenant.project_id);
  const fallback = isLanguage(tenant.language) ? tenant.language : 'de';
  if (tenant.application_id !== null) {
    const application = await scope
      .selectFrom('applications')
      .select(['language'])
      .where('id', '=', tenant.application_id)
      .executeTakeFirst();
    const language = application && isLanguage(application.language) ? application.language : fallback;
    const persons = await scope
      .selectFrom('application_persons')
      .select(['first_name', 'last_name', 'email'])
      .where('application_id', '=', tenant.application_id)
      .where('person_type', '=', 'adult')
      .orderBy('position')
      .orderBy('id')
      .execute();
    if (persons.length > 0) {
      return persons.map((p) => ({
        name: `${p.first_name} ${p.last_name}`.trim(),
        email: p.email.trim(),
        language,
      }));
    }
  }
  return [{ name: tenant.name, email: tenant.email.trim(), language: fallback }];
}

/** The signer rows of the contract's sent document that count (not voided by a change). */
export async function currentSigners(
  db: Executor,
  contract: Contract | undefined,
): Promise<ContractSigner[]> {
  if (!contract?.sent_sha256) return [];
  return scoped(db, contract.project_id)
    .selectFrom('contract_signers')
    .selectAll()
    .where('contract_id', '=', contract.id)
    .where('document_sha256', '=', contract.sent_sha256)
    .where('voided_at', 'is', null)
    .orderBy('position')
    .execute();
}

export async function signingInfo(
  db: Executor,
  contract: Contract | undefined,
): Promise<ContractSigningInfo | null> {
  const signers = await currentSigners(db, contract);
  if (!contract?.sent_sha256 || signers.length === 0) return null;
  const now = Date.now();
  return {
    sha256: contract.sent_sha256,
    signers: signers.map((s) => ({
      id: s.id,
      position: s.position,
      name: s.name,
      email: s.email,
      state: signerState(s, now),
      expiresAt: s.expires_at,
      signedAt: s.signed_at,
      signedName: s.signed_name,
      signedIp: s.signed_ip,
    })),
    allSigned: signers.every((s) => s.signed_at !== null),
    countersignedAt: contract.countersigned_at,
  };
}

export interface SigningMail {
  subject: string;
  /** the staff's text (sanitised HTML) above the link */
  body: string;
  attachment: { fileId: number; name: string };
}

export interface SigningContext {
  project: Project;
  user: User;
  publicUrl: string;
}

function queueSignerMail(
  trx: Executor,
  ctx: SigningContext,
  signer: Pick<ContractSigner, 'name' | 'email' | 'language' | 'expires_at'>,
  token: { publicId: string; token: string },
  mail: SigningMail,
  objectLabel: string,
) {
  const lang = isLanguage(signer.language) ? signer.language : 'de';
  const t = translator(lang);
  const url = signingPageUrl(ctx.publicUrl, token.publicId, token.token);
  const link = t('contract_signing_mail_link', {
    name: escapeHtml(signer.name),
    url: escapeHtml(url),
    until: formatDateTime(signer.expires_at),
  });
  const html = `${link}${mail.body ? sanitizeRichText(mail.body) : ''}`;
  return queueMail(trx, {
    to: signer.email,
    subject: (mail.subject || t('contract_signing_mail_subject', { object: objectLabel })).replace(
      /[\r\n]+/g,
      ' ',
    ),
    text: htmlToText(html),
    html,
    kind: 'contract_signing',
    projectId: ctx.project.id,
    fromName: ctx.project.title.replace(/[\r\n]+/g, ' '),
    replyTo: ctx.user.email || null,
    attachments: [mail.attachment],
  });
}

/**
 * Makes one link per adult for the contract's sent document and mails each adult theirs, in the
 * caller's transaction. An adult without an e-mail address refuses the send (409).
 */
export async function createSigners(
  trx: Executor,
  ctx: SigningContext,
  tenant: Tenant,
  contract: Contract,
  mail: SigningMail,
): Promise<number> {
  if (!contract.sent_sha256) throw new Error('the contract is not sent');
  const adults = await adultsOf(trx, tenant);
  const missing = adults.find((a) => !a.email || /[\r\n]/.test(a.email));
  if (missing) throw new ApiError(409, 'contract_signing_signer_no_email', { name: missing.name });
  const days = await linkDays(trx, ctx.project.id);
  const now = new Date();
  const expires = new Date(now.getTime() + days * 86_400_000).toISOString();
  for (const [index, adult] of adults.entries()) {
    const link = newLink();
    await scoped(trx, ctx.project.id)
      .insertInto('contract_signers', [
        {
          tenant_id: tenant.id,
          contract_id: contract.id,
          position: index + 1,
          name: adult.name,
          email: adult.email,
          language: adult.language,
          public_id: link.publicId,
          token_hash: hashToken(link.token),
          document_sha256: contract.sent_sha256,
          expires_at: expires,
          revoked_at: null,
          voided_at: null,
          code_hash: null,
          code_expires_at: null,
          signed_at: null,
          signed_name: null,
          signed_ip: null,
          signed_sha256: null,
          created_by: ctx.user.id,
          created_at: now.toISOString(),
        },
      ])
      .execute();
    await queueSignerMail(trx, ctx, { ...adult, expires_at: expires }, link, mail, tenant.object_label);
  }
  return adults.length;
}

/** A new link for a signer who has not signed (the old one stops working), mailed to them. */
export async function renewSigner(
  trx: Executor,
  ctx: SigningContext,
  tenant: Tenant,
  signer: ContractSigner,
  attachment: SigningMail['attachment'],
): Promise<void> {
  const link = newLink();
  const days = await linkDays(trx, ctx.project.id);
  const expires = new Date(Date.now() + days * 86_400_000).toISOString();
  await scoped(trx, ctx.project.id)
    .updateTable('contract_signers')
    .set({
      public_id: link.publicId,
      token_hash: hashToken(link.token),
      expires_at: expires,
      revoked_at: null,
      code_hash: null,
      code_expires_at: null,
      code_attempts: 0,
    })
    .where('id', '=', signer.id)
    .execute();
  await queueSignerMail(
    trx,
    ctx,
    { ...signer, expires_at: expires },
    link,
    { subject: '', body: '', attachment },
    tenant.object_label,
  );
}

/**
 * A change of the contract: every link of it is revoked and every signature given voided. Answers
 * whether a signature was voided (the reply says so).
 */
export async function voidSigning(trx: Executor, projectId: number, contractId: number): Promise<boolean> {
  const scope = scoped(trx, projectId);
  const open = await scope
    .selectFrom('contract_signers')
    .select(['id', 'signed_at'])
    .where('contract_id', '=', contractId)
    .where('voided_at', 'is', null)
    .execute();
  if (open.length === 0) return false;
  const now = new Date().toISOString();
  await scope
    .updateTable('contract_signers')
    .set({ voided_at: now, code_hash: null })
    .where('contract_id', '=', contractId)
    .where('voided_at', 'is', null)
    .execute();
  await scope
    .updateTable('contract_signers')
    .set({ revoked_at: now })
    .where('contract_id', '=', contractId)
    .where('revoked_at', 'is', null)
    .execute();
  return open.some((s) => s.signed_at !== null);
}

/** Whether the contract has links that a change would revoke. */
export async function hasOpenSigning(db: Executor, projectId: number, contractId: number) {
  const row = await scoped(db, projectId)
    .selectFrom('contract_signers')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
