import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

export const MAX_STARS = 5;

export interface StarRatingProps {
  /** 0 (none) to 5 */
  value: number;
  /** whose rating it is, for the group's name (the main applicant) */
  name: string;
  /** a unique name of the radio group (one per row) */
  inputName: string;
  /** sets the rating; without it (or while it runs) the stars are read only */
  onChange?: (stars: number) => Promise<unknown> | unknown;
  size?: 'small' | 'medium';
}

/**
 * The overall evaluation as 0 to 5 stars. Clicking a star sets it, clicking the set star again
 * clears it; with the keyboard the stars are a radio group (Tab to it, arrow keys to choose). One
 * change at a time: the stars wait for the server, and go back when it refuses.
 */
export function StarRating({ value, name, inputName, onChange, size = 'small' }: StarRatingProps) {
  const translate = useTranslate();
  const [shown, setShown] = useState<number | null>(null);
  const running = useRef(false);
  const current = shown ?? value;
  const label = translate('applications_stars_of', { name });

  if (!onChange) {
    return (
      <Rating
        value={current}
        max={MAX_STARS}
        readOnly
        size={size}
        aria-label={translate('applications_stars_value', { name, count: current, smart_count: current })}
      />
    );
  }

  const change = async (next: number | null) => {
    if (running.current) return;
    running.current = true;
    setShown(next ?? 0);
    try {
      await onChange(next ?? 0);
    } finally {
      running.current = false;
      setShown(null);
    }
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'inline-flex' }}>
      <Rating
        name={inputName}
        value={current}
        max={MAX_STARS}
        size={size}
        getLabelText={(stars: number) =>
          translate('applications_stars_count', { count: stars, smart_count: stars })
        }
        onChange={(_event, next) => void change(next)}
      />
    </Box>
  );
}
