import { normalQuantile } from '../normal.js';

export interface RateSide {
  hits: number;
  total: number;
}

/**
 * Restricted maximum-likelihood rates under H0 "p1 − p2 = δ" (Farrington & Manning 1990; the closed form of
 * Miettinen & Nurminen 1985 without their n/(n − 1) factor), and the score statistic's variance there.
 */
export function restrictedVariance(first: RateSide, second: RateSide, delta: number): number {
  const n1 = first.total;
  const n2 = second.total;
  const p1 = first.hits / n1;
  const p2 = second.hits / n2;
  const theta = n2 / n1;
  const a = 1 + theta;
  const b = -(1 + theta + p1 + theta * p2 + delta * (theta + 2));
  const c = delta * delta + delta * (2 * p1 + theta + 1) + p1 + theta * p2;
  const d = -p1 * delta * (1 + delta);
  const v = b ** 3 / (27 * a ** 3) - (b * c) / (6 * a * a) + d / (2 * a);
  const uSquared = (b * b) / (9 * a * a) - c / (3 * a);
  const u = (v >= 0 ? 1 : -1) * Math.sqrt(Math.max(0, uSquared));
  const cosArg = u === 0 ? 1 : Math.max(-1, Math.min(1, v / u ** 3));
  const w = (Math.PI + Math.acos(cosArg)) / 3;
  const clamp = (x: number): number => Math.min(1, Math.max(0, x));
  const r1 = clamp(2 * u * Math.cos(w) - b / (3 * a));
  const r2 = clamp(r1 - delta);
  return (r1 * (1 - r1)) / n1 + (r2 * (1 - r2)) / n2;
}

/**
 * Stratified Farrington–Manning score statistic for a rise in a rate beyond an allowance δ: per stratum the score
 * z-numerator p̂₁ − p̂₂ − δ with its variance at the restricted MLE, combined with Cochran–Mantel–Haenszel weights
 * n₁n₂ / (n₁ + n₂) (sample sizes only). Large positive z: the rise is shown beyond δ (a non-inferiority failure);
 * large negative z: shown within δ. Strata with an empty side are skipped.
 */
export function stratifiedRiseZ(strata: readonly { candidate: RateSide; baseline: RateSide }[], delta: number): number {
  let numerator = 0;
  let variance = 0;
  for (const { candidate, baseline } of strata) {
    if (candidate.total === 0 || baseline.total === 0) continue;
    const w = (candidate.total * baseline.total) / (candidate.total + baseline.total);
    numerator += w * (candidate.hits / candidate.total - baseline.hits / baseline.total - delta);
    variance += w * w * restrictedVariance(candidate, baseline, delta);
  }
  if (variance <= 0) return numerator > 0 ? Number.POSITIVE_INFINITY : numerator < 0 ? Number.NEGATIVE_INFINITY : 0;
  return numerator / Math.sqrt(variance);
}

/**
 * The CMH-weighted rise (candidate − baseline) and its score interval: the δ at which the stratified statistic equals
 * ±z(confidence), found by bisection (the statistic decreases in δ).
 */
export function stratifiedRiseInterval(
  strata: readonly { candidate: RateSide; baseline: RateSide }[],
  confidence: number,
): { estimate: number; lower: number; upper: number } {
  let weightSum = 0;
  let weighted = 0;
  for (const { candidate, baseline } of strata) {
    if (candidate.total === 0 || baseline.total === 0) continue;
    const w = (candidate.total * baseline.total) / (candidate.total + baseline.total);
    weightSum += w;
    weighted += w * (candidate.hits / candidate.total - baseline.hits / baseline.total);
  }
  if (weightSum === 0) return { estimate: Number.NaN, lower: Number.NaN, upper: Number.NaN };
  const z = normalQuantile(confidence);
  const solve = (level: number): number => {
    let a = -0.999999;
    let b = 0.999999;
    for (let i = 0; i < 60; i++) {
      const mid = (a + b) / 2;
      if (stratifiedRiseZ(strata, mid) > level) a = mid;
      else b = mid;
    }
    return (a + b) / 2;
  };
  return { estimate: weighted / weightSum, lower: solve(z), upper: solve(-z) };
}
