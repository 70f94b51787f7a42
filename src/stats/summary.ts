// Descriptive statistics: the type-7 quantile every stage uses, and a sample's summary built on it.
import { sortedFinite } from './finite.js';

/**
 * Sample quantile of an ascending array, Hyndman & Fan (1996) definition 7: linear interpolation
 * between order statistics at h = (n − 1)·p. It is R's `quantile()` default (`type = 7`), numpy's
 * `method='linear'` and Excel's `PERCENTILE.INC`, so numbers match what readers recompute.
 *
 * `sorted` must be ascending and finite (see `sortedFinite`); it is not re-checked because the
 * bootstrap calls this in its inner loop. Throws a RangeError for an empty array or p outside [0, 1].
 */
export function quantile(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) throw new RangeError('quantile of an empty sample is undefined');
  if (!(p >= 0 && p <= 1)) throw new RangeError(`quantile level must be within [0, 1], got ${p}`);
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const below = sorted[lo]!;
  const fraction = h - lo;
  // Returning the order statistic itself when h is integral keeps p = 1 exact and avoids 0·∞.
  if (fraction === 0 || lo + 1 >= n) return below;
  return below + fraction * (sorted[lo + 1]! - below);
}

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
