import sharp, { type Sharp } from 'sharp';
import { ApiError } from '../../core/errors';
import type { Refusal } from './service';

/**
 * Every image the server reads goes through this file (a lint rule keeps `sharp` out of the
 * others): a decode never takes more than IMAGE_MAX_PIXELS, and what is written carries no EXIF,
 * GPS, XMP or IPTC (sharp writes none unless asked), turned upright first.
 *
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

/**
 * The one way to decode an image (or render an SVG): at most IMAGE_MAX_PIXELS, refusing damaged
 * data. Whatever is encoded from it carries no metadata unless a caller asks for it.
 */
export function decodeImage(bytes: Buffer, options: { animated?: boolean } = {}): Sharp {
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', ...options });
}

const decoder = (bytes: Buffer) => decodeImage(bytes);

/** What an image's header says, read without decoding any pixel. */
export interface ImageHeader {
  /** upright, as the image is shown */
  width: number;
  height: number;
  format: string;
  /** frames of an animation (1 for a still image) */
  pages: number;
  /** EXIF (GPS, camera), XMP, IPTC or text comments, or an orientation still to apply */
  hasMetadata: boolean;
}

export type ImageCheck =
  ({ ok: true } & ImageHeader) | { ok: false; reason: 'unreadable' | 'too_many_pixels' };

/** An image's header, read without decoding any pixel whatever the image's size; null if unreadable. */
async function readHeader(bytes: Buffer): Promise<ImageHeader | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    const header = {
      width: meta.autoOrient?.width ?? meta.width ?? 0,
      height: meta.autoOrient?.height ?? meta.height ?? 0,
      format: meta.format ?? '',
      pages: meta.pages ?? 1,
      hasMetadata:
        meta.exif !== undefined ||
        meta.xmp !== undefined ||
        meta.iptc !== undefined ||
        (meta.comments?.length ?? 0) > 0 ||
        (meta.orientation ?? 1) !== 1,
    };
    return header.width > 0 && header.height > 0 ? header : null;
  } catch {
    return null;
  }
}

/** Checks an image from its header: readable, and of at most IMAGE_MAX_PIXELS. */
export async function checkImage(bytes: Buffer): Promise<ImageCheck> {
  const header = await readHeader(bytes);
  if (!header) return { ok: false, reason: 'unreadable' };
  if (header.width * header.height > IMAGE_MAX_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  return { ok: true, ...header };
}

/** Why an image upload is refused, for the upload's per-file errors. */
export function imageRefusal(reason: 'unreadable' | 'too_many_pixels'): Omit<Refusal, 'name'> {
  return reason === 'too_many_pixels'
    ? {
        message: 'image_too_many_pixels',
        detail: 'image_too_many_pixels_detail',
        detailParams: { max: IMAGE_MAX_PIXELS / 1_000_000 },
      }
    : { message: 'image_unreadable', detail: 'image_unreadable_detail' };
}

/** A box an image is fitted into for a PDF: `inside` keeps it whole, `cover` fills and cuts. */
export interface PrintBox {
  width: number;
  height: number;
  fit: 'inside' | 'cover';
  /** JPEG quality, 80 unless given */
  quality?: number;
}

/**
 * An image as a PDF embeds it: checked first (an image over the pixel limit is never decoded),
 * upright, fitted to `box` (never larger than the box, so the PDF carries a bounded rendition,
 * never the original), transparency on white, as a JPEG without metadata.
 */
export async function printImage(
  bytes: Buffer,
  box: PrintBox,
): Promise<{ ok: true; jpeg: Buffer } | { ok: false; reason: 'unreadable' | 'too_many_pixels' }> {
  const check = await checkImage(bytes);
  if (!check.ok) return check;
  try {
    const jpeg = await decoder(bytes)
      .rotate()
      .resize(box.width, box.height, { fit: box.fit, withoutEnlargement: box.fit === 'inside' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: box.quality ?? 80, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

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

/**
 * An image as it is stored and served: in the format of its extension, upright, at most `maxSide`
 * pixels on its longer side (when given), with its colour profile but without EXIF (GPS,
 * camera), XMP or IPTC. An animated GIF or WebP keeps its frames (neither format records an
 * orientation).
 */
function encodeClean(
  bytes: Buffer,
  ext: string,
  header: ImageHeader,
  maxSide: number | null,
): Promise<Buffer> {
  const animated = header.pages > 1 && (ext === 'gif' || ext === 'webp');
  const decoded = decodeImage(bytes, { animated });
  const upright = animated ? decoded : decoded.rotate();
  const image = (
    maxSide === null
      ? upright
      : upright.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
  ).keepIccProfile();
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
 * What is stored for an uploaded image, and its thumbnail: the image as uploaded when it is within
 * IMAGE_MAX_SIDE and carries no metadata; else re-encoded, upright, without its metadata, scaled
 * down when larger than IMAGE_MAX_SIDE (a 24-megapixel photo becomes about 5 megapixels). An image that cannot be decoded, or has too many pixels to
 * decode safely, is refused.
 */
export async function prepareImage(bytes: Buffer, ext: string): Promise<PreparedImage> {
  const check = await checkImage(bytes);
  if (!check.ok) return check;
  try {
    const thumbnail = await makeThumbnail(bytes);
    const keep = !check.hasMetadata && Math.max(check.width, check.height) <= IMAGE_MAX_SIDE;
    const original = keep ? bytes : await encodeClean(bytes, ext, check, IMAGE_MAX_SIDE);
    const scale = Math.min(1, IMAGE_MAX_SIDE / Math.max(check.width, check.height));
    return {
      ok: true,
      original,
      thumbnail,
      width: Math.round(check.width * scale),
      height: Math.round(check.height * scale),
    };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/**
 * A stored image as it may leave the app: unchanged when its header shows no metadata (every
 * image stored since uploads are cleaned), else re-encoded in its format, upright, without EXIF,
 * GPS, XMP or IPTC (its size kept). One that carries metadata but cannot be cleaned (unreadable,
 * or over the pixel limit) is not sent: its reason instead.
 */
export async function servableImage(
  bytes: Buffer,
  ext: string,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; reason: 'unreadable' | 'too_many_pixels' }> {
  const header = await readHeader(bytes);
  if (header && !header.hasMetadata) return { ok: true, bytes };
  const check = await checkImage(bytes);
  if (!check.ok) return check;
  try {
    return { ok: true, bytes: await encodeClean(bytes, ext, check, null) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/**
 * A stored file's bytes as they are sent: an image (of a type we process) without its metadata
 * (see servableImage), anything else as stored. An image that would have to be cleaned but
 * cannot be decoded is refused (422), never sent with its metadata.
 */
export async function servedBytes(bytes: Buffer, ext: string): Promise<Buffer> {
  if (!PROCESSABLE_IMAGE_TYPES.includes(ext)) return bytes;
  const served = await servableImage(bytes, ext);
  if (served.ok) return served.bytes;
  throw new ApiError(422, served.reason === 'too_many_pixels' ? 'image_too_many_pixels' : 'image_unreadable');
}
