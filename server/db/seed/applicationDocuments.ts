/**
 * The documents of the demo applications, made here and now (no download, no image library): a
 * one-page PDF for salary slips, debt-collection extracts and references, a small PNG card for
 * identity documents. Both are derived from the document's name only, so the bytes written later
 * (when a storage is at hand) are the ones whose size the seed recorded.
 */
import { deflateSync } from 'node:zlib';
import { createRng, hashString } from './random';

/** Latin-1 text for a PDF string: parentheses and backslashes escaped, other characters replaced. */
function pdfText(text: string): string {
  return text
    .replace(/[^\u0020-\u00ff]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}

/** A valid one-page A4 PDF (Helvetica, WinAnsi) with a title and lines of text. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 18 Tf 56 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -36 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
    '0.6 G 56 60 m 539 60 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const CARD_W = 240;
const CARD_H = 150;

const CARD_COLOURS = [
  [226, 60, 50],
  [214, 222, 232],
  [228, 214, 190],
] as const;
const PHOTO_COLOURS = [
  [150, 120, 100],
  [120, 110, 105],
  [175, 140, 120],
] as const;
const cards = new Map<string, Buffer>();

/** One of nine identity-card pictures (card and photo colour), drawn once a process. */
function cardVariant(card: readonly number[], photo: readonly number[]): Buffer {
  const name = `${card.join(',')}/${photo.join(',')}`;
  const known = cards.get(name);
  if (known) return known;
  const stride = CARD_W * 3 + 1;
  // the four kinds of rows: header, plain card, photo, photo with a text line beside it
  const row = (paint: (x: number) => readonly number[]) => {
    const bytes = Buffer.alloc(stride);
    for (let x = 0; x < CARD_W; x++) bytes.set(paint(x), 1 + x * 3);
    return bytes;
  };
  const inPhoto = (x: number) => x >= 16 && x < 86;
  const header = row(() => [255, 255, 255]);
  const plain = row(() => card);
  const photoRow = row((x) => (inPhoto(x) ? photo : card));
  const textRow = row((x) => (inPhoto(x) ? photo : x >= 100 && x < 220 ? [60, 60, 70] : card));
  const raw = Buffer.alloc(stride * CARD_H);
  for (let y = 0; y < CARD_H; y++) {
    const kind =
      y < 20 ? header : y < 30 || y >= 120 ? plain : y >= 40 && (y - 40) % 18 < 6 ? textRow : photoRow;
    kind.copy(raw, y * stride);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(CARD_W, 0);
  ihdr.writeUInt32BE(CARD_H, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  cards.set(name, png);
  return png;
}

/** A small PNG of an identity card (one of nine pictures, chosen by the name). */
export function demoIdCardPng(seedText: string): Buffer {
  const rng = createRng(hashString(`immodesk-demo-id:${seedText}`));
  return cardVariant(rng.pick(CARD_COLOURS), rng.pick(PHOTO_COLOURS));
}

export type DemoDocumentMime = 'application/pdf' | 'image/png';

/**
 * The bytes of a demo document from its stored name and type alone (so the seed can record the
 * size now and a storage step can write the same bytes later): an identity card as PNG, anything
 * else as a one-page PDF titled with the name.
 */
export function demoDocumentBytes(fileName: string, mime: DemoDocumentMime): Buffer {
  if (mime === 'image/png') return demoIdCardPng(fileName);
  const rng = createRng(hashString(`immodesk-demo-document:${fileName}`));
  const day = String(rng.int(1, 28)).padStart(2, '0');
  const month = String(rng.int(1, 12)).padStart(2, '0');
  return demoPdf(fileName.replace(/\.pdf$/, ''), [
    `Ausgestellt am ${day}.${month}.2025`,
    `Referenz ${rng.int(100000, 999999)}`,
    'Demo-Dokument der Immodesk-Demo, ohne Gueltigkeit.',
  ]);
}
