/**
 * The exceedance (precedence) count of two samples: of n values Y, how many lie above the k-th smallest of m values X.
 * When both samples come from one continuous distribution its distribution is free of that distribution:
 * P(W = w) = C(k − 1 + n − w, n − w) · C(m − k + w, w) / C(m + n, n). A Y sample stochastically smaller than X (or
 * ties, counted as not above) only makes W smaller, so an upper tail of this distribution is a valid p-value for
 * "Y is no larger than X from X_(k) up".
 */

function logChoose(n: number, k: number): number {
  if (k < 0 || k > n) return Number.NEGATIVE_INFINITY;
  let sum = 0;
  const kk = Math.min(k, n - k);
  for (let i = 1; i <= kk; i++) sum += Math.log(n - kk + i) - Math.log(i);
  return sum;
}

/** P(W = w) for w = 0…n: Y values (n of them) above the k-th smallest of m X values, one continuous distribution. */
export function exceedancePmf(m: number, k: number, n: number): Float64Array {
  if (!(Number.isInteger(m) && Number.isInteger(k) && Number.isInteger(n) && k >= 1 && k <= m && n >= 0)) {
    throw new RangeError(`exceedancePmf: k ${k} must be within 1…m (${m}), n ${n} ≥ 0`);
  }
  const total = logChoose(m + n, n);
  const pmf = new Float64Array(n + 1);
  for (let w = 0; w <= n; w++) pmf[w] = Math.exp(logChoose(k - 1 + n - w, n - w) + logChoose(m - k + w, w) - total);
  return pmf;
}

/** The distribution of a sum of independent counts, from their probability mass functions. */
export function convolve(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += ai * b[j]!;
  }
  return out;
}

/** P(S ≥ s) and P(S ≤ s) for a count with this mass function. */
export function countTails(pmf: Float64Array, s: number): { upper: number; lower: number } {
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < pmf.length; i++) {
    if (i >= s) upper += pmf[i]!;
    if (i <= s) lower += pmf[i]!;
  }
  return { upper: Math.min(1, upper), lower: Math.min(1, lower) };
}

/**
 * P(W ≤ s) for the sum over cells of their exceedance counts, from the first s + 1 terms of each law (a lower tail
 * needs no more): cheap when s is small, whatever the sample sizes. Each law by its ratio of successive terms,
 * P(w + 1)/P(w) = (n − w)/(k − 1 + n − w) · (m − k + w + 1)/(w + 1), from P(0) = C(k − 1 + n, n)/C(m + n, n).
 */
export function exceedanceLowerTail(cells: readonly { m: number; k: number; n: number }[], s: number): number {
  if (!(s >= 0)) return 0;
  let pmf: Float64Array = new Float64Array([1]);
  for (const { m, k, n } of cells) {
    const own = new Float64Array(Math.min(n, s) + 1);
    own[0] = Math.exp(logChoose(k - 1 + n, n) - logChoose(m + n, n));
    for (let w = 0; w + 1 < own.length; w++) own[w + 1] = own[w]! * ((n - w) / (k - 1 + n - w)) * ((m - k + w + 1) / (w + 1));
    const next = new Float64Array(Math.min(s, pmf.length + own.length - 2) + 1);
    for (let i = 0; i < pmf.length; i++) for (let j = 0; j < own.length && i + j < next.length; j++) next[i + j]! += pmf[i]! * own[j]!;
    pmf = next;
  }
  return Math.min(
    1,
    pmf.reduce((a, b) => a + b, 0),
  );
}
