import type { PreconnectOutcome, PreconnectRequest, ProbeRequest, Sample } from '../probe/index.js';
import type { LoopDelay } from './loop-delay.js';

/** What a probe worker is started with (`workerData`). Secret values stay in memory; they are never logged. */
export interface WorkerInit {
  /** The values the main thread's redactor masks, so the worker masks exactly the same text. */
  secrets: string[];
  /** Record (read stamp relative to t0, `sim_t_ns`) pairs of every parsed event (benchmarks only). */
  recordEventStamps: boolean;
}

export interface ProbeMessage {
  type: 'probe';
  id: number;
  req: ProbeRequest;
  maxEventBytes: number | null;
  /** The caller's signal had already aborted: the probe reports `aborted` exactly as it does in-process. */
  aborted: boolean;
}

export interface AbortMessage {
  type: 'abort';
  id: number;
}

/** Open connections in this worker (its own dispatcher) before measuring. */
export interface PreconnectMessage {
  type: 'preconnect';
  id: number;
  req: PreconnectRequest;
}

/** The worker's event-loop delay since it was last asked (it starts over). */
export interface HealthRequestMessage {
  type: 'health';
  id: number;
}

export type ToWorker = ProbeMessage | AbortMessage | PreconnectMessage | HealthRequestMessage;

export interface ReadyMessage {
  type: 'ready';
  /** `process.hrtime` (ms) at the worker's `performance.now()` zero; see `monotonicOriginMs` in clock.ts. */
  monotonicOriginMs: number;
}

export interface SampleMessage {
  type: 'sample';
  id: number;
  /** `t0` is on the worker's `performance.now()` timeline; the pool moves it onto the main thread's. */
  sample: Sample;
  /** Flat (stampMs, simTNs) pairs when `recordEventStamps` is on, else null. */
  eventStamps: Float64Array | null;
}

export interface PreconnectedMessage {
  type: 'preconnected';
  id: number;
  outcome: PreconnectOutcome;
}

export interface HealthMessage {
  type: 'health';
  id: number;
  loopDelay: LoopDelay;
}

export type FromWorker = ReadyMessage | SampleMessage | PreconnectedMessage | HealthMessage;
