import type { Sample } from '../probe/index.js';
import { quantile } from '../stats/index.js';
import type { DeliveryClass } from '../vocabulary/index.js';
import { eventTokenWeights } from './tokens.js';

/** A read this large means bytes were already queued: the reader's buffer split one flush. */
export const BURST_JOIN_MIN_READ_BYTES = 16 * 1024;
/** ...and the rest of that flush follows within this time. */
export const BURST_JOIN_MAX_GAP_MS = 1;
/** Below this many output tokens a response is too short to say how it was delivered. */
export const DELIVERY_MIN_TOKENS = 8;
/** IDR below this: more than half of the tokens arrived in one burst. */
export const BUFFERED_MAX_IDR = 0.5;
/** A median burst this large means something upstream holds tokens back (a proxy buffering
 * 4–8 KiB flushes dozens of events at a time). */
export const COALESCED_MIN_MEDIAN_BURST_TOKENS = 8;

/** Burst index of every read: a new burst starts with each read unless the previous read was a
 * large one followed by this read in under `BURST_JOIN_MAX_GAP_MS`. */
export function readBurstIds(readMs: readonly number[], readBytes: readonly number[]): number[] {
  const ids: number[] = [];
  let id = -1;
  for (let i = 0; i < readMs.length; i++) {
    const joinsPrevious =
      i > 0 && (readBytes[i - 1] ?? 0) >= BURST_JOIN_MIN_READ_BYTES && readMs[i]! - readMs[i - 1]! < BURST_JOIN_MAX_GAP_MS;
    if (!joinsPrevious) id++;
    ids.push(id);
  }
  return ids;
}

/**
 * Tokens carried by each burst that holds at least one token-bearing event, in arrival order.
 * Burst sizes are computed from summed weights before scaling by N, so one burst is exactly N.
 */
export function burstTokenCounts(
  sample: Pick<Sample, 'readMs' | 'readBytes' | 'eventRead' | 'eventChars'>,
  outputTokens: number,
): number[] {
  const readIds = readBurstIds(sample.readMs, sample.readBytes);
  const weights = eventTokenWeights(sample.eventChars);
  const weightByBurst = new Map<number, number>();
  sample.eventRead.forEach((readIndex, eventIndex) => {
    // An event pointing at an unknown read still forms a burst with its siblings from that read.
    const burstId = readIds[readIndex] ?? readIds.length + readIndex;
    weightByBurst.set(burstId, (weightByBurst.get(burstId) ?? 0) + (weights[eventIndex] ?? 0));
  });
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (totalWeight <= 0) return [];
  return [...weightByBurst.values()].map((weight) => (outputTokens * weight) / totalWeight);
}

/** IDR = 1 − (tokens in the largest burst / N): ~1 when streamed as generated, 0 for one flush. */
export function incrementalDeliveryRatio(burstTokens: readonly number[], outputTokens: number | null): number | null {
  if (outputTokens === null || outputTokens < DELIVERY_MIN_TOKENS || burstTokens.length === 0) return null;
  const largestBurstTokens = burstTokens.reduce((largest, tokens) => Math.max(largest, tokens), 0);
  return Math.min(1, Math.max(0, 1 - largestBurstTokens / outputTokens));
}

export function classifyDelivery(idr: number | null, burstTokens: readonly number[]): DeliveryClass | null {
  if (idr === null) return null;
  if (idr < BUFFERED_MAX_IDR) return 'buffered';
  if (median(burstTokens) >= COALESCED_MIN_MEDIAN_BURST_TOKENS) return 'coalesced';
  return 'streamed';
}

/** The type-7 median (src/stats/summary.ts, the one quantile every stage uses) of values in any order. */
export function median(values: readonly number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
