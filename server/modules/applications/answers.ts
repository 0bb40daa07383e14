import type { ApplicationAnswerField } from '../../../schema/api/applications';
import type { Language } from '../../../schema/api/common';
import { formatAnswer, type AnswerFormat } from '../../../schema/applicationAnswers';
import { fieldsOf, localized, type FormDefinition } from '../../../schema/applicationForm';
import type { StaffContext } from '../../core/context';

/**
 * An application's stored answers as label/value pairs in the staff's language, formatted as the
 * dossier prints them (dates, phone numbers, amounts in the project's currency).
 */

type Row = Record<string, unknown>;

function formatOf(ctx: StaffContext): AnswerFormat {
  return {
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
): ApplicationAnswerField[] {
  const format = formatOf(ctx);
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

export function answerSections(form: FormDefinition | null, answers: Row, ctx: StaffContext) {
  if (!form) {
    const fields = answerFields(null, 'household', answers, ctx);
    return fields.length ? [{ title: ctx.t('application_section_household'), fields }] : [];
  }
  return form.sections
    .map((section) => ({
      title: localized(section.title, ctx.lang as Language),
      fields: answerFields({ sections: [{ ...section }] }, 'household', answers, ctx),
    }))
    .filter((s) => s.fields.length > 0);
}
