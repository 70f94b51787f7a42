import { normalCdf, normalUpperTail } from '../normal.js';

/**
 * Null distribution of the Mann–Whitney U statistic (U = #{x_i > y_j} + ½·#{x_i = y_j}).
 *
 * Exact: without ties, the number of orderings giving U = u is the coefficient of q^u in the
 * Gaussian binomial [m + n choose m]_q = ∏_{i=1..m} (1 − q^{n+i}) / (1 − q^i). Multiplying and
 * dividing by those factors one at a time (Harding 1984) costs O(min(m, n)·mn) instead of the
 * O((mn)²) of the textbook f(u; m, n) = f(u − n; m − 1, n) + f(u; m, n − 1) recurrence. Counts
 * beyond 2^53 lose integer exactness but keep ~1e-16 relative precision, and tails are always read
 * from the low end (by symmetry), where counts are small and exact.
 */

/** Largest sample size (each side) for which exact p-values and bounds are used, as in R. */
export const EXACT_MAX_SIZE = 50;

const CACHE_LIMIT = 256;
const cdfCache = new Map<string, Float64Array>();

/** cdf[u] = P(U ≤ u) for u = 0..mn under H0 without ties. Cached per (m, n): the gate asks often. */
export function exactCdf(m: number, n: number): Float64Array {
  const small = Math.min(m, n);
  const large = Math.max(m, n);
  const key = `${small},${large}`;
  const cached = cdfCache.get(key);
  if (cached !== undefined) return cached;
  const size = small * large + 1;
  const counts = new Float64Array(size);
  counts[0] = 1;
  for (let i = 1; i <= small; i++) {
    const degree = i * large;
    const step = large + i;
    for (let u = degree; u >= step; u--) counts[u] = counts[u]! - counts[u - step]!;
    for (let u = i; u <= degree; u++) counts[u] = counts[u]! + counts[u - i]!;
  }
  let total = 0;
  for (const count of counts) total += count;
  const cdf = new Float64Array(size);
  let cumulative = 0;
  for (let u = 0; u < size; u++) {
    cumulative += counts[u]!;
    cdf[u] = Math.min(1, cumulative / total);
  }
  if (cdfCache.size >= CACHE_LIMIT) cdfCache.delete(cdfCache.keys().next().value!);
  cdfCache.set(key, cdf);
  return cdf;
}

/** P(U ≤ u), exact, no ties. */
export function exactLowerTail(u: number, m: number, n: number): number {
  if (u < 0) return 0;
  const mn = m * n;
  if (u >= mn) return 1;
  return exactCdf(m, n)[Math.floor(u)]!;
}

/** P(U ≥ u), exact, no ties; read through the symmetry U ↔ mn − U to stay in the accurate tail. */
export function exactUpperTail(u: number, m: number, n: number): number {
  return exactLowerTail(m * n - Math.ceil(u), m, n);
}

/** Standard deviation of U under H0 with the tie correction (tieTerm = Σ t³ − t over tie groups). */
export function uStandardDeviation(m: number, n: number, tieTerm: number): number {
  const total = m + n;
  if (total < 2) return 0;
  const variance = ((m * n) / 12) * (total + 1 - tieTerm / (total * (total - 1)));
  return Math.sqrt(Math.max(0, variance));
}

/** P(U ≤ u) by the normal approximation with continuity correction. */
export function approxLowerTail(u: number, m: number, n: number, tieTerm: number): number {
  const sd = uStandardDeviation(m, n, tieTerm);
  if (sd === 0) return 1;
  return normalCdf((u - (m * n) / 2 + 0.5) / sd);
}

/** P(U ≥ u) by the normal approximation with continuity correction. */
export function approxUpperTail(u: number, m: number, n: number, tieTerm: number): number {
  const sd = uStandardDeviation(m, n, tieTerm);
  if (sd === 0) return 1;
  return normalUpperTail((u - (m * n) / 2 - 0.5) / sd);
}
