import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ObjectCreateInit } from '../../schema/api/objects';

const ADDRESS_FIELDS = ['street', 'houseNumber', 'postalCode', 'city'] as const;

/**
 * Inside an object's form: choosing a building fills the address fields that are still empty with
 * the building's (street, house number, postal code, city); what was typed stays.
 */
export function BuildingAddressFill({ buildings }: { buildings: ObjectCreateInit['buildings'] }) {
  const { getValues, setValue } = useFormContext();
  const building = useWatch({ name: 'address.building' }) as unknown;
  const shown = useRef(building);

  useEffect(() => {
    if (shown.current === building) return;
    shown.current = building;
    const chosen = buildings.find((candidate) => Number(candidate.value) === Number(building));
    if (!chosen || building === null || building === '') return;
    for (const field of ADDRESS_FIELDS) {
      const source = `address.${field}`;
      const current = getValues(source) as unknown;
      if ((current === null || current === undefined || current === '') && chosen[field]) {
        setValue(source, chosen[field], { shouldDirty: true });
      }
    }
  }, [building, buildings, getValues, setValue]);

  return null;
}
