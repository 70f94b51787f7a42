import { normalQuantile, runDriftLogSd, summarize, tQuantile } from '../stats/index.js';
import { cellKey } from '../vocabulary/cell.js';
import { HIT_ONLY_METRICS, SUMMARISED_METRICS, type SummarisedMetric } from '../vocabulary/metrics.js';
import type { HistoryCell, HistoryEntry } from './history-entry.js';
import { HIT_SHARE_DECIMALS, METRIC_DECIMALS, roundTo, SPREAD_DECIMALS } from './precision.js';
import { BASELINE_VERSION, type Baseline, type BaselineCell, type BaselineSummary, type WorkloadIdentity } from './types.js';

/** Runs pooled into a history-backed baseline unless the caller says otherwise. */
export const DEFAULT_HISTORY_RUNS = 5;

/**
 * The smallest run-to-run drift (log-sd) a history-backed baseline admits: from five runs the method-of-moments estimate
 * is often exactly 0 (the run medians moved less than sampling noise explains), and a drift of 0 would let the next
 * runner's or day's ordinary drift fail a build.
 */
export const HISTORY_DRIFT_FLOOR = 0.02;

/** The confidence at which the estimated drift is widened for having been estimated from few runs. */
const DRIFT_CONFIDENCE = 0.975;

/**
 * The drift a cell's comparison allows for, from the runs' estimated log-sd τ̂: max(τ̂, floor), widened by
 * t(0.975, k−1) / z(0.975) so a drift estimated from k runs enters with its own uncertainty rather than as a known
 * constant (from 5 runs ×1.42, from 10 ×1.15; the gate adds τ²·(1 + 1/k) to each comparison's variance).
 */
export function widenedDrift(tau: number, runs: number): number {
  const widen = tQuantile(DRIFT_CONFIDENCE, runs - 1) / normalQuantile(DRIFT_CONFIDENCE);
  return Math.max(tau, HISTORY_DRIFT_FLOOR) * widen;
}

export interface HistoryBaseline {
  baseline: Baseline;
  /** The entries pooled, oldest first. */
  pooled: HistoryEntry[];
}

/**
 * A baseline pooled from the last `k` history entries of this workload (same fingerprint): each cell's values
 * concatenated over the runs, counts summed, and the cells' run-to-run drift measured from the runs (widenedDrift).
 * Null when fewer than 2 matching runs exist: one run shows no drift, and the gate would fall back on its assumption.
 */
export function baselineFromHistory(entries: readonly HistoryEntry[], identity: WorkloadIdentity, k: number): HistoryBaseline | null {
  const pooled = entries.filter((e) => e.fingerprint === identity.fingerprint).slice(-k);
  if (pooled.length < 2) return null;
  const last = pooled.at(-1)!;
  const byKey = new Map<string, HistoryCell[]>();
  for (const entry of pooled) {
    for (const cell of entry.cells) byKey.set(cellKey(cell), [...(byKey.get(cellKey(cell)) ?? []), cell]);
  }
  const cells = last.cells.map((cell) => pooledCell(byKey.get(cellKey(cell)) ?? [cell]));
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
    },
  };
}

function pooledCell(runs: readonly HistoryCell[]): BaselineCell {
  const first = runs[0]!;
  const sum = (pick: (c: HistoryCell) => number): number => runs.reduce((t, c) => t + pick(c), 0);
  const values: BaselineCell['values'] = {};
  const summaries: BaselineCell['summaries'] = {};
  const logSd: Partial<Record<SummarisedMetric, number>> = {};
  for (const metric of SUMMARISED_METRICS) {
    const perRun = runs.map((c) => c.values[metric] ?? []).filter((v) => v.length > 0);
    if (perRun.length === 0) continue;
    values[metric] = perRun.flat();
    const s = summarize(values[metric]);
    if (s) summaries[metric] = summary(s, METRIC_DECIMALS[metric] + 1);
    const tau = perRun.length >= 2 ? runDriftLogSd(perRun) : null;
    if (tau !== null) logSd[metric] = roundTo(widenedDrift(tau, perRun.length), SPREAD_DECIMALS);
  }
  const cacheHits = pooledHits(runs);
  // A warm cell whose runs all report hits drifts in its hit-only metrics as the gate compares them: over the hits.
  if (cacheHits && runs.every((c) => c.cacheHits && c.cacheHits.hit + c.cacheHits.miss > 0)) {
    for (const metric of HIT_ONLY_METRICS) {
      const perRun = runs.map((c) => c.cacheHits?.values[metric] ?? []).filter((v) => v.length > 0);
      const tau = perRun.length >= 2 ? runDriftLogSd(perRun) : null;
      if (tau !== null && values[metric] !== undefined) logSd[metric] = roundTo(widenedDrift(tau, perRun.length), SPREAD_DECIMALS);
    }
  }
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
    ...(Object.keys(logSd).length > 0 ? { spread: { runs: runs.length, logSd, ...hitSharesOf(runs) } } : {}),
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
