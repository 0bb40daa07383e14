import { formatDate } from '../../../schema/dates';
import { formatMoney, formatNumber } from '../../../schema/money';
import type { PublicObjectCard } from '../../../schema/publicObjects';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The facts of an offer as short lines (only those the server sent: the page builder's fields). */
export function factsOf(object: PublicObjectCard, translate: Translate): string[] {
  const facts: string[] = [];
  if (object.objectType) facts.push(translate(`public_objects_type_${object.objectType}`));
  if (object.rooms !== null)
    facts.push(translate('public_objects_rooms', { rooms: formatNumber(object.rooms) }));
  if (object.area !== null) facts.push(translate('public_objects_area', { area: formatNumber(object.area) }));
  if (object.floor) facts.push(translate('public_objects_floor', { floor: object.floor }));
  if (object.availableFrom)
    facts.push(translate('public_objects_available', { date: formatDate(object.availableFrom) }));
  return facts;
}

/** The price line: per month for a rent, alone for a sale; '' when not shown. */
export function priceOf(object: PublicObjectCard, translate: Translate): string {
  if (object.price === null) return '';
  const price = formatMoney(object.price, object.currency, 'before', 0);
  return translate(object.priceKind === 'sale' ? 'public_objects_sale' : 'public_objects_rent', { price });
}

/** The address line: street (when shown), postal code and locality. */
export function addressOf(object: PublicObjectCard): string {
  const place = [object.postalCode, object.city].filter(Boolean).join(' ');
  return [object.street, place].filter(Boolean).join(', ');
}

/** JSON for a script element: `<` escaped, so no text of an ad can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
