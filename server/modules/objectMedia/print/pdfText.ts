import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { fontRuns, type Subset } from './text';

/**
 * PDF documents with Source Sans 3 embedded (only the glyphs used), and text written through it:
 * each run of characters in the font part that has them, so that umlauts, accents and the
 * letters of Central European names all print.
 */

export type Weight = 'regular' | 'semibold' | 'bold';

const WEIGHTS: Record<Weight, number> = { regular: 400, semibold: 600, bold: 700 };
const require = createRequire(import.meta.url);

let fontFiles: Map<string, Buffer> | null = null;

/** The font files, read once: `<weight>-<subset>` -> bytes. */
function fonts(): Map<string, Buffer> {
  if (fontFiles) return fontFiles;
  const files = new Map<string, Buffer>();
  for (const [weight, number] of Object.entries(WEIGHTS)) {
    for (const [subset, part] of [
      ['latin', 'latin'],
      ['ext', 'latin-ext'],
    ] as const) {
      const path = require.resolve(
        `@fontsource/source-sans-3/files/source-sans-3-${part}-${number}-normal.woff`,
      );
      files.set(`${weight}-${subset}`, readFileSync(path));
    }
  }
  fontFiles = files;
  return files;
}

const fontName = (weight: Weight, subset: Subset) => `${weight}-${subset}`;

export interface DocumentInfo {
  /** width and height in points */
  size: [number, number];
  title: string;
  author: string;
  lang: string;
}

/** A new document of one page, fonts registered, no margins (everything is placed). */
export function newDocument(info: DocumentInfo): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: info.size,
    margin: 0,
    autoFirstPage: true,
    lang: info.lang,
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Creator: 'Immodesk', Producer: 'Immodesk' },
  });
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
  doc.font(fontName('regular', 'latin'));
  return doc;
}

export interface TextStyle {
  weight?: Weight;
  size: number;
  color?: string;
}

/** The width of a text in a style. */
export function widthOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return fontRuns(text).reduce((sum, run) => {
    doc.font(fontName(style.weight ?? 'regular', run.subset)).fontSize(style.size);
    return sum + doc.widthOfString(run.text);
  }, 0);
}

/** The height a text takes when wrapped at `width`. */
export function heightOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number): number {
  doc.font(fontName(style.weight ?? 'regular', 'latin')).fontSize(style.size);
  return doc.heightOfString(text, { width, lineGap: 1 });
}

/** A text cut with an ellipsis so that it fits on one line of `width`. */
export function fitLine(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number): string {
  if (widthOf(doc, text, style) <= width) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (widthOf(doc, `${chars.slice(0, mid).join('').trimEnd()}…`, style) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

/** A text cut at a word, with an ellipsis, so that it takes at most `height` when wrapped at `width`. */
export function fitBox(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  width: number,
  height: number,
): string {
  if (heightOf(doc, text, style, width) <= height) return text;
  const words = text.split(/(?<=\s)/);
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (heightOf(doc, `${words.slice(0, mid).join('').trimEnd()} …`, style, width) <= height) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : `${words.slice(0, low).join('').trimEnd()} …`;
}

export interface Placement {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** Writes a text at a place, wrapping at the width; returns the y below it. */
export function write(doc: PDFKit.PDFDocument, text: string, style: TextStyle, at: Placement): number {
  const runs = fontRuns(text);
  doc.fillColor(style.color ?? '#1d2733');
  const options = { width: at.width, align: at.align ?? 'left', lineGap: 1 } as const;
  if (runs.length === 0) return at.y;
  runs.forEach((run, index) => {
    doc.font(fontName(style.weight ?? 'regular', run.subset)).fontSize(style.size);
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, at.x, at.y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
  });
  return doc.y;
}
