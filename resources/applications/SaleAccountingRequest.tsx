import Button from '@mui/material/Button';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MailTarget } from '../communication/mail/mailDialogModel';
import { MailDialogOnDemand } from '../communication/mail/MailDialogOnDemand';

/**
 * The staff's button that mails the buyer the accounting confirmation link, through the shared
 * mail dialog (a template or the built-in text in the buyer's language, the editor, the preview
 * with the link, one send filed in the buyer's conversation). A new link revokes the last one;
 * the send is refused when the application changed since it was shown (its version).
 */
export function SaleAccountingRequest({
  applicationId,
  version,
  sentBefore,
  onSent,
  refresh,
}: {
  applicationId: number;
  /** the application's version the pipeline shows */
  version: number;
  sentBefore: boolean;
  onSent: () => unknown;
  /** the query that shows the link as sent */
  refresh: readonly unknown[];
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  // the target is fixed while the dialog is open: the version the staff saw when they opened it
  const [target, setTarget] = useState<MailTarget | null>(null);
  const close = (sent: boolean) => {
    setTarget(null);
    if (!sent) return;
    void queryClient.invalidateQueries({ queryKey: refresh });
    void onSent();
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<MailOutlined />}
        onClick={() => setTarget({ kind: 'accounting', applicationId, version })}
      >
        {translate(sentBefore ? 'sales_accounting_request_again' : 'sales_accounting_request')}
      </Button>
      {target && <MailDialogOnDemand target={target} onClose={close} />}
    </>
  );
}
