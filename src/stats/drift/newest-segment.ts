import { tUpperTail } from '../student-t.js';

/**
 * A shift in the newest few values of a series (one value per run, oldest first): the last k values (k from
 * `minSize` to `maxSize`) against the values before them back to `from`, by Student's t with the earlier segment's own
 * standard deviation (it holds the runs' sampling noise and their drift, so the test needs no assumed spread; its
 * n − 1 degrees of freedom carry the uncertainty of that estimate). The smallest p over the sizes tried, times their
 * number (Bonferroni), is the p reported. E-Divisive finds a step at the very end of a series late: its statistic
 * weighs a split by n₁·n₂/(n₁ + n₂), which is small when one side has two or three runs, so the first split lands
 * elsewhere and the recursion stops; this test looks at the end directly.
 */
export interface NewestShift {
  /** Index of the first value of the newest segment. */
  index: number;
  before: number;
  after: number;
  p: number;
}

export interface NewestShiftOptions {
  minSize: number;
  maxSize: number;
  /** Fewest values before the newest segment: the earlier segment's spread is estimated from them. */
  minBefore: number;
}

export function newestShift(series: readonly number[], from: number, options: NewestShiftOptions): NewestShift | null {
  let best: NewestShift | null = null;
  const sizes = options.maxSize - options.minSize + 1;
  for (let k = options.minSize; k <= options.maxSize; k++) {
    const index = series.length - k;
    const before = series.slice(from, index);
    if (before.length < Math.max(2, options.minBefore)) continue;
    const after = series.slice(index);
    const mb = mean(before);
    const ma = mean(after);
    const sd = Math.sqrt(before.reduce((s, v) => s + (v - mb) ** 2, 0) / (before.length - 1));
    const se = sd * Math.sqrt(1 / k + 1 / before.length);
    const p = se > 0 ? Math.min(1, 2 * tUpperTail(Math.abs(ma - mb) / se, before.length - 1) * sizes) : ma === mb ? 1 : 0;
    if (best === null || p < best.p) best = { index, before: mb, after: ma, p };
  }
  return best;
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}
