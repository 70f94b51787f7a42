import { normalQuantile } from '../stats/index.js';
import {
  failZ,
  passZ,
  roughSamples,
  screenConfidence,
  type ComparisonHeader,
  type DecidingVerdict,
  type GateContext,
  type PendingComparison,
} from './pending.js';
import type { Interval, MarginEvidence, MetricRule } from './types.js';

/** The numbers of a metric comparison, whatever produced its bounds (rank-based or bootstrap). */
export interface MarginInput {
  rule: MetricRule;
  /** candidate ÷ baseline with bounds at passConfidence; null when the ratio is undefined. */
  ratio: Interval | null;
  /** candidate − baseline in the metric's unit, bounds at passConfidence. */
  change: Interval;
  /** Set in shift mode: the margin as a change in the metric's unit (always ≥ 0, "worse" direction). */
  marginShift: number | null;
  counts: { baseline: number; candidate: number };
}

export type MarginJudgement = Pick<PendingComparison, 'beyondFloor' | 'inside' | 'beyondMargin' | 'screened' | 'evidence'> & {
  samplesToDecide: number | null;
};

/**
 * The parts of a verdict that do not depend on Holm: is the change past the floor, is the bound
 * inside the margin (or within the floor), and what each verdict would rest on. Lower-is-better and
 * higher-is-better read the same after orienting "worse" as positive.
 */
export function judgeAgainstMargin(input: MarginInput, context: GateContext): MarginJudgement {
  const { rule, ratio, change, marginShift } = input;
  const lowerIsBetter = rule.better === 'lower';
  const worseChangeEstimate = lowerIsBetter ? change.estimate : -change.estimate;
  const worseChangeBound = lowerIsBetter ? change.upper : -change.lower;
  const shiftScale = marginShift !== null || ratio === null;
  // A pass must exclude the must-catch level (≥ the margin); a failure must be shown beyond the margin.
  const passShift = (marginShift ?? 0) * mustCatchScale(rule);
  const insideMargin = shiftScale
    ? worseChangeBound < passShift
    : lowerIsBetter
      ? ratio.upper < rule.mustCatch
      : ratio.lower > 1 / rule.mustCatch;
  const withinFloor = worseChangeBound < rule.minAbsolute;
  const beyondFloor = worseChangeEstimate >= rule.minAbsolute;

  const samples = inconclusiveSamples(input, context);
  // The interval shown is at passConfidence; failing needs the wider one at the comparison's own level.
  const wholeBeyond = lowerIsBetter
    ? shiftScale
      ? change.lower > (marginShift ?? 0)
      : ratio.lower > rule.maxRatio
    : shiftScale
      ? -change.upper > (marginShift ?? 0)
      : ratio.upper < 1 / rule.maxRatio;

  const evidence = (verdict: DecidingVerdict, rejected: boolean): MarginEvidence => ({
    kind: 'margin',
    scale: shiftScale ? 'shift' : 'ratio',
    maxRatio: rule.maxRatio,
    ...(rule.mustCatch > rule.maxRatio ? { mustCatch: rule.mustCatch } : {}),
    marginShift: marginShift === null ? null : lowerIsBetter ? marginShift : -marginShift,
    minAbsolute: rule.minAbsolute,
    finding:
      verdict === 'fail'
        ? 'beyond'
        : verdict === 'pass'
          ? insideMargin
            ? 'inside'
            : 'within-floor'
          : rejected
            ? 'beyond-below-floor'
            : wholeBeyond
              ? 'beyond-not-at-level'
              : 'straddles',
    rejected,
    relevanceNull: null,
  });
  // The screen's bound: the passConfidence bound pulled towards the estimate by z(SCREEN) / z(pass), on the
  // comparison's own scale (log for ratios).
  const shrink = normalQuantile(screenConfidence(context.cells)) / passZ(context.rules);
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
    evidence,
    samplesToDecide: samples,
  };
}

/**
 * The must-catch level as a multiple of the margin on the shift scale: a shift margin of (maxRatio − 1)·m (lower is
 * better) or (1 − 1/maxRatio)·m (higher) becomes the same expression in mustCatch.
 */
export function mustCatchScale(rule: MetricRule): number {
  const { maxRatio, mustCatch } = rule;
  return rule.better === 'lower' ? (mustCatch - 1) / (maxRatio - 1) : (1 - 1 / mustCatch) / (1 - 1 / maxRatio);
}

/** A gated metric comparison, provisional (`undecided`) until the gate decides it. */
export function gatedComparison(
  header: ComparisonHeader,
  input: MarginInput,
  pValue: number | null,
  context: GateContext,
): PendingComparison {
  const judgement = judgeAgainstMargin(input, context);
  return {
    comparison: {
      ...header,
      ratio: input.ratio,
      change: input.change,
      pValue,
      verdict: 'undecided',
      evidence: judgement.evidence('undecided', false),
      samplesToDecide: judgement.samplesToDecide,
      role: input.rule.role,
      level: context.failLevel,
      look: 1,
    },
    gated: true,
    beyondFloor: judgement.beyondFloor,
    inside: judgement.inside,
    beyondMargin: judgement.beyondMargin,
    screened: judgement.screened,
    evidence: judgement.evidence,
    warn: false,
  };
}

/**
 * Requests per side that would likely decide, for the side the estimate leans to: past the margin
 * and the floor, the lower bound must clear the margin at the comparison's fail level; otherwise the upper bound
 * must come inside the margin or inside the floor, whichever needs fewer.
 */
function inconclusiveSamples(input: MarginInput, context: GateContext): number | null {
  const { rule, ratio, change, marginShift, counts } = input;
  const widen = failZ(context) / passZ(context.rules);
  const lowerIsBetter = rule.better === 'lower';
  const floorThreshold = lowerIsBetter ? rule.minAbsolute : -rule.minAbsolute;
  const against = (ratioLevel: number, shift: number) =>
    marginShift !== null || ratio === null
      ? { ...change, threshold: lowerIsBetter ? shift : -shift, scale: 'shift' as const }
      : { ...ratio, threshold: lowerIsBetter ? ratioLevel : 1 / ratioLevel, scale: 'ratio' as const };
  const marginInput = against(rule.maxRatio, marginShift ?? 0);
  const passInput = against(rule.mustCatch, (marginShift ?? 0) * mustCatchScale(rule));
  const past = (i: { estimate: number; threshold: number }): boolean =>
    lowerIsBetter ? i.estimate > i.threshold : i.estimate < i.threshold;
  const pastFloor = lowerIsBetter ? change.estimate >= floorThreshold : change.estimate <= floorThreshold;
  // Past the margin and the floor, the lower bound may clear the margin; inside the must-catch level (or the floor),
  // the upper bound may come inside it: whichever needs fewer.
  const options = [
    past(marginInput) && pastFloor ? roughSamples(marginInput, true, counts, widen) : null,
    past(passInput) ? null : roughSamples(passInput, false, counts, widen),
    pastFloor ? null : roughSamples({ ...change, threshold: floorThreshold, scale: 'shift' }, false, counts, widen),
  ].filter((n): n is number => n !== null);
  return options.length > 0 ? Math.min(...options) : null;
}
