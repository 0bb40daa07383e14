/**
 * CSV as Swiss Excel reads and writes it: semicolon-separated, UTF-8 with a byte-order mark
 * (older exports: Windows-1252, see windows1252.ts). Quoted fields may hold the separator,
 * doubled quotes and line breaks (RFC 4180).
 */

import { decodeWindows1252 } from './windows1252';

export const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

/** The text of a CSV file, whatever encoding Excel saved it in. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** The separator of a CSV text: whichever of ; , and tab occurs most in its first line (outside quotes). */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = CSV_SEPARATOR;
  for (const [separator, count] of counts) if (count > counts.get(best)!) best = separator;
  return best;
}

/** The records of a CSV text, each a list of fields; a final empty line is no record. */
export function parseCsv(text: string, separator = detectSeparator(text)): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === separator) endField();
    else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else field += char;
    i += 1;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** One field quoted when it holds the separator, a quote, a line break or edge spaces. */
function csvField(value: string): string {
  return /[;,"\r\n\t]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV file Swiss Excel opens as a table: BOM, semicolons, CRLF. */
export function writeCsv(records: ReadonlyArray<readonly string[]>): Buffer {
  const lines = records.map((record) => record.map(csvField).join(CSV_SEPARATOR));
  return Buffer.from(`${UTF8_BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}
