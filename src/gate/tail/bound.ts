/**
 * When a critical tail counts as **bounded** — shown inside its must-catch level (`mustCatch`, ≥ its margin) — so
 * that it may let its endpoint pass (docs/design/gate.md §4.3). A tail that is not bounded holds its endpoint: undecided
 * while looks remain, inconclusive at the last. Four ways to show it, each at passConfidence:
 *
 * - every cell with values was bootstrapped and each cell's own bound is inside the must-catch level;
 * - the exact count (count.ts) is in the lower tail of its law at the must-catch level;
 * - every cell's order-statistic bound (order-bound.ts) is inside it: distribution-free, from about 60
 *   requests per side;
 * - every cell with values was bootstrapped, and the cells' log p95 ratios averaged with weights from the sample
 *   sizes alone (m·n/(m + n), never the values) have an upper bound inside it — while no cell's own 80 %
 *   bound and not the count put the tail beyond the margin. Inverse-variance weights are not used for this: the cell
 *   whose tail stretched has the widest bootstrap, so they would give it the least weight and average it away.
 *
 * `within` is the bound a pass states: the tightest of the ways that showed it (the count shows only the level).
 */
import { normalQuantile } from '../../stats/index.js';
import type { CellPair } from '../match-cells.js';
import type { PendingComparison } from '../pending.js';
import type { TailCount } from './count.js';
import { orderStatisticBound } from './order-bound.js';
import { sampleSizeAverage } from './bootstrap.js';
import type { GateRules, MetricRule } from '../types.js';

export interface TailBoundInput {
  pairs: readonly CellPair[];
  rule: MetricRule;
  rules: GateRules;
  /** The rule's per-cell comparisons at this look. */
  cells: readonly PendingComparison[];
  counted: TailCount | null;
  /** Drift variance (log scale) at the pass level; 0 without drift. */
  passDrift: number;
}

/** Cells where both sides have values of the rule's metric: the cells a bound must cover. */
export function cellsWithValues(pairs: readonly CellPair[], metric: MetricRule['metric']): number {
  return pairs.filter((p) => (p.baseline.values[metric]?.length ?? 0) > 0 && (p.candidate.values[metric]?.length ?? 0) > 0).length;
}

export function tailBounded(input: TailBoundInput): { bounded: boolean; within: number | null } {
  const { pairs, rule, cells, counted } = input;
  if (rule.role !== 'critical') return { bounded: false, within: null };
  const gated = cells.filter((p) => p.gated);
  const allGated = gated.length > 0 && gated.length >= cellsWithValues(pairs, rule.metric);
  const shown: number[] = [];
  if (allGated && gated.every((p) => p.inside)) {
    const uppers = gated.map((p) => (rule.better === 'lower' ? p.comparison.ratio?.upper : 1 / (p.comparison.ratio?.lower ?? 0)));
    shown.push(uppers.every((u): u is number => u !== undefined && Number.isFinite(u)) ? Math.max(...uppers) : rule.mustCatch);
  }
  if (counted?.bounded === true) shown.push(rule.mustCatch);
  const order = orderStatisticBound(pairs, rule, 1 - input.rules.passConfidence, input.passDrift);
  if (order?.bounded === true && order.ratio !== null) shown.push(order.ratio);
  const trusted = allGated && counted?.likelyBeyond !== true && !gated.some((p) => p.screened);
  if (trusted && input.rules.tailTest === 'bootstrap') {
    const average = averageBound(gated, rule, input.rules, input.passDrift);
    if (average !== null && average <= Math.log(rule.mustCatch)) shown.push(Math.exp(average));
  }
  return shown.length > 0 ? { bounded: true, within: Math.min(...shown) } : { bounded: false, within: null };
}

/** The sample-size-weighted mean of the cells' log ratios (worse side), its upper bound at passConfidence; null without spreads. */
export function averageBound(cells: readonly PendingComparison[], rule: MetricRule, rules: GateRules, drift: number): number | null {
  if (cells.some((p) => !p.logRatio || !(p.logRatio.standardError > 0))) return null;
  const average = sampleSizeAverage(cells, rule);
  const standardError = Math.sqrt(average.variance + Math.max(0, drift));
  return average.estimate + normalQuantile(rules.passConfidence) * standardError;
}
