import MailOutline from '@mui/icons-material/MailOutline';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { MailDialog } from './MailDialog';

/**
 * "Write mail" on an application: the mail dialog for that one application, to the adult chosen
 * in it. Shown only to those with shared_communication.
 */
export function WriteMailButton({ applicationId, onSent }: { applicationId: number; onSent?: () => void }) {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'communication', action: 'list' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<MailOutline />} onClick={() => setOpen(true)}>
        {translate('mail_dialog_write_mail')}
      </Button>
      {open && (
        <MailDialog
          target={{ kind: 'direct', applicationId }}
          onClose={() => setOpen(false)}
          onSent={onSent}
        />
      )}
    </>
  );
}
