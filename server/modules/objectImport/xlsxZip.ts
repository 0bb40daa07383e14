import { crc32, inflateRawSync } from 'node:zlib';

/**
 * The zip container of an .xlsx, checked before its XML is parsed: only the parts the sheet
 * reader needs are unpacked, their sizes as the central directory declares them must stay within
 * a limit, and each is inflated with that declared size as its ceiling, so that a file lying
 * about its sizes (a zip bomb) stops at the limit instead of filling the memory. The parts come
 * back as a new, uncompressed zip in the order a streaming reader wants them: relations, workbook,
 * shared strings and styles before the worksheets (which exceljs would otherwise copy to
 * temporary files first).
 */

/** Why a zip cannot be read: it unpacks to more than the limit, or it is not a zip we read. */
export class ZipError extends Error {
  constructor(readonly reason: 'too_large' | 'unreadable') {
    super(`xlsx zip ${reason}`);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;

/** The parts of a workbook the sheet reader reads, in the order it wants them. */
const PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** More entries than any workbook has: a directory this long is refused before it is read. */
const MAX_ENTRIES = 10_000;

interface Entry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const unreadable = () => new ZipError('unreadable');

function endOfDirectory(bytes: Buffer): number {
  const last = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= last; at -= 1) if (bytes.readUInt32LE(at) === EOCD) return at;
  throw unreadable();
}

/** The entries of the central directory (ZIP64 and split archives are not read). */
export function zipEntries(bytes: Buffer): Entry[] {
  if (bytes.length < 22) throw unreadable();
  const end = endOfDirectory(bytes);
  if (end >= 20 && bytes.readUInt32LE(end - 20) === ZIP64_LOCATOR) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || bytes.readUInt16LE(end + 4) !== 0) throw unreadable();
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) throw unreadable();
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at = next;
  }
  return entries;
}

const worksheetNumber = (name: string) => Number(WORKSHEET.exec(name)?.[1] ?? Number.NaN);

/** The entries the sheet reader reads, relations first and worksheets by number. */
function partsToRead(entries: readonly Entry[]): Entry[] {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const parts = PARTS.flatMap((name) => byName.get(name) ?? []);
  const sheets = entries
    .filter((entry) => WORKSHEET.test(entry.name))
    .sort((a, b) => worksheetNumber(a.name) - worksheetNumber(b.name));
  if (!byName.has('xl/workbook.xml') || sheets.length === 0) throw unreadable();
  return [...parts, ...sheets];
}

/** An entry's bytes inflated, at most its declared size: more is a lie about the size (too large). */
function unpack(bytes: Buffer, entry: Entry): Buffer {
  if (entry.flags & ENCRYPTED) throw unreadable();
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw unreadable();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw unreadable();
  let content: Buffer;
  if (entry.method === STORED) content = data;
  else if (entry.method === DEFLATED) {
    try {
      content = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new ZipError(code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'unreadable');
    }
  } else throw unreadable();
  if (content.length !== entry.size || crc32(content) !== entry.crc) throw unreadable();
  return content;
}

function storedZip(parts: ReadonlyArray<{ entry: Entry; content: Buffer }>): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { entry, content } of parts) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(STORED, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(STORED, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, content);
    directory.push(central, name);
    offset += local.length + name.length + content.length;
  }
  const directorySize = directory.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...directory, end]);
}

/**
 * The parts of an .xlsx the sheet reader needs, checked and unpacked, as an uncompressed zip in
 * reading order. Refuses (ZipError 'too_large') when their declared sizes add up to more than
 * `maxUnpackedBytes` or an entry inflates to more than it declares; 'unreadable' for anything
 * that is not such a zip.
 */
export function streamableXlsx(bytes: Buffer, maxUnpackedBytes: number): Buffer {
  const parts = partsToRead(zipEntries(bytes));
  const declared = parts.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > maxUnpackedBytes) throw new ZipError('too_large');
  return storedZip(parts.map((entry) => ({ entry, content: unpack(bytes, entry) })));
}
