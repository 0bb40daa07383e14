import type { ColumnFormat } from '../../../schema/api/tableData';
import { formatDate, formatDateTime } from '../../../schema/dates';
import { formatMoney, formatNumber, type CurrencyOrder } from '../../../schema/money';
import type { MessageKey, Translator } from '../../core/i18n/index';
import { isMessageKey } from '../../core/i18n/index';
import type { Project } from '../../db/types';
import { LIST_SCHEMAS } from '../index';

/**
 * How the changelog names the fields it speaks of, in words a property manager uses: a field by
 * the label its list column gives it (or a label of its own), a value in the field's format. (The
 * records' names: recordNames.ts, which the list's columns need while the modules load.)
 */

interface FieldInfo {
  label: MessageKey;
  format: ColumnFormat;
}

let fieldsByTable: Map<string, Map<string, FieldInfo>> | null = null;

/** The list columns of each table that show a field of the same name: their title and format. */
function listFields(): Map<string, Map<string, FieldInfo>> {
  if (fieldsByTable) return fieldsByTable;
  const map = new Map<string, Map<string, FieldInfo>>();
  for (const schema of LIST_SCHEMAS) {
    const fields = map.get(schema.table) ?? new Map<string, FieldInfo>();
    for (const column of schema.columns) {
      if (column.expr === undefined && !fields.has(column.key))
        fields.set(column.key, { label: column.title, format: column.format });
    }
    map.set(schema.table, fields);
  }
  fieldsByTable = map;
  return map;
}

/** Fields no list column shows, with a label of their own (`change_field_<name>`). */
function ownLabel(field: string): MessageKey | null {
  const key = `change_field_${field}`;
  return isMessageKey(key) ? key : null;
}

/** The objects' amounts, kept in cents: not every one is a list column that says so. */
const MONEY_FIELDS = new Set(['rental_price', 'netto_price', 'extra_price', 'selling_price']);

/** The label of a changed field; a field without one reads as its name in words ("house number"). */
export function fieldLabel(t: Translator, entity: string, field: string): string {
  const own = ownLabel(field);
  if (own) return t(own);
  const listed = listFields().get(entity)?.get(field);
  if (listed) return t(listed.label);
  return field.replace(/_/g, ' ');
}

/** The changed fields of a row (the comma-separated names the trail keeps), as labels. */
export function fieldLabels(t: Translator, entity: string, fields: string): string {
  return fields
    .split(',')
    .filter(Boolean)
    .map((field) => fieldLabel(t, entity, field))
    .join(', ');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A value before or after a change as people read it: money in the project's currency, dates as
 * DD.MM.YYYY (with the time where it has one), yes/no, lists joined; null stays null (the client
 * shows a dash).
 */
export function valueText(
  t: Translator,
  project: Pick<Project, 'currency' | 'currency_order'>,
  entity: string,
  field: string,
  value: unknown,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const format = listFields().get(entity)?.get(field)?.format;
  if (typeof value === 'number' && (format === 'money' || MONEY_FIELDS.has(field))) {
    const order: CurrencyOrder = project.currency_order === 'after' ? 'after' : 'before';
    return formatMoney(value / 100, project.currency, order);
  }
  if (format === 'boolean' || (field === 'active' && (value === 0 || value === 1)))
    return t(value === true || value === 1 ? 'change_value_yes' : 'change_value_no');
  if (typeof value === 'boolean') return t(value ? 'change_value_yes' : 'change_value_no');
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return formatDate(value);
    if (ISO_TIME.test(value)) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.join(', ');
  return JSON.stringify(value);
}
