import { sql } from 'kysely';
import { duplicateGroups, normalizeEmail, normalizePhone } from '../../../schema/applicationDuplicates';
import { documentFields } from '../../../schema/applicationForm';
import { applicationPoints, type PointsInput, type PointsResult } from '../../../schema/applicationPoints';
import type { Scoped } from '../../core/scope';
import type { Application } from '../../db/tables/applications';
import { formOf, jsonObject } from './common';
import { applicationSearch, householdNames } from './searchText';

/**
 * The values of an application derived from its persons, documents and first-priority object:
 * the main applicant's columns, the household counts, the points and the duplicate group. Every
 * write that changes one of their inputs calls `refreshApplication` in its transaction.
 */

/** The inputs of the points rules of an application as stored. */
export async function pointsInputOf(scope: Scoped, app: Application): Promise<PointsInput> {
  const object =
    app.object_id === null
      ? undefined
      : await scope
          .selectFrom('objects')
          .select(['min_occupancy', 'max_occupancy', 'available_from', 'cats_allowed', 'dogs_allowed'])
          .where('id', '=', app.object_id)
          .executeTakeFirst();
  const documents = await scope
    .selectFrom('application_documents')
    .select('category')
    .where('application_id', '=', app.id)
    .execute();
  const form = await formOf(scope, app.form_id);
  const required = form
    ? documentFields(form)
        .filter((f) => f.required)
        .map((f) => f.key)
    : undefined;
  return {
    income_ratio: app.income_ratio,
    household_size: app.household_size,
    pets: app.pets,
    move_in_date: app.move_in_date,
    document_categories: documents.map((d) => d.category),
    ...(required && required.length > 0 ? { required_document_categories: required } : {}),
    answers: jsonObject(app.answers),
    object: object ?? null,
  };
}

export async function pointsOf(scope: Scoped, app: Application): Promise<PointsResult> {
  return applicationPoints(await pointsInputOf(scope, app));
}

const numberOr = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * Writes the derived columns of an application anew from its persons, documents and object (its
 * version stays: nothing the caller edited on the application itself changed), then its duplicate
 * group. Answers the application as it is afterwards.
 */
export async function refreshApplication(scope: Scoped, id: number, now: string): Promise<Application> {
  const app = await scope
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const persons = await scope
    .selectFrom('application_persons')
    .selectAll()
    .where('application_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const adults = persons.filter((p) => p.person_type === 'adult');
  const children = persons.filter((p) => p.person_type === 'child');
  const main = adults[0];
  const incomes = adults.map((p) => numberOr(jsonObject(p.answers).income)).filter((n) => n !== null);
  let incomeCents = app.income_cents;
  if (incomes.length > 0) incomeCents = Math.round(incomes.reduce((a, b) => a + b, 0) * 100);
  let incomeRatio = app.income_ratio;
  if (app.object_id !== null && incomeCents !== null) {
    const object = await scope
      .selectFrom('objects')
      .select('rental_price')
      .where('id', '=', app.object_id)
      .executeTakeFirst();
    if (object?.rental_price)
      incomeRatio = Math.round((incomeCents / (object.rental_price * 12)) * 100) / 100;
  }
  const values = {
    main_name: main ? `${main.first_name} ${main.last_name}`.trim() : app.main_name,
    email: normalizeEmail(main ? main.email : app.email),
    phone: normalizePhone(main ? main.phone : app.phone),
    birth_date: main ? main.birth_date : app.birth_date,
    household_names: persons.length > 0 ? householdNames(persons) : app.household_names,
    adults: persons.length > 0 ? adults.length : app.adults,
    children: persons.length > 0 ? children.length : app.children,
    household_size: persons.length > 0 ? adults.length + children.length : app.household_size,
    income_cents: incomeCents,
    income_ratio: incomeRatio,
  };
  const next: Application = { ...app, ...values };
  const points = (await pointsOf(scope, next)).total;
  await scope
    .updateTable('applications')
    .set({ ...values, points, search_text: applicationSearch.build(values), updated_at: now })
    .where('id', '=', id)
    .execute();
  await refreshDuplicates(scope, [id], app.duplicate_group ? [app.duplicate_group] : []);
  return { ...next, points, updated_at: now };
}

type Subject = Pick<Application, 'id' | 'main_name' | 'email' | 'phone' | 'birth_date' | 'duplicate_group'>;
const SUBJECT = ['id', 'main_name', 'email', 'phone', 'birth_date', 'duplicate_group'] as const;

/**
 * Writes the duplicate groups of the given applications and of every application they are or
 * were linked to (`formerGroups`: the groups they had before a change or a removal).
 */
export async function refreshDuplicates(
  scope: Scoped,
  ids: readonly number[],
  formerGroups: readonly string[],
): Promise<void> {
  const rows = new Map<number, Subject>();
  const add = (list: Subject[]) => {
    let added = 0;
    for (const row of list) {
      if (!rows.has(row.id)) {
        rows.set(row.id, row);
        added += 1;
      }
    }
    return added;
  };
  if (ids.length > 0) {
    add(
      await scope
        .selectFrom('applications')
        .select(SUBJECT)
        .where('id', 'in', [...ids])
        .execute(),
    );
  }
  const groups = new Set(formerGroups);
  // two rounds: the direct matches, then the groups they belong to and their members' matches
  for (let round = 0; round < 3; round += 1) {
    const list = [...rows.values()];
    for (const row of list) if (row.duplicate_group) groups.add(row.duplicate_group);
    const emails = [...new Set(list.map((r) => r.email).filter((e) => e.includes('@')))];
    const phones = [...new Set(list.map((r) => r.phone).filter((p) => p.replace(/\D/g, '').length >= 6))];
    const births = [...new Set(list.map((r) => r.birth_date).filter((b): b is string => !!b))];
    const conditions = [
      ...(emails.length ? [sql<boolean>`email in (${sql.join(emails)})`] : []),
      ...(phones.length ? [sql<boolean>`phone in (${sql.join(phones)})`] : []),
      ...(births.length ? [sql<boolean>`birth_date in (${sql.join(births)})`] : []),
      ...(groups.size ? [sql<boolean>`duplicate_group in (${sql.join([...groups])})`] : []),
    ];
    if (conditions.length === 0) break;
    const found = await scope
      .selectFrom('applications')
      .select(SUBJECT)
      .where(sql<boolean>`(${sql.join(conditions, sql` or `)})`)
      .execute();
    if (add(found) === 0 && round > 0) break;
  }
  const list = [...rows.values()];
  const labels = duplicateGroups(list);
  for (const [i, row] of list.entries()) {
    const label = labels[i] ?? null;
    if (label === row.duplicate_group) continue;
    await scope
      .updateTable('applications')
      .set({ duplicate_group: label })
      .where('id', '=', row.id)
      .execute();
  }
}
