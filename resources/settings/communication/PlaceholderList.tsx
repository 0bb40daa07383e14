import { copyText } from '../../../src/clipboard';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { placeholderText } from './communicationModel';

/**
 * The placeholders a template may use (from the server's reply), each with what it stands for:
 * a click puts it at the cursor of the open language's body, the copy button puts it on the
 * clipboard (for the subject).
 */
export function PlaceholderList({
  placeholders,
  onInsert,
  hint = 'mail_settings_placeholders_hint',
  labelPrefix = 'mail_placeholder_',
}: {
  placeholders: readonly string[];
  onInsert: (name: string) => void;
  /** the key of the line saying what a click does */
  hint?: string;
  /** the key prefix of what each placeholder stands for (`mail_placeholder_salutation`) */
  labelPrefix?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();

  const copy = async (name: string) => {
    if (await copyText(placeholderText(name))) {
      notify('mail_settings_placeholder_copied', {
        type: 'info',
        messageArgs: { placeholder: placeholderText(name) },
      });
    } else {
      notify('mail_settings_placeholder_copy_failed', { type: 'warning' });
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {translate('mail_settings_placeholders')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(hint)}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 0.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {placeholders.map((name) => {
          const text = placeholderText(name);
          const copyLabel = translate('mail_settings_placeholder_copy', { placeholder: text });
          return (
            <Box
              component="li"
              key={name}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
            >
              <Button
                size="small"
                variant="outlined"
                onClick={() => onInsert(name)}
                aria-label={translate('mail_settings_placeholder_insert', { placeholder: text })}
                sx={{ textTransform: 'none', fontFamily: 'monospace', flexShrink: 0 }}
              >
                {text}
              </Button>
              <Tooltip title={copyLabel}>
                <IconButton size="small" aria-label={copyLabel} onClick={() => void copy(name)}>
                  <ContentCopyOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Typography
                variant="body2"
                color="text.secondary"
                noWrap
                title={translate(`${labelPrefix}${name}`, { _: name })}
              >
                {translate(`${labelPrefix}${name}`, { _: name })}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
