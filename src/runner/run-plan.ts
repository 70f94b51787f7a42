import { ConfigError, type EndpointConfig, type Workload } from '../config/index.js';
import { apiHeaders, modelsUrl, type Plan, type PlannedItem } from '../plan/index.js';
import type { PreconnectOutcome, PreconnectRequest, ProbeDeps, Sample } from '../probe/index.js';
import { systemClock, type Clock } from './clock.js';
import { readClockSync, waitForAgreedStart, type AgreedStart, type StartStamp } from './agreed-start.js';
import { executeItem, type ProbeFn, type ScheduleStamp } from './execute-item.js';
import { dueTimesMs, summariseLateness, type LatenessSummary } from './schedule.js';
import { roundToMicroseconds as round3 } from '../util/index.js';

export interface Progress {
  phase: 'warmup' | 'measure';
  done: number;
  total: number;
  errors: number;
  inFlight: number;
  elapsedMs: number;
}

export interface RunDeps {
  probe: ProbeFn;
  apiKeys: ReadonlyMap<string, string | null>;
  probeDeps?: Omit<ProbeDeps, 'signal'>;
  /** Called for every measured sample as soon as it completes (persist it here). */
  onSample?: (sample: Sample, item: PlannedItem) => void;
  onWarmupSample?: (sample: Sample, item: PlannedItem) => void;
  onProgress?: (progress: Progress) => void;
  /**
   * Opens connections to an endpoint before any of its requests (src/probe/connection/preconnect.ts), so that measured requests
   * start on established connections; absent, connections open as requests need them.
   */
  preconnect?: (req: PreconnectRequest) => Promise<PreconnectOutcome>;
  onPreconnect?: (endpoint: EndpointConfig, outcome: PreconnectOutcome) => void;
  signal?: AbortSignal;
  clock?: Clock;
  /** Shards applying load together: measuring waits for this moment (after warmup), and the clocks are stamped. */
  agreedStart?: AgreedStart;
}

/** How the run went; the samples themselves went to `onSample` as each completed (the runner keeps none). */
export interface RunOutcome {
  /** Measured requests that completed (agent-loop turns count one each). */
  measured: number;
  warmupSamples: number;
  warmupErrors: number;
  /** True when the run was cancelled before every item finished. */
  partial: boolean;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** Open loop only: how late requests started against their schedule (a client that cannot keep up shows here). */
  lateness?: LatenessSummary;
  /** With an agreed start: the moment and this process's clocks as measuring began. */
  agreedStart?: StartStamp;
  /** The measured requests' span in wall-clock time (ISO): the first one's start, the last one's end. */
  window?: { start: string; end: string };
}

/** Upper bound on in-flight requests in open-loop mode, so an overloaded endpoint cannot exhaust sockets. */
const OPEN_LOOP_MAX_IN_FLIGHT = 4096;

export async function runPlan(plan: Plan, workload: Workload, deps: RunDeps): Promise<RunOutcome> {
  const clock = deps.clock ?? systemClock;
  const startedAt = new Date().toISOString();
  const started = clock.now();
  // The window in wall-clock time, read through the monotonic clock from one anchor: a clock stepped mid-run moves no stamp.
  const wallAt = (t: number): string => new Date(Date.parse(startedAt) + (t - started)).toISOString();
  const span = { first: null as number | null, last: null as number | null };
  const clockSync = deps.agreedStart ? readClockSync() : null;
  let stamp: StartStamp | undefined;
  const warmup = plan.items.filter((i) => i.warmup);
  const measured = plan.items.filter((i) => !i.warmup);
  let measuredCount = 0;
  let warmupErrors = 0;
  let warmupSamples = 0;
  const lateMs: number[] = [];

  const counters = { done: 0, errors: 0, inFlight: 0 };
  const report = (phase: Progress['phase'], total: number): void =>
    deps.onProgress?.({ phase, total, ...counters, elapsedMs: clock.now() - started });

  const runItem = async (item: PlannedItem, phase: Progress['phase'], total: number, schedule?: ScheduleStamp): Promise<void> => {
    counters.inFlight++;
    if (!item.warmup) span.first ??= clock.now();
    const probeDeps: ProbeDeps = { ...deps.probeDeps, ...(deps.signal ? { signal: deps.signal } : {}) };
    await executeItem(item, {
      workload,
      apiKey: deps.apiKeys.get(item.endpoint.name) ?? null,
      probe: deps.probe,
      probeDeps,
      clock,
      ...(schedule ? { schedule } : {}),
      onSample: (sample) => {
        if (item.warmup) {
          warmupSamples++;
          if (sample.error) {
            warmupErrors++;
            counters.errors++;
          }
          deps.onWarmupSample?.(sample, item);
        } else {
          measuredCount++;
          if (sample.error) counters.errors++;
          deps.onSample?.(sample, item);
        }
      },
    });
    counters.inFlight--;
    if (!item.warmup) span.last = clock.now();
    counters.done++;
    report(phase, total);
  };

  await openConnections(plan, workload, deps);
  // Warmup completes before measuring starts, so warm cells are primed and warmup load does not overlap.
  await closedLoop(warmup, workload.run.concurrency, (item) => runItem(item, 'warmup', warmup.length), deps.signal);
  counters.done = 0;
  counters.errors = 0;
  if (deps.agreedStart && clockSync && !deps.signal?.aborted)
    stamp = await waitForAgreedStart(deps.agreedStart, clock, clockSync, deps.signal);
  if (!deps.signal?.aborted) {
    report('measure', measured.length);
    const due = dueTimesMs(measured, workload, plan.seed);
    if (due !== null) {
      await openLoop(
        measured,
        due,
        clock,
        (item, schedule) => {
          lateMs.push(schedule.lateMs);
          return runItem(item, 'measure', measured.length, schedule);
        },
        counters,
        deps.signal,
      );
    } else {
      await closedLoop(measured, workload.run.concurrency, (item) => runItem(item, 'measure', measured.length), deps.signal);
    }
  }
  return {
    measured: measuredCount,
    warmupSamples,
    warmupErrors,
    partial: Boolean(deps.signal?.aborted),
    startedAt,
    finishedAt: new Date().toISOString(),
    durationMs: clock.now() - started,
    ...latenessField(lateMs),
    ...(stamp ? { agreedStart: stamp } : {}),
    ...(span.first !== null && span.last !== null ? { window: { start: wallAt(span.first), end: wallAt(span.last) } } : {}),
  };
}

function latenessField(lateMs: readonly number[]): Pick<RunOutcome, 'lateness'> {
  const lateness = summariseLateness(lateMs);
  return lateness ? { lateness } : {};
}

/**
 * As many connections per endpoint as the run keeps requests in flight (its concurrency, or fewer when the endpoint
 * has fewer requests), opened before warmup. A TLS failure stops the run here, before any request is measured:
 * every request would fail the same way, and the cause is the workload's, not the endpoint's performance.
 */
async function openConnections(plan: Plan, workload: Workload, deps: RunDeps): Promise<void> {
  if (deps.preconnect === undefined || deps.signal?.aborted) return;
  const perEndpoint = new Map<EndpointConfig, number>();
  for (const item of plan.items) perEndpoint.set(item.endpoint, (perEndpoint.get(item.endpoint) ?? 0) + 1);
  const tasks = [...perEndpoint].map(async ([endpoint, items]) => {
    if (!endpoint.connection.reuse) return;
    const headers = apiHeaders(endpoint, deps.apiKeys.get(endpoint.name) ?? null);
    const outcome = await deps.preconnect!({
      url: modelsUrl(endpoint.baseUrl),
      headers,
      connection: endpoint.connection,
      count: Math.max(1, Math.min(workload.run.concurrency, items)),
      timeoutMs: workload.run.timeouts.headersMs,
    });
    deps.onPreconnect?.(endpoint, outcome);
    if (outcome.tls) {
      const index = workload.endpoints.indexOf(endpoint);
      throw new ConfigError([
        { file: workload.source, path: `endpoints[${index}].baseUrl`, line: null, message: outcome.error ?? 'TLS handshake failed' },
      ]);
    }
  });
  await Promise.all(tasks);
}

async function closedLoop(
  items: PlannedItem[],
  concurrency: number,
  run: (item: PlannedItem) => Promise<void>,
  signal: AbortSignal | undefined,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++]!;
      await run(item);
    }
  };
  const workers: Promise<void>[] = [];
  const count = Math.max(1, Math.min(concurrency, items.length));
  for (let w = 0; w < count; w++) {
    // One request start per event-loop turn: starting hundreds in one synchronous burst (~0.1 ms each) would keep
    // the first requests' responses unread, and their stamps late, until the last one was sent.
    if (w > 0) await nextLoopTurn();
    workers.push(worker());
  }
  await Promise.all(workers);
}

function nextLoopTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Starts each item at its due time (ms from now), whatever is in flight; each start's lateness goes with it. */
async function openLoop(
  items: PlannedItem[],
  offsets: readonly number[],
  clock: Clock,
  run: (item: PlannedItem, schedule: ScheduleStamp) => Promise<void>,
  counters: { inFlight: number },
  signal: AbortSignal | undefined,
): Promise<void> {
  const start = clock.now();
  const running = new Set<Promise<void>>();
  // A rejected request (a probe pool that lost a worker) stops the arrivals and is rethrown once the rest are in;
  // caught here, since a started request is otherwise only awaited at the end.
  let failure: { error: unknown } | null = null;
  for (let i = 0; i < items.length && !signal?.aborted && failure === null; i++) {
    await clock.sleep(start + offsets[i]! - clock.now(), signal);
    if (signal?.aborted || failure !== null) break;
    while (counters.inFlight >= OPEN_LOOP_MAX_IN_FLIGHT && running.size > 0) await Promise.race(running);
    const lateMs = Math.max(0, clock.now() - (start + offsets[i]!));
    const p: Promise<void> = run(items[i]!, { dueMs: round3(offsets[i]!), lateMs: round3(lateMs) })
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => running.delete(p));
    running.add(p);
  }
  await Promise.all(running);
  if (failure !== null) throw (failure as { error: unknown }).error;
}
