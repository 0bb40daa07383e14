import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { errorNotifications, statusOf, type AppDataProvider } from '../../../dataProvider';
import { interestFormSchema } from '../../../schema/publicObjects';
import { withPhoneMetadata } from '../../../schema/phoneMetadataMissing';
import { FormSaveButton, SchemaForm, type FieldSpec } from '../../forms';
import { usePublicLanguage } from '../application/PublicLanguage';

const NO_RECORD = {};

const FIELDS: readonly FieldSpec[] = [
  {
    source: 'name',
    kind: 'text',
    label: 'interest_form_name',
    required: true,
    autoComplete: 'name',
    maxLength: 200,
  },
  { source: 'email', kind: 'email', label: 'interest_form_email', required: true, autoComplete: 'email' },
  { source: 'phone', kind: 'phone', label: 'interest_form_phone', autoComplete: 'tel' },
  { source: 'message', kind: 'textarea', label: 'interest_form_message', maxLength: 2000 },
];

/**
 * The interest form of a public object: name, e-mail, phone and a message; the visitor becomes an
 * interested person of the object and gets a confirmation mail. A refused field shows on its input.
 */
export function InterestForm({ objectId }: { objectId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { language } = usePublicLanguage();
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const defaults = useMemo(
    () => ({ objectId, name: '', email: '', phone: '', message: '', language }),
    [objectId, language],
  );
  const submit = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.sendInterest(
        await withPhoneMetadata(() => interestFormSchema.parse(values)),
      );
      setNotice({ ok: true, message: data.message });
    } catch (error) {
      if (statusOf(error) === 400) throw error;
      setNotice({ ok: false, message: errorNotifications(error, translate)[0]?.message ?? '' });
    }
    return undefined;
  };
  return (
    <Box component="section" aria-labelledby="interest-form-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="interest-form-title" component="h2" variant="h6">
        {translate('interest_form_title')}
      </Typography>
      {notice?.ok ? (
        <Alert severity="success" role="status">
          {notice.message}
        </Alert>
      ) : (
        <>
          <Typography variant="body2">{translate('interest_form_intro')}</Typography>
          {notice && (
            <Alert severity="error" role="alert">
              {notice.message}
            </Alert>
          )}
          <SchemaForm
            fields={FIELDS}
            record={NO_RECORD}
            schema={interestFormSchema}
            defaultValues={defaults}
            onSubmit={submit}
            serverFields={['objectId', 'language']}
            formAttributes={{ 'aria-label': translate('interest_form_title') }}
            toolbar={
              <Box sx={{ mt: 1 }}>
                <FormSaveButton label="interest_form_submit" icon={<></>} alwaysEnable />
              </Box>
            }
          />
        </>
      )}
    </Box>
  );
}
