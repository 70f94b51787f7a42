/**
 * Standard normal distribution function Φ(z).
 *
 * Hart's (1968) double-precision rational approximation as published by West (2005), "Better
 * approximations to cumulative normal functions", Wilmott: absolute accuracy about 1e-15, and
 * the small tail is computed directly (no 1 − Φ cancellation), which p-values rely on.
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const zAbs = Math.abs(z);
  let tail: number;
  if (zAbs > 37) {
    tail = 0;
  } else {
    const density = Math.exp((-zAbs * zAbs) / 2);
    if (zAbs < 7.07106781186547) {
      let numerator = 3.52624965998911e-2 * zAbs + 0.700383064443688;
      numerator = numerator * zAbs + 6.37396220353165;
      numerator = numerator * zAbs + 33.912866078383;
      numerator = numerator * zAbs + 112.079291497871;
      numerator = numerator * zAbs + 221.213596169931;
      numerator = numerator * zAbs + 220.206867912376;
      let denominator = 8.83883476483184e-2 * zAbs + 1.75566716318264;
      denominator = denominator * zAbs + 16.064177579207;
      denominator = denominator * zAbs + 86.7807322029461;
      denominator = denominator * zAbs + 296.564248779674;
      denominator = denominator * zAbs + 637.333633378831;
      denominator = denominator * zAbs + 793.826512519948;
      denominator = denominator * zAbs + 440.413735824752;
      tail = (density * numerator) / denominator;
    } else {
      // Continued fraction for the far tail.
      let fraction = zAbs + 0.65;
      fraction = zAbs + 4 / fraction;
      fraction = zAbs + 3 / fraction;
      fraction = zAbs + 2 / fraction;
      fraction = zAbs + 1 / fraction;
      tail = density / fraction / 2.506628274631;
    }
  }
  return z > 0 ? 1 - tail : tail;
}

/** 1 − Φ(z), accurate in the upper tail. */
export function normalUpperTail(z: number): number {
  return normalCdf(-z);
}

const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549671010305264, 4.374664141464968, 2.938163982698783];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

/**
 * Standard normal quantile Φ⁻¹(p): Acklam's rational approximation (relative error 1.15e-9)
 * polished by one Halley step against `normalCdf`, which brings it to near machine precision.
 * Returns ∓Infinity at p = 0 / 1 and throws a RangeError outside [0, 1].
 */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`normal quantile needs p within [0, 1], got ${p}`);
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  let x: number;
  if (p < P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((C[0]! * q + C[1]!) * q + C[2]!) * q + C[3]!) * q + C[4]!) * q + C[5]!) /
      ((((D[0]! * q + D[1]!) * q + D[2]!) * q + D[3]!) * q + 1);
  } else if (p <= 1 - P_LOW) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((A[0]! * r + A[1]!) * r + A[2]!) * r + A[3]!) * r + A[4]!) * r + A[5]!) * q) /
      (((((B[0]! * r + B[1]!) * r + B[2]!) * r + B[3]!) * r + B[4]!) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((C[0]! * q + C[1]!) * q + C[2]!) * q + C[3]!) * q + C[4]!) * q + C[5]!) /
      ((((D[0]! * q + D[1]!) * q + D[2]!) * q + D[3]!) * q + 1);
  }
  // Halley refinement; the error is measured on the side whose tail is small to avoid cancellation.
  const error = p < 0.5 ? normalCdf(x) - p : 1 - p - normalUpperTail(x);
  const u = error * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}
