import { countedResampleQuantile, quantile } from '../../stats/index.js';
import type { PendingComparison } from '../pending.js';
import type { MetricRule } from '../types.js';

/**
 * Bootstrap replicates of the p-quantile of each side, resampled independently (the two runs are
 * independent samples). The gate needs the replicates themselves, not only an interval: the
 * p-value is the share of replicate ratios on the passing side of the margin, and the ratio and
 * the difference bounds must come from the same resamples.
 */
export interface QuantileReplicates {
  candidate: Float64Array;
  baseline: Float64Array;
}

/**
 * `iterations` replicate pairs from one generator, candidate first then baseline in each pair, so
 * extending a run later with the same generator continues the same sequence.
 */
export function quantileReplicates(
  candidateSorted: Float64Array,
  baselineSorted: Float64Array,
  p: number,
  iterations: number,
  rng: () => number,
): QuantileReplicates {
  const candidateCounts = new Uint32Array(candidateSorted.length);
  const baselineCounts = new Uint32Array(baselineSorted.length);
  const candidate = new Float64Array(iterations);
  const baseline = new Float64Array(iterations);
  for (let r = 0; r < iterations; r++) {
    candidate[r] = resampledQuantile(candidateSorted, candidateCounts, rng, p);
    baseline[r] = resampledQuantile(baselineSorted, baselineCounts, rng, p);
  }
  return { candidate, baseline };
}

/**
 * Type-7 p-quantile of one resample with replacement (n draws of a uniform index into `sorted`).
 *
 * Only the order statistics at ranks floor(h) and floor(h) + 1, h = (n − 1)·p, are needed. For a
 * tail quantile they are among the few largest draws, and the largest draws of n uniforms can be
 * generated directly from the top (Rényi: the maximum of j uniforms on [0, u) is u·V^(1/j)), which
 * costs n·(1 − p) + 2 draws instead of n; the indices are exact, not an approximation. Otherwise
 * the draws are counted per index and the counts walked up to the two ranks.
 */
function resampledQuantile(sorted: Float64Array, counts: Uint32Array, rng: () => number, p: number): number {
  const n = sorted.length;
  const h = (n - 1) * p;
  const rank = Math.floor(h);
  const fraction = h - rank;
  const fromTop = n - rank;
  if (fromTop * 4 <= n) return topDownQuantile(sorted, rng, rank, fraction);
  return countedResampleQuantile(sorted, counts, rng, rank, fraction);
}

/** Draws the resample's order statistics from the largest down to 0-based `rank`. */
function topDownQuantile(sorted: Float64Array, rng: () => number, rank: number, fraction: number): number {
  const n = sorted.length;
  let u = 1;
  let above = sorted[n - 1]!;
  for (let j = n; j > rank; j--) {
    // 1 − rng() is in (0, 1], so the power is finite and u never reaches exactly 0 from rounding alone.
    u *= Math.pow(1 - rng(), 1 / j);
    const value = sorted[Math.min(n - 1, Math.floor(u * n))]!;
    // j is the count of draws not yet placed, so this draw has 0-based rank j − 1.
    if (j - 1 === rank) return fraction === 0 ? value : value + fraction * (above - value);
    above = value;
  }
  return above;
}

/** Percentile interval of replicates (sorted in place) at a two-sided misrate. */
export function percentileBounds(replicates: Float64Array, misrate: number): { lower: number; upper: number } {
  replicates.sort();
  return { lower: quantile(replicates, misrate / 2), upper: quantile(replicates, 1 - misrate / 2) };
}

/**
 * The cells' log quantile ratios on the worse side (longer for latencies, lower for throughput), averaged with weights
 * from the sample sizes alone (m·n/(m + n)), and the variance of that average from the cells' bootstrap standard
 * errors. Both the pass bound (bound.ts) and the pooled fail test (gate/pooled/tail.ts) average this way: weights from the
 * values' own spread would give the cell whose tail stretched — the widest bootstrap — the least say.
 */
export function sampleSizeAverage(cells: readonly PendingComparison[], rule: MetricRule): { estimate: number; variance: number } {
  const orient = rule.better === 'lower' ? 1 : -1;
  let weightSum = 0;
  let estimate = 0;
  let variance = 0;
  for (const p of cells) {
    const { baseline, candidate } = p.comparison;
    const w = (baseline.n * candidate.n) / (baseline.n + candidate.n);
    weightSum += w;
    estimate += w * orient * p.logRatio!.estimate;
    variance += w * w * p.logRatio!.standardError ** 2;
  }
  return { estimate: estimate / weightSum, variance: variance / weightSum ** 2 };
}
