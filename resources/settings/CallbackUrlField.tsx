import { copyText } from '../../src/clipboard';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * The redirect URI to register at the directory: read-only, with a copy button. Where the
 * browser refuses the clipboard (a page not served over https), the address is selected instead
 * so it can be copied by hand.
 */
export function CallbackUrlField({ url }: { url: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const copyLabel = translate('settings_sso_callback_copy');

  const copy = async () => {
    if (await copyText(url)) {
      notify('settings_sso_callback_copied', { type: 'info' });
    } else {
      inputRef.current?.focus();
      inputRef.current?.select();
      notify('settings_sso_callback_copy_failed', { type: 'warning' });
    }
  };

  return (
    <TextField
      label={translate('settings_sso_callback_url')}
      helperText={translate('settings_sso_callback_url_help')}
      value={url}
      size="small"
      fullWidth
      inputRef={inputRef}
      onFocus={(event) => event.target.select()}
      slotProps={{
        input: {
          readOnly: true,
          sx: { fontFamily: 'monospace', fontSize: '0.875rem' },
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copyLabel}>
                <IconButton edge="end" size="small" aria-label={copyLabel} onClick={() => void copy()}>
                  <ContentCopyOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
