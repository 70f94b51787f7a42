import { binomialUpperTail, normalCdf, quantile, quantileUpperBoundRank, sortedFinite } from '../../stats/index.js';
import type { CellPair } from '../match-cells.js';
import { sampleSizeAverage } from '../tail/bootstrap.js';
import type { PendingComparison } from '../pending.js';
import type { MetricRule } from '../types.js';

const LEVELS = { p50: 0.5, p95: 0.95, p99: 0.99 } as const;

export interface PooledTail {
  method: 'bootstrap' | 'exceedance';
  cells: number;
  counts: { baseline: number; candidate: number };
  /** Bootstrap: the inverse-variance weighted log ratio of the quantiles, as a ratio with its standard error. */
  ratio: number | null;
  standardError: number | null;
  /** Exceedance: candidate requests beyond their cell's threshold, out of those in cells that have one. */
  beyond: number;
  tested: number;
  expectedShare: number;
  /** Exceedance: baseline requests a cell needs before its quantile's bound exists (0 for the bootstrap). */
  baselineNeeded: number;
  pValue: number;
}

/**
 * A tail (p95/p99) rule over an endpoint's cells from the cells' bootstrap comparisons: each cell's log ratio of
 * quantiles with its bootstrap standard error, averaged with weights from the sample sizes alone (m·n/(m + n),
 * gate/tail/bootstrap.ts) and tested against log maxRatio with a normal approximation (the bootstrap distribution of a log
 * quantile ratio is close to normal from a few tens of values). Inverse-variance weights were measured for this and
 * dropped: the cells whose tail stretched have the widest bootstraps, so those weights hand the pooled estimate to the
 * cells that did not change (TTFT p95 ×2 in three cells of four, docs/design/gate.md §5). Only cells gated for tails
 * (≥ tailMinSamples per side, positive values) take part. `driftVariance` (log scale) widens the test against a
 * baseline file, as for the centre.
 */
export function pooledTailBootstrap(cells: readonly PendingComparison[], rule: MetricRule, driftVariance: number): PooledTail | null {
  const used = cells.filter((p) => p.gated && p.logRatio && p.logRatio.standardError > 0);
  if (used.length === 0) return null;
  // On the "worse" scale: a larger quantile is worse for latencies, a smaller one for throughput.
  const orient = rule.better === 'lower' ? 1 : -1;
  const { estimate, variance } = sampleSizeAverage(used, rule);
  // Drift between a baseline file and this run moves every cell's tail alike: it adds to the pooled variance whole.
  const standardError = Math.sqrt(variance + driftVariance);
  return {
    method: 'bootstrap',
    cells: used.length,
    counts: {
      baseline: used.reduce((s, p) => s + p.comparison.baseline.n, 0),
      candidate: used.reduce((s, p) => s + p.comparison.candidate.n, 0),
    },
    ratio: Math.exp(orient * estimate),
    standardError,
    beyond: 0,
    tested: 0,
    expectedShare: 1 - LEVELS[rule.statistic],
    baselineNeeded: 0,
    pValue: 1 - normalCdf((estimate - Math.log(rule.maxRatio)) / standardError),
  };
}

/**
 * The strictly distribution-free alternative (`gate.tailTest: exceedance`): each cell's threshold is maxRatio × an
 * upper confidence bound of the baseline's quantile (an order statistic at level/2 split over the cells), so with
 * probability ≥ 1 − level/2 every threshold is at least maxRatio × the true baseline quantile; if the candidate's
 * tail is within the margin, each request lands beyond its threshold with probability ≤ 1 − q, and the count that
 * does is at most Binomial(n, 1 − q), whose exact upper tail, doubled, is the p-value. Valid for any distributions,
 * but the order-statistic bound needs about log(level)/log(q) baseline values per cell before it exists (≈ 150 for
 * a p95 at 10⁻³), and then sits far out in the tail: docs/design/gate.md shows what each test detects.
 */
export function pooledTailExceedance(pairs: readonly CellPair[], rule: MetricRule, level: number): PooledTail | null {
  const q = LEVELS[rule.statistic];
  const entries = pairs
    .map((pair) => ({
      base: sortedFinite(pair.baseline.values[rule.metric] ?? []),
      cand: sortedFinite(pair.candidate.values[rule.metric] ?? []),
    }))
    .filter((e) => e.base.length > 0 && e.cand.length > 0);
  if (entries.length === 0 || rule.better !== 'lower') return null;
  const boundLevel = level / 2 / entries.length;
  let beyond = 0;
  let tested = 0;
  for (const { base, cand } of entries) {
    const rank = quantileUpperBoundRank(base.length, q, boundLevel);
    if (rank === null) continue;
    const bound = base[rank - 1]!;
    const threshold = bound > 0 ? bound * rule.maxRatio : bound + (rule.maxRatio - 1) * Math.abs(quantile(base, q));
    tested += cand.length;
    for (let i = cand.length - 1; i >= 0 && cand[i]! > threshold; i--) beyond++;
  }
  return {
    method: 'exceedance',
    cells: entries.length,
    counts: { baseline: entries.reduce((s, e) => s + e.base.length, 0), candidate: entries.reduce((s, e) => s + e.cand.length, 0) },
    ratio: null,
    standardError: null,
    beyond,
    tested,
    expectedShare: 1 - q,
    // The largest value is a bound at boundLevel once q^n ≤ boundLevel.
    baselineNeeded: Math.ceil(Math.log(boundLevel) / Math.log(q)),
    pValue: tested === 0 ? 1 : Math.min(1, binomialUpperTail(beyond, tested, 1 - q) * 2),
  };
}
