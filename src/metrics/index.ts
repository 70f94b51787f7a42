export type { RequestMetrics } from './types.js';
export { computeMetrics } from './compute.js';
export { computeLoopMetrics, type LoopMetrics, loopMetricsFromTurns, type LoopTurn } from './loop.js';
export {
  BUFFERED_MAX_IDR,
  BURST_JOIN_MAX_GAP_MS,
  BURST_JOIN_MIN_READ_BYTES,
  COALESCED_MIN_MEDIAN_BURST_TOKENS,
  DELIVERY_MIN_TOKENS,
} from './bursts.js';
export { MIN_RATE_INTERVAL_MS } from './tokens.js';
export { FALLBACK_UPSTREAM_TIME_HEADER, UPSTREAM_TIME_HEADER } from './headers.js';
export { CACHE_HIT_MIN_FRACTION } from './server.js';
export { tokenTimeline, type TimelinePoint } from './timeline.js';
