import { eDivisiveChangePoints, newestShift, trend } from '../stats/index.js';
import type { CellIdentity, SummarisedMetric, Better } from '../vocabulary/index.js';

/**
 * Change points and creeps over a run history, per endpoint × cell × primary metric: decisions with their evidence, no
 * sentences (report/text/history.ts writes them). Settings are calibrated by bench/changepoint-calibration.ts
 * (docs/history.md): with them an unchanged history of 100 runs raises under one alarm at a run-to-run drift up to
 * 0.05, a creep of +3 % per run is flagged by its 10th run in at least 99 % of histories, and a +15 % step is found
 * within 3 runs in at least 96 % of histories up to a drift of 0.03 (86 % at 0.05).
 */
export const CHANGE_SETTINGS = {
  /** Runs looked at: the last 50, so an old change does not mask a recent one. */
  window: 50,
  /** Shortest run of values on either side of a step: one odd run is not a step. */
  minSize: 2,
  /** The t test's p-value a step is kept at. */
  stepMaxP: 0.001,
  /** The newest runs tested against the segment before them when E-Divisive finds no recent step (2 to this many). */
  newestMaxSize: 3,
  /** Fewest runs in that segment before them. */
  newestMinBefore: 8,
  /** The newest-runs test's p-value (Bonferroni over the sizes) a step is kept at: 0 turns the test off. */
  newestMaxP: 0.03,
  /** A step at most this many runs before the latest is recent: the comment names it. */
  recentRuns: 10,
  /** Runs a creep is measured over. */
  creepRuns: 10,
  /** Mann–Kendall's one-sided p-value a creep is kept at. */
  creepMaxP: 0.001,
  /** The creep's fitted change over its runs must exceed this (0.1: 10 %). */
  creepMargin: 0.1,
} as const;

export interface SeriesPoint {
  /** The commit a history run measured; null when it was recorded outside a repository, and for this run. */
  commit: string | null;
  /** The run being gated (its value appended after the history's), not one the history recorded. */
  thisRun?: boolean;
  time: string;
  /** The run's statistic (p50) of the metric, > 0. */
  value: number;
}

export interface HistorySeries extends CellIdentity {
  metric: SummarisedMetric;
  better: Better;
  /** Oldest first; the last point may be this run's. */
  points: SeriesPoint[];
}

export interface HistoryStep extends CellIdentity {
  metric: SummarisedMetric;
  /** Relative change of the segment after against the one before (0.18: +18 %). */
  change: number;
  worse: boolean;
  /** The commit of the change's first run (null: recorded outside a repository, or this run). */
  commit: string | null;
  /** The change's first run is the run being gated. */
  thisRun: boolean;
  /** When the change's first run finished. */
  time: string;
  /** Runs after the change's first run: 0 when the latest run is the first after it. */
  runsAgo: number;
  p: number;
}

export interface HistoryCreep extends CellIdentity {
  metric: SummarisedMetric;
  /** Fitted relative change over the creep's runs. */
  change: number;
  runs: number;
  p: number;
}

export interface HistoryChanges {
  steps: HistoryStep[];
  creeps: HistoryCreep[];
}

type Settings = { [K in keyof typeof CHANGE_SETTINGS]: number };

/** Recent steps (worse or better) and worsening creeps of every series. */
export function historyChanges(series: readonly HistorySeries[], settings: Settings = CHANGE_SETTINGS): HistoryChanges {
  const steps: HistoryStep[] = [];
  const creeps: HistoryCreep[] = [];
  for (const s of series) {
    const points = s.points.filter((p) => p.value > 0).slice(-settings.window);
    const logs = points.map((p) => Math.log(p.value));
    const identity = { endpoint: s.endpoint, scenario: s.scenario, cache: s.cache, turn: s.turn, metric: s.metric };
    const step = recentStep(logs, settings);
    if (step) {
      const change = Math.exp(step.after - step.before) - 1;
      steps.push({
        ...identity,
        change,
        worse: s.better === 'lower' ? change > 0 : change < 0,
        commit: points[step.index]!.commit,
        thisRun: points[step.index]!.thisRun === true,
        time: points[step.index]!.time,
        runsAgo: logs.length - 1 - step.index,
        p: step.p,
      });
    }
    const creep = worseningCreep(logs, s.better, settings);
    if (creep) creeps.push({ ...identity, ...creep });
  }
  return { steps, creeps };
}

/**
 * The latest change point of a series when it is recent: E-Divisive's, else a shift of the newest runs against the
 * segment before them (stats/drift/newest-segment.ts).
 */
export function recentStep(
  logs: readonly number[],
  settings: Settings = CHANGE_SETTINGS,
): { index: number; before: number; after: number; p: number } | null {
  const found = eDivisiveChangePoints(logs, { minSize: settings.minSize, maxP: settings.stepMaxP });
  const last = found.at(-1);
  if (last && logs.length - 1 - last.index < settings.recentRuns) return last;
  if (!(settings.newestMaxP > 0)) return null;
  // A step in the last few runs, which E-Divisive sees late: those runs against the segment since the last change.
  const newest = newestShift(logs, last?.index ?? 0, {
    minSize: settings.minSize,
    maxSize: settings.newestMaxSize,
    minBefore: settings.newestMinBefore,
  });
  return newest && newest.p < settings.newestMaxP ? newest : null;
}

/** A monotone worsening over the last `creepRuns` runs, significant and beyond the margin. */
export function worseningCreep(
  logs: readonly number[],
  better: Better,
  settings: Settings = CHANGE_SETTINGS,
): { change: number; runs: number; p: number } | null {
  if (logs.length < settings.creepRuns) return null;
  const t = trend(logs.slice(-settings.creepRuns));
  const sign = better === 'lower' ? 1 : -1;
  const p = better === 'lower' ? t.pRising : t.pFalling;
  const fitted = sign * t.slope * (settings.creepRuns - 1);
  if (p >= settings.creepMaxP || fitted <= Math.log(1 + settings.creepMargin)) return null;
  return { change: Math.exp(sign * fitted) - 1, runs: settings.creepRuns, p };
}
