import { normalCdf, normalQuantile } from './normal.js';

/**
 * Lan–DeMets alpha-spending functions: how much of a one-sided level α a group-sequential test may have spent by
 * information fraction t ∈ (0, 1]. Both reach α at t = 1.
 * - `obrien-fleming`: α(t) = 2 − 2Φ(z(1 − α/2) / √t). Spends almost nothing early and keeps nearly all of α for the
 *   last look, so the final test is nearly as powerful as a fixed-size one; early looks stop only clear cases.
 * - `pocock`: α(t) = α·ln(1 + (e − 1)t). Spends evenly, so early looks decide more often at some cost at the end.
 */
export type SpendingFunction = 'obrien-fleming' | 'pocock';

export function spentAlpha(kind: SpendingFunction, alpha: number, t: number): number {
  if (!(t > 0)) return 0;
  if (t >= 1) return alpha;
  if (kind === 'pocock') return alpha * Math.log(1 + (Math.E - 1) * t);
  return Math.min(alpha, 2 - 2 * normalCdf(normalQuantile(1 - alpha / 2) / Math.sqrt(t)));
}

/**
 * The level a test may use at look `look` (1-based) of `looks` equally spaced looks: the increment
 * α(t_k) − α(t_{k−1}). Rejecting whenever a look's p-value is within its increment keeps the chance of any
 * rejection over all looks ≤ α by the union bound, whatever the dependence between looks and however the
 * stopping decision depends on the data (a slightly conservative form of the group-sequential design).
 */
export function lookAlpha(kind: SpendingFunction, alpha: number, look: number, looks: number): number {
  if (!(Number.isInteger(look) && Number.isInteger(looks) && look >= 1 && look <= looks)) {
    throw new RangeError(`look must be an integer within [1, ${looks}], got ${look}`);
  }
  return spentAlpha(kind, alpha, look / looks) - spentAlpha(kind, alpha, (look - 1) / looks);
}
