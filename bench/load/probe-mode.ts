/**
 * How a bench probes a level: in-process (drive's own probe), or through the product's probe pool with the threads
 * `run.workers` would start at that level (a number, or `auto` resolved as the engine resolves it).
 */
import { createProbePool } from '../../src/runner/probe-pool.js';
import { resolveWorkerCount } from '../../src/runner/probe-threads.js';
// Run under tsx: the pool's workers start from the .ts sources.
import '../../test/helpers/source-worker.js';
import type { Prober } from './drive.js';

export type WorkerSetting = number | 'auto';

export interface ProbeMode {
  /** `in-process`, `2 workers`, or `auto: in-process` / `auto: 2 workers`. */
  name: string;
  /** Undefined: drive's own in-process probe. */
  prober: Prober | undefined;
  close(): Promise<void>;
}

/** `0,auto` → [0, 'auto']: a comma-separated list of settings. */
export function parseWorkerSettings(list: string): WorkerSetting[] {
  return list.split(',').map((s) => (s.trim() === 'auto' ? 'auto' : Number(s)));
}

/** The probe for `streams` in flight under `setting`, its pool started and ready. */
export async function probeMode(setting: WorkerSetting, streams: number): Promise<ProbeMode> {
  const workers = resolveWorkerCount({ workers: setting, concurrency: streams, ratePerSecond: null });
  const threads = workers === 0 ? 'in-process' : `${workers} worker${workers === 1 ? '' : 's'}`;
  const name = setting === 'auto' ? `auto: ${threads}` : threads;
  if (workers === 0) return { name, prober: undefined, close: async () => {} };
  const pool = createProbePool({ workers, secrets: [], recordEventStamps: true });
  await pool.ready();
  return {
    name,
    prober: async (req) => {
      const { sample, eventStamps } = await pool.probeWithStamps(req);
      return { sample, eventStamps: eventStamps ?? new Float64Array(0) };
    },
    close: () => pool.close(),
  };
}
