/**
 * What a probe variant costs in time against another record of it (its control in the same run, or the comparison
 * side's record): the difference of the median times to the last token, and whether it exceeds its own noise. A
 * variant sent a few times (`probes.repeat`, 3 by default) queues behind the run's other requests, so a difference of
 * medians alone reads queueing as cost: it is beyond the noise only when the two ranges do not overlap, every request
 * of one slower than every request of the other (with 3 requests a side, a 1-in-10 chance when nothing differs). The
 * report states a cost beyond the noise and says "within noise" otherwise.
 */
import type { ProbeRecord } from './types.js';

export type CostNoise = 'beyond' | 'within' | 'unknown';

export interface SettleDifference {
  /** `record`'s median time to the last token less `other`'s (ms). */
  ms: number;
  /** `unknown`: a side kept no range (fewer than two successful requests, or a file written before ranges were kept). */
  noise: CostNoise;
}

type Timed = Pick<ProbeRecord, 'settleMs' | 'settleRangeMs'>;

/** `record`'s time to the last token against `other`'s; null when either has none. */
export function settleDifference(record: Timed, other: Timed): SettleDifference | null {
  if (record.settleMs === null || other.settleMs === null) return null;
  const ms = record.settleMs - other.settleMs;
  const a = record.settleRangeMs;
  const b = other.settleRangeMs;
  if (!a || !b) return { ms, noise: 'unknown' };
  const apart = a[0] > b[1] || a[1] < b[0];
  return { ms, noise: apart ? 'beyond' : 'within' };
}
