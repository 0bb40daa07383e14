import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { withPhoneMetadata } from '../../schema/phoneMetadataMissing';
import { formMessage } from './messages';

export interface ZodResolverOptions {
  /** keeps only the errors of these paths (dotted, `basics.title`, `areas.0.area`), e.g. a wizard's visible pages */
  include?: (path: string) => boolean;
}

/** Puts `error` at a dotted path of react-hook-form's nested errors, unless one is already there. */
function place(
  errors: Record<string, unknown>,
  path: readonly PropertyKey[],
  error: { type: string; message: string },
) {
  let node = errors;
  path.forEach((segment, index) => {
    const key = String(segment);
    if (index === path.length - 1) {
      node[key] ??= error;
      return;
    }
    const next = path[index + 1];
    node[key] ??= typeof next === 'number' ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * A react-hook-form resolver running a shared zod schema (schema/): every issue goes on its input
 * by path, with the catalogue key and parameters of its rule message; the first issue of a path
 * wins. On success the form keeps its own values (what the inputs hold), so hidden or technical
 * fields (id, version) survive; a submit handler parses with the schema where it needs its output.
 */
export function zodResolver<TValues extends FieldValues = FieldValues>(
  schema: z.ZodType,
  { include = () => true }: ZodResolverOptions = {},
): Resolver<TValues> {
  return async (values) => {
    // a phone number to check loads libphonenumber's metadata first (once, in the browser)
    const result = await withPhoneMetadata(() => schema.safeParseAsync(values));
    const errors: Record<string, unknown> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const path = issue.path.length > 0 ? issue.path : ['root', 'schema'];
      if (!include(path.map(String).join('.'))) continue;
      place(errors, path, { type: issue.code, message: formMessage(issue.message) });
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
