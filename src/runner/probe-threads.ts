import { availableParallelism } from 'node:os';
import { RUN_DEFAULTS, type RunSettings } from '../config/index.js';
import {
  preconnect,
  probe,
  type PreconnectOutcome,
  type PreconnectRequest,
  type ProbeDeps,
  type ProbeRequest,
  type Sample,
} from '../probe/index.js';
import type { Redactor } from '../util/index.js';
import type { ProbeFn } from './execute-item.js';
import type { ClientHealthLook } from './client-health.js';
import type { LoopDelay } from './loop-delay.js';
import { createProbePool, type ProbePool } from './probe-pool.js';

/**
 * Under `run.workers: auto` (the default), a run with at least this many requests in flight probes in worker threads
 * from its start, on a machine with MIN_CORES_FOR_THREADS cores or more. Measured by `npm run bench:pool`
 * (docs/design/performance.md, "Probe threads without a setting"): below it one thread stamps reads within about a
 * millisecond at p99 and a worker only adds a message hop; at 192 and 256 streams started over a stream's length, one
 * thread's p99 was 4.8 and 7.1 ms and two workers' 2.3 and 3.2 ms.
 */
export const AUTO_WORKERS_FROM_STREAMS = 192;

/**
 * Threads are started by `auto` only on a machine with this many cores: one for this thread, the rest for workers
 * and whatever else the runner does. On 2 cores (measured with the load server beside the client, bench:peers and
 * bench:timing), streams that start together were stamped later with threads than without at every level from 192
 * streams (p99 10.5 against 4.3 ms at 192, 23 against 13 at 256, 65 against 11 at 384), one worker or two: the
 * threads contend for the cores the reads need.
 */
export const MIN_CORES_FOR_THREADS = 4;

/** Requests in flight one worker thread takes under `auto` (each carries ~48,000 one-event reads a second of a core). */
export const STREAMS_PER_WORKER = 128;

/**
 * An in-process look whose thread was this busy (its CPU time over the look's wall time) and whose event loop ran a
 * 10 ms timer this late at p99 could not keep up by itself: under `auto` the next looks probe in worker threads. A loop
 * held while the process had little CPU is a starved machine (another process's doing), which threads do not cure.
 */
export const BUSY_THREAD_SHARE = 0.75;
export const BUSY_LOOP_P99_MS = 20;

type WorkerRun = Pick<RunSettings, 'workers' | 'concurrency' | 'ratePerSecond'>;

/** Worker threads for `inFlight` requests: at least two, one per core but this thread's at most. */
function threadsFor(inFlight: number, cores: number): number {
  return Math.min(cores - 1, Math.max(2, Math.ceil(inFlight / STREAMS_PER_WORKER)));
}

/**
 * Probe worker threads a run starts with: 0 = probe in-process. A number is taken as it is. `auto` (the default)
 * probes in-process below MIN_CORES_FOR_THREADS cores or AUTO_WORKERS_FROM_STREAMS requests in flight, else in
 * threadsFor(…). In
 * open loop the number in flight is not known in advance; the arrival rate stands in for it (every request lasts at
 * least about a second, so rate ≤ in flight).
 */
export function resolveWorkerCount(run: WorkerRun, cores = availableParallelism()): number {
  const setting = run.workers ?? RUN_DEFAULTS.workers;
  if (setting !== 'auto') return setting;
  const inFlight = run.ratePerSecond ?? run.concurrency;
  if (cores < MIN_CORES_FOR_THREADS || inFlight < AUTO_WORKERS_FROM_STREAMS) return 0;
  return threadsFor(inFlight, cores);
}

/**
 * Threads to start after an in-process look that could not keep up (BUSY_THREAD_SHARE and BUSY_LOOP_P99_MS both
 * reached) under `auto` on a machine with MIN_CORES_FOR_THREADS cores or more; 0: carry on as it is.
 */
export function workersAfterLook(run: WorkerRun, running: number, look: ClientHealthLook, cores = availableParallelism()): number {
  if ((run.workers ?? RUN_DEFAULTS.workers) !== 'auto' || running > 0 || cores < MIN_CORES_FOR_THREADS) return 0;
  if (look.cpu.coreShare < BUSY_THREAD_SHARE || look.loopDelay.p99Ms < BUSY_LOOP_P99_MS) return 0;
  return threadsFor(run.ratePerSecond ?? run.concurrency, cores);
}

/** Why the probe threads changed: the look that could not keep up, with its figures. */
export interface ThreadsGrown {
  workers: number;
  afterLook: number;
  loopP99Ms: number;
  coreShare: number;
}

/**
 * The run's probe: in-process, or in worker threads from the start (resolveWorkerCount) or from the look after one
 * that could not keep up (workersAfterLook). The probe and preconnect it hands out follow the switch, so requests
 * planned before it go to whichever probe is current when they are sent.
 */
export class ProbeThreads {
  private pool: ProbePool | null = null;
  private grownAt: ThreadsGrown | null = null;

  private constructor(
    private readonly run: WorkerRun,
    private readonly secrets: Iterable<string | null | undefined>,
    private readonly redact: Redactor,
    private readonly cores: number,
  ) {}

  /** Starts the threads the run begins with (their start-up before the plan's clock starts); `cores`: the machine's. */
  static async start(
    run: WorkerRun,
    secrets: Iterable<string | null | undefined>,
    redact: Redactor,
    cores = availableParallelism(),
  ): Promise<ProbeThreads> {
    const threads = new ProbeThreads(run, [...secrets], redact, cores);
    const workers = resolveWorkerCount(run, cores);
    if (workers === 0) return threads;
    // A count the workload set must start; under `auto` threads are only faster, and the run goes on in-process.
    if ((run.workers ?? RUN_DEFAULTS.workers) === 'auto') await threads.tryOpen(workers);
    else await threads.open(workers);
    return threads;
  }

  /** Worker threads probing now (0: in-process). */
  get workers(): number {
    return this.pool === null ? 0 : this.poolSize;
  }

  /** Why threads `auto` wanted could not start (the run probed in-process instead); null when none failed. */
  get notStarted(): string | null {
    return this.failure;
  }

  /** Set when the threads were started after a look; null when the run began as it is. */
  get grown(): ThreadsGrown | null {
    return this.grownAt;
  }

  readonly probe: ProbeFn = (req: ProbeRequest, deps?: ProbeDeps): Promise<Sample> =>
    this.pool === null ? probe(req, deps) : this.pool.probe(req, deps);

  readonly preconnect = (req: PreconnectRequest): Promise<PreconnectOutcome> =>
    this.pool === null ? preconnect(req, { redact: this.redact }) : this.pool.preconnect(req);

  /** The workers' loop delays since last asked; null while probing in-process. */
  readonly workerDelays = (): Promise<LoopDelay[] | null> => (this.pool === null ? Promise.resolve(null) : this.pool.loopDelays());

  /** After a look: starts worker threads when it could not keep up under `auto`; the new count, or 0 when unchanged. */
  async afterLook(look: ClientHealthLook): Promise<number> {
    const workers = workersAfterLook(this.run, this.workers, look, this.cores);
    if (workers === 0 || !(await this.tryOpen(workers))) return 0;
    this.grownAt = { workers, afterLook: look.look, loopP99Ms: look.loopDelay.p99Ms, coreShare: look.cpu.coreShare };
    return workers;
  }

  close(): Promise<void> {
    return this.pool?.close() ?? Promise.resolve();
  }

  private poolSize = 0;
  private failure: string | null = null;

  private async tryOpen(workers: number): Promise<boolean> {
    try {
      await this.open(workers);
      return true;
    } catch (error) {
      this.failure = error instanceof Error ? error.message : String(error);
      return false;
    }
  }

  private async open(workers: number): Promise<void> {
    const pool = createProbePool({ workers, secrets: this.secrets });
    try {
      // Ready before it takes a request: the first ones do not wait for a thread start.
      await pool.ready();
    } catch (error) {
      await pool.close();
      throw error;
    }
    this.pool = pool;
    this.poolSize = workers;
  }
}
