import { normalCdf, normalQuantile, stratifiedRiseInterval, stratifiedRiseZ } from '../../stats/index.js';
import { rateAllowance, ratePassAllowance, tallyOf, type ProportionMetric } from '../compare-proportion.js';
import type { CellPair } from '../match-cells.js';
import type { GateRules, Interval } from '../types.js';

export interface PooledRate {
  cells: number;
  counts: { baseline: number; candidate: number };
  hits: { baseline: number; candidate: number };
  /** The weighted rise (candidate − baseline) with its score bounds at passConfidence. */
  change: Interval;
  allowance: number;
  /** The rise a pass must exclude (≥ allowance). */
  passAllowance: number;
  pValue: number;
  /** The rise is shown within the must-catch rise at passConfidence. */
  inside: boolean;
}

/**
 * A rate over an endpoint's cells as one non-inferiority test: the stratified Farrington–Manning statistic of
 * "rise ≤ allowance" with Cochran–Mantel–Haenszel weights. Null when no cell has something to count on both sides.
 */
export function pooledRate(metric: ProportionMetric, pairs: readonly CellPair[], rules: GateRules): PooledRate | null {
  const tally = tallyOf(metric);
  const strata = pairs
    .map((p) => ({ candidate: tally(p.candidate), baseline: tally(p.baseline) }))
    .filter((s) => s.candidate.total > 0 && s.baseline.total > 0);
  if (strata.length === 0) return null;
  const allowance = rateAllowance(metric, rules);
  const passAllowance = ratePassAllowance(metric, rules);
  const z = stratifiedRiseZ(strata, allowance);
  const interval = stratifiedRiseInterval(strata, rules.passConfidence);
  const sum = (f: (s: (typeof strata)[number]) => number): number => strata.reduce((a, s) => a + f(s), 0);
  return {
    cells: strata.length,
    counts: { baseline: sum((s) => s.baseline.total), candidate: sum((s) => s.candidate.total) },
    hits: { baseline: sum((s) => s.baseline.hits), candidate: sum((s) => s.candidate.hits) },
    change: interval,
    allowance,
    passAllowance,
    pValue: 1 - normalCdf(z),
    // Shown inside the must-catch rise (≥ the allowance a failure must be shown beyond).
    inside: stratifiedRiseZ(strata, passAllowance) <= -normalQuantile(rules.passConfidence),
  };
}
