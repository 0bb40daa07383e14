import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Language } from '../../../schema/api/common';
import { PublicFormFrame } from '../application/PublicFormFrame';
import { LanguageSwitch } from '../application/PublicLanguage';

/**
 * The frame of a public object page: the public layout (header with the project and the language
 * switch, footer with the privacy policy, the city template when it is on), or for the iframe a
 * minimal one (the language switch and the content, nothing of the page around it).
 */
export function PublicObjectFrame({
  framed,
  project,
  title,
  intro,
  languages,
  children,
}: {
  framed: boolean;
  project?: string;
  /** the heading: a key or the project's own text */
  title: string;
  intro?: string;
  languages?: readonly Language[];
  children: ReactNode;
}) {
  if (!framed) {
    return (
      <PublicFormFrame project={project} title={title} intro={intro} languages={languages}>
        {children}
      </PublicFormFrame>
    );
  }
  return (
    <Box component="main" sx={{ bgcolor: 'common.white', p: { xs: 1.5, sm: 2 }, minHeight: '100dvh' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <LanguageSwitch languages={languages} />
      </Box>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
