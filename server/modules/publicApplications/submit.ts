import type { Kysely } from 'kysely';
import type { Language } from '../../../schema/api/common';
import type { PublicApplicationCreated } from '../../../schema/api/applicationForms';
import {
  fieldsOf,
  shownAnswers,
  type Answers,
  type NewApplicationBody,
} from '../../../schema/applicationForm';
import { initialApplicationState } from '../../../schema/applicationStates';
import { isSaleProject } from '../../../schema/objects';
import type { Config } from '../../core/config';
import { translator, type Translator } from '../../core/i18n/index';
import { paragraphsMail, queueMail } from '../../core/mail';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project } from '../../db/types';
import { insertSearchable } from '../../lists/searchText';
import { applicationSearch } from '../applications/searchText';
import { currentForm, type FormVersion } from '../applicationForms/forms';
import { projectUrl } from '../shared/service';
import { householdColumns, personColumns, refreshDuplicateGroup } from './household';
import { newLink } from './links';
import { objectsByPublicId, requireOpen, uuidsOf, type PublicObjectRow } from './objects';
import { checkRate, recordRate, submitRules, type PublicLimits } from './rateLimit';

/**
 * POST api/v2/applications/new: a household applies for one or more objects. Everything is
 * checked first (the form's answers with the same zod schema as the form, the objects open for
 * applications, the rate limits); then the application, its persons and priorities, the rate
 * event and the confirmation mail are written in one transaction, so nothing is stored half.
 */

/** The client path of an application's private link, in the applicant's language. */
export function privatePath(lang: Language, slug: string, token: string, formId: number): string {
  const prefix = lang === 'de' ? '' : `/${lang}`;
  return `${prefix}/form/application/${slug}/${token}/update/${formId}`;
}

export interface SubmitContext {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl'> & PublicLimits;
  project: Project;
  t: Translator;
  /** the caller's address (rate limit) */
  address: string;
}

/** The household's objects: the link's, then those chosen in apartment selects, without repeats. */
function chosenUuids(body: { uuids: string[]; household: Answers }, selects: readonly string[]): string[] {
  const extra = selects.flatMap((key) => {
    const value = body.household[key];
    return Array.isArray(value) ? value.map(String) : [];
  });
  return uuidsOf([...body.uuids, ...extra].join(','));
}

/**
 * Before the body is read: the address's rate limit, then the form new applications are made with
 * (its newApplicationSchema checks the body).
 */
export async function submitForm(ctx: SubmitContext): Promise<FormVersion> {
  await checkRate(ctx.db, submitRules(ctx.address, [], ctx.config));
  return currentForm(ctx.db, ctx.project.id);
}

/** The application of a body that newApplicationSchema of `form` (submitForm) accepted. */
export async function submitApplication(
  ctx: SubmitContext,
  form: FormVersion,
  parsed: NewApplicationBody,
): Promise<PublicApplicationCreated> {
  const { db, project } = ctx;
  // the answers of fields whose condition does not hold are not asked, so not kept
  const body = {
    ...parsed,
    household: shownAnswers(form.definition, 'household', parsed.household),
    adults: parsed.adults.map((answers) => shownAnswers(form.definition, 'adult', answers)),
    children: parsed.children.map((answers) => shownAnswers(form.definition, 'child', answers)),
  };
  const selects = fieldsOf(form.definition, 'household')
    .filter((f) => f.typeName === 'apartment_select')
    .map((f) => f.key);
  const objects = await objectsByPublicId(db, project.id, chosenUuids(body, selects));
  requireOpen(objects);
  const rules = submitRules(
    ctx.address,
    objects.map((o) => o.id),
    ctx.config,
  );
  await checkRate(db, rules);

  const sale = isSaleProject(project.type);
  const link = newLink();
  const now = new Date().toISOString();
  const created = await db.transaction().execute(async (trx) => {
    await recordRate(trx, rules);
    const columns = householdColumns({
      sale,
      household: body.household,
      adults: body.adults,
      children: body.children,
      object: objects[0] ?? null,
      documentCategories: [],
    });
    const [id] = await insertSearchable(scoped(trx, project.id), applicationSearch, [
      {
        sale: sale ? 1 : 0,
        slug: link.slug,
        token_hash: link.tokenHash,
        token_expires_at: null,
        form_id: form.id,
        language: body.language,
        progress_state: initialApplicationState(sale),
        object_id: objects[0]?.id ?? null,
        ...columns,
        created_at: now,
        updated_at: now,
      },
    ]);
    const applicationId = id!;
    const persons = [
      ...body.adults.map((answers, i) => ({ type: 'adult', position: i + 1, answers })),
      ...body.children.map((answers, i) => ({ type: 'child', position: i + 1, answers })),
    ];
    await scoped(trx, project.id)
      .insertInto(
        'application_persons',
        persons.map((p) => ({
          application_id: applicationId,
          person_type: p.type,
          position: p.position,
          ...personColumns(p.answers),
          answers: JSON.stringify(p.answers),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await scoped(trx, project.id)
      .insertInto(
        'application_priorities',
        objects.map((object, i) => ({ application_id: applicationId, object_id: object.id, rank: i + 1 })),
      )
      .execute();
    await refreshDuplicateGroup(trx, project.id, applicationId, columns);
    const path = privatePath(body.language, link.slug, link.token, form.id);
    await confirmationMail(trx, ctx, body.language, objects, body.adults[0] ?? {}, path);
    return { applicationId, path };
  });
  return {
    slug: link.slug,
    token: link.token,
    formId: form.id,
    url: created.path,
    message: ctx.t('application_submitted'),
  };
}

/** `uuids` may come as a comma-separated string (as in the link) or a list: a list for the schema. */
export function normalizeUuids(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const value = (body as Record<string, unknown>).uuids;
  return typeof value === 'string' ? { ...body, uuids: uuidsOf(value) } : body;
}

/**
 * The confirmation with the private link, in the applicant's language, written with the
 * application. It goes to the address typed into the form, which nobody has proven yet, so it
 * carries none of the applicant's free text (not even the name): only what the project wrote
 * (its name, the objects' titles) and the link. The form can thus not be used to send text of
 * one's own to anyone (docs/decisions.md).
 */
async function confirmationMail(
  trx: Executor,
  ctx: SubmitContext,
  lang: Language,
  objects: readonly PublicObjectRow[],
  main: Answers,
  path: string,
): Promise<void> {
  const to = personColumns(main).email;
  if (!to) return;
  const t = translator(lang);
  const names = objects.map((o) => o.title || o.ref_number).join(', ');
  const link = `${projectUrl(ctx.config, ctx.project.slug)}${path}`;
  const mail = paragraphsMail([
    t('application_mail_greeting'),
    t('application_mail_received', { objects: names }),
    t('application_mail_link'),
    link,
    t('application_mail_closing', { project: ctx.project.title }),
  ]);
  await queueMail(trx, {
    to,
    subject: t('application_mail_subject', { objects: names }).replace(/[\r\n]+/g, ' '),
    ...mail,
    kind: 'application_confirmation',
    projectId: ctx.project.id,
    fromName: ctx.project.title.replace(/[\r\n]+/g, ' '),
  });
}
