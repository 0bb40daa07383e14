import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_CHARS } from '../../schema/constants';

/**
 * The list search: sent 600 ms after the last keystroke, at once on Enter. A text input with the
 * search role, not `type="search"`: the browser's own clear cross would stand beside ours.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // the URL changed (back, reload, another list): show its search
  useEffect(() => {
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const sendNow = (next: string) => {
    sent.current = next.trim();
    onSearch(next.trim());
  };

  return (
    <TextField
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      type="text"
      value={text}
      placeholder={translate('list_search_placeholder')}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text.trim() !== sent.current) sendNow(text);
      }}
      slotProps={{
        htmlInput: {
          role: 'searchbox',
          'aria-label': translate('list_search'),
          maxLength: SEARCH_MAX_CHARS,
          enterKeyHint: 'search',
          autoComplete: 'off',
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={translate('list_search_clear')}
                onClick={() => {
                  setText('');
                  sendNow('');
                }}
              >
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
      sx={{ minWidth: 240 }}
    />
  );
}
