import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

/**
 * Images with what a phone camera puts into a photo: GPS position, camera make and model, and an
 * orientation (the picture lies on its side until the orientation is applied), in a format.
 */
export async function cameraPhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<Buffer> {
  const plain = await sharp({
    create: { width, height, channels: 3, background: '#4a7fb0' },
  })
    .png()
    .toBuffer();
  return sharp(plain)
    .withExif({
      IFD0: { Make: 'Phonemaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 22/1 1234/100', GPSLongitudeRef: 'E' },
    })
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}

/** Whether EXIF data holds a GPS directory (the pointer tag 0x8825, either byte order). */
export function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black PNG of any size that costs next to nothing to make and to store: its rows are
 * zeros, which deflate squeezes about a thousand times (16383 × 16383 grey pixels take about
 * 260 kB, in colour about 780 kB). Decoding it still takes every pixel.
 */
export function blankPng(width: number, height: number, colour = false): Promise<Buffer> {
  const id = `${width}x${height}${colour ? 'rgb' : 'grey'}`;
  let made = madePngs.get(id);
  if (!made) {
    made = makeBlankPng(width, height, colour);
    madePngs.set(id, made);
  }
  return made;
}

/** the PNGs made so far, by size and kind: a file's tests make each once */
const madePngs = new Map<string, Promise<Buffer>>();

async function makeBlankPng(width: number, height: number, colour: boolean): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(colour ? 2 : 0, 9); // RGB or grey
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const row = Buffer.alloc(width * (colour ? 3 : 1) + 1); // filter byte 0, then the row's pixels
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
