import { copyText } from '../../clipboard';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { SentState } from './NewApplicationPage';
import { PublicFormFrame } from './PublicFormFrame';
import { PublicLanguageProvider, startPublicLanguage, usePublicLanguage } from './PublicLanguage';

/** The private link's path of an application: `/form/application/{slug}/{token}/update/{formId}`. */
export function updatePath(slug: string, token: string, formId?: string | number): string {
  const base = `/form/application/${encodeURIComponent(slug)}/${encodeURIComponent(token)}/update`;
  return formId === undefined || formId === '' ? base : `${base}/${encodeURIComponent(String(formId))}`;
}

function Sent() {
  const translate = useTranslate();
  const { slug = '', token = '', formId } = useParams();
  const { language } = usePublicLanguage();
  const state = (useLocation().state ?? {}) as SentState;
  const [copied, setCopied] = useState(false);
  const path = updatePath(slug, token, formId);
  const url = `${window.location.origin}${path}`;
  const copy = async () => {
    setCopied(await copyText(url));
  };
  return (
    <PublicFormFrame project={state.project} title="application_form_sent_title">
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {translate('application_form_sent_text')}
        </Alert>
        {state.failed && state.failed.length > 0 && (
          <Alert severity="warning" role="alert">
            {translate('application_form_upload_failed', { names: state.failed.join(', ') })}
          </Alert>
        )}
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2}>
              <Typography component="h2" variant="h6">
                {translate('application_form_private_link')}
              </Typography>
              <Typography variant="body2">{translate('application_form_private_link_hint')}</Typography>
              <TextField
                label={translate('application_form_private_link')}
                value={url}
                fullWidth
                multiline
                slotProps={{ htmlInput: { readOnly: true } }}
                onFocus={(event) => event.target.select()}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="outlined"
                  size="large"
                  startIcon={<ContentCopyOutlined />}
                  onClick={() => void copy()}
                >
                  {translate('application_form_copy_link')}
                </Button>
                <Button
                  component={RouterLink}
                  to={`${path}?lang=${language}`}
                  variant="contained"
                  size="large"
                >
                  {translate('application_form_open_link')}
                </Button>
              </Stack>
              {copied && (
                <Typography role="status" variant="body2">
                  {translate('application_form_link_copied')}
                </Typography>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </PublicFormFrame>
  );
}

/** `form/application/new/{slug}/{token}/{formId}`: the application was sent; the private link to come back. */
export function ApplicationSentPage() {
  const [search] = useSearchParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)}>
      <Sent />
    </PublicLanguageProvider>
  );
}
