import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { AdEditorRecord, AdPublishReply } from '../../schema/api/marketing';
import { AD_LANGUAGES, adSaveSchema, type Portal } from '../../schema/marketing';
import {
  dataOf,
  FieldInputs,
  FormSaveButton,
  FormSection,
  QueryContent,
  SchemaForm,
  useProviderMutation,
  useSettingsEdit,
  type FieldSpec,
} from '../../src/forms';
import { AdImagesInput, AdPortalsInput } from './AdInputs';

export const adQueryKey = (id: number) => ['marketing', 'ad', id] as const;

const SERVER_ERRORS = {
  conflictKeys: ['marketing_ad_changed'],
  conflictMessage: 'marketing_ad_conflict',
} as const;

const textFields = (lang: string): FieldSpec[] => [
  { source: `texts.${lang}.title`, kind: 'text', label: 'marketing_ad_title', maxLength: 200 },
  { source: `texts.${lang}.description`, kind: 'richtext', label: 'marketing_ad_description' },
];

const CONTACT_FIELDS: readonly FieldSpec[] = [
  { source: 'contactName', kind: 'text', label: 'marketing_ad_contact_name', maxLength: 200 },
  { source: 'contactEmail', kind: 'email', label: 'marketing_ad_contact_email' },
  { source: 'contactPhone', kind: 'phone', label: 'marketing_ad_contact_phone' },
];

const VIEWING_FIELDS: readonly FieldSpec[] = [
  { source: 'viewingInfo', kind: 'textarea', label: 'marketing_ad_viewing_info', maxLength: 2000 },
];

/** Every input the server may name in a refusal (the form lays them out in sections). */
const SERVER_FIELDS = [
  ...AD_LANGUAGES.flatMap((lang) => [`texts.${lang}.title`, `texts.${lang}.description`]),
  ...CONTACT_FIELDS.map((f) => f.source),
  ...VIEWING_FIELDS.map((f) => f.source),
  'imageIds',
  'portals',
];

/** Why the saved ad cannot be published now (a message key), or null. */
export function publishRefusal(record: AdEditorRecord, unsaved: boolean, picked: readonly Portal[]) {
  if (!record.advertisable) return 'marketing_not_advertisable';
  if (unsaved) return 'marketing_ad_save_first';
  if (record.version === 0) return 'marketing_ad_missing';
  if (picked.length === 0) return 'marketing_no_portals';
  return null;
}

/** Save and publish: publishing takes the saved ad, so it waits while there is unsaved input. */
function AdToolbar({
  record,
  publishing,
  onPublish,
}: {
  record: AdEditorRecord;
  publishing: boolean;
  onPublish: () => void;
}) {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  const portals = (useWatch({ name: 'portals' }) as Portal[] | undefined) ?? [];
  const refusal = publishRefusal(record, isDirty, portals);
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <FormSaveButton />
        <Button
          variant="outlined"
          disabled={refusal !== null || publishing}
          aria-describedby={refusal ? 'ad-publish-refusal' : undefined}
          onClick={onPublish}
        >
          {translate('marketing_ad_publish')}
        </Button>
      </Box>
      {refusal && (
        <Typography id="ad-publish-refusal" variant="body2" color="text.secondary">
          {translate(refusal)}
        </Typography>
      )}
    </Stack>
  );
}

/** What a publication queued per portal, and what it left out and why. */
function PublishResult({ result }: { result: AdPublishReply }) {
  const translate = useTranslate();
  const portal = (p: Portal) => translate(`marketing_portal_${p}`);
  return (
    <Alert severity={result.queued.length > 0 ? 'success' : 'warning'} role="status">
      <AlertTitle>{translate('marketing_ad_published_title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {result.queued.map((q) => (
          <li key={q.portal}>
            {translate('marketing_ad_queued', { portal: portal(q.portal), smart_count: q.objects.length })}
          </li>
        ))}
        {result.skipped.map((s) => (
          <li key={s.portal}>
            {translate('marketing_ad_skipped', {
              portal: portal(s.portal),
              reason: translate(s.reason, { _: s.reason }),
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function AdForm({
  record,
  save,
  onReload,
}: {
  record: AdEditorRecord;
  save: Parameters<typeof SchemaForm>[0]['onSubmit'];
  onReload: () => unknown;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<AdPublishReply | null>(null);
  const publish = useProviderMutation(
    async (provider) => dataOf(await provider.publishAd({ id: record.id })),
    {
      onSuccess: (reply) => {
        setResult(reply);
        queryClient.setQueryData<AdEditorRecord>(adQueryKey(record.id), (current) =>
          current ? { ...current, states: reply.states } : current,
        );
      },
      invalidate: [['marketing']],
    },
  );
  const defaultValues = useMemo(() => ({ ...record }), [record]);
  return (
    <SchemaForm
      record={record}
      defaultValues={defaultValues}
      schema={adSaveSchema}
      onSubmit={save}
      serverFields={SERVER_FIELDS}
      serverErrors={SERVER_ERRORS}
      onReload={onReload}
      reloadLabel="marketing_ad_reload"
      warnWhenUnsavedChanges
      formAttributes={{ 'aria-label': translate('marketing_ad_form', { title: record.title }) }}
      toolbar={
        <Stack spacing={2}>
          <AdToolbar record={record} publishing={publish.isPending} onPublish={() => publish.mutate()} />
          {result && <PublishResult result={result} />}
        </Stack>
      }
    >
      {AD_LANGUAGES.map((lang) => (
        <FormSection key={lang} title={`marketing_ad_texts_${lang}`}>
          <FieldInputs fields={textFields(lang)} />
        </FormSection>
      ))}
      <FormSection title="marketing_ad_images">
        <AdImagesInput images={record.images} />
      </FormSection>
      <FormSection title="marketing_ad_contact">
        <FieldInputs fields={CONTACT_FIELDS} />
      </FormSection>
      <FormSection title="marketing_ad_viewing">
        <FieldInputs fields={VIEWING_FIELDS} />
      </FormSection>
      <FormSection title="marketing_ad_portals">
        <AdPortalsInput enabled={record.enabledPortals} states={record.states} />
      </FormSection>
    </SchemaForm>
  );
}

/**
 * The ad editor (spec 2 section 7.13) at /marketing/{id}: the ad's title and description per
 * language, its images in order, contact, viewing information and portals; saved whole at the
 * version it was loaded at (a conflict offers to reload), then published to its portals.
 */
export function AdEditorPage({ id }: { id: number }) {
  const translate = useTranslate();
  const { query, save, reload } = useSettingsEdit<AdEditorRecord>({
    queryKey: adQueryKey(id),
    read: (provider) => provider.getAdEditor(id),
    write: (provider, values, loaded) => {
      const parsed = adSaveSchema.parse(values);
      return provider.saveAd({ ...parsed, id, version: loaded.version });
    },
    savedMessage: 'marketing_ad_saved',
  });
  const record = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, width: '100%', minWidth: 0 }}>
      <Box>
        <Button component={Link} to="/marketing" startIcon={<ArrowBack />} size="small">
          {translate('marketing_ad_back')}
        </Button>
      </Box>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">
          {record
            ? translate('marketing_ad_heading', { title: record.title, ref: record.refNumber })
            : translate('marketing_ad_heading_loading')}
        </Typography>
      </Paper>
      <QueryContent query={query} loadingHeight={400}>
        {(loaded) => <AdForm record={loaded} save={save} onReload={reload} />}
      </QueryContent>
    </Stack>
  );
}

/** The ad editor's route: a path that is not an id goes back to the list. */
export function AdEditor() {
  const { id = '' } = useParams();
  if (!/^\d{1,12}$/.test(id)) return <Navigate to="/marketing" replace />;
  return <AdEditorPage id={Number(id)} />;
}
