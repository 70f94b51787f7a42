/**
 * One rule's comparisons cell by cell at one look, and which cells' own fail tests rejected: the per-cell half of an
 * endpoint's evaluation (the pooled half is in pooled/evidence.ts and evaluate/endpoint.ts).
 */
import { shortOfHits } from './cache/hits.js';
import { compareLocation } from './compare-location.js';
import { compareTail } from './tail/compare.js';
import { driftLimitCanFail, driftVariance, driftWidenedP } from './drift/between-runs.js';
import type { CellPair } from './match-cells.js';
import type { PendingComparison } from './pending.js';
import { normalCdf } from '../stats/index.js';
import type { GateRules, MetricRule } from './types.js';

/** A rule's cell comparisons and what they decide before the pooled test is added. */
export interface CellRound {
  pending: PendingComparison[];
  /** Cells whose own fail test rejected and whose change is past the floor (primaries only). */
  failed: Set<PendingComparison>;
  /** Cells whose own fail test rejected, floor or not (for the evidence). */
  rejected: Set<PendingComparison>;
  /**
   * Centre cells against a drifted side whose own fail test could not reject with any number of the candidate's
   * requests (driftLimitCanFail): more looks cannot make them fail.
   */
  settled: Set<PendingComparison>;
}

/**
 * A cell's own tail test: its bootstrap log ratio against log maxRatio, normal approximation (as the pooled tail
 * test), so a p-value far below what the replicates can resolve needs no more of them.
 */
function tailCellP(p: PendingComparison, rule: MetricRule, drift: number): number {
  if (!p.logRatio || !(p.logRatio.standardError > 0)) return 1;
  const worse = rule.better === 'lower' ? p.logRatio.estimate : -p.logRatio.estimate;
  return 1 - normalCdf((worse - Math.log(rule.maxRatio)) / Math.sqrt(p.logRatio.standardError ** 2 + drift));
}

export function cellRound(
  pairs: readonly CellPair[],
  rule: MetricRule,
  rules: GateRules,
  cellLevel: number,
  ownTests: boolean,
  withDrift: boolean,
): CellRound {
  // Tails are decided by the pooled exceedance test; their per-cell bootstrap only reports, so it needs no extension.
  const displayLevel = 1 - rules.passConfidence;
  const pending = pairs.map((pair) => {
    const p =
      rule.statistic === 'p50'
        ? compareLocation(pair.baseline, pair.candidate, rule, { rules, failLevel: cellLevel, cells: pairs.length })
        : compareTail(pair.baseline, pair.candidate, rule, { rules, failLevel: displayLevel, cells: pairs.length });
    return pair.hitOnly?.includes(rule.metric) ? forWantOfHits(p, pair) : p;
  });
  const failed = new Set<PendingComparison>();
  const rejected = new Set<PendingComparison>();
  const settled = new Set<PendingComparison>();
  // The exceedance test is chosen for its guarantee under any distribution; per-cell bootstrap tests would not keep it.
  const cellTests = ownTests && (rule.statistic === 'p50' || rules.tailTest !== 'exceedance');
  if (cellTests) {
    pending.forEach((p, i) => {
      if (!p.gated) return;
      const drift = withDrift ? driftVariance(pairs[i]!.baseline, rule.metric, rules, cellLevel) : 0;
      const pValue =
        rule.statistic === 'p50'
          ? ((drift > 0 ? driftWidenedP(p.comparison, rule, rules, drift) : null) ?? p.comparison.pValue ?? 1)
          : tailCellP(p, rule, drift);
      if (rule.statistic === 'p50' && drift > 0 && driftLimitCanFail(p.comparison, rule, rules, drift, cellLevel) === false) settled.add(p);
      if (pValue > cellLevel) return;
      rejected.add(p);
      if (p.beyondFloor) failed.add(p);
    });
  }
  return { pending, failed, rejected, settled };
}

/**
 * A comparison over a warm cell's hits that is not gated because a side that left requests out (misses, or requests
 * that did not say) has too few hits lacks hits, not requests: it says so and is warned about. A side short although
 * every request hit is short of requests, as without a cache report.
 */
function forWantOfHits(p: PendingComparison, pair: CellPair): PendingComparison {
  const evidence = p.comparison.evidence;
  if (p.gated || evidence.kind !== 'not-gated') return p;
  const needed = evidence.needed ?? 1;
  const leftOut = (cell: CellPair['baseline'], n: number): boolean =>
    n < needed && cell.cacheHits !== undefined && cell.cacheHits.miss + cell.cacheHits.unknown > 0;
  if (!leftOut(pair.baseline, p.comparison.baseline.n) && !leftOut(pair.candidate, p.comparison.candidate.n)) return p;
  const short = shortOfHits(evidence);
  return { ...p, comparison: { ...p.comparison, evidence: short }, evidence: () => short, warn: true };
}
