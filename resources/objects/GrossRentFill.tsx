import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { grossRentOf } from '../../schema/objects';

const GROSS = 'prices.rentalPrice';

/** Net rent plus extra costs when both are numbers, else null. */
const sumOf = (net: unknown, extra: unknown): number | null =>
  typeof net === 'number' && typeof extra === 'number'
    ? grossRentOf({ nettoPrice: net, extraPrice: extra })
    : null;

/**
 * Inside an object's prices: the gross rent follows net rent plus extra costs while it is empty or
 * still the sum (also a stored one), so a new object never shows no rent. A gross rent typed by
 * hand stays; the rule between the three then says when they do not add up.
 */
export function GrossRentFill() {
  const { getValues, setValue } = useFormContext();
  const [net, extra] = useWatch({ name: ['prices.nettoPrice', 'prices.extraPrice'] }) as unknown[];
  // the gross rent this input last filled in (or found equal to the sum when the form opened)
  const filled = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    const gross = getValues(GROSS) as unknown;
    const sum = sumOf(net, extra);
    if (filled.current === undefined) {
      filled.current = gross === sum ? sum : null;
      if (gross !== null && gross !== undefined && gross !== '') return;
    }
    const following = gross === null || gross === undefined || gross === '' || gross === filled.current;
    if (!following || gross === sum) return;
    filled.current = sum;
    setValue(GROSS, sum, { shouldDirty: true, shouldValidate: sum !== null });
  }, [net, extra, getValues, setValue]);

  return null;
}
