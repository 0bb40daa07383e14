import type { SigningPageInfo, SigningReply } from '../../../schema/api/contractSigning';
import { isLanguage } from '../../../schema/api/common';
import {
  SIGNING_CODE_ATTEMPTS,
  SIGNING_CODE_MINUTES,
  SIGNING_CODES_PER_HOUR,
  type ContractSignInput,
} from '../../../schema/contractSigning';
import { ApiError, notFound } from '../../core/errors';
import { translator } from '../../core/i18n/index';
import { queueMail } from '../../core/mail';
import { scoped, type Executor } from '../../core/scope';
import type { Storage } from '../../core/storage';
import type { ContractSigner } from '../../db/tables/contractSigning';
import type { Project } from '../../db/types';
import { contactOf } from '../actionLinks/links';
import { checkRate, recordRate, type RateRule } from '../publicApplications/rateLimit';
import { hashCode, hashToken, newCode, sameHash } from './service';

/**
 * The public signing page's calls (V2), without a session, in the project of the request's host:
 * the page's facts, the document shown, the one-time code to the signer's address and the
 * signature. A link of another project, or a wrong token, is 404.
 */

const LINK_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
const invalid = () => notFound('action_link_invalid');

interface Found {
  signer: ContractSigner;
  tenant: { progress_state: string; object_label: string };
  contract: { sent_sha256: string | null; sent_file_id: number | null; countersigned_at: string | null };
}

export async function signerLink(
  db: Executor,
  project: Project,
  uuid: string,
  token: string,
): Promise<Found> {
  if (!/^[0-9a-f-]{36}$/.test(uuid) || !LINK_TOKEN.test(token)) throw invalid();
  const scope = scoped(db, project.id);
  const signer = await scope
    .selectFrom('contract_signers')
    .selectAll()
    .where('public_id', '=', uuid)
    .executeTakeFirst();
  if (!signer || !sameHash(hashToken(token), signer.token_hash)) throw invalid();
  const tenant = await scope
    .selectFrom('tenants')
    .select(['progress_state', 'object_label'])
    .where('id', '=', signer.tenant_id)
    .executeTakeFirst();
  const contract = await scope
    .selectFrom('contracts')
    .select(['sent_sha256', 'sent_file_id', 'countersigned_at'])
    .where('id', '=', signer.contract_id)
    .executeTakeFirst();
  if (!tenant || !contract) throw invalid();
  return { signer, tenant, contract };
}

/** The contract still stands as the link sent it: not changed, withdrawn or finished since. */
const unchanged = ({ signer, tenant, contract }: Found) =>
  signer.voided_at === null &&
  contract.sent_sha256 === signer.document_sha256 &&
  (tenant.progress_state === 'contract_sent' || signer.signed_at !== null);

function stateOf(found: Found, now = Date.now()): SigningPageInfo['state'] {
  const { signer } = found;
  if (signer.signed_at && signer.voided_at === null) return 'signed';
  if (!unchanged(found) || signer.revoked_at) return 'revoked';
  if (Date.parse(signer.expires_at) <= now) return 'expired';
  return 'open';
}

function infoOf(project: Project, found: Found): SigningPageInfo {
  const { signer, tenant } = found;
  const t = translator(isLanguage(signer.language) ? signer.language : 'de');
  return {
    state: stateOf(found),
    language: isLanguage(signer.language) ? signer.language : 'de',
    name: signer.name,
    email: signer.email,
    object: tenant.object_label,
    project: project.title,
    sha256: signer.document_sha256,
    fileName: `${t('contract_file_name')}.pdf`,
    signedAt: signer.voided_at === null ? signer.signed_at : null,
    contact: contactOf(project),
  };
}

/** GET contract-signing/{uuid}/{token}/init */
export async function signingPageInfo(db: Executor, project: Project, uuid: string, token: string) {
  return infoOf(project, await signerLink(db, project, uuid, token));
}

/** GET contract-signing/{uuid}/{token}/document: the exact document the link signs. */
export async function signingDocument(
  db: Executor,
  storage: Storage,
  project: Project,
  uuid: string,
  token: string,
): Promise<Buffer> {
  const found = await signerLink(db, project, uuid, token);
  const state = stateOf(found);
  if (state === 'revoked' || state === 'expired') throw new ApiError(410, `action_link_${state}`);
  const file = await scoped(db, project.id)
    .selectFrom('uploaded_files')
    .select('storage_key')
    .where('id', '=', found.contract.sent_file_id ?? 0)
    .executeTakeFirst();
  const stored = file ? await storage.get(file.storage_key) : null;
  if (!stored) throw invalid();
  return stored.bytes;
}

/** Refuses a write through a link that is no longer open, the contract's change first (409). */
function requireOpen(found: Found, sha256?: string) {
  if (
    !unchanged(found) ||
    found.contract.countersigned_at !== null ||
    (sha256 !== undefined && sha256 !== found.signer.document_sha256)
  ) {
    if (!found.signer.signed_at) throw new ApiError(409, 'contract_signing_changed');
  }
  const state = stateOf(found);
  if (state === 'signed') throw new ApiError(409, 'action_link_used');
  if (state === 'revoked') throw new ApiError(410, 'action_link_revoked');
  if (state === 'expired') throw new ApiError(410, 'action_link_expired');
}

const codeRule = (signerId: number): RateRule => ({
  bucket: `contract_sign_code:signer:${signerId}`,
  max: SIGNING_CODES_PER_HOUR,
  message: 'application_rate_limited',
});

/** POST contract-signing/{uuid}/{token}/code: a new one-time code to the signer's address. */
export async function sendSigningCode(
  db: Executor,
  project: Project,
  uuid: string,
  token: string,
): Promise<SigningReply> {
  const found = await signerLink(db, project, uuid, token);
  requireOpen(found);
  const { signer } = found;
  const rule = codeRule(signer.id);
  await checkRate(db, [rule]);
  const code = newCode();
  const lang = isLanguage(signer.language) ? signer.language : 'de';
  const t = translator(lang);
  await db.transaction().execute(async (trx) => {
    await scoped(trx, project.id)
      .updateTable('contract_signers')
      .set({
        code_hash: hashCode(signer.id, code),
        code_expires_at: new Date(Date.now() + SIGNING_CODE_MINUTES * 60_000).toISOString(),
        code_attempts: 0,
      })
      .where('id', '=', signer.id)
      .execute();
    const text = t('contract_signing_code_body', { code, minutes: SIGNING_CODE_MINUTES });
    await queueMail(trx, {
      to: signer.email,
      subject: t('contract_signing_code_subject'),
      text,
      kind: 'contract_signing_code',
      projectId: project.id,
      fromName: project.title.replace(/[\r\n]+/g, ' '),
    });
    await recordRate(trx, [rule]);
  });
  return {
    message: t('contract_signing_code_sent', { email: signer.email }),
    info: infoOf(project, found),
  };
}

/**
 * POST contract-signing/{uuid}/{token}/sign: the signature with the code and the SHA-256 of the
 * document shown; a wrong code counts (after SIGNING_CODE_ATTEMPTS a new code is needed).
 */
export async function signContract(
  db: Executor,
  project: Project,
  uuid: string,
  token: string,
  input: ContractSignInput,
  address: string,
): Promise<SigningReply> {
  const found = await signerLink(db, project, uuid, token);
  requireOpen(found, input.sha256);
  const { signer } = found;
  const scope = scoped(db, project.id);
  if (!signer.code_hash || !signer.code_expires_at) throw new ApiError(409, 'contract_signing_code_missing');
  if (signer.code_attempts >= SIGNING_CODE_ATTEMPTS) throw new ApiError(429, 'contract_signing_code_locked');
  if (Date.parse(signer.code_expires_at) <= Date.now())
    throw new ApiError(409, 'contract_signing_code_expired');
  if (!sameHash(hashCode(signer.id, input.code), signer.code_hash)) {
    const attempts = signer.code_attempts + 1;
    // counted atomically, so that parallel guesses cannot pass the limit
    await scope
      .updateTable('contract_signers')
      .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
      .where('id', '=', signer.id)
      .execute();
    if (attempts >= SIGNING_CODE_ATTEMPTS) throw new ApiError(429, 'contract_signing_code_locked');
    throw new ApiError(400, 'contract_signing_code_wrong', { left: SIGNING_CODE_ATTEMPTS - attempts });
  }
  const now = new Date().toISOString();
  const result = await scope
    .updateTable('contract_signers')
    .set({
      signed_at: now,
      signed_name: input.name,
      signed_ip: address,
      signed_sha256: input.sha256,
      code_hash: null,
      code_expires_at: null,
    })
    .where('id', '=', signer.id)
    .where('signed_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('code_hash', '=', signer.code_hash)
    .where('code_attempts', '<', SIGNING_CODE_ATTEMPTS)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'action_link_used');
  const t = translator(isLanguage(signer.language) ? signer.language : 'de');
  const after = await signerLink(db, project, uuid, token);
  return { message: t('contract_signing_signed_done'), info: infoOf(project, after) };
}
