/**
 * The demo's signed rental agreements: in a project with the digital-contract feature, every
 * tenant with a contract has its agreement filed the way the digital signing leaves it (the sent
 * document, the adult's signature through the link, the contract role's countersignature and the
 * final PDF with its signature page). The PDFs need a storage, so they are made after the rows of
 * the demo, with its pictures (addDemoPictures); a tenant that already has a contract is left as it is.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isFeatureEnabled } from '../../../schema/permissions';
import { projectFeatures } from '../../core/context';
import { translator } from '../../core/i18n/index';
import { scoped } from '../../core/scope';
import type { Storage } from '../../core/storage';
import { appendSignaturePage } from '../../modules/contractSigning/signaturePage';
import { renderContract } from '../../modules/contracts/pdf';
import { contractDocument, fileNameOf, signaturePageOf } from '../../modules/contracts/service';
import { termColumns, termsOf } from '../../modules/contracts/terms';
import { newStorageKey } from '../../modules/files/service';
import { fileNamePart } from '../../modules/objectMedia/print/text';
import type { Database } from '../types';

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

const later = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3600_000).toISOString();

/** A UUID-shaped public id derived from a text, so that the demo's rows are the same on every run. */
function demoUuid(text: string): string {
  const h = sha256(text);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Files the signed agreements of the digital-contract projects' tenants; answers how many. */
export async function storeDemoContracts(db: Kysely<Database>, storage: Storage): Promise<number> {
  const projects = await db.selectFrom('projects').selectAll().orderBy('id').execute();
  let count = 0;
  for (const project of projects) {
    if (!isFeatureEnabled(projectFeatures(project), 'digitalcontract')) continue;
    const scope = scoped(db, project.id);
    const countersigner = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('organisation_id', '=', project.organisation_id)
      .where('role', '=', 'contract')
      .orderBy('id')
      .executeTakeFirst();
    const tenants = await scope
      .selectFrom('tenants')
      .selectAll()
      .where('progress_state', '=', 'with_contract')
      .orderBy('id')
      .execute();
    for (const tenant of tenants) {
      const existing = await scope
        .selectFrom('contracts')
        .select('id')
        .where('tenant_id', '=', tenant.id)
        .executeTakeFirst();
      if (existing || tenant.net_rent === null) continue;
      const written: string[] = [];
      try {
        await db.transaction().execute(async (trx) => {
          const s = scoped(trx, project.id);
          const sentAt = tenant.created_at;
          const signedAt = later(sentAt, 26);
          const countersignedAt = later(sentAt, 50);
          const terms = await termsOf(trx, project.id, tenant, undefined);
          const document = await contractDocument(trx, project, { scope: s, tenant, contract: undefined });
          const sent = await renderContract({ ...document, madeOn: sentAt.slice(0, 10) });
          const sentSha = sha256(sent);
          const t = translator(terms.language);
          const signer = {
            name: tenant.name,
            signed_name: tenant.name,
            signed_at: signedAt,
            signed_ip: `192.0.2.${(tenant.id % 250) + 1}`,
            email: tenant.email,
          };
          const who = countersigner
            ? `${countersigner.first_name} ${countersigner.last_name}`.trim()
            : project.title;
          const signed = appendSignaturePage(
            sent,
            signaturePageOf(t, tenant, sentSha, [signer], { name: who, at: countersignedAt }),
          );
          const files = [
            { bytes: sent, name: fileNameOf(t, tenant) },
            {
              bytes: signed,
              name: `${fileNamePart(t('contract_signed_file_name'))}-${fileNamePart(tenant.name)}.pdf`,
            },
          ];
          const ids: number[] = [];
          for (const file of files) {
            const key = newStorageKey(project.id, 'pdf');
            written.push(key);
            await storage.put(key, file.bytes, { contentType: 'application/pdf' });
            const row = await s
              .insertInto('uploaded_files', [
                {
                  uploaded_by: null,
                  storage_key: key,
                  original_name: file.name,
                  mime: 'application/pdf',
                  size: file.bytes.length,
                  created_at: sentAt,
                },
              ])
              .returning('id')
              .executeTakeFirstOrThrow();
            ids.push(row.id);
          }
          const contract = await s
            .insertInto('contracts', [
              {
                tenant_id: tenant.id,
                ...termColumns(terms).contract,
                sent_file_id: ids[0]!,
                sent_at: sentAt,
                sent_sha256: sentSha,
                sent_by: 'mail',
                signed_file_id: ids[1]!,
                signed_at: countersignedAt,
                signed_sha256: sha256(signed),
                countersigned_at: countersignedAt,
                countersigned_by: countersigner?.id ?? null,
                updated_by: countersigner?.id ?? null,
                created_at: sentAt,
                updated_at: countersignedAt,
              },
            ])
            .returning('id')
            .executeTakeFirstOrThrow();
          await s
            .insertInto('contract_signers', [
              {
                tenant_id: tenant.id,
                contract_id: contract.id,
                position: 1,
                name: signer.name,
                email: signer.email,
                language: terms.language,
                public_id: demoUuid(`demo-contract-signer:${project.slug}:${tenant.id}`),
                // the link was used: its token is nowhere, only a hash nobody can answer
                token_hash: sha256(`demo-contract-signer-token:${project.slug}:${tenant.id}`),
                document_sha256: sentSha,
                expires_at: later(sentAt, 14 * 24),
                revoked_at: null,
                voided_at: null,
                code_hash: null,
                code_expires_at: null,
                signed_at: signer.signed_at,
                signed_name: signer.signed_name,
                signed_ip: signer.signed_ip,
                signed_sha256: sentSha,
                created_by: countersigner?.id ?? null,
                created_at: sentAt,
              },
            ])
            .execute();
        });
        count += 1;
      } catch (error) {
        await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
        throw error;
      }
    }
  }
  return count;
}
