import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterDefinition, FilterType, OptionItem } from '../../schema/api/tableData';
import { REMOTE_SEARCH_MIN_CHARS } from '../../schema/constants';
import { formatDate, toIsoDate } from '../../schema/dates';
import { loadedFilterInput } from './filterInputsLoad';

export interface FilterInputProps {
  filter: FilterDefinition;
  /** the value in the server's form; '' = not filtered */
  value: string;
  onChange: (value: string) => void;
}

export const splitList = (value: string) => (value === '' ? [] : value.split(','));

function ToggleFilter({ filter, value, onChange }: FilterInputProps) {
  return (
    <FormControlLabel
      control={
        <Switch checked={value === 'true'} onChange={(e) => onChange(e.target.checked ? 'true' : '')} />
      }
      label={filter.verbose_name}
    />
  );
}

function CheckboxFilter({ filter, value, onChange }: FilterInputProps) {
  const translate = useTranslate();
  const picked = splitList(value);
  const nameOf = (v: string) => filter.choices.find((c) => c.value === v)?.displayName ?? v;
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      label={filter.verbose_name}
      value={picked}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        onChange((Array.isArray(next) ? next : next.split(',')).filter(Boolean).join(','));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map(nameOf).join(', '),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 200, maxWidth: 320 }}
    >
      {filter.choices.length === 0 && (
        <MenuItem disabled value="">
          {translate('list_filter_no_choices')}
        </MenuItem>
      )}
      {filter.choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value} disabled={choice.disabled} title={choice.tooltip}>
          <Checkbox size="small" checked={picked.includes(choice.value)} tabIndex={-1} />
          <ListItemText primary={choice.displayName} />
        </MenuItem>
      ))}
    </TextField>
  );
}

function RadioFilter({ filter, value, onChange }: FilterInputProps) {
  const translate = useTranslate();
  return (
    <FormControl>
      <FormLabel>{filter.verbose_name}</FormLabel>
      <RadioGroup row value={value} onChange={(event) => onChange(event.target.value)}>
        <FormControlLabel value="" control={<Radio size="small" />} label={translate('list_filter_any')} />
        {filter.choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            disabled={choice.disabled}
            control={<Radio size="small" />}
            label={choice.displayName}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A date typed as DD.MM.YYYY (spec 1 section 5) whatever the browser's locale; sent as YYYY-MM-DD. */
function DateFilter({ filter, value, onChange }: FilterInputProps) {
  const translate = useTranslate();
  const [text, setText] = useState(() => formatDate(value));
  useEffect(() => setText(formatDate(value)), [value]);
  const iso = text.trim() === '' ? '' : toIsoDate(text.trim());
  const commit = () => {
    if (iso !== null && iso !== value) onChange(iso);
  };
  return (
    <TextField
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      label={filter.verbose_name}
      placeholder={translate('list_date_format')}
      value={text}
      error={iso === null}
      helperText={iso === null ? translate('list_date_invalid') : undefined}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
    />
  );
}

/** Options whose name holds the typed text, once it is long enough (the server offers no remote search yet). */
export function remoteMatches(choices: readonly OptionItem[], text: string): OptionItem[] {
  const needle = text.trim().toLowerCase();
  if (needle.length < REMOTE_SEARCH_MIN_CHARS) return [];
  return choices.filter((c) => c.displayName.toLowerCase().includes(needle));
}

/**
 * A filter input that loads on demand (./filterInputsLoad.ts): the list shows its filters once
 * their code is loaded (SchemaList waits for it with its rows), so it is there when this renders.
 */
function onDemand(type: FilterType) {
  return function OnDemandFilter(props: FilterInputProps) {
    const Input = loadedFilterInput(type);
    return Input ? <Input {...props} /> : null;
  };
}

/** filter type -> its input */
export const FILTER_INPUTS: Readonly<Record<FilterType, (props: FilterInputProps) => ReactNode>> = {
  toggle: ToggleFilter,
  checkbox: CheckboxFilter,
  radio: RadioFilter,
  slider: onDemand('slider'),
  date: DateFilter,
  multiselect_remote: onDemand('multiselect_remote'),
};
