import { z } from 'zod';
import { daysInMonth, isValidTime } from './dates';

/**
 * The input rules of spec 1 section 5 as zod building blocks. Forms use them through their
 * resolver, routes through `parse`, so the client and the server refuse the same values with the
 * same message key.
 *
 * A message is a key of the client and server catalogues, optionally with parameters:
 * `number_too_small|{"min":1}` (see `ruleMessage` and `readRuleMessage`).
 */

import { REQUIRED, ruleMessage } from './ruleMessages';

export { REQUIRED, readRuleMessage, ruleMessage } from './ruleMessages';

/** Form values arrive as '' or null for an empty input; both mean "not given". */
export const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const emptyToNull = (value: unknown) => (isEmpty(value) ? null : value);

/** zod's type error: "required" when nothing was given, else the rule's own message. */
export const missingOr =
  (required: boolean, message: string) =>
  (issue: { input?: unknown }): string =>
    required && (issue.input === undefined || issue.input === null) ? REQUIRED : message;

// ---- text ----

export interface TextRule {
  required?: boolean;
  min?: number;
  max: number;
  pattern?: RegExp;
  /** the message key when the pattern does not match */
  patternMessage?: string;
}

/** A text input: trimmed; min/max length; an optional pattern. Optional text is '' when empty. */
export function textRule({ required = false, min, max, pattern, patternMessage }: TextRule) {
  let schema = z.string({ error: missingOr(required, 'text_invalid') }).trim();
  if (required) schema = schema.min(1, REQUIRED);
  if (min !== undefined) schema = schema.min(min, ruleMessage('text_too_short', { min }));
  schema = schema.max(max, ruleMessage('text_too_long', { max }));
  const checked = pattern
    ? schema.refine((v) => v === '' || pattern.test(v), patternMessage ?? 'text_pattern_mismatch')
    : schema;
  return required ? checked : z.preprocess((v) => (isEmpty(v) ? '' : v), checked);
}

const EMAIL = z.email();
const isEmail = (v: string) => v.length <= 254 && EMAIL.safeParse(v).success;
const isWebUrl = (v: string) => v.length <= 2000 && /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v);

/** A text checked by `valid`; optional ones are '' when empty. */
function checkedText(required: boolean, valid: (v: string) => boolean, message: string) {
  const schema = z
    .string({ error: missingOr(required, message) })
    .trim()
    .refine((v) => v !== '' || !required, REQUIRED)
    .refine((v) => v === '' || valid(v), message);
  return z.preprocess((v) => (isEmpty(v) ? (required ? undefined : '') : v), schema);
}

/** An e-mail address (optional ones are '' when empty). */
export function emailRule(required = false) {
  return checkedText(required, isEmail, 'email_invalid');
}

/** A web address: http or https only. */
export function urlRule(required = false) {
  return checkedText(required, isWebUrl, 'url_invalid');
}

/** An e-mail address typed twice: the confirmation must equal it (error on the confirmation). */
export function withEmailConfirmation<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  field: string,
  confirmation: string,
) {
  return schema.refine((value) => value[field] === value[confirmation], {
    path: [confirmation],
    message: 'email_confirmation_mismatch',
  });
}

// ---- numbers ----

export interface NumberRule {
  required?: boolean;
  min?: number;
  max?: number;
  /** whole numbers only */
  integer?: boolean;
  /** most decimal places (money: 2) */
  decimals?: number;
  /** the value must be a multiple of this (rooms: 0.5) */
  step?: number;
}

/** Decimal places of a number as written, exponent notation included (1e-7 has 7). */
export const decimalsOf = (value: number) => {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const [, fraction = ''] = mantissa.split('.');
  return Math.max(0, fraction.length - Number(exponent));
};

/** A number as typed: its value, or the message key saying why it is not one. */
export type TypedNumber = { value: number } | { error: 'number_invalid' | 'number_ambiguous' };

/** Characters that may group thousands in a typed number (the decimal mark's other one aside). */
const GROUP_MARKS = `.,'\u2019\u02bc\`\u00b4\\s\u00a0\u2009\u202f`;
const TYPED_CHARACTERS = new RegExp(`^[\\d${GROUP_MARKS}]+$`);
const GROUPED = new RegExp(`^\\d{1,3}(?:[${GROUP_MARKS}]\\d{3})+$`);

/**
 * A number as a person in Switzerland types it: a decimal point or a decimal comma (`92,5`),
 * thousands grouped by an apostrophe (also the typographic ’), a space, or a point or comma when the
 * other mark is the decimal one (`1.234,50`, `1,234.50`); a sign in front. Nothing is dropped:
 * any other character, a misplaced or mixed grouping or a mark at the end make it `number_invalid`,
 * and a lone comma before exactly three digits (`1,500`: 1.5 or 1500?) is `number_ambiguous`.
 */
export function readTypedNumber(typed: string): TypedNumber {
  let text = typed.trim().replace(/^[\u2212\u2013]/, '-');
  const negative = text.startsWith('-');
  if (negative || text.startsWith('+')) text = text.slice(1).trimStart();
  const invalid = { error: 'number_invalid' } as const;
  if (!TYPED_CHARACTERS.test(text) || !/\d$/.test(text)) return invalid;
  const points = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  if (commas === 1 && points === 0 && /^[1-9]\d{0,2},\d{3}$/.test(text)) return { error: 'number_ambiguous' };
  let whole = text;
  let fraction = '';
  // the last mark is the decimal one when it appears once; a mark that repeats groups thousands
  const at = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  if (at !== -1 && (text[at] === '.' ? points : commas) === 1) {
    whole = text.slice(0, at);
    fraction = text.slice(at + 1);
  }
  if (!/^\d+$/.test(fraction) && fraction !== '') return invalid;
  const grouping = new Set(whole.replace(/\d/g, ''));
  if (grouping.size > 1 || (grouping.size === 1 && !GROUPED.test(whole))) return invalid;
  const digits = whole.replace(/\D/g, '') || '0';
  const value = Number(fraction === '' ? digits : `${digits}.${fraction}`);
  if (!Number.isFinite(value)) return invalid;
  return { value: negative && value !== 0 ? -value : value };
}

/** zod's type error of a number: "required" when nothing was given, else why the text is no number. */
const numberTypeError =
  (required: boolean) =>
  (issue: { input?: unknown }): string => {
    if (issue.input === undefined || issue.input === null) return required ? REQUIRED : 'number_invalid';
    if (typeof issue.input === 'string') {
      const read = readTypedNumber(issue.input);
      return 'error' in read ? read.error : 'number_invalid';
    }
    return 'number_invalid';
  };

/**
 * A number input: the form sends a number, or null/'' when empty (optional numbers are null);
 * a numeric string is accepted too (a sheet cell, a query parameter, a typed value) as
 * `readTypedNumber` reads it (1'234.50, 1’234.50, 92,5); text that is no number is refused.
 *
 * Limits are zod's own checks (int, multipleOf, min, max), so a form reads them from the schema
 * (src/forms/fieldHints.ts) instead of repeating them.
 */
export function numberRule({ required = false, min, max, integer, decimals, step }: NumberRule) {
  let schema = z.number({ error: numberTypeError(required) });
  if (integer) schema = schema.int('number_integer');
  if (decimals !== undefined)
    schema = schema.refine((v) => decimalsOf(v) <= decimals, ruleMessage('number_decimals', { decimals }));
  if (step !== undefined) schema = schema.multipleOf(step, ruleMessage('number_step', { step }));
  if (min !== undefined) schema = schema.min(min, ruleMessage('number_too_small', { min }));
  if (max !== undefined) schema = schema.max(max, ruleMessage('number_too_large', { max }));
  const coerce = (v: unknown) => {
    if (typeof v === 'string' && v.trim() !== '') {
      const read = readTypedNumber(v);
      return 'value' in read ? read.value : v;
    }
    return v;
  };
  if (required) return z.preprocess((v) => (isEmpty(v) ? undefined : coerce(v)), schema);
  return z.preprocess((v) => emptyToNull(coerce(v)), schema.nullable());
}

/** A money amount in currency units: at least 0, two decimals at most. */
export function moneyRule(options: Omit<NumberRule, 'decimals' | 'integer'> = {}) {
  return numberRule({ min: 0, max: 100_000_000, ...options, decimals: 2 });
}

// ---- dates and times ----

/** Years the date picker covers (spec 1 section 5): 100 back, 5 ahead. */
export const DATE_YEARS_BACK = 100;
export const DATE_YEARS_AHEAD = 5;

/** The range of years a date may fall in, as of today. */
export function dateYearRange(today = new Date()): { from: number; to: number } {
  const year = today.getUTCFullYear();
  return { from: year - DATE_YEARS_BACK, to: year + DATE_YEARS_AHEAD };
}

/** A date as typed or sent: YYYY-MM-DD, or the message key saying what is wrong with it. */
export type TypedDate = { iso: string } | { error: 'date_invalid' | 'date_year_digits' | 'date_day_missing' };

/**
 * A date typed DD.MM.YYYY (`1.3.2027` too) or sent YYYY-MM-DD. A year needs its four digits
 * (`1.3.27` is `date_year_digits`, never guessed as 2027); a date in the right form whose day does
 * not exist (31.02.2026, 29.02.2025, 12.13.2026) is `date_day_missing`; anything else `date_invalid`.
 */
export function readTypedDate(typed: string): TypedDate {
  const text = typed.trim();
  const swiss = /^(\d{1,2})\.(\d{1,2})\.(\d+)$/.exec(text);
  const wire = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (swiss && swiss[3]!.length !== 4) return { error: 'date_year_digits' };
  const [year, month, day] = swiss
    ? [swiss[3], swiss[2], swiss[1]].map(Number)
    : wire
      ? [wire[1], wire[2], wire[3]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return { error: 'date_invalid' };
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return { error: 'date_day_missing' };
  return { iso: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/**
 * A date: typed DD.MM.YYYY or sent YYYY-MM-DD (`readTypedDate`); the value is YYYY-MM-DD (null
 * when empty and optional). Only real dates within the picker's years.
 */
export function dateRule(required = false) {
  const schema = z.string({ error: missingOr(required, 'date_invalid') }).transform((v, ctx) => {
    const read = readTypedDate(v);
    if ('error' in read) {
      ctx.addIssue({ code: 'custom', message: read.error });
      return z.NEVER;
    }
    const iso = read.iso;
    const year = Number(iso.slice(0, 4));
    const { from, to } = dateYearRange();
    if (year < from || year > to) {
      ctx.addIssue({ code: 'custom', message: ruleMessage('date_out_of_range', { from, to }) });
      return z.NEVER;
    }
    return iso;
  });
  if (required) return z.preprocess((v) => (isEmpty(v) ? undefined : v), schema);
  return z.preprocess(emptyToNull, schema.nullable());
}

/** A time of day, HH:mm or HH:mm:ss (24 hours). */
export function timeRule(required = false) {
  const schema = z.string({ error: missingOr(required, 'time_invalid') }).refine(isValidTime, 'time_invalid');
  if (required) return z.preprocess((v) => (isEmpty(v) ? undefined : v), schema);
  return z.preprocess(emptyToNull, schema.nullable());
}

const seconds = (time: string) => {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/** A time range is invalid when the start is later than the end. */
export function isTimeRangeValid(start: string | null, end: string | null): boolean {
  if (!start || !end || !isValidTime(start) || !isValidTime(end)) return true;
  return seconds(start) <= seconds(end);
}

/** A date range is invalid when the start equals or is later than the end. */
export function isDateRangeValid(start: string | null, end: string | null): boolean {
  if (!start || !end) return true;
  return start < end;
}

/**
 * A numeric range needs its minimum not above its maximum: equal ends are a range of one value
 * (exactly 2 adults), which the spec does not forbid (docs/decisions.md).
 */
export function isNumberRangeValid(min: number | null | undefined, max: number | null | undefined): boolean {
  if (min === null || min === undefined || max === null || max === undefined) return true;
  return min <= max;
}

type RangeCheck = 'time' | 'date' | 'number';
const RANGE_CHECKS: Record<RangeCheck, (a: never, b: never) => boolean> = {
  time: isTimeRangeValid as (a: never, b: never) => boolean,
  date: isDateRangeValid as (a: never, b: never) => boolean,
  number: isNumberRangeValid as (a: never, b: never) => boolean,
};
const RANGE_MESSAGES: Record<RangeCheck, string> = {
  time: 'time_range_invalid',
  date: 'date_range_invalid',
  number: 'number_range_invalid',
};

/**
 * Checks ranges of an object's fields: `[kind, fromPath, toPath]`, paths dotted
 * (`rental.minAdults`). The error goes on the end of the range.
 */
export function checkRanges<T>(
  ranges: ReadonlyArray<readonly [RangeCheck, string, string]>,
): (value: T, ctx: z.RefinementCtx) => void {
  const at = (value: unknown, path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>(
        (node, key) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
        value,
      );
  return (value, ctx) => {
    for (const [kind, from, to] of ranges) {
      const a = at(value, from);
      const b = at(value, to);
      if (!RANGE_CHECKS[kind](a as never, b as never)) {
        ctx.addIssue({ code: 'custom', path: to.split('.'), message: RANGE_MESSAGES[kind] });
      }
    }
  };
}

// ---- choices and tags ----

/** One of the given values ('' when optional and empty). */
export function choiceRule<const T extends readonly [string, ...string[]]>(values: T, required = false) {
  const schema = z
    .string({ error: missingOr(required, 'choice_invalid') })
    .refine((v) => (v === '' && !required) || (values as readonly string[]).includes(v), 'choice_invalid')
    .transform((v) => v as T[number] | '');
  if (required) return z.preprocess((v) => (isEmpty(v) ? undefined : v), schema);
  return z.preprocess((v) => (isEmpty(v) ? '' : v), schema);
}

export interface TagsRule {
  required?: boolean;
  /** the allowed tags; any text when absent */
  values?: readonly string[];
  /** every tag must be an e-mail address */
  email?: boolean;
  max?: number;
}

/**
 * A tags input: when required, at least one tag; each tag unique (e-mail addresses regardless of
 * case), known or an e-mail address. Every issue is the input's own (not a tag's), with the tag
 * as a parameter: a tags input is one field.
 */
export function tagsRule({ required = false, values, email = false, max = 50 }: TagsRule = {}) {
  const problemOf = (tag: string): string | null => {
    if (email) return isEmail(tag) ? null : 'tag_email_invalid';
    if (values) return values.includes(tag) ? null : 'tag_invalid';
    return tag === '' || tag.length > 200 ? 'tag_invalid' : null;
  };
  return z.preprocess(
    (v) => (isEmpty(v) ? [] : v),
    z.array(z.string().trim(), { error: 'tag_invalid' }).superRefine((tags, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (required && tags.length === 0) return issue(REQUIRED);
      if (tags.length > max) return issue(ruleMessage('tags_too_many', { max }));
      const wrong = tags.find((tag) => problemOf(tag) !== null);
      if (wrong !== undefined) return issue(ruleMessage(problemOf(wrong)!, { tag: wrong }));
      const seen = new Set<string>();
      for (const tag of tags) {
        const same = email ? tag.toLowerCase() : tag;
        if (seen.has(same)) return issue(ruleMessage('tags_duplicate', { tag }));
        seen.add(same);
      }
    }),
  );
}

/** A yes/no input; the form sends a boolean. */
export function booleanRule(defaultValue = false) {
  return z.preprocess((v) => (isEmpty(v) ? defaultValue : v), z.boolean({ error: 'boolean_expected' }));
}

/** Rich text: the editor's HTML; `required` means some visible text, not just empty paragraphs. */
export function richTextRule({ required = false, max = 100_000 }: { required?: boolean; max?: number } = {}) {
  return z.preprocess(
    (v) => (isEmpty(v) ? '' : v),
    z
      .string({ error: 'text_invalid' })
      .max(max, ruleMessage('text_too_long', { max }))
      .refine(
        (html) =>
          !required ||
          html
            .replace(/<[^>]*>/g, '')
            .replace(/&nbsp;/g, ' ')
            .trim() !== '',
        REQUIRED,
      ),
  );
}
