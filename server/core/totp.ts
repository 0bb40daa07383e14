import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238, on HOTP of RFC 4226) and base32 (RFC 4648), as
 * authenticator apps use them: SHA-1, 6 digits, 30-second steps, one step of clock drift either way.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Base32 without padding (the form authenticator apps expect in an otpauth URI). */
export function base32Encode(data: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 in either letter case, ignoring spaces, dashes and padding; null when it is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  /** seconds per step; 30 */
  period?: number;
  /** 6 */
  digits?: number;
  /** sha1 */
  algorithm?: TotpAlgorithm;
}

const DEFAULTS: Required<TotpOptions> = { period: 30, digits: 6, algorithm: 'sha1' };

/** HOTP (RFC 4226): the code of one counter value. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = 6,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (milliseconds since the epoch). */
export function timeStep(timeMs: number, period = DEFAULTS.period): number {
  return Math.floor(timeMs / 1000 / period);
}

/** The TOTP code of a secret at a moment. */
export function totp(key: Uint8Array, timeMs: number, options: TotpOptions = {}): string {
  const { period, digits, algorithm } = { ...DEFAULTS, ...options };
  return hotp(key, timeStep(timeMs, period), digits, algorithm);
}

/**
 * Checks a code against the steps around a moment (one step either way). Answers the step it
 * matched, so that the caller can refuse the same step again (a code is good once), or null.
 */
export function verifyTotp(
  key: Uint8Array,
  code: string,
  timeMs: number,
  options: TotpOptions & { window?: number; afterStep?: number | null } = {},
): number | null {
  const { period, digits, algorithm } = { ...DEFAULTS, ...options };
  const window = options.window ?? 1;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const now = timeStep(timeMs, period);
  let matched: number | null = null;
  // every candidate is computed and compared, so that the time taken says nothing about the match
  for (let step = now - window; step <= now + window; step++) {
    const candidate = hotp(key, step, digits, algorithm);
    const equal = timingSafeEqual(Buffer.from(candidate), Buffer.from(code));
    if (equal && matched === null && (options.afterStep == null || step > options.afterStep)) matched = step;
  }
  return matched;
}

/** A new secret: 160 random bits (the HMAC-SHA-1 block RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/**
 * The otpauth:// URI an authenticator app reads from a QR code
 * (https://github.com/google/google-authenticator/wiki/Key-Uri-Format).
 */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const clean = (text: string) => text.replace(/:/g, ' ').replace(/\s+/g, ' ').trim();
  const issuer = clean(input.issuer);
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(clean(input.account))}`;
  const params = new URLSearchParams({
    secret: input.secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DEFAULTS.digits),
    period: String(DEFAULTS.period),
  });
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, '%20')}`;
}
