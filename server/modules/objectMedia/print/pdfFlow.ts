import { fitLine, heightOf, write, type TextStyle } from './pdfText';

/**
 * A4 documents written top to bottom (the dossier, the rental agreement): a footer on every page,
 * headings that keep with what follows, label/value rows and paragraphs that move to a new page
 * when they do not fit.
 */

export const A4: [number, number] = [595.28, 841.89];
export const M = 42;
export const WIDTH = A4[0] - 2 * M;
export const TOP = 48;
export const BOTTOM = A4[1] - 48;
const LABEL_WIDTH = 180;
const GAP = 12;

export const INK = '#1d2733';
export const MUTED = '#55616e';
const RULE = '#d5dbe1';

export const BODY: TextStyle = { size: 10, color: INK };
const LABEL: TextStyle = { size: 10, color: MUTED };
const SMALL: TextStyle = { size: 8, color: MUTED };

/** A label and its value. */
export interface FlowLine {
  label: string;
  value: string;
}

/** The bytes of a finished document. */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Writes top to bottom, starting a new page (with the footer) when the next block does not fit. */
export class Flow {
  y = TOP;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly footer: string,
  ) {
    this.drawFooter();
  }

  private drawFooter() {
    const text = fitLine(this.doc, this.footer, SMALL, WIDTH);
    write(this.doc, text, SMALL, { x: M, y: A4[1] - 32, width: WIDTH });
  }

  newPage() {
    this.doc.addPage({ size: A4, margin: 0 });
    this.drawFooter();
    this.y = TOP;
  }

  /** Room for `height` more on this page, else a new one. */
  ensure(height: number) {
    if (this.y + height > BOTTOM) this.newPage();
  }

  heading(text: string, brand: string) {
    const style: TextStyle = { weight: 'bold', size: 13, color: brand };
    // a heading stays with at least a subheading and a row of what follows
    this.ensure(heightOf(this.doc, text, style, WIDTH) + 72);
    this.y += 8;
    this.y = write(this.doc, text, style, { x: M, y: this.y, width: WIDTH }) + 2;
    this.doc
      .moveTo(M, this.y)
      .lineTo(M + WIDTH, this.y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    this.y += 6;
  }

  subheading(text: string) {
    const style: TextStyle = { weight: 'semibold', size: 11, color: INK };
    this.ensure(heightOf(this.doc, text, style, WIDTH) + 24);
    this.y += 4;
    this.y = write(this.doc, text, style, { x: M, y: this.y, width: WIDTH }) + 3;
  }

  /** A label and its value side by side; an empty value prints as a dash. */
  row(label: string, value: string) {
    const valueWidth = WIDTH - LABEL_WIDTH - GAP;
    const shown = value.trim() === '' ? '–' : value;
    const height = Math.max(
      heightOf(this.doc, label, LABEL, LABEL_WIDTH),
      heightOf(this.doc, shown, BODY, valueWidth),
    );
    this.ensure(height);
    write(this.doc, label, LABEL, { x: M, y: this.y, width: LABEL_WIDTH });
    write(this.doc, shown, BODY, { x: M + LABEL_WIDTH + GAP, y: this.y, width: valueWidth });
    this.y += height + 3;
  }

  rows(lines: readonly FlowLine[]) {
    for (const l of lines) this.row(l.label, l.value);
  }

  paragraph(text: string, style: TextStyle = BODY, indent = 0) {
    this.ensure(Math.min(heightOf(this.doc, text, style, WIDTH - indent), BOTTOM - TOP));
    this.y = write(this.doc, text, style, { x: M + indent, y: this.y, width: WIDTH - indent }) + 3;
  }

  space(points: number) {
    this.y += points;
  }
}
