import { normalCdf, normalQuantile, proportionDiffCI, stratifiedRiseZ } from '../stats/index.js';
import { formatP, formatPoints, formatShare, metricLabel } from './describe.js';
import { comparisonHeader, failZ, notGated, passZ, roughSamples, SCREEN_CONFIDENCE, type DecidingVerdict, type GateContext, type PendingComparison } from './pending.js';
import type { CellData, GateRules } from './types.js';

/** A count out of a total for one side, e.g. buffered-or-coalesced requests out of classified ones. */
export interface Tally {
  hits: number;
  total: number;
}

export type ProportionMetric = 'nonStreamedShare' | 'errorRate';

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
  const tally = metric === 'nonStreamedShare' ? nonStreamedTally : errorTally;
  const allowance = rateAllowance(metric, context.rules);
  const base = tally(baseline);
  const cand = tally(candidate);
  const statistic = metric === 'nonStreamedShare' ? 'share' : 'rate';
  const header = comparisonHeader(
    candidate,
    metric,
    statistic,
    'lower',
    { n: base.total, value: base.total > 0 ? base.hits / base.total : null },
    { n: cand.total, value: cand.total > 0 ? cand.hits / cand.total : null },
  );
  const label = metricLabel(metric);
  if (base.total === 0 || cand.total === 0) {
    const why = `${base.total} baseline / ${cand.total} candidate requests to count`;
    return notGated(header, `${label}: ${why}, not gated`, base.total + cand.total > 0 ? { label, why } : null);
  }

  const z = stratifiedRiseZ([{ candidate: cand, baseline: base }], allowance);
  const pValue = 1 - normalCdf(z);
  const level = 1 - 2 * (1 - context.rules.passConfidence);
  const change = proportionDiffCI(cand.hits, cand.total, base.hits, base.total, level);
  const rise = change.estimate;
  const beyondFloor = rise > allowance;
  const shares = `${formatShare(base.hits / base.total)} → ${formatShare(cand.hits / cand.total)} (${formatPoints(rise)})`;
  const allowanceText = `allowed ${formatPoints(allowance)}`;
  const inside = z <= -passZ(context.rules);

  const widen = failZ(context) / passZ(context.rules);
  const samplesToDecide = beyondFloor
    ? roughSamples({ ...change, threshold: allowance, scale: 'shift' }, true, { baseline: base.total, candidate: cand.total }, widen)
    : roughSamples({ ...change, threshold: allowance, scale: 'shift' }, false, { baseline: base.total, candidate: cand.total }, widen);

  const describe = (verdict: DecidingVerdict): string => {
    const decideText = verdict === 'inconclusive' && samplesToDecide !== null ? `; ~${samplesToDecide} requests per side would likely decide` : '';
    if (verdict === 'fail') return `${label} ${shares}, beyond the ${allowanceText} (${formatP(pValue)})`;
    if (verdict === 'pass') return `${label} ${shares}, within the ${allowanceText}`;
    if (beyondFloor) return `${label} ${shares} is beyond the ${allowanceText}, not yet at the level that fails (${formatP(pValue)})${decideText}`;
    return `${label} ${shares}: not yet shown within the ${allowanceText}${decideText}`;
  };
  return {
    comparison: { ...header, ratio: null, change, pValue, verdict: 'undecided', reason: '', samplesToDecide, role: 'primary', level: context.failLevel, look: 1 },
    gated: true,
    beyondFloor,
    inside,
    beyondMargin: change.lower > allowance,
    screened: change.estimate - (change.estimate - change.lower) * (normalQuantile(SCREEN_CONFIDENCE) / passZ(context.rules)) > allowance,
    describe,
    shortfall: null,
  };
}

export function rateAllowance(metric: ProportionMetric, rules: GateRules): number {
  return metric === 'nonStreamedShare' ? rules.maxNonStreamedShareIncrease : rules.maxErrorRateIncrease;
}
