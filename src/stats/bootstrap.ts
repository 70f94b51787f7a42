import { assertOpenUnit, sortedFinite, sortedPositive } from './finite.js';
import { quantile } from './summary.js';
import { createRng } from './rng.js';

export interface BootstrapOptions {
  /** Seed for `createRng`: the same seed and data always give the same interval. */
  seed: number;
  /** Resamples; 2,000 keeps the Monte Carlo error of a 95 % percentile bound small. */
  iterations?: number;
  /** Two-sided confidence level, default 0.95. */
  level?: number;
}

export interface BootstrapInterval {
  /** The statistic on the observed data (not the bootstrap mean). */
  estimate: number;
  lower: number;
  upper: number;
}

/**
 * Percentile bootstrap confidence interval of the p-quantile (type 7). Tail quantiles of small
 * samples are poorly determined and the percentile bootstrap under-covers there; the gate must
 * require enough samples before acting on it. Non-finite values are ignored; throws a RangeError
 * when none remain.
 */
export function bootstrapQuantileCI(values: readonly number[], p: number, options: BootstrapOptions): BootstrapInterval {
  const sorted = sortedFinite(values);
  if (sorted.length === 0) throw new RangeError('bootstrapQuantileCI needs at least one finite value');
  const { iterations, level, rng } = resolve(options, p);
  const counts = new Uint32Array(sorted.length);
  const replicates = new Float64Array(iterations);
  for (let r = 0; r < iterations; r++) replicates[r] = resampledQuantile(sorted, counts, rng, p);
  return percentileInterval(quantile(sorted, p), replicates, level);
}

/**
 * Percentile bootstrap confidence interval of quantile_p(candidate) / quantile_p(baseline), each
 * side resampled independently (the two runs are independent samples). Requires positive values
 * (RangeError otherwise) so the ratio is always defined; non-finite values are ignored.
 */
export function bootstrapQuantileRatioCI(
  candidate: readonly number[],
  baseline: readonly number[],
  p: number,
  options: BootstrapOptions,
): BootstrapInterval {
  const sortedCandidate = sortedPositive('bootstrapQuantileRatioCI', 'candidate', candidate);
  const sortedBaseline = sortedPositive('bootstrapQuantileRatioCI', 'baseline', baseline);
  if (sortedCandidate.length === 0 || sortedBaseline.length === 0) {
    throw new RangeError('bootstrapQuantileRatioCI needs at least one finite value on each side');
  }
  const { iterations, level, rng } = resolve(options, p);
  const candidateCounts = new Uint32Array(sortedCandidate.length);
  const baselineCounts = new Uint32Array(sortedBaseline.length);
  const replicates = new Float64Array(iterations);
  for (let r = 0; r < iterations; r++) {
    const candidateQuantile = resampledQuantile(sortedCandidate, candidateCounts, rng, p);
    replicates[r] = candidateQuantile / resampledQuantile(sortedBaseline, baselineCounts, rng, p);
  }
  return percentileInterval(quantile(sortedCandidate, p) / quantile(sortedBaseline, p), replicates, level);
}

function resolve(options: BootstrapOptions, p: number): { iterations: number; level: number; rng: () => number } {
  const iterations = options.iterations ?? 2000;
  const level = options.level ?? 0.95;
  if (!(p >= 0 && p <= 1)) throw new RangeError(`quantile level must be within [0, 1], got ${p}`);
  if (!(Number.isInteger(iterations) && iterations >= 1)) {
    throw new RangeError(`bootstrap iterations must be a positive integer, got ${iterations}`);
  }
  assertOpenUnit('bootstrap level', level);
  if (!Number.isFinite(options.seed)) throw new RangeError(`bootstrap seed must be a finite number, got ${options.seed}`);
  return { iterations, level, rng: createRng(options.seed) };
}

/**
 * Type-7 p-quantile of one resample with replacement, without sorting it: draw multiplicities
 * over the already sorted data and walk the cumulative counts to the two order statistics
 * needed. O(n) per resample instead of O(n log n).
 */
function resampledQuantile(sorted: Float64Array, counts: Uint32Array, rng: () => number, p: number): number {
  const h = (sorted.length - 1) * p;
  const rank = Math.floor(h);
  return countedResampleQuantile(sorted, counts, rng, rank, h - rank);
}

/**
 * One resample's value between the order statistics at 0-based `rank` and `rank + 1` (`fraction` of the way),
 * from n uniform draws counted per index of `sorted` (`counts` is scratch space of the same length).
 */
export function countedResampleQuantile(
  sorted: Float64Array,
  counts: Uint32Array,
  rng: () => number,
  rank: number,
  fraction: number,
): number {
  const n = sorted.length;
  counts.fill(0);
  for (let i = 0; i < n; i++) counts[Math.min(n - 1, Math.floor(rng() * n))]!++;
  let index = 0;
  let before = 0;
  while (before + counts[index]! <= rank) before += counts[index++]!;
  const below = sorted[index]!;
  if (fraction === 0 || rank + 1 >= n) return below;
  while (before + counts[index]! <= rank + 1) before += counts[index++]!;
  return below + fraction * (sorted[index]! - below);
}

function percentileInterval(estimate: number, replicates: Float64Array, level: number): BootstrapInterval {
  replicates.sort();
  const tail = (1 - level) / 2;
  return { estimate, lower: quantile(replicates, tail), upper: quantile(replicates, 1 - tail) };
}
