import { quantileSorted } from './quantile.js';
import { roundToMicroseconds } from '../util/index.js';

export interface GapMetrics {
  maxGapMs: number | null;
  gapP50Ms: number | null;
  gapP99Ms: number | null;
}

/** Gaps between consecutive token-bearing events. Events from one read have a gap of 0, which
 * is what the reader saw; a stall shows up as the maximum. */
export function computeGaps(eventMs: readonly number[]): GapMetrics {
  if (eventMs.length < 2) return { maxGapMs: null, gapP50Ms: null, gapP99Ms: null };
  const gapsMs: number[] = [];
  for (let i = 1; i < eventMs.length; i++) gapsMs.push(roundToMicroseconds(eventMs[i]! - eventMs[i - 1]!));
  gapsMs.sort((a, b) => a - b);
  return {
    maxGapMs: gapsMs[gapsMs.length - 1]!,
    gapP50Ms: roundToMicroseconds(quantileSorted(gapsMs, 0.5)),
    gapP99Ms: roundToMicroseconds(quantileSorted(gapsMs, 0.99)),
  };
}
