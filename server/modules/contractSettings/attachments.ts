import { LANGUAGES, type Language } from '../../../schema/api/common';
import type { ContractAttachment } from '../../../schema/api/contractSettings';
import {
  attachmentsFor,
  CONTRACT_ATTACHMENT_MISSING,
  CONTRACT_ATTACHMENT_NOT_PDF,
  type RentalAgreementValues,
} from '../../../schema/contract';
import { badRequest } from '../../core/errors';
import { scoped, type Executor } from '../../core/scope';
import type { Storage } from '../../core/storage';
import { mediaPath } from '../files/mediaLinks';
import { storageKeyOf } from '../files/service';

/**
 * The rental agreement's attachments (house rules, general terms): PDFs of the project, per
 * contract language and in order. They are embedded in the contract PDF (so the document a tenant
 * signs and its checksum include them) and go with the contract mail as files of their own.
 */

type Attachments = Record<Language, ContractAttachment[]>;
type AttachmentInput = NonNullable<RentalAgreementValues['attachments']>;

/** The project's attachment rows with their stored files, in order per language. */
async function attachmentRows(db: Executor, projectId: number) {
  const s = scoped(db, projectId);
  const rows = await s
    .innerJoin(
      s.selectFrom('rental_agreement_attachments'),
      'uploaded_files',
      'uploaded_files.id',
      'rental_agreement_attachments.file_id',
    )
    .select([
      'rental_agreement_attachments.language',
      'rental_agreement_attachments.name',
      'uploaded_files.id as file_id',
      'uploaded_files.storage_key',
      'uploaded_files.size',
    ])
    .orderBy('rental_agreement_attachments.position')
    .execute();
  const byLanguage = Object.fromEntries(LANGUAGES.map((lang) => [lang, [] as typeof rows])) as Record<
    Language,
    typeof rows
  >;
  for (const row of rows) byLanguage[row.language as Language]?.push(row);
  return byLanguage;
}

export async function attachmentsOf(db: Executor, projectId: number): Promise<Attachments> {
  const rows = await attachmentRows(db, projectId);
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      rows[lang].map((row) => ({
        key: row.storage_key,
        url: mediaPath(row.storage_key),
        name: row.name,
        size: row.size,
      })),
    ]),
  ) as Attachments;
}

/**
 * Replaces the project's attachments with the given ones, inside the settings' transaction. Each
 * must name a PDF uploaded to this project; otherwise 400 on the language's field, nothing written.
 */
export async function replaceAttachments(
  trx: Executor,
  projectId: number,
  input: AttachmentInput,
): Promise<Attachments> {
  const s = scoped(trx, projectId);
  const keys = LANGUAGES.flatMap((language) =>
    input[language].flatMap((file) => storageKeyOf(file.key) ?? []),
  );
  const files =
    keys.length === 0
      ? []
      : await s
          .selectFrom('uploaded_files')
          .select(['id', 'storage_key', 'mime'])
          .where('storage_key', 'in', keys)
          .execute();
  const byKey = new Map(files.map((file) => [file.storage_key, file]));
  const rows: { language: Language; position: number; file_id: number; name: string }[] = [];
  for (const language of LANGUAGES) {
    for (const [position, attachment] of input[language].entries()) {
      const file = byKey.get(storageKeyOf(attachment.key) ?? '');
      if (!file || file.mime !== 'application/pdf') {
        const problem = file ? CONTRACT_ATTACHMENT_NOT_PDF : CONTRACT_ATTACHMENT_MISSING;
        throw badRequest(
          problem,
          { name: attachment.name },
          { errors: { [`attachments.${language}`]: problem } },
        );
      }
      rows.push({ language, position, file_id: file.id, name: attachment.name });
    }
  }
  await s.deleteFrom('rental_agreement_attachments').execute();
  if (rows.length > 0) await s.insertInto('rental_agreement_attachments', rows).execute();
  return attachmentsOf(trx, projectId);
}

/** An attachment of a contract: its name, its file and its bytes. */
export interface ContractAttachmentFile {
  name: string;
  fileId: number;
  bytes: Buffer;
}

/**
 * The attachments a contract in `language` carries (the default language's when it has none of its
 * own), with their bytes; a file gone from the store is left out.
 */
export async function contractAttachments(
  db: Executor,
  storage: Storage,
  projectId: number,
  language: Language,
): Promise<ContractAttachmentFile[]> {
  const chosen = attachmentsFor(await attachmentRows(db, projectId), language);
  const loaded = await Promise.all(
    chosen.map(async (row) => {
      const stored = await storage.get(row.storage_key);
      return stored ? { name: row.name, fileId: row.file_id, bytes: stored.bytes } : null;
    }),
  );
  return loaded.filter((item) => item !== null);
}
