/**
 * Type-7 quantile (the R/NumPy default: linear interpolation between order statistics) of an
 * ascending array. Kept local so per-request metrics do not depend on the summary statistics code.
 */
export function quantileSorted(ascending: readonly number[], p: number): number {
  if (ascending.length === 0) throw new RangeError('quantile of an empty array');
  if (!(p >= 0 && p <= 1)) throw new RangeError(`quantile probability out of [0, 1]: ${p}`);
  const position = (ascending.length - 1) * p;
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, ascending.length - 1);
  const lowerValue = ascending[lower]!;
  return lowerValue + (position - lower) * (ascending[upper]! - lowerValue);
}

export function median(values: readonly number[]): number {
  return quantileSorted(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
