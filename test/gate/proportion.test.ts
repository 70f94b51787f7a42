import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import type { Comparison, GateOutcome, PooledComparison } from '../../src/gate/types.js';
import { cell, spread } from './cells.js';

function pooled(outcome: GateOutcome, metric: string): PooledComparison {
  const found = outcome.pooled.find((p) => p.metric === metric);
  if (!found) throw new Error(`no pooled ${metric}`);
  return found;
}

function find(outcome: GateOutcome, metric: string): Comparison {
  const found = outcome.comparisons.find((c) => c.metric === metric);
  if (!found) throw new Error(`no ${metric} comparison`);
  return found;
}

/** n streamed requests with every default metric, as a healthy endpoint produces them. */
function streamedCell(n: number) {
  return cell({
    values: {
      ttftMs: spread(600, 0.3, n),
      ttfbMs: spread(120, 0.3, n),
      settleMs: spread(3000, 0.2, n),
      e2eMs: spread(3020, 0.2, n),
      maxGapMs: spread(60, 0.5, n),
      tokensPerSecond: spread(70, 0.1, n),
      idr: spread(0.97, 0.01, n),
    },
  });
}

describe('rate comparisons', () => {
  it('fails an all-buffered candidate against a streamed baseline at 10 requests per side, under the default rules', () => {
    const baseline = streamedCell(10);
    // Same latencies, but one flush at the end: buffered class, IDR 0.
    const candidate = { ...streamedCell(10), classes: { streamed: 0, coalesced: 0, buffered: 10, undefined: 0 } };
    candidate.values = { ...candidate.values, idr: new Array<number>(10).fill(0) };
    const outcome = evaluateGate([baseline], [candidate], DEFAULT_RULES);
    const share = find(outcome, 'nonStreamedShare');
    expect(share.verdict).toBe('fail');
    expect(share.statistic).toBe('share');
    expect(share.baseline.value).toBe(0);
    expect(share.candidate.value).toBe(1);
    expect(share.evidence).toEqual({
      kind: 'rise',
      allowance: 0.1,
      mustCatch: 0.2,
      finding: 'beyond',
      rejected: true,
      shares: { baseline: 0, candidate: 1 },
    });
    expect(find(outcome, 'idr').verdict).toBe('fail');
    expect(outcome.verdict).toBe('fail');
  });

  it('passes equal shares once the bound is inside the allowance, including equal non-zero ones', () => {
    const mixed = (n: number): ReturnType<typeof cell> =>
      cell({ n, classes: { streamed: (n * 3) / 4, coalesced: (n * 3) / 20, buffered: n / 10 } });
    // 25 % on both sides of 20 requests: the rise could still be +25 points, so it is not yet shown within the
    // +20-point must-catch level; of 40, +17 points: shown within it, a pass stating its bound.
    expect(find(evaluateGate([mixed(20)], [mixed(20)], DEFAULT_RULES), 'nonStreamedShare').verdict).toBe('undecided');
    const forty = pooled(evaluateGate([mixed(40)], [mixed(40)], DEFAULT_RULES), 'nonStreamedShare');
    expect(forty.verdict).toBe('pass');
    expect(forty.resolution!.within).toBeGreaterThan(0.1);
    expect(forty.resolution!.within).toBeLessThan(0.2);
    const outcome = evaluateGate([mixed(400)], [mixed(400)], DEFAULT_RULES);
    const share = find(outcome, 'nonStreamedShare');
    expect(share.verdict).toBe('pass');
    expect(share.change!.estimate).toBe(0);
    expect(share.evidence).toEqual({
      kind: 'rise',
      allowance: 0.1,
      mustCatch: 0.2,
      finding: 'inside',
      rejected: false,
      shares: { baseline: 0.25, candidate: 0.25 },
    });
  });

  it('tests a rise against the allowance (non-inferiority): fails when shown beyond it, passes when shown within it', () => {
    const gate = (n: number, baseErrors: number, candErrors: number): GateOutcome =>
      // One look and no extra ones: what is open now ends inconclusive.
      evaluateGate([cell({ n, errors: baseErrors })], [cell({ n, errors: candErrors })], { ...DEFAULT_RULES, extraLooks: 0 });
    const clear = gate(30, 0, 12);
    expect(find(clear, 'errorRate').verdict).toBe('fail');
    expect(find(clear, 'errorRate').pValue).toBeLessThan(0.001);
    expect(pooled(clear, 'errorRate').verdict).toBe('fail');

    // 0/30 → 2/30 is +6.7 points, past the 5-point allowance, but nowhere near shown beyond it.
    const unsure = gate(30, 0, 2);
    expect(find(unsure, 'errorRate').verdict).toBe('undecided');
    expect(find(unsure, 'errorRate').pValue).toBeGreaterThan(0.3);
    expect(pooled(unsure, 'errorRate').verdict).toBe('inconclusive');
    // 0% → 7%: past the allowance, but not shown beyond it at the level.
    expect(pooled(unsure, 'errorRate').evidence).toEqual({
      kind: 'rise',
      allowance: 0.05,
      mustCatch: 0.1,
      finding: 'beyond-not-at-level',
      rejected: false,
      shares: { baseline: 0, candidate: 2 / 30 },
    });

    // Passing needs the bound inside the +10-point must-catch level, not just an observed rise inside it: 0/20 vs 0/20
    // still allows about +12 points, 0/30 vs 0/30 about +8 (a pass that says so), 0/100 vs 0/100 about +3.
    expect(find(gate(20, 0, 0), 'errorRate').verdict).toBe('undecided');
    const zeros = pooled(gate(30, 0, 0), 'errorRate');
    expect(zeros.verdict).toBe('pass');
    expect(zeros.resolution!.within).toBeGreaterThan(0.05);
    expect(zeros.resolution!.within).toBeLessThan(0.1);
    // What it would have caught: a rise its fail test (beyond +5 points at its level) finds 9 times in 10.
    expect(zeros.resolution!.wouldCatch).toBeGreaterThan(0.1);
    expect(find(gate(100, 0, 0), 'errorRate').verdict).toBe('pass');
    expect(find(gate(100, 5, 0), 'errorRate').verdict).toBe('pass');
    expect(pooled(gate(100, 1, 2), 'errorRate').verdict).toBe('pass');
  });

  it('holds a true rise of exactly the allowance to the false-failure level, at any sample size', () => {
    // 1 % → 6 % (the allowance is +5 points), observed exactly: the test must not reject at 1,000 per side.
    const outcome = evaluateGate([cell({ n: 1000, errors: 10 })], [cell({ n: 1000, errors: 60 })], DEFAULT_RULES);
    const p = pooled(outcome, 'errorRate');
    expect(p.pValue).toBeGreaterThan(0.4);
    expect(p.verdict).not.toBe('fail');
    // +15 points at 200 per side is shown beyond it.
    expect(pooled(evaluateGate([cell({ n: 200, errors: 2 })], [cell({ n: 200, errors: 32 })], DEFAULT_RULES), 'errorRate').verdict).toBe(
      'fail',
    );
  });

  it('does not gate the streamed share when no request could be classified, and warns only when one side had some', () => {
    const allFailed = cell({ n: 10, errors: 10 });
    const outcome = evaluateGate([cell({ n: 10 })], [allFailed], DEFAULT_RULES);
    const share = find(outcome, 'nonStreamedShare');
    expect(share.verdict).toBe('not-gated');
    expect(share.evidence).toEqual({ kind: 'not-gated', why: 'nothing-to-count', needed: null, tail: false });
    expect(outcome.warnings).toContainEqual(
      expect.objectContaining({
        kind: 'not-gated',
        metric: 'nonStreamedShare',
        statistic: 'share',
        baseline: 10,
        candidate: 0,
        why: 'nothing-to-count',
      }),
    );
    expect(find(outcome, 'errorRate').verdict).toBe('fail');
  });
});
