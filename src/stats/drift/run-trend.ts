import { sortedFinite } from '../finite.js';
import { trimmedCentre } from './run-drift.js';

/**
 * How far the next run's level sits from the mean of these runs if the runs' levels keep to their least-squares line
 * (log scale): b̂·(k + 1)/2, b̂ the slope of the runs' centres (10 % trimmed means of the log values, as runDriftLogSd)
 * on their order, k the runs. A history whose level creeps (a server warming, a slow leak) puts an unchanged run that
 * far from its pooled mean; without a trend the slope is noise. Not shrunk by that noise: against a history of 5 that
 * crept +15 %, the offset less its noise expectation let 2.2 % of unchanged runs fail (0.4 % unshrunk; docs/design/gate.md
 * §4.7). Null with fewer than 3 runs holding at least 2 positive values.
 */
export function runTrendOffset(runs: readonly (readonly number[])[]): number | null {
  const centres = runs
    .map((values) => sortedFinite(values.filter((v) => v > 0).map(Math.log)))
    .filter((v) => v.length >= 2)
    .map((v) => trimmedCentre(v).centre);
  const k = centres.length;
  if (k < 3) return null;
  const meanX = (k - 1) / 2;
  const meanY = centres.reduce((a, c) => a + c, 0) / k;
  let sxy = 0;
  let sxx = 0;
  centres.forEach((c, i) => {
    sxy += (i - meanX) * (c - meanY);
    sxx += (i - meanX) ** 2;
  });
  return (sxy / sxx) * ((k + 1) / 2);
}
