import { cellRound } from '../cell-round.js';
import { decide, pooledCentreEntry, pooledTailEntry } from '../pooled/rule.js';
import { pooledBase, pooledRateEvidence } from '../pooled/evidence.js';
import { rateRules } from '../cache/share.js';
import { rateTests } from '../cache/share-spread.js';
import { cellKey, isJobMetric, type Role } from '../../vocabulary/index.js';
import { pairsForRule, requestPairs } from './jobs.js';
import { acrossLooks, rateResolution, scaleCounts } from '../resolution.js';
import type { BudgetSplit, LookPosition } from '../design.js';
import type { CellPair } from '../match-cells.js';
import type { DecidingVerdict, PendingComparison } from '../pending.js';
import type { Comparison, EndpointVerdict, GateRules, NotGatedEvidence, PooledComparison, Verdict } from '../types.js';
import { excuseClientLateness, type ClientLateness } from '../client/excuse.js';
import { holdMeasuredCold } from '../cache/measured-cold.js';

/** One endpoint at one look: its matched cells, the rules, its share of the budget, and whether to allow for drift. */
export interface EndpointInput {
  endpoint: string;
  pairs: readonly CellPair[];
  rules: GateRules;
  split: BudgetSplit;
  /** The split at an earlier look of this run (the levels a pass's resolution is taken over); this look's by default. */
  splitAt?: (look: number) => BudgetSplit;
  position: LookPosition;
  /** The comparison side is a baseline from other runs: every ratio test allows for run-to-run drift. */
  withDrift: boolean;
  /** The worst look the measuring client was starved in, up to this one; null or absent: none was. */
  client?: ClientLateness | null;
}

export interface EndpointEvaluation {
  verdict: EndpointVerdict;
  comparisons: Comparison[];
  pooled: PooledComparison[];
  /** Per-cell comparisons, for warnings about what could not be gated. */
  pending: PendingComparison[];
}

/**
 * One endpoint at one look: every rule over its cells. A primary fails when its pooled test or one of its per-cell
 * tests rejects at its level (and the change is past the floor); it passes when the pooled bound is inside the margin
 * and no cell is wholly beyond it; otherwise it is undecided. A critical rule is tested like a primary but can only
 * fail; a secondary can only fail, on its pooled test. The endpoint fails on any failure, passes when every primary
 * passes, and is otherwise undecided — inconclusive at the last look. A critical or secondary rule with a cell wholly
 * beyond its margin keeps the endpoint measuring while looks remain.
 */
export function evaluateEndpoint(input: EndpointInput): EndpointEvaluation {
  const { endpoint, pairs, rules, split, position, withDrift } = input;
  /** This run's split at an earlier look (its own at this one). */
  const splitAtLook = (look: number): BudgetSplit => (look === position.look ? split : (input.splitAt?.(look) ?? split));
  const comparisons: Comparison[] = [];
  const pooled: PooledComparison[] = [];
  const pending: PendingComparison[] = [];
  /** Critical tails the endpoint may not pass with: not tested, or not shown inside their margin. */
  const held = new Set<string>();
  /** Centres no number of this run's requests can decide (against a drifted side): they take no extra look. */
  const settled = new Set<string>();

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
    // A job rule over the job cells, any other over the request cells (src/gate/evaluate/jobs.ts).
    const pairs = pairsForRule(input.pairs, rule);
    if (pairs.length === 0 && isJobMetric(rule.metric)) continue;
    const budgeted = rule.role === 'primary' || rule.role === 'critical';
    const critical = rule.role === 'critical';
    const cellLevel = critical ? split.criticalCell : budgeted ? split.primaryCell : split.secondary;
    const pooledLevel = critical ? split.criticalPooled : budgeted ? split.primaryPooled : split.secondary;
    const round = cellRound(pairs, rule, rules, cellLevel, budgeted, withDrift);
    const id = `${endpoint}:${rule.metric}:${rule.statistic}`;
    const base = pooledBase(id, endpoint, rule.metric, rule.statistic, rule.better, rule.role, position.look, pooledLevel);
    const levelAt = (look: number): number => {
      const at = splitAtLook(look);
      return critical ? at.criticalPooled : budgeted ? at.primaryPooled : at.secondary;
    };
    const ruleInput = { pairs, rule, rules, round, base, pooledLevel, withDrift, levelAt, look: position.look, looks: position.looks };
    let entry: PooledComparison;
    if (rule.statistic === 'p50') {
      const centre = pooledCentreEntry(ruleInput);
      entry = centre.entry;
      if (centre.settled) settled.add(entry.id);
    } else {
      const tailEntry = pooledTailEntry(ruleInput);
      entry = tailEntry.entry;
      // An untested or likely-worse critical tail never lets its endpoint pass.
      if (tailEntry.holds) held.add(entry.id);
    }
    pooled.push(rule.role === 'diagnostic' ? asDiagnostic(entry) : entry);
    for (const p of round.pending) {
      // Under a failing pooled rule, a cell whose own bound is wholly beyond the margin shows as failing too.
      const failedHere = round.failed.has(p) || (entry.verdict === 'fail' && p.beyondMargin);
      settle(p, failedHere ? 'fail' : p.inside ? 'pass' : 'undecided', failedHere || round.rejected.has(p), rule.role, cellLevel);
    }
  }

  for (const { metric, role, pairs: ratePairs } of rateRules(requestPairs(pairs))) {
    const { result, cells } = rateTests(metric, ratePairs, rules, withDrift, split.primaryCell);
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
      if (verdict === 'pass' && role === 'primary') {
        const baselineRate = result.counts.baseline > 0 ? result.hits.baseline / result.counts.baseline : 0;
        entry.resolution = {
          within: Math.max(0, result.change.upper),
          wouldCatch: acrossLooks(
            position.look,
            position.looks,
            (look) => splitAtLook(look).primaryPooled,
            (level, share) => rateResolution(result.allowance, scaleCounts(result.counts, share), baselineRate, level),
          ),
          scale: 'points',
        };
      }
    }
    pooled.push(entry);
    for (const p of cells) {
      const failedHere = failed.includes(p) || (entry.verdict === 'fail' && p.beyondMargin);
      settle(p, failedHere ? 'fail' : p.inside ? 'pass' : 'undecided', failedHere, role, split.primaryCell);
    }
  }

  // Before the endpoint is closed: a failure the starved client explains holds it open instead.
  excuseClientLateness(pooled, comparisons, pairs, input.client ?? null);
  // A warm cell that measured cold timed no cache: its hit-only rules are never passed as warm. More requests seldom
  // warm it (endpoints sharing a server keep evicting each other), so the hold alone takes no extra look.
  for (const id of holdMeasuredCold(pooled, comparisons, pairs)) {
    held.add(id);
    settled.add(id);
  }
  return {
    verdict: closeEndpoint(endpoint, requestPairs(pairs), position, rules.extraLooks, pooled, comparisons, held, settled),
    comparisons,
    pooled,
    pending,
  };
}

/**
 * The endpoint's verdict from its rules' results: it fails on any failure; it is open (undecided, inconclusive at the
 * last look) while a primary or a held critical tail is open or nothing was compared; otherwise it passes. After the
 * planned looks it stays open for an extra look (`extraLooks`) while anything holds it open: a tail not yet bounded, a
 * rule that looks beyond its margin, or a primary not yet shown inside its must-catch level (a clean small workload
 * whose error rate of 0 against 0 cannot yet exclude +10 points) — but not for centres that no number of requests can
 * decide against a drifted side (`settled`). At the last look it marks the open pooled rules inconclusive, and clears
 * what would decide them on the others.
 */
function closeEndpoint(
  endpoint: string,
  pairs: readonly CellPair[],
  position: LookPosition,
  extraLooks: number,
  pooled: PooledComparison[],
  comparisons: readonly Comparison[],
  held: ReadonlySet<string>,
  settled: ReadonlySet<string>,
): EndpointVerdict {
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
  const planned = position.look >= position.looks;
  // Open after the planned looks: the extra looks measure on, whatever holds it open (a tail not yet bounded, a cell
  // beyond its margin, or a primary not yet shown inside its must-catch level, as an error rate of 0 against 0 at 36
  // requests a side), unless all that holds it is centres no number of requests can decide against a drifted side.
  // Their levels come from each rule's reserve (src/gate/design.ts), so no promise moves.
  const extendable = position.look < position.looks + extraLooks && open.some((p) => !settled.has(p.id));
  const finalLook = planned && !extendable;
  const verdict: EndpointVerdict['verdict'] =
    failing.length > 0
      ? 'fail'
      : open.length > 0 || comparedNothing
        ? finalLook
          ? 'inconclusive'
          : 'undecided'
        : suspect.length > 0 && !planned
          ? 'undecided'
          : 'pass';
  if (verdict === 'inconclusive') for (const p of open) p.verdict = 'inconclusive';
  for (const p of pooled) if (p.verdict !== 'inconclusive') p.samplesToDecide = null;
  const sizes = (side: 'baseline' | 'candidate'): [number, number] => {
    const counts = pairs.map((p) => p[side].n);
    return counts.length === 0 ? [0, 0] : [Math.min(...counts), Math.max(...counts)];
  };
  return {
    endpoint,
    verdict,
    look: position.look,
    looks: position.look > position.looks ? position.looks + extraLooks : position.looks,
    requests: { baseline: sizes('baseline'), candidate: sizes('candidate') },
    decidedBy:
      failing.length > 0 ? failing : open.length > 0 ? open.map((p) => p.id) : verdict === 'undecided' ? suspect.map((p) => p.id) : [],
  };
}

/**
 * Diagnostic rules (role `diagnostic`, the default for TTFB and the other metrics that explain rather than being
 * felt, src/vocabulary/causes.ts) are tested like secondaries so their change and bounds are known, then reported as
 * not gated: they explain a finding and never fail, hold or pass a run. docs/design/gate.md §2.
 */
const DIAGNOSTIC_EVIDENCE: NotGatedEvidence = { kind: 'not-gated', why: 'diagnostic', needed: null, tail: false };

/** The comparison as a diagnostic reports it: its numbers kept, its verdict `not-gated`, its level none. */
function asDiagnostic<T extends Comparison | PooledComparison>(c: T): T {
  if (c.verdict === 'not-gated') return c;
  const evidence: NotGatedEvidence = {
    ...DIAGNOSTIC_EVIDENCE,
    tail: c.statistic === 'p95' || c.statistic === 'p99',
    beyond: c.verdict === 'fail',
  };
  return { ...c, verdict: 'not-gated', level: null, evidence };
}
