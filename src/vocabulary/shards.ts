// What shards that apply load together must show: the figures the merge checks and the documentation names
// (docs/action.md, "Load from several runners").

/**
 * The least share of the shards' measuring windows that must overlap (intersection over union of the windows
 * [first request start, last request end], in wall-clock time) for a merged run to count as load applied together.
 * Below it the merge is refused, naming the shard whose window lay apart: an endpoint that saw 4 shards one after
 * another saw a quarter of the load the merged results would claim.
 */
export const MIN_SHARD_OVERLAP = 0.8;

/**
 * How long after the agreed start a shard may still begin (ms). A shard that reaches the agreed moment later than
 * this (a matrix job queued too long, a start planned too close) stops before sending any request: its window could
 * not overlap the others'. Plan the start far enough ahead for every job to be ready (a few minutes in a matrix).
 */
export const START_TOLERANCE_MS = 5_000;

/** A clock's sync state as the operating system reports it; `unknown` where it does not say (never an error). */
export const CLOCK_SYNC_STATES = ['synchronized', 'unsynchronized', 'unknown'] as const;
export type ClockSyncState = (typeof CLOCK_SYNC_STATES)[number];

/** A share as people read it: 0.934 → "93%". */
export function overlapPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
