import { availableParallelism } from 'node:os';
import { RUN_DEFAULTS, type RunSettings } from '../config/index.js';
import { preconnect, probe, type PreconnectOutcome, type PreconnectRequest, type ProbeDeps, type ProbeRequest, type Sample } from '../probe/index.js';
import type { Redactor } from '../util/index.js';
import type { ProbeFn } from './execute-item.js';
import type { ClientHealthLook } from './client-health.js';
import type { LoopDelay } from './loop-delay.js';
import { createProbePool, type ProbePool } from './probe-pool.js';

/**
 * Under `run.workers: auto` (the default), a run with at least this many requests in flight probes in worker threads
 * from its start. Measured by `npm run bench:pool` (docs/design/performance.md, "Probe threads without a setting"):
 * below it one thread stamps reads within about a millisecond at p99 and a worker only adds a message hop; at 256 streams
 * one thread's p99 is 4–11 ms and two workers' 3 ms.
 */
export const AUTO_WORKERS_FROM_STREAMS = 192;

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

/** Worker threads for `inFlight` requests: at least two (the reads off the scheduling thread), one per core at most. */
function threadsFor(inFlight: number, cores: number): number {
  return Math.min(cores, Math.max(2, Math.ceil(inFlight / STREAMS_PER_WORKER)));
}

/**
 * Probe worker threads a run starts with: 0 = probe in-process. A number is taken as it is. `auto` (the default)
 * probes in-process on one core or below AUTO_WORKERS_FROM_STREAMS requests in flight, else in threadsFor(…). In
 * open loop the number in flight is not known in advance; the arrival rate stands in for it (every request lasts at
 * least about a second, so rate ≤ in flight).
 */
export function resolveWorkerCount(run: WorkerRun, cores = availableParallelism()): number {
  const setting = run.workers ?? RUN_DEFAULTS.workers;
  if (setting !== 'auto') return setting;
  const inFlight = run.ratePerSecond ?? run.concurrency;
  if (cores < 2 || inFlight < AUTO_WORKERS_FROM_STREAMS) return 0;
  return threadsFor(inFlight, cores);
}

/**
 * Threads to start after an in-process look that could not keep up (BUSY_THREAD_SHARE and BUSY_LOOP_P99_MS both
 * reached) under `auto` on a machine with a core to spare; 0: carry on as it is.
 */
export function workersAfterLook(run: WorkerRun, running: number, look: ClientHealthLook, cores = availableParallelism()): number {
  if ((run.workers ?? RUN_DEFAULTS.workers) !== 'auto' || running > 0 || cores < 2) return 0;
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
  ) {}

  /** Starts the threads the run begins with (their start-up before the plan's clock starts). */
  static async start(run: WorkerRun, secrets: Iterable<string | null | undefined>, redact: Redactor): Promise<ProbeThreads> {
    const threads = new ProbeThreads(run, [...secrets], redact);
    const workers = resolveWorkerCount(run);
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
    const workers = workersAfterLook(this.run, this.workers, look);
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
