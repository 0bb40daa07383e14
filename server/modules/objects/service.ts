import type { Kysely } from 'kysely';
import type { ObjectDetail, ObjectImageItem } from '../../../schema/api/objects';
import { listObjectImages } from '../objectMedia/images';
import { applicationUrlOf } from '../../../schema/applicationForm';
import { isSaleProject } from '../../../schema/objects';
import { notFound } from '../../core/errors';
import { scoped, type Scoped } from '../../core/scope';
import type { Database, Project, RealEstateObject } from '../../db/types';

const money = (cents: number | null) => (cents === null ? null : cents / 100);
const perSquareMeter = (cents: number | null, area: number | null) =>
  cents === null || !area ? null : Math.round(cents / area) / 100;

function characteristics(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function areaList(value: string): Array<{ kind: string; area: number }> {
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (v): v is { kind: string; area: number } =>
        typeof v === 'object' && v !== null && typeof v.kind === 'string' && typeof v.area === 'number',
    );
  } catch {
    return [];
  }
}

export function toObjectDetail(
  o: RealEstateObject,
  building: { id: number; title: string } | null,
  sale: boolean,
  images: ObjectImageItem[],
): ObjectDetail {
  return {
    id: o.id,
    type: o.object_type,
    progress_state: o.active === 0 ? 'inactive' : o.progress_state,
    active: o.active === 1,
    version: o.version,
    application_url: applicationUrlOf(o.public_id),
    sale,
    building,
    basics: {
      title: o.title,
      propertyType: o.property_type,
      refNumber: o.ref_number,
      rooms: o.rooms,
      floor: o.floor,
      floorNum: o.floor_num,
      area: o.area,
      areas: areaList(o.areas),
      characteristics: characteristics(o.characteristics),
    },
    prices: {
      rentalPrice: money(o.rental_price),
      nettoPrice: money(o.netto_price),
      extraPrice: money(o.extra_price),
      deposit: money(o.deposit),
      rentalPricePerSquareMeter: perSquareMeter(o.rental_price, o.area),
      nettoPricePerSquareMeter: perSquareMeter(o.netto_price, o.area),
      capitalShare: money(o.capital_share),
      electricityCost: money(o.electricity_cost),
      sellingPrice: money(o.selling_price),
    },
    address: {
      building: o.building_id,
      street: o.street,
      houseNumber: o.house_number,
      postalCode: o.postal_code,
      city: o.city,
    },
    rental: {
      minOccupancy: o.min_occupancy,
      maxOccupancy: o.max_occupancy,
      minAdults: o.min_adults,
      maxAdults: o.max_adults,
      minChildren: o.min_children,
      maxChildren: o.max_children,
      householdType: o.household_type,
      adultAge: o.adult_age,
      capitalFrom: money(o.capital_from),
      capitalTo: money(o.capital_to),
      incomeFrom: money(o.income_from),
      incomeTo: money(o.income_to),
      catsAllowed: o.cats_allowed === 1,
      dogsAllowed: o.dogs_allowed === 1,
    },
    additional: {
      application: o.application === 1,
      availableFrom: o.available_from,
      owner: o.owner,
      visitation: o.visitation,
      visitationPhone: o.visitation_phone,
      targetGroup: o.target_group,
      inspectForm: o.inspect_form === 1,
      subsidized: o.subsidized === 1,
      description: o.description,
    },
    images,
  };
}

/** An object row of the project; another project's id is not found, like a missing one. */
export async function findObject(scope: Scoped, id: number): Promise<RealEstateObject> {
  const object = await scope.selectFrom('objects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!object) throw notFound('object_not_found');
  return object;
}

/** One object of the project with its building and images (GET /api/v1/objects/{id}). */
export async function getObject(db: Kysely<Database>, project: Project, id: number): Promise<ObjectDetail> {
  const scope = scoped(db, project.id);
  const object = await findObject(scope, id);
  const building =
    object.building_id === null
      ? null
      : ((await scope
          .selectFrom('buildings')
          .select(['id', 'title'])
          .where('id', '=', object.building_id)
          .executeTakeFirst()) ?? null);
  return toObjectDetail(
    object,
    building,
    isSaleProject(project.type),
    await listObjectImages(db, project.id, id),
  );
}
