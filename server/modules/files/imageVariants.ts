import sharp from 'sharp';

/**
 * Stored images and their thumbnails. An image is kept under its storage key, at most
 * IMAGE_MAX_SIDE pixels on its longer side; its thumbnail, a small JPEG for lists and the upload
 * modal, lives under a key derived from the original's (`<random>.thumb.jpg` beside
 * `<random>.<ext>`). The thumbnail has no file row of its own: it is served, checked and removed
 * with its original.
 */

/** The longer side of a stored image; larger uploads are scaled down to it. */
export const IMAGE_MAX_SIDE = 2560;
/** The longer side of a thumbnail. */
export const THUMB_MAX_SIDE = 480;
/** Images of more pixels are refused before they are decoded (about 10,000 × 10,000). */
export const IMAGE_MAX_PIXELS = 100_000_000;

/** Extensions whose content signatures.ts recognises and that we can decode, scale and thumbnail. */
export const PROCESSABLE_IMAGE_TYPES: readonly string[] = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'];

const LAST_EXTENSION = /\.[a-z0-9]{1,10}$/;

/** The key of an image's thumbnail: `1/2026-01/<random>.png` -> `1/2026-01/<random>.thumb.jpg`. */
export function thumbnailKeyOf(key: string): string {
  return `${key.replace(LAST_EXTENSION, '')}.thumb.jpg`;
}

/** Every key stored for a file: the file itself and what is derived from it. */
export function storedKeysOf(key: string): string[] {
  return [key, thumbnailKeyOf(key)];
}

const decoder = (bytes: Buffer) => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });

/**
 * A thumbnail: turned upright as the camera recorded it, at most THUMB_MAX_SIDE pixels on either
 * side, transparency on white, as a JPEG without metadata.
 */
export function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return decoder(bytes)
    .rotate()
    .resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** An image scaled to fit IMAGE_MAX_SIDE, in the format of its extension, upright and without metadata. */
function downscale(bytes: Buffer, ext: string): Promise<Buffer> {
  const image = decoder(bytes)
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  switch (ext) {
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 85 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'avif':
      return image.avif({ quality: 60 }).toBuffer();
    default:
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  }
}

export type PreparedImage =
  | { ok: true; original: Buffer; thumbnail: Buffer; width: number; height: number }
  | { ok: false; reason: 'unreadable' | 'too_many_pixels' };

/**
 * What is stored for an uploaded image: the original as uploaded, or scaled down when it is larger
 * than IMAGE_MAX_SIDE (a 24-megapixel photo becomes about 5 megapixels), and its thumbnail. An
 * image that cannot be decoded, or has too many pixels to decode safely, is refused.
 */
export async function prepareImage(bytes: Buffer, ext: string): Promise<PreparedImage> {
  let width: number;
  let height: number;
  try {
    // reads the header only; the pixel limit is checked here before anything is decoded
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (width === 0 || height === 0) return { ok: false, reason: 'unreadable' };
  if (width * height > IMAGE_MAX_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  try {
    const thumbnail = await makeThumbnail(bytes);
    if (Math.max(width, height) <= IMAGE_MAX_SIDE)
      return { ok: true, original: bytes, thumbnail, width, height };
    const original = await downscale(bytes, ext);
    const scale = IMAGE_MAX_SIDE / Math.max(width, height);
    return {
      ok: true,
      original,
      thumbnail,
      width: Math.round(width * scale),
      height: Math.round(height * scale),
    };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
