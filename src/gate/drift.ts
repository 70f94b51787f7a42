import { normalCdf, normalQuantile } from '../stats/index.js';
import type { CellData, Comparison, GateRules, MetricRule } from './types.js';

/**
 * Variance (log scale) of the run-to-run drift between a baseline file and this run, for one cell's metric.
 * A baseline recorded from k runs with a measured log-sd τ: τ²·(1 + 1/k) (this run's drift plus the pooled
 * baseline's). A baseline without recorded spread: the assumed drift of one run on each side, 2·assumedDrift².
 */
export function driftVariance(cell: CellData, metric: string, rules: GateRules): number {
  const spread = cell.spread;
  if (spread && spread.runs >= 2) {
    const tau = (spread.logSd as Record<string, number | undefined>)[metric];
    if (tau !== undefined && Number.isFinite(tau)) return tau * tau * (1 + 1 / spread.runs);
  }
  return 2 * rules.assumedDrift * rules.assumedDrift;
}

/**
 * A per-cell ratio comparison's p-value of "worse than the margin" widened by drift: the Hodges–Lehmann estimate and
 * the standard error its bounds imply, with the drift variance added. Null when the comparison has no ratio.
 */
export function driftWidenedP(comparison: Comparison, rule: MetricRule, rules: GateRules, variance: number): number | null {
  const ratio = comparison.ratio;
  if (!ratio || !(ratio.lower > 0) || !(ratio.estimate > 0) || !(ratio.upper > 0)) return null;
  const z = normalQuantile(rules.passConfidence);
  const se = (Math.log(ratio.upper) - Math.log(ratio.lower)) / (2 * z);
  const worse = rule.better === 'lower' ? Math.log(ratio.estimate) : -Math.log(ratio.estimate);
  const threshold = Math.log(rule.maxRatio);
  return 1 - normalCdf((worse - threshold) / Math.sqrt(se * se + variance));
}
