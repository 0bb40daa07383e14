import { z } from 'zod';
import { MAX_ROW_ID } from './constants';

/**
 * Row ids: the one rule for an id in a path (and in a query), shared by every route.
 *
 * An id is written in decimal digits, without sign, spaces, leading zero, fraction, exponent or
 * hex prefix, so `0x10`, `1e1`, ` 16` and `016` name no row instead of row 16 or 10. Anything
 * else is malformed (400). A well-formed id beyond the largest a row can have (the id columns are
 * 32-bit `serial`s on PostgreSQL) names no row: not found (404), like a missing row, and never
 * reaches the database, where it would be an error.
 */

/** The message of an id that is not written as one (400). */
export const ROW_ID_MALFORMED = 'row_id_malformed';
/** The message of a well-formed id no row can have (404, the route's own "not found"). */
export const ROW_ID_OUT_OF_RANGE = 'row_id_out_of_range';

const DIGITS = /^[1-9][0-9]*$/;

/** Whether a text is written as a row id (whatever its size). */
export const isRowIdText = (text: string): boolean => DIGITS.test(text);

/** A row id of a path or query: a string of decimal digits, 1 to MAX_ROW_ID, read as a number. */
export const rowId = z
  .string(ROW_ID_MALFORMED)
  .regex(DIGITS, ROW_ID_MALFORMED)
  .refine((text) => !DIGITS.test(text) || (text.length <= 10 && Number(text) <= MAX_ROW_ID), {
    message: ROW_ID_OUT_OF_RANGE,
  })
  .transform(Number);

/**
 * A row id in a JSON body: a JSON number (an integer 1 to MAX_ROW_ID), or a string by the path
 * rule. A body is a form, so an id out of range there is a wrong field (400), not a missing row.
 */
export const bodyRowId = z.union([z.number().int().min(1).max(MAX_ROW_ID), rowId], {
  error: ROW_ID_MALFORMED,
});

/** The params schema of a route whose path parameters `names` are all row ids. */
export function rowIdParams<const N extends string>(...names: N[]): z.ZodType<Record<N, number>> {
  return z.object(Object.fromEntries(names.map((name) => [name, rowId]))) as unknown as z.ZodType<
    Record<N, number>
  >;
}
