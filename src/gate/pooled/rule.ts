/**
 * A rule's pooled test over an endpoint's cells at one look, beside its cell round (cell-round.ts): the centre by the
 * stratified location test, a tail by its bootstrap, exceedance or exact count. Each returns the pooled comparison with
 * its verdict and evidence; gate/evaluate/endpoint.ts settles the cells and the endpoint.
 */
import type { CellRound } from '../cell-round.js';
import { tailSamplesNeeded } from '../tail/compare.js';
import { driftVariance, pooledDriftVariance } from '../drift/between-runs.js';
import { orderDrift } from '../drift/within-run.js';
import { centreRules, trendVariance } from '../drift/measured-relevance.js';
import type { CellPair } from '../match-cells.js';
import { pooledLocation } from './location.js';
import { pooledLocationEvidence, pooledTailEvidence, tailInterval } from './evidence.js';
import { pooledSamplesToDecide } from './samples.js';
import { pooledTailBootstrap, pooledTailExceedance } from './tail.js';
import { tailBounded } from '../tail/bound.js';
import { comparisonSideHole } from '../tail/hole.js';
import { acrossLooks, bootstrapTailResolution, centreResolution } from '../resolution.js';
import { pooledTailCount } from '../tail/count.js';
import { cellKey } from '../../vocabulary/index.js';
import { normalQuantile } from '../../stats/index.js';
import type { GateRules, MetricRule, PooledComparison } from '../types.js';

/** What a rule's pooled test works from: its cells, its rules, its cell round, the pooled entry to fill, its level. */
export interface PooledRuleInput {
  pairs: readonly CellPair[];
  rule: MetricRule;
  rules: GateRules;
  round: CellRound;
  base: PooledComparison;
  pooledLevel: number;
  withDrift: boolean;
  /** The rule's pooled level at a look of this run (1…look), and this look: what a pass could have caught (resolution.ts). */
  levelAt: (look: number) => number;
  look: number;
  /** The run's planned looks. */
  looks: number;
}

export function decide(failed: boolean, passed: boolean): 'fail' | 'pass' | 'undecided' {
  return failed ? 'fail' : passed ? 'pass' : 'undecided';
}

/**
 * The centre (p50): fails on the pooled test or a cell's own, passes when the pooled bound is inside and no cell blocks.
 * `settled`: undecided against a drifted side where no number of this run's requests could decide it (the estimate
 * where it is, the candidate's sampling variance gone, the pooled test neither fails nor passes, and no cell beyond
 * its margin could fail on its own test): the extra looks are not taken for it (gate/evaluate/endpoint.ts).
 */
export function pooledCentreEntry(input: PooledRuleInput): { entry: PooledComparison; settled: boolean } {
  const { pairs, rule, rules, round, base, pooledLevel, withDrift } = input;
  const primary = rule.role === 'primary';
  let entry: PooledComparison;
  // Against a reference measured beside it, the drift between the sides is what the order of their requests shows
  // (drift/within-run.ts); against a baseline file, the run-to-run drift (drift/between-runs.ts).
  const order = withDrift ? null : orderDrift(pairs, rule, rules.seed);
  const driftAt = (level: number): number[] =>
    pairs.map((p) => (withDrift ? driftVariance(p.baseline, rule.metric, rules, level) : (order?.variance ?? 0)));
  // The null its fail test is held to: the margin, or no change against a side whose drift is measured (gate.policy: auto),
  // which then also allows for where the side's trend puts an unchanged run.
  const centre = centreRules(rules, rule, pairs, withDrift);
  const trended = centre.policy === 'relevance' && rules.policy === 'auto';
  const failDrift = driftAt(pooledLevel).map((v, i) => v + (trended ? trendVariance(pairs[i]!, rule.metric) : 0));
  const result = pooledLocation(pairs, rule, centre, failDrift, driftAt(1 - rules.passConfidence));
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
      centre,
      result,
      verdict,
      rejected,
      result.pValue <= pooledLevel,
      entry.cellsBeyond.length,
    );
    entry.samplesToDecide = pooledSamplesToDecide(rule, result, pooledLevel, rules);
    if (order && order.variance > 0) entry.orderDrift = { sd: Math.sqrt(order.variance), pValue: order.pValue };
    if (verdict === 'pass' && rule.role !== 'secondary' && rule.role !== 'diagnostic' && result.ratio) {
      const within = rule.better === 'lower' ? result.ratio.upper : 1 / result.ratio.lower;
      const { logScale } = result;
      const wouldCatch = logScale
        ? acrossLooks(input.look, input.looks, input.levelAt, (level, share) =>
            centreResolution(
              {
                threshold: logScale.threshold,
                failSd: logScale.failSd / Math.sqrt(share),
                // Under the relevance rule the estimate must also reach the margin.
                ...(centre.policy === 'relevance' ? { relevantAt: Math.log(rule.maxRatio) } : {}),
              },
              level,
            ),
          )
        : null;
      entry.resolution = { within, wouldCatch, scale: 'ratio' };
    }
  }
  const limit = result?.limit;
  // Against a reference the order drift is measured anew at each look, so more requests may still clear it.
  const settled =
    withDrift &&
    entry.verdict === 'undecided' &&
    round.pending.every((p) => !entry.cellsBeyond.includes(cellKey(p.comparison)) || round.settled.has(p)) &&
    limit != null &&
    result!.logScale !== null &&
    result!.logScale.estimate < result!.logScale.threshold + normalQuantile(1 - Math.max(pooledLevel, 1e-300)) * limit.failSd &&
    limit.passUpper >= limit.mustCatch;
  return { entry, settled };
}

/**
 * A tail (p95/p99); `holds`: a critical tail that is not *bounded* (gate/tail/bound.ts) keeps the endpoint from passing.
 * A bounded tail passes; an unbounded one is undecided, and inconclusive at the last look.
 */
export function pooledTailEntry(input: PooledRuleInput): { entry: PooledComparison; holds: boolean } {
  const { pairs, rule, rules, round, base, pooledLevel, withDrift } = input;
  const gatedCells = round.pending.filter((p) => p.gated);
  const driftAt = (level: number): number =>
    withDrift ? pooledDriftVariance(pairs.map((p) => driftVariance(p.baseline, rule.metric, rules, level))) : 0;
  const drift = driftAt(pooledLevel);
  const pass = { level: 1 - rules.passConfidence, driftVariance: driftAt(1 - rules.passConfidence), sideGrows: !withDrift };
  // A critical tail over cells too small for the bootstrap is tested by an exact count (src/gate/tail/count.ts).
  const counted =
    rule.role === 'critical' && rules.tailTest === 'bootstrap' ? pooledTailCount(pairs, rule, pooledLevel, drift, pass) : null;
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
  // A critical tail passes only when shown inside its margin (src/gate/tail/bound.ts).
  const shown = tailBounded({ pairs, rule, rules, cells: round.pending, counted, passDrift: pass.driftVariance });
  const bounded = shown.bounded;
  const verdict = result === null && gatedCells.length === 0 ? 'not-gated' : decide(rejected || round.failed.size > 0, inside || bounded);
  const entry: PooledComparison = {
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
  if (verdict === 'pass' && rule.role === 'critical' && shown.within !== null) {
    const bootstrap = result;
    const wouldCatch = byCount
      ? counted.resolution
      : bootstrap && bootstrap.standardError !== null
        ? acrossLooks(input.look, input.looks, input.levelAt, (level, share) =>
            bootstrapTailResolution({ ...bootstrap, standardError: bootstrap.standardError! / Math.sqrt(share) }, rule.maxRatio, level),
          )
        : null;
    entry.resolution = { within: shown.within, wouldCatch, scale: 'ratio' };
  }
  // Still open: how many requests would let the count bound it (the report says so when it ends inconclusive).
  if (!bounded && verdict !== 'fail') entry.samplesToDecide = counted?.samplesToBound ?? null;
  // A side that does not grow and holds too few requests to bound the tail: a stated hole, not a hold (tail/hole.ts).
  const hole =
    withDrift && !bounded && verdict === 'undecided'
      ? comparisonSideHole({ pairs, rule, rules, cells: round.pending, counted, look: input.look, looks: input.looks })
      : null;
  if (hole) {
    entry.unbounded = hole;
    entry.samplesToDecide = null;
  }
  // A critical tail that was not shown inside its margin never lets its endpoint pass, unless the side is what lacks.
  return { entry, holds: rule.role === 'critical' && verdict !== 'fail' && !bounded && hole === null };
}
