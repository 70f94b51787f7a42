import { binomialCdf, binomialUpperTail, quantileUpperBoundRank } from './binomial.js';

/**
 * Rank r (1-based) of the largest order statistic X_(r) of n values that is a lower confidence bound of the
 * q-quantile at level 1 − α: P(X_(r) ≤ Q_q) = P(Binomial(n, q) ≥ r) ≥ 1 − α, for any continuous distribution.
 * Null when n values are too few (even the smallest value is not a bound).
 */
export function quantileLowerBoundRank(n: number, q: number, alpha: number): number | null {
  for (let r = n; r >= 1; r--) {
    if (binomialUpperTail(r, n, q) >= 1 - alpha) return r;
  }
  return null;
}

/** Distribution-free one-sided bounds of the q-quantile of `sorted` (ascending): each null when n is too small. */
export function quantileBounds(
  sorted: ArrayLike<number>,
  q: number,
  alpha: { lower: number; upper: number },
): { lower: number | null; upper: number | null } {
  const n = sorted.length;
  const low = quantileLowerBoundRank(n, q, alpha.lower);
  const high = quantileUpperBoundRank(n, q, alpha.upper);
  return { lower: low === null ? null : sorted[low - 1]!, upper: high === null ? null : sorted[high - 1]! };
}

/**
 * Exact one-sample tests of a share of misses (k of n) against the largest share allowed (m):
 * - `exceeds`: P(Binomial(n, m) ≥ k), the p-value of "the true share is above m";
 * - `within`: P(Binomial(n, m) ≤ k), the p-value of "the true share is below m" (not strictly: the met side).
 * Valid for any n; the miss count of independent requests is binomial.
 */
export function missShareTest(misses: number, n: number, allowed: number): { exceeds: number; within: number } {
  return { exceeds: binomialUpperTail(misses, n, allowed), within: binomialCdf(misses, n, allowed) };
}

/**
 * Clopper–Pearson one-sided bounds of a share (successes of n): `lower` at confidence 1 − α_lower (0 when there is no
 * success), `upper` at 1 − α_upper (1 when every trial succeeded). Found by bisection on the exact binomial tails.
 */
export function clopperPearson(successes: number, n: number, alpha: { lower: number; upper: number }): { lower: number; upper: number } {
  if (n <= 0) return { lower: 0, upper: 1 };
  const lower = successes <= 0 ? 0 : bisect((p) => binomialUpperTail(successes, n, p) >= alpha.lower);
  // Upper: the largest p with P(Binomial(n, p) ≤ s) ≥ α.
  const upper = successes >= n ? 1 : bisect((p) => binomialCdf(successes, n, p) < alpha.upper);
  return { lower, upper };
}

/** The smallest p in (0, 1) where `above(p)` turns true (it is false below and true above). */
function bisect(above: (p: number) => boolean): number {
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (above(mid)) high = mid;
    else low = mid;
  }
  return (low + high) / 2;
}

/**
 * The fewest requests with which a share of misses allowed up to `allowed` can be shown within it at confidence
 * 1 − α: every request a hit, (1 − m)ⁿ ≤ α. Null when no number can (m = 0: a share of exactly 0 is never shown).
 */
export function requestsToShowWithin(allowed: number, alpha: number): number | null {
  if (!(allowed > 0)) return null;
  if (allowed >= 1) return 1;
  let n = Math.max(1, Math.ceil(Math.log(alpha) / Math.log1p(-allowed)) - 1);
  while ((1 - allowed) ** n > alpha) n++;
  return n;
}
