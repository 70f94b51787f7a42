import { assertOpenUnit } from '../finite.js';
import { normalQuantile } from '../normal.js';
import { EXACT_MAX_SIZE, exactCdf, uStandardDeviation } from './mann-whitney-distribution.js';

/**
 * The rank k (1-based) such that the k-th and (mn − k + 1)-th smallest pairwise differences bound
 * the shift with probability of missing at most `misrate` (two-sided, misrate/2 each side).
 * This is the inversion of the Mann–Whitney test: the true shift lies below the k-th difference
 * exactly when U computed at that shift is at most k − 1, so k − 1 is the largest u with
 * P(U ≤ u) ≤ misrate/2.
 *
 * Exact distribution when both sides have at most EXACT_MAX_SIZE values and `tieTerm` is 0,
 * otherwise the normal approximation. Returns 0 when even the most extreme differences cannot
 * reach the requested misrate: the bound is then unbounded.
 */
export function boundRank(m: number, n: number, misrate: number, tieTerm: number): number {
  return tieTerm === 0 && m <= EXACT_MAX_SIZE && n <= EXACT_MAX_SIZE
    ? exactBoundRank(m, n, misrate)
    : normalBoundRank(m, n, misrate, tieTerm);
}

/** boundRank from the exact null distribution of U (no ties). */
export function exactBoundRank(m: number, n: number, misrate: number): number {
  assertOpenUnit('misrate', misrate);
  const mn = m * n;
  if (mn === 0) return 0;
  const cdf = exactCdf(m, n);
  const target = misrate / 2;
  // cdf is increasing, so binary-search the last u with cdf[u] ≤ target.
  let low = -1;
  let high = mn;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (cdf[mid]! <= target) low = mid;
    else high = mid;
  }
  return clampRank(low + 1, mn);
}

/**
 * boundRank from the normal approximation with continuity and tie correction: Hollander & Wolfe,
 * "Nonparametric Statistical Methods", large-sample C_α = mn/2 − z·σ, rounded as the continuity
 * correction implies: P(U ≤ k − 1) ≈ Φ((k − ½ − mn/2)/σ) ≤ misrate/2 ⇔ k ≤ mn/2 + ½ − z·σ.
 */
export function normalBoundRank(m: number, n: number, misrate: number, tieTerm: number): number {
  assertOpenUnit('misrate', misrate);
  const mn = m * n;
  if (mn === 0) return 0;
  const sd = uStandardDeviation(m, n, tieTerm);
  return clampRank(Math.floor(mn / 2 + 0.5 - normalQuantile(1 - misrate / 2) * sd), mn);
}

/** Keeps the lower order statistic at or below the upper one, and 0 for "not achievable". */
function clampRank(k: number, mn: number): number {
  return Math.max(0, Math.min(k, Math.floor((mn + 1) / 2)));
}
