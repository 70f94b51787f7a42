import { hitOnlyCell, reportsHits, type RunSpread } from '../gate/index.js';
import { cellKey, SUMMARISED_METRICS } from '../vocabulary/index.js';
import { mergedEndpoints } from './cost.js';
import { jointRunDrift, runDriftLogSd } from '../stats/index.js';
import { mergedLateness, MergeError, mergeMeasurements } from './merge.js';
import { mergeErrorExamples } from './error-examples.js';
import { mergedSpeculative } from './speculative.js';
import type { CellResult, Results } from './types.js';

export interface MergedRuns {
  results: Results;
  /** Per cell (keyed by cellKey) measured in at least two runs: how far its centre moved between them. */
  spread: Map<string, RunSpread>;
}

/**
 * One Results from complete runs of the same workload recorded one after another, for a baseline that knows its own
 * run-to-run drift. Cells are merged as shards are (values concatenated in run order, counts summed, summaries
 * recomputed); the per-run values also give each cell's drift (runDriftLogSd), which a single run cannot show.
 * Runs are taken in the order they started. Conformance data is the first run's, kept as it is: every run sends the
 * same probes, so adding them up would count one probe k times, and what is pooled here is timing, not conformance.
 */
export function mergeRuns(parts: readonly Results[]): MergedRuns {
  checkRuns(parts);
  const runs = [...parts].sort((a, b) => a.run.startedAt.localeCompare(b.run.startedAt));
  const first = runs[0]!;
  const last = runs.at(-1)!;
  const total = (pick: (r: Results) => number): number => runs.reduce((t, r) => t + pick(r), 0);
  // `looks` describes one sequential run's plan, and `clientHealth` its looks; the merged runs have no single one (nor one
  // measuring window or start: they ran one after another).
  const {
    looks: _looks,
    lateness: _lateness,
    clientHealth: _health,
    agreedStart: _start,
    window: _window,
    shards: _shards,
    ...firstRun
  } = first.run;
  const measured = mergeMeasurements(runs);
  const byRun = runs.map((r) => new Map(r.cells.map((c) => [cellKey(c), c])));
  const results: Results = {
    version: first.version,
    tool: first.tool,
    workload: first.workload,
    run: {
      ...firstRun,
      runId: runs.map((r) => r.run.runId).join('+'),
      ...mergedLateness(runs),
      startedAt: first.run.startedAt,
      finishedAt: last.run.finishedAt,
      // One after another, unlike shards: the runs together took the sum of their durations.
      durationMs: total((r) => r.run.durationMs),
      warmupSamples: total((r) => r.run.warmupSamples),
      warmupErrors: total((r) => r.run.warmupErrors),
      runner: [...new Set(runs.map((r) => r.run.runner))].join('; '),
    },
    endpoints: mergedEndpoints(runs),
    cells: measured.cells.map((cell) => withTimeline(cell, byRun)),
    loops: measured.loops,
    ...(first.conformance ? { conformance: first.conformance } : {}),
    // The answers of the first run: a deterministic request answers the same in each, and each answer is kept once.
    ...(first.outputs ? { outputs: first.outputs } : {}),
    // Drafted and accepted tokens add up over runs, as the cells' values do.
    ...mergedSpeculative(runs),
    ...mergedExamples(runs),
  };
  return { results, spread: runSpread(measured.cells, byRun) };
}

function mergedExamples(runs: readonly Results[]): Pick<Results, 'errorExamples'> {
  if (runs.every((r) => r.errorExamples === undefined)) return {};
  return {
    errorExamples: mergeErrorExamples(
      runs.map((r) => r.errorExamples),
      runs[0]!.endpoints.map((e) => e.name),
    ),
  };
}

function checkRuns(parts: readonly Results[]): void {
  const ids = parts.map((p) => p.run.runId).join(', ');
  if (parts.length < 2) {
    throw new MergeError(
      `recording from several runs needs at least 2 results, got ${parts.length}${parts.length > 0 ? ` (run ${ids})` : ''}`,
    );
  }
  const first = parts[0]!;
  const seen = new Set<string>();
  for (const p of parts) {
    const run = `run ${p.run.runId}`;
    if (seen.has(p.run.runId)) throw new MergeError(`${run} is listed more than once: the same run twice would show no run-to-run spread`);
    seen.add(p.run.runId);
    if (p.run.partial) throw new MergeError(`${run} was interrupted: a partial run would make a misleading baseline (runs: ${ids})`);
    if (p.run.shard !== null) {
      throw new MergeError(
        `${run} is shard ${p.run.shard.index + 1}/${p.run.shard.count}: merge each run's shards first, then merge the whole runs (runs: ${ids})`,
      );
    }
    const [a, b] = [p.workload.fingerprint, first.workload.fingerprint];
    if (a !== null && b !== null && a !== b) {
      throw new MergeError(
        `${run} was measured with a different workload than run ${first.run.runId} (fingerprint ${a} ≠ ${b}): runs of different workloads cannot be pooled`,
      );
    }
    const endpoints = (r: Results): string => JSON.stringify(r.endpoints.map((e) => [e.name, e.model]));
    if (endpoints(p) !== endpoints(first)) {
      throw new MergeError(
        `${run} measured other endpoints than run ${first.run.runId} (${endpoints(p)} ≠ ${endpoints(first)}): runs of different workloads cannot be pooled`,
      );
    }
  }
}

/**
 * Cells present in fewer than two runs, or whose metrics all lack two runs with enough positive values, get no
 * entry: there is nothing to measure, and the gate then assumes its default drift for them. A warm cell whose runs all
 * report prefix-cache hits drifts in its hit-only metrics as the gate compares them: over the hits.
 */
function runSpread(merged: readonly CellResult[], byRun: readonly ReadonlyMap<string, CellResult>[]): Map<string, RunSpread> {
  const spread = new Map<string, RunSpread>();
  for (const key of merged.map(cellKey)) {
    const found = byRun.map((m) => m.get(key)).filter((c): c is CellResult => c !== undefined);
    if (found.length < 2) continue;
    const cells = found.every(reportsHits) ? found.map((c) => hitOnlyCell(c)) : found;
    const logSd: RunSpread['logSd'] = {};
    for (const metric of SUMMARISED_METRICS) {
      const perRun = cells.map((c) => c.values[metric] ?? []).filter((v) => v.length > 0);
      if (perRun.length < 2) continue;
      const sd = runDriftLogSd(perRun);
      if (sd !== null) logSd[metric] = sd;
    }
    const hitShares = runHitShares(found);
    if (Object.keys(logSd).length > 0) spread.set(key, { runs: cells.length, logSd, ...(hitShares ? { hitShares } : {}) });
  }
  withJointDrift(spread, merged, byRun);
  return spread;
}

/**
 * Each metric's drift re-estimated jointly over an endpoint's cells (src/stats/drift/joint-drift.ts): a run effect the
 * cells share plus each cell's excess, with the degrees of freedom of the whole table instead of each cell's k − 1.
 */
function withJointDrift(
  spread: Map<string, RunSpread>,
  merged: readonly CellResult[],
  byRun: readonly ReadonlyMap<string, CellResult>[],
): void {
  const byEndpoint = new Map<string, string[]>();
  for (const cell of merged) {
    const key = cellKey(cell);
    if (spread.has(key)) byEndpoint.set(cell.endpoint, [...(byEndpoint.get(cell.endpoint) ?? []), key]);
  }
  for (const keys of byEndpoint.values()) {
    for (const metric of SUMMARISED_METRICS) {
      const withMetric = keys.filter((k) => spread.get(k)!.logSd[metric] !== undefined);
      const table = withMetric.map((key) => {
        const hitOnly = byRun.every((m) => {
          const c = m.get(key);
          return c === undefined || reportsHits(c);
        });
        return byRun.map((m) => {
          const c = m.get(key);
          return c ? ((hitOnly ? hitOnlyCell(c) : c).values[metric] ?? null) : null;
        });
      });
      const joint = jointRunDrift(table);
      if (!joint) continue;
      withMetric.forEach((key, i) => {
        const s = spread.get(key)!;
        s.logSd[metric] = Math.sqrt(joint[i]!.variance);
        s.driftDf = { ...s.driftDf, [metric]: joint[i]!.df };
      });
    }
  }
}

/**
 * Each run's prefix-cache hit share (hits out of the requests the server reported on), when every run of a warm cell
 * reported: how far the hit share moves between runs, which the gate's hit-share test allows for (docs/design/gate.md §4.5).
 */
export function runHitShares(runs: readonly Pick<CellResult, 'cache' | 'cacheHits'>[]): number[] | null {
  if (runs.length < 2 || !runs.every(reportsHits)) return null;
  return runs.map((c) => c.cacheHits!.hit / (c.cacheHits!.hit + c.cacheHits!.miss));
}

/** The report's chart shows one request's token curve per cell: the first run's is as good an example as any. */
function withTimeline(cell: CellResult, byRun: readonly ReadonlyMap<string, CellResult>[]): CellResult {
  const timeline = byRun.map((m) => m.get(cellKey(cell))?.timeline).find((t) => t !== undefined);
  return timeline ? { ...cell, timeline } : cell;
}

/**
 * One line for the terminal: how many runs were pooled and the largest TTFT drift between them, the number that
 * says whether recording from several runs was worth it.
 */
export function describeRunSpread(runs: number, spread: ReadonlyMap<string, RunSpread>): string {
  let largest: { key: string; sd: number } | null = null;
  for (const [key, s] of spread) {
    const sd = s.logSd.ttftMs;
    if (sd !== undefined && (largest === null || sd > largest.sd)) largest = { key, sd };
  }
  if (largest === null)
    return `recorded from ${runs} runs; no run-to-run spread of TTFT could be measured (too few successful requests per run)`;
  // The estimate is clamped at 0 when runs differ no more than requests within a run; a bare `0.0%` reads as a bug.
  if (largest.sd === 0)
    return `recorded from ${runs} runs; run-to-run spread of TTFT p50 0 (the runs differed no more than the requests within one run; the bundled simulator repeats itself for a seed, so its runs show none)`;
  const percent = ((Math.exp(largest.sd) - 1) * 100).toFixed(1);
  return `recorded from ${runs} runs; run-to-run spread of TTFT p50 up to ${percent}% (log-sd ${largest.sd.toFixed(3)}, ${largest.key})`;
}
