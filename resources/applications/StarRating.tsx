import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useProviderMutation } from '../../src/forms/feedback';

export const MAX_STARS = 5;

export interface StarRatingProps {
  /** 0 (none) to 5 */
  value: number;
  /** whose rating it is, for the group's name (the main applicant) */
  name: string;
  /** a unique name of the radio group (one per row) */
  inputName: string;
  /** writes the rating (through the data provider given); without it the stars are read only */
  onChange?: (stars: number, dataProvider: AppDataProvider) => Promise<unknown> | unknown;
  /** after a written rating, before the stars show `value` again: read it again */
  onSaved?: () => Promise<unknown> | unknown;
  size?: 'small' | 'medium';
}

/**
 * The overall evaluation as 0 to 5 stars. Clicking a star sets it, clicking the set star again
 * clears it; with the keyboard the stars are a radio group (Tab to it, arrow keys to choose). One
 * change at a time (useProviderMutation): the stars show the new rating while it is written, and
 * go back when the server refuses (the refusal is notified).
 */
export function StarRating({ value, name, inputName, onChange, onSaved, size = 'small' }: StarRatingProps) {
  const translate = useTranslate();
  const write = useProviderMutation(
    async (dataProvider, stars: number) => {
      await onChange?.(stars, dataProvider);
    },
    { onSuccess: () => onSaved?.() },
  );
  const current = write.isPending && write.variables !== undefined ? write.variables : value;
  const label = translate('applications_stars_of', { name });

  if (!onChange) {
    return (
      <Rating
        value={current}
        max={MAX_STARS}
        readOnly
        size={size}
        aria-label={
          current > 0
            ? translate('applications_stars_value', { name, count: current, smart_count: current })
            : translate('applications_stars_value_none', { name })
        }
      />
    );
  }

  return (
    <Box role="group" aria-label={label} sx={{ display: 'inline-flex' }}>
      <Rating
        name={inputName}
        value={current > 0 ? current : null}
        max={MAX_STARS}
        size={size}
        emptyLabelText={translate('applications_stars_none')}
        getLabelText={(stars: number) =>
          translate('applications_stars_count', { count: stars, smart_count: stars })
        }
        onChange={(_event, next) => write.mutate(next ?? 0)}
      />
    </Box>
  );
}
