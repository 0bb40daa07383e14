import { sql } from 'kysely';
import {
  duplicateGroups,
  normalizeEmail,
  type DuplicateSubject,
} from '../../../schema/applicationDuplicates';
import { applicationPointsTotal } from '../../../schema/applicationPoints';
import type { Answers } from '../../../schema/applicationForm';
import { scoped, type Executor } from '../../core/scope';
import { applicationSearch, householdNames } from '../applications/searchText';
import { updateSearchable } from '../../lists/searchText';
import { objectsById, type PublicObjectRow } from './objects';
import { parseAnswers } from './reply';

/**
 * The columns of an application that follow from its household (spec: main applicant's name,
 * e-mail, phone and birth date, household counts, pets, income and its ratio to the rent, move-in
 * date, points, duplicate group, search text), written with every change the household makes.
 */

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const date = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/** The person columns an adult's or child's answers fill (PERSON_COLUMN_KEYS). */
export function personColumns(answers: Answers) {
  return {
    first_name: text(answers.first_name),
    last_name: text(answers.last_name),
    email: normalizeEmail(text(answers.email)),
    phone: text(answers.phone),
    birth_date: date(answers.birth_date),
  };
}

const yesNo = (value: unknown): boolean =>
  value === true || value === 1 || (typeof value === 'string' && ['yes', 'true', '1'].includes(value));

export interface HouseholdInput {
  sale: boolean;
  household: Answers;
  adults: readonly Answers[];
  children: readonly Answers[];
  /** the object of first priority */
  object: PublicObjectRow | null;
  documentCategories: readonly string[];
}

/** The derived columns of an application (without duplicate group). */
export function householdColumns(input: HouseholdInput) {
  const main = personColumns(input.adults[0] ?? {});
  const incomes = input.adults.map((a) => (typeof a.income === 'number' ? a.income : 0));
  const income = incomes.reduce((sum, v) => sum + v, 0);
  const incomeCents = input.adults.some((a) => typeof a.income === 'number')
    ? Math.round(income * 100)
    : null;
  const rent = input.sale ? null : (input.object?.rental_price ?? null);
  const incomeRatio =
    incomeCents !== null && rent !== null && rent > 0
      ? Math.round((incomeCents / (rent * 12)) * 100) / 100
      : null;
  const adults = input.adults.length;
  const children = input.children.length;
  const pets = yesNo(input.household.pets) ? 1 : 0;
  const moveIn = date(input.household.move_in_date);
  const points = applicationPointsTotal({
    income_ratio: incomeRatio,
    household_size: adults + children,
    pets,
    move_in_date: moveIn,
    document_categories: input.documentCategories,
    answers: input.household,
    object: input.object,
  });
  return {
    main_name: `${main.first_name} ${main.last_name}`.trim(),
    email: main.email,
    phone: main.phone,
    birth_date: main.birth_date,
    adults,
    children,
    household_size: adults + children,
    pets,
    income_cents: incomeCents,
    income_ratio: incomeRatio,
    object_rooms: input.object?.rooms ?? null,
    move_in_date: moveIn,
    answers: JSON.stringify(input.household),
    points,
    household_names: householdNames([...input.adults, ...input.children].map(personColumns)),
  };
}

/**
 * The duplicate group of an application among the project's others (same e-mail, phone, or name
 * and birth date; schema/applicationDuplicates.ts): the groups of the applications it links are
 * brought up to date too. Answers its own group.
 */
export async function refreshDuplicateGroup(
  trx: Executor,
  projectId: number,
  applicationId: number,
  subject: DuplicateSubject,
): Promise<string | null> {
  const conditions = [];
  if (subject.email) conditions.push(sql<boolean>`email = ${subject.email}`);
  if (subject.phone) conditions.push(sql<boolean>`phone = ${subject.phone}`);
  if (subject.birth_date) conditions.push(sql<boolean>`birth_date = ${subject.birth_date}`);
  if (subject.main_name) conditions.push(sql<boolean>`main_name = ${subject.main_name}`);
  const others =
    conditions.length === 0
      ? []
      : await scoped(trx, projectId)
          .selectFrom('applications')
          .select(['id', 'main_name', 'email', 'phone', 'birth_date', 'duplicate_group'])
          .where('id', '!=', applicationId)
          .where(sql<boolean>`(${sql.join(conditions, sql` or `)})`)
          .limit(500)
          .execute();
  const subjects = [...others, subject];
  const groups = duplicateGroups(subjects);
  for (const [i, other] of others.entries()) {
    const group = groups[i] ?? null;
    if (group !== other.duplicate_group && group !== null) {
      await scoped(trx, projectId)
        .updateTable('applications')
        .set({ duplicate_group: group })
        .where('id', '=', Number(other.id))
        .execute();
    }
  }
  const own = groups[subjects.length - 1] ?? null;
  await scoped(trx, projectId)
    .updateTable('applications')
    .set({ duplicate_group: own })
    .where('id', '=', applicationId)
    .execute();
  return own;
}

/** Loads what an application's derived columns are made of. */
export async function householdOf(trx: Executor, projectId: number, applicationId: number, sale: boolean) {
  const application = await scoped(trx, projectId)
    .selectFrom('applications')
    .select(['answers'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const persons = await scoped(trx, projectId)
    .selectFrom('application_persons')
    .select(['id', 'person_type', 'position', 'answers'])
    .where('application_id', '=', applicationId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const first = await scoped(trx, projectId)
    .selectFrom('application_priorities')
    .select('object_id')
    .where('application_id', '=', applicationId)
    .orderBy('rank')
    .limit(1)
    .executeTakeFirst();
  const documents = await scoped(trx, projectId)
    .selectFrom('application_documents')
    .select('category')
    .where('application_id', '=', applicationId)
    .execute();
  const [object] = first ? await objectsById(trx, projectId, [Number(first.object_id)]) : [];
  return {
    sale,
    household: parseAnswers(application.answers),
    adults: persons.filter((p) => p.person_type === 'adult').map((p) => parseAnswers(p.answers)),
    children: persons.filter((p) => p.person_type === 'child').map((p) => parseAnswers(p.answers)),
    object: object ?? null,
    documentCategories: documents.map((d) => d.category),
  } satisfies HouseholdInput;
}

/**
 * Writes an application's derived columns anew from its stored household (after a person, the
 * household answers or a document changed), bumping its version; `version` refuses a stale edit.
 * Answers whether the row was written.
 */
export async function refreshApplication(
  trx: Executor,
  projectId: number,
  applicationId: number,
  sale: boolean,
  options: { version?: number; household?: Answers } = {},
): Promise<boolean> {
  const input = await householdOf(trx, projectId, applicationId, sale);
  if (options.household) input.household = options.household;
  const columns = householdColumns(input);
  const changed = await updateSearchable(
    scoped(trx, projectId),
    applicationSearch,
    [applicationId],
    columns,
    {
      version: options.version,
    },
  );
  if (changed === 0) return false;
  await refreshDuplicateGroup(trx, projectId, applicationId, columns);
  return true;
}
