/**
 * A small deterministic pseudo-random generator (mulberry32) for the demo data. The same seed
 * always yields the same sequence, on every platform, so seeded databases are reproducible.
 */
export interface Rng {
  /** Next float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
  /** One value chosen by relative weights. */
  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T;
  /** A subset of items, each kept with probability p, in their original order. */
  subset<T>(items: readonly T[], p: number): T[];
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a base seed and an index into a new 32-bit seed, so row n is independent of rows before it. */
export function mixSeed(base: number, index: number): number {
  let h = (base ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A stable 32-bit hash of a string (FNV-1a), to derive seeds from names such as a project slug. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty array');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance(p) {
      return next() < p;
    },
    weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T {
      const total = choices.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, weight] of choices) {
        r -= weight;
        if (r < 0) return value;
      }
      const last = choices[choices.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    subset<T>(items: readonly T[], p: number): T[] {
      return items.filter(() => next() < p);
    },
  };
  return rng;
}
