import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

/** A step's secondary action that reads like a link (forgot password, another way, back to sign-in). */
export function TextButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Link component="button" type="button" variant="body2" onClick={onClick} disabled={disabled}>
      {children}
    </Link>
  );
}
