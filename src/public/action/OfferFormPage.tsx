import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import { offerConfirmSchema, type OfferConfirmBody } from '../../../schema/actionLinks';
import type { OfferInfoReply } from '../../../schema/api/actionLinks';
import { formatDate } from '../../../schema/dates';
import { formatMoney, formatNumber } from '../../../schema/money';
import type { FieldSpec } from '../../forms/fieldSpec';
import { PublicFormFrame } from '../application/PublicFormFrame';
import { useLoad } from '../application/useLoad';
import { offerKey } from '../pageReads';
import { ActionAnswerForm } from './ActionAnswerForm';
import { ActionClosed } from './ActionClosed';
import { ActionLanguage, ActionLoadFrame, useLinkLanguage } from './ActionPageShell';

type Offer = NonNullable<OfferInfoReply['offer']>;

const FIELDS: readonly FieldSpec[] = [
  {
    kind: 'radio',
    source: 'answer',
    label: 'action_offer_answer',
    required: true,
    choices: [
      { id: 'accept', name: 'action_offer_accept' },
      { id: 'decline', name: 'action_offer_decline' },
    ],
  },
  {
    kind: 'textarea',
    source: 'reason',
    label: 'action_offer_reason',
    helperText: 'action_offer_reason_hint',
    required: true,
    maxLength: 1000,
    when: (values) => values.answer === 'decline',
  },
];

const START = { answer: '', reason: '' };

/** The offered object's facts as a description list: what, where, how much, until when. */
export function OfferFacts({ offer }: { offer: Offer }) {
  const translate = useTranslate();
  const rows: Array<[string, string]> = [
    ['action_offer_object', offer.object_title],
    ['action_offer_address', offer.object_address],
    ['action_offer_ref', offer.ref_number],
    ['action_offer_rooms', offer.rooms === null ? '' : formatNumber(offer.rooms)],
    ['action_offer_floor', offer.floor],
    [
      offer.sale ? 'action_offer_price' : 'action_offer_rent',
      offer.rent === null ? '' : formatMoney(offer.rent, offer.currency, offer.currency_order),
    ],
    ['action_offer_deadline', formatDate(offer.expires_on)],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <Stack key={label} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
                >
                  {value}
                </Typography>
              </Stack>
            ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function OfferForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { id = '' } = useParams();
  const { load, retry, reload } = useLoad<OfferInfoReply>(
    () => dataProvider.getOfferInfo(id),
    [id],
    'action_link_invalid',
    offerKey(id),
  );
  const [done, setDone] = useState<string | null>(null);
  useLinkLanguage(load.state === 'done' ? load.data.language : undefined);

  if (load.state !== 'done') return <ActionLoadFrame load={load} title="action_offer_title" retry={retry} />;
  const info = load.data;
  const { offer } = info;

  return (
    <PublicFormFrame
      project={info.contact.project}
      title={
        done
          ? 'action_offer_done_title'
          : info.state === 'open'
            ? 'action_offer_title'
            : 'action_closed_title'
      }
      intro={
        offer && !done
          ? translate('action_offer_intro', {
              name: offer.applicant_name,
              date: formatDate(offer.expires_on),
            })
          : undefined
      }
    >
      {done || info.state !== 'open' || !offer ? (
        <ActionClosed
          state={info.state === 'open' ? 'used' : info.state}
          contact={info.contact}
          done={done ?? undefined}
        />
      ) : (
        <Stack spacing={2}>
          <OfferFacts offer={offer} />
          <ActionAnswerForm
            schema={offerConfirmSchema}
            defaultValues={START}
            fields={FIELDS}
            label="action_offer_answer"
            submitLabel="action_offer_submit"
            onAnswer={async (values) => {
              const { data } = await dataProvider.confirmOffer(id, values as OfferConfirmBody);
              setDone(data.message);
            }}
            onClosed={reload}
          />
        </Stack>
      )}
    </PublicFormFrame>
  );
}

/** `action/{id}/offer-form`: the household answers an offer from the link of the offer mail. */
export function OfferFormPage() {
  return (
    <ActionLanguage>
      <OfferForm />
    </ActionLanguage>
  );
}
