import {
  failedEndpoints,
  withConformance,
  buildResults,
  type RunRecord,
  measureSample,
  type MeasuredSample,
  type Results,
  resultsProblems,
} from './results/index.js';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkloadIdentity } from './baseline/index.js';
import { runLooks, type EndpointConfig, type Workload, resolveTelemetryHeaders } from './config/index.js';
import {
  measureConformance,
  wantsConformance,
  loadSchemaCompiler,
  checkSamples,
  tallyChecks,
  type AssertionTally,
  type CheckedSample,
} from './conformance/index.js';
import { buildPlan, sourcesServe, type PlannedItem } from './plan/index.js';
import { outputRecord, repeatedRequests, type OutputRecord } from './quality/index.js';
import { probe, type PreconnectOutcome, type Sample } from './probe/index.js';
import {
  describeConnection,
  type ProbeFn,
  openJsonlSink,
  ProbeThreads,
  runPlan,
  type Progress,
  type RunDeps,
  LATE_MS,
  type LatenessSummary,
  type AgreedStart,
  RunTelemetry,
  ClientHealthMonitor,
} from './runner/index.js';
import { heldLoops } from './gate/index.js';
import { clientHealthWarning, scrapeTimeoutLine, firstRoundText, probeThreadsLine, probeThreadsFailedLine } from './report/index.js';
import { type Logger, createRedactor, redactDeep, type Redactor } from './util/index.js';
import { TOOL_VERSION, runnerDescription } from './version.js';

export interface RunWorkloadOptions {
  workload: Workload;
  apiKeys: ReadonlyMap<string, string | null>;
  resultsDir: string;
  redact: Redactor;
  logger: Logger;
  shard?: { index: number; count: number } | null;
  runId?: string;
  /** Shards applying load together: the first look's measuring waits for this moment (docs/action.md). */
  agreedStart?: AgreedStart | null;
  signal?: AbortSignal;
  onProgress?: (p: Progress) => void;
  /** The workload's fingerprint and what it was computed from (`workloadIdentity`), recorded in the results. */
  identity?: WorkloadIdentity | null;
  /**
   * Sequential sampling: after each look but the last, `decide` sees the results so far and names the endpoints
   * that need more requests (an empty list ends the run). Without it, the whole budget is measured in one plan.
   */
  sequential?: SequentialHook | null;
  /** Where `telemetry.headers` variables are read (default: this process's environment). */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * Send a sample of the answered requests again after the measured ones (`quality.repeat`), to measure how often each
   * side agrees with itself (docs/quality.md, "Self-agreement"). Default: when the run is gated (`sequential` given;
   * a shard of a gated run too), not when it records a baseline.
   */
  repeatAnswers?: boolean;
}

export interface SequentialHook {
  /** Looks planned (`run.looks`). */
  looks: number;
  /** Looks the run may take when the gate asks for extra ones (default: the planned ones). */
  maxLooks?: number;
  /**
   * Endpoints to measure in the next look (the reference endpoint, if any, is added by the engine), from the results so
   * far and the scenarios' declared expectations tallied over the requests so far (empty when none are declared).
   */
  decide: (results: Results, look: number, assertions: readonly AssertionTally[]) => string[];
}

export interface RunWorkloadOutcome {
  results: Results;
  resultsPath: string;
  samplesPath: string;
}

/**
 * The measuring engine shared by the CLI and the action: plan → run (samples persisted as they arrive) → results.
 * Both composition roots call this, so they cannot drift apart in what they measure.
 */
export async function runWorkload(opts: RunWorkloadOptions): Promise<RunWorkloadOutcome> {
  const { workload, logger } = opts;
  // Telemetry header values are secrets like API keys: masked in everything written.
  const telemetryHeaders = resolveTelemetryHeaders(workload.endpoints, opts.env ?? process.env);
  const headerSecrets = createRedactor([...telemetryHeaders.values()].flatMap((h) => Object.values(h)));
  const redact: Redactor = (text) => headerSecrets(opts.redact(text));
  const telemetry = new RunTelemetry(workload.endpoints, telemetryHeaders, logger, workload.run.timeouts.firstTokenMs);
  const runId = opts.runId ?? randomBytes(6).toString('hex');
  const looks = opts.sequential && !opts.shard ? opts.sequential.looks : 1;
  const maxLooks = opts.sequential && !opts.shard ? Math.max(looks, opts.sequential.maxLooks ?? looks) : 1;
  // Without sequential decisions (a baseline recording, a shard of a run) the whole budget is one plan.
  const firstRequests = opts.sequential && !opts.shard ? workload.run.requests : workload.run.requests * runLooks(workload.run);
  const plan = buildPlan(workload, { runId, shard: opts.shard ?? null, requests: firstRequests });
  // Answers checked against a JSON Schema need Ajv's compiler; loaded now, before any request, and only then.
  await loadSchemaCompiler(workload);
  mkdirSync(opts.resultsDir, { recursive: true });
  const samplesPath = join(opts.resultsDir, 'samples.jsonl');
  const sink = openJsonlSink(samplesPath);
  const measuredItems = plan.items.filter((i) => !i.warmup).length;
  logger.info(
    `streamgate ${TOOL_VERSION}: ${workload.name}, seed ${plan.seed}, run ${runId}: ${firstRoundText(measuredItems, plan.items.length - measuredItems, workload.endpoints.length, looks, maxLooks)}`,
  );
  // Each completed request is written at once, then kept only as its metrics, timeline and checks.
  const measured: MeasuredSample[] = [];
  const checked: CheckedSample[] = [];
  const outputs: OutputRecord[] = [];
  // The plan items whose answers were kept, by index: what a repeat sends again.
  const answered = new Map<number, PlannedItem>();
  const checking = wantsConformance(workload);
  const reference = workload.endpoints.find((e) => e.reference)?.name ?? null;
  const looksMeasured = new Map(workload.endpoints.map((e) => [e.name, 1]));
  let threads: ProbeThreads | null = null;
  let firstWarmupError: string | null = null;
  let record: RunRecord | undefined;
  let health: ClientHealthMonitor | null = null;
  const build = (run: RunRecord): Results =>
    buildResults({
      workload,
      plan,
      run,
      toolVersion: TOOL_VERSION,
      runner: runnerDescription(threads?.workers ?? 0),
      fingerprint: opts.identity?.fingerprint ?? null,
      fingerprintParts: opts.identity?.parts ?? null,
      looks: { planned: looks, measured: Object.fromEntries(looksMeasured) },
      telemetry: telemetry.results(),
      clientHealth: health?.results() ?? [],
    });
  try {
    // Thread start-up happens before the plan's clock starts, not inside the first requests.
    const probing = await ProbeThreads.start(workload.run, opts.apiKeys.values(), redact);
    threads = probing;
    if (probing.workers >= 1) logger.info(probeThreadsLine(probing.workers, null));
    if (probing.notStarted !== null) logger.warn(probeThreadsFailedLine(probing.notStarted));
    health = new ClientHealthMonitor({ workerDelays: probing.workerDelays });
    const watch = health;
    const measuringProbe: ProbeFn = probing.probe;
    const opening = probing.preconnect;
    for (const endpoint of workload.endpoints) logger.info(`${endpoint.name}: ${describeConnection(endpoint, process.env)}`);
    const deps = {
      probe: measuringProbe,
      apiKeys: opts.apiKeys,
      probeDeps: { redact },
      onSample: (sample: Sample, item: PlannedItem) => {
        sink.write(redactDeep(sample, redact));
        const output = outputRecord(sample, item, item.scenario);
        if (output) {
          outputs.push(output);
          answered.set(item.index, item);
        }
        if (checking) checked.push(...checkSamples(workload, [sample]));
        measured.push(measureSample(sample));
      },
      onWarmupSample: (sample: Sample) => {
        if (sample.error !== null && firstWarmupError === null)
          firstWarmupError = `${sample.endpoint}: ${sample.error.kind}: ${redact(sample.error.message)}`;
      },
      preconnect: opening,
      onPreconnect: (endpoint: EndpointConfig, outcome: PreconnectOutcome) => logPreconnect(logger, endpoint, outcome),
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    };
    let nextIndex = plan.items.length;
    const first = await telemetry.around(
      1,
      workload.endpoints.map((e) => e.name),
      () => watch.around(1, () => runPlan(plan, workload, opts.agreedStart ? { ...deps, agreedStart: opts.agreedStart } : deps)),
    );
    warnHeld(watch, logger);
    if (first.warmupErrors > 0) warnWarmup(logger, first, firstWarmupError);
    if (first.lateness) logLateness(first.lateness, logger);
    record = { ...first, samples: measured };
    for (let look = 2; look <= maxLooks && !opts.signal?.aborted; look++) {
      const sofar = build(record);
      // A reference that answered nothing leaves nothing to compare with: more looks would only repeat its errors.
      if (reference !== null && failedEndpoints(sofar).some((f) => f.endpoint === reference)) {
        logger.warn(`${reference}: the reference endpoint answered none of its requests; no further looks`);
        break;
      }
      const tallies = checking ? tallyChecks(workload, checked) : [];
      const undecided = opts.sequential!.decide(sofar, look - 1, tallies).filter((name) => name !== reference);
      if (undecided.length === 0) break;
      // An extra look draws past the planned budget: a dataset without replacement or a trace may not have it.
      const spent = look > looks ? sourcesServe(workload, workload.run.requests * look) : null;
      if (spent) {
        logger.warn(`no extra look ${look - looks}: ${spent.message}; the open endpoints end inconclusive`);
        break;
      }
      const endpoints = reference ? [reference, ...undecided] : undecided;
      const lookPlan = buildPlan(workload, { runId, look: { index: look, firstIndex: nextIndex, endpoints } });
      nextIndex += lookPlan.items.length;
      for (const name of endpoints) looksMeasured.set(name, look);
      const which = look <= looks ? `look ${look} of ${looks}` : `extra look ${look - looks} of up to ${maxLooks - looks}`;
      logger.info(`${which}: ${lookPlan.items.length} more request(s) for ${endpoints.join(', ')}`);
      // One thread that could not keep up with the first look hands the reads of the next ones to worker threads.
      const firstLook = look === 2 ? watch.results()[0] : undefined;
      const failedBefore = probing.notStarted;
      if (firstLook && (await probing.afterLook(firstLook)) > 0) logger.info(probeThreadsLine(probing.workers, probing.grown));
      if (probing.notStarted !== failedBefore) logger.warn(probeThreadsFailedLine(probing.notStarted ?? ''));
      const outcome = await telemetry.around(look, endpoints, () => watch.around(look, () => runPlan(lookPlan, workload, deps)));
      warnHeld(watch, logger);
      record = {
        ...record,
        partial: outcome.partial,
        finishedAt: outcome.finishedAt,
        durationMs: record.durationMs + outcome.durationMs,
        ...(record.window && outcome.window ? { window: { start: record.window.start, end: outcome.window.end } } : {}),
      };
    }
    if (opts.repeatAnswers ?? opts.sequential != null)
      await repeatAnswers({
        workload,
        outputs,
        answered,
        reference,
        seed: plan.seed,
        runId,
        deps: { probe: deps.probe, apiKeys: deps.apiKeys, probeDeps: deps.probeDeps },
        logger,
        signal: opts.signal,
      });
  } finally {
    await threads?.close();
    await telemetry.close();
    for (const timeouts of telemetry.scrapeTimeouts()) logger.warn(scrapeTimeoutLine(timeouts));
    sink.close();
  }
  if (!record) throw new Error('internal error: no run record');
  return finishRun({ ...opts, redact }, withOutputs(build(record), outputs), checking ? checked : null, samplesPath);
}

interface RepeatInput {
  workload: Workload;
  /** The measured requests' answers; the repeats' are added. */
  outputs: OutputRecord[];
  answered: ReadonlyMap<number, PlannedItem>;
  reference: string | null;
  seed: number;
  runId: string;
  deps: Pick<RunDeps, 'probe' | 'apiKeys' | 'probeDeps'>;
  logger: Logger;
  signal: AbortSignal | undefined;
}

/**
 * After the measured requests, a sample of them sent again to the same endpoints (`quality.repeat`, chosen in
 * src/quality/repeats.ts): first turns only, in a closed loop at the run's concurrency, the endpoints interleaved as
 * in the plan. Their answers are kept beside the measured ones (`repeat: 1`), never measured for speed or checks.
 */
async function repeatAnswers(input: RepeatInput): Promise<void> {
  const { workload, outputs, logger } = input;
  if (input.signal?.aborted) return;
  const chosen = repeatedRequests(outputs, workload.scenarios, input.reference, input.seed);
  const items = chosen.flatMap((c): PlannedItem[] => {
    const item = input.answered.get(c.item);
    if (!item || item.endpoint.name !== c.endpoint) return [];
    const { atMs: _due, ...rest } = item;
    const agent = item.scenario.agent ? { ...item.scenario.agent, turns: 1 } : null;
    return [{ ...rest, warmup: false, scenario: { ...item.scenario, agent } }];
  });
  if (items.length === 0) return;
  const endpoints = [...new Set(items.map((i) => i.endpoint.name))];
  logger.info(
    `answers: ${items.length} request(s) sent again to ${endpoints.join(', ')}, to measure how often each agrees with itself (quality.repeat)`,
  );
  const repeated: OutputRecord[] = [];
  await runPlan(
    { seed: input.seed, runId: input.runId, items, shard: null },
    // A closed loop whatever the run's arrivals: the repeats are not timed.
    { ...workload, run: { ...workload.run, ratePerSecond: null } },
    {
      ...input.deps,
      onSample: (sample, item) => {
        const output = outputRecord(sample, item, item.scenario, 1);
        if (output) repeated.push(output);
      },
      ...(input.signal ? { signal: input.signal } : {}),
    },
  );
  outputs.push(...repeated);
}

/** The answers kept for output parity, in plan order (absent when no scenario declares `quality:`). */
function withOutputs(results: Results, outputs: OutputRecord[]): Results {
  return outputs.length > 0
    ? { ...results, outputs: [...outputs].sort((a, b) => a.item - b.item || (a.repeat ?? 0) - (b.repeat ?? 0)) }
    : results;
}

/** A look whose event loop was held long says so at once: its delivery and stall findings may be the client's doing. */
function warnHeld(health: ClientHealthMonitor, logger: Logger): void {
  const held = heldLoops(health.results().slice(-1))[0];
  if (held) logger.warn(clientHealthWarning(held));
}

/** An open-loop run says how far behind its schedule it started requests; falling behind is a warning, never silent. */
function logLateness(l: LatenessSummary, logger: Logger): void {
  const text = `arrival schedule: ${l.count} request(s) started p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, max ${l.maxMs} ms after their due time`;
  if (l.late === 0) logger.info(text);
  else
    logger.warn(
      `${text}; ${l.late} started more than ${LATE_MS} ms late: this client could not keep up with the schedule, so the endpoint saw a gentler load than asked for`,
    );
}

/** Conformance probes after the measured requests, then results.json written (redacted) and handed back. */
async function finishRun(
  opts: RunWorkloadOptions,
  measured: Results,
  checked: CheckedSample[] | null,
  samplesPath: string,
): Promise<RunWorkloadOutcome> {
  const { workload, redact, logger } = opts;
  // Probes run after the measured requests, so their load never overlaps what is gated on speed.
  let conformance = null;
  if (checked !== null && !opts.signal?.aborted) {
    logger.info('conformance: probing parameter behaviour and checking scenario expectations');
    conformance = await measureConformance(workload, {
      apiKeys: opts.apiKeys,
      probe,
      probeDeps: { redact },
      ...(opts.signal ? { signal: opts.signal } : {}),
      checked,
    });
  }
  const results = withConformance(measured, conformance);
  const problems = resultsProblems(results);
  if (problems.length > 0) throw new Error(`internal error: results do not match schemas/results.schema.json:\n  ${problems.join('\n  ')}`);
  // Callers render reports and baselines from what is returned: hand back the redacted copy that was written.
  const safe = redactDeep(results, redact);
  const resultsPath = join(opts.resultsDir, 'results.json');
  writeFileSync(resultsPath, `${JSON.stringify(safe, null, 2)}\n`);
  return { results: safe, resultsPath, samplesPath };
}

function logPreconnect(logger: Logger, endpoint: EndpointConfig, outcome: PreconnectOutcome): void {
  if (outcome.failed === 0) logger.info(`${endpoint.name}: ${outcome.opened} connection(s) opened before measuring`);
  else
    logger.warn(
      `${endpoint.name}: ${outcome.failed} of ${outcome.opened + outcome.failed} connection(s) could not be opened before measuring: ${outcome.error ?? 'unknown error'}`,
    );
}

function warnWarmup(logger: Logger, run: { warmupErrors: number; warmupSamples: number }, firstWarmupError: string | null): void {
  logger.warn(
    `warmup: ${run.warmupErrors} of ${run.warmupSamples} request(s) failed (not measured; warm cells may start cold); the first: ${firstWarmupError ?? 'unknown'}`,
  );
}
