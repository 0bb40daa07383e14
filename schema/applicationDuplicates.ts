import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Duplicate households: two applications are the same household when they share the main
 * applicant's e-mail (lower case), phone (E.164, Swiss numbers without a country code read as
 * Swiss), or name and birth date. Applications linked by any of these, also through a third, form
 * one group; `applications.duplicate_group` holds the group's label (null when alone). Pure, so
 * the server and the demo seeder compute the same keys and groups.
 */

/** The e-mail as compared and stored: trimmed, lower case. */
export function normalizeEmail(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/**
 * The phone as compared and stored: E.164 (+41791234567), numbers without a country code read as
 * Swiss; what cannot be read as a phone number keeps its digits (and a leading +); '' when empty.
 */
export function normalizePhone(phone: string | null | undefined): string {
  const text = (phone ?? '').trim();
  if (text === '') return '';
  const parsed = parsePhoneNumberFromString(text, 'CH');
  if (parsed && parsed.isPossible()) return parsed.format('E.164');
  const digits = text.replace(/[^\d]/g, '');
  if (digits === '') return '';
  return text.startsWith('+') ? `+${digits}` : digits;
}

/** The national writing of a Swiss E.164 number (+41791234567 -> 0791234567), for search; '' otherwise. */
export function nationalPhoneDigits(e164: string): string {
  return e164.startsWith('+41') ? `0${e164.slice(3)}` : '';
}

/** A name as compared: lower case, accents dropped, words sorted (so "Muster Anna" = "Anna Muster"). */
export function normalizeName(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** What the duplicate rules look at: the main applicant of an application. */
export interface DuplicateSubject {
  /** the main applicant's full name */
  main_name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD */
  birth_date: string | null;
}

/**
 * The keys an application is matched by: `e:<e-mail>`, `p:<E.164 phone>`, `n:<name>|<birth date>`
 * (each only when its parts are known). Two applications sharing a key are duplicates.
 */
export function duplicateKeys(subject: DuplicateSubject): string[] {
  const keys: string[] = [];
  const email = normalizeEmail(subject.email);
  if (email.includes('@')) keys.push(`e:${email}`);
  const phone = normalizePhone(subject.phone);
  if (phone.replace(/\D/g, '').length >= 6) keys.push(`p:${phone}`);
  const name = normalizeName(subject.main_name);
  if (name !== '' && subject.birth_date) keys.push(`n:${name}|${subject.birth_date}`);
  return keys;
}

/**
 * The duplicate group of each subject among the given ones (in their order): subjects linked by a
 * shared key, directly or through others, share a label (the smallest key of the group); a subject
 * linked to none is null.
 */
export function duplicateGroups(subjects: readonly DuplicateSubject[]): (string | null)[] {
  const parent = subjects.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const keysOf = subjects.map(duplicateKeys);
  const firstWithKey = new Map<string, number>();
  keysOf.forEach((keys, i) => {
    for (const key of keys) {
      const other = firstWithKey.get(key);
      if (other === undefined) firstWithKey.set(key, i);
      else parent[find(i)] = find(other);
    }
  });
  // the label of a group: the smallest key shared by two of its members
  const shared = new Set<string>();
  const seen = new Set<string>();
  for (const keys of keysOf) {
    for (const key of keys) (seen.has(key) ? shared : seen).add(key);
  }
  const label = new Map<number, string>();
  keysOf.forEach((keys, i) => {
    const root = find(i);
    for (const key of keys) {
      if (!shared.has(key)) continue;
      const current = label.get(root);
      if (current === undefined || key < current) label.set(root, key);
    }
  });
  return subjects.map((_, i) => label.get(find(i)) ?? null);
}
