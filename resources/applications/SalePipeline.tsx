import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { BuyingConfirmationReply } from '../../schema/api/sales';
import { formatDate, formatDateTime } from '../../schema/dates';
import { formatMoney } from '../../schema/money';
import { formatQrReference, SALE_STEPS, type SaleStep } from '../../schema/sales';
import { objectStateLabelKey } from '../../schema/states';
import { QueryContent, useProviderMutation, useProviderQuery } from '../../src/forms';
import { DetailList, PanelSection } from './DetailList';
import { SaleAccountingRequest } from './SaleAccountingRequest';

type SaleCall =
  | { kind: 'reserve'; objectId: number }
  | { kind: 'remove' }
  | { kind: 'step'; action: SaleStep }
  | { kind: 'download' };

/** The key of a sale call's button, for its busy state. */
const callKey = (call: SaleCall) =>
  call.kind === 'reserve' ? `reserve-${call.objectId}` : call.kind === 'step' ? call.action : call.kind;

export const saleQueryKey = (id: number) => ['sale-pipeline', id] as const;

function Pipeline({
  sale,
  canWrite,
  onChanged,
}: {
  sale: BuyingConfirmationReply;
  canWrite: boolean;
  onChanged: () => unknown;
}) {
  const translate = useTranslate();
  const { reservation, accounting } = sale;
  const call = useProviderMutation(
    (provider, c: SaleCall): Promise<unknown> => {
      const { id, version } = sale;
      switch (c.kind) {
        case 'reserve':
          return provider.reserveObject(id, { version, objectId: c.objectId, comment: '' });
        case 'remove':
          return provider.removeReservation(id, { version, comment: '' });
        case 'step':
          return provider.changeSaleStatus(id, { action: c.action, version, reason: '' });
        case 'download':
          return provider.downloadReservationConfirmation(id, `${translate('sales_confirmation_file')}.pdf`);
      }
    },
    {
      successMessage: 'sales_saved',
      onSuccess: (_result, c) => (c.kind === 'download' ? undefined : onChanged()),
      invalidate: [saleQueryKey(sale.id)],
    },
  );
  const busy = call.isPending && call.variables ? callKey(call.variables) : null;
  const button = (c: SaleCall, label: string, variant: 'contained' | 'outlined' = 'outlined') => (
    <Button
      key={callKey(c)}
      size="small"
      variant={variant}
      loading={busy === callKey(c)}
      disabled={call.isPending && busy !== callKey(c)}
      onClick={() => call.mutate(c)}
    >
      {translate(label)}
    </Button>
  );
  const steps = canWrite ? SALE_STEPS.filter((action) => sale.refusals[action] === null) : [];
  const reservable = canWrite && sale.refusals.reserve === null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {reservation ? (
        <DetailList
          entries={[
            {
              label: translate('sales_reserved_object'),
              value: `${reservation.object.ref_number} · ${reservation.object.title}`,
            },
            { label: translate('sales_fee'), value: formatMoney(reservation.fee, 'CHF') },
            { label: translate('sales_due_on'), value: formatDate(reservation.due_on) },
            {
              label: translate('sales_paid_on'),
              value: reservation.paid_on ? formatDate(reservation.paid_on) : translate('sales_not_paid'),
            },
            { label: translate('sales_reference'), value: formatQrReference(reservation.reference) },
          ]}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(sale.settings_ready ? 'sales_no_reservation' : 'sales_settings_missing')}
        </Typography>
      )}
      {(steps.length > 0 || reservation) && (
        <Box
          role="group"
          aria-label={translate('sales_actions')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {steps.map((action) =>
            button({ kind: 'step', action }, `applications_action_${action}`, 'contained'),
          )}
          {reservation?.has_confirmation && button({ kind: 'download' }, 'sales_download_confirmation')}
          {canWrite && sale.refusals.removeReservation === null && button({ kind: 'remove' }, 'sales_remove')}
        </Box>
      )}
      {reservable && sale.priorities.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {sale.priorities.map((p) => (
            <Box
              component="li"
              key={p.object.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography variant="body2" sx={{ flex: '1 1 12rem' }}>
                {p.rank}. {p.object.ref_number} · {p.object.title} –{' '}
                {translate(objectStateLabelKey(p.object.object_type, p.object.progress_state), {
                  smart_count: 1,
                })}
              </Typography>
              {p.refusal === null &&
                button({ kind: 'reserve', objectId: p.object.id }, 'sales_reserve', 'contained')}
            </Box>
          ))}
        </Box>
      )}
      {(accounting || sale.accounting_link_sent_at || (canWrite && reservation)) && (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography variant="subtitle2" component="h4">
            {translate('sales_accounting')}
          </Typography>
          {accounting ? (
            <DetailList
              entries={[
                {
                  label: translate('sales_accounting_answer'),
                  value: translate(
                    accounting.confirmed ? 'sales_accounting_confirmed' : 'sales_accounting_corrected',
                  ),
                },
                ...(accounting.confirmed
                  ? []
                  : [
                      { label: translate('sales_accounting_name'), value: accounting.buyerName },
                      {
                        label: translate('sales_accounting_address'),
                        value: `${accounting.street}, ${accounting.zip} ${accounting.city}`,
                      },
                      { label: translate('sales_accounting_email'), value: accounting.billingEmail },
                    ]),
                { label: translate('sales_accounting_iban'), value: accounting.refundIban },
                { label: translate('sales_accounting_comment'), value: accounting.comment },
                {
                  label: translate('sales_accounting_answered_at'),
                  value: formatDateTime(accounting.answered_at),
                },
              ]}
            />
          ) : sale.accounting_link_sent_at ? (
            <Typography variant="body2" color="text.secondary">
              {translate('sales_accounting_waiting', { date: formatDateTime(sale.accounting_link_sent_at) })}
            </Typography>
          ) : null}
          {canWrite && reservation && (
            <SaleAccountingRequest
              applicationId={sale.id}
              version={sale.version}
              sentBefore={sale.accounting_link_sent_at !== null}
              onSent={onChanged}
              refresh={saleQueryKey(sale.id)}
            />
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * The sales pipeline of a sale project's application (spec 2 section 7.8): its reservation (fee,
 * deadline, QR reference, payment), the buttons its state allows (reserve a priority object, the
 * sale steps, remove the reservation, the confirmation PDF), and the buyer's answer about the
 * accounting details once given.
 */
export function SalePipeline({
  applicationId,
  canWrite,
  onChanged,
}: {
  applicationId: number;
  canWrite: boolean;
  onChanged: () => unknown;
}) {
  const translate = useTranslate();
  const query = useProviderQuery(saleQueryKey(applicationId), (dp) =>
    dp.getBuyingConfirmation(applicationId),
  );
  return (
    <PanelSection id={`sale-${applicationId}`} title={translate('sales_title')}>
      <QueryContent query={query}>
        {(sale) => <Pipeline sale={sale} canWrite={canWrite} onChanged={onChanged} />}
      </QueryContent>
    </PanelSection>
  );
}
