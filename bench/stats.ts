/** Timing helpers: a monotonic clock and percentiles. */

export function now(): number {
  return performance.now();
}

/** The nearest-rank percentile (p in 0..100) of some samples, in their unit. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export interface Summary {
  p50: number;
  p95: number;
  min: number;
  max: number;
}

export function summarise(samples: readonly number[]): Summary {
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    min: Math.min(...samples),
    max: Math.max(...samples),
  };
}

/** Milliseconds with two decimals. */
export function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '-';
}
