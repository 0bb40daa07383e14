import type { ApplicationAnswerField } from '../../../schema/api/applications';
import type { Language } from '../../../schema/api/common';
import {
  formatAnswer,
  objectAnswerIds,
  objectName,
  type AnswerFormat,
} from '../../../schema/applicationAnswers';
import { fieldsOf, localized, type FieldScope, type FormDefinition } from '../../../schema/applicationForm';
import type { StaffContext } from '../../core/context';
import type { Scoped } from '../../core/scope';

/**
 * An application's stored answers as label/value pairs in the staff's language, formatted as the
 * dossier prints them (dates, phone numbers, amounts in the project's currency).
 */

type Row = Record<string, unknown>;

/**
 * The names of the project's objects that the object choices of `answers` hold (public id to
 * `A-12 · Seeblick 3.5`); another project's or a deleted object is not among them.
 */
export async function answerObjectNames(
  scope: Scoped,
  form: FormDefinition | null,
  fieldScope: FieldScope,
  answers: Row,
): Promise<Map<string, string>> {
  const ids = objectAnswerIds(form, fieldScope, answers);
  if (ids.length === 0) return new Map();
  const rows = await scope
    .selectFrom('objects')
    .select(['public_id', 'ref_number', 'title'])
    .where('public_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.public_id, objectName(row)]));
}

function formatOf(ctx: StaffContext, objects?: ReadonlyMap<string, string>): AnswerFormat {
  return {
    objects,
    lang: ctx.lang as Language,
    yes: ctx.t('application_answer_yes'),
    no: ctx.t('application_answer_no'),
    currency: ctx.project.currency,
    currencyOrder: ctx.project.currency_order === 'after' ? 'after' : 'before',
  };
}

export function answerFields(
  form: FormDefinition | null,
  scope: 'household' | 'adult' | 'child',
  answers: Row,
  ctx: StaffContext,
  objects?: ReadonlyMap<string, string>,
): ApplicationAnswerField[] {
  const format = formatOf(ctx, objects);
  if (!form) {
    return Object.entries(answers).map(([key, value]) => ({
      key,
      label: key,
      value: formatAnswer(undefined, value, format),
    }));
  }
  return fieldsOf(form, scope)
    .filter((f) => f.typeName !== 'html' && f.typeName !== 'file' && f.typeName !== 'hidden')
    .map((f) => ({
      key: f.key,
      label: localized(f.label, format.lang),
      value: formatAnswer(f, answers[f.key], format),
    }));
}

export function answerSections(
  form: FormDefinition | null,
  answers: Row,
  ctx: StaffContext,
  objects?: ReadonlyMap<string, string>,
) {
  if (!form) {
    const fields = answerFields(null, 'household', answers, ctx);
    return fields.length ? [{ title: ctx.t('application_section_household'), fields }] : [];
  }
  return form.sections
    .map((section) => ({
      title: localized(section.title, ctx.lang as Language),
      fields: answerFields({ sections: [{ ...section }] }, 'household', answers, ctx, objects),
    }))
    .filter((s) => s.fields.length > 0);
}
