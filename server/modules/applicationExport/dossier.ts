import type { Language } from '../../../schema/api/common';
import { APPLICATION_STATES } from '../../../schema/applicationStates';
import { formatDate, formatDateTime } from '../../../schema/dates';
import { formatMoney, formatNumber, type CurrencyOrder } from '../../../schema/money';
import type { MessageKey, Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import { answerObjectNames } from '../applications/answers';
import type { Project } from '../../db/types';
import { printPhone } from '../objectMedia/print/sheet';
import { fileNamePart } from '../objectMedia/print/text';
import {
  categoryLabel,
  parseAnswers,
  parseDefinition,
  resolveAnswers,
  dossierAnswerFormat,
  type AnswerLine,
  type AnswerSection,
} from './answers';

/** Everything a dossier prints of one application, translated and formatted. */
export interface Dossier {
  id: number;
  /** `Bewerbungsdossier-12-Anna-Muster.pdf` */
  fileName: string;
  projectTitle: string;
  brandColor: string;
  title: string;
  /** "Bewerbung Nr. 12" */
  subtitle: string;
  printed: string;
  summary: AnswerLine[];
  objects: string[];
  household: { heading: string; facts: AnswerLine[]; sections: AnswerSection[] };
  persons: Array<{ heading: string; sections: AnswerSection[] }>;
  comments: Array<{ author: string; when: string; body: string; resolved: boolean }>;
  documents: DossierDocument[];
}

export interface DossierDocument {
  label: string;
  name: string;
  person: string;
  mime: string;
  storageKey: string;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The name of a state in the reader's language; a state without a name prints as stored. */
function stateName(state: string, t: Translator): string {
  if (!(APPLICATION_STATES as readonly string[]).includes(state)) return state;
  return t(`dossier_state_${state.replace(/\./g, '_')}` as MessageKey);
}

function languageName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const line = (key: string, label: string, value: string): AnswerLine => ({ key, label, value });

/** The ids among `ids` that are applications of the project (the others are reported). */
export async function projectApplicationIds(
  db: Executor,
  projectId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await scoped(db, projectId)
    .selectFrom('applications')
    .select('id')
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** One application's dossier, or null when it is not one of the project's. */
export async function loadDossier(
  db: Executor,
  project: Project,
  id: number,
  lang: Language,
  t: Translator,
  now: number = Date.now(),
): Promise<Dossier | null> {
  const scope = scoped(db, project.id);
  const app = await scope.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!app) return null;
  const [form, persons, priorities, comments, documents] = await Promise.all([
    app.form_id === null
      ? Promise.resolve(undefined)
      : scope
          .selectFrom('application_forms')
          .select('definition')
          .where('id', '=', app.form_id)
          .executeTakeFirst(),
    scope
      .selectFrom('application_persons')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('person_type')
      .orderBy('position')
      .execute(),
    scope
      .innerJoin(
        scope.selectFrom('application_priorities'),
        'objects',
        'objects.id',
        'application_priorities.object_id',
      )
      .select(['application_priorities.rank', 'objects.title', 'objects.ref_number'])
      .where('application_priorities.application_id', '=', id)
      .orderBy('application_priorities.rank')
      .execute(),
    scope
      .selectFrom('application_comments')
      .leftJoin('users', 'users.id', 'application_comments.user_id')
      .select([
        'application_comments.body',
        'application_comments.resolved',
        'application_comments.created_at',
        'users.first_name',
        'users.last_name',
      ])
      .where('application_comments.application_id', '=', id)
      .orderBy('application_comments.created_at')
      .orderBy('application_comments.id')
      .execute(),
    scope
      .innerJoin(
        scope.selectFrom('application_documents'),
        'uploaded_files',
        'uploaded_files.id',
        'application_documents.file_id',
      )
      .select([
        'application_documents.category',
        'application_documents.person_id',
        'uploaded_files.original_name',
        'uploaded_files.mime',
        'uploaded_files.storage_key',
      ])
      .where('application_documents.application_id', '=', id)
      .orderBy('application_documents.id')
      .execute(),
  ]);

  const definition = parseDefinition(form?.definition);
  const order: CurrencyOrder = project.currency_order === 'after' ? 'after' : 'before';
  const dash = '–';
  const householdAnswers = parseAnswers(app.answers);
  const format = {
    ...dossierAnswerFormat(lang, t, project.currency, order),
    objects: await answerObjectNames(scope, definition, 'household', householdAnswers),
  };
  const name = app.main_name.trim() || t('dossier_application_no', { id });

  const summary = [
    line('state', t('dossier_state'), stateName(app.progress_state, t)),
    line('created', t('dossier_created'), formatDateTime(app.created_at)),
    line('language', t('dossier_language'), languageName(app.language, lang)),
    line('stars', t('dossier_stars'), t('dossier_stars_value', { stars: app.overall_star })),
    line('points', t('dossier_points'), formatNumber(app.points)),
  ];
  if (app.email) summary.push(line('email', t('dossier_email'), app.email));
  if (app.phone) summary.push(line('phone', t('dossier_phone'), printPhone(app.phone)));
  if (app.progress_state === 'inactive' && app.deactivation_reason.trim())
    summary.push(line('reason', t('dossier_deactivation_reason'), app.deactivation_reason.trim()));

  const facts = [
    line('household_size', t('dossier_household_size'), formatNumber(app.household_size)),
    line('adults', t('dossier_adults'), formatNumber(app.adults)),
    line('children', t('dossier_children'), formatNumber(app.children)),
    line('pets', t('dossier_pets'), t(app.pets ? 'dossier_yes' : 'dossier_no')),
    line(
      'income',
      t('dossier_income'),
      app.income_cents === null ? dash : formatMoney(app.income_cents / 100, project.currency, order),
    ),
    line(
      'income_ratio',
      t('dossier_income_ratio'),
      app.income_ratio === null ? dash : formatNumber(app.income_ratio, 2),
    ),
    line('move_in', t('dossier_move_in'), app.move_in_date ? formatDate(app.move_in_date) : dash),
  ];

  const personName = new Map<number, string>();
  let adults = 0;
  let children = 0;
  const people = persons.map((person) => {
    const adult = person.person_type === 'adult';
    const n = adult ? ++adults : ++children;
    const fullName = `${person.first_name} ${person.last_name}`.trim();
    personName.set(person.id, fullName);
    const base = adult ? t('dossier_adult', { n }) : t('dossier_child', { n });
    const main = adult && n === 1 ? ` (${t('dossier_main_applicant')})` : '';
    return {
      heading: `${base}${main}${fullName ? `: ${fullName}` : ''}`,
      sections: resolveAnswers(
        definition,
        adult ? 'adult' : 'child',
        parseAnswers(person.answers),
        format,
        t,
        {
          first_name: person.first_name,
          last_name: person.last_name,
          email: person.email,
          phone: person.phone,
          birth_date: person.birth_date,
        },
      ),
    };
  });

  return {
    id,
    fileName: `${fileNamePart(t('dossier_file'))}-${id}-${fileNamePart(name)}.pdf`,
    projectTitle: project.title,
    brandColor: HEX_COLOR.test(project.brand_color) ? project.brand_color : '#1f6f8b',
    title: name,
    subtitle: t('dossier_application_no', { id }),
    printed: t('dossier_printed', { date: formatDateTime(new Date(now).toISOString()) }),
    summary,
    objects: priorities.map((p) => `${p.rank}. ${p.title}${p.ref_number ? ` (${p.ref_number})` : ''}`),
    household: {
      heading: t('dossier_household'),
      facts,
      sections: resolveAnswers(definition, 'household', householdAnswers, format, t),
    },
    persons: people,
    comments: comments.map((c) => ({
      author: `${c.first_name ?? ''} ${c.last_name ?? ''}`.trim() || t('dossier_system'),
      when: formatDateTime(c.created_at),
      body: c.body,
      resolved: c.resolved === 1,
    })),
    documents: documents.map((d) => ({
      label: categoryLabel(definition, d.category, lang),
      name: d.original_name,
      person: d.person_id === null ? '' : (personName.get(d.person_id) ?? ''),
      mime: d.mime,
      storageKey: d.storage_key,
    })),
  };
}
