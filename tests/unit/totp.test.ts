import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  newTotpSecret,
  otpauthUri,
  totp,
  verifyTotp,
  type TotpAlgorithm,
} from '../../server/core/totp';

// RFC 6238 appendix B: the seeds are the ASCII digits 1234567890 repeated to the key length.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

const VECTORS: Array<[number, string, TotpAlgorithm]> = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'],
  [1111111111, '67062674', 'sha256'],
  [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'],
  [2000000000, '90698825', 'sha256'],
  [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives %s with %s', (seconds, code, algorithm) => {
    expect(totp(SEEDS[algorithm], seconds * 1000, { digits: 8, algorithm })).toBe(code);
  });

  it('gives the RFC 4226 HOTP values for the first counters', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expected.forEach((code, counter) => expect(hotp(SEEDS.sha1, counter)).toBe(code));
  });

  it('uses six digits and 30-second steps by default, keeping leading zeros', () => {
    expect(totp(SEEDS.sha1, 1111111109 * 1000)).toBe('081804');
    expect(totp(SEEDS.sha1, 30_000)).toBe(totp(SEEDS.sha1, 59_999));
    expect(totp(SEEDS.sha1, 59_999)).not.toBe(totp(SEEDS.sha1, 60_000));
  });

  it('accepts the previous and the next step, and nothing further away', () => {
    const key = SEEDS.sha1;
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(key, totp(key, now), now)).toBe(step);
    expect(verifyTotp(key, totp(key, now - 30_000), now)).toBe(step - 1);
    expect(verifyTotp(key, totp(key, now + 30_000), now)).toBe(step + 1);
    expect(verifyTotp(key, totp(key, now - 60_000), now)).toBeNull();
    expect(verifyTotp(key, totp(key, now + 60_000), now)).toBeNull();
  });

  it('refuses a step already used, and codes that are not six digits', () => {
    const key = SEEDS.sha1;
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(key, totp(key, now), now, { afterStep: step })).toBeNull();
    expect(verifyTotp(key, totp(key, now + 30_000), now, { afterStep: step })).toBe(step + 1);
    expect(verifyTotp(key, '12345', now)).toBeNull();
    expect(verifyTotp(key, '12345a', now)).toBeNull();
    expect(verifyTotp(key, '', now)).toBeNull();
  });
});

describe('base32 (RFC 4648)', () => {
  const VECTORS32: Array<[string, string]> = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];

  it.each(VECTORS32)('encodes %j as %j (without padding) and back', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded)?.toString()).toBe(plain);
  });

  it('decodes padding, lower case, spaces and dashes, and refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb-oi======')?.toString()).toBe('foobar');
    expect(base32Decode('MZXW1')).toBeNull();
  });

  it('makes secrets of 160 bits that differ each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(a);
  });
});

describe('otpauth URI', () => {
  it('names issuer and account and carries the secret and parameters', () => {
    const uri = otpauthUri({ issuer: 'Immodesk', account: 'demo.admin', secret: 'JBSWY3DPEHPK3PXP' });
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(uri.startsWith('otpauth://totp/Immodesk:demo.admin?')).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Immodesk',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('keeps a colon in a name from splitting the label, and encodes spaces as %20', () => {
    const uri = otpauthUri({ issuer: 'Immo: Desk', account: 'a:b@example.ch', secret: 'AAAA' });
    expect(uri).toContain('otpauth://totp/Immo%20Desk:a%20b%40example.ch?');
    expect(uri).toContain('issuer=Immo%20Desk');
  });
});
