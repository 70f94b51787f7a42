/**
 * Student's t distribution for integer degrees of freedom, by the closed forms of Abramowitz & Stegun 26.7.3–4
 * (finite sums in θ = atan(t/√ν)), and its quantile by bisection. Used to carry the uncertainty of a spread measured
 * from a few runs into a test (src/gate/drift.ts).
 */

/** P(|T| < t) for T ~ t(df), df a positive integer, t ≥ 0. */
function centralMass(t: number, df: number): number {
  const theta = Math.atan(t / Math.sqrt(df));
  const s = Math.sin(theta);
  const c = Math.cos(theta);
  const c2 = c * c;
  if (df % 2 === 1) {
    if (df === 1) return (2 * theta) / Math.PI;
    let term = c;
    let sum = c;
    for (let j = 3; j <= df - 2; j += 2) {
      term *= (c2 * (j - 1)) / j;
      sum += term;
    }
    return (2 / Math.PI) * (theta + s * sum);
  }
  let term = 1;
  let sum = 1;
  for (let j = 2; j <= df - 2; j += 2) {
    term *= (c2 * (j - 1)) / j;
    sum += term;
  }
  return s * sum;
}

/** P(T > t) for T ~ t(df), df a positive integer. */
export function studentTUpper(t: number, df: number): number {
  if (!(Number.isInteger(df) && df >= 1)) throw new RangeError(`studentTUpper: degrees of freedom must be a positive integer, got ${df}`);
  if (t === 0) return 0.5;
  const tail = (1 - centralMass(Math.abs(t), df)) / 2;
  return t > 0 ? tail : 1 - tail;
}

/** The t(df) quantile at 1 − p (upper-tail probability p, 0 < p < 0.5). */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 0.5)) throw new RangeError(`studentTQuantile: upper-tail probability must be within (0, 0.5), got ${p}`);
  let lo = 0;
  let hi = 1;
  while (studentTUpper(hi, df) > p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (studentTUpper(mid, df) > p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
