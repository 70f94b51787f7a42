/** A histogram bucket: its upper bound (`le`) and the cumulative count of observations at or below it. */
export interface Bucket {
  upperBound: number;
  count: number;
}

/**
 * The q-quantile of a histogram as Prometheus' histogram_quantile() computes it: the bucket holding the rank q × total
 * is found over cumulative counts, and the value is interpolated linearly between its lower and upper bounds (the
 * lowest bucket's lower bound is 0 when its upper bound is positive). A rank in the +Inf bucket gives the highest
 * finite bound. Counts that go down across buckets (possible in a delta of two scrapes taken mid-update) are
 * raised to the highest count below them, as Prometheus does. Null with no +Inf bucket or no observation.
 */
export function histogramQuantile(q: number, buckets: readonly Bucket[]): number | null {
  const sorted = [...buckets].sort((a, b) => a.upperBound - b.upperBound);
  const last = sorted[sorted.length - 1];
  if (last === undefined || last.upperBound !== Number.POSITIVE_INFINITY || sorted.length < 2) return null;
  let highest = 0;
  const counts = sorted.map((b) => (highest = Math.max(highest, b.count)));
  const total = counts[counts.length - 1]!;
  if (total <= 0) return null;
  if (q <= 0) return Number.NEGATIVE_INFINITY;
  if (q >= 1) return Number.POSITIVE_INFINITY;
  const rank = q * total;
  const index = counts.findIndex((c) => c >= rank);
  if (index === sorted.length - 1) return sorted[sorted.length - 2]!.upperBound;
  const upper = sorted[index]!.upperBound;
  if (index === 0 && upper <= 0) return upper;
  const lower = index === 0 ? 0 : sorted[index - 1]!.upperBound;
  const below = index === 0 ? 0 : counts[index - 1]!;
  const inBucket = counts[index]! - below;
  return lower + (upper - lower) * ((rank - below) / inBucket);
}
