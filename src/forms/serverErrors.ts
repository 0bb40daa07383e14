import type { Translate } from '../../dataProvider';
import { bodyOf, statusOf } from '../../dataProvider/requestError';
import { readRuleMessage } from '../../schema/rules';
import { fieldErrorsOf } from './fieldErrors';
import { formMessage } from './messages';

/** How a form reads its server's refusals. */
export interface ServerErrorOptions {
  /** the catalogue key of a server message key (settings: `settings_error_<key>`); the key itself by default */
  messageKey?: (key: string) => string;
  /** messageKeys of a 409 meaning "someone else changed the record meanwhile", besides `record_changed` */
  conflictKeys?: readonly string[];
  /** the text key of the conflict notice; `record_changed` by default */
  conflictMessage?: string;
  /** statuses whose server message is shown in the form itself (a dialog's step), not as a notification */
  refuseInForm?: readonly number[];
  /**
   * The text shown in the form for a failure that is no field error (a sign-in's refusal with how
   * long to wait); null leaves it to the other options and the error catalogue.
   */
  refusal?: (error: unknown) => string | null;
  /** the form's path of a server field path (`definition.sections.0` -> `sections.0`); the path itself by default */
  rename?: (path: string) => string;
}

/**
 * What react-admin's Form sets on the inputs (`setSubmissionErrors`): dotted paths to messages, plus
 * `root.serverError` (shown as a notification), `root.conflict` (the reload notice) and
 * `root.refusal` (shown in the form).
 */
export type SubmissionErrors = Record<string, string | Record<string, string>>;

/** A 409 that says the record changed since the form loaded it. */
export function isRecordChanged(error: unknown, conflictKeys: readonly string[] = []): boolean {
  if (statusOf(error) !== 409) return false;
  const key = messageKeyOf(bodyOf(error));
  return key === 'record_changed' || (key !== null && conflictKeys.includes(key));
}

function messageKeyOf(body: unknown): string | null {
  const key =
    typeof body === 'object' && body !== null ? (body as { messageKey?: unknown }).messageKey : null;
  return typeof key === 'string' ? key : null;
}

function serverTextOf(body: unknown): string {
  const text = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null;
  return typeof text === 'string' ? text.trim() : '';
}

/** `images.2.image` -> `images.*.image`: the declared path of an input inside an array. */
export const declaredPath = (path: string): string => path.replace(/\.\d+(?=\.|$)/g, '.*');

/** A form's own input paths as a test: exact paths, and inputs of arrays under `*`. */
export function fieldTest(paths: readonly string[]): (path: string) => boolean {
  const known = new Set(paths);
  return (path) => known.has(path) || known.has(declaredPath(path));
}

/**
 * The server's field errors as the form's submission errors: the form's own inputs get their
 * message, the rest becomes one notification. A 409 conflict becomes the conflict notice; a
 * refusal the form shows itself (`refusal`, `refuseInForm`) the refusal in the form. Any other
 * failure -> null (the caller shows it through the error catalogue).
 */
export function submissionErrorsOf(
  error: unknown,
  isField: (path: string) => boolean,
  translate: Translate,
  options: ServerErrorOptions = {},
): SubmissionErrors | null {
  const {
    messageKey = (key: string) => key,
    conflictKeys = [],
    conflictMessage = 'record_changed',
    rename,
  } = options;
  const status = statusOf(error);
  const body = bodyOf(error);
  if (isRecordChanged(error, conflictKeys)) return { root: { conflict: conflictMessage } };
  const serverText = serverTextOf(body);
  const raw = fieldErrorsOf(error, rename);
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  const replyKey = messageKeyOf(body);
  for (const [path, value] of Object.entries(raw)) {
    const { key, params } = readRuleMessage(value);
    // the server's own text stands in where the catalogue lacks the key
    const fallback = serverText && key === replyKey ? serverText : translate('forms_field_invalid');
    if (isField(path)) fields[path] = formMessage(value, messageKey, fallback);
    else elsewhere.push(translate(messageKey(key), { _: fallback, ...params }));
  }
  if (Object.keys(fields).length > 0 && elsewhere.length === 0) return fields;
  const refusal = options.refusal?.(error);
  if (refusal) return { ...fields, root: { refusal } };
  if (status !== undefined && options.refuseInForm?.includes(status) && serverText) {
    return { ...fields, root: { refusal: serverText } };
  }
  if (Object.keys(fields).length === 0 && elsewhere.length === 0) return null;
  return elsewhere.length > 0 ? { ...fields, root: { serverError: elsewhere.join(' ') } } : fields;
}
