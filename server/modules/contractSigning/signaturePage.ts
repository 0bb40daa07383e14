/**
 * Adds a signature page to a finished PDF as an incremental update (PDF 1.7 section 7.5.6): the
 * signed document's bytes stay unchanged at the start of the final file, followed by the new page,
 * a new page tree node and a new cross-reference section. The page is set in the standard
 * Helvetica fonts (WinAnsi), so that no font has to be embedded.
 */

export interface SignaturePageText {
  title: string;
  /** the lines below the title; an entry of `{ bold }` is a heading line */
  lines: ReadonlyArray<string | { bold: string }>;
}

const A4 = { width: 595.28, height: 841.89 };

/** The bytes of a text in WinAnsi (Latin-1 for what it holds; other characters as `?`). */
function winAnsiHex(text: string): string {
  const out: string[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte = code === 0x2019 ? 0x92 : code === 0x2013 ? 0x96 : code < 256 && code >= 32 ? code : 63;
    out.push(byte.toString(16).padStart(2, '0'));
  }
  return `<${out.join('')}>`;
}

/** Breaks a line so that it fits the page's text width (Helvetica is about half an em wide per character). */
function wrap(text: string, size: number, width: number): string[] {
  const max = Math.max(20, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const cut = rest.lastIndexOf(' ', max);
    const at = cut > max / 2 ? cut : max;
    lines.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  lines.push(rest);
  return lines;
}

function contentOf(page: SignaturePageText): string {
  const left = 56;
  const width = A4.width - 2 * left;
  const ops: string[] = [];
  let y = A4.height - 72;
  const line = (font: 'F1' | 'F2', size: number, text: string) => {
    for (const part of wrap(text, size, width)) {
      if (y < 56) return;
      ops.push(`BT /${font} ${size} Tf ${left} ${y.toFixed(2)} Td ${winAnsiHex(part)} Tj ET`);
      y -= size * 1.45;
    }
  };
  line('F2', 16, page.title);
  y -= 8;
  for (const entry of page.lines) {
    if (typeof entry === 'string') line('F1', 10, entry);
    else {
      y -= 6;
      line('F2', 11, entry.bold);
    }
  }
  return ops.join('\n');
}

function match(source: string, pattern: RegExp, what: string): RegExpExecArray {
  const found = pattern.exec(source);
  if (!found) throw new Error(`the PDF has no ${what}`);
  return found;
}

/** The PDF with the signature page added at its end. */
export function appendSignaturePage(pdf: Buffer, page: SignaturePageText): Buffer {
  const source = pdf.toString('latin1');
  const trailerAt = source.lastIndexOf('trailer');
  const trailer = source.slice(trailerAt);
  const size = Number(match(trailer, /\/Size (\d+)/, 'trailer size')[1]);
  const root = match(trailer, /\/Root (\d+) 0 R/, 'root')[1]!;
  const info = /\/Info (\d+) 0 R/.exec(trailer)?.[1];
  const ids = /\/ID \[[^\]]*\]/.exec(trailer)?.[0];
  const previous = Number(
    match(source.slice(source.lastIndexOf('startxref')), /startxref\s+(\d+)/, 'xref')[1],
  );
  const catalog = match(
    source,
    new RegExp(`(?:^|\\n)${root} 0 obj\\s*<<([\\s\\S]*?)>>\\s*endobj`),
    'catalog',
  )[1]!;
  const pagesId = Number(match(catalog, /\/Pages (\d+) 0 R/, 'page tree')[1]);
  const pagesAll = [
    ...source.matchAll(new RegExp(`(?:^|\\n)${pagesId} 0 obj\\s*<<([\\s\\S]*?)>>\\s*endobj`, 'g')),
  ];
  const pages = pagesAll.at(-1)?.[1];
  if (pages === undefined) throw new Error('the PDF has no page tree node');
  const kids = match(pages, /\/Kids \[([^\]]*)\]/, 'page list')[1]!.trim();
  const count = Number(match(pages, /\/Count (\d+)/, 'page count')[1]);

  const [font, bold, content, newPage] = [size, size + 1, size + 2, size + 3];
  const stream = Buffer.from(contentOf(page), 'latin1');
  const objects: Array<[number, Buffer]> = [
    [
      pagesId,
      Buffer.from(`<<\n/Type /Pages\n/Count ${count + 1}\n/Kids [${kids} ${newPage} 0 R]\n>>`, 'latin1'),
    ],
    [
      font,
      Buffer.from('<<\n/Type /Font\n/Subtype /Type1\n/BaseFont /Helvetica\n/Encoding /WinAnsiEncoding\n>>'),
    ],
    [
      bold,
      Buffer.from(
        '<<\n/Type /Font\n/Subtype /Type1\n/BaseFont /Helvetica-Bold\n/Encoding /WinAnsiEncoding\n>>',
      ),
    ],
    [
      content,
      Buffer.concat([
        Buffer.from(`<<\n/Length ${stream.length}\n>>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    ],
    [
      newPage,
      Buffer.from(
        `<<\n/Type /Page\n/Parent ${pagesId} 0 R\n/MediaBox [0 0 ${A4.width} ${A4.height}]\n` +
          `/Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >>\n/Contents ${content} 0 R\n>>`,
      ),
    ],
  ];
  const parts: Buffer[] = [pdf.at(-1) === 0x0a ? pdf : Buffer.concat([pdf, Buffer.from('\n')])];
  let offset = parts[0]!.length;
  const offsets = new Map<number, number>();
  for (const [id, body] of objects) {
    offsets.set(id, offset);
    const bytes = Buffer.concat([Buffer.from(`${id} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(bytes);
    offset += bytes.length;
  }
  const entry = (id: number) => `${String(offsets.get(id)).padStart(10, '0')} 00000 n \n`;
  const xref =
    `xref\n${pagesId} 1\n${entry(pagesId)}${font} 4\n${entry(font)}${entry(bold)}${entry(content)}${entry(newPage)}` +
    `trailer\n<<\n/Size ${size + 4}\n/Root ${root} 0 R\n${info ? `/Info ${info} 0 R\n` : ''}${ids ? `${ids}\n` : ''}` +
    `/Prev ${previous}\n>>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
