import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { errorNotifications, type AppDataProvider } from '../../../dataProvider';
import type { ApplicationCredentials, PersonKind } from '../../../dataProvider/applicationFormMethods';
import type {
  PublicApplicationDocument,
  PublicApplicationPerson,
  PublicApplicationReply,
} from '../../../schema/api/applicationForms';
import { MAX_ADULTS, MAX_CHILDREN, answersSchema, type FieldScope } from '../../../schema/applicationForm';
import { formatDate } from '../../../schema/dates';
import { SchemaForm } from '../../forms';
import { FieldsView } from './ApplicationFields';
import { ApplicationDocuments } from './ApplicationDocuments';
import {
  answersOf,
  otherObjects,
  renderSections,
  startAnswers,
  type RenderContext,
  type RenderedField,
} from './applicationFormModel';
import { PersonCard } from './HouseholdPersons';
import { ObjectsSummary } from './ObjectsSummary';
import { PublicFormFrame, PublicFormStatus } from './PublicFormFrame';
import { PublicLanguageProvider, startPublicLanguage, usePublicLanguage } from './PublicLanguage';
import { useLoad } from './useLoad';

/** A 409 of these keys: the application changed since the page loaded it. */
const SERVER_ERRORS = {
  conflictKeys: ['application_public_changed_meanwhile'],
  conflictMessage: 'application_form_conflict',
} as const;

export interface EditContext {
  reply: PublicApplicationReply;
  link: ApplicationCredentials;
  context: RenderContext;
  documents: readonly PublicApplicationDocument[];
  onUploaded: (documents: PublicApplicationDocument[]) => void;
  onReload: () => void;
}

function documentsRenderer({ link, documents, onUploaded }: EditContext, personId: number | null) {
  const DocumentsField = (field: Extract<RenderedField, { kind: 'documents' }>) => (
    <ApplicationDocuments
      link={link}
      label={field.label}
      help={field.help}
      required={field.required}
      category={field.field.key}
      personId={personId}
      documents={documents}
      onUploaded={onUploaded}
    />
  );
  return DocumentsField;
}

/** The form of one scope's answers (`answers.<key>`), saved by `save`; a stale version offers a reload. */
export function AnswersForm({
  edit,
  scope,
  personId,
  answers,
  save,
  children,
}: {
  edit: EditContext;
  scope: FieldScope;
  personId: number | null;
  answers: Record<string, unknown>;
  save: (answers: Record<string, unknown>) => Promise<unknown>;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const [saved, setSaved] = useState(false);
  const { definition } = edit.reply;
  const schema = useMemo(() => answersSchema(definition, scope), [definition, scope]);
  const wrapped = useMemo(() => z.object({ answers: schema }), [schema]);
  const defaultValues = useMemo(
    () => ({ answers: startAnswers(definition, scope, answers) }),
    [definition, scope, answers],
  );
  const serverFields = useMemo(
    () => Object.keys(startAnswers(definition, scope)).map((key) => `answers.${key}`),
    [definition, scope],
  );
  return (
    <SchemaForm
      schema={wrapped}
      defaultValues={defaultValues}
      onSubmit={async (values: FieldValues) => {
        setSaved(false);
        await save(answersOf(definition, scope, values.answers));
        setSaved(true);
      }}
      serverFields={serverFields}
      serverErrors={SERVER_ERRORS}
      onReload={edit.onReload}
      reloadLabel="application_form_reload"
      toolbar={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" variant="contained" size="large" sx={{ minHeight: 48 }}>
            {translate('application_form_save')}
          </Button>
          {children}
          <Typography role="status" variant="body2" sx={{ alignSelf: 'center', color: 'success.dark' }}>
            {saved ? translate('application_form_saved') : ''}
          </Typography>
        </Stack>
      }
    >
      <FieldsView
        sections={renderSections(definition, scope, edit.context, 'answers')}
        objects={otherObjects(edit.reply.available, edit.reply.objects)}
        shownTitle={scope === 'household' ? translate('application_form_household') : undefined}
        renderDocuments={documentsRenderer(edit, personId)}
        headingLevel={scope === 'household' ? 'h3' : 'h4'}
      />
    </SchemaForm>
  );
}

/** The adults or the children of a stored application: each saved on its own, added, removed. */
function PersonsEditor({ edit, kind }: { edit: EditContext; kind: PersonKind }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const list = kind === 'adult' ? edit.reply.adults : edit.reply.children;
  const [persons, setPersons] = useState<PublicApplicationPerson[]>(() =>
    [...list].sort((a, b) => a.position - b.position),
  );
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ person: PublicApplicationPerson; title: string } | null>(null);
  const max = kind === 'adult' ? MAX_ADULTS : MAX_CHILDREN;
  const titleOf = (index: number) =>
    kind === 'adult'
      ? index === 0
        ? translate('application_form_main_applicant')
        : translate('application_form_adult_n', { n: index + 1 })
      : translate('application_form_child_n', { n: index + 1 });

  const remove = async () => {
    if (!removing) return;
    try {
      await dataProvider.deletePerson(edit.link, kind, removing.person.id);
      setPersons((current) => current.filter((person) => person.id !== removing.person.id));
      setStatus({ error: false, text: translate('application_form_person_removed') });
    } catch (error) {
      const message = errorNotifications(error, translate)[0]?.message;
      setStatus({ error: true, text: message ?? translate('application_form_load_failed') });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack spacing={2}>
      {persons.length === 0 && !adding && (
        <Typography variant="body2" color="text.secondary">
          {translate('application_form_no_children')}
        </Typography>
      )}
      {persons.map((person, index) => (
        <PersonCard
          key={person.id}
          title={titleOf(index)}
          onRemove={
            person.position === 1 && kind === 'adult'
              ? undefined
              : () => setRemoving({ person, title: titleOf(index) })
          }
          removeLabel={translate('application_form_remove_person', { name: titleOf(index) })}
        >
          <AnswersForm
            edit={edit}
            scope={kind}
            personId={person.id}
            answers={person.answers}
            save={async (answers) => {
              const { data } = await dataProvider.updatePerson(edit.link, kind, person.id, {
                answers,
                version: person.version,
              });
              setPersons((current) => current.map((entry) => (entry.id === person.id ? data.person : entry)));
            }}
          />
        </PersonCard>
      ))}
      {adding && (
        <PersonCard title={titleOf(persons.length)}>
          <AnswersForm
            edit={edit}
            scope={kind}
            personId={null}
            answers={{}}
            save={async (answers) => {
              const { data } = await dataProvider.createPerson(edit.link, kind, { answers });
              setPersons((current) => [...current, data.person]);
              setAdding(false);
              setStatus({ error: false, text: translate('application_form_person_added') });
            }}
          >
            <Button size="large" onClick={() => setAdding(false)}>
              {translate('application_form_cancel')}
            </Button>
          </AnswersForm>
        </PersonCard>
      )}
      {status && (
        <Alert severity={status.error ? 'error' : 'success'} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </Alert>
      )}
      {!adding && persons.length < max && (
        <Box>
          <Button
            variant="outlined"
            size="large"
            startIcon={<AddOutlined />}
            onClick={() => setAdding(true)}
            sx={{ minHeight: 48 }}
          >
            {translate(kind === 'adult' ? 'application_form_add_adult' : 'application_form_add_child')}
          </Button>
        </Box>
      )}
      <Confirm
        isOpen={removing !== null}
        title="application_form_remove_person"
        titleTranslateOptions={{ name: removing?.title ?? '' }}
        content="application_form_remove_person_confirm"
        translateOptions={{ name: removing?.title ?? '' }}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function ApplicationEditor({
  reply,
  formId,
  onReload,
}: {
  reply: PublicApplicationReply;
  formId: number;
  onReload: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { language } = usePublicLanguage();
  const [documents, setDocuments] = useState(reply.documents);
  const [version, setVersion] = useState(reply.application.version);
  const link = useMemo(
    () => ({ slug: reply.credentials.slug, token: reply.credentials.token, formId }),
    [reply.credentials, formId],
  );
  const edit: EditContext = {
    reply,
    link,
    context: { language, objects: reply.objects },
    documents,
    onUploaded: (added) => setDocuments((current) => [...current, ...added]),
    onReload,
  };
  const householdSections = renderSections(reply.definition, 'household', edit.context, 'answers');
  return (
    <Stack spacing={3}>
      {!reply.occupancyValid && (
        <Alert severity="warning">{translate('application_form_occupancy_invalid')}</Alert>
      )}
      <ObjectsSummary
        objects={reply.objects}
        currency={reply.project.currency}
        sale={reply.project.sale}
        language={language}
      />
      {householdSections.length > 0 && (
        <Card variant="outlined" component="section" aria-labelledby="application-household-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="application-household-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              {translate('application_form_household')}
            </Typography>
            <AnswersForm
              edit={edit}
              scope="household"
              personId={null}
              answers={reply.application.answers}
              save={async (answers) => {
                const { data } = await dataProvider.saveHousehold(link, { answers, version });
                setVersion(data.version);
              }}
            />
          </CardContent>
        </Card>
      )}
      <Box component="section" aria-labelledby="application-adults-title">
        <Typography id="application-adults-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('application_form_adults')}
        </Typography>
        <PersonsEditor edit={edit} kind="adult" />
      </Box>
      <Box component="section" aria-labelledby="application-children-title">
        <Typography id="application-children-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('application_form_children')}
        </Typography>
        <PersonsEditor edit={edit} kind="child" />
      </Box>
    </Stack>
  );
}

function ApplicationUpdate() {
  const translate = useTranslate();
  const { slug = '', token = '', formId } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { load, retry, reload } = useLoad(
    () => dataProvider.getApplication({ slug, token }),
    [slug, token],
    'application_form_not_found',
  );
  const reply = load.state === 'done' ? load.data : null;
  const [round, setRound] = useState(0);
  return (
    <PublicFormFrame
      project={reply?.project.name}
      languages={reply?.languages}
      title="application_form_update_title"
      intro={
        reply
          ? translate('application_form_update_intro', {
              date: formatDate(reply.application.created_at.slice(0, 10)),
            })
          : undefined
      }
    >
      {reply ? (
        <ApplicationEditor
          // a reload after a conflict starts the forms from the stored application
          key={`${reply.application.version}-${round}`}
          reply={reply}
          formId={Number(formId) || reply.formId}
          onReload={() => {
            reload();
            setRound((value) => value + 1);
          }}
        />
      ) : (
        <PublicFormStatus
          loading={load.state === 'loading'}
          message={load.state === 'failed' ? load.message : undefined}
          onRetry={load.state === 'failed' && load.retry ? retry : undefined}
        />
      )}
    </PublicFormFrame>
  );
}

/**
 * `form/application/{slug}/{token}/update/{formId?}`: the private link. The household completes its
 * application: changes answers, adds or removes persons, uploads the documents still missing.
 */
export function ApplicationUpdatePage() {
  const [search] = useSearchParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)}>
      <ApplicationUpdate />
    </PublicLanguageProvider>
  );
}
