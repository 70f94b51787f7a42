import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import type { Comparison, GateOutcome, GateRules, MarginEvidence, PooledComparison } from '../../src/gate/types.js';
import { cell, scaled, spread } from './cells.js';

/**
 * The default rules restricted to some metric rules (the two rate rules always take part), with no extra looks: the
 * single look these tests take is the run's last (test/gate/extra-looks.test.ts covers the extra looks).
 */
function only(...ids: string[]): GateRules {
  return { ...DEFAULT_RULES, extraLooks: 0, metrics: DEFAULT_RULES.metrics.filter((r) => ids.includes(`${r.metric}:${r.statistic}`)) };
}

function find(outcome: GateOutcome, metric: string, statistic = 'p50'): Comparison {
  const found = outcome.comparisons.find((c) => c.metric === metric && c.statistic === statistic);
  if (!found) throw new Error(`no ${metric} ${statistic} comparison`);
  return found;
}

function ttftOutcome(baseline: number[], candidate: number[]): GateOutcome {
  return evaluateGate([cell({ values: { ttftMs: baseline } })], [cell({ values: { ttftMs: candidate } })], only('ttftMs:p50'));
}

function ttftGate(baseline: number[], candidate: number[]): Comparison {
  return find(ttftOutcome(baseline, candidate), 'ttftMs');
}

function pooled(outcome: GateOutcome, metric: string): PooledComparison {
  const found = outcome.pooled.find((p) => p.metric === metric);
  if (!found) throw new Error(`no pooled ${metric}`);
  return found;
}

describe('location comparisons (p50 rules)', () => {
  // σ = 0.02: a tight sample, so a ratio 3 % past the margin is clearly past it and 3 % short clearly inside.
  const base = spread(1000, 0.02, 30);

  it('fails just beyond the margin, with the whole bound past it and the evidence for it', () => {
    const outcome = ttftOutcome(base, scaled(base, 1.2 * Math.exp(0.03)));
    const c = find(outcome, 'ttftMs');
    expect(c.verdict).toBe('fail');
    expect(c.role).toBe('primary');
    expect(c.ratio!.lower).toBeGreaterThan(1.2);
    expect(c.ratio!.estimate).toBeCloseTo(1.2 * Math.exp(0.03), 6);
    expect(c.change!.estimate).toBeGreaterThan(200);
    // Its own test at its share of the budget: 1 % × 0.9 over 3 primaries, half of that for the one cell.
    expect(c.level).toBeCloseTo((0.01 * 0.9 * 0.5) / 3, 10);
    expect(c.pValue).toBeLessThan(c.level!);
    expect(c.evidence).toEqual({
      kind: 'margin',
      scale: 'ratio',
      maxRatio: 1.2,
      mustCatch: 1.3,
      marginShift: null,
      minAbsolute: 50,
      finding: 'beyond',
      rejected: true,
      relevanceNull: null,
    });
    expect(c.samplesToDecide).toBeNull();
    // The endpoint's pooled TTFT (one cell here) fails too, and decides the endpoint.
    expect(pooled(outcome, 'ttftMs')).toMatchObject({
      verdict: 'fail',
      evidence: { kind: 'margin', scale: 'ratio', finding: 'beyond', rejected: true },
    });
    expect(outcome.endpoints).toEqual([
      expect.objectContaining({
        endpoint: 'api',
        verdict: 'fail',
        look: 1,
        looks: 1,
        decidedBy: expect.arrayContaining(['api:ttftMs:p50']),
      }),
    ]);
  });

  it('passes just inside the margin', () => {
    const c = ttftGate(base, scaled(base, 1.2 * Math.exp(-0.03)));
    expect(c.verdict).toBe('pass');
    expect(c.ratio!.upper).toBeLessThan(1.2);
    expect(c.evidence).toMatchObject({ kind: 'margin', finding: 'inside', rejected: false });
  });

  it('passes a change at the margin shown inside its must-catch level, stating its bound; a bound across both is open', () => {
    // At the 1.2× margin exactly, tightly measured: not shown beyond the margin, shown inside the 1.3× must-catch level.
    const outcome = ttftOutcome(base, scaled(base, 1.2));
    const c = find(outcome, 'ttftMs');
    expect(c.verdict).toBe('pass');
    expect(c.ratio!.lower).toBeLessThan(1.2);
    expect(c.ratio!.upper).toBeGreaterThan(1.2);
    expect(c.ratio!.upper).toBeLessThan(1.3);
    const p = pooled(outcome, 'ttftMs');
    expect(p.verdict).toBe('pass');
    expect(p.resolution!.within).toBeCloseTo(p.ratio!.upper, 10);
    expect(p.resolution!.wouldCatch).toBeGreaterThan(1.2);
    expect(outcome.verdict).toBe('pass');

    const leaningOutcome = ttftOutcome(spread(1000, 0.3, 30), scaled(spread(1000, 0.3, 30), 1.3));
    const leaning = pooled(leaningOutcome, 'ttftMs');
    expect(leaning.verdict).toBe('inconclusive');
    expect(leaning.samplesToDecide).toBeGreaterThan(30);
    expect(leaning.evidence).toMatchObject({ kind: 'margin', finding: 'straddles' });
    // Before the last look the same numbers are only undecided: the run measures more instead.
    const early = evaluateGate(
      [cell({ values: { ttftMs: spread(1000, 0.3, 30) } })],
      [cell({ values: { ttftMs: scaled(spread(1000, 0.3, 30), 1.3) } })],
      only('ttftMs:p50'),
      {
        look: 1,
        looks: 3,
      },
    );
    expect(early.verdict).toBe('undecided');
    expect(pooled(early, 'ttftMs')).toMatchObject({ verdict: 'undecided', samplesToDecide: null });
  });

  it('passes a large ratio on a small value when the whole change is under the absolute floor', () => {
    // 40 ms → 54 ms is +34 %, beyond the margin and the must-catch level, but at most ~15 ms: under the 50 ms floor.
    const small = spread(40, 0.02, 30);
    const c = ttftGate(small, scaled(small, 1.3 * Math.exp(0.03)));
    expect(c.ratio!.lower).toBeGreaterThan(1.3);
    expect(c.pValue).toBeLessThan(0.001);
    expect(c.verdict).toBe('pass');
    expect(c.change!.upper).toBeLessThan(50);
    expect(c.evidence).toMatchObject({ kind: 'margin', finding: 'within-floor', minAbsolute: 50 });
  });

  it('does not fail when past the margin but the change is below the floor, and not pass while the bound crosses the floor', () => {
    // +34 % of 145 ms ≈ +49.2 ms: significant against the ratio margin and beyond the must-catch level, estimate just
    // under the 50 ms floor.
    const near = spread(145, 0.02, 30);
    const c = ttftGate(near, scaled(near, 1.3 * Math.exp(0.03)));
    expect(c.ratio!.lower).toBeGreaterThan(1.3);
    expect(c.change!.estimate).toBeLessThan(50);
    expect(c.change!.upper).toBeGreaterThan(50);
    expect(c.verdict).toBe('undecided');
    expect(c.evidence).toMatchObject({ kind: 'margin', finding: 'beyond-below-floor', rejected: true, minAbsolute: 50 });
  });

  it('does not gate with fewer than minSamples on a side, and warns', () => {
    const outcome = evaluateGate(
      [cell({ values: { ttftMs: spread(1000, 0.3, 9) } })],
      [cell({ values: { ttftMs: scaled(spread(1000, 0.3, 30), 3) } })],
      only('ttftMs:p50'),
    );
    const c = find(outcome, 'ttftMs');
    expect(c.verdict).toBe('not-gated');
    expect(c.pValue).toBeNull();
    expect(c.evidence).toEqual({ kind: 'not-gated', why: 'too-few-requests', needed: 10, tail: false });
    expect(outcome.warnings).toEqual([
      {
        kind: 'not-gated',
        cell: 'api/chat/cold',
        endpoint: 'api',
        scenario: 'chat',
        cache: 'cold',
        turn: null,
        metric: 'ttftMs',
        statistic: 'p50',
        baseline: 9,
        candidate: 30,
        needed: 10,
        tail: false,
        why: 'too-few-requests',
      },
    ]);
    expect(pooled(outcome, 'ttftMs')).toMatchObject({
      verdict: 'not-gated',
      evidence: { kind: 'not-gated', why: 'too-few-requests', needed: 10 },
    });
    expect(outcome.counts.notGated).toBe(1);
  });

  it('does not warn about a metric that neither side has', () => {
    const outcome = evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: base } })], only('ttftMs:p50', 'idr:p50'));
    expect(find(outcome, 'idr')).toMatchObject({ verdict: 'not-gated', evidence: { kind: 'not-gated', why: 'none-on-either-side' } });
    expect(outcome.warnings).toEqual([]);
  });

  it('mirrors the rule for higher-is-better metrics (tok/s)', () => {
    const tps = spread(60, 0.05, 30);
    const gate = (candidate: number[]): Comparison =>
      find(
        evaluateGate(
          [cell({ values: { tokensPerSecond: tps } })],
          [cell({ values: { tokensPerSecond: candidate } })],
          only('tokensPerSecond:p50'),
        ),
        'tokensPerSecond',
      );
    const slower = gate(scaled(tps, 1 / 1.5));
    expect(slower.verdict).toBe('fail');
    expect(slower.ratio!.upper).toBeLessThan(1 / 1.2);
    expect(slower.change!.estimate).toBeCloseTo(-20, 0);
    expect(slower.evidence).toMatchObject({ kind: 'margin', scale: 'ratio', maxRatio: 1.2, finding: 'beyond' });
    expect(gate(scaled(tps, 0.97)).verdict).toBe('pass');
    // Faster is never a failure, however large.
    expect(gate(scaled(tps, 3)).verdict).toBe('pass');
  });

  it('compares IDR by difference: a buffered candidate (IDR 0) fails, the same IDR passes', () => {
    const idr = spread(0.97, 0.005, 20);
    const outcomeOf = (candidate: number[]): GateOutcome =>
      evaluateGate([cell({ values: { idr } })], [cell({ values: { idr: candidate } })], only('idr:p50'));
    const gate = (candidate: number[]): Comparison => find(outcomeOf(candidate), 'idr');
    const bufferedOutcome = outcomeOf(new Array<number>(20).fill(0));
    // IDR is a secondary: its pooled test fails the endpoint, and the cell wholly beyond the margin shows as failing.
    expect(pooled(bufferedOutcome, 'idr')).toMatchObject({ verdict: 'fail', role: 'secondary' });
    expect(bufferedOutcome.verdict).toBe('fail');
    const buffered = find(bufferedOutcome, 'idr');
    expect(buffered.verdict).toBe('fail');
    expect(buffered.change!.estimate).toBeCloseTo(-0.97, 2);
    // The margin is a drop of 0.97 × (1 − 1/1.25) ≈ 0.19 IDR, in the metric's own unit and signed the worse way.
    expect(buffered.evidence).toMatchObject({ kind: 'margin', scale: 'shift', maxRatio: 1.25, finding: 'beyond' });
    expect((buffered.evidence as MarginEvidence).marginShift).toBeCloseTo(-0.97 * (1 - 1 / 1.25), 2);
    expect(buffered.ratio!.lower).toBe(0);
    expect(gate(idr).verdict).toBe('pass');
  });

  it('falls back to differences when a ratio metric has a zero value, instead of throwing', () => {
    const withZero = [0, ...spread(1000, 0.02, 29)];
    const c = ttftGate(withZero, scaled(withZero, 2));
    expect(c.verdict).toBe('fail');
    expect(c.ratio!.estimate).toBeGreaterThan(1.9);
  });

  it('ignores non-finite values when counting and comparing', () => {
    const c = ttftGate([...base, Number.NaN, Number.POSITIVE_INFINITY], base);
    expect(c.baseline.n).toBe(30);
    expect(c.verdict).toBe('pass');
  });
});
