import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { Language } from '../../../schema/api/common';
import { languagesWithErrors, MAIL_LANGUAGES } from './communicationModel';

/**
 * One tab per language (German first), each panel holding that language's inputs. Every panel
 * stays mounted (hidden when not shown), so each language keeps its input and its errors. A tab
 * whose inputs hold an error is marked; after a refused save the first such tab opens, unless the
 * open one has an error itself.
 */
export function LanguageTabs({
  active,
  onChange,
  children,
}: {
  active: Language;
  onChange: (language: Language) => void;
  children: (language: Language) => ReactNode;
}) {
  const translate = useTranslate();
  const id = useId();
  const { errors, submitCount } = useFormState();
  const failing = languagesWithErrors(errors);
  const seen = useRef(submitCount);
  const first = failing[0];
  const activeFails = failing.includes(active);

  // after a save attempt only, not while the user fixes one error after the other
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (first && !activeFails) onChange(first);
  }, [submitCount, first, activeFails, onChange]);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={active}
        onChange={(_, value: Language) => onChange(value)}
        aria-label={translate('mail_settings_languages')}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {MAIL_LANGUAGES.map((language) => {
          const invalid = failing.includes(language);
          const name = translate(`mail_settings_language_${language}`);
          return (
            <Tab
              key={language}
              value={language}
              id={`${id}-tab-${language}`}
              aria-controls={`${id}-panel-${language}`}
              label={name}
              aria-label={invalid ? translate('mail_settings_language_invalid', { language: name }) : name}
              icon={invalid ? <ErrorOutline color="error" fontSize="small" /> : undefined}
              iconPosition="end"
              sx={{ minHeight: 48, ...(invalid ? { color: 'error.main' } : {}) }}
            />
          );
        })}
      </Tabs>
      {MAIL_LANGUAGES.map((language) => (
        <Box
          key={language}
          role="tabpanel"
          id={`${id}-panel-${language}`}
          aria-labelledby={`${id}-tab-${language}`}
          hidden={language !== active}
          sx={{ pt: 2 }}
        >
          {children(language)}
        </Box>
      ))}
    </Box>
  );
}
