import { applicationUrlOf } from '../../../schema/applicationForm';
import { isLanguage, type Language } from '../../../schema/api/common';
import type { MailContact, MailView } from '../../../schema/api/communication';
import {
  salutationFormOf,
  type PlaceholderValues,
  type SalutationForm,
} from '../../../schema/mailPlaceholders';
import { formatMoney, type CurrencyOrder } from '../../../schema/money';
import { translate } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { Application, ApplicationPerson } from '../../db/tables/applications';
import type { Project, RealEstateObject, User } from '../../db/types';

/**
 * Who a mail of the dialog goes to, and the placeholder values of each. For mailView
 * `applications` a target is an application: its main adult (position 1) or the adult asked for.
 * For `objects` a target is an object: the application it is currently offered or assigned to.
 * For `tenants` a target is a tenant: the application it began with, else the tenant's own contact.
 * For `interested` a target is an interested person (their own contact and object).
 * A target of another project, or one without such an application, is a refusal of that row.
 */

export interface Recipient {
  /** the target row's id */
  targetId: number;
  /** the application written about; null for a tenant whose tenancy began without one (demo, import) */
  application: Application | null;
  /** application_persons.id of the adult written to; null when the application has no person rows */
  adultId: number | null;
  name: string;
  firstName: string;
  lastName: string;
  /** null: no address, this recipient gets a letter */
  email: string | null;
  language: Language;
  object: RealEstateObject | null;
  /** how the person is greeted (their answers `salutation` or `gender`), neutral when unknown */
  salutation: SalutationForm;
}

export type Resolved =
  { ok: true; recipient: Recipient } | { ok: false; targetId: number; message: 'mail_recipient_not_found' };

export interface RecipientQuery {
  mailView: MailView;
  targets: readonly number[];
  apartmentId?: number | null;
  adultId?: number | null;
}

const MAX_ID = 2 ** 31 - 1;

function answersOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function languageOf(value: string): Language {
  return isLanguage(value) ? value : 'de';
}

async function adultOf(
  db: Executor,
  projectId: number,
  applicationId: number,
  adultId: number | null | undefined,
): Promise<ApplicationPerson | undefined> {
  let query = scoped(db, projectId)
    .selectFrom('application_persons')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('person_type', '=', 'adult');
  query =
    adultId === null || adultId === undefined
      ? query.where('position', '=', 1)
      : query.where('id', '=', adultId);
  return query.orderBy('position').executeTakeFirst();
}

async function objectOf(
  db: Executor,
  projectId: number,
  id: number | null,
): Promise<RealEstateObject | null> {
  if (id === null || id > MAX_ID) return null;
  const row = await scoped(db, projectId)
    .selectFrom('objects')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The recipient of one application (the adult asked for, else the main adult). */
export async function applicationRecipient(
  db: Executor,
  projectId: number,
  targetId: number,
  applicationId: number,
  options: { adultId?: number | null; objectId?: number | null } = {},
): Promise<Recipient | null> {
  if (applicationId > MAX_ID) return null;
  const application = await scoped(db, projectId)
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return null;
  const person = await adultOf(db, projectId, applicationId, options.adultId);
  if (!person && options.adultId !== null && options.adultId !== undefined) return null;
  const firstName = person?.first_name ?? '';
  const lastName = person?.last_name ?? '';
  const name = `${firstName} ${lastName}`.trim() || application.main_name;
  const main = !person || person.position === 1;
  const email = (person?.email || (main ? application.email : '')).trim().toLowerCase();
  const object = await objectOf(db, projectId, options.objectId ?? application.object_id);
  return {
    salutation: person ? salutationFormOf(answersOf(person.answers)) : 'neutral',
    targetId,
    application,
    adultId: person?.id ?? null,
    name,
    firstName,
    lastName,
    email: email === '' ? null : email,
    language: languageOf(application.language),
    object,
  };
}

/** The application an object is currently offered or assigned to. */
async function applicationOfObject(
  db: Executor,
  projectId: number,
  objectId: number,
): Promise<number | null> {
  if (objectId > MAX_ID) return null;
  const row = await scoped(db, projectId)
    .selectFrom('object_occupancies')
    .select('application_id')
    .where('object_id', '=', objectId)
    .where('kind', 'in', ['offer', 'assignment'])
    .where('closed_at', 'is', null)
    .where('application_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.application_id ?? null;
}

/**
 * The recipient of a tenant: the adult of the application the tenancy began with, about the
 * tenant's object; without that application, the household's name and address on the tenant.
 */
async function tenantRecipient(db: Executor, projectId: number, tenantId: number): Promise<Recipient | null> {
  if (tenantId > MAX_ID) return null;
  const tenant = await scoped(db, projectId)
    .selectFrom('tenants')
    .selectAll()
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!tenant) return null;
  if (tenant.application_id !== null) {
    const recipient = await applicationRecipient(db, projectId, tenantId, tenant.application_id, {
      objectId: tenant.object_id,
    });
    if (recipient) return recipient;
  }
  const email = tenant.email.trim().toLowerCase();
  return {
    salutation: 'neutral',
    targetId: tenantId,
    application: null,
    adultId: null,
    name: tenant.name,
    firstName: '',
    lastName: '',
    email: email === '' ? null : email,
    language: languageOf(tenant.language),
    object: await objectOf(db, projectId, tenant.object_id),
  };
}

/** The recipient of an interested person: their own contact, about the object they are interested in. */
async function interestedRecipient(
  db: Executor,
  projectId: number,
  personId: number,
): Promise<Recipient | null> {
  if (personId > MAX_ID) return null;
  const person = await scoped(db, projectId)
    .selectFrom('interested_people')
    .selectAll()
    .where('id', '=', personId)
    .executeTakeFirst();
  if (!person) return null;
  const email = person.email.trim().toLowerCase();
  return {
    salutation: 'neutral',
    targetId: personId,
    application: null,
    adultId: null,
    name: person.name,
    firstName: '',
    lastName: '',
    email: email === '' ? null : email,
    language: languageOf(person.language),
    object: await objectOf(db, projectId, person.object_id),
  };
}

/** Every target resolved, in the order given (duplicates once). */
export async function resolveRecipients(
  db: Executor,
  projectId: number,
  query: RecipientQuery,
): Promise<Resolved[]> {
  const out: Resolved[] = [];
  for (const targetId of [...new Set(query.targets)]) {
    let recipient: Recipient | null = null;
    if (query.mailView === 'applications') {
      recipient = await applicationRecipient(db, projectId, targetId, targetId, {
        adultId: query.adultId,
        objectId: query.apartmentId ?? null,
      });
    } else if (query.mailView === 'tenants') {
      recipient = await tenantRecipient(db, projectId, targetId);
    } else if (query.mailView === 'interested') {
      recipient = await interestedRecipient(db, projectId, targetId);
    } else {
      const applicationId = await applicationOfObject(db, projectId, targetId);
      recipient =
        applicationId === null
          ? null
          : await applicationRecipient(db, projectId, targetId, applicationId, { objectId: targetId });
    }
    out.push(
      recipient ? { ok: true, recipient } : { ok: false, targetId, message: 'mail_recipient_not_found' },
    );
  }
  return out;
}

export function contactOf(recipient: Recipient): MailContact {
  return {
    id: recipient.targetId,
    adultId: recipient.adultId,
    name: recipient.name,
    email: recipient.email,
    language: recipient.language,
  };
}

export interface ValueContext {
  project: Project;
  user: Pick<User, 'first_name' | 'last_name'>;
  publicUrl: string;
}

function addressOf(object: RealEstateObject): string {
  const street = `${object.street} ${object.house_number}`.trim();
  const city = `${object.postal_code} ${object.city}`.trim();
  return [street, city].filter((part) => part !== '').join(', ');
}

function rentOf(object: RealEstateObject, project: Project, sale: boolean): string {
  const cents = sale ? object.selling_price : object.rental_price;
  if (cents === null) return '';
  const order: CurrencyOrder = project.currency_order === 'after' ? 'after' : 'before';
  return formatMoney(cents / 100, project.currency, order);
}

/**
 * The greeting line of a recipient: "Sehr geehrte Frau Keller-Huber" / "Sehr geehrter Herr Meier"
 * when their answers say how to greet them and the last name is known, else "Guten Tag Anna Keller".
 */
export function salutationOf(
  recipient: Pick<Recipient, 'salutation' | 'lastName' | 'name' | 'language'>,
): string {
  const lang = recipient.language;
  if (recipient.salutation !== 'neutral' && recipient.lastName.trim() !== '')
    return translate(lang, `mail_salutation_${recipient.salutation}`, {
      name: recipient.lastName.trim(),
    }).trim();
  if (recipient.name.trim() === '') return '';
  return translate(lang, 'mail_salutation', { name: recipient.name }).trim();
}

/**
 * The placeholder values of a recipient. `application_link` is the object's public application
 * link: the applicant's private link cannot be rebuilt, its token is stored only as a hash.
 */
export function placeholderValues(recipient: Recipient, ctx: ValueContext): PlaceholderValues {
  const object = recipient.object;
  const sale = recipient.application?.sale === 1;
  return {
    salutation: salutationOf(recipient),
    applicant_name: recipient.name,
    applicant_first_name: recipient.firstName,
    applicant_last_name: recipient.lastName,
    object_title: object?.title ?? '',
    object_address: object ? addressOf(object) : '',
    object_ref: object?.ref_number ?? '',
    object_rent: object ? rentOf(object, ctx.project, sale) : '',
    viewing_date: '',
    application_link: object ? `${ctx.publicUrl}${applicationUrlOf(object.public_id)}` : '',
    project_name: ctx.project.title,
    sender_name: `${ctx.user.first_name} ${ctx.user.last_name}`.trim(),
  };
}
