import { describe, expect, it } from 'vitest';
import {
  buildingEditSchema,
  buildingInputSchema,
  hasObjectField,
  hasRentalCriteria,
  isObjectType,
  isSaleProject,
  objectCreateSchema,
  objectEditSchema,
  floorNumberOf,
  objectFieldsOf,
  objectInputSchema,
  objectPageSchema,
  OBJECT_TYPES,
  PROPERTY_TYPES,
  uniqueCategories,
  type ObjectType,
} from '../../schema/objects';

const valid = (type: ObjectType, sale: boolean) => ({
  basics: { title: 'Studio', propertyType: PROPERTY_TYPES[type][0], refNumber: 'A-1', characteristics: [] },
  prices: {},
  address: { street: 'Gasse', houseNumber: '', postalCode: '3011', city: 'Bern' },
  ...(hasRentalCriteria(type, sale) ? { rental: {} } : {}),
  additional: {},
});

/** The errors of a refused value, as `path: message`. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('the object model per kind', () => {
  it('knows the five object types and which projects sell', () => {
    expect(OBJECT_TYPES).toEqual(['apartments', 'parkingspace', 'other', 'craft', 'plot']);
    expect(isObjectType('craft')).toBe(true);
    expect(isObjectType('villas')).toBe(false);
    expect(isSaleProject('sale')).toBe(true);
    for (const type of ['rent', 'first-time-letting', 'build', 'saleb2b', null, undefined])
      expect(isSaleProject(type)).toBe(false);
  });

  it('gives rooms to apartments only and a floor to everything but plots', () => {
    expect(OBJECT_TYPES.filter((type) => hasObjectField(type, false, 'basics', 'rooms'))).toEqual([
      'apartments',
    ]);
    expect(OBJECT_TYPES.filter((type) => !hasObjectField(type, false, 'basics', 'floor'))).toEqual(['plot']);
  });

  it('has rental criteria for letting apartments only', () => {
    expect(OBJECT_TYPES.filter((type) => hasRentalCriteria(type, false))).toEqual(['apartments']);
    expect(OBJECT_TYPES.filter((type) => hasRentalCriteria(type, true))).toEqual([]);
  });

  it('prices a sale by its selling price and a letting by its rent', () => {
    expect(objectFieldsOf('apartments', true, 'prices')).toEqual(['sellingPrice']);
    expect(objectFieldsOf('apartments', false, 'prices')).not.toContain('sellingPrice');
    expect(objectFieldsOf('apartments', false, 'prices')).toContain('rentalPrice');
  });
});

describe('objectInputSchema', () => {
  it('accepts the least a person must give, for every type in both kinds of project', () => {
    for (const type of OBJECT_TYPES) {
      for (const sale of [false, true]) {
        const result = objectInputSchema(type, sale).safeParse(valid(type, sale));
        expect(result.success, `${type} ${sale} ${JSON.stringify(errorsOf(result))}`).toBe(true);
      }
    }
  });

  it('turns empty optional inputs into empty values and yes/no into their defaults', () => {
    const parsed = objectInputSchema('apartments', false).parse({
      ...valid('apartments', false),
      basics: { ...valid('apartments', false).basics, rooms: '', area: '84.5' },
      rental: { minAdults: null },
    }) as Record<string, Record<string, unknown>>;
    expect(parsed.basics).toMatchObject({ rooms: null, area: 84.5, floor: '' });
    expect(parsed.rental).toMatchObject({ minAdults: null, catsAllowed: true, dogsAllowed: true });
    expect(parsed.additional).toMatchObject({ application: true, inspectForm: false, availableFrom: null });
  });

  it('takes a property type of its own kind only', () => {
    const parking = {
      ...valid('parkingspace', false),
      basics: { ...valid('parkingspace', false).basics, propertyType: 'attic' },
    };
    expect(errorsOf(objectInputSchema('parkingspace', false).safeParse(parking))).toEqual({
      'basics.propertyType': 'choice_invalid',
    });
  });

  it('puts range errors on the end of the range and the gross rent check on the gross rent', () => {
    const body = {
      ...valid('apartments', false),
      prices: { rentalPrice: 2000, nettoPrice: 1800, extraPrice: 150 },
      rental: { minOccupancy: 4, maxOccupancy: 2, incomeFrom: 90000, incomeTo: 80000 },
    };
    expect(errorsOf(objectInputSchema('apartments', false).safeParse(body))).toEqual({
      'prices.rentalPrice': 'rental_price_mismatch',
      'rental.maxOccupancy': 'number_range_invalid',
      'rental.incomeTo': 'number_range_invalid',
    });
    const exact = {
      ...body,
      prices: { rentalPrice: 1950.05, nettoPrice: 1800.03, extraPrice: 150.02 },
      rental: {},
    };
    expect(objectInputSchema('apartments', false).safeParse(exact).success).toBe(true);
  });

  it('refuses a reference number that does not start with a letter or digit, and a postal code that is not Swiss', () => {
    const body = {
      ...valid('plot', false),
      basics: { ...valid('plot', false).basics, refNumber: ' /A' },
      address: { ...valid('plot', false).address, postalCode: '0999' },
    };
    expect(errorsOf(objectInputSchema('plot', false).safeParse(body))).toEqual({
      'basics.refNumber': 'ref_number_invalid',
      'address.postalCode': 'postal_code_invalid',
    });
  });

  it('allows at most twenty entries in the area list', () => {
    const areas = Array.from({ length: 21 }, () => ({ kind: 'cellar', area: 5 }));
    const body = { ...valid('apartments', false), basics: { ...valid('apartments', false).basics, areas } };
    expect(errorsOf(objectInputSchema('apartments', false).safeParse(body))['basics.areas']).toMatch(
      /^areas_too_many/,
    );
  });
});

describe('create and edit bodies', () => {
  it('defaults images and files to none and refuses a document without or with a repeated category', () => {
    const parsed = objectCreateSchema('other', false).parse(valid('other', false)) as {
      images: unknown[];
      files: unknown[];
    };
    expect(parsed.images).toEqual([]);
    expect(parsed.files).toEqual([]);
    const file = (name: string, key?: string) => ({
      url: `/serve-media-files?url=1/2026-01/${name}.pdf`,
      key,
    });
    const check = (files: unknown[]) =>
      errorsOf(objectCreateSchema('other', false).safeParse({ ...valid('other', false), files }));
    expect(check([file('a', 'floor_plan'), file('b', 'floor_plan')])).toEqual({
      'files.1.key': 'file_category_duplicate',
    });
    expect(check([file('a', 'floor_plan'), file('c')])).toEqual({ 'files.1.key': 'file_category_required' });
  });

  it('names the first file of each category and flags the others', () => {
    expect(uniqueCategories([{ key: 'other' }, { key: 'floor_plan' }, { new_key: 'other' }, {}])).toEqual({
      2: 'file_category_duplicate',
      3: 'file_category_required',
    });
  });

  it('needs the version the edit form was loaded with', () => {
    expect(errorsOf(objectEditSchema('craft', false).safeParse(valid('craft', false)))).toEqual({
      version: 'version_required',
    });
    expect(objectEditSchema('craft', false).safeParse({ ...valid('craft', false), version: 3 }).success).toBe(
      true,
    );
  });
});

describe('objectPageSchema', () => {
  it("checks one page's fields with the page's prefix and ignores the others", () => {
    const schema = objectPageSchema('apartments', false, 'basics');
    expect(schema.safeParse({ basics: valid('apartments', false).basics }).success).toBe(true);
    expect(
      errorsOf(schema.safeParse({ basics: { propertyType: 'studio', refNumber: 'A', characteristics: [] } })),
    ).toEqual({
      'basics.title': 'general_field_is_required',
    });
  });

  it('applies the range rule on the rental page and the gross rent rule on the prices page', () => {
    const rental = objectPageSchema('apartments', false, 'rental').safeParse({
      rental: { minAdults: 2, maxAdults: 1 },
    });
    expect(errorsOf(rental)).toEqual({ 'rental.maxAdults': 'number_range_invalid' });
    const prices = objectPageSchema('apartments', false, 'prices').safeParse({
      prices: { rentalPrice: 10, nettoPrice: 5, extraPrice: 4 },
    });
    expect(errorsOf(prices)).toEqual({ 'prices.rentalPrice': 'rental_price_mismatch' });
  });
});

describe('buildings', () => {
  const building = { title: 'Haus', street: 'Weg', postalCode: '6003', city: 'Luzern' };

  it('needs a title, a street, a Swiss postal code and a city; the rest is optional', () => {
    const parsed = buildingInputSchema.parse(building);
    expect(parsed).toMatchObject({ refNumber: '', houseNumber: '', constructionYear: null, numFloors: null });
    expect(errorsOf(buildingInputSchema.safeParse({ ...building, title: ' ', postalCode: '600' }))).toEqual({
      title: 'general_field_is_required',
      postalCode: 'postal_code_invalid',
    });
  });

  it('takes years from 1000 to 2100 and whole floors from 1, and an edit needs the version', () => {
    const errors = errorsOf(
      buildingInputSchema.safeParse({ ...building, constructionYear: 2101, numFloors: 0 }),
    );
    expect(errors).toEqual({
      constructionYear: 'number_too_large|{"max":2100}',
      numFloors: 'number_too_small|{"min":1}',
    });
    expect(errorsOf(buildingEditSchema.safeParse(building))).toEqual({ version: 'version_required' });
  });
});

describe('floor number from its name', () => {
  it('reads the ground floor, upper floors and basements as staff write them, in four languages', () => {
    const read = (names: string[]) => names.map(floorNumberOf);
    expect(read(['EG', 'Erdgeschoss', 'Hochparterre', 'rez-de-chaussée', 'pianterreno'])).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect(read(['2. OG', '2. Obergeschoss', '2', '2e étage', '2° piano'])).toEqual([2, 2, 2, 2, 2]);
    expect(read(['UG', '1. UG', '-1', '1er sous-sol', '1° piano interrato'])).toEqual([-1, -1, -1, -1, -1]);
    expect(floorNumberOf('2. Untergeschoss')).toBe(-2);
  });

  it('gives no number for a name without one, a decimal or a floor out of range', () => {
    expect([floorNumberOf('Attika'), floorNumberOf('Dachgeschoss'), floorNumberOf('')]).toEqual([
      null,
      null,
      null,
    ]);
    expect([floorNumberOf('2.5'), floorNumberOf('300'), floorNumberOf('-6'), floorNumberOf(3)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
