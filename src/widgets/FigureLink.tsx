import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A figure that opens the list filtered to it; plain text where it has no list. */
export function FigureLink({
  to,
  label,
  children,
}: {
  to: string | null;
  label: string;
  children: ReactNode;
}) {
  if (!to) return <span>{children}</span>;
  return (
    <Link component={RouterLink} to={to} aria-label={label} underline="hover" color="inherit">
      {children}
    </Link>
  );
}
