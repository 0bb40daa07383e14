import type { Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../../schema/api/common';
import type { RentalAgreementRecord } from '../../../schema/api/contractSettings';
import { CONTRACT_CLAUSES, type ContractClause, type RentalAgreementValues } from '../../../schema/contract';
import { INITIAL_RENT_FORM_CANTONS_DEFAULT, SWISS_CANTONS } from '../../../schema/initialRentForm';
import { changedFields, recordAudit } from '../../core/audit';
import { ApiError } from '../../core/errors';
import { sanitizeRichText } from '../../core/sanitize';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';
import { attachmentsOf, replaceAttachments } from './attachments';

/**
 * Settings > rental agreement: the project's contract template per language (sanitised HTML with
 * the placeholders of schema/contract.ts) and the clauses it uses. A project without a row has
 * empty templates at version 1; the first save makes the row.
 */

type Texts = Record<Language, string>;

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

function textsOf(json: string): Texts {
  const parsed = parseJson(json);
  const source = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const texts = {} as Texts;
  for (const lang of LANGUAGES) {
    const value = source[lang];
    texts[lang] = typeof value === 'string' ? value : '';
  }
  return texts;
}

/** The cantons of the stored setting; null (never saved): the default list. */
function cantonsOf(json: string | null): string[] {
  if (json === null) return [...INITIAL_RENT_FORM_CANTONS_DEFAULT];
  const parsed = parseJson(json);
  const list = Array.isArray(parsed) ? parsed : [];
  return SWISS_CANTONS.filter((canton) => list.includes(canton));
}

function clausesOf(json: string): ContractClause[] {
  const parsed = parseJson(json);
  const list = Array.isArray(parsed) ? parsed : [];
  return CONTRACT_CLAUSES.filter((clause) => list.includes(clause));
}

export async function getRentalAgreement(db: Executor, projectId: number): Promise<RentalAgreementRecord> {
  const row = await scoped(db, projectId)
    .selectFrom('rental_agreement_settings')
    .selectAll()
    .executeTakeFirst();
  const attachments = await attachmentsOf(db, projectId);
  if (!row)
    return {
      texts: { de: '', fr: '', it: '', en: '' },
      clauses: [],
      initialRentCantons: [...INITIAL_RENT_FORM_CANTONS_DEFAULT],
      attachments,
      version: 1,
    };
  return {
    texts: textsOf(row.texts),
    clauses: clausesOf(row.clauses),
    initialRentCantons: cantonsOf(row.initial_rent_cantons),
    attachments,
    version: row.version,
  };
}

export async function saveRentalAgreement(
  db: Kysely<Database>,
  project: Project,
  user: User,
  input: RentalAgreementValues,
): Promise<RentalAgreementRecord> {
  const texts = {} as Texts;
  for (const lang of LANGUAGES) {
    const value = input.texts[lang];
    texts[lang] = value.trim() === '' ? '' : sanitizeRichText(value);
  }
  const clauses = input.clauses;
  return db.transaction().execute(async (trx) => {
    const s = scoped(trx, project.id);
    const row = await s.selectFrom('rental_agreement_settings').selectAll().executeTakeFirst();
    const current = row?.version ?? 1;
    if (input.version !== undefined && input.version !== current) {
      throw new ApiError(409, 'rental_agreement_changed_meanwhile');
    }
    const now = new Date().toISOString();
    const cantons = input.initialRentCantons ?? cantonsOf(row?.initial_rent_cantons ?? null);
    const values = {
      texts: JSON.stringify(texts),
      clauses: JSON.stringify(clauses),
      initial_rent_cantons: JSON.stringify(cantons),
      version: current + 1,
      updated_by: user.id,
      updated_at: now,
    };
    if (row) {
      const result = await s
        .updateTable('rental_agreement_settings')
        .set(values)
        .where('version', '=', current)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'rental_agreement_changed_meanwhile');
    } else {
      // two first saves at once: the one that comes second finds the row made and is told so
      const result = await s
        .insertInto('rental_agreement_settings', [values])
        .onConflict((oc) => oc.column('project_id').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1)
        throw new ApiError(409, 'rental_agreement_changed_meanwhile');
    }
    const attachmentsBefore = await attachmentsOf(trx, project.id);
    const attachments = input.attachments
      ? await replaceAttachments(trx, project.id, input.attachments)
      : attachmentsBefore;
    const names = (list: typeof attachments) =>
      Object.fromEntries(Object.entries(list).map(([lang, files]) => [lang, files.map((f) => f.name)]));
    const before = row
      ? {
          texts: textsOf(row.texts),
          clauses: clausesOf(row.clauses),
          initialRentCantons: cantonsOf(row.initial_rent_cantons),
          attachments: names(attachmentsBefore),
        }
      : { texts: null, clauses: null, initialRentCantons: null, attachments: names(attachmentsBefore) };
    const change = changedFields(before, {
      texts,
      clauses,
      initialRentCantons: cantons,
      attachments: names(attachments),
    });
    if (change) {
      await recordAudit(trx, {
        projectId: project.id,
        userId: user.id,
        action: row ? 'update' : 'create',
        entity: 'rental_agreement_settings',
        entityId: project.id,
        ...change,
      });
    }
    return { texts, clauses, initialRentCantons: cantons, attachments, version: current + 1 };
  });
}
