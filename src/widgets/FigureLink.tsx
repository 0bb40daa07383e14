import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A figure that opens the list filtered to it; plain text where it has no list. The link is named
 * by what it shows (label and number), so that speech input finds it by its visible words.
 */
export function FigureLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (!to) return <span>{children}</span>;
  return (
    <Link component={RouterLink} to={to} underline="hover" color="inherit">
      {children}
    </Link>
  );
}
