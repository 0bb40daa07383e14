import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WidgetFigure } from '../../schema/dashboard';
import { FigureLink } from './FigureLink';
import type { WidgetBodyProps } from './types';

/** Figures side by side: the number large, its label below. */
export function FigureRow({ figures }: { figures: readonly WidgetFigure[] }) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
      {figures.map((figure) => {
        // the word in the number of the figure: "1 Wohnung", "2 Wohnungen"
        const label = translate(figure.labelKey, { smart_count: figure.value });
        return (
          <Box component="li" key={figure.key} sx={{ minWidth: 88 }}>
            <FigureLink to={figure.link}>
              <Typography component="span" variant="h5" sx={{ display: 'block', fontWeight: 600 }}>
                {figure.value}
              </Typography>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {label}
              </Typography>
            </FigureLink>
          </Box>
        );
      })}
    </Box>
  );
}

export function MultiNumWidget({ widget }: WidgetBodyProps) {
  return <FigureRow figures={widget.figures ?? []} />;
}
