/**
 * Windows-1252, the encoding older Swiss Excel versions save CSV files in, decoded by hand: Node's
 * TextDecoder reads it as Latin-1 on some versions (Node 20), which turns € ’ “ ” – into invisible
 * control characters. Bytes 0x00-0x7F and 0xA0-0xFF are the code points of the same number; the
 * block 0x80-0x9F holds the typographic characters below. Its five undefined bytes (0x81, 0x8D,
 * 0x8F, 0x90, 0x9D) cannot be part of Windows-1252 text and become U+FFFD, the replacement
 * character, so that a person sees that something was not readable. Pure.
 */

/**
 * The code points of the bytes 0x80-0x9F, eight a line: € _ ‚ ƒ „ … † ‡ / ˆ ‰ Š ‹ Œ _ Ž _ /
 * _ ‘ ’ “ ” • – — / ˜ ™ š › œ _ ž Ÿ (_ is undefined: U+FFFD).
 */
// prettier-ignore
const BLOCK_80_9F: readonly number[] = [
  0x20ac, 0xfffd, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
  0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0xfffd, 0x017d, 0xfffd,
  0xfffd, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
  0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0xfffd, 0x017e, 0x0178,
];

/** The code point of each of the 256 bytes. */
const CODE_POINTS: Uint16Array = Uint16Array.from({ length: 256 }, (_, byte) =>
  byte >= 0x80 && byte <= 0x9f ? BLOCK_80_9F[byte - 0x80]! : byte,
);

/** The text of Windows-1252 bytes (all its code points are in the BMP: one UTF-16 unit each). */
export function decodeWindows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) units[i] = CODE_POINTS[bytes[i]!]!;
  let text = '';
  // String.fromCharCode takes its arguments on the stack: in slices
  for (let start = 0; start < units.length; start += 8192) {
    text += String.fromCharCode(...units.subarray(start, start + 8192));
  }
  return text;
}
