import { measuredEntries, pooledHistoryCells, type BaselineCell, type HistoryEntry } from '../baseline/index.js';
import { DRIFT_PRIOR_DF, type DriftPriors } from '../gate/index.js';
import { fitVariancePrior, type VarianceEstimate } from '../stats/index.js';
import { SUMMARISED_METRICS, type SummarisedMetric } from '../vocabulary/index.js';
import { currentSegment } from './segment.js';

/** Series a metric's prior is fitted from at the least: fewer and the assumed drift stays the prior. */
export const PRIOR_MIN_SERIES = 5;

/** Runs a series needs in its current segment to give an estimate (two measure a drift on one degree of freedom). */
export const PRIOR_MIN_RUNS = 3;

/**
 * The prior's degrees of freedom at the most: where every series agrees beyond its noise the fit says infinity, and the
 * drift of the workload gated then still counts (ν₀ of 50 against a history of 5 keeps 50/54 of the prior's variance).
 */
export const PRIOR_MAX_DF = 50;

/** The store's drift prior: per metric, as the gate takes it, and what it was fitted from, for the report. */
export interface StoreDriftPrior {
  priors: DriftPriors;
  /** Series (a workload's endpoint over its current segment) each metric's prior was fitted from. */
  series: Partial<Record<SummarisedMetric, number>>;
}

/**
 * The run-to-run drift prior from everything a history store holds (docs/design/gate.md §4.4, "A prior from the store"):
 * every workload's current segment of at least PRIOR_MIN_RUNS runs gives, per endpoint and metric, the drift its runs
 * measured (jointly over the endpoint's cells: one estimate per endpoint, its median cell's, on the joint estimate's
 * degrees of freedom), and the estimates of each metric are fitted with Smyth's empirical-Bayes moments
 * (src/stats/drift/prior-fit.ts), the estimates at 0 left out. A metric with fewer than PRIOR_MIN_SERIES estimates above 0
 * gets none. The prior's degrees of freedom are held between the assumed prior's ν₀ (DRIFT_PRIOR_DF) and PRIOR_MAX_DF.
 * Null when no metric has a prior.
 */
export function storeDriftPrior(histories: readonly (readonly HistoryEntry[])[]): StoreDriftPrior | null {
  const estimates = new Map<SummarisedMetric, VarianceEstimate[]>();
  for (const entries of histories) {
    for (const group of byFingerprint(entries)) {
      const runs = currentSegment(group, { k: PRIOR_MIN_RUNS }).runs;
      if (runs.length < PRIOR_MIN_RUNS) continue;
      for (const [metric, estimate] of seriesEstimates(pooledHistoryCells(runs, runs.length, runs.length)))
        estimates.set(metric, [...(estimates.get(metric) ?? []), estimate]);
    }
  }
  const priors: DriftPriors = {};
  const series: StoreDriftPrior['series'] = {};
  for (const metric of SUMMARISED_METRICS) {
    // A drift at 0 is one the runs could not tell from their sampling noise, not a drift of 0: left out of the fit,
    // which leans the scale up (the safe side) where many series are that still.
    const fit = fitVariancePrior(
      (estimates.get(metric) ?? []).filter((e) => e.variance > 0),
      PRIOR_MIN_SERIES,
    );
    if (!fit) continue;
    // The store gives the scale; its degrees of freedom count above the assumed prior's ν₀ only, so a store whose
    // series disagree never leaves a floor below the one a young history gets.
    priors[metric] = { logSd: Math.sqrt(fit.scale), df: Math.min(PRIOR_MAX_DF, Math.max(DRIFT_PRIOR_DF, fit.df)) };
    series[metric] = fit.from;
  }
  return Object.keys(priors).length > 0 ? { priors, series } : null;
}

/** A history file's measured runs by workload fingerprint (a workload changed is another series). */
function byFingerprint(entries: readonly HistoryEntry[]): HistoryEntry[][] {
  const groups = new Map<string, HistoryEntry[]>();
  for (const entry of measuredEntries(entries)) groups.set(entry.fingerprint, [...(groups.get(entry.fingerprint) ?? []), entry]);
  return [...groups.values()];
}

/** Per endpoint and metric, the drift of its median cell with the degrees of freedom it was measured on. */
function seriesEstimates(cells: readonly BaselineCell[]): [SummarisedMetric, VarianceEstimate][] {
  const out: [SummarisedMetric, VarianceEstimate][] = [];
  for (const endpoint of new Set(cells.map((c) => c.endpoint))) {
    const mine = cells.filter((c) => c.endpoint === endpoint && c.spread);
    for (const metric of SUMMARISED_METRICS) {
      const list = mine
        .map((c): VarianceEstimate | null => {
          const tau = c.spread!.logSd[metric];
          if (tau === undefined) return null;
          const df = c.spread!.driftDf?.[metric] ?? (c.spread!.driftRuns ?? c.spread!.runs) - 1;
          return { variance: tau * tau, df };
        })
        .filter((e): e is VarianceEstimate => e !== null)
        .sort((a, b) => a.variance - b.variance);
      if (list.length > 0) out.push([metric, list[(list.length - 1) >> 1]!]);
    }
  }
  return out;
}
