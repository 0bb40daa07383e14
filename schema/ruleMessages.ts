/**
 * The rules' messages (schema/rules.ts): a key of the client and server catalogues, optionally
 * with parameters, `number_too_small|{"min":1}`. Apart from the rules, so that what reads a
 * message (the data provider's errors, in the staff app's first load) needs neither zod nor the
 * phone rules.
 */

export const REQUIRED = 'general_field_is_required';

/** A message key with parameters, as zod carries it. */
export function ruleMessage(key: string, params?: Readonly<Record<string, string | number>>): string {
  return params && Object.keys(params).length > 0 ? `${key}|${JSON.stringify(params)}` : key;
}

/** The key and parameters of a message made by `ruleMessage`. */
export function readRuleMessage(message: string): { key: string; params: Record<string, string | number> } {
  const bar = message.indexOf('|');
  if (bar === -1) return { key: message, params: {} };
  try {
    const params = JSON.parse(message.slice(bar + 1)) as Record<string, string | number>;
    return { key: message.slice(0, bar), params };
  } catch {
    return { key: message, params: {} };
  }
}
