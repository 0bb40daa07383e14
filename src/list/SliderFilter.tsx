import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber, numberLocale } from './cells';
import { splitList, type FilterInputProps } from './filterInputs';

/** The range filter's input, loaded for a list that has one (./filterInputsLoad.ts). */
export function SliderFilter({ filter, value, onChange }: FilterInputProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const unit = filter.unit ? ` ${filter.unit}` : '';
  const show = (n: number) => `${formatNumber(n, numberLocale(language))}${unit}`;
  const min = filter.min ?? 0;
  const max = filter.max ?? 100;
  const fromValue = (): number[] => {
    const parts = splitList(value).map(Number);
    return parts.length === 2 && parts.every(Number.isFinite) ? parts : [min, max];
  };
  const [range, setRange] = useState<number[]>(fromValue);
  useEffect(() => setRange(fromValue()), [value, min, max]);
  const [low = min, high = max] = range;
  return (
    <Box sx={{ minWidth: 220, px: 1 }}>
      <Typography variant="body2" id={`filter-${filter.key}`}>
        {translate('list_filter_range', { name: filter.verbose_name, from: show(low), to: show(high) })}
      </Typography>
      <Slider
        size="small"
        value={range}
        min={min}
        max={max}
        step={filter.step ?? 1}
        valueLabelDisplay="auto"
        valueLabelFormat={show}
        getAriaValueText={show}
        getAriaLabel={(index) =>
          translate(index === 0 ? 'list_filter_from' : 'list_filter_to', { name: filter.verbose_name })
        }
        onChange={(_event, next) => setRange(next as number[])}
        onChangeCommitted={(_event, next) => {
          const [from = min, to = max] = next as number[];
          onChange(from <= min && to >= max ? '' : `${from},${to}`);
        }}
      />
    </Box>
  );
}
