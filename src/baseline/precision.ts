import { STORED_DECIMALS } from '../vocabulary/index.js';

/** Decimal places kept per metric in a baseline (the metric vocabulary's `stored`). */
export const METRIC_DECIMALS = STORED_DECIMALS;

/**
 * Decimal places of a recorded run-to-run log-sd: 0.0001 is a hundredth of a percent of drift, far finer than a
 * handful of runs can estimate it; more digits would only make every re-recording's diff longer.
 */
export const SPREAD_DECIMALS = 4;

/** Decimal places of a run's recorded prefix-cache hit share: a tenth of a point, finer than a run's count shows. */
export const HIT_SHARE_DECIMALS = 3;

/** Dividing the rounded integer by a power of ten gives the double nearest the decimal, which prints short. */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const rounded = Math.round(value * scale) / scale;
  // -0 would print as 0 but compare unequal under Object.is after a round trip.
  return rounded === 0 ? 0 : rounded;
}
