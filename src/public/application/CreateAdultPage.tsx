import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { PublicApplicationReply } from '../../../schema/api/applicationForms';
import { updatePath } from './ApplicationSentPage';
import { AnswersForm, type EditContext } from './ApplicationUpdatePage';
import { PersonCard } from './HouseholdPersons';
import { PublicFormFrame, PublicFormStatus } from './PublicFormFrame';
import { PublicLanguageProvider, startPublicLanguage, usePublicLanguage } from './PublicLanguage';
import { useLoad } from './useLoad';

function NewAdultForm({ reply, onDone }: { reply: PublicApplicationReply; onDone: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { language } = usePublicLanguage();
  const [documents, setDocuments] = useState(reply.documents);
  const link = useMemo(
    () => ({ slug: reply.credentials.slug, token: reply.credentials.token, formId: reply.formId }),
    [reply],
  );
  const edit: EditContext = {
    reply,
    link,
    context: { language, objects: reply.objects },
    documents,
    onUploaded: (added) => setDocuments((current) => [...current, ...added]),
    onReload: () => undefined,
  };
  return (
    <PersonCard title={translate('application_form_adult_n', { n: reply.adults.length + 1 })}>
      <AnswersForm
        edit={edit}
        scope="adult"
        personId={null}
        answers={{}}
        save={async (answers) => {
          await dataProvider.createPerson(link, 'new-adult', { answers });
          onDone();
        }}
      />
    </PersonCard>
  );
}

function CreateAdult() {
  const translate = useTranslate();
  const { slug = '', token = '' } = useParams();
  const { language } = usePublicLanguage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [done, setDone] = useState(false);
  const { load, retry } = useLoad(
    () => dataProvider.getApplication({ slug, token }, 'new-adult'),
    [slug, token],
    'application_form_not_found',
  );
  const reply = load.state === 'done' ? load.data : null;
  return (
    <PublicFormFrame
      project={reply?.project.name}
      languages={reply?.languages}
      title="application_form_create_adult_title"
    >
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {translate('application_form_create_adult_done')}
          </Alert>
          <Button
            component={RouterLink}
            to={`${updatePath(slug, token, reply?.formId)}?lang=${language}`}
            variant="contained"
            size="large"
          >
            {translate('application_form_open_link')}
          </Button>
        </Stack>
      ) : reply ? (
        <NewAdultForm reply={reply} onDone={() => setDone(true)} />
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

/** `form/application/{slug}/{token}/create-adult`: a further adult of the household adds themself. */
export function CreateAdultPage() {
  const [search] = useSearchParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)}>
      <CreateAdult />
    </PublicLanguageProvider>
  );
}
