import type { SummarisedMetric } from '../vocabulary/metrics.js';
import type { LoopMetric } from './types.js';

/**
 * Decimal places kept per metric in a baseline: finer than any timing the probe can resolve or any
 * change the gate could call significant, coarse enough that a 40-request cell stays a few KiB.
 * A Record over every metric, so a new metric cannot be added without choosing its precision.
 */
export const METRIC_DECIMALS: Readonly<Record<SummarisedMetric | LoopMetric, number>> = {
  ttfbMs: 1,
  ttftMs: 1,
  ttftContentMs: 1,
  settleMs: 1,
  e2eMs: 1,
  maxGapMs: 1,
  gapP50Ms: 1,
  gapP99Ms: 1,
  upstreamMs: 1,
  gatewayOverheadMs: 1,
  serverPrefillMs: 1,
  outsideEngineMs: 1,
  loopMs: 1,
  sumTtftMs: 1,
  sumE2eMs: 1,
  outputTokens: 0,
  reasoningTokens: 0,
  chunkCount: 0,
  tokenEvents: 0,
  tokensPerSecond: 2,
  tokensPerEvent: 2,
  idr: 3,
};

/**
 * Decimal places of a recorded run-to-run log-sd: 0.0001 is a hundredth of a percent of drift, far finer than a
 * handful of runs can estimate it; more digits would only make every re-recording's diff longer.
 */
export const SPREAD_DECIMALS = 4;

/** Dividing the rounded integer by a power of ten gives the double nearest the decimal, which prints short. */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const rounded = Math.round(value * scale) / scale;
  // -0 would print as 0 but compare unequal under Object.is after a round trip.
  return rounded === 0 ? 0 : rounded;
}
