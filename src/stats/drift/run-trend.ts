import { sortedFinite } from '../finite.js';
import { trimmedCentre } from './run-drift.js';

/**
 * How far the next run's level sits from the mean of these runs if the runs' levels keep to their least-squares line
 * (log scale): b̂·(k + 1)/2, b̂ the slope of the runs' centres (10 % trimmed means of the log values, as runDriftLogSd)
 * on their order, k the runs, shrunk by what the centres' scatter about their line gives without any trend (so a
 * history without a trend costs little). A history whose level creeps (a server warming, a slow leak) puts an
 * unchanged run that far from its pooled mean. Null with fewer than 3 runs holding at least 2 positive values.
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
  const slope = sxy / sxx;
  const carry = (k + 1) / 2;
  const offset = slope * carry;
  // Less what noise alone gives: the squared offset's expectation without a trend is carry²·s²/Sxx, s² the centres'
  // scatter about their line (k − 2 degrees of freedom). Method of moments, floored at 0, as the drift's own estimate.
  const residual = centres.reduce((t, c, i) => t + (c - meanY - slope * (i - meanX)) ** 2, 0) / (k - 2);
  const excess = offset * offset - (carry * carry * residual) / sxx;
  return excess > 0 ? Math.sign(offset) * Math.sqrt(excess) : 0;
}
