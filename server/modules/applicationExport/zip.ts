import { PassThrough, type Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { zurichOffsetMinutes } from '../../../schema/dates';

/**
 * A ZIP archive written as a stream, one whole entry at a time (PKWARE APPNOTE 6.3: local header
 * with sizes and CRC known in advance, no data descriptors, no ZIP64, names in UTF-8). An entry
 * is deflated when that makes it smaller, stored otherwise (PDFs compress their own streams).
 */

interface CentralEntry {
  name: Buffer;
  crc: number;
  method: number;
  compressed: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** Bit 11: the name is UTF-8. */
const UTF8_FLAG = 0x0800;
const LIMIT = 0xffff_ffff;

/** MS-DOS time and date of a moment, as the wall time in Zurich (ZIP knows no time zone). */
function dosTime(moment: Date): { time: number; date: number } {
  const at = new Date(moment.getTime() + zurichOffsetMinutes(moment.getTime()) * 60_000);
  const year = Math.max(at.getUTCFullYear(), 1980);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

export interface ZipWriter {
  /** the archive's bytes as they are written */
  stream: Readable;
  /** adds one file; waits while the reader is behind */
  add(name: string, bytes: Buffer): Promise<void>;
  /** writes the central directory and ends the stream */
  finish(): Promise<void>;
  /** ends the stream with an error (the download breaks off instead of ending as a valid archive) */
  abort(error: Error): void;
}

/** A new streamed archive; `now` stamps its entries. */
export function zipWriter(now: Date = new Date()): ZipWriter {
  const stream = new PassThrough({ highWaterMark: 1 << 20 });
  const entries: CentralEntry[] = [];
  const names = new Set<string>();
  const stamp = dosTime(now);
  let offset = 0;

  const write = (chunk: Buffer): Promise<void> => {
    offset += chunk.length;
    if (stream.write(chunk)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        stream.off('drain', onDrain);
        stream.off('close', onClose);
      };
      const onDrain = () => {
        cleanup();
        resolve();
      };
      const onClose = () => {
        cleanup();
        reject(new Error('zip reader went away'));
      };
      stream.once('drain', onDrain);
      stream.once('close', onClose);
    });
  };

  /** `name`, or `name (2).ext` ... when an entry has that name already. */
  const unique = (name: string): string => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; names.has(candidate.toLowerCase()); n += 1) candidate = `${base} (${n})${ext}`;
    names.add(candidate.toLowerCase());
    return candidate;
  };

  return {
    stream,
    async add(rawName, bytes) {
      const name = Buffer.from(unique(rawName), 'utf8');
      const deflated = deflateRawSync(bytes);
      const method = deflated.length < bytes.length ? 8 : 0;
      const data = method === 8 ? deflated : bytes;
      if (bytes.length >= LIMIT || offset + data.length >= LIMIT || entries.length >= 0xffff)
        throw new Error('zip archive too large');
      const crc = crc32(bytes) >>> 0;
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4); // version needed: 2.0
      header.writeUInt16LE(UTF8_FLAG, 6);
      header.writeUInt16LE(method, 8);
      header.writeUInt16LE(stamp.time, 10);
      header.writeUInt16LE(stamp.date, 12);
      header.writeUInt32LE(crc, 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(bytes.length, 22);
      header.writeUInt16LE(name.length, 26);
      header.writeUInt16LE(0, 28);
      entries.push({
        name,
        crc,
        method,
        compressed: data.length,
        size: bytes.length,
        offset,
        ...stamp,
      });
      await write(Buffer.concat([header, name]));
      await write(data);
    },
    async finish() {
      const start = offset;
      for (const entry of entries) {
        const record = Buffer.alloc(46);
        record.writeUInt32LE(0x02014b50, 0);
        record.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
        record.writeUInt16LE(20, 6);
        record.writeUInt16LE(UTF8_FLAG, 8);
        record.writeUInt16LE(entry.method, 10);
        record.writeUInt16LE(entry.time, 12);
        record.writeUInt16LE(entry.date, 14);
        record.writeUInt32LE(entry.crc, 16);
        record.writeUInt32LE(entry.compressed, 20);
        record.writeUInt32LE(entry.size, 24);
        record.writeUInt16LE(entry.name.length, 28);
        // extra, comment, disk number start, internal attributes: 0
        record.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: a regular file, rw-r--r--
        record.writeUInt32LE(entry.offset, 42);
        await write(Buffer.concat([record, entry.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      await write(end);
      stream.end();
    },
    abort(error) {
      stream.destroy(error);
    },
  };
}
