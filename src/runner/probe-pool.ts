import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { roundMs } from '../probe/new-sample.js';
import type { PreconnectOutcome, PreconnectRequest } from '../probe/preconnect.js';
import type { ProbeDeps, ProbeRequest } from '../probe/request.js';
import type { Sample } from '../probe/sample.js';
import { createRedactor, type Redactor } from '../util/redact.js';
import type { ProbeFn } from './execute-item.js';
import { monotonicOriginMs } from './monotonic-origin.js';
import type { FromWorker, SampleMessage, ToWorker, WorkerInit } from './pool-protocol.js';

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

export interface PooledSample {
  sample: Sample;
  /** Flat (read stamp ms relative to t0, `sim_t_ns`) pairs; null unless `recordEventStamps`. */
  eventStamps: Float64Array | null;
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

interface Slot {
  index: number;
  worker: Worker;
  inFlight: number;
  dispatched: number;
  /** Worker timeline → this thread's: add to a worker's `performance.now()` value. Null until it is ready. */
  offsetMs: number | null;
  ready: Promise<void>;
  markReady: () => void;
  markFailed: (error: Error) => void;
}

interface Pending {
  slot: Slot;
  signal: AbortSignal | null;
  redact: ((text: string) => string) | null;
  resolve: (result: PooledSample) => void;
  reject: (error: Error) => void;
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
// Over 100 lines, as one closure over the pool's state (workers, requests in flight, the failure that stops them):
// every handler below reads and changes it.
export function createProbePool(options: ProbePoolOptions): ProbePool {
  if (!Number.isInteger(options.workers) || options.workers < 1) {
    throw new RangeError(`probe pool: workers must be a whole number ≥ 1, got ${options.workers}`);
  }
  const secrets = [...options.secrets].filter((s): s is string => typeof s === 'string');
  const redact = createRedactor(secrets);
  const output = options.output ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const init: WorkerInit = { secrets, recordEventStamps: options.recordEventStamps ?? false };
  const entry = probeWorkerEntry(options.entry);
  const originMs = monotonicOriginMs();
  const pending = new Map<number, Pending>();
  const connecting = new Map<number, { resolve: (outcome: PreconnectOutcome) => void; reject: (error: Error) => void }>();
  const abortListeners = new Map<AbortSignal, () => void>();
  let nextId = 0;
  let cursor = 0;
  let failure: ProbePoolError | null = null;
  let closing = false;
  let terminated: Promise<void> | null = null;

  const terminateAll = (): Promise<void> => {
    terminated ??= Promise.all(slots.map((s) => s.worker.terminate())).then(() => undefined);
    for (const [signal, listener] of abortListeners) signal.removeEventListener('abort', listener);
    abortListeners.clear();
    return terminated;
  };

  const fail = (slot: Slot, reason: string): void => {
    if (failure !== null || closing) return;
    failure = new ProbePoolError(
      `probe worker ${slot.index + 1} of ${slots.length} stopped (${redact(reason)}) with ${slot.inFlight} request(s) in flight; ` +
        'the run stops rather than count requests cut off by the measuring side as endpoint errors',
    );
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
    for (const c of connecting.values()) c.reject(failure);
    connecting.clear();
    for (const s of slots) s.markFailed(failure);
    void terminateAll();
  };

  const settle = (slot: Slot, message: SampleMessage): void => {
    const p = pending.get(message.id);
    if (p === undefined) return;
    pending.delete(message.id);
    release(slot);
    if (slot.offsetMs === null) {
      fail(slot, 'a sample arrived before the worker reported its clock');
      return;
    }
    const { sample } = message;
    sample.t0 = roundMs(sample.t0 + slot.offsetMs);
    // In-process, the caller's redactor runs on every message the probe writes; keep that true here.
    if (p.redact !== null && sample.error !== null) sample.error.message = p.redact(sample.error.message);
    p.resolve({ sample, eventStamps: message.eventStamps });
  };

  const release = (slot: Slot): void => {
    slot.inFlight--;
    // An idle pool does not keep the process alive, so a caller that never closes it can still exit.
    if (slot.inFlight === 0) slot.worker.unref();
  };

  const slots: Slot[] = Array.from({ length: options.workers }, (_, index) => {
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
    forwardLines(worker.stdout, redact, output);
    forwardLines(worker.stderr, redact, output);
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'sample') settle(slot, message);
      else if (message.type === 'preconnected') {
        connecting.get(message.id)?.resolve(message.outcome);
        connecting.delete(message.id);
        if (connecting.size === 0 && slot.inFlight === 0) slot.worker.unref();
      } else {
        slot.offsetMs = message.monotonicOriginMs - originMs;
        slot.markReady();
      }
    });
    worker.on('error', (error: Error) => fail(slot, `${error.name}: ${error.message}`));
    worker.on('messageerror', (error: Error) => fail(slot, `unreadable message: ${error.message}`));
    worker.on('exit', (code: number) => fail(slot, `exit code ${code}`));
    return slot;
  });

  const pick = (): Slot => {
    let best = slots[cursor]!;
    for (let k = 1; k < slots.length; k++) {
      const slot = slots[(cursor + k) % slots.length]!;
      if (slot.inFlight < best.inFlight) best = slot;
    }
    cursor = (best.index + 1) % slots.length;
    return best;
  };

  // One listener per signal, not per request: a run shares one signal across thousands of requests.
  const watch = (signal: AbortSignal): void => {
    if (abortListeners.has(signal) || signal.aborted) return;
    const listener = (): void => {
      for (const [id, p] of pending) if (p.signal === signal) post(p.slot, { type: 'abort', id });
    };
    abortListeners.set(signal, listener);
    signal.addEventListener('abort', listener, { once: true });
  };

  const post = (slot: Slot, message: ToWorker): void => slot.worker.postMessage(message);

  const probeWithStamps = (req: ProbeRequest, deps: ProbeDeps = {}): Promise<PooledSample> => {
    if (failure !== null) return Promise.reject(failure);
    if (closing) return Promise.reject(new Error('probe pool is closed'));
    if (deps.dispatcher !== undefined || deps.onEvent !== undefined) {
      // Neither can cross a thread boundary: each worker has its own dispatcher; stamps come via recordEventStamps.
      return Promise.reject(new Error('probe pool: dispatcher and onEvent cannot be passed to a worker'));
    }
    return new Promise<PooledSample>((resolve, reject) => {
      const slot = pick();
      const id = nextId++;
      const signal = deps.signal ?? null;
      post(slot, { type: 'probe', id, req, maxEventBytes: deps.maxEventBytes ?? null, aborted: signal?.aborted ?? false });
      pending.set(id, { slot, signal, redact: deps.redact ?? null, resolve, reject });
      slot.dispatched++;
      if (slot.inFlight++ === 0) slot.worker.ref();
      if (signal !== null) watch(signal);
    });
  };

  const preconnectOne = (slot: Slot, req: PreconnectRequest): Promise<PreconnectOutcome> => {
    if (failure !== null) return Promise.reject(failure);
    if (closing) return Promise.reject(new Error('probe pool is closed'));
    return new Promise<PreconnectOutcome>((resolve, reject) => {
      const id = nextId++;
      connecting.set(id, { resolve, reject });
      slot.worker.ref();
      post(slot, { type: 'preconnect', id, req });
    });
  };

  const preconnect = async (req: PreconnectRequest): Promise<PreconnectOutcome> => {
    const each = Math.max(1, Math.ceil(req.count / slots.length));
    const outcomes = await Promise.all(slots.map((slot) => preconnectOne(slot, { ...req, count: each })));
    return {
      opened: outcomes.reduce((sum, o) => sum + o.opened, 0),
      failed: outcomes.reduce((sum, o) => sum + o.failed, 0),
      error: outcomes.find((o) => o.tls)?.error ?? outcomes.find((o) => o.error !== null)?.error ?? null,
      tls: outcomes.some((o) => o.tls),
    };
  };

  return {
    probe: async (req, deps) => (await probeWithStamps(req, deps)).sample,
    probeWithStamps,
    preconnect,
    ready: async () => {
      await Promise.all(slots.map((s) => s.ready));
    },
    dispatched: () => slots.map((s) => s.dispatched),
    close: async () => {
      if (!closing) {
        closing = true;
        const cut = new Error(`probe pool closed with ${pending.size} request(s) in flight`);
        for (const p of pending.values()) p.reject(cut);
        pending.clear();
        for (const c of connecting.values()) c.reject(cut);
        connecting.clear();
        for (const s of slots) s.markFailed(cut);
      }
      await terminateAll();
    },
  };
}

/** A worker's console output reaches the terminal only redacted: a secret is in its memory. */
function forwardLines(stream: Readable, redact: Redactor, output: (line: string) => void): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => output(redact(line)));
}
