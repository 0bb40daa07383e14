import type { ObjectType } from '../../../schema/objects';
import { isSaleProject } from '../../../schema/objects';
import { adTexts, francs, jsonList, mimeOf, type ExportContext, type ExportRecord } from './exportModel';

/**
 * The SwissRETS JSON export (schema of @qualipool/swissrets-json 3.x): one inventory with every
 * advertised object as a property, mapped from every field we hold (docs/decisions.md, "SwissRETS").
 */

type Json = Record<string, unknown>;

/** Our property types as SwissRETS categories (main first). */
const CATEGORIES: Record<ObjectType, Record<string, string[]>> = {
  apartments: {
    apartment: ['apartment'],
    attic: ['attic-flat', 'apartment'],
    maisonette: ['maisonette', 'apartment'],
    studio: ['one-room-flat', 'apartment'],
    garden_apartment: ['apartment'],
  },
  parkingspace: {
    underground: ['underground-parking-space', 'parking-space'],
    outdoor: ['open-parking-space', 'parking-space'],
    carport: ['covered-parking-space', 'parking-space'],
    motorbike: ['covered-motorbike-parking-space'],
  },
  other: {
    cellar: ['cellar-compartment'],
    hobby_room: ['hobby-room'],
    craft_room: ['workshop'],
    storage: ['storage-room'],
    attic_storage: ['attic-compartment'],
  },
  craft: {
    shop: ['retail-location', 'commercial-space'],
    office: ['office', 'commercial-space'],
    studio: ['atelier', 'commercial-space'],
    practice: ['doctors-office', 'commercial-space'],
    workshop: ['workshop', 'commercial-space'],
  },
  plot: {
    building_land: ['building-lot', 'plot'],
    commercial_land: ['commercial-lot', 'plot'],
    agricultural_land: ['agricultural-lot', 'plot'],
  },
};

const FALLBACK_CATEGORY: Record<ObjectType, string> = {
  apartments: 'apartment',
  parkingspace: 'parking-space',
  other: 'storage-room',
  craft: 'commercial-space',
  plot: 'plot',
};

/** Characteristic keys of ours and the SwissRETS flags they set. */
const FLAGS: Record<string, string> = {
  balcony: 'hasBalcony',
  lift: 'hasElevator',
  goods_lift: 'hasElevator',
  dishwasher: 'hasDishwasher',
  washing_machine: 'hasWashingMachine',
  cellar: 'hasCellar',
  view: 'hasNiceView',
  fireplace: 'hasFireplace',
  wheelchair_accessible: 'isWheelchairAccessible',
  ev_charging: 'hasEvChargingStation',
  network_cabling: 'hasMultimediaWiring',
};

/** Areas of our area list and the SwissRETS area they are. */
const AREAS: Record<string, string> = {
  living: 'areaBwf',
  balcony: 'areaBalcony',
  terrace: 'areaTerrace',
  garden: 'areaGarden',
  cellar: 'areaCellar',
  land: 'areaPropertyLand',
};

/** Swiss phone numbers as SwissRETS writes them: digits, optional leading +, no spaces. */
const phone = (value: string) => {
  const digits = value.replace(/[^\d+]/g, '');
  return /^\+?\d{3,}$/.test(digits) ? digits : undefined;
};
const email = (value: string) => (/[^@]+@[^.]+\..+/.test(value) ? value : undefined);

/** Removes undefined values and empty objects, so that optional parts are left out. */
function compact(value: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || v === null || v === '') continue;
    if (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as Json).length === 0) continue;
    out[k] = v;
  }
  return out;
}

function characteristics(r: ExportRecord): Json {
  const o = r.object;
  const type = o.object_type as ObjectType;
  const out: Json = {};
  if (o.rooms !== null && type !== 'parkingspace' && type !== 'plot') out.numberOfRooms = o.rooms;
  if (o.floor_num !== null) out.floor = Math.round(o.floor_num);
  const mainArea = o.area;
  if (mainArea !== null) {
    if (type === 'apartments') out.areaBwf = mainArea;
    else if (type === 'plot') out.areaPropertyLand = mainArea;
    else out.areaSiaNf = mainArea;
  }
  for (const entry of jsonList<{ kind: string; area: number }>(o.areas)) {
    const key = AREAS[entry.kind];
    if (key && typeof entry.area === 'number' && out[key] === undefined) out[key] = entry.area;
  }
  for (const c of jsonList<string>(o.characteristics)) {
    const flag = FLAGS[c];
    if (flag) out[flag] = 'applies';
  }
  out.arePetsAllowed = o.cats_allowed === 1 || o.dogs_allowed === 1 ? 'applies' : 'does-not-apply';
  if (r.building?.construction_year) out.yearBuilt = r.building.construction_year;
  if (r.building?.num_floors) out.numberOfFloors = r.building.num_floors;
  return out;
}

function prices(r: ExportRecord, sale: boolean): Json {
  const o = r.object;
  const currency = 'CHF';
  if (sale) {
    const price = francs(o.selling_price);
    return compact({ currency, buy: price === null ? undefined : { price, referring: 'all' } });
  }
  const rent = compact({
    gross: francs(o.rental_price) ?? undefined,
    net: francs(o.netto_price) ?? undefined,
    extra: francs(o.extra_price) ?? undefined,
  });
  const deposit = francs(o.deposit);
  return compact({
    currency,
    rent: Object.keys(rent).length > 0 ? { ...rent, interval: 'month', referring: 'all' } : undefined,
    deposit: deposit === null ? undefined : { amount: deposit, type: 'deposit-guarantee' },
  });
}

function localizations(r: ExportRecord, ctx: ExportContext): Json[] {
  const texts = adTexts(r.ad);
  const langs =
    texts.length > 0 ? texts : [[ctx.project.language, { title: r.object.title, description: '' }] as const];
  const images = r.images.map((m, i) =>
    compact({ url: ctx.mediaUrl('image', m.id), title: `${i + 1}`, mimeType: mimeOf(m.name) }),
  );
  const plans = r.documents
    .filter((d) => d.category === 'floor_plan')
    .map((d) => compact({ url: ctx.mediaUrl('document', d.id), title: d.name, mimeType: mimeOf(d.name) }));
  const registerExtracts = r.documents
    .filter((d) => d.category === 'land_register_extract')
    .map((d) => compact({ url: ctx.mediaUrl('document', d.id), title: d.name, mimeType: mimeOf(d.name) }));
  const documents = r.documents
    .filter((d) => d.category !== 'floor_plan' && d.category !== 'land_register_extract')
    .map((d) => compact({ url: ctx.mediaUrl('document', d.id), title: d.name, mimeType: mimeOf(d.name) }));
  const visit = [r.ad.viewing_info, r.object.visitation]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
  return langs.map(([languageCode, t]) =>
    compact({
      languageCode,
      title: t.title || r.object.title,
      description: t.description || undefined,
      attachments: compact({
        images: images.length ? images : undefined,
        plans: plans.length ? plans : undefined,
        documents: documents.length ? documents : undefined,
        landRegisterExtracts: registerExtracts.length ? registerExtracts : undefined,
      }),
      visitInformation: visit || undefined,
    }),
  );
}

function seller(r: ExportRecord, ctx: ExportContext): Json {
  const p = ctx.project;
  const [givenName, ...rest] = r.ad.contact_name.trim().split(/\s+/);
  const contactPerson = compact({
    givenName: givenName || undefined,
    familyName: rest.join(' ') || undefined,
    email: email(r.ad.contact_email),
    phone: phone(r.ad.contact_phone),
  });
  const visitPhone = phone(r.object.visitation_phone);
  return compact({
    inquiryEmail: email(r.ad.contact_email) ?? email(p.contact_email),
    organization: compact({
      id: ctx.senderId || undefined,
      legalName: p.title,
      email: email(p.contact_email),
      phone: phone(p.contact_phone),
    }),
    contactPerson,
    visitPerson: visitPhone ? { phone: visitPhone, note: r.object.visitation || undefined } : undefined,
  });
}

/** One advertised object as a SwissRETS property. */
export function swissRetsProperty(r: ExportRecord, ctx: ExportContext): Json {
  const o = r.object;
  const type = o.object_type as ObjectType;
  const sale = isSaleProject(ctx.project.type);
  const categories = CATEGORIES[type]?.[o.property_type] ?? [FALLBACK_CATEGORY[type] ?? 'apartment'];
  const start = o.available_from ? new Date(`${o.available_from}T00:00:00Z`).toISOString() : undefined;
  return compact({
    id: o.public_id,
    referenceId: o.ref_number || String(o.id),
    visualReferenceId: o.ref_number || undefined,
    type: sale ? 'buy' : 'rent',
    modified: new Date(r.ad.updated_at).toISOString(),
    created: new Date(r.ad.created_at).toISOString(),
    categories,
    characteristics: characteristics(r),
    availability: compact({ state: 'active', start }),
    address: compact({
      countryCode: 'CH',
      locality: o.city || undefined,
      postalCode: o.postal_code || undefined,
      street: o.street || undefined,
      streetNumber: o.house_number || undefined,
    }),
    seller: seller(r, ctx),
    prices: prices(r, sale),
    localizations: localizations(r, ctx),
  });
}

/** The whole SwissRETS inventory of a portal's feed. */
export function swissRetsInventory(records: readonly ExportRecord[], ctx: ExportContext): Json {
  return {
    created: ctx.now.toISOString(),
    generator: { name: 'immodesk', version: '1.0' },
    properties: records.map((r) => swissRetsProperty(r, ctx)),
  };
}
