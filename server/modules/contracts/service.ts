import { createHash } from 'node:crypto';
import type {
  ContractInfo,
  ContractMailPreview,
  ContractReply,
  ContractTerms,
} from '../../../schema/api/tenantContract';
import type { Language } from '../../../schema/api/common';
import { CONTRACT_DEFAULT_LANGUAGE } from '../../../schema/contract';
import { formatDate, formatDateTime } from '../../../schema/dates';
import { maxDeposit, monthlyRentOf } from '../../../schema/deposit';
import { isFeatureEnabled } from '../../../schema/permissions';
import { cantonOfPostalCode, requiresInitialRentForm } from '../../../schema/initialRentForm';
import {
  CONTRACT_ACTIONS,
  CONTRACT_ACTION_TARGET,
  STATUS_CHANGE_ACTION,
  contractActionRefusal,
  contractTermsErrors,
  type ContractAction,
  type ContractMailInput,
  type ContractStatusChangeInput,
  type ContractTermsInput,
} from '../../../schema/tenantContract';
import type { TenantState } from '../../../schema/tenants';
import { recordAudit } from '../../core/audit';
import { projectFeatures, type StaffContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import { translator, type MessageKey, type Translator } from '../../core/i18n/index';
import { escapeHtml, mailDelivery, queueMail } from '../../core/mail';
import { sanitizeRichText } from '../../core/sanitize';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Storage } from '../../core/storage';
import type { Contract } from '../../db/tables/contracts';
import type { Tenant } from '../../db/tables/tenants';
import type { ContractSigner } from '../../db/tables/contractSigning';
import type { Project } from '../../db/types';
import { htmlToText } from '../communication/render';
import { findFile, newStorageKey, storageKeyOf } from '../files/service';
import { mediaPath } from '../files/mediaLinks';
import { fileNamePart } from '../objectMedia/print/text';
import { fieldErrors, swissToday } from '../objects/common';
import { contractAttachments } from '../contractSettings/attachments';
import { getRentalAgreement } from '../contractSettings/rentalAgreement';
import { findTenant, tenantChanged } from '../tenants/service';
import { tenantSearch } from '../tenants/searchText';
import { updateSearchable } from '../../lists/searchText';
import {
  countersignerOf,
  createSigners,
  currentSigners,
  hasOpenSigning,
  renewSigner,
  signingInfo,
  voidSigning,
  type SigningContext,
} from '../contractSigning/service';
import { appendSignaturePage, type SignaturePageText } from '../contractSigning/signaturePage';
import { attachmentFileName, renderContract, type ContractDocument } from './pdf';
import { defaultTerms, languageOf, termColumns, termsOf } from './terms';

/**
 * A tenant's rental agreement (spec 2 sections 7.8 and 7.10): its terms, the PDF, sending it by
 * mail (or handing it over printed), reminding, withdrawing, and filing the signed scan. Every
 * change carries the tenant's version and follows the rules of schema/tenantContract.ts.
 */

interface Loaded {
  scope: Scoped;
  tenant: Tenant;
  contract: Contract | undefined;
}

async function contractRow(scope: Scoped, tenantId: number) {
  return scope.selectFrom('contracts').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

async function load(db: Executor, ctx: StaffContext, id: number): Promise<Loaded> {
  const scope = scoped(db, ctx.project.id);
  const tenant = await findTenant(scope, id);
  return { scope, tenant, contract: await contractRow(scope, id) };
}

/** The contract of an application's tenant (contract-status-change names the application). */
async function loadByApplication(db: Executor, ctx: StaffContext, applicationId: number): Promise<Loaded> {
  const scope = scoped(db, ctx.project.id);
  const row = await scope
    .selectFrom('tenants')
    .select('id')
    .where('application_id', '=', applicationId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw notFound('tenant_not_found');
  return load(db, ctx, row.id);
}

const digitalOf = (ctx: StaffContext) => isFeatureEnabled(projectFeatures(ctx.project), 'digitalcontract');

function refuse(action: ContractAction, tenant: Tenant, digital = false) {
  const refusal = contractActionRefusal(action, tenant.progress_state, digital);
  if (refusal) throw new ApiError(409, refusal as MessageKey);
}

async function fileOf(scope: Scoped, id: number | null) {
  if (id === null) return undefined;
  return scope.selectFrom('uploaded_files').selectAll().where('id', '=', id).executeTakeFirst();
}

async function infoOf(
  db: Executor,
  ctx: StaffContext,
  { scope, tenant, contract }: Loaded,
): Promise<ContractInfo> {
  const terms = await termsOf(db, ctx.project.id, tenant, contract);
  const template = await getRentalAgreement(db, ctx.project.id);
  const sentFile = await fileOf(scope, contract?.sent_file_id ?? null);
  const signedFile = await fileOf(scope, contract?.signed_file_id ?? null);
  const refusals = Object.fromEntries(
    CONTRACT_ACTIONS.map((action) => {
      const key = contractActionRefusal(action, tenant.progress_state, digitalOf(ctx));
      return [action, key === null ? null : ctx.t(key as MessageKey)];
    }),
  ) as ContractInfo['refusals'];
  return {
    tenantId: tenant.id,
    version: tenant.version,
    progress_state: tenant.progress_state as TenantState,
    name: tenant.name,
    email: tenant.email,
    objectType: tenant.object_type,
    objectLabel: tenant.object_label,
    digital: digitalOf(ctx),
    revision: contract?.version ?? 0,
    terms,
    maxDeposit: maxDeposit(monthlyRentOf(terms.net_rent, terms.extra_costs)),
    templateFallback: template.texts[terms.language].trim() === '',
    sent:
      contract?.sent_at && contract.sent_sha256
        ? {
            at: contract.sent_at,
            by: contract.sent_by === 'in_person' ? 'in_person' : 'mail',
            sha256: contract.sent_sha256,
            fileName: sentFile?.original_name ?? '',
          }
        : null,
    signed:
      contract?.signed_at && signedFile
        ? {
            at: contract.signed_at,
            fileName: signedFile.original_name,
            url: mediaPath(signedFile.storage_key),
            sha256: contract.signed_sha256,
          }
        : null,
    signing: await signingInfo(db, contract),
    remindedAt: contract?.reminded_at ?? null,
    refusals,
  };
}

/** GET /api/v1/tenants/{id}/contract-info */
export async function getContractInfo(db: Executor, ctx: StaffContext, id: number): Promise<ContractInfo> {
  return infoOf(db, ctx, await load(db, ctx, id));
}

/**
 * Writes a change of the contract in the caller's transaction: the tenant row (its terms or its
 * state) at the version the page had, and the contract row (made on the first change), whose
 * revision goes up by one.
 */
async function writeChange(
  trx: Executor,
  ctx: StaffContext,
  loaded: Loaded,
  version: number,
  change: {
    tenant?: Record<string, unknown>;
    contract?: Record<string, unknown>;
    action: string;
  },
): Promise<void> {
  const { scope, tenant, contract } = loaded;
  const now = new Date().toISOString();
  if (tenant.version !== version) throw tenantChanged(ctx.t);
  const changed = await updateSearchable(scope, tenantSearch, [tenant.id], change.tenant ?? {}, {
    version,
    now,
  });
  if (changed === 0) throw tenantChanged(ctx.t);
  const values = { ...change.contract, updated_by: ctx.user.id, updated_at: now };
  if (contract) {
    await scope
      .updateTable('contracts')
      .set({ ...values, version: contract.version + 1 })
      .where('id', '=', contract.id)
      .execute();
  } else {
    const terms = termColumns(await termsOf(trx, ctx.project.id, tenant, undefined)).contract;
    await scope
      .insertInto('contracts', [{ tenant_id: tenant.id, ...terms, ...values, created_at: now }])
      .execute();
  }
  await recordAudit(trx, {
    projectId: ctx.project.id,
    userId: ctx.user.id,
    action: change.action,
    entity: 'tenants',
    entityId: tenant.id,
    before: { progress_state: tenant.progress_state },
    after: { ...change.tenant, ...change.contract },
  });
}

async function reply(
  db: Executor,
  ctx: StaffContext,
  id: number,
  message: string,
  extra = {},
): Promise<ContractReply> {
  return { ...(await getContractInfo(db, ctx, id)), message, ...extra };
}

async function saveTerms(
  db: Executor,
  ctx: StaffContext,
  id: number,
  version: number,
  terms: (trx: Executor) => Promise<ContractTerms>,
  message: MessageKey,
  action: string,
): Promise<ContractReply> {
  let voided: 'none' | 'links' | 'signatures' = 'none';
  await db.transaction().execute(async (trx) => {
    const loaded = await load(trx, ctx, id);
    refuse('edit', loaded.tenant, digitalOf(ctx));
    const columns = termColumns(await terms(trx));
    const contract = loaded.contract;
    const sent = loaded.tenant.progress_state === 'contract_sent';
    if (contract && (await hasOpenSigning(trx, ctx.project.id, contract.id))) {
      voided = (await voidSigning(trx, ctx.project.id, contract.id)) ? 'signatures' : 'links';
    }
    await writeChange(trx, ctx, loaded, version, {
      tenant: sent ? { ...columns.tenant, progress_state: CONTRACT_ACTION_TARGET.edit } : columns.tenant,
      contract: sent
        ? { ...columns.contract, sent_at: null, sent_sha256: null, sent_by: null, reminded_at: null }
        : columns.contract,
      action,
    });
  });
  if (voided !== 'none') {
    const key = voided === 'signatures' ? 'contract_signing_voided' : 'contract_signing_links_revoked';
    return reply(db, ctx, id, `${ctx.t(message)} ${ctx.t(key)}`, { signingVoided: true });
  }
  return reply(db, ctx, id, ctx.t(message));
}

/** POST /api/v1/tenants/{id}/contract-info: the terms as edited (only while it is a draft). */
export async function saveContractTerms(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: ContractTermsInput,
): Promise<ContractReply> {
  const tenant = await findTenant(scoped(db, ctx.project.id), id);
  const errors = contractTermsErrors(input, tenant.object_type);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const terms: ContractTerms = {
    ...input,
    language: languageOf(input.language),
    extra_costs_kind: input.extra_costs_kind || 'advance',
  };
  return saveTerms(db, ctx, id, input.version, async () => terms, 'contract_saved', 'update');
}

/** POST /api/v1/tenants/{id}/reset-to-default: the object's rents and the template's clauses again. */
export async function resetContract(db: Executor, ctx: StaffContext, id: number, version: number) {
  const tenant = await findTenant(scoped(db, ctx.project.id), id);
  return saveTerms(
    db,
    ctx,
    id,
    version,
    (trx) => defaultTerms(trx, ctx.project.id, tenant),
    'contract_reset_done',
    'update',
  );
}

/**
 * The official initial-rent form is due for a dwelling whose canton (by its postal code) is on
 * the project's list; parking spaces and other objects let on their own are not dwellings.
 */
function initialRentFormOf(
  object: { postal_code: string; object_type: string } | undefined,
  cantons: readonly string[],
): { canton: string } | null {
  if (!object || object.object_type !== 'apartments') return null;
  const canton = cantonOfPostalCode(object.postal_code);
  return canton !== null && requiresInitialRentForm(canton, cantons) ? { canton } : null;
}

/** What the PDF says, in the contract's language. */
const documentOf = (db: Executor, storage: Storage, ctx: StaffContext, loaded: Loaded) =>
  contractDocument(db, ctx.project, loaded, storage);

/** What the PDF of a tenant's agreement says, in the contract's language (also the demo's). */
export async function contractDocument(
  db: Executor,
  project: Project,
  { scope, tenant, contract }: Pick<Loaded, 'scope' | 'tenant' | 'contract'>,
  /** where the rental agreement's attachments are read from; without it, the document has none */
  storage?: Storage,
): Promise<ContractDocument> {
  const terms = await termsOf(db, project.id, tenant, contract);
  const lang: Language = terms.language;
  const template = await getRentalAgreement(db, project.id);
  const organisation = await db
    .selectFrom('organisations')
    .select('name')
    .where('id', '=', project.organisation_id)
    .executeTakeFirst();
  const object =
    tenant.object_id === null
      ? undefined
      : await scope
          .selectFrom('objects')
          .select(['title', 'street', 'house_number', 'postal_code', 'city', 'object_type'])
          .where('id', '=', tenant.object_id)
          .executeTakeFirst();
  const address = object
    ? [`${object.street} ${object.house_number}`.trim(), `${object.postal_code} ${object.city}`.trim()]
        .filter(Boolean)
        .join(', ')
    : tenant.object_label;
  const p = project;
  return {
    lang,
    t: translator(lang),
    projectTitle: p.title,
    brandColor: p.brand_color,
    currency: p.currency,
    currencyOrder: p.currency_order === 'after' ? 'after' : 'before',
    landlord: {
      name: organisation?.name ?? p.title,
      address: p.contact_address
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .join(', '),
      contact: [p.contact_name, p.contact_email, p.contact_phone].filter(Boolean).join(', '),
    },
    tenant: { name: tenant.name, email: tenant.email, phone: tenant.phone },
    object: { label: tenant.object_label, title: object?.title ?? '', address, type: tenant.object_type },
    terms,
    template:
      template.texts[lang].trim() === '' ? template.texts[CONTRACT_DEFAULT_LANGUAGE] : template.texts[lang],
    revision: (contract?.version ?? 0) + 1,
    madeOn: swissToday(),
    initialRentForm: initialRentFormOf(object, template.initialRentCantons),
    attachments: storage ? await contractAttachments(db, storage, project.id, lang) : [],
  };
}

/** The file name of a tenant's agreement: `Mietvertrag-Tina-Muster.pdf`. */
export function fileNameOf(t: Translator, tenant: Tenant) {
  return `${fileNamePart(t('contract_file_name'))}-${fileNamePart(tenant.name)}.pdf`;
}

/** GET /api/v1/tenants/{id}/contract-preview: the document as sent once it is; before, as it would be. */
export async function contractPreview(
  db: Executor,
  storage: Storage,
  ctx: StaffContext,
  id: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const loaded = await load(db, ctx, id);
  const document = await documentOf(db, storage, ctx, loaded);
  const fileName = fileNameOf(document.t, loaded.tenant);
  if (loaded.tenant.progress_state !== 'without_contract') {
    const sent = await fileOf(loaded.scope, loaded.contract?.sent_file_id ?? null);
    const stored = sent ? await storage.get(sent.storage_key) : null;
    if (stored) return { bytes: stored.bytes, fileName };
  }
  return { bytes: await renderContract(document), fileName };
}

/** Makes the document and stores it as a file of the project; answers its row id and checksum. */
async function storeDocument(
  trx: Executor,
  storage: Storage,
  ctx: StaffContext,
  loaded: Loaded,
  written: string[],
): Promise<StoredDocument> {
  const document = await documentOf(trx, storage, ctx, loaded);
  const bytes = await renderContract(document);
  const stored = await storePdf(
    trx,
    storage,
    ctx,
    loaded,
    written,
    bytes,
    fileNameOf(document.t, loaded.tenant),
  );
  const attachments = (document.attachments ?? []).map(({ fileId, name }) => ({
    fileId,
    name: attachmentFileName(name),
  }));
  return { ...stored, attachments };
}

/** The contract as filed, and the attachments that go with its mail as files of their own. */
interface StoredDocument {
  fileId: number;
  sha256: string;
  name: string;
  attachments: { fileId: number; name: string }[];
}

/**
 * Runs a transaction that writes files to the storage; when it fails (the rows are rolled back),
 * the files it wrote are removed again, so that no bytes stay without their row.
 */
async function withStoredFiles<T>(storage: Storage, work: (written: string[]) => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    return await work(written);
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Stores a PDF as a file of the project (the key noted for removal should the transaction fail). */
async function storePdf(
  trx: Executor,
  storage: Storage,
  ctx: StaffContext,
  loaded: Loaded,
  written: string[],
  bytes: Buffer,
  name: string,
): Promise<{ fileId: number; sha256: string; name: string }> {
  const key = newStorageKey(ctx.project.id, 'pdf');
  written.push(key);
  await storage.put(key, bytes, { contentType: 'application/pdf' });
  const row = await loaded.scope
    .insertInto('uploaded_files', [
      {
        uploaded_by: ctx.user.id,
        storage_key: key,
        original_name: name,
        mime: 'application/pdf',
        size: bytes.length,
        created_at: new Date().toISOString(),
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return { fileId: row.id, sha256: createHash('sha256').update(bytes).digest('hex'), name };
}

type MailKind = 'contract' | 'contract_reminder';

/** The default mail of a kind, in the contract's language, for this tenant. */
async function defaultMail(db: Executor, ctx: StaffContext, loaded: Loaded, kind: MailKind) {
  const terms = await termsOf(db, ctx.project.id, loaded.tenant, loaded.contract);
  const t = translator(terms.language);
  const sender = [ctx.user.first_name, ctx.user.last_name].filter(Boolean).join(' ') || ctx.project.title;
  const object = loaded.tenant.object_label;
  const params = {
    name: escapeHtml(loaded.tenant.name),
    object: escapeHtml(object),
    start: terms.start_date ? formatDate(terms.start_date) : '–',
    sent: loaded.contract?.sent_at ? formatDate(loaded.contract.sent_at) : '',
    sender: escapeHtml(sender),
  };
  const subject = t(kind === 'contract' ? 'contract_mail_subject' : 'contract_reminder_subject', {
    object: object.replace(/[\r\n]+/g, ' '),
  });
  const body = t(kind === 'contract' ? 'contract_mail_body' : 'contract_reminder_body', params);
  return { subject, body, attachment: fileNameOf(t, loaded.tenant) };
}

async function mailPreview(
  db: Executor,
  ctx: StaffContext,
  loaded: Loaded,
  kind: MailKind,
  edited: { subject: string; body: string },
): Promise<ContractMailPreview> {
  const mail = await defaultMail(db, ctx, loaded, kind);
  return {
    to: loaded.tenant.email,
    subject: edited.subject || mail.subject,
    body: edited.body.trim() ? sanitizeRichText(edited.body) : mail.body,
    attachment: mail.attachment,
  };
}

/** POST /api/v1/tenants/{id}/contract-email-preview */
export async function contractMailPreview(
  db: Executor,
  ctx: StaffContext,
  id: number,
  edited: { subject: string; body: string },
): Promise<ContractMailPreview> {
  return mailPreview(db, ctx, await load(db, ctx, id), 'contract', edited);
}

/** GET /api/v1/tenants/{id}/send-contract-reminder-email */
export async function reminderPreview(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<ContractMailPreview> {
  const loaded = await load(db, ctx, id);
  refuse('remind', loaded.tenant);
  return mailPreview(db, ctx, loaded, 'contract_reminder', { subject: '', body: '' });
}

function queueContractMail(
  trx: Executor,
  ctx: StaffContext,
  tenant: Tenant,
  kind: MailKind,
  mail: ContractMailInput,
  file: { fileId: number; name: string; attachments?: { fileId: number; name: string }[] },
) {
  const html = sanitizeRichText(mail.body);
  return queueMail(trx, {
    to: tenant.email,
    subject: mail.subject.replace(/[\r\n]+/g, ' '),
    text: htmlToText(html),
    html,
    kind,
    projectId: ctx.project.id,
    fromName: ctx.project.title.replace(/[\r\n]+/g, ' '),
    replyTo: ctx.user.email || null,
    attachments: [{ fileId: file.fileId, name: file.name }, ...(file.attachments ?? [])],
  });
}

function requireSendable(tenant: Tenant) {
  if (!tenant.email.trim()) throw new ApiError(409, 'contract_no_email');
  if (!tenant.contract_start || tenant.net_rent === null)
    throw new ApiError(409, 'contract_terms_incomplete');
}

/** POST /api/v1/tenants/{id}/send-contract-email: the document made, filed and mailed; the contract is sent. */
export async function sendContractEmail(
  db: Executor,
  storage: Storage,
  ctx: StaffContext,
  id: number,
  input: ContractMailInput,
  config: { smtpUrl: string | null; publicUrl: string },
): Promise<ContractReply> {
  let email = '';
  let signers = 0;
  const digital = digitalOf(ctx);
  await withStoredFiles(storage, (written) =>
    db.transaction().execute(async (trx) => {
      const loaded = await load(trx, ctx, id);
      refuse('send', loaded.tenant);
      if (loaded.tenant.version !== input.version) throw tenantChanged(ctx.t);
      requireSendable(loaded.tenant);
      const file = await storeDocument(trx, storage, ctx, loaded, written);
      if (!digital) await queueContractMail(trx, ctx, loaded.tenant, 'contract', input, file);
      email = loaded.tenant.email;
      if (loaded.contract) await voidSigning(trx, ctx.project.id, loaded.contract.id);
      await writeChange(trx, ctx, loaded, input.version, {
        tenant: { progress_state: CONTRACT_ACTION_TARGET.send },
        contract: {
          sent_file_id: file.fileId,
          sent_sha256: file.sha256,
          sent_at: new Date().toISOString(),
          sent_by: 'mail',
          reminded_at: null,
          signed_file_id: null,
          signed_at: null,
          signed_sha256: null,
          countersigned_at: null,
          countersigned_by: null,
        },
        action: 'contract_send',
      });
      if (digital) {
        const contract = await contractRow(loaded.scope, loaded.tenant.id);
        signers = await createSigners(trx, signingContext(ctx, config.publicUrl), loaded.tenant, contract!, {
          subject: input.subject,
          body: input.body,
          attachment: { fileId: file.fileId, name: file.name },
        });
      }
    }),
  );
  const message = digital
    ? ctx.t('contract_signing_sent_done', { count: signers })
    : ctx.t('contract_sent_done', { email });
  return reply(db, ctx, id, message, { delivery: mailDelivery(config) });
}

/** POST /api/v1/tenants/{id}/send-contract-reminder-email: the sent document again, with a reminder. */
export async function sendReminder(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: ContractMailInput,
  smtpUrl: string | null,
): Promise<ContractReply> {
  let email = '';
  await db.transaction().execute(async (trx) => {
    const loaded = await load(trx, ctx, id);
    refuse('remind', loaded.tenant);
    if (loaded.tenant.version !== input.version) throw tenantChanged(ctx.t);
    if (!loaded.tenant.email.trim()) throw new ApiError(409, 'contract_no_email');
    const sent = await fileOf(loaded.scope, loaded.contract?.sent_file_id ?? null);
    if (!sent) throw new ApiError(409, 'contract_not_sent');
    await queueContractMail(trx, ctx, loaded.tenant, 'contract_reminder', input, {
      fileId: sent.id,
      name: sent.original_name,
    });
    email = loaded.tenant.email;
    await writeChange(trx, ctx, loaded, input.version, {
      contract: { reminded_at: new Date().toISOString() },
      action: 'contract_remind',
    });
  });
  return reply(db, ctx, id, ctx.t('contract_reminded_done', { email }), {
    delivery: mailDelivery({ smtpUrl }),
  });
}

async function cancel(trx: Executor, ctx: StaffContext, loaded: Loaded, version: number) {
  refuse('cancel', loaded.tenant);
  if (loaded.contract) await voidSigning(trx, ctx.project.id, loaded.contract.id);
  await writeChange(trx, ctx, loaded, version, {
    tenant: { progress_state: CONTRACT_ACTION_TARGET.cancel },
    contract: { sent_at: null, sent_sha256: null, sent_by: null, reminded_at: null },
    action: 'contract_cancel',
  });
}

/** POST /api/v1/tenants/{id}/cancel-contract: the sent contract withdrawn, a draft again. */
export async function cancelContract(db: Executor, ctx: StaffContext, id: number, version: number) {
  await db.transaction().execute(async (trx) => cancel(trx, ctx, await load(trx, ctx, id), version));
  return reply(db, ctx, id, ctx.t('contract_cancelled_done'));
}

const SIGNED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/**
 * POST /api/v1/applications/{id}/contract-status-change: the contract of the application's tenant
 * handed over in person (contract_sent: the document is made and filed as sent), signed on paper
 * (with_contract: the scan uploaded through upload-files is filed), or withdrawn (without_contract).
 */
export async function changeContractStatus(
  db: Executor,
  storage: Storage,
  ctx: StaffContext,
  applicationId: number,
  input: ContractStatusChangeInput,
): Promise<ContractReply> {
  const target = input.contractState || 'contract_sent';
  const action = STATUS_CHANGE_ACTION[target];
  let tenantId = 0;
  await withStoredFiles(storage, (written) =>
    db.transaction().execute(async (trx) => {
      const loaded = await loadByApplication(trx, ctx, applicationId);
      tenantId = loaded.tenant.id;
      refuse(action, loaded.tenant);
      if (loaded.tenant.version !== input.version) throw tenantChanged(ctx.t);
      if (action === 'cancel') return cancel(trx, ctx, loaded, input.version);
      if (action === 'mark_sent') {
        if (!loaded.tenant.contract_start || loaded.tenant.net_rent === null)
          throw new ApiError(409, 'contract_terms_incomplete');
        const file = await storeDocument(trx, storage, ctx, loaded, written);
        return writeChange(trx, ctx, loaded, input.version, {
          tenant: { progress_state: CONTRACT_ACTION_TARGET.mark_sent },
          contract: {
            sent_file_id: file.fileId,
            sent_sha256: file.sha256,
            sent_at: new Date().toISOString(),
            sent_by: 'in_person',
          },
          action: 'contract_hand_over',
        });
      }
      const key = storageKeyOf(input.signedFile);
      const file = key ? await findFile(trx, ctx.project.id, key) : undefined;
      if (!file) throw fieldErrors({ signedFile: 'contract_signed_file_unknown' });
      if (!SIGNED_TYPES.includes(file.mime)) throw fieldErrors({ signedFile: 'contract_signed_file_type' });
      return writeChange(trx, ctx, loaded, input.version, {
        tenant: { progress_state: CONTRACT_ACTION_TARGET.mark_signed },
        contract: { signed_file_id: file.id, signed_at: new Date().toISOString() },
        action: 'contract_sign',
      });
    }),
  );
  const message: Record<ContractAction, MessageKey> = {
    edit: 'contract_saved',
    send: 'contract_sent_done',
    remind: 'contract_reminded_done',
    mark_sent: 'contract_handed_over_done',
    mark_signed: 'contract_signed_done',
    cancel: 'contract_cancelled_done',
  };
  return reply(db, ctx, tenantId, ctx.t(message[action]));
}

// ---- digital signing (V2) ----

const signingContext = (ctx: StaffContext, publicUrl: string): SigningContext => ({
  project: ctx.project,
  user: ctx.user,
  publicUrl,
});

function requireDigital(ctx: StaffContext) {
  if (!digitalOf(ctx)) throw new ApiError(409, 'contract_signing_not_digital');
}

async function signerOf(trx: Executor, loaded: Loaded, signerId: number) {
  const signer = (await currentSigners(trx, loaded.contract)).find((s) => s.id === signerId);
  if (!signer) throw notFound('contract_signing_signer_not_found');
  return signer;
}

/** POST /api/v1/tenants/{id}/contract-signers/{signerId}/revoke: the signer's link stops working. */
export async function revokeSigner(db: Executor, ctx: StaffContext, id: number, signerId: number) {
  requireDigital(ctx);
  let name = '';
  await db.transaction().execute(async (trx) => {
    const loaded = await load(trx, ctx, id);
    refuse('remind', loaded.tenant);
    const signer = await signerOf(trx, loaded, signerId);
    if (signer.signed_at) throw new ApiError(409, 'contract_signing_already_signed');
    name = signer.name;
    await loaded.scope
      .updateTable('contract_signers')
      .set({ revoked_at: new Date().toISOString(), code_hash: null })
      .where('id', '=', signer.id)
      .where('signed_at', 'is', null)
      .execute();
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'contract_signer_revoke',
      entity: 'tenants',
      entityId: loaded.tenant.id,
      before: { signer: signer.name },
      after: { revoked_at: new Date().toISOString() },
    });
  });
  return reply(db, ctx, id, ctx.t('contract_signing_revoked_done', { name }));
}

/** POST /api/v1/tenants/{id}/contract-signers/{signerId}/resend: a new link for the signer, mailed. */
export async function resendSigner(
  db: Executor,
  ctx: StaffContext,
  id: number,
  signerId: number,
  config: { smtpUrl: string | null; publicUrl: string },
) {
  requireDigital(ctx);
  let name = '';
  await db.transaction().execute(async (trx) => {
    const loaded = await load(trx, ctx, id);
    refuse('remind', loaded.tenant);
    const signer = await signerOf(trx, loaded, signerId);
    if (signer.signed_at) throw new ApiError(409, 'contract_signing_already_signed');
    const sent = await fileOf(loaded.scope, loaded.contract?.sent_file_id ?? null);
    if (!sent) throw new ApiError(409, 'contract_not_sent');
    name = signer.name;
    await renewSigner(trx, signingContext(ctx, config.publicUrl), loaded.tenant, signer, {
      fileId: sent.id,
      name: sent.original_name,
    });
    await recordAudit(trx, {
      projectId: ctx.project.id,
      userId: ctx.user.id,
      action: 'contract_signer_resend',
      entity: 'tenants',
      entityId: loaded.tenant.id,
      before: { signer: signer.name },
      after: { expires_at: 'renewed' },
    });
  });
  return reply(db, ctx, id, ctx.t('contract_signing_resent_done', { name }), {
    delivery: mailDelivery(config),
  });
}

const zurichTime = (iso: string) => `${formatDateTime(iso)}`;

/** The signature page's text: the document's fingerprint, each adult's signature, the countersignature. */
export function signaturePageOf(
  t: Translator,
  tenant: Tenant,
  sha256: string,
  signers: ReadonlyArray<Pick<ContractSigner, 'name' | 'signed_name' | 'signed_at' | 'signed_ip' | 'email'>>,
  countersigned: { name: string; at: string },
): SignaturePageText {
  return {
    title: t('contract_signature_page_title'),
    lines: [
      tenant.object_label,
      '',
      t('contract_signature_page_document'),
      sha256,
      ...signers.flatMap((s) => [
        { bold: s.signed_name ?? s.name },
        t('contract_signature_page_signed', {
          at: zurichTime(s.signed_at!),
          ip: s.signed_ip ?? '',
          email: s.email,
        }),
      ]),
      { bold: countersigned.name },
      t('contract_signature_page_countersigned', {
        at: zurichTime(countersigned.at),
        name: countersigned.name,
      }),
    ],
  };
}

/**
 * POST /api/v1/tenants/{id}/countersign: once every adult signed, the staff countersign; the final
 * PDF (the signed document with a signature page) is filed with the tenant and the tenant has a
 * contract.
 */
export async function countersignContract(
  db: Executor,
  storage: Storage,
  ctx: StaffContext,
  id: number,
  version: number,
): Promise<ContractReply> {
  requireDigital(ctx);
  const countersigner = await countersignerOf(db, ctx.project.id);
  if (countersigner !== null && countersigner !== ctx.user.id) {
    throw new ApiError(403, 'contract_signing_not_countersigner');
  }
  await withStoredFiles(storage, (written) =>
    db.transaction().execute(async (trx) => {
      const loaded = await load(trx, ctx, id);
      refuse('mark_signed', loaded.tenant);
      if (loaded.tenant.version !== version) throw tenantChanged(ctx.t);
      const contract = loaded.contract;
      const signers = await currentSigners(trx, contract);
      if (!contract?.sent_sha256 || signers.length === 0)
        throw new ApiError(409, 'contract_signing_no_signers');
      if (signers.some((s) => !s.signed_at)) throw new ApiError(409, 'contract_signing_not_all_signed');
      const sent = await fileOf(loaded.scope, contract.sent_file_id);
      const stored = sent ? await storage.get(sent.storage_key) : null;
      if (!stored) throw new ApiError(409, 'contract_not_sent');
      const terms = await termsOf(trx, ctx.project.id, loaded.tenant, contract);
      const t = translator(terms.language);
      const now = new Date().toISOString();
      const who = [ctx.user.first_name, ctx.user.last_name].filter(Boolean).join(' ') || ctx.user.email;
      const bytes = appendSignaturePage(
        stored.bytes,
        signaturePageOf(t, loaded.tenant, contract.sent_sha256, signers, { name: who, at: now }),
      );
      const name = `${fileNamePart(t('contract_signed_file_name'))}-${fileNamePart(loaded.tenant.name)}.pdf`;
      const file = await storePdf(trx, storage, ctx, loaded, written, bytes, name);
      await writeChange(trx, ctx, loaded, version, {
        tenant: { progress_state: CONTRACT_ACTION_TARGET.mark_signed },
        contract: {
          signed_file_id: file.fileId,
          signed_at: now,
          signed_sha256: file.sha256,
          countersigned_at: now,
          countersigned_by: ctx.user.id,
        },
        action: 'contract_countersign',
      });
    }),
  );
  return reply(db, ctx, id, ctx.t('contract_signing_countersigned_done'));
}
