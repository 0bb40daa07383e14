import type { ChangelogFieldChange } from '../../schema/api/changelog';

/** How a value before or after a change reads: empty as a dash, lists and objects as JSON. */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A change's value as the server formatted it (money, dates, yes/no), else as it is. */
export function changeText(change: ChangelogFieldChange, side: 'before' | 'after'): string {
  const text = change[`${side}_text`];
  return text ?? changeValueText(change[side]);
}

/** The page of a changed record, for the kinds that have one; null for the others. */
export function recordPath(entity: string, id: string): string | null {
  if (!/^\d+$/.test(id)) return null;
  if (entity === 'objects') return `/objects/${id}`;
  if (entity === 'applications') return `/applications/${id}`;
  return null;
}

/** The record of a changelog entry in words: its name, or its kind and number when it has none. */
export function recordText(name: string | null, kindLabel: string, id: string): string {
  return name ? name : `${kindLabel} #${id}`;
}
