export interface FisherResult {
  /** P(X ≥ a): evidence that the odds ratio is above 1 (R `alternative = "greater"`). */
  pGreater: number;
  /** P(X ≤ a): evidence that the odds ratio is below 1. */
  pLess: number;
  /** Sum of the probabilities of all tables no more likely than the observed one (R's rule). */
  pTwoSided: number;
  /**
   * Conditional maximum-likelihood odds ratio (what R's `fisher.test` reports, not the sample
   * ad/bc): 0 or Infinity when a sits at the end of its range, NaN when a margin is zero and
   * the table says nothing about association.
   */
  oddsRatio: number;
}

/** R's tolerance for "no more likely than observed", so tables equal up to rounding count. */
const RELATIVE_TOLERANCE = 1 + 1e-7;

/**
 * Fisher's exact test of the 2×2 table [[a, b], [c, d]] (rows = groups, columns = outcomes):
 * X = the top-left count is hypergeometric given the margins. Probabilities are built in log space
 * from the ratio of consecutive terms, so counts in the tens of thousands neither overflow nor
 * need log-factorials.
 */
export function fisherExact(a: number, b: number, c: number, d: number): FisherResult {
  for (const [name, value] of [
    ['a', a],
    ['b', b],
    ['c', c],
    ['d', d],
  ] as const) {
    if (!(Number.isInteger(value) && value >= 0))
      throw new RangeError(`fisherExact cell ${name} must be a non-negative integer, got ${value}`);
  }
  const rowTop = a + b;
  const rowBottom = c + d;
  const columnLeft = a + c;
  const low = Math.max(0, columnLeft - rowBottom);
  const high = Math.min(rowTop, columnLeft);
  if (low === high) return { pGreater: 1, pLess: 1, pTwoSided: 1, oddsRatio: Number.NaN };
  const logWeights = new Float64Array(high - low + 1);
  for (let x = low; x < high; x++) {
    const ratio = ((rowTop - x) * (columnLeft - x)) / ((x + 1) * (rowBottom - columnLeft + x + 1));
    logWeights[x - low + 1] = logWeights[x - low]! + Math.log(ratio);
  }
  const probabilities = normalise(logWeights);
  const observed = a - low;
  let pLess = 0;
  let pGreater = 0;
  let pTwoSided = 0;
  const threshold = logWeights[observed]! + Math.log(RELATIVE_TOLERANCE);
  for (let i = 0; i < probabilities.length; i++) {
    if (i <= observed) pLess += probabilities[i]!;
    if (i >= observed) pGreater += probabilities[i]!;
    if (logWeights[i]! <= threshold) pTwoSided += probabilities[i]!;
  }
  return {
    pGreater: Math.min(1, pGreater),
    pLess: Math.min(1, pLess),
    pTwoSided: Math.min(1, pTwoSided),
    oddsRatio: conditionalOddsRatio(logWeights, low, a),
  };
}

function normalise(logWeights: Float64Array): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const w of logWeights) if (w > max) max = w;
  let sum = 0;
  for (const w of logWeights) sum += Math.exp(w - max);
  const out = new Float64Array(logWeights.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.exp(logWeights[i]! - max) / sum;
  return out;
}

/** Mean and variance of X under the noncentral hypergeometric with log odds ratio t. */
function moments(logWeights: Float64Array, low: number, t: number): { mean: number; variance: number } {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < logWeights.length; i++) max = Math.max(max, logWeights[i]! + (low + i) * t);
  let sum = 0;
  let first = 0;
  let second = 0;
  for (let i = 0; i < logWeights.length; i++) {
    const weight = Math.exp(logWeights[i]! + (low + i) * t - max);
    // Centre on `low` so the variance does not cancel catastrophically for large counts.
    sum += weight;
    first += weight * i;
    second += weight * i * i;
  }
  const mean = first / sum;
  return { mean: low + mean, variance: Math.max(0, second / sum - mean * mean) };
}

/** Solves E[X; ψ] = a for ψ (R's `fisher.test` estimate): safeguarded Newton on log ψ. */
function conditionalOddsRatio(logWeights: Float64Array, low: number, a: number): number {
  const high = low + logWeights.length - 1;
  if (a === low) return 0;
  if (a === high) return Number.POSITIVE_INFINITY;
  // The mean is increasing in t; bracket the root first.
  let tLow = -1;
  let tHigh = 1;
  while (moments(logWeights, low, tLow).mean > a && tLow > -1e6) tLow *= 2;
  while (moments(logWeights, low, tHigh).mean < a && tHigh < 1e6) tHigh *= 2;
  let t = 0;
  for (let iteration = 0; iteration < 200; iteration++) {
    const { mean, variance } = moments(logWeights, low, t);
    const error = mean - a;
    if (Math.abs(error) <= 1e-12 * Math.max(1, a)) break;
    if (error > 0) tHigh = t;
    else tLow = t;
    const newton = variance > 0 ? t - error / variance : Number.NaN;
    t = newton > tLow && newton < tHigh ? newton : (tLow + tHigh) / 2;
    if (tHigh - tLow < 1e-15 * Math.max(1, Math.abs(t))) break;
  }
  return Math.exp(t);
}
