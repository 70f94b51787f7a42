/**
 * A distribution-free bound of a latency tail from two order statistics (docs/design/gate.md §4.3): in each cell, the
 * baseline's order statistic X_(j) that lies at or below its q-quantile with probability ≥ 1 − a/2, and the
 * candidate's Y_(i) that lies at or above its own with probability ≥ 1 − a/2 (both binomial, for any continuous
 * distribution). Y_(i) / X_(j) is then an upper bound of the ratio of the two quantiles at level a: if the
 * candidate's quantile were beyond mustCatch × the baseline's, Y_(i) ≤ mustCatch · X_(j) would need one of the two
 * order statistics on the wrong side of its quantile. Every cell must be bounded, each at level a, so a cell whose
 * tail stretched keeps the bound from holding with probability ≥ 1 − a.
 *
 * Against a baseline file the run-to-run drift (log-sd √V at the pass level) could move the candidate's whole tail:
 * half of a goes to the drift, whose bound multiplies the ratio by exp(z·√V), half to the order statistics.
 *
 * It needs no shape and no bootstrap, so it bounds a light tail from few requests: a p95 from about 60 requests per
 * side (the candidate's largest value is a 97.5 % bound of its p95 from 72). The exact count (count.ts) needs
 * about 100; the bootstrap, 50 per side and a tail its resampling can trust.
 */
import { normalQuantile, quantileLowerBoundRank, quantileUpperBoundRank, sortedFinite } from '../../stats/index.js';
import type { CellPair } from '../match-cells.js';
import type { MetricRule } from '../types.js';

const LEVELS = { p50: 0.5, p95: 0.95, p99: 0.99 } as const;

export interface OrderBound {
  /** Every cell with values has its ratio bound at or inside the must-catch level. */
  bounded: boolean;
  /** The largest of the cells' bounds of candidate quantile ÷ baseline quantile; null when a cell is too small for one. */
  ratio: number | null;
}

/** Null for rules it does not apply to: a centre, or a tail where higher is better. */
export function orderStatisticBound(pairs: readonly CellPair[], rule: MetricRule, level: number, driftVariance: number): OrderBound | null {
  if (rule.better !== 'lower' || rule.statistic === 'p50') return null;
  const q = LEVELS[rule.statistic];
  const sd = Math.sqrt(Math.max(0, driftVariance));
  const sideLevel = (sd > 0 ? level / 2 : level) / 2;
  const widen = sd > 0 ? Math.exp(normalQuantile(1 - level / 2) * sd) : 1;
  let worst = 0;
  let cells = 0;
  for (const pair of pairs) {
    const base = sortedFinite(pair.baseline.values[rule.metric] ?? []);
    const cand = sortedFinite(pair.candidate.values[rule.metric] ?? []);
    if (base.length === 0 || cand.length === 0) continue;
    cells++;
    const j = quantileLowerBoundRank(base.length, q, sideLevel);
    const i = quantileUpperBoundRank(cand.length, q, sideLevel);
    const low = j === null ? 0 : base[j - 1]!;
    if (i === null || !(low > 0)) return { bounded: false, ratio: null };
    worst = Math.max(worst, (cand[i - 1]! / low) * widen);
  }
  if (cells === 0) return null;
  return { bounded: worst <= rule.mustCatch, ratio: worst };
}
