import {
  REFERENCE_LINK_DAYS,
  actionLinkState,
  referenceAnswerSchema,
  referenceQuestionsOf,
  type ReferenceKind,
  type ReferenceQuestion,
} from '../../../schema/actionLinks';
import type { ApplicationReferencesReply, ReferenceInfoReply } from '../../../schema/api/actionLinks';
import { isClosedApplicationState } from '../../../schema/applicationStates';
import { recordAudit } from '../../core/audit';
import { ApiError, notFound } from '../../core/errors';
import { translate, type Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import { parse } from '../../core/validate';
import type { ActionLink } from '../../db/tables/actionLinks';
import type { Project } from '../../db/types';
import { findApplication } from '../applicationFlow/common';
import { addedReferenceQuestionSchema } from '../../../schema/applicationForm';
import { addedReferenceQuestions } from '../applicationForms/forms';
import type { Reference } from '../communication/referenceMails';
import {
  actionPageUrl,
  checkOpen,
  contactOf,
  daysFrom,
  detailsOf,
  insertLink,
  languageOf,
  linkOfToken,
  prepareLink,
  type PreparedLink,
} from './links';
import { notifyStaff } from './notify';

/**
 * The reference form (`action/{id}/reference-form?type=landlord|employer`): the landlord or
 * employer a reference mail went to answers the questions of its type once; the answers are kept
 * with the application (its link row) and shown in the application's evaluation.
 */

interface ReferenceDetails {
  type: ReferenceKind;
  referee_name: string;
  person_id: number | null;
  /** the type's questions and those the project had added when the link was sent */
  questions: readonly ReferenceQuestion[];
}

/** The added questions a link keeps, read with the settings' own rule (a link sent before they existed has none). */
function addedQuestionsOf(value: unknown): ReferenceQuestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((stored: unknown) => {
    const parsed = addedReferenceQuestionSchema.safeParse(stored);
    return parsed.success && parsed.data.key ? [{ ...parsed.data, key: parsed.data.key }] : [];
  });
}

function referenceDetails(link: ActionLink): ReferenceDetails | null {
  const details = detailsOf(link);
  const type = details.type;
  if (type !== 'landlord' && type !== 'employer') return null;
  return {
    type,
    referee_name: typeof details.referee_name === 'string' ? details.referee_name : '',
    person_id: typeof details.person_id === 'number' ? details.person_id : null,
    questions: referenceQuestionsOf(type, addedQuestionsOf(details.added_questions)),
  };
}

/** The link of a reference page, of the type the address names; another type's is not found. */
async function referenceLink(db: Executor, project: Project, token: string, type: ReferenceKind) {
  const link = await linkOfToken(db, project.id, 'reference', token);
  const details = referenceDetails(link);
  if (!details || details.type !== type) throw notFound('action_link_invalid');
  return { link, details };
}

/**
 * The links of a send of reference mails, one per reference, made before the mails (each mail
 * names its own) and written in the send's transaction.
 */
export function prepareReferenceLinks(
  references: readonly Reference[],
  type: ReferenceKind,
  publicUrl: string,
) {
  const prepared: PreparedLink[] = references.map(() => prepareLink());
  return {
    urls: prepared.map((p) => actionPageUrl.reference(publicUrl, p.token, type)),
    async insert(db: Executor, projectId: number, userId: number): Promise<void> {
      const expiresAt = daysFrom(new Date(), REFERENCE_LINK_DAYS);
      // the form the referee gets is the one of now, whatever the settings say later
      const added = await addedReferenceQuestions(db, projectId, type);
      for (const [i, ref] of references.entries()) {
        // references are read from applications only (communication/referenceMails.ts)
        const application = ref.recipient.application;
        if (!application) throw new Error('a reference without its application');
        await insertLink(db, projectId, prepared[i]!, {
          purpose: 'reference',
          applicationId: application.id,
          details: {
            type,
            referee_name: ref.name,
            person_id: ref.personId,
            email: ref.email,
            added_questions: added,
          },
          expiresAt,
          createdBy: userId,
        });
      }
    },
  };
}

/** GET /api/v1/adults/{id}/evaluation/{type}/reference/init */
export async function referenceInfo(
  db: Executor,
  project: Project,
  token: string,
  type: ReferenceKind,
): Promise<ReferenceInfoReply> {
  const { link, details } = await referenceLink(db, project, token, type);
  const app = await findApplication(scoped(db, project.id), link.application_id);
  const state = actionLinkState(link);
  const base = { state, contact: contactOf(project), language: languageOf(project.language, project) };
  if (state !== 'open') return { ...base, reference: null };
  return {
    ...base,
    reference: {
      type,
      applicant_name: app.main_name,
      referee_name: details.referee_name,
      questions: details.questions,
    },
  };
}

/**
 * POST /api/v1/adults/{id}/evaluation/{type}/reference: the answers to the link's questions, once
 * (a second is 409); checked against the questions the link was sent with.
 */
export async function answerReference(
  db: Executor,
  project: Project,
  token: string,
  type: ReferenceKind,
  input: unknown,
  t: Translator,
): Promise<{ message: string }> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const { link, details } = await referenceLink(trx, project, token, type);
    checkOpen(link, now.getTime());
    const added = details.questions.filter((q) => q.label !== undefined);
    const body = parse(referenceAnswerSchema(type, added), input);
    const answer = { answered_by: body.answeredBy, answers: body.answers };
    const marked = await scoped(trx, project.id)
      .updateTable('action_links')
      .set({ used_at: now.toISOString(), answer: JSON.stringify(answer) })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) throw new ApiError(409, 'action_link_used');
    const app = await findApplication(scoped(trx, project.id), link.application_id);
    await recordAudit(trx, [
      {
        projectId: project.id,
        userId: null,
        action: 'reference_answered',
        entity: 'applications',
        entityId: app.id,
        before: null,
        after: { type, referee_name: details.referee_name, answered_by: body.answeredBy },
      },
    ]);
    const lang = languageOf(project.language, project);
    await notifyStaff(
      trx,
      project.id,
      app,
      translate(lang, 'reference_answered_notice_subject', { name: app.main_name }),
      translate(lang, 'reference_answered_notice', {
        referee: body.answeredBy,
        type: translate(lang, `reference_type_${type}`),
        name: app.main_name,
      }),
    );
  });
  return { message: t('reference_answer_saved') };
}

/** GET /api/v1/applications/{id}/references: the references asked for the application, newest first. */
export async function applicationReferences(
  db: Executor,
  projectId: number,
  applicationId: number,
): Promise<ApplicationReferencesReply> {
  const scope = scoped(db, projectId);
  const app = await findApplication(scope, applicationId);
  const rows = await scope
    .selectFrom('action_links')
    .selectAll()
    .where('application_id', '=', app.id)
    .where('purpose', '=', 'reference')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const closed = isClosedApplicationState(app.progress_state);
  return {
    references: rows.flatMap((row) => {
      const details = referenceDetails(row);
      if (!details) return [];
      let answer: { answered_by?: unknown; answers?: Record<string, unknown> } = {};
      try {
        answer = row.answer ? (JSON.parse(row.answer) as typeof answer) : {};
      } catch {
        answer = {};
      }
      const given = answer.answers ?? {};
      const state = actionLinkState(row);
      return [
        {
          id: row.id,
          type: details.type,
          referee_name: details.referee_name,
          state: closed && state === 'open' ? 'revoked' : state,
          answered_by: typeof answer.answered_by === 'string' ? answer.answered_by : '',
          answered_at: row.used_at,
          answers: details.questions.map((q) => ({
            key: q.key,
            ...(q.label ? { label: q.label } : {}),
            value: typeof given[q.key] === 'string' ? (given[q.key] as string) : '',
          })),
          created_at: row.created_at,
        },
      ];
    }),
  };
}
