import { normalQuantile, samplesToDecide, type SamplesToDecideInput } from '../stats/index.js';
import { cellKey } from '../vocabulary/index.js';
import type { CellData, Comparison, Evidence, GateRules, NotGatedEvidence } from './types.js';

/** What every comparison needs to know about the run it belongs to. */
export interface GateContext {
  rules: GateRules;
  /** The one-sided level this comparison's fail test is held to at this look (its share of the budget). */
  failLevel: number;
  /** Cells the rule is screened over at this endpoint (screenConfidence); four when not said. */
  cells?: number;
}

export type DecidingVerdict = 'fail' | 'pass' | 'undecided' | 'inconclusive';

/**
 * A comparison before Holm: its numbers, whether its p-value joins the family, and the evidence each possible
 * verdict would rest on. `evaluateGate` picks the verdict once all p-values are known.
 */
export interface PendingComparison {
  /** Verdict `not-gated` and final when `gated` is false; otherwise provisional until Holm has run. */
  comparison: Comparison;
  gated: boolean;
  /** The change is past the practical floor, so a Holm rejection is a failure. */
  beyondFloor: boolean;
  /** The bound at passConfidence is inside the margin, or the change bound is within the floor. */
  inside: boolean;
  /** The bound at passConfidence is wholly beyond the margin and the estimate past the floor: clearly worse. */
  beyondMargin: boolean;
  /**
   * The bound at SCREEN_CONFIDENCE is wholly beyond the margin and the estimate past the floor: likely worse. A primary
   * cannot pass while one of its cells is (the heterogeneity screen); it asks for more requests, it never fails.
   */
  screened: boolean;
  /** The evidence for a verdict; `rejected` tells whether the fail test rejected "within the margin". */
  evidence: (verdict: DecidingVerdict, rejected: boolean) => Evidence;
  /** Not gated for want of data on one side: worth a warning (a metric neither side has is not). */
  warn: boolean;
  /** Tails in ratio mode: log(candidate quantile ÷ baseline quantile) and its bootstrap standard error. */
  logRatio?: { estimate: number; standardError: number } | null;
}

export type ComparisonHeader = Omit<
  Comparison,
  'ratio' | 'change' | 'pValue' | 'verdict' | 'evidence' | 'samplesToDecide' | 'role' | 'level' | 'look'
>;

export function comparisonHeader(
  cell: CellData,
  metric: string,
  statistic: Comparison['statistic'],
  better: Comparison['better'],
  baseline: Comparison['baseline'],
  candidate: Comparison['candidate'],
): ComparisonHeader {
  return {
    id: `${cellKey(cell)}:${metric}:${statistic}`,
    endpoint: cell.endpoint,
    scenario: cell.scenario,
    cache: cell.cache,
    turn: cell.turn,
    ...(cell.job ? { job: true as const } : {}),
    metric,
    statistic,
    better,
    baseline,
    candidate,
  };
}

/**
 * Why a metric with `baseline` and `candidate` values per side is not gated when `needed` are required: none on
 * either side (the metric does not apply), none on one, or too few. Null when it has enough.
 */
export function shortOf(baseline: number, candidate: number, needed: number): NotGatedEvidence['why'] | null {
  if (baseline === 0 && candidate === 0) return 'none-on-either-side';
  if (baseline === 0 || candidate === 0) return 'none-on-one-side';
  return baseline < needed || candidate < needed ? 'too-few-requests' : null;
}

/** A comparison that is not gated; warned about unless the metric does not apply to the cell at all. */
export function notGated(header: ComparisonHeader, evidence: NotGatedEvidence): PendingComparison {
  return {
    comparison: {
      ...header,
      ratio: null,
      change: null,
      pValue: null,
      verdict: 'not-gated',
      evidence,
      samplesToDecide: null,
      role: 'secondary',
      level: null,
      look: 1,
    },
    gated: false,
    beyondFloor: false,
    inside: false,
    beyondMargin: false,
    screened: false,
    evidence: () => evidence,
    warn: evidence.why !== 'none-on-either-side',
  };
}

/**
 * Confidence of the heterogeneity screen's bound: lax, since a screened cell only asks for more requests — 0.8 up to
 * four cells, and 1 − 0.8/m over m cells beyond that, so an endpoint of many cells has no more cells screened by
 * chance than one of four (24 cells at 0.8 held a pass back in most A/A runs: some cell always looked beyond).
 */
export function screenConfidence(cells = 4): number {
  return Math.max(0.8, 1 - 0.8 / Math.max(1, cells));
}

/** z of the two-sided bounds reported at passConfidence (each end a one-sided passConfidence bound). */
export function passZ(rules: GateRules): number {
  return normalQuantile(rules.passConfidence);
}

/** z a one-sided bound must clear to fail at this comparison's level. */
export function failZ(context: GateContext): number {
  return normalQuantile(1 - context.failLevel);
}

/** Suggestions beyond this multiple of the current requests are not useful advice. */
const MAX_SCALE_UP = 100;

/**
 * Rough requests per side for an undecided bound, from stats' √n scaling. The bound facing a fail
 * must reach the comparison's fail level, not passConfidence, so that side is widened by failZ/passZ first.
 */
export function roughSamples(
  input: Omit<SamplesToDecideInput, 'candidateSamples' | 'baselineSamples'>,
  towardsFail: boolean,
  counts: { baseline: number; candidate: number },
  widen: number,
): number | null {
  const toScale = input.scale === 'ratio' ? Math.log : (v: number): number => v;
  const fromScale = input.scale === 'ratio' ? Math.exp : (v: number): number => v;
  let { lower, upper } = input;
  // towardsFail means the estimate is on the failing side of `threshold`, so the bound to move is
  // the one between them: the lower one when higher values fail, the upper one otherwise.
  const estimateScaled = toScale(input.estimate);
  if (towardsFail && input.estimate > input.threshold) lower = fromScale(estimateScaled - (estimateScaled - toScale(lower)) * widen);
  if (towardsFail && input.estimate < input.threshold) upper = fromScale(estimateScaled + (toScale(upper) - estimateScaled) * widen);
  const result = samplesToDecide({ ...input, lower, upper, candidateSamples: counts.candidate, baselineSamples: counts.baseline });
  if (!result) return null;
  const needed = Math.max(result.candidateSamples, result.baselineSamples);
  // An estimate (almost) on the threshold asks for absurd counts; that is "undecidable", not advice.
  return needed <= MAX_SCALE_UP * Math.max(counts.baseline, counts.candidate) ? needed : null;
}
