import { quantile } from '../stats/index.js';

/** The type-7 quantile of an ascending array (src/stats/quantile.ts, the one definition every stage uses). */
export const quantileSorted: (ascending: readonly number[], p: number) => number = quantile;

export function median(values: readonly number[]): number {
  return quantileSorted(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
