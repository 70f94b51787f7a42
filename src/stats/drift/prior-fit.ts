/**
 * The prior of run-to-run variances, estimated from many of them (Smyth 2004, "Linear models and empirical Bayes methods
 * for assessing differential expression in microarray experiments", §6; limma's fitFDist). Each estimate s² on d degrees
 * of freedom is taken as drawn from s0²·χ²_d0/d0 scaled by χ²_d/d, so log s² has the mean log s0² + ψ(d0/2) − log(d0/2)
 * + ψ(d/2) − log(d/2) and the variance ψ′(d0/2) + ψ′(d/2) (ψ digamma, ψ′ trigamma). With e = log s² − ψ(d/2) + log(d/2)
 * the moments give ψ′(d0/2) = var(e) − mean ψ′(d/2) and s0² = exp(mean e − ψ(d0/2) + log(d0/2)). Where the estimates
 * vary no more than their own degrees of freedom explain, d0 is infinite: every series drifts alike, by s0.
 *
 * A variance at 0 (a drift clamped where the runs measured no more than their sampling noise) has no logarithm: as limma
 * does, it is lifted to 10⁻⁵ of the median, which spreads the logs and so lowers d0 — a store of such estimates gives a
 * weak prior, never a falsely confident one.
 */

/** A variance estimate and the degrees of freedom it carries. */
export interface VarianceEstimate {
  variance: number;
  df: number;
}

/** The fitted prior: scale s0² and degrees of freedom d0 (Infinity when the estimates agree beyond their noise). */
export interface VariancePrior {
  scale: number;
  df: number;
  /** How many estimates it was fitted from. */
  from: number;
}

/** ψ(x), the digamma function, for x > 0: the recurrence up to 6, then the asymptotic series. */
export function digamma(x: number): number {
  let result = 0;
  let y = x;
  while (y < 6) {
    result -= 1 / y;
    y += 1;
  }
  const f = 1 / (y * y);
  return result + Math.log(y) - 0.5 / y - f * (1 / 12 - f * (1 / 120 - f * (1 / 252 - f * (1 / 240 - f / 132))));
}

/** ψ′(x), the trigamma function, for x > 0: the recurrence up to 6, then the asymptotic series. */
export function trigamma(x: number): number {
  let result = 0;
  let y = x;
  while (y < 6) {
    result += 1 / (y * y);
    y += 1;
  }
  const f = 1 / (y * y);
  return result + 1 / y + f / 2 + (f / y) * (1 / 6 - f * (1 / 30 - f * (1 / 42 - f / 30)));
}

/** The x > 0 with ψ′(x) = y, y > 0, by Smyth's Newton iteration on 1/ψ′ (limma's trigammaInverse). */
export function trigammaInverse(y: number): number {
  if (!(y > 0)) return Infinity;
  if (y > 1e7) return 1 / Math.sqrt(y);
  if (y < 1e-6) return 1 / y;
  let x = 0.5 + 1 / y;
  for (let i = 0; i < 50; i++) {
    const t = trigamma(x);
    const step = (t * (1 - t / y)) / polygamma2(x);
    x += step;
    if (-step / x < 1e-8) break;
  }
  return x;
}

/** ψ″(x), by the same recurrence and series. */
function polygamma2(x: number): number {
  let result = 0;
  let y = x;
  while (y < 6) {
    result -= 2 / (y * y * y);
    y += 1;
  }
  const f = 1 / (y * y);
  return result - 1 / (y * y) - 1 / (y * y * y) - f * f * (1 / 2 - f * (1 / 6 - f * (1 / 6 - (3 * f) / 10)));
}

/**
 * Fits the prior (s0², d0) to variance estimates by the moments of their logarithms; null with fewer than `minimum`
 * usable estimates (each needs d ≥ 1 and a finite variance ≥ 0).
 */
export function fitVariancePrior(estimates: readonly VarianceEstimate[], minimum = 5): VariancePrior | null {
  const usable = estimates.filter((e) => Number.isFinite(e.variance) && e.variance >= 0 && Number.isFinite(e.df) && e.df >= 1);
  if (usable.length < Math.max(2, minimum)) return null;
  const sorted = usable.map((e) => e.variance).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  // More than half at 0: nothing to take a scale from.
  if (!(median > 0)) return null;
  const e = usable.map((u) => Math.log(Math.max(u.variance, 1e-5 * median)) - digamma(u.df / 2) + Math.log(u.df / 2));
  const mean = e.reduce((a, b) => a + b, 0) / e.length;
  const spread = e.reduce((a, b) => a + (b - mean) ** 2, 0) / (e.length - 1);
  const excess = spread - usable.reduce((a, u) => a + trigamma(u.df / 2), 0) / usable.length;
  if (!(excess > 0)) {
    // The estimates agree beyond their own noise: the common variance, as the degrees-of-freedom weighted mean.
    const dfTotal = usable.reduce((a, u) => a + u.df, 0);
    return { scale: usable.reduce((a, u) => a + u.df * u.variance, 0) / dfTotal, df: Infinity, from: usable.length };
  }
  const df = 2 * trigammaInverse(excess);
  return { scale: Math.exp(mean - digamma(df / 2) + Math.log(df / 2)), df, from: usable.length };
}
