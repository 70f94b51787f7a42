/** ln C(n, k) by summing logs; exact enough for the n (requests) this project sees. */
function logChoose(n: number, k: number): number {
  let sum = 0;
  const kk = Math.min(k, n - k);
  for (let i = 1; i <= kk; i++) sum += Math.log(n - kk + i) - Math.log(i);
  return sum;
}

function logPmf(k: number, n: number, p: number): number {
  if (p <= 0) return k === 0 ? 0 : Number.NEGATIVE_INFINITY;
  if (p >= 1) return k === n ? 0 : Number.NEGATIVE_INFINITY;
  return logChoose(n, k) + k * Math.log(p) + (n - k) * Math.log1p(-p);
}

/** P(X ≥ k) for X ~ Binomial(n, p), summed term by term from k (no 1 − cdf cancellation). */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  return Math.min(1, sumPmf(k, n, n, p));
}

/** P(X ≤ k) for X ~ Binomial(n, p). */
export function binomialCdf(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  return Math.min(1, sumPmf(0, k, n, p));
}

/**
 * Σ P(X = i) for i from `from` to `to`: the first term from ln C(n, from), each next one by the ratio
 * (n − i)/(i + 1) · p/(1 − p), in logs, so a tail costs O(n) rather than a binomial coefficient per term.
 */
function sumPmf(from: number, to: number, n: number, p: number): number {
  if (p <= 0 || p >= 1) {
    let sum = 0;
    for (let i = from; i <= to; i++) sum += Math.exp(logPmf(i, n, p));
    return sum;
  }
  const odds = Math.log(p) - Math.log1p(-p);
  let log = logPmf(from, n, p);
  let sum = Math.exp(log);
  for (let i = from; i < to; i++) {
    log += Math.log((n - i) / (i + 1)) + odds;
    sum += Math.exp(log);
  }
  return sum;
}

/**
 * Rank r (1-based) of the smallest order statistic X_(r) of n values that is an upper confidence bound of the
 * q-quantile at level 1 − α: P(X_(r) ≥ Q_q) = P(Binomial(n, q) ≤ r − 1) ≥ 1 − α, for any continuous distribution.
 * Null when n values are too few for that confidence (even the largest value is not a bound).
 */
export function quantileUpperBoundRank(n: number, q: number, alpha: number): number | null {
  let cdf = 0;
  for (let r = 1; r <= n; r++) {
    cdf += Math.exp(logPmf(r - 1, n, q));
    if (cdf >= 1 - alpha) return r;
  }
  return null;
}
