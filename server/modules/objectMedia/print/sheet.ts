import { applicationUrlOf } from '../../../../schema/applicationForm';
import { CHARACTERISTICS, isSaleProject } from '../../../../schema/objects';
import { formatPhone } from '../../../../schema/phoneRules';
import { formatDate } from '../../../../schema/dates';
import { formatMoney, formatNumber, type CurrencyOrder } from '../../../../schema/money';
import type { MessageKey, Translator } from '../../../core/i18n/index';
import type { Project, RealEstateObject } from '../../../db/types';
import { htmlToText, shortText } from './text';

/** What a flyer or business card prints of an object, translated and formatted. */
export interface PrintSheet {
  projectTitle: string;
  /** #rrggbb */
  brandColor: string;
  /** "Objekt-Nr. RENT-A-0001" */
  refLine: string;
  refNumber: string;
  title: string;
  address: string;
  /** rooms, area, floor, available from, and for letting the net rent and extra costs */
  facts: Array<{
    key: 'rooms' | 'area' | 'floor' | 'available' | 'net' | 'extra';
    label: string;
    value: string;
  }>;
  /** the headline price: gross rent per month or selling price */
  price: { label: string; value: string };
  features: string[];
  featuresLabel: string;
  description: string;
  descriptionLabel: string;
  /** "Besichtigung: text, Tel. +41 ..." or '' */
  visitation: string;
  contact: { label: string; name: string; lines: string[]; phone: string; email: string };
  noImage: string;
  /** the object's public application link, printed as a QR code with its caption */
  application: { url: string; caption: string };
}

/** Characters of a description printed on a flyer at most (the layout cuts it further if needed). */
export const FLYER_DESCRIPTION_CHARS = 900;

const KNOWN_FEATURES: ReadonlySet<string> = new Set(Object.values(CHARACTERISTICS).flat());

function jsonList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A phone number as people write it (+41 44 123 45 67); one that cannot be read stays as it is. */
export function printPhone(raw: string): string {
  return formatPhone(raw);
}

/**
 * The printed facts of an object in the request's language: money as the project's currency
 * (CHF 1'234.50), areas in m², dates DD.MM.YYYY. A sale project's object shows its selling price,
 * every other its gross rent per month. `siteUrl` is the project's address (the application link's).
 */
export function printSheet(
  object: RealEstateObject,
  project: Project,
  t: Translator,
  siteUrl: string,
): PrintSheet {
  const order: CurrencyOrder = project.currency_order === 'after' ? 'after' : 'before';
  const money = (cents: number) => formatMoney(cents / 100, project.currency, order);
  const sale = isSaleProject(project.type) || (object.rental_price === null && object.selling_price !== null);

  const facts: PrintSheet['facts'] = [];
  if (object.rooms !== null)
    facts.push({ key: 'rooms', label: t('print_rooms'), value: formatNumber(object.rooms) });
  if (object.area !== null) {
    facts.push({
      key: 'area',
      label: t(object.object_type === 'apartments' ? 'print_living_area' : 'print_area'),
      value: `${formatNumber(object.area)} m²`,
    });
  }
  if (object.floor.trim()) facts.push({ key: 'floor', label: t('print_floor'), value: object.floor.trim() });
  facts.push({
    key: 'available',
    label: t('print_available_from'),
    value: object.available_from ? formatDate(object.available_from) : t('print_by_arrangement'),
  });

  let price: PrintSheet['price'];
  if (sale) {
    price = {
      label: t('print_selling_price'),
      value: object.selling_price === null ? t('print_price_on_request') : money(object.selling_price),
    };
  } else {
    const gross = object.rental_price;
    price = {
      label: t('print_gross_rent'),
      value: gross === null ? t('print_price_on_request') : money(gross),
    };
    if (object.netto_price !== null)
      facts.push({ key: 'net', label: t('print_net_rent'), value: money(object.netto_price) });
    if (object.extra_price !== null)
      facts.push({ key: 'extra', label: t('print_extra_costs'), value: money(object.extra_price) });
  }

  const features = jsonList(object.characteristics)
    .filter((key) => KNOWN_FEATURES.has(key))
    .map((key) => t(`characteristic_${key}` as MessageKey));

  const street = [object.street, object.house_number].filter((part) => part.trim()).join(' ');
  const place = [object.postal_code, object.city].filter((part) => part.trim()).join(' ');
  const visitationPhone = object.visitation_phone.trim()
    ? `${t('print_phone')} ${printPhone(object.visitation_phone)}`
    : '';
  const visitation = [object.visitation.trim(), visitationPhone].filter(Boolean).join(', ');

  return {
    projectTitle: project.title,
    brandColor: HEX_COLOR.test(project.brand_color) ? project.brand_color : '#1f6f8b',
    refLine: t('print_ref', { ref: object.ref_number }),
    refNumber: object.ref_number,
    title: object.title,
    address: [street, place].filter(Boolean).join(', '),
    facts,
    price,
    features,
    featuresLabel: t('print_features'),
    description: shortText(htmlToText(object.description), FLYER_DESCRIPTION_CHARS),
    descriptionLabel: t('print_description'),
    visitation: visitation ? t('print_visitation', { text: visitation }) : '',
    contact: {
      label: t('print_contact'),
      name: project.contact_name.trim() || project.title,
      lines: project.contact_address
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      phone: project.contact_phone.trim() ? `${t('print_phone')} ${printPhone(project.contact_phone)}` : '',
      email: project.contact_email.trim(),
    },
    noImage: t('print_no_image'),
    application: {
      url: `${siteUrl}${applicationUrlOf(object.public_id)}`,
      caption: t(sale ? 'print_apply_online_sale' : 'print_apply_online'),
    },
  };
}
