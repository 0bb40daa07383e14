import { createHash, randomBytes } from 'node:crypto';

/**
 * The fair draw of a viewing: `count` applicants among the candidates, by a Fisher-Yates shuffle
 * driven by a stream of SHA-256 blocks of the seed (block i = SHA-256(seed bytes || i as 4 bytes,
 * big endian); each block gives eight 32-bit numbers, read big endian). A number below m comes
 * from rejection sampling, so that every candidate has the same chance. The candidates are taken
 * in ascending order of their ids, so anyone with the stored seed and candidate list recomputes
 * the same result.
 */

/** 32 random bytes from the operating system, as hex: the seed of a new draw. */
export function newDrawSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A stream of unsigned 32-bit numbers from a seed. */
export function seededStream(seedHex: string): () => number {
  const seed = Buffer.from(seedHex, 'hex');
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= block.length) {
      const index = Buffer.alloc(4);
      index.writeUInt32BE(counter);
      counter += 1;
      block = createHash('sha256').update(seed).update(index).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
}

const RANGE = 2 ** 32;

/** A uniform whole number 0 <= n < m from the stream (rejection sampling: no modulo bias). */
export function uniformBelow(next: () => number, m: number): number {
  if (!Number.isInteger(m) || m < 1 || m > RANGE) throw new Error('uniformBelow needs 1 <= m <= 2^32');
  const limit = Math.floor(RANGE / m) * m;
  for (;;) {
    const x = next();
    if (x < limit) return x % m;
  }
}

/** The draw: `count` of the candidates (ascending ids, duplicates once), in the order drawn. */
export function drawFrom(seedHex: string, candidates: readonly number[], count: number): number[] {
  const pool = [...new Set(candidates)].sort((a, b) => a - b);
  const take = Math.max(0, Math.min(count, pool.length));
  const next = seededStream(seedHex);
  for (let i = 0; i < take; i++) {
    const j = i + uniformBelow(next, pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, take);
}
