import { normalUpperTail } from '../normal.js';
import { tUpperTail } from '../student-t.js';

/**
 * Change points in a short series (one value per run, oldest first), by E-Divisive means (Matteson & James 2014) as
 * Apache Otava / Hunter use it: the split that maximises the energy statistic is a candidate, kept when a Student t
 * test between the two sides rejects equal means at `maxP` (Hunter replaced E-Divisive's permutation test by this
 * test: deterministic and cheap), then each side is split again. The energy statistic makes no assumption about the
 * shape of the values; the test is the part that decides, and its threshold is calibrated by bench/changepoint-calibration.ts.
 */
export interface ChangePoint {
  /** Index of the first value after the change. */
  index: number;
  /** Mean of the side before and after (in the series' units: log values give a ratio). */
  before: number;
  after: number;
  p: number;
}

export interface ChangePointOptions {
  /** Smallest segment on either side of a change. */
  minSize: number;
  /** Largest p-value of the t test a change is kept at. */
  maxP: number;
}

export function eDivisiveChangePoints(series: readonly number[], options: ChangePointOptions): ChangePoint[] {
  const found: ChangePoint[] = [];
  const split = (from: number, to: number): void => {
    if (to - from < 2 * options.minSize) return;
    const index = bestSplit(series, from, to, options.minSize);
    const left = series.slice(from, index);
    const right = series.slice(index, to);
    const p = studentTwoSided(left, right);
    if (p >= options.maxP) return;
    found.push({ index, before: mean(left), after: mean(right), p });
    split(from, index);
    split(index, to);
  };
  split(0, series.length);
  return found.sort((a, b) => a.index - b.index);
}

/** The split of series[from, to) maximising the E-Divisive statistic (α = 1), both sides at least `minSize` long. */
function bestSplit(x: readonly number[], from: number, to: number, minSize: number): number {
  const n = to - from;
  // within[i]: Σ|x_a − x_b| over pairs inside the prefix of length i; the suffix sums come the same way from the end.
  const prefix = new Float64Array(n + 1);
  const suffix = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) {
    let add = 0;
    for (let a = 0; a < i - 1; a++) add += Math.abs(x[from + a]! - x[from + i - 1]!);
    prefix[i] = prefix[i - 1]! + add;
  }
  for (let i = 1; i <= n; i++) {
    let add = 0;
    for (let a = 0; a < i - 1; a++) add += Math.abs(x[to - 1 - a]! - x[to - i]!);
    suffix[i] = suffix[i - 1]! + add;
  }
  const total = prefix[n]!;
  let best = from + minSize;
  let bestQ = -Infinity;
  for (let t = minSize; t <= n - minSize; t++) {
    const m = n - t;
    const within1 = prefix[t]!;
    const within2 = suffix[m]!;
    const between = total - within1 - within2;
    const e = (2 * between) / (t * m) - (t > 1 ? within1 / ((t * (t - 1)) / 2) : 0) - (m > 1 ? within2 / ((m * (m - 1)) / 2) : 0);
    const q = ((t * m) / n) * e;
    if (q > bestQ) {
      bestQ = q;
      best = from + t;
    }
  }
  return best;
}

function mean(v: readonly number[]): number {
  return v.reduce((a, b) => a + b, 0) / v.length;
}

/** Two-sided p of Student's t test (pooled variance) for equal means; 1 when there is no variance to test with. */
export function studentTwoSided(a: readonly number[], b: readonly number[]): number {
  const df = a.length + b.length - 2;
  if (df < 1) return 1;
  const ma = mean(a);
  const mb = mean(b);
  const ss = a.reduce((s, v) => s + (v - ma) ** 2, 0) + b.reduce((s, v) => s + (v - mb) ** 2, 0);
  const se = Math.sqrt((ss / df) * (1 / a.length + 1 / b.length));
  if (!(se > 0)) return ma === mb ? 1 : 0;
  return 2 * tUpperTail(Math.abs(ma - mb) / se, df);
}

export interface Trend {
  /** Theil–Sen slope per step. */
  slope: number;
  /** One-sided p of Mann–Kendall's test for a rising series (normal approximation with the variance for no ties). */
  pRising: number;
  pFalling: number;
}

/** A monotone trend over a short series: the Theil–Sen slope and Mann–Kendall's S. */
export function trend(series: readonly number[]): Trend {
  const n = series.length;
  const slopes: number[] = [];
  let s = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      slopes.push((series[j]! - series[i]!) / (j - i));
      s += Math.sign(series[j]! - series[i]!);
    }
  }
  slopes.sort((a, b) => a - b);
  const mid = slopes.length / 2;
  const slope = slopes.length === 0 ? 0 : slopes.length % 2 ? slopes[Math.floor(mid)]! : (slopes[mid - 1]! + slopes[mid]!) / 2;
  const sd = Math.sqrt((n * (n - 1) * (2 * n + 5)) / 18);
  const z = (s: number): number => (sd > 0 ? s / sd : 0);
  // Continuity correction: S moves in steps of 2.
  return { slope, pRising: normalUpperTail(z(s - 1)), pFalling: normalUpperTail(z(-s - 1)) };
}
