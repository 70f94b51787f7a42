import { sortedFinite } from '../finite.js';
import { EXACT_MAX_SIZE, approxLowerTail, approxUpperTail, exactLowerTail, exactUpperTail } from './mann-whitney-distribution.js';

export type Alternative = 'greater' | 'less' | 'two-sided';

export interface MannWhitneyResult {
  /** U = #{x_i − shift > y_j} + ½·#{x_i − shift = y_j}; R's `W`. */
  u: number;
  p: number;
  /** Which null distribution produced p. */
  method: 'exact' | 'normal';
}

/**
 * Mann–Whitney (Wilcoxon rank-sum) test of x − shift against y. 'greater' means x − shift tends
 * to exceed y. Follows R's `wilcox.test`: the exact distribution when both samples have at most
 * EXACT_MAX_SIZE values and no ties, otherwise the normal approximation with continuity and tie
 * correction. Non-finite values are ignored; with an empty side, or when every value is tied,
 * there is no evidence either way and p = 1.
 */
export function mannWhitney(x: readonly number[], y: readonly number[], alternative: Alternative, shift = 0): MannWhitneyResult {
  if (!Number.isFinite(shift)) throw new RangeError(`Mann–Whitney shift must be finite, got ${shift}`);
  const xs = sortedFinite(x);
  if (shift !== 0) for (let i = 0; i < xs.length; i++) xs[i] = xs[i]! - shift;
  return mannWhitneySorted(xs, sortedFinite(y), alternative);
}

/** Mann–Whitney on ascending, finite typed arrays (shift already applied). */
export function mannWhitneySorted(xs: Float64Array, ys: Float64Array, alternative: Alternative): MannWhitneyResult {
  const m = xs.length;
  const n = ys.length;
  if (m === 0 || n === 0) return { u: 0, p: 1, method: 'exact' };
  const { u, tieTerm } = uStatistic(xs, ys);
  const half = (m * n) / 2;
  if (tieTerm === 0 && m <= EXACT_MAX_SIZE && n <= EXACT_MAX_SIZE) {
    const p =
      alternative === 'greater'
        ? exactUpperTail(u, m, n)
        : alternative === 'less'
          ? exactLowerTail(u, m, n)
          : Math.min(1, 2 * (u > half ? exactUpperTail(u, m, n) : exactLowerTail(u, m, n)));
    return { u, p, method: 'exact' };
  }
  const p =
    alternative === 'greater'
      ? approxUpperTail(u, m, n, tieTerm)
      : alternative === 'less'
        ? approxLowerTail(u, m, n, tieTerm)
        : u === half
          ? 1
          : Math.min(1, 2 * (u > half ? approxUpperTail(u, m, n, tieTerm) : approxLowerTail(u, m, n, tieTerm)));
  return { u, p, method: 'normal' };
}

/** U and the pooled tie term Σ(t³ − t) in one merge pass over the two sorted samples. */
export function uStatistic(xs: Float64Array, ys: Float64Array): { u: number; tieTerm: number } {
  let i = 0;
  let j = 0;
  let u = 0;
  let tieTerm = 0;
  while (i < xs.length || j < ys.length) {
    const value = i < xs.length && (j >= ys.length || xs[i]! <= ys[j]!) ? xs[i]! : ys[j]!;
    const yBelow = j;
    let xTied = 0;
    let yTied = 0;
    while (i < xs.length && xs[i] === value) {
      i++;
      xTied++;
    }
    while (j < ys.length && ys[j] === value) {
      j++;
      yTied++;
    }
    u += xTied * yBelow + 0.5 * xTied * yTied;
    const t = xTied + yTied;
    tieTerm += t * t * t - t;
  }
  return { u, tieTerm };
}
