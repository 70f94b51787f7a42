/**
 * Student's t distribution: the upper tail through the regularized incomplete beta function (continued fraction,
 * Lentz's method) and the quantile by bisection on it. Used where a spread estimated from a handful of runs enters a
 * test with its own uncertainty (the gate's drift allowance, the history-backed baseline), and by the change-point
 * test over a run history.
 */

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9), accurate to about 15 digits for x > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-14) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(a, b, x)) / a : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** P(T > t) for T with `df` degrees of freedom. */
export function tUpperTail(t: number, df: number): number {
  if (!Number.isFinite(t)) return t > 0 ? 0 : 1;
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? tail : 1 - tail;
}

/** The p-quantile of Student's t with `df` degrees of freedom (0 < p < 1). */
export function tQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1) || !(df > 0)) throw new RangeError(`tQuantile needs 0 < p < 1 and df > 0, got p=${p}, df=${df}`);
  if (p < 0.5) return -tQuantile(1 - p, df);
  let lo = 0;
  let hi = 1;
  while (tUpperTail(hi, df) > 1 - p) hi *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (tUpperTail(mid, df) > 1 - p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** P(T > t) for T ~ t(df): the upper tail under the name the gate's drift allowance uses (src/gate/drift/between-runs.ts). */
export function studentTUpper(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`studentTUpper: degrees of freedom must be positive, got ${df}`);
  if (t === 0) return 0.5;
  return tUpperTail(t, df);
}

/** The t(df) quantile at 1 − p (upper-tail probability p, 0 < p < 0.5). */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 0.5)) throw new RangeError(`studentTQuantile: upper-tail probability must be within (0, 0.5), got ${p}`);
  return tQuantile(1 - p, df);
}
