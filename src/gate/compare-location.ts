import { mannWhitney, quantile, ratioBounds, ratioMarginTest, shiftBounds, sortedFinite } from '../stats/index.js';
import { gatedComparison } from './margin-verdict.js';
import { comparisonHeader, notGated, shortOf, type GateContext, type PendingComparison } from './pending.js';
import type { CellData, Interval, MetricRule } from './types.js';
import { ADDITIVE_METRICS } from '../vocabulary/index.js';

/**
 * Compares the centre (p50 rules) of one metric between a baseline and a candidate cell.
 *
 * Metrics the vocabulary table marks `additive` (IDR, gateway overhead, time outside the engine) are compared by their
 * difference; any other metric falls back to that when one of its values is ≤ 0.
 *
 * Ratio mode: Hodges–Lehmann ratio candidate/baseline with distribution-free bounds, and the
 * one-sided Mann–Whitney margin test on log values as the p-value. Shift mode: the same on
 * differences, with the margin turned into a shift of (maxRatio − 1) × baseline median.
 * Reported bounds are two-sided at 1 − 2·(1 − passConfidence), so each end is the one-sided
 * passConfidence bound that the pass decision uses.
 */
export function compareLocation(baseline: CellData, candidate: CellData, rule: MetricRule, context: GateContext): PendingComparison {
  const baseValues = baseline.values[rule.metric] ?? [];
  const candValues = candidate.values[rule.metric] ?? [];
  const base = sortedFinite(baseValues);
  const cand = sortedFinite(candValues);
  const header = comparisonHeader(
    candidate,
    rule.metric,
    rule.statistic,
    rule.better,
    { n: base.length, value: base.length > 0 ? quantile(base, 0.5) : null },
    { n: cand.length, value: cand.length > 0 ? quantile(cand, 0.5) : null },
  );
  if (base.length < rule.minSamples || cand.length < rule.minSamples) {
    // Both sides empty means the metric does not apply to this cell (e.g. IDR of very short answers): no warning.
    return notGated(header, {
      kind: 'not-gated',
      why: shortOf(base.length, cand.length, rule.minSamples) ?? 'too-few-requests',
      needed: rule.minSamples,
      tail: false,
    });
  }

  const misrate = 2 * (1 - context.rules.passConfidence);
  const lowerIsBetter = rule.better === 'lower';
  const baseMedian = quantile(base, 0.5);
  const additive = ADDITIVE_METRICS.has(rule.metric) || base[0]! <= 0 || cand[0]! <= 0;
  const change: Interval = shiftBounds(candValues, baseValues, misrate);

  let ratio: Interval | null;
  let pValue: number;
  let marginShift: number | null = null;
  if (additive) {
    marginShift = lowerIsBetter ? (rule.maxRatio - 1) * Math.abs(baseMedian) : Math.abs(baseMedian) * (1 - 1 / rule.maxRatio);
    pValue = lowerIsBetter
      ? mannWhitney(candValues, baseValues, 'greater', marginShift).p
      : mannWhitney(candValues, baseValues, 'less', -marginShift).p;
    // The shift relative to the baseline median reads like a ratio, on the same scale as the margin;
    // for data that cannot be negative (IDR) a ratio below 0 would be meaningless, so it stops at 0.
    const floor = base[0]! >= 0 && cand[0]! >= 0 ? 0 : Number.NEGATIVE_INFINITY;
    const relative = (shift: number): number => Math.max(floor, 1 + shift / baseMedian);
    ratio = baseMedian > 0 ? { estimate: relative(change.estimate), lower: relative(change.lower), upper: relative(change.upper) } : null;
  } else {
    ratio = ratioBounds(candValues, baseValues, misrate);
    pValue = ratioMarginTest(
      candValues,
      baseValues,
      lowerIsBetter ? rule.maxRatio : 1 / rule.maxRatio,
      lowerIsBetter ? 'greater' : 'less',
    ).p;
  }

  return gatedComparison(
    header,
    { rule, ratio, change, marginShift, counts: { baseline: base.length, candidate: cand.length } },
    pValue,
    context,
  );
}
