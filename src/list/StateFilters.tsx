import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { StateFilterChoice } from '../../schema/api/tableData';

/** The state filter with its counts; the chosen one (else the first) is highlighted. */
export function StateFilters({
  choices,
  status,
  onStatus,
}: {
  choices: readonly StateFilterChoice[];
  status: string;
  onStatus: (status: string) => void;
}) {
  const translate = useTranslate();
  if (choices.length === 0) return null;
  const active = status || choices[0]?.value;
  return (
    <Box
      role="group"
      aria-label={translate('list_state_filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {choices.map((choice) => {
        const selected = choice.value === active;
        return (
          <Chip
            key={choice.value}
            label={translate('list_state_count', { name: choice.displayName, count: choice.totalNum })}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => {
              if (!selected) onStatus(choice.value);
            }}
          />
        );
      })}
    </Box>
  );
}
