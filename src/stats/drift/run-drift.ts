import { sortedFinite } from '../finite.js';

/** Share of each run's log values trimmed from each end before its centre is taken. */
export const DRIFT_TRIM = 0.1;

/**
 * Run-to-run drift of a metric's centre, as a log-scale standard deviation, from the same cell measured in k ≥ 2
 * runs: the variance of the runs' centres less the part their sampling noise explains, floored at 0 (the method of
 * moments of a one-way random-effects model). A run's centre is the 10 % trimmed mean of its log values, and its
 * sampling variance the Winsorized variance over (1 − 2γ)²·n (Tukey & McLaughlin): close to the truth for any shape,
 * mixtures included, where the sample median's usual (π/2)·s²/n is not — for a warm cell of 35 % misses at 4.5× a
 * hit's time it misses 15 % of the median's variance at 60 requests and 40 % at 20, which then reads as drift
 * (bench/drift-estimator.ts). The trimmed mean also varies less than the median, and trimming keeps a few extreme
 * requests from moving a centre. From 3 runs the estimate has 2 degrees of freedom and is rough, which is why the
 * gate allows for its estimation (src/gate/drift/between-runs.ts). Null with fewer than 2 runs holding at least 2 positive values.
 */
export function runDriftLogSd(runs: readonly (readonly number[])[]): number | null {
  const logs = runs.map((values) => sortedFinite(values.filter((v) => v > 0).map(Math.log))).filter((v) => v.length >= 2);
  if (logs.length < 2) return null;
  const centres = logs.map((v) => trimmedCentre(v));
  const mean = centres.reduce((a, c) => a + c.centre, 0) / centres.length;
  const between = centres.reduce((s, c) => s + (c.centre - mean) ** 2, 0) / (centres.length - 1);
  const within = centres.reduce((s, c) => s + c.variance, 0) / centres.length;
  return Math.sqrt(Math.max(0, between - within));
}

/** The trimmed mean of ascending values and its sampling variance (Winsorized variance · n / h², h values kept). */
export function trimmedCentre(sorted: ArrayLike<number>, trim = DRIFT_TRIM): { centre: number; variance: number } {
  const n = sorted.length;
  const g = Math.floor(trim * n);
  const h = n - 2 * g;
  let sum = 0;
  for (let i = g; i < n - g; i++) sum += sorted[i]!;
  const centre = sum / h;
  const winsor = (i: number): number => sorted[Math.min(n - g - 1, Math.max(g, i))]!;
  let wMean = 0;
  for (let i = 0; i < n; i++) wMean += winsor(i);
  wMean /= n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (winsor(i) - wMean) ** 2;
  return { centre, variance: ((ss / (n - 1)) * n) / (h * h) };
}
