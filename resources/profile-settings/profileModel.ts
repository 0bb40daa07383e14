/** Sessions in plain words: the device of a user agent, recovery codes as text. */

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
