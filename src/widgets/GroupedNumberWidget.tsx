import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FigureRow } from './MultiNumWidget';
import type { WidgetBodyProps } from './types';

/** Groups of figures, each under its heading (the object kinds with their states). */
export function GroupedNumberWidget({ widget }: WidgetBodyProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {(widget.groups ?? []).map((group) => (
        <section key={group.key} aria-label={translate(group.labelKey)}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {translate(group.labelKey)}
          </Typography>
          <FigureRow figures={group.figures} />
        </section>
      ))}
    </Box>
  );
}
