import { sortedFinite, sortedPositive, tieTerm } from '../finite.js';
import { boundRank } from './bound-rank.js';
import { pairwiseDifferenceOrderStatistics } from './pairwise-differences.js';

export interface Bounds {
  /** Point estimate (Hodges–Lehmann). */
  estimate: number;
  /** −Infinity (0 for ratios) when the samples are too small for the requested misrate. */
  lower: number;
  /** +Infinity when the samples are too small for the requested misrate. */
  upper: number;
}

/**
 * Hodges–Lehmann two-sample shift: the median of all pairwise differences x_i − y_j
 * (x = candidate, y = baseline). Positive = candidate larger. Non-finite values are ignored;
 * throws a RangeError when either side has no finite value.
 */
export function hodgesLehmannShift(x: readonly number[], y: readonly number[]): number {
  const xs = sortedFinite(x);
  const ys = sortedFinite(y);
  assertNonEmpty('hodgesLehmannShift', xs, ys);
  return medianOfDifferences(xs, ys);
}

/**
 * Distribution-free bounds on the Hodges–Lehmann shift x − y (the Mann–Whitney confidence
 * interval, R's `wilcox.test(x, y, conf.int = TRUE)`): the true shift lies outside [lower, upper]
 * with probability at most `misrate`, split evenly between the two sides, under the location-shift
 * model. Assumes nothing about the shape of the distributions.
 */
export function shiftBounds(x: readonly number[], y: readonly number[], misrate: number): Bounds {
  const xs = sortedFinite(x);
  const ys = sortedFinite(y);
  assertNonEmpty('shiftBounds', xs, ys);
  return shiftBoundsSorted(xs, ys, misrate);
}

/**
 * Bounds on the ratio x / y: exp of `shiftBounds` on log values, so a 20 % slowdown reads 1.2 at
 * every scale. The estimate is the median of the pairwise ratios x_i / y_j. Requires positive
 * values (throws a RangeError naming the side otherwise); non-finite values are ignored.
 */
export function ratioBounds(x: readonly number[], y: readonly number[], misrate: number): Bounds {
  const logX = logOfPositive('ratioBounds', 'candidate', x);
  const logY = logOfPositive('ratioBounds', 'baseline', y);
  assertNonEmpty('ratioBounds', logX, logY);
  const log = shiftBoundsSorted(logX, logY, misrate);
  return { estimate: Math.exp(log.estimate), lower: Math.exp(log.lower), upper: Math.exp(log.upper) };
}

/** shiftBounds on ascending, finite, non-empty typed arrays. */
export function shiftBoundsSorted(xs: Float64Array, ys: Float64Array, misrate: number): Bounds {
  const mn = xs.length * ys.length;
  // Ties within a sample survive any shift, so they are what the variance correction can rely on.
  const k = boundRank(xs.length, ys.length, misrate, tieTerm(xs) + tieTerm(ys));
  const middle = [Math.floor((mn + 1) / 2), Math.floor(mn / 2) + 1];
  const ranks = k === 0 ? middle : [...middle, k, mn - k + 1];
  const values = pairwiseDifferenceOrderStatistics(xs, ys, ranks);
  const estimate = (values[0]! + values[1]!) / 2;
  if (k === 0) return { estimate, lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY };
  return { estimate, lower: values[2]!, upper: values[3]! };
}

function medianOfDifferences(xs: Float64Array, ys: Float64Array): number {
  const mn = xs.length * ys.length;
  const [a, b] = pairwiseDifferenceOrderStatistics(xs, ys, [Math.floor((mn + 1) / 2), Math.floor(mn / 2) + 1]);
  return (a! + b!) / 2;
}

/** Sorted natural logs of the finite values; throws a RangeError on a zero or negative value. */
export function logOfPositive(caller: string, side: string, values: readonly number[]): Float64Array {
  const sorted = sortedPositive(caller, side, values);
  for (let i = 0; i < sorted.length; i++) sorted[i] = Math.log(sorted[i]!);
  return sorted;
}

function assertNonEmpty(caller: string, xs: Float64Array, ys: Float64Array): void {
  if (xs.length === 0 || ys.length === 0) {
    throw new RangeError(`${caller} needs at least one finite value on each side (got ${xs.length} and ${ys.length})`);
  }
}
