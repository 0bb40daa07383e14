import { isSaleProject, type ObjectType } from '../../../schema/objects';
import { IDX_MAX_PICTURES } from '../../../schema/marketing';
import { adTexts, francs, jsonList, plainText, type ExportContext, type ExportRecord } from './exportModel';

/**
 * IDX 3.01: one record per object, its fields separated and ended by '#', records ended by CR LF;
 * the file (unload.txt) goes into a ZIP with the pictures it names. The field positions follow the
 * public description of the format (docs/decisions.md, "IDX 3.01").
 */

/** Fields per record. */
export const IDX_FIELD_COUNT = 182;

/** Positions (1-based) of the fields we fill. */
const F = {
  version: 1,
  senderId: 2,
  objectCategory: 3,
  objectType: 4,
  offerType: 5,
  refProperty: 6,
  refHouse: 7,
  refObject: 8,
  street: 9,
  zip: 10,
  city: 11,
  country: 13,
  availableFrom: 16,
  title: 17,
  description: 18,
  sellingPrice: 19,
  rentNet: 20,
  rentExtra: 21,
  priceUnit: 22,
  currency: 23,
  floor: 25,
  rooms: 26,
  surfaceLiving: 28,
  surfaceProperty: 29,
  surfaceUsable: 30,
  yearBuilt: 32,
  view: 33,
  fireplace: 34,
  elevator: 36,
  parking: 38,
  balcony: 40,
  documentFilename: 65,
  documentTitle: 66,
  agencyId: 69,
  agencyName: 70,
  agencyStreet: 73,
  agencyZip: 74,
  agencyCity: 75,
  agencyCountry: 76,
  agencyPhone: 77,
  agencyEmail: 80,
  visitName: 82,
  visitPhone: 83,
  visitEmail: 84,
  visitRemark: 85,
  wheelchair: 116,
  animalAllowed: 117,
  numberOfFloors: 163,
} as const;

/** Positions of the pictures' file names and titles: 1-5, 6-9, 10-13. */
const PICTURE_FILE = [47, 48, 49, 50, 51, 88, 89, 90, 91, 143, 144, 145, 146];
const PICTURE_TITLE = [52, 53, 54, 55, 56, 92, 93, 94, 95, 147, 148, 149, 150];

/** IDX object categories and types (codes of the format's category table). */
const CATEGORY: Record<ObjectType, { category: string; type: Record<string, string>; fallback: string }> = {
  apartments: {
    category: 'APPT',
    type: { apartment: '1', attic: '2', maisonette: '4', studio: '5', garden_apartment: '1' },
    fallback: '1',
  },
  parkingspace: {
    category: 'PARK',
    type: { underground: '3', outdoor: '1', carport: '2', motorbike: '5' },
    fallback: '1',
  },
  other: {
    category: 'SECONDARY',
    type: { cellar: '1', hobby_room: '3', craft_room: '3', storage: '2', attic_storage: '1' },
    fallback: '1',
  },
  craft: {
    category: 'INDUS',
    type: { shop: '2', office: '1', studio: '4', practice: '7', workshop: '4' },
    fallback: '1',
  },
  plot: {
    category: 'PROP',
    type: { building_land: '1', commercial_land: '2', agricultural_land: '3' },
    fallback: '1',
  },
};

/** A text as a field: no '#' (written as the entity &num;), line breaks as <br>, no control characters. */
export function idxText(value: string): string {
  return (
    value
      .replace(/#/g, '&num;')
      .replace(/\r\n|\r|\n/g, '<br>')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .trim()
  );
}

const num = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const yes = (flag: boolean) => (flag ? 'Y' : '');
const date = (iso: string | null) => (iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '');

/** The file name of a picture in the ZIP. */
export const idxPictureName = (objectId: number, imageId: number, name: string) => {
  const ext = (name.toLowerCase().split('.').pop() ?? 'jpg').replace(/[^a-z0-9]/g, '') || 'jpg';
  return `${objectId}_${imageId}.${ext}`;
};

/** The pictures of a record in the ZIP (at most 13), in the ad's order. */
export const idxPictures = (r: ExportRecord) => r.images.slice(0, IDX_MAX_PICTURES);

/** One object as an IDX 3.01 record (without its line end). */
export function idxRecord(r: ExportRecord, ctx: ExportContext): string {
  const o = r.object;
  const type = o.object_type as ObjectType;
  const sale = isSaleProject(ctx.project.type);
  const fields: string[] = Array.from({ length: IDX_FIELD_COUNT }, () => '');
  const set = (position: number, value: string) => {
    fields[position - 1] = idxText(value);
  };
  const texts = adTexts(r.ad);
  const main = texts.find(([lang]) => lang === ctx.project.language) ?? texts[0];
  const characteristics = new Set(jsonList<string>(o.characteristics));
  const cat = CATEGORY[type] ?? CATEGORY.apartments;
  set(F.version, 'IDX3.01');
  set(F.senderId, ctx.senderId || ctx.project.slug);
  set(F.objectCategory, cat.category);
  set(F.objectType, cat.type[o.property_type] ?? cat.fallback);
  set(F.offerType, sale ? 'SALE' : 'RENT');
  set(F.refProperty, String(o.building_id ?? ''));
  set(F.refHouse, '');
  set(F.refObject, o.ref_number || String(o.id));
  set(F.street, `${o.street} ${o.house_number}`.trim());
  set(F.zip, o.postal_code);
  set(F.city, o.city);
  set(F.country, 'CH');
  set(F.availableFrom, date(o.available_from));
  set(F.title, main?.[1].title || o.title);
  set(F.description, plainText(main?.[1].description ?? ''));
  if (sale) set(F.sellingPrice, num(francs(o.selling_price)));
  else {
    set(F.rentNet, num(francs(o.netto_price ?? o.rental_price)));
    set(F.rentExtra, num(francs(o.extra_price)));
  }
  set(F.priceUnit, sale ? 'SELL' : 'MONTHLY');
  set(F.currency, 'CHF');
  set(F.floor, num(o.floor_num));
  if (type !== 'parkingspace' && type !== 'plot') set(F.rooms, num(o.rooms));
  if (type === 'apartments') set(F.surfaceLiving, num(o.area));
  else if (type === 'plot') set(F.surfaceProperty, num(o.area));
  else set(F.surfaceUsable, num(o.area));
  set(F.yearBuilt, num(r.building?.construction_year));
  set(F.numberOfFloors, num(r.building?.num_floors));
  set(F.view, yes(characteristics.has('view')));
  set(F.fireplace, yes(characteristics.has('fireplace')));
  set(F.elevator, yes(characteristics.has('lift') || characteristics.has('goods_lift')));
  set(F.parking, yes(type === 'parkingspace'));
  set(F.balcony, yes(characteristics.has('balcony')));
  set(F.wheelchair, yes(characteristics.has('wheelchair_accessible')));
  set(F.animalAllowed, yes(o.cats_allowed === 1 || o.dogs_allowed === 1));
  idxPictures(r).forEach((m, i) => {
    set(PICTURE_FILE[i]!, idxPictureName(o.id, m.id, m.name));
    set(PICTURE_TITLE[i]!, `${i + 1}`);
  });
  const document = r.documents[0];
  if (document) {
    set(F.documentFilename, ctx.mediaUrl('document', document.id));
    set(F.documentTitle, document.name);
  }
  const p = ctx.project;
  set(F.agencyId, ctx.senderId);
  set(F.agencyName, p.title);
  set(F.agencyCountry, 'CH');
  set(F.agencyPhone, r.ad.contact_phone || p.contact_phone);
  set(F.agencyEmail, r.ad.contact_email || p.contact_email);
  set(F.visitName, r.ad.contact_name);
  set(F.visitPhone, o.visitation_phone || r.ad.contact_phone);
  set(F.visitEmail, r.ad.contact_email);
  set(F.visitRemark, [r.ad.viewing_info, o.visitation].filter((s) => s.trim()).join('\n'));
  return fields.map((f) => `${f}#`).join('');
}

/** The unload file: one record per object, CR LF after each. */
export function idxFile(records: readonly ExportRecord[], ctx: ExportContext): string {
  return records.map((r) => `${idxRecord(r, ctx)}\r\n`).join('');
}
