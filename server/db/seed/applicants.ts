/**
 * The households of the demo applications, generated deterministically: application n of a
 * project is always the same household (names of the language regions, e-mail, E.164 phone,
 * birth dates, children, income, pets), asks for the same objects, is in the same state, carries
 * the same answers to the project's form, evaluation, comments and documents. Pure: the database
 * writes are in applications.ts.
 */
import {
  RENT_APPLICATION_STATES,
  SALE_APPLICATION_STATES,
  type ApplicationState,
} from '../../../schema/applicationStates';
import { DEBT_COLLECTION_ANSWER_KEY } from '../../../schema/applicationPoints';
import {
  fieldsOf,
  PERSON_COLUMN_KEYS,
  type FieldScope,
  type FormDefinition,
  type FormField,
} from '../../../schema/applicationForm';
import { BASE_TIME_MS, rowRng, timestamp, type SeedProject } from './context';
import type { Rng } from './random';
import type { Language } from './swiss';
import { FIRST_NAMES, LAST_NAMES } from './swissNames';

/** An object the households of a project may ask for (an apartment that takes applications). */
export interface PoolObject {
  id: number;
  ref_number: string;
  rooms: number | null;
  rental_price: number | null;
  selling_price: number | null;
  available_from: string | null;
  min_occupancy: number | null;
  max_occupancy: number | null;
  cats_allowed: number;
  dogs_allowed: number;
}

export type ApplicantLanguage = Language | 'en';

export interface DemoPerson {
  person_type: 'adult' | 'child';
  position: number;
  first_name: string;
  last_name: string;
  /** lower case; '' for children */
  email: string;
  /** E.164; '' for children */
  phone: string;
  birth_date: string;
  /** yearly income in CHF (adults) */
  income: number;
}

export interface DemoComment {
  /** which of the project's staff wrote it (index into the staff list) */
  author: number;
  body: string;
  resolved: boolean;
  created_at: string;
}

export interface DemoDocument {
  category: string;
  /** position of the person it belongs to; null for the household */
  person: number | null;
  file_name: string;
  mime: 'application/pdf' | 'image/png';
}

export interface DemoApplication {
  index: number;
  state: ApplicationState;
  sale: boolean;
  language: ApplicantLanguage;
  persons: DemoPerson[];
  pets: number;
  /** the household's yearly income in CHF */
  income: number;
  move_in_date: string;
  debt_collection_entries: boolean;
  /** the objects asked for, in the household's order */
  priorities: PoolObject[];
  overall_star: number;
  deactivation_reason: string;
  state_before_deactivation: string | null;
  comments: DemoComment[];
  documents: DemoDocument[];
  created_at: string;
  updated_at: string;
}

const DAY_MS = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function plusDays(isoDate: string, days: number): string {
  return isoDay(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS);
}

/** Letters an e-mail address can hold: ä -> ae, é -> e, everything else dropped. */
export function mailbox(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

/** A Swiss mobile number in international form, +417xxxxxxxx. */
function mobile(rng: Rng): string {
  const digits = Array.from({ length: 7 }, () => rng.int(0, 9)).join('');
  return `+417${rng.pick([5, 6, 7, 8, 9])}${digits}`;
}

/** +41791234567 as a household writes it: 079 123 45 67. */
export function nationalWriting(e164: string): string {
  if (!e164.startsWith('+41') || e164.length !== 12) return e164;
  const n = `0${e164.slice(3)}`;
  return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`;
}

function birthDate(rng: Rng, fromYear: number, toYear: number): string {
  const year = rng.int(fromYear, toYear);
  return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

const DOMAINS = ['example.com', 'example.org', 'example.net'];

function emailFor(rng: Rng, first: string, last: string, birth: string): string {
  const local = rng.chance(0.5)
    ? `${mailbox(first)}.${mailbox(last)}`
    : `${mailbox(first)[0]}.${mailbox(last)}`;
  const suffix = rng.chance(0.6) ? birth.slice(2, 4) : String(rng.int(1, 999));
  return `${local}${suffix}@${rng.pick(DOMAINS)}`;
}

function nameLanguage(language: ApplicantLanguage): Language {
  return language === 'en' ? 'de' : language;
}

/** The main applicant of application `index`: also what a duplicate of it copies. */
function mainApplicant(project: SeedProject, index: number) {
  const rng = rowRng(project, 'application-main', index);
  const language = rng.weighted<ApplicantLanguage>([
    ['de', 6],
    ['fr', 3],
    ['it', 2],
    ['en', 1],
  ]);
  const names = nameLanguage(language);
  const first = rng.pick(FIRST_NAMES[names]);
  const last = rng.pick(LAST_NAMES[names]);
  const birth = birthDate(rng, 1952, 2003);
  return { language, first, last, birth, email: emailFor(rng, first, last, birth), phone: mobile(rng) };
}

/** How application `index` repeats an earlier household: none, or by e-mail, phone, or name and birth date. */
function duplicateOf(index: number, rng: Rng): { of: number; by: 'email' | 'phone' | 'name' } | null {
  if (index < 12 || index % 29 !== 0) return null;
  return { of: index - rng.int(3, 11), by: rng.pick(['email', 'phone', 'name'] as const) };
}

const RENT_WEIGHTS: ReadonlyArray<readonly [ApplicationState, number]> = [
  ['active.new', 34],
  ['active.in_progress', 22],
  ['active.evaluated', 18],
  ['inactive', 16],
  ['with_offer.declined', 6],
];

const SALE_WEIGHTS: ReadonlyArray<readonly [ApplicationState, number]> = [
  ['sale.new', 40],
  ['sale.client.signed', 20],
  ['sale.fee.transferred', 12],
  ['sale.reservation.completed', 10],
  ['inactive', 18],
];

/** States whose application holds an object: an offer (with_offer) or an assignment (assigned). */
export const BINDING_STATES: readonly ApplicationState[] = ['with_offer', 'assigned'];

/**
 * The state of application `index` (1-based): the first ones go through every state, then every
 * 40th is offered and every 40th (shifted) assigned while `bindings` allows, the rest by weight.
 */
function stateOf(index: number, sale: boolean, bindings: boolean, rng: Rng): ApplicationState {
  const states: readonly ApplicationState[] = sale ? SALE_APPLICATION_STATES : RENT_APPLICATION_STATES;
  if (index <= states.length) {
    const state = states[index - 1]!;
    if (!BINDING_STATES.includes(state) || bindings) return state;
  } else if (!sale && bindings && index % 40 === 7) return 'with_offer';
  else if (!sale && bindings && index % 40 === 23) return 'assigned';
  return rng.weighted(sale ? SALE_WEIGHTS : RENT_WEIGHTS);
}

const DEACTIVATION_REASONS = [
  'Hat eine andere Wohnung gefunden',
  'Einkommen reicht für die gewünschten Objekte nicht aus',
  'Unterlagen trotz Nachfrage unvollständig',
  'Bewerbung vom Haushalt zurückgezogen',
  'Betreibungsregisterauszug mit offenen Betreibungen',
  'Kein passendes Objekt im gewünschten Zeitraum',
];

const COMMENTS = [
  'Telefonisch erreicht, Interesse bestätigt.',
  'Lohnabrechnungen fehlen noch, per E-Mail nachgefragt.',
  'Referenz der heutigen Verwaltung eingeholt: sehr positiv.',
  'Besichtigung am Samstag wahrgenommen, macht einen guten Eindruck.',
  'Wünscht Einzug frühestens auf den nächsten Monatsersten.',
  'Haustier (Katze) mit Eigentümerschaft abklären.',
  'Betreibungsregisterauszug ist älter als drei Monate, neuen verlangt.',
  'Passt gut ins Haus, ruhige Familie.',
  'Arbeitgeber hat die Anstellung bestätigt.',
  'Rückruf vereinbart für nächste Woche.',
  'Mietzinsdepot über Mietkautionsversicherung gewünscht.',
  'Parkplatz in der Tiefgarage ebenfalls gewünscht.',
];

const OCCUPATIONS = [
  'Pflegefachfrau',
  'Informatiker',
  'Lehrerin',
  'Elektroinstallateur',
  'Kaufmann',
  'Architektin',
  'Polymechaniker',
  'Ärztin',
  'Logistiker',
  'Sachbearbeiterin',
];
const EMPLOYERS = [
  'Kantonsspital Winterthur',
  'SBB AG',
  'Migros-Genossenschafts-Bund',
  'Swisscom AG',
  'ABB Schweiz AG',
  'Stadt Zürich',
  'Raiffeisenbank',
  'Coop',
  'Universität Bern',
  'Roche Diagnostics',
];
const STREETS = [
  'Bahnhofstrasse 12',
  'Seestrasse 45',
  'Dorfstrasse 3',
  'Hauptstrasse 88',
  'Rue du Lac 14',
  'Via Cantonale 7',
  'Kirchweg 21',
  'Schulhausstrasse 9',
];
const TOWNS = ['8004 Zürich', '8400 Winterthur', '3011 Bern', '1003 Lausanne', '6900 Lugano', '5400 Baden'];
const LANDLORDS = [
  'Livit AG, Zürich',
  'Wincasa AG, Winterthur',
  'Privera AG, Bern',
  'Régie du Rhône, Genève',
  'Verwaltung Meier & Partner',
];

const DOCUMENT_NAMES: Record<string, string> = {
  id: 'Ausweis',
  salary_slip: 'Lohnabrechnung',
  debt_collection: 'Betreibungsregisterauszug',
  reference: 'Referenzschreiben',
};

/** The documents of the first `withDocuments` applications: ID per adult, salary slip, extract; some missing. */
function documentsOf(
  rng: Rng,
  persons: readonly DemoPerson[],
  categories: ReadonlySet<string>,
): DemoDocument[] {
  const documents: DemoDocument[] = [];
  const name = (category: string, person: DemoPerson) =>
    `${DOCUMENT_NAMES[category] ?? category} ${person.first_name} ${person.last_name}`;
  const main = persons[0]!;
  for (const adult of persons.filter((p) => p.person_type === 'adult')) {
    if (categories.has('id') && (adult.position === 1 || rng.chance(0.7)))
      documents.push({
        category: 'id',
        person: adult.position,
        file_name: `${name('id', adult)}.png`,
        mime: 'image/png',
      });
    if (categories.has('salary_slip') && adult.income > 0 && rng.chance(0.8))
      documents.push({
        category: 'salary_slip',
        person: adult.position,
        file_name: `${name('salary_slip', adult)}.pdf`,
        mime: 'application/pdf',
      });
  }
  if (categories.has('debt_collection') && rng.chance(0.75))
    documents.push({
      category: 'debt_collection',
      person: main.position,
      file_name: `${name('debt_collection', main)}.pdf`,
      mime: 'application/pdf',
    });
  return documents;
}

/** A plausible answer to a text question, by its key (occupation, employer, address, landlord ...). */
function textAnswer(key: string, rng: Rng, person: DemoPerson | null): string {
  switch (key) {
    case 'occupation':
    case 'profession':
      return rng.pick(OCCUPATIONS);
    case 'employer':
      return rng.pick(EMPLOYERS);
    case 'street':
    case 'address':
    case 'current_address':
      return rng.pick(STREETS);
    case 'city':
    case 'town':
    case 'zip_city':
      return rng.pick(TOWNS);
    case 'current_landlord':
    case 'landlord':
    case 'reference_landlord':
      return rng.pick(LANDLORDS);
    case 'nationality':
      return 'Schweiz';
    default:
      return person ? `${person.first_name} ${person.last_name}` : rng.pick(['Keine Angaben', 'Ja, gerne']);
  }
}

/** An answer to one field that its rules accept: known keys from the household, others by type. */
function answerFor(field: FormField, rng: Rng, app: DemoApplication, person: DemoPerson | null): unknown {
  const known: Record<string, unknown> = person
    ? {
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email,
        phone: person.phone === '' ? '' : rng.chance(0.5) ? nationalWriting(person.phone) : person.phone,
        birth_date: person.birth_date,
        income: person.income,
        // the demo names say nothing of how to greet: the Anrede stays open (neutral greeting)
        salutation: null,
      }
    : {
        move_in_date: app.move_in_date,
        pets: app.pets > 0,
        residents: app.persons.length,
        [DEBT_COLLECTION_ANSWER_KEY]: app.debt_collection_entries,
      };
  if (field.key in known) {
    const value = known[field.key];
    if (value === null) return null;
    if (field.typeName === 'boolean') return Boolean(value);
    if (field.typeName === 'radio' || field.typeName === 'select') {
      const wanted = value === true ? 'yes' : value === false ? 'no' : String(value);
      const choice = field.choices?.find((c) => c.value === wanted);
      return choice ? choice.value : (field.choices?.[0]?.value ?? '');
    }
    return value;
  }
  const min = field.min ?? undefined;
  const max = field.max ?? undefined;
  switch (field.typeName) {
    case 'boolean':
      return field.required ? true : rng.chance(0.3);
    case 'date':
      return plusDays(app.move_in_date, -rng.int(30, 2000));
    case 'email':
      return person?.email || `info@${rng.pick(DOMAINS)}`;
    case 'integer': {
      const lo = min ?? 0;
      const hi = max ?? Math.max(lo, 5);
      return rng.int(lo, Math.max(lo, Math.min(hi, lo + 10)));
    }
    case 'phone':
      return person?.phone || mobile(rng);
    case 'radio':
    case 'select': {
      const choices = field.choices ?? [];
      return choices.length > 0 ? rng.pick(choices).value : '';
    }
    case 'residents_select':
      return Math.min(Math.max(app.persons.length, min ?? 1), max ?? 12);
    case 'country_select':
      return rng.chance(0.8) ? 'CH' : rng.pick(['DE', 'FR', 'IT', 'AT', 'PT']);
    case 'text':
    case 'textarea': {
      let text = textAnswer(field.key, rng, person);
      if (max !== undefined) text = text.slice(0, max);
      if (min !== undefined && text.length < min) text = text.padEnd(min, '.');
      return text;
    }
    case 'hidden':
      return '';
    case 'apartment_select':
      return [];
    default:
      return null;
  }
}

const ALWAYS_ANSWERED = new Set<string>(PERSON_COLUMN_KEYS);

const fieldCache = new WeakMap<FormDefinition, Map<FieldScope, FormField[]>>();

function scopeFields(definition: FormDefinition, scope: FieldScope): FormField[] {
  let byScope = fieldCache.get(definition);
  if (!byScope) fieldCache.set(definition, (byScope = new Map()));
  let fields = byScope.get(scope);
  if (!fields) byScope.set(scope, (fields = fieldsOf(definition, scope)));
  return fields;
}

/** The answers to the fields of one scope of the form; optional fields are sometimes left out. */
export function answersFor(
  definition: FormDefinition | null,
  scope: FieldScope,
  app: DemoApplication,
  person: DemoPerson | null,
  rng: Rng,
): Record<string, unknown> {
  if (!definition) return {};
  const answers: Record<string, unknown> = {};
  for (const field of scopeFields(definition, scope)) {
    if (field.typeName === 'file' || field.typeName === 'html') continue;
    const value = answerFor(field, rng, app, person);
    if (value === null || value === undefined) continue;
    // a household leaves an optional question open now and then; the person columns are always given
    if (!field.required && !ALWAYS_ANSWERED.has(field.key) && rng.chance(0.1)) continue;
    answers[field.key] = value;
  }
  return answers;
}

export interface ApplicationPlanOptions {
  sale: boolean;
  /** objects the households ask for (none: no priorities) */
  pool: readonly PoolObject[];
  /** whether offers and assignments may be made (free objects remain) */
  bindings: boolean;
  /** staff who comment (count) */
  staff: number;
  /** whether this application gets documents */
  documents: boolean;
  /** the document categories the form asks for */
  documentCategories: ReadonlySet<string>;
}

/** Application number `index` (1-based) of a project. */
export function demoApplication(
  project: SeedProject,
  index: number,
  options: ApplicationPlanOptions,
): DemoApplication {
  const rng = rowRng(project, 'application', index);
  const state = stateOf(index, options.sale, options.bindings, rng);
  const duplicate = duplicateOf(index, rng);
  const main = mainApplicant(project, index);
  if (duplicate) {
    const earlier = mainApplicant(project, duplicate.of);
    if (duplicate.by === 'email') Object.assign(main, { email: earlier.email });
    if (duplicate.by === 'phone') Object.assign(main, { phone: earlier.phone });
    if (duplicate.by === 'name')
      Object.assign(main, { first: earlier.first, last: earlier.last, birth: earlier.birth });
  }
  const names = nameLanguage(main.language);
  const income = (age: number) => (age < 20 ? rng.int(0, 1) * 14_000 : rng.int(42, 180) * 1000);
  const persons: DemoPerson[] = [
    {
      person_type: 'adult',
      position: 1,
      first_name: main.first,
      last_name: main.last,
      email: main.email,
      phone: main.phone,
      birth_date: main.birth,
      income: income(2026 - Number(main.birth.slice(0, 4))),
    },
  ];
  const adults = rng.weighted([
    [1, 45],
    [2, 50],
    [3, 5],
  ] as const);
  for (let a = 2; a <= adults; a++) {
    const first = rng.pick(FIRST_NAMES[names]);
    const last = rng.chance(0.6) ? main.last : rng.pick(LAST_NAMES[names]);
    const birth = birthDate(rng, 1955, 2004);
    persons.push({
      person_type: 'adult',
      position: a,
      first_name: first,
      last_name: last,
      // the form asks every adult for an e-mail and a phone
      email: emailFor(rng, first, last, birth),
      phone: mobile(rng),
      birth_date: birth,
      income: rng.chance(0.75) ? income(2026 - Number(birth.slice(0, 4))) : 0,
    });
  }
  const children =
    adults >= 2
      ? rng.weighted([
          [0, 50],
          [1, 20],
          [2, 22],
          [3, 8],
        ] as const)
      : rng.weighted([
          [0, 80],
          [1, 20],
        ] as const);
  for (let c = 1; c <= children; c++) {
    persons.push({
      person_type: 'child',
      position: adults + c,
      first_name: rng.pick(FIRST_NAMES[names]),
      last_name: main.last,
      email: '',
      phone: '',
      birth_date: birthDate(rng, 2008, 2025),
      income: 0,
    });
  }

  const wanted =
    options.pool.length === 0
      ? 0
      : Math.min(
          options.pool.length,
          rng.weighted([
            [1, 45],
            [2, 35],
            [3, 20],
          ] as const),
        );
  const priorities: PoolObject[] = [];
  while (priorities.length < wanted) {
    const object = rng.pick(options.pool);
    if (!priorities.includes(object)) priorities.push(object);
  }
  const first = priorities[0];
  const available = first?.available_from ?? isoDay(BASE_TIME_MS + rng.int(20, 120) * DAY_MS);
  const move_in_date = plusDays(
    available,
    rng.weighted([
      [0, 60],
      [rng.int(1, 30), 20],
      [rng.int(31, 120), 15],
      [-rng.int(1, 30), 5],
    ] as const),
  );

  // created some weeks before the demo's "today", the first ones earliest
  const createdOffset = -rng.int(2, 120) * 86_400 + rng.int(7, 21) * 3600 + rng.int(0, 3599);
  const created_at = timestamp(createdOffset);
  const touched = state !== 'active.new' || rng.chance(0.2);
  const updated_at = touched ? timestamp(createdOffset + rng.int(1, 20) * 86_400) : created_at;

  const evaluated = !['active.new', 'sale.new'].includes(state);
  const overall_star = evaluated
    ? rng.weighted([
        [0, 8],
        [1, 6],
        [2, 14],
        [3, 30],
        [4, 28],
        [5, 14],
      ] as const)
    : rng.chance(0.1)
      ? rng.int(1, 5)
      : 0;

  const inactive = state === 'inactive';
  const comments: DemoComment[] = [];
  if (options.staff > 0 && (evaluated || rng.chance(0.15))) {
    const n = rng.weighted([
      [0, 25],
      [1, 40],
      [2, 25],
      [3, 10],
    ] as const);
    for (let c = 0; c < n; c++) {
      comments.push({
        author: rng.int(0, options.staff - 1),
        body: rng.pick(COMMENTS),
        resolved: rng.chance(0.3),
        created_at: timestamp(createdOffset + (c + 1) * rng.int(1, 4) * 86_400 + rng.int(0, 28_000)),
      });
    }
  }

  const app: DemoApplication = {
    index,
    state,
    sale: options.sale,
    language: main.language,
    persons,
    pets: rng.chance(0.18) ? rng.int(1, 2) : 0,
    income: persons.reduce((sum, p) => sum + p.income, 0),
    move_in_date,
    debt_collection_entries: rng.chance(0.08),
    priorities,
    overall_star,
    deactivation_reason: inactive ? rng.pick(DEACTIVATION_REASONS) : '',
    state_before_deactivation: inactive
      ? rng.pick(
          options.sale
            ? ['sale.new', 'sale.client.signed']
            : ['active.new', 'active.in_progress', 'active.evaluated'],
        )
      : null,
    comments,
    documents: [],
    created_at,
    updated_at,
  };
  if (options.documents) app.documents = documentsOf(rng, persons, options.documentCategories);
  return app;
}
