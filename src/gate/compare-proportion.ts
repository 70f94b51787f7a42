import { fisherExact, proportionDiffCI } from '../stats/index.js';
import { formatP, formatPoints, formatShare, metricLabel } from './describe.js';
import { comparisonHeader, failZ, notGated, passZ, roughSamples, type GateContext, type PendingComparison } from './pending.js';
import type { CellData } from './types.js';

/** A count out of a total for one side, e.g. buffered-or-coalesced requests out of classified ones. */
interface Tally {
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
 * Compares a rate that should not rise: fails when the observed rise exceeds the allowed absolute
 * increase and Fisher's exact one-sided p-value (candidate rate > baseline rate) survives Holm;
 * passes when the observed rise is within the allowance; otherwise inconclusive.
 *
 * Unlike the latency rules, "pass" does not require a bound inside the allowance: at tens of
 * requests no binomial bound can exclude a few points of error rate (0 of 30 still allows 8 %),
 * so a bound-based pass would leave these rules inconclusive in nearly every run.
 */
export function compareProportion(
  metric: ProportionMetric,
  baseline: CellData,
  candidate: CellData,
  context: GateContext,
): PendingComparison {
  const tally = metric === 'nonStreamedShare' ? nonStreamedTally : errorTally;
  const allowance = metric === 'nonStreamedShare' ? context.rules.maxNonStreamedShareIncrease : context.rules.maxErrorRateIncrease;
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

  const fisher = fisherExact(cand.hits, cand.total - cand.hits, base.hits, base.total - base.hits);
  const pValue = fisher.pGreater;
  const level = 1 - 2 * (1 - context.rules.passConfidence);
  const change = proportionDiffCI(cand.hits, cand.total, base.hits, base.total, level);
  const rise = change.estimate;
  const beyondFloor = rise > allowance;
  const shares = `${formatShare(base.hits / base.total)} → ${formatShare(cand.hits / cand.total)} (${formatPoints(rise)})`;
  const allowanceText = `allowed ${formatPoints(allowance)}`;

  // Only a rise past the allowance is undecided: it needs enough data for Fisher's test to agree.
  const widen = failZ(context) / passZ(context.rules);
  const samplesToDecide = beyondFloor
    ? roughSamples({ ...change, threshold: 0, scale: 'shift' }, true, { baseline: base.total, candidate: cand.total }, widen)
    : null;
  const decideText = samplesToDecide !== null ? `; ~${samplesToDecide} requests per side would likely decide` : '';

  const describe = (verdict: 'fail' | 'pass' | 'inconclusive'): string => {
    if (verdict === 'fail') return `${label} ${shares}, beyond the ${allowanceText} (${formatP(pValue)})`;
    if (verdict === 'pass') return `${label} ${shares}, within the ${allowanceText}`;
    return `${label} ${shares} is beyond the ${allowanceText} but not significant (${formatP(pValue)})${decideText}`;
  };
  return {
    comparison: { ...header, ratio: null, change, pValue, verdict: 'inconclusive', reason: '', samplesToDecide },
    gated: true,
    beyondFloor,
    inside: !beyondFloor,
    describe,
    shortfall: null,
  };
}
