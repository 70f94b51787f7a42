import { incompleteBeta, tUpperTail } from '../student-t.js';

/** P(X ≤ x) for X ~ Binomial(n, p), by the incomplete beta function (no term-by-term sum). */
function lowerTail(x: number, n: number, p: number): number {
  if (x < 0) return 0;
  if (x >= n || p <= 0) return 1;
  if (p >= 1) return 0;
  return incompleteBeta(1 - p, n - x, x + 1);
}

/** P(X ≥ x) for X ~ Binomial(n, p). */
function upperTail(x: number, n: number, p: number): number {
  if (x <= 0) return 1;
  if (x > n || p <= 0) return 0;
  if (p >= 1) return 1;
  return incompleteBeta(p, x, n - x + 1);
}

/** Bins of the t variable: edges sinh(v) for v evenly spaced, fine near 0 and reaching far into the tails. */
const EDGES = 600;
const REACH = Math.asinh(1e3);

/**
 * A tail of a count whose rate moves from run to run: X ~ Binomial(n, min(1, p·e^{s·T})) with T ~ t(df), the run's
 * factor on the log scale known only through a spread estimated with df degrees of freedom (docs/design/gate.md §4.5).
 * `lower`: P(X ≤ x), the p-value of "the rate is at least p" (few hits); `upper`: P(X ≥ x), of "at most p".
 *
 * Integrated over bins of T with their exact t mass, each bin's binomial tail taken at the bin's edge where it is
 * largest (the tail is monotone in T), and the mass beyond the outermost edges counted whole: the result is an upper
 * bound of the exact mixture, never below it, so a test at a level built on it holds that level.
 */
export function driftedBinomialTail(x: number, n: number, p: number, s: number, df: number, side: 'lower' | 'upper'): number {
  if (!(n > 0) || !(p > 0)) return side === 'lower' ? 1 : x <= 0 ? 1 : 0;
  const tail = side === 'lower' ? lowerTail : upperTail;
  const at = (t: number): number => tail(x, n, Math.min(1, p * Math.exp(s * t)));
  if (!(s > 0)) return Math.min(1, at(0));
  const edges = Array.from({ length: EDGES + 1 }, (_, i) => Math.sinh(-REACH + (2 * REACH * i) / EDGES));
  const below = (t: number): number => 1 - tUpperTail(t, df);
  // Lower tail: largest at the left edge (smaller rate); upper tail: at the right edge.
  let sum = side === 'lower' ? below(edges[0]!) : tUpperTail(edges[EDGES]!, df);
  sum += side === 'lower' ? tUpperTail(edges[EDGES]!, df) * at(edges[EDGES]!) : below(edges[0]!) * at(edges[0]!);
  for (let i = 0; i < EDGES; i++) {
    const mass = tUpperTail(edges[i]!, df) - tUpperTail(edges[i + 1]!, df);
    sum += mass * at(side === 'lower' ? edges[i]! : edges[i + 1]!);
  }
  return Math.min(1, sum);
}

/**
 * Run-to-run spread of a hit share on the log scale, from each run's share of n requests: the variance of the runs'
 * log shares less what binomial sampling explains ((1 − h)/(h·n) by the delta method), floored at 0. Null with
 * fewer than 2 runs, or when a run had no hit (its log share is −∞: a run without hits is then ordinary, and no
 * spread on this scale describes it).
 */
export function hitShareLogSd(shares: readonly number[], perRun: number): number | null {
  if (shares.length < 2 || !(perRun > 0) || shares.some((h) => !(h > 0) || h > 1)) return null;
  const logs = shares.map(Math.log);
  const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
  const between = logs.reduce((s, l) => s + (l - mean) ** 2, 0) / (logs.length - 1);
  const within = shares.reduce((s, h) => s + (1 - h) / (h * perRun), 0) / shares.length;
  return Math.sqrt(Math.max(0, between - within));
}
