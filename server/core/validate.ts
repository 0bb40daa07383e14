import type { z } from 'zod';
import { badRequest } from './errors';

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
