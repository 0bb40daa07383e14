import MailOutline from '@mui/icons-material/MailOutline';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { MailTarget } from './mailDialogModel';
import { MailDialogOnDemand } from './MailDialogOnDemand';

export interface MailDialogButtonProps {
  target: MailTarget;
  /** the button's text (a message key) */
  label: string;
  /** the accessible name when the text alone does not say what it writes about */
  ariaLabel?: string;
  color?: ButtonProps['color'];
  /**
   * When the dialog closes after a send, failed or not (not at once: what the send changes may
   * remove the button, and with it the dialog showing the send's result).
   */
  onSent?: () => void;
}

/** A button that opens the mail dialog for one target; shown only to those with shared_communication. */
export function MailDialogButton({ target, label, ariaLabel, color, onSent }: MailDialogButtonProps) {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'communication', action: 'list' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  const close = (sent: boolean) => {
    setOpen(false);
    if (sent) onSent?.();
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={color}
        startIcon={<MailOutline />}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {translate(label)}
      </Button>
      {open && <MailDialogOnDemand target={target} onClose={close} />}
    </>
  );
}
