import { sortedFinite } from '../finite.js';
import { trimmedCentre } from './run-drift.js';
import { incompleteBeta } from '../student-t.js';

/** A cell's run-to-run drift variance (log scale) and the degrees of freedom its estimate carries. */
export interface CellDrift {
  variance: number;
  df: number;
}

/** A cell whose own run-to-run excess is beyond the endpoint's at this level keeps its own estimate. */
export const HETEROGENEITY_LEVEL = 0.01;

/**
 * Run-to-run drift of one metric estimated jointly over an endpoint's cells (docs/design/gate.md §4.4): the cells' centres
 * (10 % trimmed means of the log values, as runDriftLogSd) in the runs that measured every cell form a runs × cells
 * table, read as a two-way random-effects model without replication,
 *
 *   x_rc = μ_c + u_r + e_rc + ε_rc,   u_r ~ (0, σ_u²) shared by the run's cells, e_rc ~ (0, σ_e²) a cell's own excess,
 *
 * with ε_rc the sampling noise whose variance each centre carries. By the method of moments, from the runs' mean
 * square MSR (m − 1 degrees of freedom) and the interaction's MSE ((m − 1)(C − 1)): σ_u² = (MSR − MSE)/C,
 * σ_e² = MSE − s̄² (s̄² the mean sampling variance), and a cell's drift σ_u² + σ_e² = MSR/C + MSE·(C − 1)/C − s̄², whose
 * degrees of freedom follow by Welch–Satterthwaite: about m − 1 where a shared run effect dominates (it is measured
 * once per run however many cells there are), up to (m − 1)·C where the cells drift on their own. Three runs of six
 * cells then carry up to 10 degrees of freedom where each cell alone has 2.
 *
 * A cell whose own interaction mean square is beyond the endpoint's (an F test at HETEROGENEITY_LEVEL: a warm cell
 * whose hit share moves between runs) keeps σ_u² plus its own excess against the other cells' run means, with its own
 * m − 1 degrees of freedom, and the others are pooled without it: one noisy cell neither hides in the pool nor widens
 * every other cell. `cells[c][r]` holds cell c's values in run r (null
 * when the run did not measure it). Null with fewer than 2 cells or 2 complete runs: the caller keeps each cell's own.
 */
export function jointRunDrift(cells: readonly (readonly (readonly number[] | null)[])[]): CellDrift[] | null {
  if (cells.length < 2) return null;
  const runs = Math.min(...cells.map((row) => row.length));
  const centres: { centre: number; variance: number }[][] = cells.map(() => []);
  for (let r = 0; r < runs; r++) {
    const column = cells.map((row) => {
      const logs = sortedFinite((row[r] ?? []).filter((v) => v > 0).map(Math.log));
      return logs.length >= 2 ? trimmedCentre(logs) : null;
    });
    if (column.some((x) => x === null)) continue;
    column.forEach((x, i) => centres[i]!.push(x!));
  }
  const m = centres[0]!.length;
  if (m < 2) return null;
  const all = centres.map((_, i) => i);
  const first = twoWay(centres, all);
  // Cells beyond the endpoint's interaction (an F test): estimated apart, and left out of the others' pool.
  const flagged = all.filter(
    (i) => first.mse > 0 && fUpperTail(first.own[all.indexOf(i)]! / first.mse, m - 1, first.dfE) <= HETEROGENEITY_LEVEL,
  );
  const alike = all.filter((i) => !flagged.includes(i));
  const pool = flagged.length > 0 && alike.length >= 2 ? twoWay(centres, alike) : first;
  const members = pool === first ? all : alike;
  const a = 1 / members.length;
  const b = (members.length - 1) / members.length;
  const sampling = centres.map((row) => row.reduce((t, v) => t + v.variance, 0) / m);
  const meanSampling = members.reduce((t, i) => t + sampling[i]!, 0) / members.length;
  const sharedVariance = Math.max(0, (pool.msr - pool.mse) / members.length);
  const pooledVariance = Math.max(0, a * pool.msr + b * pool.mse - meanSampling);
  const pooledDf = satterthwaite([
    [a * pool.msr, m - 1],
    [b * pool.mse, pool.dfE],
  ]);
  return all.map((i) => {
    if (!flagged.includes(i)) return { variance: pooledVariance, df: pooledDf };
    // The flagged cell against the pool's run means: its own excess, with its own m − 1 degrees of freedom.
    const mean = centres[i]!.reduce((t, v) => t + v.centre, 0) / m;
    const ownSquares = centres[i]!.reduce((t, v, r) => t + (v.centre - mean - (pool.runMean[r]! - pool.grand)) ** 2, 0) / (m - 1);
    return {
      variance: sharedVariance + Math.max(0, ownSquares - sampling[i]!),
      df: satterthwaite([
        [sharedVariance, m - 1],
        [ownSquares, m - 1],
      ]),
    };
  });
}

/** The runs × cells table's mean squares over some of its cells: runs (MSR), interaction (MSE), and each cell's own. */
function twoWay(
  centres: readonly (readonly { centre: number }[])[],
  cells: readonly number[],
): { msr: number; mse: number; dfE: number; own: number[]; runMean: number[]; grand: number } {
  const c = cells.length;
  const m = centres[0]!.length;
  const x = (i: number, r: number): number => centres[cells[i]!]![r]!.centre;
  const cellMean = cells.map((_, i) => Array.from({ length: m }, (_r, r) => x(i, r)).reduce((t, v) => t + v, 0) / m);
  const runMean = Array.from({ length: m }, (_, r) => cellMean.reduce((t, _v, i) => t + x(i, r), 0) / c);
  const grand = cellMean.reduce((t, v) => t + v, 0) / c;
  const msr = (c * runMean.reduce((t, v) => t + (v - grand) ** 2, 0)) / (m - 1);
  const dfE = (m - 1) * (c - 1);
  const squares = cellMean.map((mean, i) =>
    Array.from({ length: m }, (_, r) => (x(i, r) - runMean[r]! - mean + grand) ** 2).reduce((t, v) => t + v, 0),
  );
  const mse = squares.reduce((t, v) => t + v, 0) / dfE;
  // A cell's share of the interaction, scaled to estimate what MSE does when the cells are alike.
  const own = squares.map((sq) => (sq * c) / dfE);
  return { msr, mse, dfE, own, runMean, grand };
}

/** Welch–Satterthwaite degrees of freedom of a sum of mean squares, each with its own; at least 1. */
function satterthwaite(parts: readonly (readonly [number, number])[]): number {
  const total = parts.reduce((s, [v]) => s + v, 0);
  const denominator = parts.reduce((s, [v, df]) => s + (v * v) / df, 0);
  if (!(denominator > 0)) return parts.reduce((s, [, df]) => s + df, 0);
  return Math.max(1, (total * total) / denominator);
}

/** P(F ≥ f) for F with (d1, d2) degrees of freedom. */
function fUpperTail(f: number, d1: number, d2: number): number {
  if (!(f > 0)) return 1;
  return incompleteBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2);
}
