export interface SamplesToDecideInput {
  /** The current inconclusive bound and its centre. */
  estimate: number;
  lower: number;
  upper: number;
  /** The margin the bound must clear (e.g. maxRatio 1.2, or a shift in ms). */
  threshold: number;
  /** Current sample counts per side. */
  candidateSamples: number;
  baselineSamples: number;
  /** 'ratio' bounds are scaled on the log scale, where they are symmetric-ish and additive. */
  scale: 'shift' | 'ratio';
}

export interface SamplesToDecide {
  candidateSamples: number;
  baselineSamples: number;
}

/**
 * Rough number of samples per side that would let an inconclusive bound decide, assuming the
 * estimate stays where it is and the bound's half-width on the side facing the threshold shrinks
 * like 1/√n (both sides scaled by the same factor f, so the width scales by 1/√f). It is an order
 * of magnitude for "run more requests", not a power analysis: the estimate itself will move.
 * Returns the current counts when the bound already clears the threshold, and null when no
 * number of samples can be suggested (estimate exactly on the threshold, unbounded bound,
 * no samples, or non-positive values on the ratio scale).
 */
export function samplesToDecide(input: SamplesToDecideInput): SamplesToDecide | null {
  const { candidateSamples, baselineSamples } = input;
  if (!(candidateSamples > 0 && baselineSamples > 0)) return null;
  const map = input.scale === 'ratio' ? Math.log : (value: number): number => value;
  if (input.scale === 'ratio' && !(input.lower > 0 && input.estimate > 0 && input.threshold > 0)) return null;
  const estimate = map(input.estimate);
  const lower = map(input.lower);
  const upper = map(input.upper);
  const threshold = map(input.threshold);
  if (![estimate, lower, upper, threshold].every(Number.isFinite)) return null;
  if (lower > threshold || upper < threshold) return { candidateSamples, baselineSamples };
  const distance = Math.abs(estimate - threshold);
  if (distance === 0) return null;
  const halfWidth = estimate > threshold ? estimate - lower : upper - estimate;
  const factor = (halfWidth / distance) ** 2;
  return {
    candidateSamples: Math.floor(candidateSamples * factor) + 1,
    baselineSamples: Math.floor(baselineSamples * factor) + 1,
  };
}
