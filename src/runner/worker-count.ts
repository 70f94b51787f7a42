import { availableParallelism } from 'node:os';
import { RUN_DEFAULTS } from '../config/index.js';
import type { RunSettings } from '../config/index.js';

/** Below this many requests in flight per thread, a worker's start-up and message passing outweigh what it saves. */
export const STREAMS_PER_WORKER = 32;

/**
 * Probe worker threads for a run: 0 = probe in-process. `auto` takes one per available core, at most one per
 * STREAMS_PER_WORKER requests in flight and at least one. In open loop the number in flight is not known in
 * advance; the arrival rate stands in for it (every request lasts at least about a second, so rate ≤ in flight).
 */
export function resolveWorkerCount(
  run: Pick<RunSettings, 'workers' | 'concurrency' | 'ratePerSecond'>,
  cores = availableParallelism(),
): number {
  const setting = run.workers ?? RUN_DEFAULTS.workers;
  if (setting !== 'auto') return setting;
  const inFlight = run.ratePerSecond ?? run.concurrency;
  return Math.max(1, Math.min(cores, Math.floor(inFlight / STREAMS_PER_WORKER)));
}
