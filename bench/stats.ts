/** Summary of a sample: nearest-rank percentiles, so every figure is a value that was measured. */
export interface Summary {
  count: number;
  median: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
  mean: number;
}

/** The nearest-rank percentile `p` (0–100) of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of an empty sample');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    min: sorted[0] as number,
    max: sorted.at(-1) as number,
    mean: sum / sorted.length,
  };
}

/** Rounds to `digits` decimals, for reports that stay readable. */
export const round = (value: number, digits = 1): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
