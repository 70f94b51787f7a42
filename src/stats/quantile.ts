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
