import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../schema/api/common';
import { PublicFooter } from '../../layout/PublicPages';
import { usePublicCity } from '../publicCity';
import { LanguageSwitch } from './PublicLanguage';

export interface PublicFormFrameProps {
  /** the project's name in the header */
  project?: string;
  /** the page's heading (a key) */
  title: string;
  intro?: ReactNode;
  languages?: readonly Language[];
  children: ReactNode;
}

/**
 * The public layout of the application form: a header in the project's theme colour with its name
 * and the language switch, one column of content on a light grey page (full width on a phone),
 * and the footer with the privacy policy.
 */
export function PublicFormFrame({ project, title, intro, languages, children }: PublicFormFrameProps) {
  const translate = useTranslate();
  const city = usePublicCity();
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: city ? 'common.white' : 'grey.100',
      }}
    >
      {city ? (
        <CityHeader city={city.name} project={project} languages={languages} />
      ) : (
        <Box
          component="header"
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            px: 2,
            py: 1,
            display: 'flex',
            // on a phone the language switch has a line of its own, whatever the project's name:
            // beside a name that arrives with the page's data it would move to a line of its own
            // then, and push the page down
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography
            component="p"
            variant="subtitle1"
            sx={{ fontWeight: 600, color: 'inherit', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {/* the line's height before the name has come */}
            {project || '\u00a0'}
          </Typography>
          <LanguageSwitch languages={languages} />
        </Box>
      )}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          // the footer starts below the screen: content that arrives after the first drawing
          // (the page's data) then moves nothing in sight
          minHeight: '100dvh',
          width: '100%',
          maxWidth: 760,
          mx: 'auto',
          px: { xs: 1.5, sm: 3 },
          py: { xs: 2, sm: 4 },
        }}
      >
        <Typography component="h1" variant="h5" sx={{ mb: 1, px: { xs: 0.5, sm: 0 } }}>
          {translate(title)}
        </Typography>
        {intro ? (
          <Typography
            component="div"
            variant="body2"
            color="text.secondary"
            sx={{ mb: 2, px: { xs: 0.5, sm: 0 } }}
          >
            {intro}
          </Typography>
        ) : null}
        {children}
      </Box>
      <PublicFooter />
    </Box>
  );
}

/**
 * The government-style header of the city template: the city's name in bold black on white under a
 * red band, the project (the housing office's offer) below it, the language switch at the side.
 */
function CityHeader({
  city,
  project,
  languages,
}: {
  city: string;
  project?: string;
  languages?: readonly Language[];
}) {
  return (
    <Box
      component="header"
      data-city-template=""
      sx={{
        bgcolor: 'common.white',
        color: 'common.black',
        borderTop: '6px solid #d52b1e',
        borderBottom: 1,
        borderColor: 'grey.400',
        px: 2,
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="p"
          sx={{ fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.2, color: 'inherit' }}
        >
          {city}
        </Typography>
        {/* the project's line is there before its name has come (see the header above) */}
        <Typography component="p" variant="body2" sx={{ color: 'grey.800' }}>
          {project || '\u00a0'}
        </Typography>
      </Box>
      <LanguageSwitch languages={languages} />
    </Box>
  );
}

/** Loading, or the reason the page cannot show its form, with a retry where it may help. */
export function PublicFormStatus({
  loading,
  message,
  onRetry,
}: {
  loading?: boolean;
  message?: string;
  onRetry?: () => void;
}) {
  const translate = useTranslate();
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} />
        {translate('application_form_loading')}
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" onClick={onRetry}>
            {translate('application_form_retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
