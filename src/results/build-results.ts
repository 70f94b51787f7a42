import type { ClientHealthLook, RunOutcome } from '../runner/index.js';
import type { ConformanceData } from '../conformance/index.js';
import type { EndpointTelemetry } from '../telemetry/index.js';
import { round, storedSummary } from './distribution.js';
import { DEFAULT_API } from '../apis/index.js';
import type { Workload, FingerprintParts } from '../config/index.js';
import { type CacheState, SUMMARISED_METRICS, type LoopMetric } from '../vocabulary/index.js';
import { loopMetricsFromTurns, type LoopTurn, type TimelinePoint, type RequestMetrics } from '../metrics/index.js';
import type { Plan } from '../plan/index.js';
import type { Sample } from '../probe/index.js';
import { cacheHitsOf, connectionFacts, emptyConnectionTally, tallyConnection, type ConnectionTally } from './cell-facts.js';
import type { MeasuredSample } from './measured.js';
import { RESULTS_VERSION, type CellResult, type JobsPerHour, type LoopResult, type Results, type RunLateness } from './types.js';
import { ErrorExamples } from './error-examples.js';
import { runSpeculative, tallyDraft } from './speculative.js';
import type { DraftCounts } from '../gate/index.js';
import { endpointCost, jobCost, type TokenCounts } from './cost.js';
import { answeredModelCounts, type AnsweredModels } from './answered-models.js';

/** A run as the runner reported it (`RunOutcome`), with the measured requests kept and its lateness as stored. */
export interface RunRecord extends Omit<RunOutcome, 'measured' | 'lateness'> {
  /** Every measured request, as `measureSample` kept it. */
  samples: MeasuredSample[];
  lateness?: RunLateness;
}

export interface BuildResultsInput {
  workload: Workload;
  plan: Plan;
  run: RunRecord;
  toolVersion: string;
  runner: string;
  fingerprint: string | null;
  /** What the fingerprint was computed from; absent when the caller has none. */
  fingerprintParts?: FingerprintParts | null;
  /** Looks of a sequential run: how many were planned and how many each endpoint took. */
  looks?: { planned: number; measured: Record<string, number> } | null;
  /** The client's own health per look; absent when it was not watched. */
  clientHealth?: ClientHealthLook[];
  /** The endpoints' server telemetry (`telemetry:`); absent or empty when none has it. */
  telemetry?: EndpointTelemetry[];
}

const CACHE_ORDER: Record<CacheState, number> = { cold: 0, warm: 1 };

export function buildResults(input: BuildResultsInput): Results {
  const { workload, plan, run } = input;
  const cells = new Map<
    string,
    {
      cell: CellResult;
      metrics: RequestMetrics[];
      timelines: TimelinePoint[][];
      connections: ConnectionTally;
      drafts: DraftCounts | null;
    }
  >();
  const loops = new Map<string, (LoopTurn & { sample: Sample })[]>();
  // Agent loops and replayed sessions alike: a cell per turn, and the whole job measured.
  const agentScenarios = new Set(workload.scenarios.filter((s) => s.agent || s.sessions).map((s) => s.name));
  const examples = new ErrorExamples();
  // Tokens of each endpoint's measured requests, by the servers' usage, for what they cost at its price.
  const tokens = new Map<string, TokenCounts>();

  for (const { sample, metrics, timeline } of run.samples) {
    const isAgent = agentScenarios.has(sample.scenario);
    const turn = isAgent ? sample.turn : null;
    const key = `${sample.endpoint}\u0000${sample.scenario}\u0000${sample.cache}\u0000${turn ?? ''}`;
    let entry = cells.get(key);
    if (!entry) {
      entry = { cell: emptyCell(sample, turn), metrics: [], timelines: [], connections: emptyConnectionTally(), drafts: null };
      cells.set(key, entry);
    }
    tallyConnection(entry.connections, sample, metrics);
    const counted = tokens.get(sample.endpoint) ?? { input: 0, cached: 0, output: 0 };
    counted.input += metrics.promptTokens ?? 0;
    counted.cached += metrics.cachedTokens ?? 0;
    counted.output += metrics.outputTokens ?? 0;
    tokens.set(sample.endpoint, counted);
    examples.add(sample);
    if (addToCell(entry.cell, sample, metrics)) {
      entry.metrics.push(metrics);
      entry.timelines.push(timeline);
      entry.drafts = tallyDraft(entry.drafts, sample);
    }
    if (isAgent) {
      const loopKey = `${sample.item}`;
      const list = loops.get(loopKey) ?? [];
      list.push({ item: sample.item, turn: sample.turn, t0: sample.t0, metrics, sample, ...(sample.pause ? { pause: sample.pause } : {}) });
      loops.set(loopKey, list);
    }
  }

  const answered = answeredModelCounts(run.samples.map((s) => s.sample));
  const endpointOrder = new Map(workload.endpoints.map((e, i) => [e.name, i]));
  const scenarioOrder = new Map(workload.scenarios.map((s, i) => [s.name, i]));
  const order = (a: { endpoint: string; scenario: string; cache: CacheState; turn?: number | null }, b: typeof a): number =>
    (endpointOrder.get(a.endpoint) ?? 0) - (endpointOrder.get(b.endpoint) ?? 0) ||
    (scenarioOrder.get(a.scenario) ?? 0) - (scenarioOrder.get(b.scenario) ?? 0) ||
    CACHE_ORDER[a.cache] - CACHE_ORDER[b.cache] ||
    (a.turn ?? 0) - (b.turn ?? 0);

  const cellList = [...cells.values()]
    .map(({ cell, metrics, timelines, connections, drafts }) =>
      withTimeline(finishCell(cell, metrics, connections, drafts), metrics, timelines),
    )
    .sort(order);
  const loopList = buildLoops([...loops.values()], workload).sort(order);

  return {
    version: RESULTS_VERSION,
    tool: { name: 'streamgate', version: input.toolVersion },
    workload: {
      name: workload.name,
      source: workload.source,
      fingerprint: input.fingerprint,
      ...(input.fingerprintParts ? { fingerprintParts: input.fingerprintParts } : {}),
    },
    run: {
      runId: plan.runId,
      seed: plan.seed,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      durationMs: round(run.durationMs),
      partial: run.partial,
      shard: plan.shard,
      requests: workload.run.requests,
      warmup: workload.run.warmup,
      concurrency: workload.run.concurrency,
      ratePerSecond: workload.run.ratePerSecond,
      warmupSamples: run.warmupSamples,
      warmupErrors: run.warmupErrors,
      ...(input.looks ? { looks: input.looks } : {}),
      ...(run.lateness ? { lateness: { ...run.lateness } } : {}),
      ...(input.clientHealth && input.clientHealth.length > 0 ? { clientHealth: input.clientHealth } : {}),
      ...(run.agreedStart ? { agreedStart: { ...run.agreedStart } } : {}),
      ...(run.window ? { window: { ...run.window } } : {}),
      runner: input.runner,
    },
    endpoints: workload.endpoints.map((e) => ({
      ...answeredOf(answered, e.name),
      name: e.name,
      model: e.model,
      baseUrl: publicUrl(e.baseUrl),
      reference: e.reference,
      ...(e.api !== DEFAULT_API ? { api: e.api } : {}),
      ...(e.price ? { cost: endpointCost(e.price, tokens.get(e.name) ?? { input: 0, cached: 0, output: 0 }) } : {}),
    })),
    cells: cellList,
    loops: loopList,
    errorExamples: examples.list(workload.endpoints.map((e) => e.name)),
    ...(input.telemetry && input.telemetry.length > 0 ? { telemetry: input.telemetry } : {}),
    ...runSpeculative(
      workload.endpoints.map((e) => e.name),
      cellList,
      input.telemetry,
    ),
  };
}

/** The results with their conformance section (what results.json and a recorded baseline then carry). */
export function withConformance(results: Results, conformance: ConformanceData | null): Results {
  return conformance ? { ...results, conformance } : results;
}

function emptyCell(sample: Sample, turn: number | null): CellResult {
  return {
    endpoint: sample.endpoint,
    scenario: sample.scenario,
    cache: sample.cache,
    turn,
    n: 0,
    errors: 0,
    errorKinds: {},
    classes: { streamed: 0, coalesced: 0, buffered: 0, undefined: 0 },
    tokensSource: { usage: 0, estimate: 0 },
    finishReasons: {},
    metrics: {},
    headers: {},
    values: {},
  };
}

/** Counts the request in its cell; true when it succeeded (its metrics then count in the cell's values). */
function addToCell(cell: CellResult, sample: Sample, m: RequestMetrics): boolean {
  cell.n++;
  if (sample.error) {
    cell.errors++;
    cell.errorKinds[sample.error.kind] = (cell.errorKinds[sample.error.kind] ?? 0) + 1;
    return false;
  }
  cell.classes[m.deliveryClass ?? 'undefined']++;
  if (m.tokensSource) cell.tokensSource[m.tokensSource]++;
  count(cell.finishReasons, sample.finishReason ?? 'none');
  return true;
}

/**
 * Adds one to a tally keyed by server-chosen text. A plain `tally[key] + 1` would read `constructor` or
 * `toString` from Object.prototype (and `__proto__` would set the prototype), breaking the results file.
 */
function count(tally: Record<string, number>, key: string): void {
  const previous = Object.prototype.hasOwnProperty.call(tally, key) ? tally[key]! : 0;
  Object.defineProperty(tally, key, { value: previous + 1, enumerable: true, writable: true, configurable: true });
}

/** The median request's token timeline (successful requests ordered by e2e; `timelines[i]` belongs to `metrics[i]`). */
function withTimeline(cell: CellResult, metrics: RequestMetrics[], timelines: TimelinePoint[][]): CellResult {
  const ranked = metrics
    .map((m, i) => ({ m, timeline: timelines[i]! }))
    .filter(({ m, timeline }) => m.e2eMs !== null && timeline.length > 0)
    .sort((a, b) => a.m.e2eMs! - b.m.e2eMs!);
  const median = ranked[Math.floor((ranked.length - 1) / 2)];
  return median ? { ...cell, timeline: median.timeline } : cell;
}

function finishCell(cell: CellResult, metrics: RequestMetrics[], connections: ConnectionTally, drafts: DraftCounts | null): CellResult {
  for (const name of SUMMARISED_METRICS) {
    const values: number[] = [];
    for (const m of metrics) {
      const v = m[name];
      if (typeof v === 'number' && Number.isFinite(v)) values.push(round(v));
    }
    if (values.length === 0) continue;
    cell.values[name] = values;
    const s = storedSummary(values);
    if (s) cell.metrics[name] = s;
  }
  const headerValues = new Map<string, number[]>();
  for (const m of metrics) {
    for (const [k, v] of Object.entries(m.headerNumbers)) {
      const list = headerValues.get(k) ?? [];
      list.push(v);
      headerValues.set(k, list);
    }
  }
  for (const [k, list] of [...headerValues].sort(([a], [b]) => a.localeCompare(b))) {
    const s = storedSummary(list);
    if (s) cell.headers[k] = s;
  }
  const cacheHits = cacheHitsOf(metrics, round);
  if (cacheHits) cell.cacheHits = cacheHits;
  cell.connections = connectionFacts(connections);
  if (drafts) cell.speculative = drafts;
  return cell;
}

/** The loop values results keep per job, in the order they are written. */
const JOB_VALUES = [
  'loopMs',
  'sumTtftMs',
  'sumE2eMs',
  'modelMs',
  'toolMs',
  'thinkMs',
  'queueMs',
  'jobInputTokens',
  'jobCachedTokens',
  'jobOutputTokens',
] as const satisfies readonly LoopMetric[];

function buildLoops(groups: (LoopTurn & { sample: Sample })[][], workload: Workload): LoopResult[] {
  const byCell = new Map<string, LoopResult>();
  for (const turns of groups) {
    turns.sort((a, b) => a.turn - b.turn || (a.sample.branch ?? 0) - (b.sample.branch ?? 0));
    const first = turns[0]!.sample;
    const scenario = workload.scenarios.find((s) => s.name === first.scenario);
    // A session's own turns (sessions differ in length); a loop's, its scenario's.
    const expected = first.session?.turns ?? scenario?.agent?.turns ?? turns.length;
    const key = `${first.endpoint}\u0000${first.scenario}\u0000${first.cache}`;
    let loop = byCell.get(key);
    if (!loop) {
      loop = {
        endpoint: first.endpoint,
        scenario: first.scenario,
        cache: first.cache,
        turns: expected,
        n: 0,
        errors: 0,
        metrics: {},
        values: { loopMs: [], sumTtftMs: [], sumE2eMs: [] },
      };
      byCell.set(key, loop);
    }
    loop.n++;
    // A session scenario's loop states its longest session.
    loop.turns = Math.max(loop.turns, expected);
    const m = loopMetricsFromTurns(turns);
    if (!m.ok || m.turns < expected) {
      loop.errors++;
      continue;
    }
    for (const name of JOB_VALUES) {
      const value = m[name];
      if (value === null) continue;
      (loop.values[name] ??= []).push(round(value));
    }
  }
  for (const loop of byCell.values()) {
    // Pauses a workload never declared are left out: a loop without tool time is model time and queueing.
    if (loop.values.toolMs?.every((v) => v === 0)) delete loop.values.toolMs;
    if (loop.values.thinkMs?.every((v) => v === 0)) delete loop.values.thinkMs;
    for (const name of JOB_VALUES) {
      const s = storedSummary(loop.values[name] ?? []);
      if (s) loop.metrics[name] = s;
    }
    const perHour = jobsPerHour(loop.values.loopMs, workload.run.concurrency);
    if (perHour) loop.jobsPerHour = perHour;
    const price = workload.endpoints.find((e) => e.name === loop.endpoint)?.price;
    const cost = price ? jobCost(loop, price) : null;
    if (cost) loop.cost = cost;
  }
  return [...byCell.values()];
}

/**
 * Jobs per hour at the job latencies measured (Little's law): a user running jobs back to back completes 3,600,000 ÷
 * the mean job latency (ms) of them; `concurrency` users, that many times as many. Null without a job.
 */
export function jobsPerHour(loopMs: readonly number[], concurrency: number): JobsPerHour | null {
  if (loopMs.length === 0) return null;
  const mean = loopMs.reduce((sum, v) => sum + v, 0) / loopMs.length;
  if (!(mean > 0)) return null;
  const perUser = 3_600_000 / mean;
  return { perUser: round(perUser), concurrency, atConcurrency: round(perUser * concurrency) };
}

/** Base URLs may carry credentials in userinfo or query strings; results keep only scheme, host and path. */
export function publicUrl(raw: string): string {
  try {
    const u = new URL(raw);
    return `${u.protocol}//${u.host}${u.pathname}`.replace(/\/$/, '');
  } catch {
    return '(invalid url)';
  }
}

function answeredOf(answered: Map<string, AnsweredModels>, endpoint: string): { answeredModels?: AnsweredModels } {
  const counts = answered.get(endpoint);
  return counts ? { answeredModels: counts } : {};
}
