import { round, storedSummary } from './distribution.js';
import { LOOP_METRICS, SUMMARISED_METRICS, cellKey } from '../vocabulary/index.js';
import { jobsPerHour } from './build-results.js';
import { mergedEndpoints, mergedJobCost } from './cost.js';
import { mergeCacheHits, mergeConnectionFacts } from './cell-facts.js';
import { mergeErrorExamples } from './error-examples.js';
import { mergeDraftCounts, mergedSpeculative } from './speculative.js';
import type { CellResult, LoopResult, MetricSummary, Results, ShardsTogether } from './types.js';
import { overlapRefusal, shardsTogether } from './shard-overlap.js';
import { EXIT_USER_ERROR, UserError } from '../util/index.js';

/** Results that do not belong together (shards of different runs, a run listed twice, an interrupted run). */
export class MergeError extends UserError {
  override readonly name = 'MergeError';
  readonly code = 'STREAMGATE_MERGE';
  readonly exitStatus = EXIT_USER_ERROR;
}

/**
 * One Results from the shards of one run (`shard: i/n` in a matrix): per-request values are concatenated in shard
 * order, counts summed and every summary recomputed from the values, so the merged run is gated exactly like an
 * unsharded one. The parts must be all n shards of the same run: same workload fingerprint, seed, run id and count.
 */
export function mergeResults(parts: readonly Results[]): Results {
  if (parts.length === 0) throw new MergeError('no shard results to merge');
  const sorted = [...parts].sort((a, b) => (a.run.shard?.index ?? 0) - (b.run.shard?.index ?? 0));
  checkParts(sorted);
  const first = sorted[0]!;
  const together = togetherOrRefuse(sorted);
  // Each shard's agreed-start stamp is its own; the merged run states them all under `shards`.
  const { agreedStart: _stamp, window: _window, ...firstRun } = first.run;
  const startedAt = sorted.map((p) => p.run.startedAt).sort()[0]!;
  const finishedAt = sorted
    .map((p) => p.run.finishedAt)
    .sort()
    .at(-1)!;
  return {
    version: first.version,
    tool: first.tool,
    workload: first.workload,
    run: {
      ...firstRun,
      startedAt,
      finishedAt,
      // Shards run side by side: the merged run lasted as long as its slowest shard.
      durationMs: Math.max(...sorted.map((p) => p.run.durationMs)),
      partial: sorted.some((p) => p.run.partial),
      shard: null,
      warmupSamples: sum(sorted.map((p) => p.run.warmupSamples)),
      warmupErrors: sum(sorted.map((p) => p.run.warmupErrors)),
      runner: [...new Set(sorted.map((p) => p.run.runner))].join('; '),
      ...mergedLateness(sorted),
      // Each shard ran on its own machine: every shard's looks are kept, in shard order.
      ...(sorted.some((p) => p.run.clientHealth) ? { clientHealth: sorted.flatMap((p) => p.run.clientHealth ?? []) } : {}),
      ...unionWindow(sorted),
      shards: together,
    },
    endpoints: mergedEndpoints(sorted),
    ...mergeMeasurements(sorted),
    ...mergeConformance(sorted),
    ...mergedSpeculative(sorted),
    // Each shard answered its own plan items: the answers kept for output parity are all of theirs, in plan order.
    ...(sorted.some((p) => p.outputs !== undefined)
      ? { outputs: sorted.flatMap((p) => p.outputs ?? []).sort((a, b) => a.item - b.item || a.endpoint.localeCompare(b.endpoint)) }
      : {}),
    ...(sorted.some((p) => p.errorExamples !== undefined)
      ? {
          errorExamples: mergeErrorExamples(
            sorted.map((p) => p.errorExamples),
            sorted[0]!.endpoints.map((e) => e.name),
          ),
        }
      : {}),
  };
}

/**
 * The cells and loops of several results of one workload as one set: those with the same key are merged, their
 * per-request values concatenated in the order of `parts`, counts summed and summaries recomputed from the values.
 * Ordered as the workload lists endpoints (the first part's order) and scenarios, cold before warm, then by turn.
 * Shared by the merge of shards and the merge of whole runs (merge-runs.ts).
 */
export function mergeMeasurements(parts: readonly Results[]): Pick<Results, 'cells' | 'loops'> {
  const endpointOrder = new Map(parts[0]!.endpoints.map((e, i) => [e.name, i]));
  const scenarioOrder = mergeOrders(parts.map((p) => p.cells.map((c) => c.scenario)));
  const rank = (c: { endpoint: string; scenario: string; cache: string; turn?: number | null }, d: typeof c): number =>
    (endpointOrder.get(c.endpoint) ?? 0) - (endpointOrder.get(d.endpoint) ?? 0) ||
    scenarioOrder.indexOf(c.scenario) - scenarioOrder.indexOf(d.scenario) ||
    (c.cache === d.cache ? 0 : c.cache === 'cold' ? -1 : 1) ||
    (c.turn ?? 0) - (d.turn ?? 0);
  return {
    cells: mergeGroups(
      parts.flatMap((p) => p.cells),
      cellKey,
      mergeCells,
    ).sort(rank),
    loops: mergeGroups(
      parts.flatMap((p) => p.loops),
      loopKey,
      mergeLoops,
    ).sort(rank),
  };
}

/**
 * The lateness of runs or shards merged: counts add up; the quantiles of the parts are not those of the whole, so the
 * worst part's stand for it (never better than any part measured). Absent when no part has one.
 */
export function mergedLateness(parts: readonly Results[]): Pick<Results['run'], 'lateness'> {
  const all = parts.flatMap((p) => (p.run.lateness ? [p.run.lateness] : []));
  if (all.length === 0) return {};
  return {
    lateness: {
      count: all.reduce((n, l) => n + l.count, 0),
      p50Ms: Math.max(...all.map((l) => l.p50Ms)),
      p99Ms: Math.max(...all.map((l) => l.p99Ms)),
      maxMs: Math.max(...all.map((l) => l.maxMs)),
      late: all.reduce((n, l) => n + l.late, 0),
    },
  };
}

/** The shards' overlap and clock figures, or a MergeError when shards that agreed a start did not apply their load together. */
function togetherOrRefuse(parts: readonly Results[]): ShardsTogether {
  const agreed = parts.filter((p) => p.run.agreedStart !== undefined);
  const runId = parts[0]!.run.runId;
  const count = parts[0]!.run.shard!.count;
  if (agreed.length > 0 && agreed.length < parts.length) {
    const without = parts.filter((p) => p.run.agreedStart === undefined).map((p) => `${p.run.shard!.index + 1}/${count}`);
    throw new MergeError(
      `run ${runId}: shard(s) ${without.join(', ')} had no agreed start while the others began at ${agreed[0]!.run.agreedStart!.at}: give every shard the same start-at`,
    );
  }
  const together = shardsTogether(parts);
  const refusal = overlapRefusal(together, count);
  if (refusal !== null) throw new MergeError(`run ${runId}: ${refusal}`);
  return together;
}

/** The merged run's window: from the first shard's first request to the last shard's last. */
function unionWindow(parts: readonly Results[]): Pick<Results['run'], 'window'> {
  const windows = parts.flatMap((p) => (p.run.window ? [p.run.window] : []));
  if (windows.length === 0) return {};
  return {
    window: {
      start: windows.map((w) => w.start).sort()[0]!,
      end: windows
        .map((w) => w.end)
        .sort()
        .at(-1)!,
    },
  };
}

function checkParts(parts: readonly Results[]): void {
  const first = parts[0]!;
  const describe = (p: Results): string =>
    `shard ${p.run.shard ? `${p.run.shard.index + 1}/${p.run.shard.count}` : '(none)'} of run ${p.run.runId}`;
  for (const p of parts) {
    if (p.run.shard === null) throw new MergeError(`run ${p.run.runId} is not a shard (it was run without \`shard: i/n\`)`);
    const same: [string, unknown, unknown][] = [
      ['run id', p.run.runId, first.run.runId],
      ['workload fingerprint', p.workload.fingerprint, first.workload.fingerprint],
      ['seed', p.run.seed, first.run.seed],
      ['shard count', p.run.shard.count, first.run.shard?.count],
      [
        'endpoints',
        JSON.stringify(p.endpoints.map((e) => [e.name, e.model])),
        JSON.stringify(first.endpoints.map((e) => [e.name, e.model])),
      ],
    ];
    for (const [what, value, expected] of same) {
      if (value !== expected)
        throw new MergeError(`${describe(p)} does not belong with ${describe(first)}: ${what} ${String(value)} ≠ ${String(expected)}`);
    }
  }
  if (first.workload.fingerprint === null)
    throw new MergeError(`${describe(first)} has no workload fingerprint, so its shards cannot be checked to belong together`);
  const count = first.run.shard!.count;
  const seen = parts.map((p) => p.run.shard!.index);
  const duplicate = seen.find((index, i) => seen.indexOf(index) !== i);
  if (duplicate !== undefined) throw new MergeError(`shard ${duplicate + 1}/${count} of run ${first.run.runId} appears more than once`);
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !seen.includes(i));
  if (missing.length > 0) {
    throw new MergeError(
      `run ${first.run.runId} is missing shard(s) ${missing.map((i) => `${i + 1}/${count}`).join(', ')}: merging fewer would gate a different workload`,
    );
  }
}

function loopKey(l: LoopResult): string {
  return JSON.stringify([l.endpoint, l.scenario, l.cache]);
}

function mergeGroups<T>(items: readonly T[], key: (item: T) => string, merge: (group: T[]) => T): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()].map(merge);
}

function mergeCells(group: CellResult[]): CellResult {
  const first = group[0]!;
  const values: CellResult['values'] = {};
  const metrics: CellResult['metrics'] = {};
  for (const name of SUMMARISED_METRICS) {
    const list = group.flatMap((c) => c.values[name] ?? []);
    if (list.length === 0) continue;
    values[name] = list;
    const s = storedSummary(list);
    if (s) metrics[name] = s;
  }
  return {
    endpoint: first.endpoint,
    scenario: first.scenario,
    cache: first.cache,
    turn: first.turn,
    n: sum(group.map((c) => c.n)),
    errors: sum(group.map((c) => c.errors)),
    errorKinds: addCounts(group.map((c) => c.errorKinds)),
    classes: {
      streamed: sum(group.map((c) => c.classes.streamed)),
      coalesced: sum(group.map((c) => c.classes.coalesced)),
      buffered: sum(group.map((c) => c.classes.buffered)),
      undefined: sum(group.map((c) => c.classes.undefined)),
    },
    tokensSource: { usage: sum(group.map((c) => c.tokensSource.usage)), estimate: sum(group.map((c) => c.tokensSource.estimate)) },
    finishReasons: addCounts(group.map((c) => c.finishReasons)),
    metrics,
    headers: mergeHeaderSummaries(group.map((c) => c.headers)),
    values,
    ...mergedFacts(group),
  };
}

/** Cache use, connection facts and draft counts of a merged cell; a part without a cache report counts its requests as unknown. */
function mergedFacts(group: readonly CellResult[]): Pick<CellResult, 'cacheHits' | 'connections' | 'speculative'> {
  const out: Pick<CellResult, 'cacheHits' | 'connections' | 'speculative'> = {};
  const cacheHits = mergeCacheHits(group.map((c) => c.cacheHits));
  if (cacheHits) {
    cacheHits.unknown += sum(group.filter((c) => c.cacheHits === undefined).map((c) => c.n - c.errors));
    out.cacheHits = cacheHits;
  }
  const connections = mergeConnectionFacts(group.map((c) => c.connections));
  if (connections) out.connections = connections;
  const drafts = mergeDraftCounts(group.map((c) => c.speculative));
  if (drafts) out.speculative = drafts;
  return out;
}

function mergeLoops(group: LoopResult[]): LoopResult {
  const first = group[0]!;
  const values: LoopResult['values'] = {
    loopMs: group.flatMap((l) => l.values.loopMs),
    sumTtftMs: group.flatMap((l) => l.values.sumTtftMs),
    sumE2eMs: group.flatMap((l) => l.values.sumE2eMs),
  };
  // A job's parts and tokens, when every part kept them (a part from an older version did not).
  for (const name of LOOP_METRICS) {
    if (group.every((l) => l.values[name] !== undefined)) values[name] = group.flatMap((l) => l.values[name]!);
  }
  const metrics: LoopResult['metrics'] = {};
  for (const name of LOOP_METRICS) {
    const s = storedSummary(values[name] ?? []);
    if (s) metrics[name] = s;
  }
  const { jobsPerHour: _parts, cost: _costs, ...rest } = first;
  const perHour = first.jobsPerHour ? jobsPerHour(values.loopMs, first.jobsPerHour.concurrency) : null;
  const cost = mergedJobCost(group);
  return {
    ...rest,
    n: sum(group.map((l) => l.n)),
    errors: sum(group.map((l) => l.errors)),
    metrics,
    values,
    ...(perHour ? { jobsPerHour: perHour } : {}),
    ...(cost ? { cost } : {}),
  };
}

/**
 * Header values are kept only as summaries (they are reported, never gated), so their merge is exact for n, mean,
 * min and max and an n-weighted average of the shards' quantiles: an approximation, good enough for display.
 */
function mergeHeaderSummaries(parts: readonly Record<string, MetricSummary>[]): Record<string, MetricSummary> {
  const names = [...new Set(parts.flatMap((p) => Object.keys(p)))].sort((a, b) => a.localeCompare(b));
  const out: Record<string, MetricSummary> = {};
  for (const name of names) {
    const list = parts.map((p) => p[name]).filter((s): s is MetricSummary => s !== undefined);
    const n = sum(list.map((s) => s.n));
    const weighted = (pick: (s: MetricSummary) => number): number => round(sum(list.map((s) => pick(s) * s.n)) / n);
    out[name] = {
      n,
      mean: weighted((s) => s.mean),
      min: Math.min(...list.map((s) => s.min)),
      max: Math.max(...list.map((s) => s.max)),
      p50: weighted((s) => s.p50),
      p90: weighted((s) => s.p90),
      p95: weighted((s) => s.p95),
      p99: weighted((s) => s.p99),
    };
  }
  return out;
}

/** Each shard lists scenarios in workload order, possibly with gaps; their union keeps that order. */
function mergeOrders(orders: readonly string[][]): string[] {
  const merged: string[] = [];
  for (const order of orders) {
    let previous = -1;
    for (const name of order) {
      let at = merged.indexOf(name);
      if (at < 0) {
        merged.splice(previous + 1, 0, name);
        at = previous + 1;
      }
      previous = at;
    }
  }
  return merged;
}

/** Keys can be server-chosen text (finish reasons): tallied in a Map and built with fromEntries, so `__proto__` stays a key. */
function addCounts<K extends string>(parts: readonly Partial<Record<K, number>>[]): Record<K, number> {
  const totals = new Map<K, number>();
  for (const part of parts) {
    for (const [k, v] of Object.entries(part) as [K, number | undefined][]) {
      if (typeof v === 'number') totals.set(k, (totals.get(k) ?? 0) + v);
    }
  }
  return Object.fromEntries(totals) as Record<K, number>;
}

/**
 * Assertion tallies are counts per cell and add up. Parameter probes are not dealt out by the plan: the first
 * shard's records are kept as they are, rather than adding up repeats of the same probe.
 */
function mergeConformance(parts: readonly Results[]): Pick<Results, 'conformance'> {
  const withData = parts.map((p) => p.conformance).filter((c): c is NonNullable<Results['conformance']> => c !== undefined);
  if (withData.length === 0) return {};
  const tallies = new Map<string, NonNullable<Results['conformance']>['assertions'][number]>();
  for (const tally of withData.flatMap((c) => c.assertions)) {
    const key = JSON.stringify([tally.endpoint, tally.scenario, tally.cache, tally.assertion]);
    const seen = tallies.get(key);
    tallies.set(key, seen ? { ...seen, passed: seen.passed + tally.passed, total: seen.total + tally.total } : { ...tally });
  }
  const first = withData.find((c) => c.probes.length > 0) ?? withData[0]!;
  return { conformance: { repeat: first.repeat, probes: first.probes, assertions: [...tallies.values()] } };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
