import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { FigureLink } from './FigureLink';
import { sliceColour } from './palette';
import type { WidgetBodyProps } from './types';

const RADIUS = 15.9155; // a circumference of 100: segment lengths are percentages
const SIZE = 42;

/**
 * A ring of the figures' shares with the total inside, each slice in its own colour, and a legend
 * whose entries (colour, count and label) link to the rows they count.
 */
export function DonutWidget({ widget }: WidgetBodyProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const figures = widget.figures ?? [];
  const total = figures.reduce((sum, f) => sum + f.value, 0);
  let offset = 25; // start at twelve o'clock
  const segments = figures.map((figure, index) => {
    const share = total > 0 ? (figure.value / total) * 100 : 0;
    const segment = { key: figure.key, share, offset, colour: sliceColour(index) };
    offset -= share;
    return segment;
  });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        sx={{ width: 120, height: 120 }}
        aria-hidden="true"
      >
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke={theme.palette.divider}
          strokeWidth={5}
        />
        {segments.map((s) => (
          <circle
            key={s.key}
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke={s.colour}
            strokeWidth={5}
            strokeDasharray={`${s.share} ${100 - s.share}`}
            strokeDashoffset={s.offset}
          />
        ))}
        <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" fontSize="8" fill="currentColor">
          {total}
        </text>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        <Typography component="li" variant="body2" sx={{ fontWeight: 600 }}>
          {translate('widget_total')}: {total}
        </Typography>
        {figures.map((figure, index) => {
          // the count with its word in the right number: "1 Wohnung", "2 Wohnungen"
          const label = translate(figure.labelKey, { smart_count: figure.value });
          return (
            <Box component="li" key={figure.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                component="span"
                aria-hidden="true"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: segments[index]!.colour }}
              />
              <FigureLink to={figure.link}>
                <Typography component="span" variant="body2">
                  <strong>{figure.value}</strong> {label}
                </Typography>
              </FigureLink>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
