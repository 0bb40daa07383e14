import ArrowBack from '@mui/icons-material/ArrowBack';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useInRouterContext } from 'react-router-dom';
import { errorContent, type ErrorAction } from './errorContent';
import { supportMailto } from './flags';

export interface ErrorScreenProps {
  /** HTTP status; 0 when there was no answer */
  status: number;
  /** a translation key or a text; replaces the default message */
  message?: string;
  /** the archived-project variant: the project's title and messages from the reply */
  title?: string;
  messages?: readonly string[];
}

function HomeButton() {
  const translate = useTranslate();
  const inRouter = useInRouterContext();
  const props = inRouter ? { component: RouterLink, to: '/' } : { href: '/' };
  return (
    <Button variant="contained" startIcon={<HomeOutlined />} {...props}>
      {translate('layout_error_home')}
    </Button>
  );
}

function ActionButton({ action }: { action: ErrorAction }) {
  const translate = useTranslate();
  if (action === 'home') return <HomeButton />;
  if (action === 'support') {
    return (
      <Button
        variant="outlined"
        startIcon={<MailOutlined />}
        href={supportMailto(translate('layout_support_subject'))}
      >
        {translate('layout_error_support')}
      </Button>
    );
  }
  return (
    <Button variant="text" startIcon={<ArrowBack />} onClick={() => window.history.back()}>
      {translate('layout_error_back')}
    </Button>
  );
}

/** The error screen (spec 1 section 2): status code, message and what to do next. */
export function ErrorScreen({ status, message, title, messages }: ErrorScreenProps) {
  const translate = useTranslate();
  const content = errorContent(status, messages ?? (message ? [message] : undefined));
  const text = (line: string) => translate(line, { _: line });

  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        px: 2,
        py: 8,
      }}
    >
      <Typography
        variant="h1"
        component="p"
        sx={{ fontSize: { xs: '3.5rem', sm: '5rem' }, color: 'text.secondary' }}
      >
        {status > 0 ? status : translate('layout_error_title')}
      </Typography>
      {title && (
        <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
          {title}
        </Typography>
      )}
      <Box sx={{ mt: 2, maxWidth: 560 }}>
        {content.lines.map((line, index) => (
          <Typography
            key={index}
            variant={index === 0 && !title ? 'h6' : 'body1'}
            // without a title the first line says what happened: the page's heading
            component={index === 0 && !title ? 'h1' : 'p'}
            sx={{ mb: 1 }}
          >
            {text(line)}
          </Typography>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        {content.actions.map((action) => (
          <ActionButton key={action} action={action} />
        ))}
      </Stack>
    </Box>
  );
}
