import FilterAltOff from '@mui/icons-material/FilterAltOff';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AdditionalFilter, FilterDefinition } from '../../schema/api/tableData';
import { FILTER_INPUTS } from './filterInputs';

export interface FilterWidgetProps {
  filters: readonly FilterDefinition[];
  additionalFilters: readonly AdditionalFilter[];
  values: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
  onClear: () => void;
  /** hides the clear-filters button (some screens keep their filters) */
  hideClear?: boolean;
}

/** An additional filter is a checkbox filter shown under "more filters". */
function asFilter(extra: AdditionalFilter): FilterDefinition {
  return {
    key: extra.key,
    verbose_name: extra.verbose_name,
    type: 'checkbox',
    choices: extra.choices.map(({ value, displayName }) => ({ value, displayName })),
    selected: null,
    unit: null,
    step: null,
    min: null,
    max: null,
    mainFilters: false,
  };
}

function FilterRow({
  filters,
  values,
  onChange,
}: Pick<FilterWidgetProps, 'values' | 'onChange'> & { filters: readonly FilterDefinition[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      {filters.map((filter) => {
        const Input = FILTER_INPUTS[filter.type];
        if (!Input) return null;
        return (
          <Input
            key={filter.key}
            filter={filter}
            value={values[filter.key] ?? ''}
            onChange={(value) => onChange(filter.key, value)}
          />
        );
      })}
    </Box>
  );
}

/** The list's filters: main ones in view, the rest under "more filters", and a clear-filters button. */
export function FilterWidget({
  filters,
  additionalFilters,
  values,
  onChange,
  onClear,
  hideClear,
}: FilterWidgetProps) {
  const translate = useTranslate();
  const moreId = useId();
  const main = filters.filter((f) => f.mainFilters);
  const more = [...filters.filter((f) => !f.mainFilters), ...additionalFilters.map(asFilter)];
  const active = Object.keys(values).length;
  const moreActive = more.filter((f) => values[f.key]).length;
  const [open, setOpen] = useState(moreActive > 0);
  if (main.length === 0 && more.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={translate('list_filters')}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FilterRow filters={main} values={values} onChange={onChange} />
        {more.length > 0 && (
          <Button
            size="small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={moreId}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
          >
            {translate(moreActive > 0 ? 'list_more_filters_count' : 'list_more_filters', {
              count: moreActive,
            })}
          </Button>
        )}
        {!hideClear && active > 0 && (
          <Button size="small" color="secondary" startIcon={<FilterAltOff />} onClick={onClear}>
            {translate('list_clear_filters')}
          </Button>
        )}
      </Box>
      <Collapse in={open} id={moreId}>
        <FilterRow filters={more} values={values} onChange={onChange} />
      </Collapse>
    </Box>
  );
}
