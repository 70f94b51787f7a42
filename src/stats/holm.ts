export interface HolmResult {
  /** rejected[i]: the i-th hypothesis is rejected at family-wise error rate alpha. */
  rejected: boolean[];
  /** Holm-adjusted p-values in input order (R `p.adjust(p, "holm")`): reject when ≤ alpha. */
  adjusted: number[];
}

/**
 * Holm's (1979) step-down procedure: controls the family-wise error rate at alpha for any
 * dependence between the tests, and rejects everything Bonferroni rejects and sometimes more.
 * The gate runs many comparisons per run; this is what keeps "≤ 1 % false failures per run" true.
 * Throws a RangeError for a p-value outside [0, 1] (including NaN): a broken p must not pass silently.
 */
export function holm(pValues: readonly number[], alpha: number): HolmResult {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`holm alpha must be strictly between 0 and 1, got ${alpha}`);
  pValues.forEach((p, index) => {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`holm p-value ${index} must be within [0, 1], got ${p}`);
  });
  const count = pValues.length;
  // Stable order: equal p-values keep their input order.
  const order = pValues.map((_, index) => index).sort((i, j) => pValues[i]! - pValues[j]! || i - j);
  const adjusted = new Array<number>(count);
  let running = 0;
  order.forEach((index, rank) => {
    running = Math.max(running, Math.min(1, (count - rank) * pValues[index]!));
    adjusted[index] = running;
  });
  return { rejected: adjusted.map((p) => p <= alpha), adjusted };
}
