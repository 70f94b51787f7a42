import { normalCdf, normalQuantile, proportionDiffCI, stratifiedRiseZ } from '../stats/index.js';
import {
  comparisonHeader,
  failZ,
  notGated,
  passZ,
  roughSamples,
  screenConfidence,
  type DecidingVerdict,
  type GateContext,
  type PendingComparison,
} from './pending.js';
import { cacheMissTally } from './cache/share.js';
import { reportsHits } from './cache/hits.js';
import type { CellData, Comparison, GateRules, RiseEvidence } from './types.js';

/** Which side's miss share came from its server's counters rather than the usage (absent when neither did). */
function serverCountersField(baseline: CellData, candidate: CellData): Pick<Comparison, 'serverCounters'> {
  const counters = (cell: CellData): string | null => (!reportsHits(cell) && cell.serverCacheHits ? cell.serverCacheHits.counters : null);
  const b = counters(baseline);
  const c = counters(candidate);
  return b === null && c === null ? {} : { serverCounters: { baseline: b, candidate: c } };
}

/** A count out of a total for one side, e.g. buffered-or-coalesced requests out of classified ones. */
export interface Tally {
  hits: number;
  total: number;
}

export type ProportionMetric = 'nonStreamedShare' | 'errorRate' | 'cacheMissShare';

/** What a rate counts in a cell. */
export function tallyOf(metric: ProportionMetric): (cell: CellData) => Tally {
  return metric === 'nonStreamedShare' ? nonStreamedTally : metric === 'errorRate' ? errorTally : cacheMissTally;
}

/** Requests that arrived buffered or coalesced, out of those that could be classified. */
export function nonStreamedTally(cell: CellData): Tally {
  const nonStreamed = cell.classes.buffered + cell.classes.coalesced;
  return { hits: nonStreamed, total: nonStreamed + cell.classes.streamed };
}

/** Failed requests out of all measured ones. */
export function errorTally(cell: CellData): Tally {
  return { hits: cell.errors, total: cell.n };
}

/**
 * Compares a rate that should not rise by more than its allowance δ, as a non-inferiority test: the
 * Farrington–Manning score statistic of "rise ≤ δ". Fails when the rise is shown beyond δ at the comparison's
 * level; passes when it is shown within δ at passConfidence (the same statistic, the other side); otherwise
 * undecided. A true rise of exactly δ fails at most at the comparison's level, however many requests are sent.
 */
export function compareProportion(
  metric: ProportionMetric,
  baseline: CellData,
  candidate: CellData,
  context: GateContext,
): PendingComparison {
  const tally = tallyOf(metric);
  const allowance = rateAllowance(metric, context.rules);
  const base = tally(baseline);
  const cand = tally(candidate);
  const statistic = metric === 'errorRate' ? 'rate' : 'share';
  const header = {
    ...comparisonHeader(
      candidate,
      metric,
      statistic,
      'lower',
      { n: base.total, value: base.total > 0 ? base.hits / base.total : null },
      { n: cand.total, value: cand.total > 0 ? cand.hits / cand.total : null },
    ),
    ...(metric === 'cacheMissShare' ? serverCountersField(baseline, candidate) : {}),
  };
  if (base.total === 0 || cand.total === 0) {
    return notGated(header, {
      kind: 'not-gated',
      why: base.total + cand.total > 0 ? 'nothing-to-count' : 'none-on-either-side',
      needed: null,
      tail: false,
    });
  }

  const z = stratifiedRiseZ([{ candidate: cand, baseline: base }], allowance);
  const pValue = 1 - normalCdf(z);
  const level = 1 - 2 * (1 - context.rules.passConfidence);
  const change = proportionDiffCI(cand.hits, cand.total, base.hits, base.total, level);
  const rise = change.estimate;
  const beyondFloor = rise > allowance;
  // A pass must exclude the must-catch rise (≥ the allowance a failure must be shown beyond).
  const passAllowance = ratePassAllowance(metric, context.rules);
  const inside = stratifiedRiseZ([{ candidate: cand, baseline: base }], passAllowance) <= -passZ(context.rules);

  const widen = failZ(context) / passZ(context.rules);
  const samplesToDecide = beyondFloor
    ? roughSamples({ ...change, threshold: allowance, scale: 'shift' }, true, { baseline: base.total, candidate: cand.total }, widen)
    : roughSamples({ ...change, threshold: passAllowance, scale: 'shift' }, false, { baseline: base.total, candidate: cand.total }, widen);

  const shares = { baseline: base.hits / base.total, candidate: cand.hits / cand.total };
  const evidence = (verdict: DecidingVerdict, rejected: boolean): RiseEvidence => ({
    kind: 'rise',
    allowance,
    ...(passAllowance > allowance ? { mustCatch: passAllowance } : {}),
    finding: verdict === 'fail' ? 'beyond' : verdict === 'pass' ? 'inside' : beyondFloor ? 'beyond-not-at-level' : 'straddles',
    rejected,
    shares,
  });
  return {
    comparison: {
      ...header,
      ratio: null,
      change,
      pValue,
      verdict: 'undecided',
      evidence: evidence('undecided', false),
      samplesToDecide,
      role: 'primary',
      level: context.failLevel,
      look: 1,
    },
    gated: true,
    beyondFloor,
    inside,
    beyondMargin: change.lower > allowance,
    screened:
      change.estimate - (change.estimate - change.lower) * (normalQuantile(screenConfidence(context.cells)) / passZ(context.rules)) >
      allowance,
    evidence,
    warn: false,
  };
}

export function rateAllowance(metric: ProportionMetric, rules: GateRules): number {
  return metric === 'nonStreamedShare'
    ? rules.maxNonStreamedShareIncrease
    : metric === 'errorRate'
      ? rules.maxErrorRateIncrease
      : rules.maxCacheMissShareIncrease;
}

/** The rise a pass must exclude: the must-catch level of the error rate and the non-streamed share, the allowance otherwise. */
export function ratePassAllowance(metric: ProportionMetric, rules: GateRules): number {
  return metric === 'nonStreamedShare'
    ? rules.mustCatchNonStreamedShareIncrease
    : metric === 'errorRate'
      ? rules.mustCatchErrorRateIncrease
      : rules.maxCacheMissShareIncrease;
}
