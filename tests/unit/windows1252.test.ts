import { describe, expect, it } from 'vitest';
import { decodeCsv } from '../../server/modules/objectImport/csv';
import { decodeWindows1252 } from '../../server/modules/objectImport/windows1252';

/** The characters of the bytes 0x80-0x9F as Windows-1252 defines them; � for its five undefined bytes. */
const BLOCK_80_9F = '€�‚ƒ„…†‡ˆ‰Š‹Œ�Ž��‘’“”•–—˜™š›œ�žŸ';

const byte = (value: number) => Uint8Array.of(value);

describe('Windows-1252', () => {
  it('decodes every one of the 256 bytes to its character', () => {
    expect([...BLOCK_80_9F]).toHaveLength(32);
    for (let value = 0; value < 256; value += 1) {
      const expected =
        value >= 0x80 && value <= 0x9f ? [...BLOCK_80_9F][value - 0x80]! : String.fromCodePoint(value);
      expect(decodeWindows1252(byte(value)), `byte 0x${value.toString(16)}`).toBe(expected);
    }
  });

  it('never yields a control character for the typographic block', () => {
    const all = decodeWindows1252(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i));
    expect(all).toBe(BLOCK_80_9F);
    expect(all).not.toMatch(/[\u0080-\u009f]/);
  });

  it('decodes the five undefined bytes as the replacement character', () => {
    for (const value of [0x81, 0x8d, 0x8f, 0x90, 0x9d]) expect(decodeWindows1252(byte(value))).toBe('\ufffd');
  });

  it('decodes a long text in one piece', () => {
    const bytes = new Uint8Array(100_000).fill(0x92);
    expect(decodeWindows1252(bytes)).toBe('’'.repeat(100_000));
  });

  it('is what a CSV that is not UTF-8 is read as', () => {
    // "Rue de l’Église;1’234.50;„Seesicht“ – 5 €" as Windows-1252 saves it
    const bytes = Uint8Array.from([
      ...Buffer.from('Rue de l', 'latin1'),
      0x92,
      0xc9,
      ...Buffer.from('glise;1', 'latin1'),
      0x92,
      ...Buffer.from('234.50;', 'latin1'),
      0x84,
      ...Buffer.from('Seesicht', 'latin1'),
      0x93,
      0x20,
      0x96,
      ...Buffer.from(' 5 ', 'latin1'),
      0x80,
    ]);
    expect(decodeCsv(bytes)).toBe('Rue de l’Église;1’234.50;„Seesicht“ – 5 €');
  });
});
