import { bodyOf, statusOf } from '../../dataProvider/requestError';

/**
 * The server's field errors of a 400 (`{errors: {field: message key}}`, keys possibly with
 * parameters, paths dotted) by the form's paths (`rename`); {} for any other failure. The one
 * reading of a refusal's field errors, for the engine and for screens that show them themselves.
 */
export function fieldErrorsOf(
  error: unknown,
  rename: (path: string) => string = (path) => path,
): Record<string, string> {
  const body = bodyOf(error);
  const raw = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (statusOf(error) !== 400 || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
      .map(([path, message]) => [rename(path), message]),
  );
}
