import type { z } from 'zod';
import { MAX_ROW_ID } from '../../schema/constants';
import { ROW_ID_OUT_OF_RANGE } from '../../schema/rowId';
import { readRuleMessage } from '../../schema/rules';
import { ApiError, badRequest, notFound } from './errors';
import { de } from './i18n/de';
import type { MessageKey, MessageParams } from './i18n/index';

/**
 * Parses a request part with a shared zod schema; a refusal names each bad field (the reply's
 * message says them in words: see `fieldErrorsText` in errors.ts).
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  throw badRequest('invalid_request', undefined, { errors });
}

/**
 * As `parse`, for a form whose every rule carries a message key: the refusal's message is its first
 * field's own (when the server knows the key), so the reply says what to fix, not just "invalid".
 */
export function parseForm<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const first = readRuleMessage(Object.values(errors)[0]!);
  const known = first.key in de;
  throw new ApiError(
    400,
    known ? (first.key as MessageKey) : 'invalid_request',
    known ? (first.params as MessageParams) : {},
    { errors },
  );
}

/**
 * The row ids of a path, with a schema of schema/rowId.ts (`rowIdParams('id', ...)`): an id not
 * written as one is 400 naming the parameter; a well-formed id no row can have is not found (404),
 * the same answer as for a row that does not exist: `missing`, or `missing[parameter]` when the
 * parameters name different things.
 */
export function pathIds<T>(
  schema: z.ZodType<T>,
  params: unknown,
  missing: MessageKey | Readonly<Record<string, MessageKey>>,
): T {
  const result = schema.safeParse(params ?? {});
  if (result.success) return result.data;
  const malformed = result.error.issues.find((issue) => issue.message !== ROW_ID_OUT_OF_RANGE);
  if (malformed) {
    throw badRequest('row_id_malformed', { name: String(malformed.path[0] ?? 'id'), max: MAX_ROW_ID });
  }
  if (typeof missing === 'string') throw notFound(missing);
  const name = String(result.error.issues[0]?.path[0] ?? '');
  throw notFound(missing[name] ?? Object.values(missing)[0]);
}
