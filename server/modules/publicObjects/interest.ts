import type { Kysely } from 'kysely';
import type { InterestFormInput } from '../../../schema/publicObjects';
import { translate, type Translator } from '../../core/i18n/index';
import { paragraphsMail, queueMail } from '../../core/mail';
import { scoped } from '../../core/scope';
import type { Database, Project } from '../../db/types';
import { isUniqueViolation } from '../../core/db';
import { findOrCreateFromBooking } from '../interested/service';
import { updateSearchable } from '../../lists/searchText';
import { interestedSearch } from '../interested/searchText';
import { checkRate, recordRate, type RateRule } from '../publicApplications/rateLimit';
import { adTextsIn, publishedObject } from './objects';

/**
 * The interest form of a public object's details (POST
 * api/evaluation/settings/template-builder/iframe-interest-form): the visitor becomes an
 * interested person of the object (one per e-mail address in the project, source "website"; their
 * message joins the person's note), and a confirmation mail goes to them through the outbox.
 */
export async function registerInterest(
  db: Kysely<Database>,
  project: Project,
  input: InterestFormInput,
  rules: readonly RateRule[],
  t: Translator,
): Promise<{ message: string }> {
  await checkRate(db, rules);
  const object = await publishedObject(db, project.id, input.objectId);
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const person = await findOrCreateFromBooking(trx, project.id, input, object.id, 'website');
      if (input.message) {
        const note = person.note ? `${person.note}\n\n${input.message}` : input.message;
        await updateSearchable(scoped(trx, project.id), interestedSearch, [person.id], { note });
      }
      await recordRate(trx, rules);
      const lang = input.language;
      const { title } = adTextsIn(object, lang, object.title);
      const params = { name: input.name, object: title, sender: project.title };
      const { text, html } = paragraphsMail([
        translate(lang, 'interest_mail_greeting', params),
        translate(lang, 'interest_mail_body', params),
        translate(lang, 'interest_mail_closing', params),
      ]);
      await queueMail(trx, {
        to: input.email,
        subject: translate(lang, 'interest_mail_subject', params),
        text,
        html,
        kind: 'interest_confirmation',
        projectId: project.id,
        fromName: project.title,
      });
    });
  try {
    await attempt();
  } catch (error) {
    // the same address at the same moment: the other request wrote the person first
    if (!isUniqueViolation(error)) throw error;
    await attempt();
  }
  return { message: t('interest_form_sent') };
}
