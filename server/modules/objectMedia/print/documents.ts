import { encode } from 'uqr';
import { printImage } from '../../files/imageVariants';
import { fitBox, fitLine, newDocument, write, type TextStyle } from './pdfText';
import type { PrintSheet } from './sheet';

/** A4 portrait and a business card of 85 × 55 mm, in points. */
const A4: [number, number] = [595.28, 841.89];
const MM = 72 / 25.4;
const CARD: [number, number] = [85 * MM, 55 * MM];

const INK = '#1d2733';
const MUTED = '#55616e';
const PLACEHOLDER = '#eef1f4';
const PLACEHOLDER_LINE = '#b8c2cc';

const M = 42;
const WIDTH = A4[0] - 2 * M;
const IMAGE_TOP = 72;
const IMAGE_HEIGHT = 300;
/** pixels across the flyer's image (about 210 dpi) */
const IMAGE_PIXELS = 1500;

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Edge of the flyer's QR code in points (about 24 mm: a phone reads it from arm's length). */
const QR_SIZE = 68;

/**
 * A QR code of `text` at (x, y), `size` points across, dark modules filled in `color` on white (a
 * quiet zone of two modules inside the size). Error correction M, like the second-factor code.
 */
function qrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number, color: string) {
  const code = encode(text, { ecc: 'M', border: 2 });
  const unit = size / code.size;
  doc.rect(x, y, size, size).fill('#ffffff');
  code.data.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * unit, y + r * unit, unit, unit);
    });
  });
  doc.fill(color);
}

/**
 * The main image as the flyer prints it: upright, cut to the image area's proportions around
 * its centre, as a JPEG without metadata. Null when the image cannot be read or has more pixels
 * than IMAGE_MAX_PIXELS (it is not decoded; the flyer shows the placeholder).
 */
export async function flyerImage(bytes: Buffer): Promise<Buffer | null> {
  const image = await printImage(bytes, {
    width: IMAGE_PIXELS,
    height: Math.round((IMAGE_PIXELS * IMAGE_HEIGHT) / WIDTH),
    fit: 'cover',
    quality: 82,
  });
  return image.ok ? image.jpeg : null;
}

/** A neutral area with a house outline and "no image", where the main image would be. */
function placeholder(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  doc.rect(x, y, w, h).fill(PLACEHOLDER);
  const cx = x + w / 2;
  const cy = y + h / 2 - 14;
  doc
    .moveTo(cx - 46, cy - 4)
    .lineTo(cx, cy - 42)
    .lineTo(cx + 46, cy - 4)
    .moveTo(cx - 34, cy - 14)
    .lineTo(cx - 34, cy + 34)
    .lineTo(cx + 34, cy + 34)
    .lineTo(cx + 34, cy - 14)
    .moveTo(cx - 9, cy + 34)
    .lineTo(cx - 9, cy + 10)
    .lineTo(cx + 9, cy + 10)
    .lineTo(cx + 9, cy + 34)
    .lineWidth(3)
    .lineJoin('round')
    .strokeColor(PLACEHOLDER_LINE)
    .stroke();
  write(doc, text, { size: 12, color: MUTED }, { x, y: cy + 48, width: w, align: 'center' });
}

const LABEL: TextStyle = { weight: 'semibold', size: 11 };

/** The flyer (A4): header, main image, title, address, facts and price, features, description, contact. */
export async function renderFlyer(sheet: PrintSheet, image: Buffer | null, lang: string): Promise<Buffer> {
  const doc = newDocument({
    size: A4,
    title: `${sheet.title} – ${sheet.refNumber}`,
    author: sheet.projectTitle,
    lang,
  });
  const brand = sheet.brandColor;

  doc.rect(0, 0, A4[0], 54).fill(brand);
  const header: TextStyle = { weight: 'semibold', size: 11, color: '#ffffff' };
  write(doc, fitLine(doc, sheet.projectTitle, header, WIDTH * 0.62), header, {
    x: M,
    y: 21,
    width: WIDTH * 0.62,
  });
  write(doc, sheet.refLine, { size: 10, color: '#ffffff' }, { x: M, y: 22, width: WIDTH, align: 'right' });

  if (image) doc.image(image, M, IMAGE_TOP, { width: WIDTH, height: IMAGE_HEIGHT });
  else placeholder(doc, sheet.noImage, M, IMAGE_TOP, WIDTH, IMAGE_HEIGHT);

  let y = IMAGE_TOP + IMAGE_HEIGHT + 20;
  const title: TextStyle = { weight: 'bold', size: 22, color: INK };
  y = write(doc, fitBox(doc, sheet.title, title, WIDTH, 56), title, { x: M, y, width: WIDTH }) + 2;
  if (sheet.address) y = write(doc, sheet.address, { size: 12, color: MUTED }, { x: M, y, width: WIDTH });
  y += 14;

  // facts on the left, the price in a box on the right
  const boxX = M + WIDTH * 0.58;
  const boxWidth = WIDTH - (boxX - M);
  doc.rect(boxX, y, boxWidth, 70).fill(brand);
  write(
    doc,
    sheet.price.label,
    { size: 10, color: '#ffffff' },
    { x: boxX + 14, y: y + 12, width: boxWidth - 28 },
  );
  const priceStyle: TextStyle = { weight: 'bold', size: 20, color: '#ffffff' };
  write(doc, fitLine(doc, sheet.price.value, priceStyle, boxWidth - 28), priceStyle, {
    x: boxX + 14,
    y: y + 30,
    width: boxWidth - 28,
  });
  let factsY = y;
  for (const fact of sheet.facts) {
    write(doc, fact.label, { size: 10.5, color: MUTED }, { x: M, y: factsY, width: 120 });
    write(
      doc,
      fact.value,
      { weight: 'semibold', size: 10.5, color: INK },
      { x: M + 124, y: factsY, width: boxX - M - 136 },
    );
    factsY += 16;
  }
  y = Math.max(factsY, y + 70) + 16;

  const footerTop = A4[1] - M - 70;
  const body: TextStyle = { size: 10.5, color: INK };
  if (sheet.features.length > 0) {
    y = write(doc, sheet.featuresLabel, { ...LABEL, color: brand }, { x: M, y, width: WIDTH }) + 2;
    y =
      write(doc, fitBox(doc, sheet.features.join(' · '), body, WIDTH, 40), body, { x: M, y, width: WIDTH }) +
      12;
  }
  const visitationHeight = sheet.visitation ? 18 : 0;
  const room = footerTop - 16 - visitationHeight - y - 16;
  if (sheet.description && room > 30) {
    y = write(doc, sheet.descriptionLabel, { ...LABEL, color: brand }, { x: M, y, width: WIDTH }) + 2;
    const text = fitBox(doc, sheet.description, body, WIDTH, room);
    if (text) y = write(doc, text, body, { x: M, y, width: WIDTH }) + 8;
  }
  if (sheet.visitation) {
    const style: TextStyle = { size: 10, color: MUTED };
    write(doc, fitLine(doc, sheet.visitation, style, WIDTH), style, {
      x: M,
      y: footerTop - 16 - visitationHeight,
      width: WIDTH,
    });
  }

  // the project's contact
  doc
    .moveTo(M, footerTop - 10)
    .lineTo(M + WIDTH, footerTop - 10)
    .lineWidth(1)
    .strokeColor(brand)
    .stroke();
  write(doc, sheet.contact.label, { ...LABEL, color: brand }, { x: M, y: footerTop, width: WIDTH / 2 });
  let left = write(
    doc,
    sheet.contact.name,
    { weight: 'semibold', size: 10.5 },
    { x: M, y: footerTop + 16, width: WIDTH / 2 },
  );
  for (const line of sheet.contact.lines.slice(0, 3)) {
    left = write(doc, line, { size: 10, color: INK }, { x: M, y: left, width: WIDTH / 2 });
  }
  // phone and e-mail in the middle, the application link's QR code with its caption on the right
  const qrX = M + WIDTH - QR_SIZE;
  const middle = M + WIDTH * 0.42;
  const middleWidth = qrX - 12 - middle;
  let right = footerTop + 16;
  for (const line of [sheet.contact.phone, sheet.contact.email].filter(Boolean)) {
    const style: TextStyle = { size: 10, color: INK };
    right = write(doc, fitLine(doc, line, style, middleWidth), style, {
      x: middle,
      y: right,
      width: middleWidth,
      align: 'right',
    });
  }
  const caption: TextStyle = { weight: 'semibold', size: 9, color: brand };
  write(doc, fitBox(doc, sheet.application.caption, caption, middleWidth, 24), caption, {
    x: middle,
    y: Math.max(right + 4, footerTop + QR_SIZE - 24),
    width: middleWidth,
    align: 'right',
  });
  qrCode(doc, sheet.application.url, qrX, footerTop - 2, QR_SIZE, INK);
  return finish(doc);
}

/** The business card (85 × 55 mm): title, address, key facts, price and the project's contact. */
export async function renderBusinessCard(sheet: PrintSheet, lang: string): Promise<Buffer> {
  const doc = newDocument({
    size: CARD,
    title: `${sheet.title} – ${sheet.refNumber}`,
    author: sheet.projectTitle,
    lang,
  });
  const [width, height] = CARD;
  const brand = sheet.brandColor;
  doc.rect(0, 0, 7, height).fill(brand);
  const x = 19;
  const w = width - x - 12;

  const small: TextStyle = { size: 6, color: MUTED };
  write(doc, fitLine(doc, sheet.refLine, small, w), small, { x, y: 9, width: w, align: 'right' });
  const title: TextStyle = { weight: 'bold', size: 10.5, color: INK };
  let y = write(doc, fitBox(doc, sheet.title, title, w, 27), title, { x, y: 18, width: w });
  const line: TextStyle = { size: 7.5, color: MUTED };
  if (sheet.address) y = write(doc, fitLine(doc, sheet.address, line, w), line, { x, y, width: w });
  const facts = sheet.facts
    .filter((fact) => fact.key === 'rooms' || fact.key === 'area' || fact.key === 'floor')
    .map((fact) => (fact.key === 'rooms' ? `${fact.value} ${fact.label}` : fact.value));
  if (facts.length > 0) y = write(doc, fitLine(doc, facts.join(' · '), line, w), line, { x, y, width: w });

  y += 4;
  y = write(doc, sheet.price.label, { size: 6.5, color: MUTED }, { x, y, width: w });
  const price: TextStyle = { weight: 'bold', size: 11, color: brand };
  write(doc, fitLine(doc, sheet.price.value, price, w), price, { x, y, width: w });

  const contact = [sheet.contact.phone, sheet.contact.email].filter(Boolean);
  let bottom = height - 11 - 9 * (contact.length + 1);
  const name: TextStyle = { weight: 'semibold', size: 7.5, color: INK };
  bottom = write(doc, fitLine(doc, sheet.contact.name, name, w), name, { x, y: bottom, width: w });
  const detail: TextStyle = { size: 7, color: INK };
  for (const text of contact)
    bottom = write(doc, fitLine(doc, text, detail, w), detail, { x, y: bottom, width: w });
  return finish(doc);
}
