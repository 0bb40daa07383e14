import { readRuleMessage } from '../../schema/rules';

/**
 * react-admin shows an input's error through `ValidationError`, which reads a message with
 * parameters from a string in this form (react-hook-form keeps error messages as strings).
 */
const RA_MESSAGE_PREFIX = '@@react-admin@@';

/** A message key and the values of its placeholders, as react-admin translates it. */
export interface FormMessage {
  message: string;
  args: Record<string, string | number>;
}

/**
 * An error message for an input: a rule message (`text_too_long|{"max":200}`) becomes the
 * catalogue key with its parameters, so the input shows "höchstens 200 Zeichen". `fallback` is
 * the text shown where the catalogue has no such key.
 */
export function formMessage(
  raw: string,
  mapKey: (key: string) => string = (key) => key,
  fallback?: string,
): string {
  const { key, params } = readRuleMessage(raw);
  const args: FormMessage['args'] = fallback === undefined ? params : { ...params, _: fallback };
  const message = mapKey(key);
  if (Object.keys(args).length === 0) return message;
  return `${RA_MESSAGE_PREFIX}${JSON.stringify({ message, args } satisfies FormMessage)}`;
}

/** The key and parameters of a message made by `formMessage` (or a plain key). */
export function readFormMessage(text: string): FormMessage {
  if (text.startsWith(RA_MESSAGE_PREFIX)) {
    try {
      return JSON.parse(text.slice(RA_MESSAGE_PREFIX.length)) as FormMessage;
    } catch {
      return { message: text, args: {} };
    }
  }
  return { message: text, args: {} };
}
