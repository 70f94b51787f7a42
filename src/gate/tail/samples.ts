/**
 * What would bound a critical tail that is still open (docs/design/gate.md §4.3): the requests per cell and side at which the
 * exact count would show it inside its margin, were the share of candidate requests beyond the margin to stay as
 * measured. The cells grow together, by the same factor (the comparison side too when it is measured in the run; a
 * baseline file's stays as recorded). Null when no factor up to 10 would do it.
 */
import { exceedanceLowerTail } from '../../stats/index.js';

const FACTORS = [1.5, 2, 3, 4, 5, 6, 8, 10];

export interface TailCellSize {
  /** Comparison-side requests with values. */
  m: number;
  /** Candidate requests with values. */
  n: number;
}

export function tailSamplesToBound(
  cells: readonly TailCellSize[],
  quantile: number,
  beyondShare: number,
  level: number,
  sideGrows: boolean,
): number | null {
  if (cells.length === 0 || !(beyondShare >= 0)) return null;
  for (const factor of FACTORS) {
    const grown = cells.map(({ m, n }) => {
      const m2 = sideGrows ? Math.round(m * factor) : m;
      return { m: m2, k: Math.min(m2, Math.ceil(quantile * (m2 + 1))), n: Math.round(n * factor) };
    });
    const total = grown.reduce((t, c) => t + c.n, 0);
    if (exceedanceLowerTail(grown, Math.floor(beyondShare * total)) <= level)
      return Math.max(...grown.map((c) => (sideGrows ? Math.max(c.m, c.n) : c.n)));
  }
  return null;
}
