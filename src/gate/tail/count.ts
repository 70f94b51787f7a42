/**
 * Tails with the requests a look has (docs/design/gate.md §4.3): a p95 needs about 50 requests per side before its bootstrap
 * means anything, so a critical tail rule over cells with fewer is tested by an exact exceedance count instead. In
 * each cell the baseline's order statistic X_(k) at the rule's quantile (k = ⌈q·(m + 1)⌉, the largest value when
 * m < 1/(1 − q)) is scaled by maxRatio, and the candidate requests beyond it are counted. If the candidate's tail
 * from there up is no worse than maxRatio × the baseline's, that count is at most the exceedance count of two samples
 * from one distribution, whose law is known exactly (src/stats/precedence.ts); the cells' counts are summed and
 * their laws convolved. The upper tail is a p-value valid for any distribution at any sample size.
 *
 * The same count, read from its lower tail, **bounds** the tail: if the candidate's tail from the baseline's order
 * statistic up were mustCatch × the baseline's, the count would have that same law, so a count in its lower tail at
 * 1 − passConfidence shows the tail inside the must-catch level (`bounded`). A critical rule lets its endpoint pass only when
 * its tail is bounded (by this count, or by the bootstrap: gate/pooled/rule.ts); otherwise it measures on, and ends
 * inconclusive if the budget runs out — a tail that doubled is never passed because its test lacked requests.
 * The count also says when the tail is *likely* beyond the margin (its upper-tail p ≤ TAIL_SCREEN, the count at or
 * above its median under the margin): the bootstrap's bound is then not trusted to bound the tail (gate/pooled/rule.ts).
 *
 * Against a baseline file the run-to-run drift (variance V on the log scale) could move the whole candidate beyond
 * the margin: the fail test widens maxRatio by exp(z·√V) at half its level and spends the other half on the drift
 * exceeding that; the bound narrows mustCatch by exp(−z·√V′) (V′ the drift at the pass level) at half its level.
 */
import { convolve, countTails, exceedancePmf, normalQuantile, quantile, sortedFinite } from '../../stats/index.js';
import type { CellPair } from '../match-cells.js';
import { tailSamplesToBound } from './samples.js';
import { countTailResolution } from '../resolution.js';
import type { PooledTail } from '../pooled/tail.js';
import type { MetricRule } from '../types.js';

const LEVELS = { p50: 0.5, p95: 0.95, p99: 0.99 } as const;

/** One-sided p-value of the count at or below which a critical tail is taken as likely beyond its margin. */
export const TAIL_SCREEN = 0.5;

/**
 * One-sided p-value of the count beyond the baseline's own order statistic (no margin, no drift) at or below which the
 * tail is taken to have grown: the comparison side's hole (tail/hole.ts) is then not stated, and the tail holds the run
 * open as before. The margin's screen cannot see a tail that doubled against a baseline of 30 a cell (its order
 * statistic is the largest value, itself a wide estimate); the count with no margin can.
 */
export const GREW_SCREEN = 0.05;
/** The order statistics below the rule's own that the screen also counts beyond. */
const GREW_QUANTILES = [0.9, 0.8];
/**
 * The share of the margin (on the log scale) by which the cells' sample quantiles, on geometric average, must lie
 * beyond the baseline's for the tail to look grown: ×1.2 at a margin of ×1.3. Measured with the count's screens on
 * the calibration rows 51 and 53 (docs/design/gate.md §5): at ×1.3 a doubled p95 still passed 1 of 200 runs.
 */
const GREW_MARGIN_SHARE = 0.7;

export interface TailCount {
  /** The fail test, as a pooled tail result (method `exceedance`). */
  test: PooledTail;
  /** The count shows the tail inside the must-catch level at passConfidence, in every cell that has values. */
  bounded: boolean;
  /** The count is at or above its median under the margin: the tail is likely beyond it. */
  likelyBeyond: boolean;
  /**
   * The tail looks grown: more candidate requests beyond the baseline's own order statistics than an unchanged stack
   * gives (p ≤ GREW_SCREEN), or the cells' sample quantiles beyond the baseline's by the margin on geometric average.
   */
  grew: boolean;
  /** Lower-tail p-value of the count beyond the (narrowed) margin: the bound's own evidence. */
  boundPValue: number;
  /** Requests per cell and side at which the count would bound the tail, its share beyond held (samples.ts). */
  samplesToBound: number | null;
  /** The candidate's share beyond the bound's (narrowed) threshold, and the level the bound is held to there. */
  boundShare: number;
  boundLevel: number;
  /** Mean change of the cells' sample quantiles on the worse side, in the metric's unit (for the floor). */
  meanChange: number;
  /** The ratio its fail test would catch at 90 % power (resolution.ts); null when none up to ×10. */
  resolution: number | null;
}

/** The pass side: the level of the bound (1 − passConfidence) and the drift variance at that level (0 without drift). */
export interface TailBoundSide {
  level: number;
  driftVariance: number;
  /** The comparison side is measured in the run and grows with the looks (a reference endpoint). */
  sideGrows?: boolean;
}

export function pooledTailCount(
  pairs: readonly CellPair[],
  rule: MetricRule,
  level: number,
  driftVariance: number,
  pass: TailBoundSide,
): TailCount | null {
  if (rule.better !== 'lower' || rule.statistic === 'p50') return null;
  const q = LEVELS[rule.statistic];
  const cells = pairs.map((pair) => ({
    base: sortedFinite(pair.baseline.values[rule.metric] ?? []),
    cand: sortedFinite(pair.candidate.values[rule.metric] ?? []),
  }));
  const withValues = cells.filter((c) => c.base.length > 0 && c.cand.length > 0).length;
  const counted = cells.filter((c) => c.base.length >= rule.minSamples && c.cand.length >= rule.minSamples && c.base[0]! > 0);
  if (counted.length === 0) return null;
  const sd = Math.sqrt(Math.max(0, driftVariance));
  const failLevel = sd > 0 ? level / 2 : level;
  const failRatio = rule.maxRatio * Math.exp(normalQuantile(1 - failLevel) * sd);
  const passSd = Math.sqrt(Math.max(0, pass.driftVariance));
  const boundLevel = passSd > 0 ? pass.level / 2 : pass.level;
  const screenRatio = rule.maxRatio * Math.exp(normalQuantile(0.95) * sd);
  // The bound shows the tail inside the must-catch level (≥ the margin a failure must be shown beyond).
  const boundRatio = rule.mustCatch * Math.exp(-normalQuantile(1 - boundLevel) * passSd);
  let pmf: Float64Array = new Float64Array([1]);
  let beyond = 0;
  let boundBeyond = 0;
  let screenBeyond = 0;
  // The counts beyond the baseline's own order statistics at the rule's quantile and at the p90 and p80 below it: a tail
  // that grew moves them all, and the lower ones rest on order statistics a small baseline still places well.
  const screens = [q, ...GREW_QUANTILES.filter((g) => g < q)].map((level) => ({
    level,
    beyond: 0,
    pmf: new Float64Array([1]) as Float64Array,
  }));
  let tested = 0;
  let expected = 0;
  let change = 0;
  let logRatio = 0;
  for (const { base, cand } of counted) {
    const m = base.length;
    const k = Math.min(m, Math.ceil(q * (m + 1)));
    const bound = base[k - 1]!;
    beyond += cand.filter((v) => v > bound * failRatio).length;
    screenBeyond += cand.filter((v) => v > bound * screenRatio).length;
    for (const screen of screens) {
      const j = Math.min(m, Math.ceil(screen.level * (m + 1)));
      screen.beyond += cand.filter((v) => v > base[j - 1]!).length;
      screen.pmf = convolve(screen.pmf, exceedancePmf(m, j, cand.length));
    }
    boundBeyond += cand.filter((v) => v > bound * boundRatio).length;
    tested += cand.length;
    expected += (cand.length * (m - k + 1)) / (m + 1);
    pmf = convolve(pmf, exceedancePmf(m, k, cand.length));
    change += quantile(cand, q) - quantile(base, q);
    logRatio += Math.log(Math.max(quantile(cand, q), Number.MIN_VALUE) / quantile(base, q));
  }
  const pValue = Math.min(1, countTails(pmf, beyond).upper * (sd > 0 ? 2 : 1));
  const boundPValue = Math.min(1, countTails(pmf, boundBeyond).lower * (passSd > 0 ? 2 : 1));
  const bounded = counted.length === withValues && boundPValue <= pass.level;
  const samplesToBound = bounded
    ? null
    : tailSamplesToBound(
        counted.map((c) => ({ m: c.base.length, n: c.cand.length })),
        q,
        boundBeyond / tested,
        boundLevel,
        pass.sideGrows === true,
      );
  return {
    test: {
      method: 'exceedance',
      cells: counted.length,
      counts: { baseline: counted.reduce((s, c) => s + c.base.length, 0), candidate: tested },
      ratio: null,
      standardError: null,
      beyond,
      tested,
      expectedShare: expected / tested,
      baselineNeeded: 0,
      pValue,
    },
    // A cell with values that could not be counted is untested: the tail is then not bounded.
    bounded,
    boundPValue,
    samplesToBound,
    boundShare: boundBeyond / tested,
    boundLevel,
    likelyBeyond: countTails(pmf, screenBeyond).upper <= TAIL_SCREEN,
    grew:
      screens.some((s) => countTails(s.pmf, s.beyond).upper <= GREW_SCREEN) ||
      logRatio / counted.length > Math.log(rule.maxRatio) * GREW_MARGIN_SHARE,
    meanChange: change / counted.length,
    resolution: countTailResolution(pairs, rule, pmf, failRatio, failLevel),
  };
}
