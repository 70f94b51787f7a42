import { sortedFinite } from './finite.js';
import { quantile } from './quantile.js';

export interface Summary {
  /** Number of finite values summarised (non-finite inputs are not counted). */
  n: number;
  mean: number;
  min: number;
  max: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
}

/**
 * Descriptive summary with type-7 quantiles. Non-finite values are ignored; returns null when no
 * finite value remains, so callers must decide what "no data" means instead of printing NaN.
 */
export function summarize(values: readonly number[]): Summary | null {
  const sorted = sortedFinite(values);
  const n = sorted.length;
  if (n === 0) return null;
  // Neumaier summation: latency sums mix values across orders of magnitude.
  let sum = 0;
  let compensation = 0;
  for (const value of sorted) {
    const t = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - t + value : value - t + sum;
    sum = t;
  }
  return {
    n,
    mean: (sum + compensation) / n,
    min: sorted[0]!,
    max: sorted[n - 1]!,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
  };
}
