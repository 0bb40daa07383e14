import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { REMOTE_SEARCH_DELAY_MS, REMOTE_SEARCH_MIN_CHARS } from '../../schema/constants';
import { remoteMatches, splitList, type FilterInputProps } from './filterInputs';

/** The remote multiselect filter's input, loaded for a list that has one (./filterInputsLoad.ts). */
export function RemoteMultiselectFilter({ filter, value, onChange }: FilterInputProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), REMOTE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const picked = splitList(value).map(
    (v) => filter.choices.find((c) => c.value === v) ?? { value: v, displayName: v },
  );
  return (
    <Autocomplete
      multiple
      size="small"
      options={remoteMatches(filter.choices, query)}
      value={picked}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      onChange={(_event, next) => onChange(next.map((o) => o.value).join(','))}
      getOptionLabel={(option) => option.displayName}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      filterOptions={(options) => options}
      noOptionsText={
        query.trim().length < REMOTE_SEARCH_MIN_CHARS
          ? translate('list_filter_min_chars', { count: REMOTE_SEARCH_MIN_CHARS })
          : translate('list_filter_no_matches')
      }
      renderInput={(params) => (
        <TextField {...params} label={filter.verbose_name} variant="outlined" margin="none" />
      )}
      sx={{ minWidth: 240 }}
    />
  );
}
