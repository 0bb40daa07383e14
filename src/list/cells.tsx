import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReactNode } from 'react';
import type { ColumnFormat, TableColumn } from '../../schema/api/tableData';
import { formatDate, formatDateTime } from '../../schema/dates';
import { formatMoney } from '../../schema/money';

/** What a cell needs besides its value: the texts and the project's currency. */
export interface CellContext {
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** a BCP 47 locale such as de-CH */
  locale: string;
  currency: string;
  currencyOrder: 'before' | 'after';
}

type CellRenderer = (value: unknown, column: TableColumn, ctx: CellContext) => ReactNode;

/** The colour of a state chip; states not named here are plain. */
export const STATE_COLORS: Readonly<Record<string, ChipProps['color']>> = {
  available: 'success',
  active: 'success',
  with_offer: 'info',
  assigned: 'secondary',
  reserved: 'warning',
  rented: 'primary',
  sold: 'primary',
  inactive: 'default',
};

const EMPTY = '–';

const LOCALES: Readonly<Record<string, string>> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en-CH' };

/** The number locale of a UI language (Swiss conventions in every language). */
export function numberLocale(language: string): string {
  return LOCALES[language] ?? 'de-CH';
}

/** A number in the user's locale; thousands are grouped only from 10,000 (a year stays 1985). */
/** Number formats made once per locale and precision: making one costs more than many uses. */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  const key = `${locale}|${maximumFractionDigits}`;
  let format = NUMBER_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits, useGrouping: 'min2' });
    NUMBER_FORMATS.set(key, format);
  }
  return format.format(value);
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

const number: CellRenderer = (value, _column, ctx) => {
  const n = asNumber(value);
  return n === null ? EMPTY : formatNumber(n, ctx.locale);
};

const money: CellRenderer = (value, _column, ctx) => {
  const n = asNumber(value);
  return n === null ? EMPTY : formatMoney(n, ctx.currency, ctx.currencyOrder);
};

const date: CellRenderer = (value) => (typeof value === 'string' && value !== '' ? formatDate(value) : EMPTY);

const datetime: CellRenderer = (value) =>
  typeof value === 'string' && value !== '' ? formatDateTime(value) : EMPTY;

const boolean: CellRenderer = (value, _column, ctx) =>
  ctx.translate(value === true || value === 1 || value === 'true' ? 'list_yes' : 'list_no');

const rooms: CellRenderer = (value, _column, ctx) => {
  const n = asNumber(value);
  return n === null ? EMPTY : formatNumber(n, ctx.locale, 1);
};

const area: CellRenderer = (value, _column, ctx) => {
  const n = asNumber(value);
  return n === null ? EMPTY : ctx.translate('list_area_value', { value: formatNumber(n, ctx.locale, 1) });
};

const state: CellRenderer = (value, column) => {
  if (value === null || value === undefined || value === '') return EMPTY;
  const code = String(value);
  const label = column.choices?.find((c) => c.value === code)?.displayName ?? code;
  return <Chip size="small" label={label} color={STATE_COLORS[code] ?? 'default'} />;
};

const text: CellRenderer = (value) => {
  if (value === null || value === undefined || value === '') return EMPTY;
  return String(value);
};

/** format -> how a cell of that format is shown */
export const CELL_RENDERERS: Readonly<Record<ColumnFormat, CellRenderer>> = {
  text,
  number,
  money,
  date,
  datetime,
  state,
  boolean,
  rooms,
  area,
};

export function renderCell(value: unknown, column: TableColumn, ctx: CellContext): ReactNode {
  return (CELL_RENDERERS[column.format] ?? text)(value, column, ctx);
}
