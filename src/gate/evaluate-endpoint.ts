import { asDiagnostic } from './diagnostic.js';
import { shortOfHits } from './cache-hits.js';
import { compareLocation } from './compare-location.js';
import { cacheRulesFor, rateRules } from './cache-share.js';
import { compareProportion } from './compare-proportion.js';
import { cellKey } from '../vocabulary/cell.js';
import type { BudgetSplit, LookPosition } from './design.js';
import { driftVariance, driftWidenedP, pooledDriftVariance } from './drift.js';
import type { CellPair } from './match-cells.js';
import type { DecidingVerdict, PendingComparison } from './pending.js';
import { compareTail, tailSamplesNeeded } from './compare-tail.js';
import { pooledLocation, type PooledLocation } from './pooled-location.js';
import { pooledRate, type PooledRate } from './pooled-rate.js';
import { pooledSamplesToDecide } from './pooled-samples.js';
import { pooledTailBootstrap, pooledTailExceedance, type PooledTail } from './pooled-tail.js';
import { pooledTailCount } from './tail-count.js';
import { normalCdf, normalQuantile } from '../stats/index.js';
import type {
  Comparison,
  EndpointVerdict,
  GateRules,
  MarginEvidence,
  MetricRule,
  PooledComparison,
  RiseEvidence,
  TailEvidence,
  Verdict,
} from './types.js';
import type { Role } from '../vocabulary/rules.js';

export interface EndpointEvaluation {
  verdict: EndpointVerdict;
  comparisons: Comparison[];
  pooled: PooledComparison[];
  /** Per-cell comparisons, for warnings about what could not be gated. */
  pending: PendingComparison[];
}

/** A rule's cell comparisons and what they decide before the pooled test is added. */
interface CellRound {
  pending: PendingComparison[];
  /** Cells whose own fail test rejected and whose change is past the floor (primaries only). */
  failed: Set<PendingComparison>;
  /** Cells whose own fail test rejected, floor or not (for the evidence). */
  rejected: Set<PendingComparison>;
}

/**
 * One endpoint at one look: every rule over its cells. A primary fails when its pooled test or one of its per-cell
 * tests rejects at its level (and the change is past the floor); it passes when the pooled bound is inside the margin
 * and no cell is wholly beyond it; otherwise it is undecided. A critical rule is tested like a primary but can only
 * fail; a secondary can only fail, on its pooled test. The endpoint fails on any failure, passes when every primary
 * passes, and is otherwise undecided — inconclusive at the last look. A critical or secondary rule with a cell wholly
 * beyond its margin keeps the endpoint measuring while looks remain.
 */
export function evaluateEndpoint(
  endpoint: string,
  pairs: readonly CellPair[],
  rules: GateRules,
  split: BudgetSplit,
  position: LookPosition,
  withDrift: boolean,
): EndpointEvaluation {
  const comparisons: Comparison[] = [];
  const pooled: PooledComparison[] = [];
  const pending: PendingComparison[] = [];
  const finalLook = position.look >= position.looks;
  /** Critical tails the endpoint may not pass with: not tested, or likely beyond their margin. */
  const held = new Set<string>();

  const settle = (
    p: PendingComparison,
    verdict: DecidingVerdict | 'not-gated',
    rejected: boolean,
    role: Role,
    level: number | null,
  ): void => {
    pending.push(p);
    const settled: Comparison =
      p.gated && verdict !== 'not-gated'
        ? { ...p.comparison, verdict, evidence: p.evidence(verdict, rejected), role, level, look: position.look, samplesToDecide: null }
        : { ...p.comparison, role, level: null, look: position.look };
    comparisons.push(role === 'diagnostic' ? asDiagnostic(settled) : settled);
  };

  for (const rule of rules.metrics) {
    const primary = rule.role === 'primary';
    const budgeted = rule.role === 'primary' || rule.role === 'critical';
    const cellLevel = budgeted ? split.primaryCell : split.secondary;
    const pooledLevel = budgeted ? split.primaryPooled : split.secondary;
    const round = cellRound(pairs, rule, rules, cellLevel, budgeted, withDrift);
    const id = `${endpoint}:${rule.metric}:${rule.statistic}`;
    const base = pooledBase(id, endpoint, rule.metric, rule.statistic, rule.better, rule.role, position.look, pooledLevel);
    let entry: PooledComparison;
    if (rule.statistic === 'p50') {
      const driftAt = (level: number): number[] => pairs.map((p) => (withDrift ? driftVariance(p.baseline, rule.metric, rules, level) : 0));
      const result = pooledLocation(pairs, rule, rules, driftAt(pooledLevel), driftAt(1 - rules.passConfidence));
      if (!result)
        entry = {
          ...base,
          verdict: 'not-gated',
          evidence: { kind: 'not-gated', why: 'too-few-requests', needed: rule.minSamples, tail: false },
        };
      else {
        const rejected = result.pValue <= pooledLevel && result.relevant;
        // Primaries: no pass while a cell is likely beyond the margin; others: cells clearly beyond it are noted.
        const blocking = round.pending.filter((p) => (primary ? p.screened : p.beyondMargin));
        const verdict = decide(rejected || round.failed.size > 0, result.inside && (!primary || blocking.length === 0));
        entry = {
          ...base,
          cells: result.cells,
          baseline: { n: result.counts.baseline },
          candidate: { n: result.counts.candidate },
          ratio: result.ratio,
          change: result.change,
          pValue: result.pValue,
          verdict,
          cellsBeyond: [...new Set([...round.failed, ...blocking])].map((p) => cellKey(p.comparison)),
        };
        entry.evidence = pooledLocationEvidence(
          rule,
          rules,
          result,
          verdict,
          rejected,
          result.pValue <= pooledLevel,
          entry.cellsBeyond.length,
        );
        entry.samplesToDecide = pooledSamplesToDecide(rule, result, pooledLevel, rules);
      }
    } else {
      const gatedCells = round.pending.filter((p) => p.gated);
      const drift = withDrift ? pooledDriftVariance(pairs.map((p) => driftVariance(p.baseline, rule.metric, rules, pooledLevel))) : 0;
      // A critical tail over cells too small for the bootstrap is tested by an exact count (src/gate/tail-count.ts).
      const counted = rule.role === 'critical' && rules.tailTest === 'bootstrap' ? pooledTailCount(pairs, rule, pooledLevel, drift) : null;
      const byCount = counted !== null && counted.test.cells > gatedCells.length;
      const result = byCount
        ? counted.test
        : rules.tailTest === 'exceedance'
          ? pooledTailExceedance(pairs, rule, pooledLevel)
          : pooledTailBootstrap(round.pending, rule, drift);
      // The change past the floor, on the worse side (longer for latencies, lower for throughput).
      const worse = rule.better === 'lower' ? 1 : -1;
      const meanChange = byCount
        ? counted.meanChange
        : gatedCells.length > 0
          ? gatedCells.reduce((s, p) => s + worse * (p.comparison.change?.estimate ?? 0), 0) / gatedCells.length
          : 0;
      const rejected = result !== null && result.pValue <= pooledLevel && meanChange >= rule.minAbsolute;
      const inside = gatedCells.length > 0 && gatedCells.every((p) => p.inside);
      const verdict = result === null && gatedCells.length === 0 ? 'not-gated' : decide(rejected || round.failed.size > 0, inside);
      entry = {
        ...base,
        cells: result?.cells ?? gatedCells.length,
        baseline: { n: result?.counts.baseline ?? 0 },
        candidate: { n: result?.counts.candidate ?? 0 },
        ratio: result?.ratio && result.standardError !== null ? tailInterval(result.ratio, result.standardError, rules) : null,
        pValue: result?.pValue ?? null,
        verdict,
        cellsBeyond: [...new Set([...round.failed, ...gatedCells.filter((p) => p.beyondMargin)])].map((p) => cellKey(p.comparison)),
        evidence:
          verdict === 'not-gated'
            ? { kind: 'not-gated', why: 'too-few-requests', needed: tailSamplesNeeded(rule, rules), tail: true }
            : pooledTailEvidence(rule, result, verdict, rejected, gatedCells),
      };
      // An untested or likely-worse critical tail never lets its endpoint pass.
      if (rule.role === 'critical' && verdict !== 'fail' && (verdict === 'not-gated' || counted?.screened)) held.add(entry.id);
    }
    pooled.push(rule.role === 'diagnostic' ? asDiagnostic(entry) : entry);
    for (const p of round.pending) {
      // Under a failing pooled rule, a cell whose own bound is wholly beyond the margin shows as failing too.
      const failedHere = round.failed.has(p) || (entry.verdict === 'fail' && p.beyondMargin);
      settle(p, failedHere ? 'fail' : p.inside ? 'pass' : 'undecided', failedHere || round.rejected.has(p), rule.role, cellLevel);
    }
  }

  for (const { metric, role, pairs: ratePairs } of rateRules(pairs)) {
    const rateRulesHere = metric === 'cacheMissShare' ? cacheRulesFor(rules, withDrift) : rules;
    const result = pooledRate(metric, ratePairs, rateRulesHere);
    const cells = ratePairs.map((pair) =>
      compareProportion(metric, pair.baseline, pair.candidate, { rules: rateRulesHere, failLevel: split.primaryCell }),
    );
    const failed = cells.filter((p) => p.gated && (p.comparison.pValue ?? 1) <= split.primaryCell && p.beyondFloor);
    const statistic = metric === 'errorRate' ? 'rate' : 'share';
    const base = pooledBase(
      `${endpoint}:${metric}:${statistic}`,
      endpoint,
      metric,
      statistic,
      'lower',
      role,
      position.look,
      split.primaryPooled,
    );
    let entry: PooledComparison;
    if (!result)
      entry = { ...base, verdict: 'not-gated', evidence: { kind: 'not-gated', why: 'nothing-to-count', needed: null, tail: false } };
    else {
      const rejected = result.pValue <= split.primaryPooled && result.change.estimate > result.allowance;
      const blocking = cells.filter((p) => p.screened);
      const verdict = decide(rejected || failed.length > 0, result.inside && blocking.length === 0);
      entry = {
        ...base,
        cells: result.cells,
        baseline: { n: result.counts.baseline },
        candidate: { n: result.counts.candidate },
        change: result.change,
        pValue: result.pValue,
        verdict,
        cellsBeyond: [...new Set([...failed, ...blocking])].map((p) => cellKey(p.comparison)),
        evidence: pooledRateEvidence(result, verdict, rejected, blocking.length > 0),
      };
    }
    pooled.push(entry);
    for (const p of cells) {
      const failedHere = failed.includes(p) || (entry.verdict === 'fail' && p.beyondMargin);
      settle(p, failedHere ? 'fail' : p.inside ? 'pass' : 'undecided', failedHere, role, split.primaryCell);
    }
  }

  const failing = [
    ...pooled.filter((p) => p.verdict === 'fail').map((p) => p.id),
    ...comparisons.filter((c) => c.verdict === 'fail').map((c) => c.id),
  ];
  const open = pooled.filter((p) => (p.role === 'primary' && p.verdict === 'undecided') || held.has(p.id));
  // A secondary with a cell wholly beyond its margin keeps the endpoint measuring until its own test can decide, but
  // only while looks remain: at the last look it fails or is reported, never inconclusive.
  const suspect = pooled.filter((p) => p.role !== 'primary' && p.verdict === 'undecided' && p.cellsBeyond.length > 0);
  // An endpoint has not passed when nothing could be compared (too few requests on a side, nothing counted), nor when
  // only its rates were: a streaming gate that never compared a timing primary has not shown the timings unchanged.
  const decided = (v: Verdict): boolean => v === 'pass' || v === 'fail';
  const timingPrimaries = pooled.filter((p) => p.role === 'primary' && p.statistic !== 'share' && p.statistic !== 'rate');
  const comparedNothing =
    timingPrimaries.length > 0
      ? !timingPrimaries.some((p) => decided(p.verdict))
      : !pooled.some((p) => decided(p.verdict)) && !comparisons.some((c) => decided(c.verdict));
  const verdict: EndpointVerdict['verdict'] =
    failing.length > 0
      ? 'fail'
      : open.length > 0 || comparedNothing
        ? finalLook
          ? 'inconclusive'
          : 'undecided'
        : suspect.length > 0 && !finalLook
          ? 'undecided'
          : 'pass';
  if (verdict === 'inconclusive') for (const p of open) p.verdict = 'inconclusive';
  for (const p of pooled) if (p.verdict !== 'inconclusive') p.samplesToDecide = null;
  const sizes = (side: 'baseline' | 'candidate'): [number, number] => {
    const counts = pairs.map((p) => p[side].n);
    return counts.length === 0 ? [0, 0] : [Math.min(...counts), Math.max(...counts)];
  };
  return {
    verdict: {
      endpoint,
      verdict,
      look: position.look,
      looks: position.looks,
      requests: { baseline: sizes('baseline'), candidate: sizes('candidate') },
      decidedBy:
        failing.length > 0 ? failing : open.length > 0 ? open.map((p) => p.id) : verdict === 'undecided' ? suspect.map((p) => p.id) : [],
    },
    comparisons,
    pooled,
    pending,
  };
}

/**
 * A cell's own tail test: its bootstrap log ratio against log maxRatio, normal approximation (as the pooled tail
 * test), so a p-value far below what the replicates can resolve needs no more of them.
 */
function tailCellP(p: PendingComparison, rule: MetricRule, drift: number): number {
  if (!p.logRatio || !(p.logRatio.standardError > 0)) return 1;
  const worse = rule.better === 'lower' ? p.logRatio.estimate : -p.logRatio.estimate;
  return 1 - normalCdf((worse - Math.log(rule.maxRatio)) / Math.sqrt(p.logRatio.standardError ** 2 + drift));
}

function tailInterval(ratio: number, standardError: number, rules: GateRules): PooledComparison['ratio'] {
  const z = normalQuantile(rules.passConfidence);
  return { estimate: ratio, lower: ratio * Math.exp(-z * standardError), upper: ratio * Math.exp(z * standardError) };
}

function decide(failed: boolean, passed: boolean): 'fail' | 'pass' | 'undecided' {
  return failed ? 'fail' : passed ? 'pass' : 'undecided';
}

function cellRound(
  pairs: readonly CellPair[],
  rule: MetricRule,
  rules: GateRules,
  cellLevel: number,
  ownTests: boolean,
  withDrift: boolean,
): CellRound {
  // Tails are decided by the pooled exceedance test; their per-cell bootstrap only reports, so it needs no extension.
  const displayLevel = 1 - rules.passConfidence;
  const pending = pairs.map((pair) => {
    const p =
      rule.statistic === 'p50'
        ? compareLocation(pair.baseline, pair.candidate, rule, { rules, failLevel: cellLevel })
        : compareTail(pair.baseline, pair.candidate, rule, { rules, failLevel: displayLevel });
    return pair.hitOnly?.includes(rule.metric) ? forWantOfHits(p, pair) : p;
  });
  const failed = new Set<PendingComparison>();
  const rejected = new Set<PendingComparison>();
  // The exceedance test is chosen for its guarantee under any distribution; per-cell bootstrap tests would not keep it.
  const cellTests = ownTests && (rule.statistic === 'p50' || rules.tailTest !== 'exceedance');
  if (cellTests) {
    pending.forEach((p, i) => {
      if (!p.gated) return;
      const drift = withDrift ? driftVariance(pairs[i]!.baseline, rule.metric, rules, cellLevel) : 0;
      const pValue =
        rule.statistic === 'p50'
          ? ((drift > 0 ? driftWidenedP(p.comparison, rule, rules, drift) : null) ?? p.comparison.pValue ?? 1)
          : tailCellP(p, rule, drift);
      if (pValue > cellLevel) return;
      rejected.add(p);
      if (p.beyondFloor) failed.add(p);
    });
  }
  return { pending, failed, rejected };
}

/**
 * A comparison over a warm cell's hits that is not gated because a side that left requests out (misses, or requests
 * that did not say) has too few hits lacks hits, not requests: it says so and is warned about. A side short although
 * every request hit is short of requests, as without a cache report.
 */
function forWantOfHits(p: PendingComparison, pair: CellPair): PendingComparison {
  const evidence = p.comparison.evidence;
  if (p.gated || evidence.kind !== 'not-gated') return p;
  const needed = evidence.needed ?? 1;
  const leftOut = (cell: CellPair['baseline'], n: number): boolean =>
    n < needed && cell.cacheHits !== undefined && cell.cacheHits.miss + cell.cacheHits.unknown > 0;
  if (!leftOut(pair.baseline, p.comparison.baseline.n) && !leftOut(pair.candidate, p.comparison.candidate.n)) return p;
  const short = shortOfHits(evidence);
  return { ...p, comparison: { ...p.comparison, evidence: short }, evidence: () => short, warn: true };
}

function pooledBase(
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
function pooledLocationEvidence(
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
    marginShift: null,
    minAbsolute: rule.minAbsolute,
    finding,
    rejected,
    relevanceNull: finding === 'relevance' ? rules.relevanceNull : null,
  };
}

function pooledRateEvidence(
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
    finding,
    rejected,
    shares: { baseline: result.hits.baseline / result.counts.baseline, candidate: result.hits.candidate / result.counts.candidate },
  };
}

function pooledTailEvidence(
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
    minAbsolute: rule.minAbsolute,
    finding: verdict === 'fail' ? (rejected ? 'beyond' : 'cells-beyond') : verdict === 'pass' ? 'inside' : 'straddles',
    rejected,
    cellsGated: gatedCells.length,
    cellsInside: gatedCells.filter((p) => p.inside).length,
    test,
  };
}
