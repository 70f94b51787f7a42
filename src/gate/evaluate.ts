import { holm } from '../stats/index.js';
import { compareLocation } from './compare-location.js';
import { compareProportion } from './compare-proportion.js';
import { compareTail, tailSamplesNeeded } from './compare-tail.js';
import { cellKey } from './describe.js';
import { matchCells, type CellPair } from './match-cells.js';
import type { GateContext, PendingComparison } from './pending.js';
import type { CellData, Comparison, GateOutcome, GateRules, MetricRule } from './types.js';

/**
 * The gate: compares every rule on every cell present on both sides, controls the family-wise
 * false-failure rate of the whole run with Holm at `falseFailureBudget`, and decides each verdict.
 *
 * - fail: Holm rejects "within the margin" and the change is past the absolute floor;
 * - pass: the bound at passConfidence is inside the margin, or the change is within the floor;
 * - inconclusive: neither (with a rough sample count that would decide);
 * - not-gated: too few samples (reported, with a warning).
 *
 * Overall: fail if anything fails, else inconclusive if anything is, else pass. Pure and
 * deterministic: the same inputs and `rules.seed` give the same outcome.
 */
export function evaluateGate(baseline: readonly CellData[], candidate: readonly CellData[], rules: GateRules): GateOutcome {
  const { pairs, warnings } = matchCells(baseline, candidate);
  const context: GateContext = { rules, familySize: countGated(pairs, rules) };
  const pending: PendingComparison[] = [];
  for (const pair of pairs) {
    for (const rule of rules.metrics) pending.push(compareRule(pair, rule, context));
    pending.push(compareProportion('nonStreamedShare', pair.baseline, pair.candidate, context));
    pending.push(compareProportion('errorRate', pair.baseline, pair.candidate, context));
  }

  const gated = pending.filter((p) => p.gated);
  const rejected = new Set<PendingComparison>();
  if (gated.length > 0) {
    const result = holm(
      gated.map((p) => p.comparison.pValue ?? 1),
      rules.falseFailureBudget,
    );
    gated.forEach((p, i) => {
      if (result.rejected[i]) rejected.add(p);
    });
  }

  const comparisons = pending.map((p) => decide(p, rejected.has(p)));
  const counts = { fail: 0, inconclusive: 0, pass: 0, notGated: 0 };
  for (const c of comparisons) {
    if (c.verdict === 'not-gated') counts.notGated++;
    else counts[c.verdict]++;
  }
  return {
    verdict: counts.fail > 0 ? 'fail' : counts.inconclusive > 0 ? 'inconclusive' : 'pass',
    counts,
    comparisons,
    warnings: [...warnings, ...shortfallWarnings(pending)],
    rules,
  };
}

function compareRule(pair: CellPair, rule: MetricRule, context: GateContext): PendingComparison {
  return rule.statistic === 'p50'
    ? compareLocation(pair.baseline, pair.candidate, rule, context)
    : compareTail(pair.baseline, pair.candidate, rule, context);
}

function decide(p: PendingComparison, rejected: boolean): Comparison {
  if (!p.gated) return p.comparison;
  const verdict = rejected && p.beyondFloor ? 'fail' : p.inside ? 'pass' : 'inconclusive';
  return {
    ...p.comparison,
    verdict,
    reason: p.describe(verdict, rejected),
    samplesToDecide: verdict === 'inconclusive' ? p.comparison.samplesToDecide : null,
  };
}

/**
 * How many comparisons will be gated, known before any is computed: the tail bootstrap needs the
 * family size to know how small a p-value it must be able to resolve.
 */
function countGated(pairs: readonly CellPair[], rules: GateRules): number {
  let count = 0;
  for (const { baseline, candidate } of pairs) {
    for (const rule of rules.metrics) {
      const needed = rule.statistic === 'p50' ? rule.minSamples : tailSamplesNeeded(rule, rules);
      if (finiteCount(baseline, rule) >= needed && finiteCount(candidate, rule) >= needed) count++;
    }
    const classified = (c: CellData): number => c.classes.streamed + c.classes.coalesced + c.classes.buffered;
    if (classified(baseline) > 0 && classified(candidate) > 0) count++;
    if (baseline.n > 0 && candidate.n > 0) count++;
  }
  return count;
}

function finiteCount(cell: CellData, rule: MetricRule): number {
  let count = 0;
  for (const v of cell.values[rule.metric] ?? []) if (Number.isFinite(v)) count++;
  return count;
}

/** One warning per cell listing what was not gated and why, instead of one per comparison. */
function shortfallWarnings(pending: readonly PendingComparison[]): string[] {
  const byCell = new Map<string, string[]>();
  for (const p of pending) {
    if (!p.shortfall) continue;
    const key = cellKey(p.comparison);
    const list = byCell.get(key) ?? [];
    list.push(`${p.shortfall.label} (${p.shortfall.why})`);
    byCell.set(key, list);
  }
  return [...byCell].map(([key, items]) => `${key}: not gated: ${items.join('; ')}`);
}
