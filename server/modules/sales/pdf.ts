import { SwissQRBill } from 'swissqrbill/pdf';
import type { Language } from '../../../schema/api/common';
import { formatDate } from '../../../schema/dates';
import { formatMoney } from '../../../schema/money';
import { formatQrReference } from '../../../schema/sales';
import type { Translator } from '../../core/i18n/index';
import { A4, finishPdf, Flow, INK, M, WIDTH } from '../objectMedia/print/pdfFlow';
import { fitLine, newDocument, write, type TextStyle } from '../objectMedia/print/pdfText';
import { useReadableQrVersion } from './qrVersion';

useReadableQrVersion();

/**
 * The reservation confirmation as a PDF (A4, in the buyer's language): the buyer, the unit and its
 * price, the reservation fee and its payment deadline, and at the foot the Swiss QR-bill's payment
 * part for the fee, paid with the reservation's QR reference to the creditor's QR-IBAN.
 */

export interface ReservationDocument {
  lang: Language;
  t: Translator;
  projectTitle: string;
  brandColor: string;
  buyer: { name: string; email: string; phone: string };
  object: { label: string; address: string; price: number | null };
  /** the fee in CHF */
  fee: number;
  dueOn: string;
  reservedOn: string;
  reference: string;
  creditor: {
    iban: string;
    name: string;
    street: string;
    buildingNumber: string;
    zip: string;
    city: string;
    country: string;
  };
}

const QR_LANGUAGES: Record<Language, 'DE' | 'FR' | 'IT' | 'EN'> = { de: 'DE', fr: 'FR', it: 'IT', en: 'EN' };

/** The reservation confirmation as PDF bytes. */
export async function renderReservation(d: ReservationDocument): Promise<Buffer> {
  const { t } = d;
  const title = t('sale_pdf_title');
  const doc = newDocument({
    size: A4,
    title: `${title} – ${d.buyer.name}`,
    author: d.creditor.name || d.projectTitle,
    lang: d.lang === 'en' ? 'en' : `${d.lang}-CH`,
  });
  doc.rect(0, 0, A4[0], 40).fill(d.brandColor);
  const band: TextStyle = { weight: 'semibold', size: 11, color: '#ffffff' };
  write(doc, fitLine(doc, d.projectTitle, band, WIDTH * 0.6), band, { x: M, y: 14, width: WIDTH * 0.6 });

  // no footer line: the QR-bill's payment part takes the foot of the page
  const flow = new Flow(doc, '');
  flow.y = 60;
  flow.y = write(doc, title, { weight: 'bold', size: 20, color: INK }, { x: M, y: flow.y, width: WIDTH }) + 8;
  const fee = formatMoney(d.fee, 'CHF');

  flow.heading(t('sale_pdf_buyer'), d.brandColor);
  flow.rows([
    {
      label: t('sale_pdf_buyer'),
      value: [d.buyer.name, d.buyer.email, d.buyer.phone].filter(Boolean).join('\n'),
    },
    {
      label: t('sale_pdf_seller'),
      value: [
        d.creditor.name,
        `${d.creditor.street} ${d.creditor.buildingNumber}`.trim(),
        `${d.creditor.zip} ${d.creditor.city}`,
      ].join('\n'),
    },
  ]);
  flow.heading(t('sale_pdf_unit'), d.brandColor);
  flow.rows([
    { label: t('sale_pdf_unit'), value: d.object.label },
    { label: t('sale_pdf_address'), value: d.object.address },
    { label: t('sale_pdf_price'), value: d.object.price === null ? '' : formatMoney(d.object.price, 'CHF') },
  ]);
  flow.heading(t('sale_pdf_fee_section'), d.brandColor);
  flow.rows([
    { label: t('sale_pdf_fee'), value: fee },
    { label: t('sale_pdf_due'), value: formatDate(d.dueOn) },
    { label: t('sale_pdf_reference'), value: formatQrReference(d.reference) },
    { label: t('sale_pdf_reserved_on'), value: formatDate(d.reservedOn) },
  ]);
  flow.space(6);
  flow.paragraph(t('sale_pdf_text', { fee, date: formatDate(d.dueOn) }));

  const bill = new SwissQRBill(
    {
      amount: d.fee,
      currency: 'CHF',
      reference: d.reference,
      message: t('sale_pdf_bill_message', { unit: d.object.label }).slice(0, 140),
      creditor: {
        account: d.creditor.iban,
        name: d.creditor.name,
        address: d.creditor.street,
        ...(d.creditor.buildingNumber ? { buildingNumber: d.creditor.buildingNumber } : {}),
        zip: d.creditor.zip,
        city: d.creditor.city,
        country: d.creditor.country,
      },
    },
    { language: QR_LANGUAGES[d.lang], scissors: true, separate: false },
  );
  // at the foot of the page when there is room, else on a page of its own
  bill.attachTo(doc);
  return finishPdf(doc);
}
