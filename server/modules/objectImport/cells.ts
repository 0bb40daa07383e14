import { LANGUAGES } from '../../../schema/api/common';
import { daysInMonth } from '../../../schema/dates';
import { THOUSANDS_SEPARATORS } from '../../../schema/money';
import type { ObjectImportKey } from '../../core/i18n/parts/objectImport';
import { translate } from '../../core/i18n/index';
import { normalise } from './columns';

/**
 * Reading one cell of an import sheet the way a Swiss property manager writes it: numbers with
 * apostrophes ("1'234.50", "CHF 1'500.–"), dates DD.MM.YYYY or real Excel dates, yes/no in four
 * languages, lists separated by commas, choices by code or by label in any language. Pure.
 */

/** A cell as a sheet holds it: CSV cells are text, Excel cells may be numbers, dates or booleans. */
export type RawCell = string | number | boolean | Date | null;

export interface CellError {
  key: ObjectImportKey;
  params: Record<string, string | number>;
}

export type Read<T> = { ok: true; value: T } | { ok: false; error: CellError };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = (key: ObjectImportKey, raw: RawCell, extra: Record<string, string> = {}): Read<never> => ({
  ok: false,
  error: { key, params: { value: shown(raw), ...extra } },
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Excel's binary floating point noise (0.1 + 0.2) removed: 15 significant digits are exact. */
const exact = (n: number) => Number(n.toPrecision(15));

/** DD.MM.YYYY of a date's calendar day (Excel dates arrive as UTC midnight). */
const swissDate = (d: Date) =>
  `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCFullYear(), 4)}`;

/** A cell as a person reads it, for messages. */
export function shown(raw: RawCell): string {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? '' : swissDate(raw);
  if (typeof raw === 'number') return String(exact(raw));
  return raw === null ? '' : String(raw).trim().slice(0, 100);
}

/** Control characters (C0 but tab and line breaks, DEL, C1) and direction overrides. */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Whether a cell holds nothing (no value, or only white space). */
export function isEmptyCell(raw: RawCell): boolean {
  if (raw === null) return true;
  if (typeof raw === 'string') return raw.trim() === '';
  if (raw instanceof Date) return Number.isNaN(raw.getTime());
  return false;
}

/**
 * The text of a cell without control or direction-override characters; line breaks and tabs
 * become spaces unless `multiline`. Numbers and dates as a person writes them (8001, 01.10.2026).
 */
export function readText(raw: RawCell, multiline = false): string {
  if (isEmptyCell(raw)) return '';
  const text = (typeof raw === 'string' ? raw.normalize('NFC') : shown(raw)).replace(CONTROL, '');
  return multiline
    ? text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim()
    : text.replace(/[\r\n\t]+/g, ' ').trim();
}

/** A number typed as text: 1'234.50, 1 234,50, CHF 1'500.–, -3, 12,5; null when it is not one. */
export function parseNumberText(input: string): number | 'ambiguous' | null {
  let s = input
    .trim()
    .replace(/^(chf|sfr\.?|fr\.|eur|€)\s*/i, '')
    .replace(/\s*(chf|sfr\.?|fr\.|eur|€|m²|m2)$/i, '')
    .replace(/[.,][-\u2013\u2014]{1,2}$/, '')
    .replace(/^[\u2212\u2013]/, '-')
    .replace(THOUSANDS_SEPARATORS, '');
  const negative = s.startsWith('-');
  if (negative || s.startsWith('+')) s = s.slice(1);
  if (!/^\d[\d.,]*$/.test(s) || /[.,]$/.test(s)) return null;
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  if (dots > 0 && commas > 0) {
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    const [whole = '', fraction = ''] = s.split(decimal);
    if (s.split(decimal).length !== 2 || !/^\d{1,3}([.,]\d{3})*$/.test(whole)) return null;
    s = `${whole.split(grouping).join('')}.${fraction}`;
  } else if (commas === 1) {
    if (/^[1-9]\d{0,2},\d{3}$/.test(s)) return 'ambiguous';
    s = s.replace(',', '.');
  } else if (commas > 1 || dots > 1) {
    if (!/^\d{1,3}([.,]\d{3})+$/.test(s)) return null;
    s = s.replace(/[.,]/g, '');
  }
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const value = Number(s);
  return negative ? -value : value;
}

/** A number cell; null when empty. */
export function readNumber(raw: RawCell): Read<number | null> {
  if (isEmptyCell(raw)) return ok(null);
  if (typeof raw === 'number')
    return Number.isFinite(raw) ? ok(exact(raw)) : fail('import_cell_number_invalid', raw);
  if (typeof raw !== 'string') return fail('import_cell_number_invalid', raw);
  const value = parseNumberText(raw);
  if (value === 'ambiguous') return fail('import_cell_number_ambiguous', raw);
  return value === null ? fail('import_cell_number_invalid', raw) : ok(value);
}

/** Excel's day numbers: day 25569 is 01.01.1970; accepted from 1927 to 2118. */
const EXCEL_EPOCH_DAY = 25569;
const DAY_MS = 86_400_000;

function dateOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}

/**
 * A date cell as DD.MM.YYYY (what the date rule reads); null when empty. Takes real Excel dates,
 * Excel day numbers, DD.MM.YYYY (also D.M.YY, with / or -) and YYYY-MM-DD.
 */
export function readDate(raw: RawCell): Read<string | null> {
  if (isEmptyCell(raw)) return ok(null);
  if (raw instanceof Date) return ok(swissDate(raw));
  if (typeof raw === 'number') {
    if (raw < 10_000 || raw > 80_000) return fail('import_cell_date_invalid', raw);
    return ok(swissDate(new Date((Math.floor(raw) - EXCEL_EPOCH_DAY) * DAY_MS)));
  }
  if (typeof raw !== 'string') return fail('import_cell_date_invalid', raw);
  const text = raw.trim();
  const swiss = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(text);
  let date: string | null = null;
  if (swiss) {
    const year = swiss[3]!.length === 2 ? 2000 + Number(swiss[3]) : Number(swiss[3]);
    date = dateOf(year, Number(swiss[2]), Number(swiss[1]));
  } else if (iso) {
    date = dateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  }
  return date === null ? fail('import_cell_date_invalid', raw) : ok(date);
}

/** Words for yes and no besides the catalogue's own in the four languages. */
const YES_TOKENS = ['j', 'y', 'o', 'si', 'true', 'wahr', 'vrai', 'vero', 'x', '1', '✓', '✔'];
const NO_TOKENS = ['n', 'non', 'false', 'falsch', 'faux', 'falso', '0', '-', '–'];

let booleanWords: Map<string, boolean> | null = null;

function booleanWordsIndex(): Map<string, boolean> {
  if (!booleanWords) {
    booleanWords = new Map();
    for (const lang of LANGUAGES) {
      booleanWords.set(normalise(translate(lang, 'import_yes')), true);
      booleanWords.set(normalise(translate(lang, 'import_no')), false);
    }
    for (const word of YES_TOKENS) booleanWords.set(word, true);
    for (const word of NO_TOKENS) booleanWords.set(word, false);
  }
  return booleanWords;
}

/** A yes/no cell; null when empty (the field's default applies). */
export function readBoolean(raw: RawCell): Read<boolean | null> {
  if (isEmptyCell(raw)) return ok(null);
  if (typeof raw === 'boolean') return ok(raw);
  if (typeof raw === 'number' && (raw === 0 || raw === 1)) return ok(raw === 1);
  const value = typeof raw === 'string' ? booleanWordsIndex().get(normalise(raw)) : undefined;
  return value === undefined ? fail('import_cell_boolean_invalid', raw) : ok(value);
}

/** The entries of a list cell: separated by commas, semicolons or line breaks. */
export function readList(raw: RawCell): string[] {
  return readText(raw, true)
    .split(/[,;\n]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The codes of a choice column by code or label (normalised), and the labels to name when refusing. */
export interface ChoiceLookup {
  index: ReadonlyMap<string, string>;
  /** the allowed labels in the request's language, joined */
  allowed: string;
}

/** A choice cell as its code; '' when empty. */
export function readChoice(raw: RawCell, lookup: ChoiceLookup): Read<string> {
  if (isEmptyCell(raw)) return ok('');
  const code = lookup.index.get(normalise(readText(raw)));
  return code === undefined ? fail('import_cell_choice_invalid', raw, { allowed: lookup.allowed }) : ok(code);
}

/** A list of choices (characteristics) as codes, in the order written. */
export function readChoices(raw: RawCell, lookup: ChoiceLookup): Read<string[]> {
  const codes: string[] = [];
  for (const entry of readList(raw)) {
    const code = lookup.index.get(normalise(entry));
    if (code === undefined) return fail('import_cell_choice_invalid', entry, { allowed: lookup.allowed });
    codes.push(code);
  }
  return ok(codes);
}

/** Further areas, "Balkon: 12.5, Keller: 8" (a comma before a digit is a decimal comma). */
export function readAreas(raw: RawCell, lookup: ChoiceLookup): Read<Array<{ kind: string; area: number }>> {
  const areas: Array<{ kind: string; area: number }> = [];
  const parts = readText(raw, true)
    .split(/[;\n]|,(?!\d)/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const part of parts) {
    const match = /^(.*?)[\s:=]+([-+]?\d[\d'’ .,]*)\s*(?:m²|m2)?$/i.exec(part);
    const kind = match ? lookup.index.get(normalise(match[1]!)) : undefined;
    const area = match ? parseNumberText(match[2]!) : null;
    if (kind === undefined) return fail('import_cell_area_invalid', part);
    if (typeof area !== 'number') return fail('import_cell_area_invalid', part);
    areas.push({ kind, area });
  }
  return ok(areas);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A description written as plain text in a cell, as the editor's HTML: paragraphs at blank
 * lines, line breaks kept. Markup typed into the cell is text, not markup.
 */
export function plainTextToHtml(text: string): string {
  if (text.trim() === '') return '';
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
