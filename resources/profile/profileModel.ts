import { isAxiosError } from 'axios';
import type { z } from 'zod';
import { statusOf } from '../../dataProvider';

/** The JSON body of a failed call of `api`. */
const bodyOf = (error: unknown): unknown => (isAxiosError(error) ? error.response?.data : undefined);

/**
 * The first message key of each field a zod schema refuses, `{field: key}` (empty when valid):
 * react-admin's form `validate` shape, so the rules of schema/validation.ts guide the form.
 */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A refused form's field errors `{field: message key}` from the server's 400 reply. */
export interface ServerFieldErrors {
  /** errors of the form's own fields, to show on their inputs */
  fields: Record<string, string>;
  /** the reply named no field of the form: show its message instead */
  unplaced: boolean;
}

export function serverFieldErrors(error: unknown, formFields: readonly string[]): ServerFieldErrors {
  const body = bodyOf(error);
  const raw =
    statusOf(error) === 400 && typeof body === 'object' && body !== null
      ? (body as { errors?: unknown }).errors
      : undefined;
  const fields: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    for (const [field, key] of Object.entries(raw)) {
      if (formFields.includes(field) && typeof key === 'string') fields[field] = key;
    }
  }
  return { fields, unplaced: Object.keys(fields).length === 0 };
}

/** The record was changed elsewhere since the form loaded it. */
export const isConflict = (error: unknown): boolean => statusOf(error) === 409;

/** The server's own message of a failed call, or null. */
export function serverMessage(error: unknown): string | null {
  const body = bodyOf(error);
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}

// ---- sessions: a device in plain words ----

export interface Device {
  /** a browser or program name (proper nouns, not translated), or null when unknown */
  browser: string | null;
  os: string | null;
}

/** Checked in order: Edge and Opera also name Chrome, Chrome also names Safari. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Chrome'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bPlaywright\//, 'Playwright'],
  [/^curl\//, 'curl'],
  [/^(?:node|undici|axios)\b/i, 'Node.js'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<[RegExp, string]>): string | null =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** Browser and system of a user agent, e.g. `{browser: 'Firefox', os: 'Windows'}`. */
export function deviceOf(userAgent: string | null | undefined): Device {
  const ua = (userAgent ?? '').trim();
  if (!ua) return { browser: null, os: null };
  return { browser: firstMatch(ua, BROWSERS), os: firstMatch(ua, SYSTEMS) };
}

/** Recovery codes as text to copy: one a line. */
export const recoveryCodesText = (codes: readonly string[]): string => codes.join('\n');
