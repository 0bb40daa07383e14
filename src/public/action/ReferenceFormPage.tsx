import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import {
  REFERENCE_TYPES,
  referenceAnswerSchema,
  type ReferenceAnswerBody,
  type ReferenceKind,
  type ReferenceQuestion,
} from '../../../schema/actionLinks';
import type { ReferenceInfoReply } from '../../../schema/api/actionLinks';
import type { Language } from '../../../schema/api/common';
import { localized } from '../../../schema/applicationForm';
import type { FieldSpec } from '../../forms/fieldSpec';
import { usePublicLanguage } from '../application/PublicLanguage';
import { PublicFormFrame } from '../application/PublicFormFrame';
import { useLoad } from '../application/useLoad';
import { ActionAnswerForm } from './ActionAnswerForm';
import { ActionClosed } from './ActionClosed';
import { ActionLanguage, ActionLoadFrame, useLinkLanguage } from './ActionPageShell';

const YES_NO = [
  { id: 'yes', name: 'action_reference_yes' },
  { id: 'no', name: 'action_reference_no' },
];

/**
 * The inputs of a reference: who answers, then the link's questions (the type's own, labelled by
 * key, then those the project added, in their text of the page's language).
 */
export function referenceFields(questions: readonly ReferenceQuestion[], language: Language): FieldSpec[] {
  return [
    {
      kind: 'text',
      source: 'answeredBy',
      label: 'action_reference_answered_by',
      required: true,
      maxLength: 120,
    },
    ...questions.map((q): FieldSpec => {
      const label = q.label ? localized(q.label, language) : `reference_question_${q.key}`;
      return q.kind === 'yesno'
        ? { kind: 'radio', source: `answers.${q.key}`, label, required: q.required, choices: YES_NO }
        : {
            kind: q.key === 'comment' ? 'textarea' : 'text',
            source: `answers.${q.key}`,
            label,
            required: q.required,
            maxLength: 1000,
          };
    }),
  ];
}

const NO_QUESTIONS: readonly ReferenceQuestion[] = [];

function ReferenceForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const asked = search.get('type') ?? '';
  const type: ReferenceKind = (REFERENCE_TYPES as readonly string[]).includes(asked)
    ? (asked as ReferenceKind)
    : 'landlord';
  const title = `action_reference_title_${type}`;
  const { load, retry, reload } = useLoad<ReferenceInfoReply>(
    () => dataProvider.getReferenceForm(id, type),
    [id, type],
    'action_link_invalid',
  );
  const [done, setDone] = useState<string | null>(null);
  const { language } = usePublicLanguage();
  const questions = (load.state === 'done' && load.data.reference?.questions) || NO_QUESTIONS;
  const fields = useMemo(() => referenceFields(questions, language), [questions, language]);
  const schema = useMemo(
    () =>
      referenceAnswerSchema(
        type,
        questions.filter((q) => q.label !== undefined),
      ),
    [type, questions],
  );
  const start = useMemo(
    () => ({ answeredBy: '', answers: Object.fromEntries(questions.map((q) => [q.key, ''])) }),
    [questions],
  );
  useLinkLanguage(load.state === 'done' ? load.data.language : undefined);

  if (load.state !== 'done') return <ActionLoadFrame load={load} title={title} retry={retry} />;
  const info = load.data;

  return (
    <PublicFormFrame
      project={info.contact.project}
      title={done ? 'action_reference_done_title' : info.state === 'open' ? title : 'action_closed_title'}
      intro={
        info.reference && !done
          ? translate('action_reference_intro', { name: info.reference.applicant_name })
          : undefined
      }
    >
      {done || info.state !== 'open' ? (
        <ActionClosed
          state={info.state === 'open' ? 'used' : info.state}
          contact={info.contact}
          done={done ?? undefined}
        />
      ) : (
        <ActionAnswerForm
          schema={schema}
          defaultValues={start}
          fields={fields}
          label={title}
          submitLabel="action_send"
          onAnswer={async (values) => {
            const { data } = await dataProvider.answerReference(id, type, values as ReferenceAnswerBody);
            setDone(data.message);
          }}
          onClosed={reload}
        />
      )}
    </PublicFormFrame>
  );
}

/** `action/{id}/reference-form?type=landlord|employer`: a landlord or employer answers a reference. */
export function ReferenceFormPage() {
  return (
    <ActionLanguage>
      <ReferenceForm />
    </ActionLanguage>
  );
}
