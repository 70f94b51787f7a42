import { jointRunDrift, runDriftLogSd, runTrendOffset, summarize } from '../stats/index.js';
import { cellKey, HIT_ONLY_METRICS, SUMMARISED_METRICS, type HitOnlyMetric, type SummarisedMetric } from '../vocabulary/index.js';
import type { HistoryCell, HistoryEntry } from './history-entry.js';
import { mergeAcceptance, type SpeculativeAcceptance } from '../gate/index.js';
import {
  BASELINE_VERSION,
  HIT_SHARE_DECIMALS,
  METRIC_DECIMALS,
  roundTo,
  SPREAD_DECIMALS,
  type Baseline,
  type BaselineCell,
  type BaselineSummary,
  type WorkloadIdentity,
} from './types.js';

/**
 * Runs pooled into a history-backed baseline unless the caller says otherwise: 10, as measured
 * (docs/design/calibration.md#history-backed-baselines): against the last 10 a +50 % TTFT is caught in 93 % of runs at
 * a run-to-run drift of 0.03 and 73 % at 0.05, against the last 5 in 81 % and 58 %, with no false failure in either.
 */
export const DEFAULT_HISTORY_RUNS = 10;

/**
 * Runs the drift is measured over: the last 20 of the workload (at least those pooled). The comparison side follows
 * the deployed stack (its last K runs), but how far runs wander is a property of the stack and its runners that a
 * longer window measures far better: from 5 runs τ̂ has 4 degrees of freedom, from 20 it has 19, and the gate's
 * allowance for the estimate (src/gate/drift/between-runs.ts) shrinks with them. A step inside the window (a change merged)
 * makes the spread larger, so the gate allows for more drift, not less.
 */
export const HISTORY_DRIFT_RUNS = 20;

export interface HistoryBaseline {
  baseline: Baseline;
  /** The entries pooled, oldest first. */
  pooled: HistoryEntry[];
}

/**
 * A baseline pooled from the last `k` history entries of this workload (same fingerprint): each cell's values
 * concatenated over the runs, counts summed, and the cells' run-to-run drift measured from the runs as for a baseline
 * recorded with `--runs k`: the gate takes its estimation uncertainty into account (src/gate/drift/between-runs.ts), so it is
 * recorded as measured.
 * Null when fewer than `minRuns` (2) matching runs exist: one run shows no drift; with `minRuns` 1 a single run is a
 * 1-run side, its drift assumed as for a 1-run baseline file.
 */
export function baselineFromHistory(
  entries: readonly HistoryEntry[],
  identity: WorkloadIdentity,
  k: number,
  driftRuns = HISTORY_DRIFT_RUNS,
  minRuns = 2,
): HistoryBaseline | null {
  // Marker entries (a step told of) hold no cells: never pooled, never in the drift window.
  const matching = entries.filter((e) => e.fingerprint === identity.fingerprint && !(e.step !== undefined && e.cells.length === 0));
  const pooled = matching.slice(-k);
  if (pooled.length < Math.max(1, minRuns)) return null;
  const last = pooled.at(-1)!;
  const answered = [...pooled].reverse().find((e) => (e.outputs?.length ?? 0) > 0);
  const cells = pooledHistoryCells(matching, k, driftRuns);
  return {
    pooled,
    baseline: {
      version: BASELINE_VERSION,
      provenance: {
        tool: { name: 'streamgate', version: 'history' },
        recordedAt: last.time,
        runner: [...new Set(pooled.map((e) => e.runner))].join('; '),
        workload: last.workload,
        fingerprint: identity.fingerprint,
        seed: 0,
        runId: pooled.map((e) => e.runId).join('+'),
        runs: pooled.length,
        endpoints: [],
      },
      fingerprintParts: identity.parts,
      cells,
      loops: [],
      // The answers of the newest pooled run that kept some: the stack as it answers now (docs/quality.md).
      ...(answered?.outputs ? { outputs: answered.outputs } : {}),
      ...pooledAcceptance(pooled),
    },
  };
}

/**
 * The cells of the newest of `runs` (measured entries of one workload fingerprint, oldest first), each pooled over the
 * last `k` runs, its run-to-run drift measured over the last max(k, driftRuns) (jointly over the endpoint's cells).
 */
export function pooledHistoryCells(runs: readonly HistoryEntry[], k: number, driftRuns = HISTORY_DRIFT_RUNS): BaselineCell[] {
  const last = runs.at(-1);
  if (!last) return [];
  const byKey = (window: readonly HistoryEntry[]): Map<string, HistoryCell[]> => {
    const map = new Map<string, HistoryCell[]>();
    for (const entry of window) {
      for (const cell of entry.cells) map.set(cellKey(cell), [...(map.get(cellKey(cell)) ?? []), cell]);
    }
    return map;
  };
  const pooledByKey = byKey(runs.slice(-k));
  const window = runs.slice(-Math.max(k, driftRuns));
  const driftByKey = byKey(window);
  return withJointDrift(
    last.cells.map((cell) => pooledCell(pooledByKey.get(cellKey(cell)) ?? [cell], driftByKey.get(cellKey(cell)) ?? [cell])),
    window,
  );
}

/** Each endpoint's speculative decoding over the pooled runs: drafted and accepted tokens added up, gauges averaged. */
function pooledAcceptance(pooled: readonly HistoryEntry[]): { speculative?: SpeculativeAcceptance[] } {
  const all = pooled.flatMap((e) => e.speculative ?? []);
  const list = [...new Set(all.map((a) => a.endpoint))]
    .map((name) => mergeAcceptance(all.filter((a) => a.endpoint === name)))
    .filter((a): a is SpeculativeAcceptance => a !== null);
  return list.length > 0 ? { speculative: list } : {};
}

/** A cell pooled over `runs`, its drift measured over `window` (the same cell in the last HISTORY_DRIFT_RUNS runs). */
function pooledCell(runs: readonly HistoryCell[], window: readonly HistoryCell[]): BaselineCell {
  const first = runs[0]!;
  const sum = (pick: (c: HistoryCell) => number): number => runs.reduce((t, c) => t + pick(c), 0);
  const values: BaselineCell['values'] = {};
  const summaries: BaselineCell['summaries'] = {};
  const logSd: Partial<Record<SummarisedMetric, number>> = {};
  const trend: Partial<Record<SummarisedMetric, number>> = {};
  // The fewest runs any metric's drift was measured from: the degrees of freedom the gate may count on.
  let measuredFrom = Infinity;
  const measure = (metric: SummarisedMetric, perRun: readonly (readonly number[])[]): void => {
    const tau = perRun.length >= 2 ? runDriftLogSd(perRun) : null;
    if (tau === null) return;
    logSd[metric] = roundTo(tau, SPREAD_DECIMALS);
    measuredFrom = Math.min(measuredFrom, perRun.length);
  };
  for (const metric of SUMMARISED_METRICS) {
    const perRun = runs.map((c) => c.values[metric] ?? []).filter((v) => v.length > 0);
    if (perRun.length === 0) continue;
    values[metric] = perRun.flat();
    const s = summarize(values[metric]);
    if (s) summaries[metric] = summary(s, METRIC_DECIMALS[metric] + 1);
    measure(
      metric,
      window.map((c) => c.values[metric] ?? []).filter((v) => v.length > 0),
    );
    // The pooled runs' trend: where the next run's level sits from their mean if they keep to their line.
    const offset = runTrendOffset(perRun);
    if (offset !== null) trend[metric] = roundTo(offset, SPREAD_DECIMALS);
  }
  const cacheHits = pooledHits(runs);
  // A warm cell whose runs all report hits drifts in its hit-only metrics as the gate compares them: over the hits.
  const reported = (c: HistoryCell): boolean => c.cacheHits !== undefined && c.cacheHits.hit + c.cacheHits.miss > 0;
  if (cacheHits && runs.every(reported)) {
    for (const metric of HIT_ONLY_METRICS) {
      if (values[metric] === undefined) continue;
      measure(
        metric,
        window
          .filter(reported)
          .map((c) => c.cacheHits?.values[metric] ?? [])
          .filter((v) => v.length > 0),
      );
    }
  }
  const spread =
    Object.keys(logSd).length > 0
      ? {
          runs: runs.length,
          logSd,
          ...(measuredFrom > runs.length && Number.isFinite(measuredFrom) ? { driftRuns: measuredFrom } : {}),
          ...(Object.keys(trend).length > 0 ? { trend } : {}),
          ...hitSharesOf(runs),
        }
      : null;
  const errorKinds: BaselineCell['errorKinds'] = {};
  for (const c of runs) {
    for (const [kind, n] of Object.entries(c.errorKinds)) {
      const k = kind as keyof BaselineCell['errorKinds'];
      errorKinds[k] = (errorKinds[k] ?? 0) + (n ?? 0);
    }
  }
  return {
    endpoint: first.endpoint,
    scenario: first.scenario,
    cache: first.cache,
    turn: first.turn,
    n: sum((c) => c.n),
    errors: sum((c) => c.errors),
    errorKinds,
    classes: {
      streamed: sum((c) => c.classes.streamed),
      coalesced: sum((c) => c.classes.coalesced),
      buffered: sum((c) => c.classes.buffered),
      undefined: sum((c) => c.classes.undefined),
    },
    summaries,
    values,
    ...(spread ? { spread } : {}),
    ...(cacheHits ? { cacheHits } : {}),
  };
}

/** Each run's hit share, when every run of a warm cell reported cache use (the gate's hit-share spread, gate.md §4.5). */
function hitSharesOf(runs: readonly HistoryCell[]): { hitShares?: number[] } {
  const reported = runs.length >= 2 && runs.every((c) => c.cache === 'warm' && c.cacheHits && c.cacheHits.hit + c.cacheHits.miss > 0);
  if (!reported) return {};
  return { hitShares: runs.map((c) => roundTo(c.cacheHits!.hit / (c.cacheHits!.hit + c.cacheHits!.miss), HIT_SHARE_DECIMALS)) };
}

/** Hit counts summed and hit-only values concatenated over the runs that recorded them; null when none did. */
function pooledHits(runs: readonly HistoryCell[]): BaselineCell['cacheHits'] | null {
  const recorded = runs.map((c) => c.cacheHits).filter((h): h is NonNullable<BaselineCell['cacheHits']> => h !== undefined);
  if (recorded.length === 0) return null;
  const values: NonNullable<BaselineCell['cacheHits']>['values'] = {};
  for (const metric of HIT_ONLY_METRICS) {
    const lists = recorded.map((h) => h.values[metric] ?? []).filter((v) => v.length > 0);
    if (lists.length > 0) values[metric] = lists.flat();
  }
  const sum = (pick: (h: NonNullable<BaselineCell['cacheHits']>) => number): number => recorded.reduce((t, h) => t + pick(h), 0);
  return { hit: sum((h) => h.hit), miss: sum((h) => h.miss), unknown: sum((h) => h.unknown), values };
}

function summary(s: { n: number; mean: number; p50: number; p95: number; p99: number }, d: number): BaselineSummary {
  return { n: s.n, mean: roundTo(s.mean, d), p50: roundTo(s.p50, d), p95: roundTo(s.p95, d), p99: roundTo(s.p99, d) };
}

/**
 * Each metric's drift re-estimated jointly over an endpoint's cells across the drift window (src/stats/drift/joint-drift.ts):
 * a run effect the cells share plus each cell's excess, with the degrees of freedom of the whole table. A warm cell
 * whose runs all reported cache use drifts in its hit-only metrics over the hits, as pooledCell measures it.
 */
function withJointDrift(cells: BaselineCell[], window: readonly HistoryEntry[]): BaselineCell[] {
  const byEndpoint = new Map<string, BaselineCell[]>();
  for (const cell of cells) if (cell.spread) byEndpoint.set(cell.endpoint, [...(byEndpoint.get(cell.endpoint) ?? []), cell]);
  for (const group of byEndpoint.values()) {
    for (const metric of SUMMARISED_METRICS) {
      const withMetric = group.filter((c) => c.spread!.logSd[metric] !== undefined);
      const table = withMetric.map((cell) => {
        const key = cellKey(cell);
        const runs = window.map((e) => e.cells.find((c) => cellKey(c) === key) ?? null);
        const reported = (c: HistoryCell | null): boolean =>
          c === null || (c.cacheHits !== undefined && c.cacheHits.hit + c.cacheHits.miss > 0);
        const hitOnly = (HIT_ONLY_METRICS as readonly string[]).includes(metric) && cell.cacheHits !== undefined && runs.every(reported);
        return runs.map((c) => (c ? ((hitOnly ? c.cacheHits?.values[metric as HitOnlyMetric] : c.values[metric]) ?? null) : null));
      });
      const joint = jointRunDrift(table);
      if (!joint) continue;
      withMetric.forEach((cell, i) => {
        const spread = cell.spread!;
        spread.logSd[metric] = roundTo(Math.sqrt(joint[i]!.variance), SPREAD_DECIMALS);
        spread.driftDf = { ...spread.driftDf, [metric]: Math.floor(joint[i]!.df) };
      });
    }
  }
  return cells;
}
