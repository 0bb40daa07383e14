import Button from '@mui/material/Button';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BuyingConfirmationMail } from '../../schema/api/sales';
import { buyingConfirmationMailSchema } from '../../schema/sales';
import { QueryContent, useProviderQuery, useProviderSubmit, type FieldSpec } from '../../src/forms';
import { FormDialog } from './DeactivateDialog';

const FIELDS: readonly FieldSpec[] = [
  { source: 'subject', kind: 'text', label: 'sales_accounting_subject', required: true, maxLength: 200 },
  { source: 'message', kind: 'textarea', label: 'sales_accounting_message', required: true, maxLength: 5000 },
];

function MailDialog({
  applicationId,
  onSent,
  onClose,
  refresh,
}: {
  applicationId: number;
  onSent: () => unknown;
  onClose: () => void;
  refresh: readonly unknown[];
}) {
  const translate = useTranslate();
  const query = useProviderQuery(['sale-accounting-mail', applicationId], (dp) =>
    dp.getBuyingConfirmationMail(applicationId),
  );
  const send = useProviderSubmit(
    (provider, values: { mail: BuyingConfirmationMail; input: Record<string, unknown> }) =>
      provider.sendBuyingConfirmationMail(
        applicationId,
        buyingConfirmationMailSchema.parse({ ...values.input, version: values.mail.version }),
      ),
    {
      successMessage: 'sales_accounting_sent',
      invalidate: [refresh],
      onSuccess: () => {
        onClose();
        return onSent();
      },
    },
  );
  const fields = useMemo(() => FIELDS, []);
  return (
    <QueryContent query={query}>
      {(mail) => (
        <FormDialog
          title="sales_accounting_request"
          text={translate('sales_accounting_request_text', { email: mail.email })}
          fields={fields}
          schema={buyingConfirmationMailSchema.omit({ version: true })}
          defaultValues={{ subject: mail.subject, message: mail.message }}
          onSubmit={(input) => send.submit({ mail, input })}
          onClose={onClose}
          submitLabel="sales_accounting_request_send"
        />
      )}
    </QueryContent>
  );
}

/**
 * The staff's button that mails the buyer the accounting confirmation link (a new link revokes the
 * last one): the mail's subject and text in the buyer's language, editable before it goes.
 */
export function SaleAccountingRequest({
  applicationId,
  sentBefore,
  onSent,
  refresh,
}: {
  applicationId: number;
  sentBefore: boolean;
  onSent: () => unknown;
  /** the query that shows the link as sent */
  refresh: readonly unknown[];
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<MailOutlined />} onClick={() => setOpen(true)}>
        {translate(sentBefore ? 'sales_accounting_request_again' : 'sales_accounting_request')}
      </Button>
      {open && (
        <MailDialog
          applicationId={applicationId}
          onSent={onSent}
          onClose={() => setOpen(false)}
          refresh={refresh}
        />
      )}
    </>
  );
}
