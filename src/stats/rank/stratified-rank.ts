import { normalQuantile } from '../normal.js';
import { quantile } from '../summary.js';

/** One stratum (a cell) of a stratified two-sample comparison: both samples ascending and finite. */
export interface Stratum {
  /** Candidate values, on the scale where larger means worse (e.g. log TTFT, −log tok/s). */
  candidate: Float64Array;
  baseline: Float64Array;
}

/**
 * Count of pairs with candidate − shift > baseline, ties counted ½: the Mann–Whitney U of the shifted
 * candidate, in one merge pass over the two ascending samples.
 */
export function shiftedU(candidate: Float64Array, baseline: Float64Array, shift: number): number {
  let u = 0;
  let below = 0;
  let tiedEnd = 0;
  for (let i = 0; i < candidate.length; i++) {
    const x = candidate[i]! - shift;
    while (below < baseline.length && baseline[below]! < x) below++;
    if (tiedEnd < below) tiedEnd = below;
    while (tiedEnd < baseline.length && baseline[tiedEnd]! === x) tiedEnd++;
    u += below + 0.5 * (tiedEnd - below);
  }
  return u;
}

/**
 * Van Elteren's (1960) stratified rank statistic: the per-stratum Mann–Whitney statistics, centred and weighted by
 * 1 / (m + n + 1), summed. Its weights depend on the sample sizes only, never on the values, so the statistic stays
 * distribution-free within every stratum; it is the locally most powerful rank test for a shift common to all
 * strata. Each stratum is shifted by its own amount (`shifts[i]`), so margins that differ per cell (additive metrics)
 * are tested together. Returns the standardised statistic (normal approximation; larger = candidate worse).
 *
 * `scales` divide the weights further (1/(m + n + 1)/scale): with each stratum's spread, strata that say more about a
 * shift (a tight cell) count more, the optimal weighting for a common shift. The test stays valid as long as a
 * stratum's scale is a symmetric function of its combined sample (see `combinedScale`), which relabelling candidate
 * and baseline values cannot change.
 */
export function stratifiedZ(strata: readonly Stratum[], shifts: readonly number[], scales?: readonly number[]): number {
  let sum = 0;
  let variance = 0;
  strata.forEach((s, i) => {
    const m = s.candidate.length;
    const n = s.baseline.length;
    if (m === 0 || n === 0) return;
    const w = 1 / ((m + n + 1) * (scales?.[i] ?? 1));
    sum += w * (shiftedU(s.candidate, s.baseline, shifts[i] ?? 0) - (m * n) / 2);
    variance += w * w * ((m * n * (m + n + 1)) / 12);
  });
  return variance > 0 ? sum / Math.sqrt(variance) : 0;
}

export interface StratifiedShift {
  /** The common shift at which the statistic is centred (a stratified Hodges–Lehmann estimate). */
  estimate: number;
  /** One-sided `confidence` bounds: every shift outside them is rejected at 1 − confidence on its side. */
  lower: number;
  upper: number;
  /** (upper − lower) / (2·z): the standard error the interval implies, for widening by run-to-run drift. */
  standardError: number;
}

/**
 * Estimate and bounds of a shift common to every stratum, by inverting the van Elteren statistic (it is
 * non-increasing in the shift, so bisection finds each crossing), with the same weights.
 */
export function stratifiedShift(strata: readonly Stratum[], confidence: number, scales?: readonly number[]): StratifiedShift {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const s of strata) {
    if (s.candidate.length === 0 || s.baseline.length === 0) continue;
    lo = Math.min(lo, s.candidate[0]! - s.baseline[s.baseline.length - 1]!);
    hi = Math.max(hi, s.candidate[s.candidate.length - 1]! - s.baseline[0]!);
  }
  if (!Number.isFinite(lo)) return { estimate: Number.NaN, lower: Number.NaN, upper: Number.NaN, standardError: Number.NaN };
  const zero = strata.map(() => 0);
  const at = (shift: number): number =>
    stratifiedZ(
      strata,
      zero.map(() => shift),
      scales,
    );
  const z = normalQuantile(confidence);
  const pad = Math.max(1e-9, hi - lo);
  const estimate = crossing(at, 0, lo - pad, hi + pad);
  const lower = crossing(at, z, lo - pad, hi + pad);
  const upper = crossing(at, -z, lo - pad, hi + pad);
  return { estimate, lower, upper, standardError: (upper - lower) / (2 * z) };
}

/** The shift where the non-increasing step function `f` passes `level` (midpoint of the step). */
function crossing(f: (shift: number) => number, level: number, lo: number, hi: number): number {
  // The largest shift with f ≥ level and the smallest with f ≤ level meet at the step; average them.
  let a = lo;
  let b = hi;
  for (let i = 0; i < 60 && b - a > 1e-12 * Math.max(1, Math.abs(a) + Math.abs(b)); i++) {
    const mid = (a + b) / 2;
    if (f(mid) > level) a = mid;
    else b = mid;
  }
  let c = lo;
  let d = hi;
  for (let i = 0; i < 60 && d - c > 1e-12 * Math.max(1, Math.abs(c) + Math.abs(d)); i++) {
    const mid = (c + d) / 2;
    if (f(mid) >= level) c = mid;
    else d = mid;
  }
  return (a + b + c + d) / 4;
}

/**
 * A stratum's spread for weighting: the median absolute deviation (× 1.4826) of its candidate values shifted by
 * `shift` and its baseline values, taken together. A symmetric function of the combined sample, so under the null
 * (the shifted candidate and the baseline exchangeable) it does not depend on which value came from which side.
 */
export function combinedScale(stratum: Stratum, shift: number): number {
  const all = new Float64Array(stratum.candidate.length + stratum.baseline.length);
  stratum.candidate.forEach((v, i) => (all[i] = v - shift));
  all.set(stratum.baseline, stratum.candidate.length);
  all.sort();
  const median = quantile(all, 0.5);
  const deviations = all.map((v) => Math.abs(v - median)).sort();
  return 1.4826 * quantile(deviations, 0.5);
}
