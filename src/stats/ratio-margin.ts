import { logOfPositive } from './rank/hodges-lehmann.js';
import { mannWhitneySorted } from './rank/mann-whitney.js';

/**
 * One-sided non-inferiority test of the ratio candidate / baseline against a margin, on the log
 * scale (Mann–Whitney of log candidate − log(thresholdRatio) against log baseline).
 *
 * - 'greater' (lower-is-better metrics such as TTFT): H0 "ratio ≤ thresholdRatio" vs
 *   H1 "ratio > thresholdRatio"; a small p is evidence of a slowdown beyond the allowed maxRatio.
 * - 'less' (higher-is-better metrics such as tok/s): H0 "ratio ≥ thresholdRatio" vs
 *   H1 "ratio < thresholdRatio"; pass the lowest acceptable ratio (e.g. 1 / 1.2 ≈ 0.833).
 *
 * Requires positive values (RangeError otherwise); non-finite values are ignored; p = 1 when a
 * side is empty.
 */
export function ratioMarginTest(
  candidate: readonly number[],
  baseline: readonly number[],
  thresholdRatio: number,
  alternative: 'greater' | 'less',
): { p: number } {
  if (!(thresholdRatio > 0 && Number.isFinite(thresholdRatio))) {
    throw new RangeError(`ratioMarginTest needs a positive finite threshold ratio, got ${thresholdRatio}`);
  }
  const logCandidate = logOfPositive('ratioMarginTest', 'candidate', candidate);
  const logBaseline = logOfPositive('ratioMarginTest', 'baseline', baseline);
  const logThreshold = Math.log(thresholdRatio);
  for (let i = 0; i < logCandidate.length; i++) logCandidate[i] = logCandidate[i]! - logThreshold;
  return { p: mannWhitneySorted(logCandidate, logBaseline, alternative).p };
}
