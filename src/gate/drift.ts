import { normalCdf, normalQuantile, studentTQuantile } from '../stats/index.js';
import type { CellData, Comparison, GateRules, MetricRule } from './types.js';

/**
 * Degrees of freedom of the prior a recorded spread is combined with: the assumed drift counts as much as a spread
 * measured from five runs.
 */
export const DRIFT_PRIOR_DF = 4;

/**
 * Variance (log scale) of the run-to-run drift between a baseline file and this run, for one cell's metric, for a test
 * at one-sided `level`.
 *
 * A baseline recorded from k ≥ 2 runs carries a measured log-sd τ̂ with k − 1 degrees of freedom: rough (from 3 runs,
 * often 0 although the runs drift), so it is **estimated, not taken as known**. It is combined with the assumed drift
 * τ₀ as a prior worth DRIFT_PRIOR_DF degrees of freedom (the conjugate scaled-inverse-χ² update):
 * τ̃² = (ν₀·τ₀² + (k − 1)·τ̂²) / (ν₀ + k − 1), so a measured 0 never removes the allowance; and the drift of this run
 * against the baseline's mean, which is then t-distributed with ν = ν₀ + k − 1 degrees of freedom rather than normal,
 * enters with its variance τ̃²·(1 + 1/k) scaled by (t_ν(1 − level) / z(1 − level))², so a normal test at `level`
 * allows for the t's heavier tail at that level. Ten runs: ν = 13, the factor ≈ 1.5 at 10⁻³; three runs: ν = 6, ≈ 2.8.
 *
 * A baseline without recorded spread: the assumed drift of one run on each side, 2·assumedDrift² — an assumption,
 * which holds the promise only while the real drift is within it (docs/gate.md §4.4).
 */
export function driftVariance(cell: CellData, metric: string, rules: GateRules, level = 1e-3): number {
  const spread = cell.spread;
  const assumed = rules.assumedDrift;
  if (spread && spread.runs >= 2) {
    const tau = (spread.logSd as Record<string, number | undefined>)[metric];
    if (tau !== undefined && Number.isFinite(tau)) {
      const df = DRIFT_PRIOR_DF + spread.runs - 1;
      const shrunk = (DRIFT_PRIOR_DF * assumed * assumed + (spread.runs - 1) * tau * tau) / df;
      const p = Math.min(0.25, Math.max(level, 1e-12));
      const factor = (studentTQuantile(p, df) / normalQuantile(1 - p)) ** 2;
      return shrunk * (1 + 1 / spread.runs) * factor;
    }
  }
  return 2 * assumed * assumed;
}

/**
 * The drift variance of an estimate pooled over cells with these weights, from the cells' own: a drift common to the
 * endpoint (the median of the cells' variances: every cell shares it, so it adds whole) plus what each cell drifts
 * beyond it, independent between cells (weighted by w²/W²). One noisy cell — a warm cell whose hit share moves between
 * runs — then widens the pooled test by its own share, not by an average that blinds every other cell.
 */
export function pooledDriftVariance(perCell: readonly number[], weights?: readonly number[]): number {
  if (perCell.length === 0) return 0;
  const sorted = [...perCell].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const common = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const w = weights ?? perCell.map(() => 1);
  const total = w.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return common;
  const own = perCell.reduce((sum, v, i) => sum + w[i]! ** 2 * Math.max(0, v - common), 0) / total ** 2;
  return common + own;
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
