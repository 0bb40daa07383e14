import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { AccountingFormInfo } from '../../../schema/api/sales';
import { formatDate, swissDay } from '../../../schema/dates';
import { formatMoney } from '../../../schema/money';
import { accountingAnswerOf, accountingFormSchema, formatQrReference } from '../../../schema/sales';
import type { FieldSpec } from '../../forms/fieldSpec';
import { PublicFormFrame } from '../application/PublicFormFrame';
import { useLoad } from '../application/useLoad';
import { ActionAnswerForm } from './ActionAnswerForm';
import { ActionClosed } from './ActionClosed';
import { ActionLanguage, ActionLoadFrame, useLinkLanguage } from './ActionPageShell';

const correcting = (values: FieldValues) => values.answer === 'correct';

const FIELDS: readonly FieldSpec[] = [
  {
    kind: 'radio',
    source: 'answer',
    label: 'action_accounting_answer',
    required: true,
    choices: [
      { id: 'confirm', name: 'action_accounting_confirm' },
      { id: 'correct', name: 'action_accounting_correct' },
    ],
  },
  {
    kind: 'text',
    source: 'buyerName',
    label: 'action_accounting_name',
    required: true,
    maxLength: 200,
    when: correcting,
  },
  {
    kind: 'text',
    source: 'street',
    label: 'action_accounting_street',
    required: true,
    maxLength: 200,
    when: correcting,
  },
  {
    kind: 'text',
    source: 'zip',
    label: 'action_accounting_zip',
    required: true,
    maxLength: 16,
    when: correcting,
  },
  {
    kind: 'text',
    source: 'city',
    label: 'action_accounting_city',
    required: true,
    maxLength: 100,
    when: correcting,
  },
  {
    kind: 'email',
    source: 'billingEmail',
    label: 'action_accounting_billing_email',
    required: true,
    when: correcting,
  },
  { kind: 'text', source: 'refundIban', label: 'action_accounting_refund_iban', maxLength: 42 },
  { kind: 'textarea', source: 'comment', label: 'action_accounting_comment', maxLength: 2000 },
];

/** The details the staff hold, as a description list: the buyer, the unit, the fee and how to pay it. */
function AccountingFacts({ info }: { info: AccountingFormInfo }) {
  const translate = useTranslate();
  const rows: Array<[string, string]> = [
    ['action_accounting_buyer', info.buyerName],
    ['action_accounting_email', info.email],
    ['action_accounting_unit', info.unit],
    ['action_accounting_fee', info.fee === null ? '' : formatMoney(info.fee, 'CHF')],
    ['action_accounting_reference', info.reference ? formatQrReference(info.reference) : ''],
    ['action_accounting_iban', info.iban],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <Stack key={label} spacing={0.25}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Stack>
            ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function AccountingConfirmation() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { uuid = '', token = '' } = useParams();
  const { load, retry, reload } = useLoad<AccountingFormInfo>(
    () => dataProvider.getAccountingConfirmation(uuid, token),
    [uuid, token],
    'action_link_invalid',
  );
  const [done, setDone] = useState(false);
  useLinkLanguage(load.state === 'done' ? load.data.language : undefined);
  const loaded = load.state === 'done' ? load.data : null;
  const start = useMemo(
    () => ({
      answer: '',
      buyerName: loaded?.buyerName ?? '',
      street: '',
      zip: '',
      city: '',
      billingEmail: loaded?.email ?? '',
      refundIban: '',
      comment: '',
    }),
    [loaded?.buyerName, loaded?.email],
  );

  if (load.state !== 'done')
    return <ActionLoadFrame load={load} title="action_accounting_title" retry={retry} />;
  const info = load.data;

  const open = info.state === 'open' && info.fee !== null;
  return (
    <PublicFormFrame
      project={info.contact.project}
      title={done ? 'action_accounting_done_title' : open ? 'action_accounting_title' : 'action_closed_title'}
      intro={
        open && !done
          ? translate('action_accounting_intro', {
              name: info.buyerName,
              date: formatDate(swissDay(new Date(info.expires_at))),
            })
          : undefined
      }
    >
      {done || !open ? (
        <ActionClosed
          state={info.state === 'open' ? 'revoked' : info.state}
          contact={info.contact}
          done={done ? translate('action_accounting_done') : undefined}
        />
      ) : (
        <Stack spacing={2}>
          <AccountingFacts info={info} />
          <ActionAnswerForm
            schema={accountingFormSchema}
            defaultValues={start}
            fields={FIELDS}
            label="action_accounting_answer"
            submitLabel="action_accounting_submit"
            onAnswer={async (values) => {
              await dataProvider.answerAccountingConfirmation(
                uuid,
                token,
                accountingAnswerOf(accountingFormSchema.parse(values)),
              );
              setDone(true);
            }}
            onClosed={reload}
          />
        </Stack>
      )}
    </PublicFormFrame>
  );
}

/** `action/{uuid}/{token}/accounting-confirmation-form`: the buyer confirms or corrects the accounting details. */
export function AccountingConfirmationPage() {
  return (
    <ActionLanguage>
      <AccountingConfirmation />
    </ActionLanguage>
  );
}
