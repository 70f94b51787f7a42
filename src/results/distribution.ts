/**
 * Descriptive numbers of a cell's values: the summaries results files store, at their precision, and what the views
 * of a run show beside the gate's decisions (a cell's percentiles, a chart's points), computed on the results side
 * with the one quantile definition (src/stats/summary.ts) so the report only formats.
 */
import { quantile, sortedFinite, summarize } from '../stats/index.js';
import type { MetricSummary } from './types.js';
import { roundToMicroseconds as round } from '../util/index.js';

/** A stored number: milliseconds (and rates) to the microsecond, as every results file writes them. */
export { round };

/** The summary of `values` at the stored precision, or null when none is finite. */
export function storedSummary(values: readonly number[]): MetricSummary | null {
  const s = summarize(values);
  if (!s) return null;
  return {
    n: s.n,
    mean: round(s.mean),
    min: round(s.min),
    max: round(s.max),
    p50: round(s.p50),
    p90: round(s.p90),
    p95: round(s.p95),
    p99: round(s.p99),
  };
}

/** n, mean, min, max, p50, p90, p95, p99 of the finite values; null when none is finite. */
export function summaryOf(values: readonly number[] | undefined): MetricSummary | null {
  return values && values.length > 0 ? summarize(values) : null;
}

/** The finite values' quantiles at `levels` (each in [0, 1]), and how many values they are over; null when none. */
export function quantilesOf(values: readonly number[], levels: readonly number[]): { points: number[]; n: number } | null {
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return null;
  return { points: levels.map((p) => quantile(sorted, p)), n: sorted.length };
}

/** The median of the finite values; null when none. */
export function medianOf(values: readonly number[]): number | null {
  return quantilesOf(values, [0.5])?.points[0] ?? null;
}
