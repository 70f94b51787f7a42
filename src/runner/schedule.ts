import type { Workload } from '../config/index.js';
import type { PlannedItem } from '../plan/index.js';
import { quantile } from '../stats/index.js';
import { gammaOffsetsMs, poissonOffsetsMs } from './arrivals.js';
import { roundToMicroseconds as round } from '../util/index.js';

/** How far behind its schedule an open-loop run started its requests. */
export interface LatenessSummary {
  /** Requests started on a schedule. */
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests started more than LATE_MS after their due time. */
  late: number;
}

/** A start this much after its due time is a client falling behind, not timer resolution. */
export const LATE_MS = 10;

/**
 * Due times (ms from the start of the measured phase) of an open-loop run's items, in order, or null for a closed
 * loop: a trace's own arrivals when the items carry them (already divided by its speedup), else gamma gaps with the
 * run's burstiness, else Poisson arrivals at the run's rate.
 */
export function dueTimesMs(items: readonly PlannedItem[], workload: Workload, seed: number): number[] | null {
  if (items.length > 0 && items.every((item) => item.atMs !== undefined)) return items.map((item) => item.atMs!);
  const rate = workload.run.ratePerSecond;
  if (rate === null) return null;
  const burstiness = workload.run.burstiness;
  return burstiness === undefined || burstiness === 1
    ? poissonOffsetsMs(items.length, rate, seed)
    : gammaOffsetsMs(items.length, rate, burstiness, seed);
}

export function summariseLateness(lateMs: readonly number[]): LatenessSummary | null {
  if (lateMs.length === 0) return null;
  const sorted = [...lateMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round(quantile(sorted, 0.5)),
    p99Ms: round(quantile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1]!),
    late: sorted.filter((ms) => ms > LATE_MS).length,
  };
}
