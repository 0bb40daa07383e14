import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { PublicApplicationFormInit } from '../../../schema/api/applicationForms';
import {
  MAX_ADULTS,
  MAX_CHILDREN,
  householdCountFields,
  newApplicationSchema,
  type FieldScope,
  type FormField,
} from '../../../schema/applicationForm';
import { RenderLater, SchemaForm } from '../../forms';
import { FieldsView } from './ApplicationFields';
import {
  answersOf,
  declaredCount,
  documentFieldsOf,
  otherObjects,
  householdPaths,
  renderSections,
  startAnswers,
  type RenderedField,
} from './applicationFormModel';
import { newApplicationKey, uuidsOf } from '../pageReads';
import { DocumentPicker } from './DocumentPicker';
import { HouseholdPersons, type PersonListName } from './HouseholdPersons';
import { AvailableObjects, ObjectsSummary } from './ObjectsSummary';
import { PublicFormFrame, PublicFormStatus } from './PublicFormFrame';
import { PublicLanguageProvider, startPublicLanguage, usePublicLanguage } from './PublicLanguage';
import { uploadPicked, type PickedDocuments, type UploadStep } from './pickedDocuments';
import { useLoad } from './useLoad';

/** What the sent page shows besides the link: the documents that did not go through. */
export interface SentState {
  project?: string;
  failed?: string[];
}

/** The submit button, and the summary of what the applicant must still fix after a refused submit. */
function SendBar({ documentsMissing, onAttempt }: { documentsMissing: boolean; onAttempt: () => void }) {
  const translate = useTranslate();
  const { isSubmitting, submitCount, errors } = useFormState();
  const refused = submitCount > 0 && (Object.keys(errors).length > 0 || documentsMissing);
  return (
    <Stack spacing={2}>
      {refused && !isSubmitting && (
        <Alert severity="error" role="alert">
          {translate('application_form_errors')}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SendOutlined />}
        loading={isSubmitting}
        onClick={onAttempt}
        sx={{ minHeight: 52, width: { xs: '100%', sm: 'auto' }, alignSelf: { sm: 'flex-start' } }}
      >
        {translate(isSubmitting ? 'application_form_sending' : 'application_form_send')}
      </Button>
    </Stack>
  );
}

/**
 * While the household declares another number of persons than it lists: says so beside the
 * persons (the send is refused with the same words on the number's input).
 */
function HouseholdCountNotice({ countKeys }: { countKeys: readonly string[] }) {
  const translate = useTranslate();
  const household = useWatch({ name: 'household' }) as Record<string, unknown> | undefined;
  const adults = (useWatch({ name: 'adults' }) as unknown[] | undefined)?.length ?? 0;
  const children = (useWatch({ name: 'children' }) as unknown[] | undefined)?.length ?? 0;
  const declared = declaredCount(countKeys, household);
  if (declared === null || declared === adults + children) return null;
  return (
    <Alert severity="warning" role="status">
      {translate('application_form_count_mismatch', {
        declared,
        entered: adults + children,
        adults,
        children,
        smart_count: declared,
      })}
    </Alert>
  );
}

/** The form of a new application for the link's objects: household, adults, children, documents. */
function NewApplicationForm({ init, uuids }: { init: PublicApplicationFormInit; uuids: string[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { language } = usePublicLanguage();
  const { definition } = init;
  const context = useMemo(() => ({ language, objects: init.objects }), [language, init.objects]);
  /** the further objects an apartment select offers: open ones of the same kinds, not those applied for */
  const others = useMemo(() => otherObjects(init.available, init.objects), [init.available, init.objects]);
  const countKeys = useMemo(() => householdCountFields(definition).map((f) => f.key), [definition]);
  const schema = useMemo(() => newApplicationSchema(definition), [definition]);
  const serverFields = useMemo(() => householdPaths(definition), [definition]);
  const defaultValues = useMemo(() => {
    const hidden = Object.fromEntries(search.entries());
    return {
      uuids,
      household: startAnswers(definition, 'household', {}, hidden),
      adults: [startAnswers(definition, 'adult', {}, hidden)],
      children: [],
    };
    // the form starts once; the link's query does not change under it
  }, [definition]);
  const idsRef = useRef<Record<PersonListName, string[]>>({ adults: [], children: [] });
  const [picked, setPicked] = useState<PickedDocuments>({});
  const [checked, setChecked] = useState(false);
  const [upload, setUpload] = useState<UploadStep | null>(null);

  /** the required file fields without a picked file, by their picked-files key */
  /** the required file fields without a picked file, by their picked-files key (the persons as they are now) */
  const missingNow = (): string[] => {
    const keys: string[] = [];
    const need = (owner: string, fields: FormField[]) => {
      for (const field of fields) {
        const key = `${owner}:${field.key}`;
        if (field.required && !(picked[key]?.length ?? 0)) keys.push(key);
      }
    };
    need('household', documentFieldsOf(definition, 'household'));
    idsRef.current.adults.forEach((id) => need(id, documentFieldsOf(definition, 'adult')));
    idsRef.current.children.forEach((id) => need(id, documentFieldsOf(definition, 'child')));
    return keys;
  };
  const missing = missingNow();

  const documentsFor = (owner: string) => {
    const DocumentsField = (field: Extract<RenderedField, { kind: 'documents' }>) => {
      const key = `${owner}:${field.field.key}`;
      const files = picked[key] ?? [];
      return (
        <DocumentPicker
          label={field.label}
          help={field.help}
          required={field.required}
          files={files.map((file, index) => ({ key: String(index), name: file.name, removable: true }))}
          onPick={(more) =>
            setPicked((current) => ({ ...current, [key]: [...(current[key] ?? []), ...more] }))
          }
          onRemove={(index) =>
            setPicked((current) => ({
              ...current,
              [key]: (current[key] ?? []).filter((_, at) => String(at) !== index),
            }))
          }
          error={
            checked && field.required && files.length === 0
              ? translate('application_form_documents_required')
              : undefined
          }
          note={translate('application_form_documents_later')}
          disabled={upload !== null}
        />
      );
    };
    return DocumentsField;
  };

  const submit = async (values: FieldValues) => {
    if (missingNow().length > 0) {
      setChecked(true);
      return;
    }
    const adults = (values.adults as unknown[]) ?? [];
    const children = (values.children as unknown[]) ?? [];
    const created = (
      await dataProvider.createApplication({
        language,
        uuids,
        household: answersOf(definition, 'household', values.household),
        adults: adults.map((adult) => answersOf(definition, 'adult', adult)),
        children: children.map((child) => answersOf(definition, 'child', child)),
      })
    ).data;
    const link = { slug: created.slug, token: created.token, formId: created.formId };
    const failed = await uploadPicked({
      dataProvider,
      link,
      definition,
      picked,
      owners: { adults: idsRef.current.adults, children: idsRef.current.children },
      language,
      onStep: setUpload,
    });
    const state: SentState = { project: init.project.name, failed };
    navigate(
      `/form/application/new/${encodeURIComponent(created.slug)}/${encodeURIComponent(created.token)}/${created.formId}?lang=${language}`,
      {
        state,
      },
    );
  };

  const personProps = (name: PersonListName, scope: FieldScope) => ({
    name,
    definition,
    context,
    objects: others,
    idsRef,
    renderDocuments: (field: Extract<RenderedField, { kind: 'documents' }>, id: string) =>
      documentsFor(id)(field),
    onRemoved: (id: string) =>
      setPicked((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${id}:`))),
      ),
    keepFirst: scope === 'adult',
    max: scope === 'adult' ? MAX_ADULTS : MAX_CHILDREN,
  });

  const household = renderSections(definition, 'household', context, 'household');
  return (
    <SchemaForm
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={submit}
      serverFields={serverFields}
      toolbar={
        // with the persons: nothing is sent before their inputs are there
        <RenderLater>
          <SendBar documentsMissing={checked && missing.length > 0} onAttempt={() => setChecked(true)} />
        </RenderLater>
      }
    >
      <ObjectsSummary
        objects={init.objects}
        currency={init.project.currency}
        sale={init.project.sale}
        language={language}
      />
      {household.length > 0 && (
        <Card variant="outlined" component="section" aria-labelledby="application-household-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="application-household-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              {translate('application_form_household')}
            </Typography>
            <FieldsView
              sections={household}
              objects={others}
              renderDocuments={documentsFor('household')}
              shownTitle={translate('application_form_household')}
              firstSections={1}
            />
          </CardContent>
        </Card>
      )}
      {/* below the household, right after it (on a phone, far below the first screen) */}
      <RenderLater>
        <Box component="section" aria-labelledby="application-adults-title">
          <Typography id="application-adults-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate('application_form_adults')}
          </Typography>
          <HouseholdPersons {...personProps('adults', 'adult')} />
        </Box>
        <Box component="section" aria-labelledby="application-children-title">
          <Typography id="application-children-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate('application_form_children')}
          </Typography>
          <HouseholdPersons {...personProps('children', 'child')} />
        </Box>
        <HouseholdCountNotice countKeys={countKeys} />
      </RenderLater>
      {upload && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2">
            {translate('application_form_upload_progress', { name: upload.name, percent: upload.percent })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={upload.percent}
            aria-label={translate('application_form_uploading')}
          />
        </Box>
      )}
    </SchemaForm>
  );
}

/**
 * The form for the link's objects that still take applications (a taken one is named, and not
 * sent); when none does, no form at all: the objects with why, and the project's others that do.
 */
function NewApplicationOrClosed({ init }: { init: PublicApplicationFormInit }) {
  const { language } = usePublicLanguage();
  const open = init.objects.filter((object) => object.open);
  if (open.length > 0) return <NewApplicationForm init={init} uuids={open.map((object) => object.uuid)} />;
  return (
    <Stack spacing={3}>
      <ObjectsSummary
        objects={init.objects}
        currency={init.project.currency}
        sale={init.project.sale}
        language={language}
      />
      <AvailableObjects
        objects={otherObjects(init.available, init.objects)}
        currency={init.project.currency}
        sale={init.project.sale}
        language={language}
      />
    </Stack>
  );
}

function NewApplication() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const uuids = useMemo(() => uuidsOf(search), [search]);
  const key = uuids.join(',');
  const { load, retry } = useLoad(
    () =>
      uuids.length === 0
        ? Promise.reject(Object.assign(new Error('no objects'), { status: 404 }))
        : dataProvider.getApplicationFormInit(uuids),
    [key],
    uuids.length === 0 ? 'application_form_no_objects' : 'application_form_not_found',
    newApplicationKey(uuids),
  );
  const init = load.state === 'done' ? load.data : null;
  return (
    <PublicFormFrame
      project={init?.project.name}
      languages={init?.languages}
      title="application_form_title"
      intro={
        init
          ? translate(
              init.objects.some((object) => object.open)
                ? 'application_form_intro'
                : 'application_form_closed_intro',
            )
          : undefined
      }
    >
      {load.state === 'done' ? (
        <NewApplicationOrClosed init={load.data} />
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
 * `form/application/new?uuids=...`: the application form for the objects of an advert's link, in
 * the project's public theme and the language the applicant picks (German first).
 */
export function NewApplicationPage() {
  const [search] = useSearchParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)}>
      <NewApplication />
    </PublicLanguageProvider>
  );
}
