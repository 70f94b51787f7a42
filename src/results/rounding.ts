import { summarize } from '../stats/index.js';
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
