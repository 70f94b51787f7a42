import {
  combinedScale,
  normalCdf,
  normalQuantile,
  quantile,
  sortedFinite,
  stratifiedShift,
  stratifiedZ,
  type Stratum,
} from '../../stats/index.js';
import { ADDITIVE_METRICS } from '../../vocabulary/index.js';
import { pooledDriftVariance } from '../drift/between-runs.js';
import type { CellPair } from '../match-cells.js';
import type { GateRules, Interval, MetricRule } from '../types.js';

/** The numbers of a centre (p50) rule over all of an endpoint's cells. */
export interface PooledLocation {
  cells: number;
  counts: { baseline: number; candidate: number };
  /** candidate ÷ baseline, common to the cells (ratio mode), with bounds at passConfidence; null in shift mode. */
  ratio: Interval | null;
  /** The change in the metric's unit, averaged over the cells' baseline medians, with bounds. */
  change: Interval;
  /** One-sided p of "not worse than the fail threshold" (maxRatio, or relevanceNull under the relevance policy). */
  pValue: number;
  /** Shown inside the must-catch level (or within the floor) at passConfidence. */
  inside: boolean;
  /** Shown inside the must-catch level itself at passConfidence (`inside` without it: within the floor only). */
  insideMargin: boolean;
  /** The estimate is past the floor (and, under the relevance policy, at least maxRatio). */
  relevant: boolean;
  /**
   * Ratio scale only: the log shift on the worse scale, the fail test's threshold (log) and the spread it is tested
   * with (its standard error, with the drift at the fail level against a baseline file): what the run's resolution is
   * computed from (resolution.ts). Null in shift mode.
   */
  logScale: { estimate: number; threshold: number; failSd: number } | null;
  /**
   * Against a drifted side (a baseline file or history) on the ratio scale: what the tests would allow with the
   * candidate's own sampling variance gone (any number of its requests) and the estimate where it is — the fail test's
   * spread and the pass bound's upper end (worse scale, log). A rule that neither fails nor passes there cannot be
   * decided by more of this run's requests. Null otherwise.
   */
  limit: { failSd: number; passUpper: number; mustCatch: number } | null;
}

/**
 * Pools a p50 rule over an endpoint's cells with van Elteren's stratified rank statistic, each cell further weighted by
 * the inverse of its combined spread, on the "worse" scale (log
 * value for lower-is-better, −log for higher-is-better; the value itself for additive metrics, where each cell's
 * margin is its own shift). `driftVariance` (log scale, per cell, at the fail test's level; `passDriftVariance` at
 * the pass bound's, 1 − passConfidence, since a measured drift's t widens with the level) widens the test for run-to-run drift between a
 * baseline file and this run: the statistic is turned into an estimate and standard error, and the drift variance
 * added. Null when no cell has enough samples on both sides.
 */
export function pooledLocation(
  pairs: readonly CellPair[],
  rule: MetricRule,
  rules: GateRules,
  driftVariance: readonly number[],
  passDriftVariance: readonly number[] = driftVariance,
): PooledLocation | null {
  const used: { base: Float64Array; cand: Float64Array; drift: number; passDrift: number }[] = [];
  pairs.forEach((pair, i) => {
    const base = sortedFinite(pair.baseline.values[rule.metric] ?? []);
    const cand = sortedFinite(pair.candidate.values[rule.metric] ?? []);
    if (base.length >= rule.minSamples && cand.length >= rule.minSamples)
      used.push({ base, cand, drift: driftVariance[i] ?? 0, passDrift: passDriftVariance[i] ?? 0 });
  });
  if (used.length === 0) return null;
  const additive = ADDITIVE_METRICS.has(rule.metric) || used.some((u) => u.base[0]! <= 0 || u.cand[0]! <= 0);
  const lower = rule.better === 'lower';
  const worse = (v: number): number => (additive ? (lower ? v : -v) : lower ? Math.log(v) : -Math.log(v));
  const strata: Stratum[] = used.map((u) => ({ candidate: mapSorted(u.cand, worse), baseline: mapSorted(u.base, worse) }));
  const medians = used.map((u) => quantile(u.base, 0.5));
  const weights = used.map((u) => (u.base.length * u.cand.length) / (u.base.length + u.cand.length));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const drift = pooledDriftVariance(
    used.map((u) => u.drift),
    weights,
  );
  const passDrift = pooledDriftVariance(
    used.map((u) => u.passDrift),
    weights,
  );

  // Margins on the worse scale: a common log ratio, or each cell's shift from its own baseline median.
  const marginAt = (ratio: number): number[] =>
    additive ? medians.map((m) => (lower ? (ratio - 1) * Math.abs(m) : Math.abs(m) * (1 - 1 / ratio))) : medians.map(() => Math.log(ratio));
  const failRatio = rules.policy === 'relevance' ? rules.relevanceNull : rule.maxRatio;
  const passZ = normalQuantile(rules.passConfidence);
  // Weights by each cell's spread, measured on its combined sample at the tested shift (valid for that test).
  const scalesAt = (margins: readonly number[]): number[] => strata.map((s, i) => Math.max(combinedScale(s, margins[i]!), 1e-9));
  const failMargins = marginAt(failRatio);
  // A pass must exclude the must-catch level (≥ the margin a failure must be shown beyond).
  const passMargins = marginAt(rule.mustCatch);
  const failScales = scalesAt(failMargins);
  const passScales = scalesAt(passMargins);
  const shift = stratifiedShift(strata, rules.passConfidence, passScales);
  let pValue: number;
  let inside: boolean;
  let bounds = { lower: shift.lower, upper: shift.upper };
  if (drift > 0 && !additive) {
    const sd = Math.sqrt(shift.standardError ** 2 + drift);
    pValue = 1 - normalCdf((shift.estimate - Math.log(failRatio)) / sd);
    const passSd = Math.sqrt(shift.standardError ** 2 + passDrift);
    inside = shift.estimate + passZ * passSd < Math.log(rule.mustCatch);
    bounds = { lower: shift.estimate - passZ * passSd, upper: shift.estimate + passZ * passSd };
  } else {
    pValue = 1 - normalCdf(stratifiedZ(strata, failMargins, failScales));
    inside = stratifiedZ(strata, passMargins, passScales) <= -passZ;
  }

  // The change in the metric's unit: the common worse-shift applied to each cell's baseline median, weighted.
  const worseAmount = (s: number): number =>
    medians.reduce((sum, m, i) => sum + weights[i]! * (additive ? s : lower ? m * (Math.exp(s) - 1) : m * (1 - Math.exp(-s))), 0) /
    weightSum;
  const orient = (amount: number): number => (lower ? amount : -amount);
  const change: Interval = {
    estimate: orient(worseAmount(shift.estimate)),
    lower: lower ? worseAmount(bounds.lower) : -worseAmount(bounds.upper),
    upper: lower ? worseAmount(bounds.upper) : -worseAmount(bounds.lower),
  };
  const withinFloor = worseAmount(bounds.upper) < rule.minAbsolute;
  const ratio: Interval | null = additive
    ? null
    : lower
      ? { estimate: Math.exp(shift.estimate), lower: Math.exp(bounds.lower), upper: Math.exp(bounds.upper) }
      : { estimate: Math.exp(-shift.estimate), lower: Math.exp(-bounds.upper), upper: Math.exp(-bounds.lower) };
  const pastFloor = worseAmount(shift.estimate) >= rule.minAbsolute;
  const relevant = pastFloor && (rules.policy !== 'relevance' || additive || shift.estimate >= Math.log(rule.maxRatio));
  const failSd = Math.sqrt(shift.standardError ** 2 + (additive ? 0 : drift));
  const counts = { baseline: used.reduce((s, u) => s + u.base.length, 0), candidate: used.reduce((s, u) => s + u.cand.length, 0) };
  // The comparison side's share of the sampling variance, which the candidate's requests do not shrink.
  const sideVariance = (shift.standardError ** 2 * counts.candidate) / (counts.baseline + counts.candidate);
  const limit =
    drift > 0 && !additive
      ? {
          failSd: Math.sqrt(sideVariance + drift),
          passUpper: shift.estimate + passZ * Math.sqrt(sideVariance + passDrift),
          mustCatch: Math.log(rule.mustCatch),
        }
      : null;
  return {
    limit,
    logScale: additive ? null : { estimate: shift.estimate, threshold: Math.log(failRatio), failSd },
    cells: used.length,
    counts,
    ratio,
    change,
    pValue,
    inside: inside || withinFloor,
    insideMargin: inside,
    relevant,
  };
}

/** `f` applied to an ascending array, ascending again (f may reverse the order). */
function mapSorted(values: Float64Array, f: (v: number) => number): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = f(values[i]!);
  return out.sort();
}
