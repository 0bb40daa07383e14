import type { Language } from '../../../schema/api/common';
import type { ContractTerms } from '../../../schema/api/tenantContract';
import { contractPlaceholders, type ContractPlaceholder } from '../../../schema/contract';
import { formatDate } from '../../../schema/dates';
import { formatMoney, formatNumber, type CurrencyOrder } from '../../../schema/money';
import type { MessageKey, Translator } from '../../core/i18n/index';
import type { ContractAttachmentFile } from '../contractSettings/attachments';
import { htmlToText } from '../communication/render';
import { A4, BODY, finishPdf, Flow, INK, M, MUTED, WIDTH, type FlowLine } from '../objectMedia/print/pdfFlow';
import { fitLine, newDocument, write, type TextStyle } from '../objectMedia/print/pdfText';

/**
 * The rental agreement as a PDF (A4, Source Sans 3 embedded), in the contract's language: the
 * parties, the object and its address, the rent (net, extra costs as advance or flat rate, gross),
 * the deposit, the notice period and termination dates, the reference interest rate and consumer
 * price index the rent rests on, the project's template with its placeholders filled, the chosen
 * clauses and the signature lines.
 */

export interface ContractDocument {
  lang: Language;
  /** the translator of the contract's language */
  t: Translator;
  projectTitle: string;
  brandColor: string;
  currency: string;
  currencyOrder: CurrencyOrder;
  landlord: { name: string; address: string; contact: string };
  tenant: { name: string; email: string; phone: string };
  object: { label: string; title: string; address: string; type: string };
  terms: ContractTerms;
  /** the template (sanitised HTML with placeholders) of the contract's language */
  template: string;
  revision: number;
  /** the day it is made, YYYY-MM-DD */
  madeOn: string;
  /** the object's canton requires the official initial-rent form (Art. 270 para. 2 CO): its canton */
  initialRentForm?: { canton: string } | null;
  /** PDFs that go with the contract (house rules): listed on it and embedded in its file */
  attachments?: readonly ContractAttachmentFile[];
}

const monthName = (lang: Language, month: number) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : `${lang}-CH`, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/** The values of the template's placeholders, as printed. */
export function placeholderValues(d: ContractDocument): Record<ContractPlaceholder, string> {
  const { t, terms } = d;
  const money = (value: number | null) =>
    value === null ? '–' : formatMoney(value, d.currency, d.currencyOrder);
  const total =
    terms.net_rent === null || terms.extra_costs === null
      ? null
      : (Math.round(terms.net_rent * 100) + Math.round(terms.extra_costs * 100)) / 100;
  const months = terms.termination_months;
  const dates =
    months.length === 12
      ? t('contract_pdf_every_month')
      : t('contract_pdf_month_ends', { months: months.map((m) => monthName(d.lang, m)).join(', ') });
  return {
    tenant_names: d.tenant.name,
    object_title: d.object.title || d.object.label,
    object_address: d.object.address,
    start_date: terms.start_date ? formatDate(terms.start_date) : '–',
    net_rent: money(terms.net_rent),
    extra_costs: money(terms.extra_costs),
    total_rent: money(total),
    deposit: terms.deposit === null ? t('contract_pdf_none') : money(terms.deposit),
    notice_period: t('contract_pdf_notice_months', { months: terms.notice_months }),
    termination_dates: dates,
    reference_interest_rate:
      terms.reference_rate === null ? '–' : `${formatNumber(terms.reference_rate, 2)} %`,
    consumer_price_index:
      terms.cpi === null ? '–' : t('contract_pdf_cpi_value', { points: formatNumber(terms.cpi, 1) }),
    landlord_name: d.landlord.name,
    project_name: d.projectTitle,
  };
}

/** The contract's own texts: its template filled, paragraph by paragraph. */
function templateParagraphs(d: ContractDocument, values: Record<ContractPlaceholder, string>): string[] {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const text = htmlToText(contractPlaceholders.fill(d.template, values, escape));
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The rental agreement as PDF bytes. */
export async function renderContract(d: ContractDocument): Promise<Buffer> {
  const { t, terms } = d;
  const values = placeholderValues(d);
  const title = t(d.object.type === 'apartments' ? 'contract_pdf_title' : 'contract_pdf_title_other');
  const doc = newDocument({
    size: A4,
    title: `${title} – ${d.tenant.name}`,
    author: d.landlord.name || d.projectTitle,
    lang: d.lang === 'en' ? 'en' : `${d.lang}-CH`,
  });
  doc.rect(0, 0, A4[0], 40).fill(d.brandColor);
  const band: TextStyle = { weight: 'semibold', size: 11, color: '#ffffff' };
  write(doc, fitLine(doc, d.projectTitle, band, WIDTH * 0.6), band, { x: M, y: 14, width: WIDTH * 0.6 });

  const flow = new Flow(
    doc,
    t('contract_pdf_footer', { name: d.tenant.name, revision: d.revision, date: formatDate(d.madeOn) }),
  );
  flow.y = 60;
  const big: TextStyle = { weight: 'bold', size: 20, color: INK };
  flow.y = write(doc, title, big, { x: M, y: flow.y, width: WIDTH }) + 8;

  const brand = d.brandColor;
  flow.heading(t('contract_pdf_parties'), brand);
  flow.rows([
    {
      label: t('contract_pdf_landlord'),
      value: [d.landlord.name, d.landlord.address].filter(Boolean).join('\n'),
    },
    ...(d.landlord.contact ? [{ label: t('contract_pdf_contact'), value: d.landlord.contact }] : []),
    {
      label: t('contract_pdf_tenant'),
      value: [d.tenant.name, d.tenant.email, d.tenant.phone].filter(Boolean).join('\n'),
    },
  ]);

  flow.heading(t('contract_pdf_object_section'), brand);
  flow.rows([
    { label: t('contract_pdf_object'), value: values.object_title },
    { label: t('contract_pdf_address'), value: d.object.address },
  ]);

  flow.heading(t('contract_pdf_terms'), brand);
  const extraLabel: MessageKey =
    terms.extra_costs_kind === 'flat_rate' ? 'contract_pdf_extra_flat' : 'contract_pdf_extra_advance';
  const lines: FlowLine[] = [
    { label: t('contract_pdf_start'), value: values.start_date },
    { label: t('contract_pdf_net_rent'), value: values.net_rent },
    { label: t(extraLabel), value: values.extra_costs },
    { label: t('contract_pdf_total'), value: values.total_rent },
    { label: t('contract_pdf_deposit'), value: values.deposit },
    { label: t('contract_pdf_notice'), value: values.notice_period },
    { label: t('contract_pdf_termination_dates'), value: values.termination_dates },
  ];
  flow.rows(lines);

  flow.heading(t('contract_pdf_basis'), brand);
  flow.rows([
    { label: t('contract_pdf_reference_rate'), value: values.reference_interest_rate },
    { label: t('contract_pdf_cpi'), value: values.consumer_price_index },
  ]);

  const paragraphs = templateParagraphs(d, values);
  if (paragraphs.length > 0) {
    flow.heading(t('contract_pdf_text'), brand);
    for (const paragraph of paragraphs) flow.paragraph(paragraph);
  }

  if (terms.clauses.length > 0) {
    flow.heading(t('contract_pdf_clauses'), brand);
    for (const clause of terms.clauses) {
      flow.subheading(t(`contract_clause_${clause}` as MessageKey));
      flow.paragraph(t(`contract_clause_${clause}_text` as MessageKey));
    }
  }

  flow.heading(t('contract_pdf_signatures'), brand);
  flow.ensure(90);
  const half = (WIDTH - 24) / 2;
  const top = flow.y + 44;
  for (const [index, who] of [t('contract_pdf_landlord'), t('contract_pdf_tenant')].entries()) {
    const x = M + index * (half + 24);
    doc
      .moveTo(x, top)
      .lineTo(x + half, top)
      .lineWidth(0.75)
      .strokeColor(MUTED)
      .stroke();
    write(
      doc,
      `${t('contract_pdf_place_date')}, ${who}`,
      { ...BODY, color: MUTED, size: 9 },
      { x, y: top + 4, width: half },
    );
  }
  flow.y = top + 24;
  attachmentList(d, flow);
  if (d.initialRentForm) initialRentFormPages(d, flow, values, d.initialRentForm.canton);
  return finishPdf(doc);
}

/** An attachment's file name (embedded, or in the contract mail): its name, ending in .pdf. */
export const attachmentFileName = (name: string) => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);

/**
 * The attachments: named in a list after the signatures, and embedded in the PDF as its files
 * (PDF 1.7 section 7.11.4), so that the document signed and its checksum include them.
 */
function attachmentList(d: ContractDocument, flow: Flow) {
  const attachments = d.attachments ?? [];
  if (attachments.length === 0) return;
  flow.heading(d.t('contract_pdf_attachments'), d.brandColor);
  for (const attachment of attachments) {
    flow.paragraph(`– ${attachment.name}`);
    flow.doc.file(attachment.bytes, {
      name: attachmentFileName(attachment.name),
      type: 'application/pdf',
      description: attachment.name,
    });
  }
}

/**
 * The official initial-rent form (Formular zur Mitteilung des Anfangsmietzinses) on pages of its
 * own after the contract: the previous tenant's net rent when known, the new rent, the basis of
 * both (reference interest rate and consumer price index), the reason of a change and the
 * tenant's right to contest the initial rent within 30 days (Art. 270 CO).
 */
function initialRentFormPages(
  d: ContractDocument,
  flow: Flow,
  values: Record<ContractPlaceholder, string>,
  canton: string,
) {
  const { t, terms } = d;
  flow.newPage();
  flow.y = 60;
  const big: TextStyle = { weight: 'bold', size: 18, color: INK };
  flow.y = write(flow.doc, t('initial_rent_form_title'), big, { x: M, y: flow.y, width: WIDTH }) + 4;
  flow.paragraph(t('initial_rent_form_basis', { canton }));
  const brand = d.brandColor;
  flow.heading(t('contract_pdf_parties'), brand);
  flow.rows([
    { label: t('contract_pdf_landlord'), value: d.landlord.name },
    { label: t('contract_pdf_tenant'), value: d.tenant.name },
    { label: t('contract_pdf_object'), value: `${values.object_title}, ${d.object.address}` },
    { label: t('contract_pdf_start'), value: values.start_date },
  ]);
  flow.heading(t('initial_rent_form_rents'), brand);
  const previous =
    terms.previous_rent === null || terms.previous_rent === undefined
      ? t('initial_rent_form_unknown')
      : formatMoney(terms.previous_rent, d.currency, d.currencyOrder);
  const extraLabel: MessageKey =
    terms.extra_costs_kind === 'flat_rate' ? 'contract_pdf_extra_flat' : 'contract_pdf_extra_advance';
  flow.rows([
    { label: t('initial_rent_form_previous_rent'), value: previous },
    { label: t('initial_rent_form_new_rent'), value: values.net_rent },
    { label: t(extraLabel), value: values.extra_costs },
    { label: t('contract_pdf_reference_rate'), value: values.reference_interest_rate },
    { label: t('contract_pdf_cpi'), value: values.consumer_price_index },
  ]);
  flow.heading(t('initial_rent_form_reason'), brand);
  flow.paragraph(terms.rent_change_reason?.trim() || t('initial_rent_form_no_reason'));
  flow.heading(t('initial_rent_form_rights'), brand);
  flow.paragraph(t('initial_rent_form_rights_text'));
}
