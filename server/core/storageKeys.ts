const SEGMENT = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*$/;
const MAX_KEY_LENGTH = 200;

/**
 * A key the stores accept: lower-case segments of letters, digits, `-`, `_` and single dots
 * between them, joined by `/`; no empty, `.` or `..` segment, no leading dot, at most 200 characters.
 */
export function isStorageKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** The key when the stores accept it; an error naming it otherwise. */
export function checkedKey(key: string): string {
  if (isStorageKey(key)) return key;
  throw new Error(`invalid storage key ${JSON.stringify(String(key).slice(0, 80))}`);
}
