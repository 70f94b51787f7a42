/**
 * Task accuracy on labelled items, paired by prompt (docs/quality.md §accuracy). Of n pairs, `worse` items the
 * comparison side answered right and the candidate wrong, `better` the reverse; the drop is (worse − better) / n.
 * - pass (non-inferior): the drop's upper bound at 1 − α is below the margin. The bound conditions on the discordant
 *   pairs: a Clopper–Pearson upper bound of their share (α/2) times 2·(upper bound of the share of them that are
 *   `worse`, α/2) − 1, so it holds whatever the discordant share is (Bonferroni over the two);
 * - fail (shown worse): otherwise, when the exact one-sided McNemar test rejects "no drop" at α
 *   (P(Binomial(worse + better, ½) ≥ worse) ≤ α), so an unchanged stack fails with probability ≤ α;
 * - undecided: neither; it says how many items, at the shares seen, would decide in about 9 runs of 10.
 * α is the accuracy share of the run's false-failure budget (src/compare/output-parity.ts). Pure.
 */
import { binomialUpperTail, clopperPearson } from '../../stats/index.js';

export interface AccuracyComparison {
  /** Labelled items paired (both sides answered them). */
  items: number;
  /** Correct answers on each side. */
  candidate: number;
  comparison: number;
  /** Items only the comparison side got right, and only the candidate. */
  worse: number;
  better: number;
  /** The estimated drop (comparison − candidate accuracy) and its upper bound at 1 − α. */
  drop: number;
  dropUpper: number;
  /** The exact one-sided McNemar p-value of "the candidate is no worse". */
  pValue: number;
  margin: number;
  level: number;
  verdict: 'pass' | 'fail' | 'undecided';
  /** Undecided: items that would decide at the shares seen (null when no number up to 20 000 would). */
  itemsToDecide: number | null;
}

/** Null when no labelled item was paired. */
export function compareAccuracy(pairs: readonly (readonly [boolean, boolean])[], margin: number, level: number): AccuracyComparison | null {
  const items = pairs.length;
  if (items === 0) return null;
  const worse = pairs.filter(([c, o]) => !c && o).length;
  const better = pairs.filter(([c, o]) => c && !o).length;
  const decided = decide(items, worse, better, margin, level);
  return {
    items,
    candidate: pairs.filter(([c]) => c).length,
    comparison: pairs.filter(([, o]) => o).length,
    worse,
    better,
    drop: (worse - better) / items,
    dropUpper: decided.dropUpper,
    pValue: decided.pValue,
    margin,
    level,
    verdict: decided.verdict,
    itemsToDecide: decided.verdict === 'undecided' ? itemsToDecide(items, worse, better, margin, level) : null,
  };
}

function decide(
  n: number,
  worse: number,
  better: number,
  margin: number,
  level: number,
): { verdict: AccuracyComparison['verdict']; dropUpper: number; pValue: number } {
  const discordant = worse + better;
  const shareUpper = clopperPearson(discordant, n, { lower: level / 2, upper: level / 2 }).upper;
  const worseUpper = discordant === 0 ? 1 : clopperPearson(worse, discordant, { lower: level / 2, upper: level / 2 }).upper;
  const dropUpper = Math.max(0, shareUpper * (2 * worseUpper - 1));
  const pValue = binomialUpperTail(worse, discordant, 0.5);
  const verdict = dropUpper < margin ? 'pass' : worse > better && pValue <= level ? 'fail' : 'undecided';
  return { verdict, dropUpper, pValue };
}

const MAX_ITEMS = 20_000;
/** z of the 90th percentile: a stated count decides about 9 runs in 10 at the shares seen (bench/accuracy-calibration.ts). */
const Z_90 = 1.2816;

/**
 * The fewest items at which, with `worse` and `better` at the shares seen, the comparison is decided in about 9 runs
 * of 10: the verdict the shares give at m items must still hold with each count moved 1.28 of its standard deviations
 * against it (more `worse` and fewer `better` for a pass, the reverse for a failure).
 */
export function itemsToDecide(n: number, worse: number, better: number, margin: number, level: number): number | null {
  const w = worse / n;
  const b = better / n;
  const at = (m: number): boolean => {
    const expected = decide(m, Math.round(w * m), Math.round(b * m), margin, level).verdict;
    if (expected === 'undecided') return false;
    const against = expected === 'pass' ? 1 : -1;
    const shift = (share: number, sign: number): number =>
      Math.max(0, Math.min(m, Math.round(share * m + sign * Z_90 * Math.sqrt(m * share * (1 - share)))));
    return decide(m, shift(w, against), shift(b, -against), margin, level).verdict === expected;
  };
  let high = n;
  while (!at(high)) {
    if (high >= MAX_ITEMS) return null;
    high = Math.min(MAX_ITEMS, Math.ceil(high * 1.5));
  }
  let low = n;
  // Not monotone item by item (rounding), so the bisection finds a deciding count, not always the very smallest.
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (at(mid)) high = mid;
    else low = mid;
  }
  return high;
}
