/**
 * What a file's content is, told from its first bytes ("magic numbers"), and whether that fits
 * its extension. Our own small table: the handful of types projects allow, each with the bytes
 * its format starts with (and, for the zip-based Office formats, the part that names them).
 */

const ascii = (bytes: Buffer, start: number, text: string) =>
  bytes.length >= start + text.length && bytes.toString('latin1', start, start + text.length) === text;

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** An ISO media file (HEIF, AVIF) whose ftyp box names `brands` as its major or a compatible brand. */
const isoBrand = (bytes: Buffer, brands: readonly string[]) => {
  if (!ascii(bytes, 4, 'ftyp') || bytes.length < 12) return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  const ftyp = bytes.toString('latin1', 8, boxEnd);
  return brands.some((brand) => ftyp.includes(brand));
};

/** An Office Open XML package: a zip with its content-types part and the folder of its kind. */
const officeZip = (folder: string) => (bytes: Buffer) =>
  startsWith(bytes, ZIP) &&
  bytes.includes('[Content_Types].xml', 0, 'latin1') &&
  bytes.includes(folder, 0, 'latin1');

/** Plain text: no NUL byte anywhere (every binary format has them, text never does). */
const plainText = (bytes: Buffer) => !bytes.includes(0);

interface FileKind {
  /** the media type it is served with (text gets its charset added) */
  mime: string;
  matches(bytes: Buffer): boolean;
  /** shown in the browser rather than downloaded (images only) */
  inline: boolean;
}

const IMAGE = true;

export const FILE_KINDS: Readonly<Record<string, FileKind>> = {
  pdf: {
    mime: 'application/pdf',
    // offered as a download: a PDF can carry scripts its viewer runs
    inline: false,
    // at offset 0: readers that search further would let an HTML page with a PDF tail pass as one
    matches: (b) => ascii(b, 0, '%PDF-'),
  },
  png: { mime: 'image/png', inline: IMAGE, matches: (b) => startsWith(b, PNG) },
  jpg: { mime: 'image/jpeg', inline: IMAGE, matches: (b) => startsWith(b, JPEG) },
  jpeg: { mime: 'image/jpeg', inline: IMAGE, matches: (b) => startsWith(b, JPEG) },
  gif: { mime: 'image/gif', inline: IMAGE, matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  webp: { mime: 'image/webp', inline: IMAGE, matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  avif: { mime: 'image/avif', inline: IMAGE, matches: (b) => isoBrand(b, ['avif', 'avis']) },
  heic: {
    mime: 'image/heic',
    inline: false,
    matches: (b) => ascii(b, 4, 'ftyp') && HEIF_BRANDS.some((brand) => ascii(b, 8, brand)),
  },
  heif: {
    mime: 'image/heif',
    inline: false,
    matches: (b) => ascii(b, 4, 'ftyp') && HEIF_BRANDS.some((brand) => ascii(b, 8, brand)),
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
    matches: officeZip('word/'),
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
    matches: officeZip('xl/'),
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    inline: false,
    matches: officeZip('ppt/'),
  },
  doc: { mime: 'application/msword', inline: false, matches: (b) => startsWith(b, OLE) },
  xls: { mime: 'application/vnd.ms-excel', inline: false, matches: (b) => startsWith(b, OLE) },
  ppt: { mime: 'application/vnd.ms-powerpoint', inline: false, matches: (b) => startsWith(b, OLE) },
  txt: { mime: 'text/plain', inline: false, matches: plainText },
  csv: { mime: 'text/csv', inline: false, matches: plainText },
};

/** Programs: refused whatever their name says. */
function isExecutable(bytes: Buffer): boolean {
  return (
    ascii(bytes, 0, 'MZ') || // Windows (PE/DOS)
    startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].some(
      (magic) => bytes.length >= 4 && bytes.readUInt32BE(0) === magic, // Mach-O, universal binaries
    ) ||
    ascii(bytes, 0, '#!') // scripts
  );
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export type ContentCheck =
  | { ok: true; mime: string; inline: boolean }
  | { ok: false; reason: 'unknown_type' | 'executable' | 'mismatch' };

/** Checks a file's bytes against its extension (lower case, without dot). */
export function checkContent(extension: string, bytes: Buffer): ContentCheck {
  const kind = Object.hasOwn(FILE_KINDS, extension) ? FILE_KINDS[extension] : undefined;
  if (!kind) return { ok: false, reason: 'unknown_type' };
  if (isExecutable(bytes)) return { ok: false, reason: 'executable' };
  if (!kind.matches(bytes)) return { ok: false, reason: 'mismatch' };
  if (kind.mime.startsWith('text/')) {
    // Swiss spreadsheets still export Windows-1252; say which, so umlauts show right
    return {
      ok: true,
      mime: `${kind.mime}; charset=${isUtf8(bytes) ? 'utf-8' : 'windows-1252'}`,
      inline: false,
    };
  }
  return { ok: true, mime: kind.mime, inline: kind.inline };
}
