import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import type { Redactor } from '../util/index.js';
import type { ToWorker } from './pool-protocol.js';
import type { Sample } from '../probe/index.js';

export interface PooledSample {
  sample: Sample;
  /** Flat (read stamp ms relative to t0, `sim_t_ns`) pairs; null unless `recordEventStamps`. */
  eventStamps: Float64Array | null;
}

/** One worker of the probe pool, with its requests in flight and its clock offset. */
export interface Slot {
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

/** A request sent to a worker, until its sample comes back. */
export interface Pending {
  slot: Slot;
  signal: AbortSignal | null;
  redact: ((text: string) => string) | null;
  resolve: (result: PooledSample) => void;
  reject: (error: Error) => void;
}

export function post(slot: Slot, message: ToWorker): void {
  slot.worker.postMessage(message);
}

/** A request of the slot ended; an idle worker is unreferenced. */
export function release(slot: Slot): void {
  slot.inFlight--;
  // An idle pool does not keep the process alive, so a caller that never closes it can still exit.
  if (slot.inFlight === 0) slot.worker.unref();
}

/** A worker's console output reaches the terminal only redacted: a secret is in its memory. */
export function forwardLines(stream: Readable, redact: Redactor, output: (line: string) => void): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => output(redact(line)));
}
