/**
 * When a critical tail counts as **bounded** — shown inside its margin — so that it may let its endpoint pass
 * (docs/gate.md §4.3). A tail that is not bounded holds its endpoint: undecided while looks remain, inconclusive at
 * the last. Three ways to show it, each at passConfidence:
 *
 * - every cell with values was bootstrapped and each cell's own bound is inside the margin;
 * - the exact count (tail-count.ts) is in the lower tail of its law at the margin;
 * - every cell with values was bootstrapped, and the cells' log p95 ratios averaged with weights from the sample
 *   sizes alone (m·n/(m + n), never the values) have an upper bound inside the margin — while no cell's own 80 %
 *   bound and not the count put the tail beyond it. Inverse-variance weights are not used for this: the cell whose
 *   tail stretched has the widest bootstrap, so they would give it the least weight and average it away.
 */
import { normalQuantile } from '../stats/index.js';
import type { CellPair } from './match-cells.js';
import type { PendingComparison } from './pending.js';
import type { TailCount } from './tail-count.js';
import type { GateRules, MetricRule } from './types.js';

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

export function tailBounded(input: TailBoundInput): boolean {
  const { pairs, rule, cells, counted } = input;
  if (rule.role !== 'critical') return false;
  const gated = cells.filter((p) => p.gated);
  const allGated = gated.length > 0 && gated.length >= cellsWithValues(pairs, rule.metric);
  if (allGated && gated.every((p) => p.inside)) return true;
  if (counted?.bounded === true) return true;
  const trusted = allGated && counted?.likelyBeyond !== true && !gated.some((p) => p.screened);
  return trusted && input.rules.tailTest === 'bootstrap' && averageBoundInside(gated, rule, input.rules, input.passDrift);
}

/** The sample-size-weighted mean of the cells' log ratios, its upper bound at passConfidence inside the margin. */
export function averageBoundInside(cells: readonly PendingComparison[], rule: MetricRule, rules: GateRules, drift: number): boolean {
  if (cells.some((p) => !p.logRatio || !(p.logRatio.standardError > 0))) return false;
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
  const standardError = Math.sqrt(variance / weightSum ** 2 + Math.max(0, drift));
  return estimate / weightSum + normalQuantile(rules.passConfidence) * standardError <= Math.log(rule.maxRatio);
}
