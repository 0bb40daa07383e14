import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list (labels already translated). */
export function DetailList({ entries }: { entries: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, 200px) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {entries.map((entry, index) => (
        <Box key={`${entry.label}-${index}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {entry.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {entry.value === '' || entry.value === null || entry.value === undefined ? '–' : entry.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A titled part of a panel (a region named by its heading, level 3). */
export function PanelSection({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
