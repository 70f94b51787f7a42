import { formatChange, formatNumber, formatPercent, formatRatio, formatRatioBounds, metricUnit } from './describe.js';
import { normalQuantile } from '../stats/index.js';
import { failZ, passZ, roughSamples, SCREEN_CONFIDENCE, type ComparisonHeader, type GateContext, type PendingComparison } from './pending.js';
import type { Interval, MetricRule } from './types.js';

/** The numbers of a metric comparison, whatever produced its bounds (rank-based or bootstrap). */
export interface MarginEvidence {
  rule: MetricRule;
  /** e.g. `TTFT p50`. */
  label: string;
  /** candidate ÷ baseline with bounds at passConfidence; null when the ratio is undefined. */
  ratio: Interval | null;
  /** candidate − baseline in the metric's unit, bounds at passConfidence. */
  change: Interval;
  /** Set in shift mode: the margin as a change in the metric's unit (always ≥ 0, "worse" direction). */
  marginShift: number | null;
  counts: { baseline: number; candidate: number };
}

export type MarginJudgement = Pick<PendingComparison, 'beyondFloor' | 'inside' | 'beyondMargin' | 'screened' | 'describe'> & { samplesToDecide: number | null };

/**
 * The parts of a verdict that do not depend on Holm: is the change past the floor, is the bound
 * inside the margin (or within the floor), and what each verdict would say. Lower-is-better and
 * higher-is-better read the same after orienting "worse" as positive.
 */
export function judgeAgainstMargin(evidence: MarginEvidence, context: GateContext): MarginJudgement {
  const { rule, label, ratio, change, marginShift } = evidence;
  const lowerIsBetter = rule.better === 'lower';
  const worseChangeEstimate = lowerIsBetter ? change.estimate : -change.estimate;
  const worseChangeBound = lowerIsBetter ? change.upper : -change.lower;
  const insideMargin =
    marginShift !== null || ratio === null
      ? worseChangeBound < (marginShift ?? 0)
      : lowerIsBetter
        ? ratio.upper < rule.maxRatio
        : ratio.lower > 1 / rule.maxRatio;
  const withinFloor = worseChangeBound < rule.minAbsolute;
  const beyondFloor = worseChangeEstimate >= rule.minAbsolute;

  const samples = inconclusiveSamples(evidence, context);
  const ratioMargin = lowerIsBetter ? `${formatRatio(rule.maxRatio)} margin` : `1/${formatNumber(rule.maxRatio)} margin`;
  // In shift mode the margin is a change in the metric's unit; say which, next to the ratio it comes from.
  const marginText =
    marginShift !== null ? `${ratioMargin} (${formatChange(rule.metric, lowerIsBetter ? marginShift : -marginShift)})` : ratioMargin;
  const floorText = `${formatNumber(rule.minAbsolute)}${metricUnit(rule.metric)} floor`;
  const changeText = formatChange(rule.metric, change.estimate);
  const where =
    ratio && marginShift === null
      ? `${formatPercent(ratio.estimate)} (${formatRatioBounds(ratio.lower, ratio.upper)}) and ${changeText}`
      : `${changeText} (${formatChange(rule.metric, change.lower)} to ${formatChange(rule.metric, change.upper)})`;
  const worstText = formatChange(rule.metric, lowerIsBetter ? change.upper : change.lower);
  // The interval shown is at passConfidence; failing needs the wider one at the comparison's own level.
  const wholeBeyond = lowerIsBetter
    ? (marginShift !== null || ratio === null ? change.lower > (marginShift ?? 0) : ratio.lower > rule.maxRatio)
    : (marginShift !== null || ratio === null ? -change.upper > (marginShift ?? 0) : ratio.upper < 1 / rule.maxRatio);

  const describe = (verdict: 'fail' | 'pass' | 'undecided' | 'inconclusive', rejected: boolean): string => {
    const decideText = verdict === 'inconclusive' && samples !== null ? `; ~${samples} samples per side would likely decide` : '';
    if (verdict === 'fail') return `${label} ${where}, beyond the ${marginText}`;
    if (verdict === 'pass') {
      if (insideMargin) return `${label} ${where}, inside the ${marginText}`;
      return `${label} ${changeText} (at worst ${worstText}), within the ${floorText}`;
    }
    if (rejected) return `${label} ${where}: beyond the ${marginText} but not clearly past the ${floorText}${decideText}`;
    if (wholeBeyond) return `${label} ${where}: beyond the ${marginText}, not yet at the level that fails${decideText}`;
    return `${label} ${where}: the bound straddles the ${marginText}${decideText}`;
  };
  // The screen's bound: the passConfidence bound pulled towards the estimate by z(SCREEN) / z(pass), on the
  // comparison's own scale (log for ratios).
  const shrink = normalQuantile(SCREEN_CONFIDENCE) / passZ(context.rules);
  const pull = (estimate: number, bound: number, log: boolean): number =>
    log ? Math.exp(Math.log(estimate) + (Math.log(bound) - Math.log(estimate)) * shrink) : estimate + (bound - estimate) * shrink;
  const screenedBeyond =
    marginShift !== null || ratio === null || !(ratio.lower > 0)
      ? lowerIsBetter
        ? pull(change.estimate, change.lower, false) > (marginShift ?? 0)
        : -pull(change.estimate, change.upper, false) > (marginShift ?? 0)
      : lowerIsBetter
        ? pull(ratio.estimate, ratio.lower, true) > rule.maxRatio
        : pull(ratio.estimate, ratio.upper, true) < 1 / rule.maxRatio;
  return {
    beyondFloor,
    inside: insideMargin || withinFloor,
    beyondMargin: wholeBeyond && beyondFloor,
    screened: screenedBeyond && beyondFloor,
    describe,
    samplesToDecide: samples,
  };
}

/** A gated metric comparison, provisional (`undecided`) until the gate decides it. */
export function gatedComparison(header: ComparisonHeader, evidence: MarginEvidence, pValue: number | null, context: GateContext): PendingComparison {
  const judgement = judgeAgainstMargin(evidence, context);
  return {
    comparison: {
      ...header,
      ratio: evidence.ratio,
      change: evidence.change,
      pValue,
      verdict: 'undecided',
      reason: '',
      samplesToDecide: judgement.samplesToDecide,
      role: evidence.rule.role,
      level: context.failLevel,
      look: 1,
    },
    gated: true,
    beyondFloor: judgement.beyondFloor,
    inside: judgement.inside,
    beyondMargin: judgement.beyondMargin,
    screened: judgement.screened,
    describe: judgement.describe,
    shortfall: null,
  };
}

/**
 * Samples per side that would likely decide, for the side the estimate leans to: past the margin
 * and the floor, the lower bound must clear the margin at the comparison's fail level; otherwise the upper bound
 * must come inside the margin or inside the floor, whichever needs fewer.
 */
function inconclusiveSamples(evidence: MarginEvidence, context: GateContext): number | null {
  const { rule, ratio, change, marginShift, counts } = evidence;
  const widen = failZ(context) / passZ(context.rules);
  const lowerIsBetter = rule.better === 'lower';
  const floorThreshold = lowerIsBetter ? rule.minAbsolute : -rule.minAbsolute;
  const marginInput =
    marginShift !== null || ratio === null
      ? { ...change, threshold: lowerIsBetter ? (marginShift ?? 0) : -(marginShift ?? 0), scale: 'shift' as const }
      : { ...ratio, threshold: lowerIsBetter ? rule.maxRatio : 1 / rule.maxRatio, scale: 'ratio' as const };
  const pastMargin = lowerIsBetter ? marginInput.estimate > marginInput.threshold : marginInput.estimate < marginInput.threshold;
  const pastFloor = lowerIsBetter ? change.estimate >= floorThreshold : change.estimate <= floorThreshold;
  if (pastMargin && pastFloor) return roughSamples(marginInput, true, counts, widen);
  const options = [
    pastMargin ? null : roughSamples(marginInput, false, counts, widen),
    pastFloor ? null : roughSamples({ ...change, threshold: floorThreshold, scale: 'shift' }, false, counts, widen),
  ].filter((n): n is number => n !== null);
  return options.length > 0 ? Math.min(...options) : null;
}
