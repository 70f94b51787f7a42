import { normalCdf, normalQuantile, studentTQuantile } from '../../stats/index.js';
import type { CellData, Comparison, DriftPrior, GateRules, MetricRule, RunSpread } from '../types.js';

/**
 * Runs' worth of the assumed drift: against a baseline of k runs it keeps the floor ν₀/(ν₀ + k − 1) of its variance
 * (all of it for one run, 4/13 for ten), for what a few runs cannot measure (a spread clamped at 0).
 */
export const DRIFT_PRIOR_DF = 4;

/**
 * The drift prior of a metric: the store's (rules.driftPrior, src/stats/drift/prior-fit.ts) where it gave one, else the
 * assumed drift at DRIFT_PRIOR_DF degrees of freedom.
 */
export function driftPriorFor(rules: Pick<GateRules, 'assumedDrift' | 'driftPrior'>, metric: string): DriftPrior {
  return rules.driftPrior?.[metric] ?? { logSd: rules.assumedDrift, df: DRIFT_PRIOR_DF };
}

/**
 * Variance (log scale) of the run-to-run drift between a baseline file and this run, for one cell's metric, for a test
 * at one-sided `level` (docs/design/gate.md §4.4).
 *
 * A baseline recorded from k ≥ 2 runs carries a measured log-sd τ̂ with k − 1 degrees of freedom (a history-backed
 * baseline may measure it over more runs than it pools: `driftRuns`, m, and m − 1 degrees of freedom). The drift of this
 * run against the baseline's mean of k runs has variance τ²·(1 + 1/k); the measured part enters as τ̂²·(1 + 1/k)·
 * (t_ν(1 − level) / z(1 − level))² with ν from the prior's ν₀ (DRIFT_PRIOR_DF) and the runs' k − 1
 * (driftDegreesOfFreedom), so the normal test at `level` allows for a t's heavier tail. What k runs cannot measure (a spread at or below their sampling noise, clamped at 0) is
 * covered by a floor that is not widened: the assumed drift τ₀ (`assumedDrift`) at the share ν₀/(ν₀ + k − 1) of its
 * variance. The larger of the two is used:
 *
 *   V = (1 + 1/k) · max(τ₀²·ν₀/(ν₀ + k − 1), τ̂²·(t_ν(1 − level)/z(1 − level))²).
 *
 * A baseline without recorded spread (k = 1): the floor is the whole assumption, 2·τ₀² — which holds the promise only
 * while the real drift is within it.
 */
export function driftVariance(cell: CellData, metric: string, rules: GateRules, level = 1e-3): number {
  const spread = cell.spread;
  if (spread && spread.runs >= 2) {
    const tau = spreadFigure(spread, 'logSd', metric);
    if (tau !== undefined) {
      const measuredFrom = Math.max(spread.runs, spread.driftRuns ?? 0);
      const jointDf = spreadFigure(spread, 'driftDf', metric);
      return measuredDriftVariance(tau, spread.runs, driftPriorFor(rules, metric), level, measuredFrom, jointDf);
    }
  }
  const prior = driftPriorFor(rules, metric).logSd;
  return 2 * prior * prior;
}

/**
 * The drift variance for a spread τ̂ measured from `measuredFrom` ≥ 2 runs, against a baseline that pools k of them
 * (driftVariance): (1 + 1/k) · max(τ₀²·ν₀/(ν₀ + m − 1), τ̂²·(t_ν(1 − level)/z(1 − level))²), ν from ν₀ and m − 1
 * m = measuredFrom (k unless a history measured the drift over a longer window). Also what a baseline of k runs would
 * allow for, when the report says which remedy would have decided a run.
 */
export function measuredDriftVariance(
  tau: number,
  k: number,
  prior: DriftPrior,
  level = 1e-3,
  measuredFrom = k,
  jointDf: number | undefined = undefined,
): number {
  // A drift estimated jointly over the endpoint's cells carries its own degrees of freedom (src/stats/drift/joint-drift.ts),
  // never fewer than the runs' own.
  const runsDf = Math.max(measuredFrom - 1, jointDf !== undefined && jointDf >= 1 ? jointDf : 0);
  // The floor is what the runs could not measure: a drift the endpoint's cells share is measured once per run however
  // many cells there are, so its share falls with the runs (m − 1), not with a joint estimate's degrees of freedom,
  // which reach (m − 1)·C when the runs happen to agree (bench/history-baseline-calibration.ts --model heavy: a 5-run
  // history that crept +15 % failed 1.7 % of A/A runs with the joint degrees of freedom here).
  const floor = (prior.logSd * prior.logSd * prior.df) / (prior.df + measuredFrom - 1);
  const p = Math.min(0.25, Math.max(level, 1e-12));
  const factor = (studentTQuantile(p, driftDegreesOfFreedom(tau, runsDf + 1, prior)) / normalQuantile(1 - p)) ** 2;
  return (1 + 1 / k) * Math.max(floor, tau * tau * factor);
}

/**
 * The degrees of freedom the measured spread's t carries: the prior's ν₀ and the runs' m − 1 combined as two variance
 * estimates are (Welch–Satterthwaite, with ν₀·τ₀² and (m − 1)·τ̂² their sums of squares), rounded down. Where the
 * runs agree with the assumption this is ν₀ + m − 1; where they measure far more drift than assumed the prior says
 * nothing about it, and it falls to the runs' own m − 1 (a 3-run baseline measuring 0.2 gets 2, not 6).
 */
export function driftDegreesOfFreedom(tau: number, measuredFrom: number, prior: DriftPrior): number {
  const runs = measuredFrom - 1;
  const squares = prior.df * prior.logSd * prior.logSd;
  const measured = runs * tau * tau;
  if (!(measured > 0)) return prior.df + runs;
  const df = (squares + measured) ** 2 / (squares ** 2 / prior.df + measured ** 2 / runs);
  return Math.max(1, Math.min(prior.df + runs, Math.floor(df + 1e-9)));
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
 * Whether a per-cell ratio comparison's drift-widened fail test (driftWidenedP) could still reject at `level` with any
 * number of the candidate's requests: its estimate where it is, the candidate's share of the sampling variance gone, the
 * comparison side's share (fixed: a baseline file does not grow) and the drift left. Null when the comparison has no ratio.
 */
export function driftLimitCanFail(
  comparison: Comparison,
  rule: MetricRule,
  rules: GateRules,
  variance: number,
  level: number,
): boolean | null {
  const ratio = comparison.ratio;
  if (!ratio || !(ratio.lower > 0) || !(ratio.estimate > 0) || !(ratio.upper > 0)) return null;
  const nb = comparison.baseline.n;
  const nc = comparison.candidate.n;
  if (!(nb > 0 && nc > 0)) return null;
  const se = (Math.log(ratio.upper) - Math.log(ratio.lower)) / (2 * normalQuantile(rules.passConfidence));
  const side = (se * se * nc) / (nb + nc);
  const worse = rule.better === 'lower' ? Math.log(ratio.estimate) : -Math.log(ratio.estimate);
  return worse >= Math.log(rule.maxRatio) + normalQuantile(1 - Math.max(level, 1e-300)) * Math.sqrt(side + variance);
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

/** The per-metric figures a side's run-to-run spread records. */
export type SpreadFigure = 'logSd' | 'driftDf' | 'trend';

/**
 * One metric's recorded figure of a side's spread (its drift, the drift's joint degrees of freedom, or its trend),
 * or undefined when the side recorded none or a value that is not a finite number (a metric the spread may name
 * under any summarised metric's key, so the lookup takes a plain string).
 */
export function spreadFigure(spread: RunSpread | undefined, figure: SpreadFigure, metric: string): number | undefined {
  const value = (spread?.[figure] as Record<string, number | undefined> | undefined)?.[metric];
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}
