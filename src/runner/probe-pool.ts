import { Worker } from 'node:worker_threads';
import { roundMs, type PreconnectOutcome, type PreconnectRequest, type ProbeDeps, type ProbeRequest } from '../probe/index.js';
import { createRedactor, type Redactor } from '../util/index.js';
import type { ProbeFn } from './execute-item.js';
import { monotonicOriginMs } from './clock.js';
import type { FromWorker, SampleMessage, WorkerInit } from './pool-protocol.js';
import type { LoopDelay } from './loop-delay.js';
import { forwardLines, post, release, type Pending, type PooledSample, type Slot } from './pool-slot.js';

export type { PooledSample } from './pool-slot.js';

export interface ProbePoolOptions {
  /** Worker threads to start (≥ 1). */
  workers: number;
  /** Every secret value the main thread's redactor masks (API keys); workers mask the same. */
  secrets: Iterable<string | null | undefined>;
  /** Benchmarks only: hand back each sample's (read stamp, `sim_t_ns`) pairs. Off: no hook on the hot path. */
  recordEventStamps?: boolean;
  /** Worker entry module; default the pool's own probe worker. A .ts entry needs `setSourceWorkerBootstrap`. */
  entry?: URL;
  /** Where worker threads' own output goes, redacted, line by line; default stderr. */
  output?: (line: string) => void;
}

export interface ProbePool {
  /** Drop-in for the in-process probe: same request, same Sample, `t0` on this thread's timeline. */
  probe: ProbeFn;
  probeWithStamps(req: ProbeRequest, deps?: ProbeDeps): Promise<PooledSample>;
  /** Opens connections in every worker (each has its own dispatcher): `req.count` spread over the workers the way
   * a closed loop of that many requests spreads (rounded up, at least one each); the outcomes summed. */
  preconnect(req: PreconnectRequest): Promise<PreconnectOutcome>;
  /** Resolves when every worker can take requests (so the first measured ones do not wait for a thread start). */
  ready(): Promise<void>;
  /** Each worker's event-loop delay since it was last asked (each starts over), in worker order. */
  loopDelays(): Promise<LoopDelay[]>;
  /** Requests sent to each worker so far. */
  dispatched(): number[];
  /** Terminates every worker; requests still in flight reject. Idempotent. */
  close(): Promise<void>;
}

/**
 * A worker stopped while the run was going on. The run fails with this error instead of recording the requests
 * it cut off: those would count as endpoint errors in a comparison whose subject is the endpoint.
 */
export class ProbePoolError extends Error {
  override readonly name = 'ProbePoolError';
}

/**
 * The script that starts a worker thread on a TypeScript source module (`eval: true`), for code that runs from
 * source: tests and benchmarks. A worker thread does not inherit the loader that lets its parent import .ts files,
 * so whatever provides that loader in development provides this too; the bundle never needs it.
 */
export type SourceWorkerBootstrap = (entry: URL) => string;

let sourceWorkerBootstrap: SourceWorkerBootstrap | null = null;

/** Lets pools started from now on run their workers from TypeScript source (null: no longer). Development only. */
export function setSourceWorkerBootstrap(bootstrap: SourceWorkerBootstrap | null): void {
  sourceWorkerBootstrap = bootstrap;
}

/** How to start a worker on `entry`: compiled JavaScript directly, TypeScript source behind the injected bootstrap. */
export function probeWorkerEntry(entry?: URL): { script: URL | string; eval: boolean } {
  // Run from source, this module is the .ts file; in the bundle the worker is probe-worker.js beside its chunk.
  const url = entry ?? new URL(import.meta.url.endsWith('.ts') ? './probe-worker.ts' : './probe-worker.js', import.meta.url);
  if (!url.pathname.endsWith('.ts')) return { script: url, eval: false };
  if (sourceWorkerBootstrap === null) {
    throw new Error(
      `probe pool: the worker entry ${url.href} is TypeScript source, which a worker thread cannot load by itself. ` +
        'Run the bundle (dist/, whose worker is probe-worker.js), or, in development, call setSourceWorkerBootstrap ' +
        'from src/runner/probe-pool.ts first (importing test/helpers/source-worker.ts does).',
    );
  }
  return { script: sourceWorkerBootstrap(url), eval: true };
}

/**
 * Runs the probe in `workers` threads behind the runner's `ProbeFn`, so the per-read work of many streams spreads
 * over cores while the engine's per-sample work stays on this thread. A request goes to the worker with the fewest
 * requests in flight (ties in turn). A worker that stops fails every request in flight and every later one with a
 * `ProbePoolError`.
 */
export function createProbePool(options: ProbePoolOptions): ProbePool {
  if (!Number.isInteger(options.workers) || options.workers < 1) {
    throw new RangeError(`probe pool: workers must be a whole number ≥ 1, got ${options.workers}`);
  }
  return new WorkerProbePool(options);
}

type Connecting<T = PreconnectOutcome> = { resolve: (outcome: T) => void; reject: (error: Error) => void };

class WorkerProbePool implements ProbePool {
  private readonly redact: Redactor;
  private readonly originMs = monotonicOriginMs();
  private readonly pending = new Map<number, Pending>();
  private readonly connecting = new Map<number, Connecting>();
  private readonly asking = new Map<number, Connecting<LoopDelay>>();
  private readonly abortListeners = new Map<AbortSignal, () => void>();
  private readonly slots: Slot[];
  private nextId = 0;
  private cursor = 0;
  private failure: ProbePoolError | null = null;
  private closing = false;
  private terminated: Promise<void> | null = null;

  constructor(options: ProbePoolOptions) {
    const secrets = [...options.secrets].filter((s): s is string => typeof s === 'string');
    this.redact = createRedactor(secrets);
    const output = options.output ?? ((line: string) => void process.stderr.write(`${line}\n`));
    const init: WorkerInit = { secrets, recordEventStamps: options.recordEventStamps ?? false };
    const entry = probeWorkerEntry(options.entry);
    this.slots = Array.from({ length: options.workers }, (_, index) => this.startSlot(index, entry, init, output));
  }

  readonly probe: ProbeFn = async (req, deps) => (await this.probeWithStamps(req, deps)).sample;

  readonly probeWithStamps = (req: ProbeRequest, deps: ProbeDeps = {}): Promise<PooledSample> => {
    if (this.failure !== null) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new Error('probe pool is closed'));
    if (deps.dispatcher !== undefined || deps.onEvent !== undefined) {
      // Neither can cross a thread boundary: each worker has its own dispatcher; stamps come via recordEventStamps.
      return Promise.reject(new Error('probe pool: dispatcher and onEvent cannot be passed to a worker'));
    }
    return new Promise<PooledSample>((resolve, reject) => {
      const slot = this.pick();
      const id = this.nextId++;
      const signal = deps.signal ?? null;
      post(slot, { type: 'probe', id, req, maxEventBytes: deps.maxEventBytes ?? null, aborted: signal?.aborted ?? false });
      this.pending.set(id, { slot, signal, redact: deps.redact ?? null, resolve, reject });
      slot.dispatched++;
      if (slot.inFlight++ === 0) slot.worker.ref();
      if (signal !== null) this.watch(signal);
    });
  };

  readonly preconnect = async (req: PreconnectRequest): Promise<PreconnectOutcome> => {
    const each = Math.max(1, Math.ceil(req.count / this.slots.length));
    const outcomes = await Promise.all(this.slots.map((slot) => this.preconnectOne(slot, { ...req, count: each })));
    return {
      opened: outcomes.reduce((sum, o) => sum + o.opened, 0),
      failed: outcomes.reduce((sum, o) => sum + o.failed, 0),
      error: outcomes.find((o) => o.tls)?.error ?? outcomes.find((o) => o.error !== null)?.error ?? null,
      tls: outcomes.some((o) => o.tls),
    };
  };

  readonly ready = async (): Promise<void> => {
    await Promise.all(this.slots.map((s) => s.ready));
  };

  readonly loopDelays = (): Promise<LoopDelay[]> =>
    Promise.all(
      this.slots.map((slot) => {
        if (this.failure !== null) return Promise.reject(this.failure);
        if (this.closing) return Promise.reject(new Error('probe pool is closed'));
        return new Promise<LoopDelay>((resolve, reject) => {
          const id = this.nextId++;
          this.asking.set(id, { resolve, reject });
          slot.worker.ref();
          post(slot, { type: 'health', id });
        });
      }),
    );

  readonly dispatched = (): number[] => this.slots.map((s) => s.dispatched);

  readonly close = async (): Promise<void> => {
    if (!this.closing) {
      this.closing = true;
      this.rejectAll(new Error(`probe pool closed with ${this.pending.size} request(s) in flight`));
    }
    await this.terminateAll();
  };

  private startSlot(index: number, entry: { script: URL | string; eval: boolean }, init: WorkerInit, output: (line: string) => void): Slot {
    // An explicit empty execArgv: a worker rejects some process-wide flags the parent may have been started with.
    const worker = new Worker(entry.script, { eval: entry.eval, workerData: init, execArgv: [], stdout: true, stderr: true });
    let markReady = (): void => {};
    let markFailed: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    // Nobody need wait for it; a failure also reaches every request.
    ready.catch(() => {});
    const slot: Slot = { index, worker, inFlight: 0, dispatched: 0, offsetMs: null, ready, markReady, markFailed };
    worker.unref();
    forwardLines(worker.stdout, this.redact, output);
    forwardLines(worker.stderr, this.redact, output);
    worker.on('message', (message: FromWorker) => this.onMessage(slot, message));
    worker.on('error', (error: Error) => this.fail(slot, `${error.name}: ${error.message}`));
    worker.on('messageerror', (error: Error) => this.fail(slot, `unreadable message: ${error.message}`));
    worker.on('exit', (code: number) => this.fail(slot, `exit code ${code}`));
    return slot;
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    if (message.type === 'sample') this.settle(slot, message);
    else if (message.type === 'health') {
      this.asking.get(message.id)?.resolve(message.loopDelay);
      this.asking.delete(message.id);
      if (this.asking.size === 0 && this.connecting.size === 0 && slot.inFlight === 0) slot.worker.unref();
    } else if (message.type === 'preconnected') {
      this.connecting.get(message.id)?.resolve(message.outcome);
      this.connecting.delete(message.id);
      if (this.connecting.size === 0 && this.asking.size === 0 && slot.inFlight === 0) slot.worker.unref();
    } else {
      slot.offsetMs = message.monotonicOriginMs - this.originMs;
      slot.markReady();
    }
  }

  private terminateAll(): Promise<void> {
    this.terminated ??= Promise.all(this.slots.map((s) => s.worker.terminate())).then(() => undefined);
    for (const [signal, listener] of this.abortListeners) signal.removeEventListener('abort', listener);
    this.abortListeners.clear();
    return this.terminated;
  }

  /** Every request and connection still waiting fails with `error`, and so does every slot's readiness. */
  private rejectAll(error: Error): void {
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
    for (const c of this.connecting.values()) c.reject(error);
    this.connecting.clear();
    for (const a of this.asking.values()) a.reject(error);
    this.asking.clear();
    for (const s of this.slots) s.markFailed(error);
  }

  private fail(slot: Slot, reason: string): void {
    if (this.failure !== null || this.closing) return;
    this.failure = new ProbePoolError(
      `probe worker ${slot.index + 1} of ${this.slots.length} stopped (${this.redact(reason)}) with ${slot.inFlight} request(s) in flight; ` +
        'the run stops rather than count requests cut off by the measuring side as endpoint errors',
    );
    this.rejectAll(this.failure);
    void this.terminateAll();
  }

  private settle(slot: Slot, message: SampleMessage): void {
    const p = this.pending.get(message.id);
    if (p === undefined) return;
    this.pending.delete(message.id);
    release(slot);
    if (slot.offsetMs === null) {
      this.fail(slot, 'a sample arrived before the worker reported its clock');
      return;
    }
    const { sample } = message;
    sample.t0 = roundMs(sample.t0 + slot.offsetMs);
    // In-process, the caller's redactor runs on every message the probe writes; keep that true here.
    if (p.redact !== null && sample.error !== null) sample.error.message = p.redact(sample.error.message);
    p.resolve({ sample, eventStamps: message.eventStamps });
  }

  /** The slot with the fewest requests in flight, ties in turn. */
  private pick(): Slot {
    const slots = this.slots;
    let best = slots[this.cursor]!;
    for (let k = 1; k < slots.length; k++) {
      const slot = slots[(this.cursor + k) % slots.length]!;
      if (slot.inFlight < best.inFlight) best = slot;
    }
    this.cursor = (best.index + 1) % slots.length;
    return best;
  }

  // One listener per signal, not per request: a run shares one signal across thousands of requests.
  private watch(signal: AbortSignal): void {
    if (this.abortListeners.has(signal) || signal.aborted) return;
    const listener = (): void => {
      for (const [id, p] of this.pending) if (p.signal === signal) post(p.slot, { type: 'abort', id });
    };
    this.abortListeners.set(signal, listener);
    signal.addEventListener('abort', listener, { once: true });
  }

  private preconnectOne(slot: Slot, req: PreconnectRequest): Promise<PreconnectOutcome> {
    if (this.failure !== null) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new Error('probe pool is closed'));
    return new Promise<PreconnectOutcome>((resolve, reject) => {
      const id = this.nextId++;
      this.connecting.set(id, { resolve, reject });
      slot.worker.ref();
      post(slot, { type: 'preconnect', id, req });
    });
  }
}
