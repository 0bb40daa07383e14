import type { ApplicationAnswerField } from '../../../schema/api/applications';
import type { Language } from '../../../schema/api/common';
import { fieldsOf, localized, type FormDefinition, type FormField } from '../../../schema/applicationForm';
import type { StaffContext } from '../../core/context';

/** An application's stored answers as label/value pairs in the staff's language. */

type Row = Record<string, unknown>;

function answerText(field: FormField | undefined, value: unknown, ctx: StaffContext): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return ctx.t(value ? 'application_answer_yes' : 'application_answer_no');
  if (Array.isArray(value)) return value.map((v) => answerText(field, v, ctx)).join(', ');
  if (field?.choices) {
    const choice = field.choices.find((c) => c.value === String(value));
    if (choice) return localized(choice.label, ctx.lang as Language);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function answerFields(
  form: FormDefinition | null,
  scope: 'household' | 'adult' | 'child',
  answers: Row,
  ctx: StaffContext,
): ApplicationAnswerField[] {
  if (!form) {
    return Object.entries(answers).map(([key, value]) => ({
      key,
      label: key,
      value: answerText(undefined, value, ctx),
    }));
  }
  return fieldsOf(form, scope)
    .filter((f) => f.typeName !== 'html' && f.typeName !== 'file' && f.typeName !== 'hidden')
    .map((f) => ({
      key: f.key,
      label: localized(f.label, ctx.lang as Language),
      value: answerText(f, answers[f.key], ctx),
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
