/** The pooled comparison of a rule over an endpoint's cells: its empty shape, its tail interval and what its test showed. */
import type { PooledLocation } from './location.js';
import type { PooledRate } from './rate.js';
import type { PooledTail } from './tail.js';
import type { PendingComparison } from '../pending.js';
import { normalQuantile } from '../../stats/index.js';
import type { GateRules, MarginEvidence, MetricRule, PooledComparison, RiseEvidence, TailEvidence } from '../types.js';
import type { Role } from '../../vocabulary/index.js';

export function tailInterval(ratio: number, standardError: number, rules: GateRules): PooledComparison['ratio'] {
  const z = normalQuantile(rules.passConfidence);
  return { estimate: ratio, lower: ratio * Math.exp(-z * standardError), upper: ratio * Math.exp(z * standardError) };
}

export function pooledBase(
  id: string,
  endpoint: string,
  metric: string,
  statistic: PooledComparison['statistic'],
  better: PooledComparison['better'],
  role: Role,
  look: number,
  level: number,
): PooledComparison {
  return {
    id,
    endpoint,
    metric,
    statistic,
    better,
    role,
    cells: 0,
    baseline: { n: 0 },
    candidate: { n: 0 },
    ratio: null,
    change: null,
    pValue: null,
    level,
    verdict: 'not-gated',
    evidence: { kind: 'not-gated', why: 'too-few-requests', needed: null, tail: false },
    look,
    cellsBeyond: [],
    samplesToDecide: null,
  };
}

/** What a pooled centre rule's bounds showed; `significant`: its fail test reached the level, relevant or not. */
export function pooledLocationEvidence(
  rule: MetricRule,
  rules: GateRules,
  result: PooledLocation,
  verdict: 'fail' | 'pass' | 'undecided',
  rejected: boolean,
  significant: boolean,
  cellsBeyond: number,
): MarginEvidence {
  const ratio = result.ratio;
  const lower = rule.better === 'lower';
  const wholeBeyond = ratio !== null && (lower ? ratio.lower > rule.maxRatio : ratio.upper < 1 / rule.maxRatio);
  const relevance = rules.policy === 'relevance';
  const finding: MarginEvidence['finding'] =
    verdict === 'fail'
      ? rejected
        ? relevance
          ? 'relevance'
          : 'beyond'
        : 'cells-beyond'
      : verdict === 'pass'
        ? result.insideMargin
          ? 'inside'
          : 'within-floor'
        : result.inside && cellsBeyond > 0
          ? 'inside-but-cells-beyond'
          : significant && !relevance
            ? 'beyond-below-floor'
            : wholeBeyond
              ? 'beyond-not-at-level'
              : 'straddles';
  return {
    kind: 'margin',
    scale: ratio ? 'ratio' : 'shift',
    maxRatio: rule.maxRatio,
    ...(rule.mustCatch > rule.maxRatio ? { mustCatch: rule.mustCatch } : {}),
    marginShift: null,
    minAbsolute: rule.minAbsolute,
    finding,
    rejected,
    relevanceNull: finding === 'relevance' ? rules.relevanceNull : null,
  };
}

export function pooledRateEvidence(
  result: PooledRate,
  verdict: 'fail' | 'pass' | 'undecided',
  rejected: boolean,
  cellsBeyond: boolean,
): RiseEvidence {
  const finding: RiseEvidence['finding'] =
    verdict === 'fail'
      ? rejected
        ? 'beyond'
        : 'cells-beyond'
      : verdict === 'pass'
        ? 'inside'
        : result.inside && cellsBeyond
          ? 'inside-but-cells-beyond'
          : result.change.estimate > result.allowance
            ? 'beyond-not-at-level'
            : 'straddles';
  return {
    kind: 'rise',
    allowance: result.allowance,
    ...(result.passAllowance > result.allowance ? { mustCatch: result.passAllowance } : {}),
    finding,
    rejected,
    shares: { baseline: result.hits.baseline / result.counts.baseline, candidate: result.hits.candidate / result.counts.candidate },
  };
}

export function pooledTailEvidence(
  rule: MetricRule,
  result: PooledTail | null,
  verdict: 'fail' | 'pass' | 'undecided',
  rejected: boolean,
  gatedCells: readonly PendingComparison[],
): TailEvidence {
  const test: TailEvidence['test'] =
    result === null
      ? null
      : result.method === 'bootstrap'
        ? { method: 'bootstrap', ratio: result.ratio ?? Number.NaN, logStandardError: result.standardError ?? Number.NaN }
        : {
            method: 'exceedance',
            beyond: result.beyond,
            tested: result.tested,
            expectedShare: result.expectedShare,
            baselineNeeded: result.baselineNeeded,
          };
  return {
    kind: 'tail',
    maxRatio: rule.maxRatio,
    ...(rule.mustCatch > rule.maxRatio ? { mustCatch: rule.mustCatch } : {}),
    minAbsolute: rule.minAbsolute,
    finding: verdict === 'fail' ? (rejected ? 'beyond' : 'cells-beyond') : verdict === 'pass' ? 'inside' : 'straddles',
    rejected,
    cellsGated: gatedCells.length,
    cellsInside: gatedCells.filter((p) => p.inside).length,
    test,
  };
}
