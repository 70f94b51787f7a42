import { cellCounts } from './cells.js';
import type { Workload } from '../config/index.js';
import { type CacheState, cellKey, HIT_ONLY_METRICS, SUMMARISED_METRICS, type SummarisedMetric } from '../vocabulary/index.js';
import type { RunSpread } from '../gate/index.js';
import { publicUrl, type CellResult, type LoopResult, type Results } from '../results/index.js';
import { summarize } from '../stats/index.js';
import { canonicalConformance } from './conformance.js';
import { recordedOutput, type RecordedOutput } from '../quality/index.js';
import { BaselineError } from './errors.js';
import { workloadIdentity } from './fingerprint.js';
import {
  BASELINE_VERSION,
  HIT_SHARE_DECIMALS,
  LOOP_METRICS,
  METRIC_DECIMALS,
  roundTo,
  SPREAD_DECIMALS,
  type Baseline,
  type BaselineCell,
  type BaselineLoop,
  type BaselineSpread,
  type BaselineSummary,
  type LoopMetric,
} from './types.js';

const CACHE_ORDER: Record<CacheState, number> = { cold: 0, warm: 1 };

/**
 * The baseline a run's results would be recorded as. Deterministic: everything, including
 * `recordedAt`, comes from the results, so the same results always give the same baseline.
 * `spread`, from results merged over several runs (mergeRuns), is each cell's run-to-run drift, keyed by cellKey.
 */
export function baselineFromResults(results: Results, workload: Workload, spread?: ReadonlyMap<string, RunSpread>): Baseline {
  const identity = workloadIdentity(workload);
  checkUsable(results, workload, identity.fingerprint);
  const endpointOrder = new Map(workload.endpoints.map((e, i) => [e.name, i]));
  const scenarioOrder = new Map(workload.scenarios.map((s, i) => [s.name, i]));
  // Workload order, not arrival order, so re-recording moves no cell and the diff shows only changed numbers.
  const order = (a: { endpoint: string; scenario: string; cache: CacheState; turn?: number | null }, b: typeof a): number =>
    endpointOrder.get(a.endpoint)! - endpointOrder.get(b.endpoint)! ||
    scenarioOrder.get(a.scenario)! - scenarioOrder.get(b.scenario)! ||
    CACHE_ORDER[a.cache] - CACHE_ORDER[b.cache] ||
    (a.turn ?? -1) - (b.turn ?? -1);

  // Every cell of complete runs is in every run, so the most any cell was measured in is the number of runs.
  const runs = Math.max(0, ...[...(spread?.values() ?? [])].map((s) => s.runs));

  return {
    version: BASELINE_VERSION,
    provenance: {
      tool: { name: 'streamgate', version: results.tool.version },
      recordedAt: results.run.finishedAt,
      runner: results.run.runner,
      workload: workload.name,
      fingerprint: identity.fingerprint,
      seed: results.run.seed,
      runId: results.run.runId,
      ...(runs >= 2 ? { runs } : {}),
      endpoints: results.endpoints.map((e) => ({ name: e.name, model: e.model, baseUrl: publicUrl(e.baseUrl) })),
    },
    fingerprintParts: identity.parts,
    cells: results.cells.map((cell) => withSpread(baselineCell(cell), spread?.get(cellKey(cell)))).sort(order),
    loops: results.loops.map(baselineLoop).sort(order),
    ...(results.conformance ? { conformance: canonicalConformance(results.conformance) } : {}),
    ...recordedOutputs(results, workload),
    ...(results.speculative && results.speculative.length > 0 ? { speculative: results.speculative } : {}),
  };
}

function checkUsable(results: Results, workload: Workload, fingerprint: string): void {
  const hint = 'record the baseline from a complete run of the current workload.';
  if (results.run.partial) {
    throw new BaselineError(
      'unusable-results',
      null,
      `run ${results.run.runId} was interrupted: a partial run would make a misleading baseline`,
      { hint },
    );
  }
  if (results.run.shard !== null) {
    const { index, count } = results.run.shard;
    throw new BaselineError(
      'unusable-results',
      null,
      `run ${results.run.runId} is shard ${index}/${count}: it holds only part of the plan`,
      {
        hint: 'merge the results of all shards first, then record the baseline from the merged results.',
      },
    );
  }
  if (results.workload.fingerprint !== null && results.workload.fingerprint !== fingerprint) {
    throw new BaselineError(
      'unusable-results',
      null,
      `run ${results.run.runId} was measured with a different workload than "${workload.name}" (fingerprint ${results.workload.fingerprint}, expected ${fingerprint})`,
      { hint },
    );
  }
  const endpoints = new Set(workload.endpoints.map((e) => e.name));
  const scenarios = new Set(workload.scenarios.map((s) => s.name));
  const strangers = [...results.cells, ...results.loops]
    .filter((c) => !endpoints.has(c.endpoint) || !scenarios.has(c.scenario))
    .map((c) => `${c.endpoint}/${c.scenario}/${c.cache}`);
  if (strangers.length > 0) {
    throw new BaselineError(
      'unusable-results',
      null,
      `run ${results.run.runId} has results for endpoints or scenarios that workload "${workload.name}" does not define`,
      {
        problems: [...new Set(strangers)],
        hint,
      },
    );
  }
}

function baselineCell(cell: CellResult): BaselineCell {
  const summaries: BaselineCell['summaries'] = {};
  const values: BaselineCell['values'] = {};
  for (const metric of SUMMARISED_METRICS) {
    const raw = cell.values[metric];
    if (raw === undefined || raw.length === 0) continue;
    const rounded = roundValues(raw, metric);
    values[metric] = rounded;
    const summary = summaryOf(rounded, metric);
    if (summary) summaries[metric] = summary;
  }
  return {
    ...cellCounts(cell),
    errorKinds: { ...cell.errorKinds },
    classes: {
      streamed: cell.classes.streamed,
      coalesced: cell.classes.coalesced,
      buffered: cell.classes.buffered,
      undefined: cell.classes.undefined,
    },
    summaries,
    values,
    ...(cell.timeline ? { timeline: cell.timeline } : {}),
    ...(cell.cacheHits ? { cacheHits: baselineCacheHits(cell.cacheHits) } : {}),
    ...(cell.connections ? { connections: baselineConnections(cell.connections) } : {}),
  };
}

/** Medians at the precision of the baseline's times. */
function baselineConnections(facts: NonNullable<CellResult['connections']>): NonNullable<BaselineCell['connections']> {
  const median = (m: { n: number; p50: number } | null): { n: number; p50: number } | null =>
    m === null ? null : { n: m.n, p50: roundTo(m.p50, METRIC_DECIMALS.ttftMs) };
  return { ...facts, connectMs: median(facts.connectMs), tlsMs: median(facts.tlsMs), setupMs: median(facts.setupMs) };
}

/** Counts and the values over the hits; the misses' values are the results' alone (the gate never compares them). */
function baselineCacheHits(hits: NonNullable<CellResult['cacheHits']>): NonNullable<BaselineCell['cacheHits']> {
  const values: NonNullable<BaselineCell['cacheHits']>['values'] = {};
  for (const metric of HIT_ONLY_METRICS) {
    const raw = hits.values[metric];
    if (raw !== undefined && raw.length > 0) values[metric] = roundValues(raw, metric);
  }
  return { hit: hits.hit, miss: hits.miss, unknown: hits.unknown, values };
}

function withSpread(cell: BaselineCell, spread: RunSpread | undefined): BaselineCell {
  if (!spread || spread.runs < 2) return cell;
  const logSd: BaselineSpread['logSd'] = {};
  for (const metric of SUMMARISED_METRICS) {
    const sd = spread.logSd[metric];
    // Only beside values the gate can compare: a drift for a metric the cell does not keep would fail validation.
    if (sd !== undefined && Number.isFinite(sd) && cell.values[metric] !== undefined) logSd[metric] = roundTo(sd, SPREAD_DECIMALS);
  }
  const hitShares = spread.hitShares?.length === spread.runs ? spread.hitShares.map((h) => roundTo(h, HIT_SHARE_DECIMALS)) : null;
  const driftDf: NonNullable<BaselineSpread['driftDf']> = {};
  for (const metric of Object.keys(logSd) as SummarisedMetric[]) {
    const df = spread.driftDf?.[metric];
    if (df !== undefined && Number.isFinite(df)) driftDf[metric] = Math.floor(df);
  }
  return {
    ...cell,
    spread: { runs: spread.runs, logSd, ...(Object.keys(driftDf).length > 0 ? { driftDf } : {}), ...(hitShares ? { hitShares } : {}) },
  };
}

function baselineLoop(loop: LoopResult): BaselineLoop {
  const summaries: BaselineLoop['summaries'] = {};
  const values: BaselineLoop['values'] = { loopMs: [], sumTtftMs: [], sumE2eMs: [] };
  for (const metric of LOOP_METRICS) {
    const raw = loop.values[metric];
    if (raw === undefined) continue;
    const kept = (values[metric] = roundValues(raw, metric));
    const summary = summaryOf(kept, metric);
    if (summary) summaries[metric] = summary;
  }
  return {
    endpoint: loop.endpoint,
    scenario: loop.scenario,
    cache: loop.cache,
    turns: loop.turns,
    n: loop.n,
    errors: loop.errors,
    summaries,
    values,
  };
}

function roundValues(values: readonly number[], metric: SummarisedMetric | LoopMetric): number[] {
  return values.filter(Number.isFinite).map((v) => roundTo(v, METRIC_DECIMALS[metric]));
}

function summaryOf(values: readonly number[], metric: SummarisedMetric | LoopMetric): BaselineSummary | null {
  const s = summarize(values);
  if (!s) return null;
  const d = METRIC_DECIMALS[metric];
  // Summaries get one more place than the values: a median of two values can fall halfway between them.
  return { n: s.n, mean: roundTo(s.mean, d + 1), p50: roundTo(s.p50, d + 1), p95: roundTo(s.p95, d + 1), p99: roundTo(s.p99, d + 1) };
}

/**
 * The answers a baseline keeps: measured requests' (a repeat measured self-agreement in its own run) of scenarios that
 * declare `quality:` (answers compared by default are compared beside a reference only). Absent when there are none.
 */
function recordedOutputs(results: Results, workload: Workload): { outputs?: RecordedOutput[] } {
  const declared = new Set(workload.scenarios.filter((s) => s.quality && !s.quality.implicit).map((s) => s.name));
  const kept = (results.outputs ?? []).filter((o) => o.repeat === undefined && declared.has(o.scenario));
  return kept.length > 0 ? { outputs: kept.map(recordedOutput) } : {};
}
