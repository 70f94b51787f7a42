import { sortedFinite } from './finite.js';
import { quantile } from './quantile.js';

/**
 * Run-to-run drift of a metric's centre, as a log-scale standard deviation, from the same cell measured in k ≥ 2
 * runs: the variance of the runs' log medians less the part their sampling noise explains (the variance of a sample
 * median, (π/2)·s²/n, with s the MAD-based spread of the log values), floored at 0. A method-of-moments estimate:
 * from 3 runs it has 2 degrees of freedom and is rough, which is why the gate also has an assumed drift for
 * baselines without one. Null with fewer than 2 runs holding positive values.
 */
export function runDriftLogSd(runs: readonly (readonly number[])[]): number | null {
  const logs = runs.map((values) => sortedFinite(values.filter((v) => v > 0).map(Math.log))).filter((v) => v.length >= 2);
  if (logs.length < 2) return null;
  const medians = logs.map((v) => quantile(v, 0.5));
  const mean = medians.reduce((a, b) => a + b, 0) / medians.length;
  const between = medians.reduce((s, m) => s + (m - mean) ** 2, 0) / (medians.length - 1);
  const within =
    logs.reduce((s, v, i) => {
      const deviations = sortedFinite(Array.from(v, (x) => Math.abs(x - medians[i]!)));
      const sd = 1.4826 * quantile(deviations, 0.5);
      return s + ((Math.PI / 2) * sd * sd) / v.length;
    }, 0) / logs.length;
  return Math.sqrt(Math.max(0, between - within));
}
