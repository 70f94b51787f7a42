/**
 * The warnings an outcome carries beside its verdicts (evaluate/gate.ts): a centre test that allows for the sides drifting
 * apart within the run, and each cell comparison not gated for want of requests on a side.
 */
import { cellKey } from '../../vocabulary/index.js';
import type { PendingComparison } from '../pending.js';
import type { Comparison, GateRules, GateWarning, NotGatedWarning, PooledComparison } from '../types.js';

/** One warning per centre rule whose test allows for the sides drifting apart within the run (drift/within-run.ts). */
export function orderDriftWarnings(pooled: readonly PooledComparison[]): GateWarning[] {
  return pooled.flatMap((p): GateWarning[] =>
    p.orderDrift
      ? [
          {
            kind: 'order-drift',
            cell: p.endpoint,
            endpoint: p.endpoint,
            metric: p.metric,
            statistic: p.statistic,
            sd: p.orderDrift.sd,
            pValue: p.orderDrift.pValue,
          },
        ]
      : [],
  );
}

/**
 * One warning per cell comparison not gated for want of data on a side (the report groups them). A tail too short for
 * its cell's bootstrap was still tested when its rule's pooled test is the exact count (tail/count.ts), which counts
 * every cell with minSamples requests a side: such a cell is not said to be untested.
 */
export function notGatedWarnings(
  pending: readonly PendingComparison[],
  pooled: readonly PooledComparison[],
  rules: GateRules,
): NotGatedWarning[] {
  const counted = new Set(
    pooled
      .filter((p) => p.evidence.kind === 'tail' && p.evidence.test?.method === 'exceedance')
      .map((p) => `${p.endpoint}:${p.metric}:${p.statistic}`),
  );
  const minSamples = (c: Comparison): number =>
    rules.metrics.find((r) => r.metric === c.metric && r.statistic === c.statistic)?.minSamples ?? Number.POSITIVE_INFINITY;
  return pending.flatMap((p): NotGatedWarning[] => {
    const c = p.comparison;
    const countedHere = counted.has(`${c.endpoint}:${c.metric}:${c.statistic}`) && Math.min(c.baseline.n, c.candidate.n) >= minSamples(c);
    const warning = p.warn && !countedHere ? notGatedWarning(c) : null;
    return warning ? [warning] : [];
  });
}

/** The warning for a comparison not gated for want of requests on a side (null for anything else). */
export function notGatedWarning(c: Comparison): NotGatedWarning | null {
  if (
    c.evidence.kind !== 'not-gated' ||
    c.evidence.why === 'none-on-either-side' ||
    c.evidence.why === 'input-differs' ||
    c.evidence.why === 'diagnostic'
  )
    return null;
  return {
    kind: 'not-gated',
    cell: cellKey(c),
    endpoint: c.endpoint,
    scenario: c.scenario,
    cache: c.cache,
    turn: c.turn,
    ...(c.job ? { job: true as const } : {}),
    metric: c.metric,
    statistic: c.statistic,
    baseline: c.baseline.n,
    candidate: c.candidate.n,
    needed: c.evidence.needed,
    tail: c.evidence.tail,
    why: c.evidence.why,
  };
}
