import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate, resolveRules } from '../../src/gate/index.js';
import type { CellData, Comparison, GateOutcome, GateRules, PooledComparison, TailEvidence, TailTest } from '../../src/gate/types.js';
import { cell, scaled, spread } from './cells.js';

const TAIL_ONLY: GateRules = {
  ...DEFAULT_RULES,
  metrics: DEFAULT_RULES.metrics.filter((r) => r.metric === 'ttftMs' && r.statistic === 'p95'),
};

function p95(outcome: GateOutcome, scenario = 'chat'): Comparison {
  const found = outcome.comparisons.find((c) => c.scenario === scenario && c.metric === 'ttftMs' && c.statistic === 'p95');
  if (!found) throw new Error('no TTFT p95 comparison');
  return found;
}

function pooledP95(outcome: GateOutcome): PooledComparison {
  const found = outcome.pooled.find((p) => p.metric === 'ttftMs' && p.statistic === 'p95');
  if (!found) throw new Error('no pooled TTFT p95');
  return found;
}

/** A tail that is `factor` × longer above the median and unchanged below it. */
function stretchedTail(values: readonly number[], median: number, factor: number): number[] {
  return values.map((v) => (v > median ? median * (v / median) ** factor : v));
}

describe('tail comparisons (p95/p99 rules)', () => {
  it('reports a cell tail with fewer than tailMinSamples per side, with a warning, and tests the critical rule by an exact count', () => {
    const base = spread(800, 0.4, 30);
    const outcome = evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: scaled(base, 4) } })], TAIL_ONLY);
    const c = p95(outcome);
    expect(c.verdict).toBe('not-gated');
    expect(c.pValue).toBeNull();
    // Reported: the numbers are there, the cell's bootstrap does not decide anything.
    expect(c.ratio!.estimate).toBeCloseTo(4, 6);
    expect(c.ratio!.lower).toBeLessThanOrEqual(c.ratio!.estimate);
    expect(c.evidence).toEqual({ kind: 'not-gated', why: 'too-few-requests', needed: 50, tail: true });
    // Not said to be untested: the critical rule's exact count tested the cell (src/gate/tail/count.ts).
    expect(outcome.warnings).toEqual([]);
    // The critical rule counts the candidate requests beyond 1.3 × the baseline's largest value: most of them.
    const pooled = pooledP95(outcome);
    expect(pooled.verdict).toBe('fail');
    const evidence = pooled.evidence as TailEvidence;
    expect(evidence.test).toMatchObject({ method: 'exceedance', tested: 30 });
    expect(evidence.test!.method === 'exceedance' && evidence.test!.beyond).toBeGreaterThan(15);
    expect(outcome.verdict).toBe('fail');
    // A secondary tail is still only reported at this size.
    const secondary = { ...TAIL_ONLY, metrics: TAIL_ONLY.metrics.map((r) => ({ ...r, role: 'secondary' as const })) };
    const reported = evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: scaled(base, 4) } })], secondary);
    expect(pooledP95(reported).verdict).toBe('not-gated');
  });

  it('never passes an endpoint whose critical tail is not bounded inside its margin, nor one whose tail could not be tested', () => {
    // Two cells of 40 requests per side (below the bootstrap's 50), the candidate's tail ×2 above the median and its
    // median kept: too few to fail at the rule's level, enough to be likely worse. Ends inconclusive at the last look
    // instead of passing on its primaries.
    const base = spread(800, 0.4, 40);
    const cand = stretchedTail(base, 800, 2);
    const cells = (values: number[]): CellData[] => ['chat', 'essay'].map((scenario) => cell({ scenario, values: { ttftMs: values } }));
    // At the last look the run may take: after the planned ones, a tail likely beyond its margin takes extra looks.
    const last = { look: 3 + DEFAULT_RULES.extraLooks, looks: 3 };
    expect(evaluateGate(cells(base), cells(cand), DEFAULT_RULES, { look: 3, looks: 3 }).verdict).toBe('undecided');
    const outcome = evaluateGate(cells(base), cells(cand), DEFAULT_RULES, last);
    expect(outcome.verdict).toBe('inconclusive');
    expect(outcome.endpoints[0]!.decidedBy).toContain('api:ttftMs:p95');
    expect(pooledP95(outcome)).toMatchObject({ verdict: 'inconclusive', evidence: { test: { method: 'exceedance' } } });
    // Unchanged over these two cells: still held — two cells of 40 cannot bound a p95 (no request beyond still has
    // p ≈ 0.061 under the margin), so the tail is not passed untested.
    const same = evaluateGate(cells(base), cells(base), DEFAULT_RULES, last);
    expect(same.endpoints[0]!.decidedBy).toContain('api:ttftMs:p95');
    // Unchanged over four cells of 40: the exact count bounds it inside the margin, and it passes (nothing held).
    const four = (values: number[]): CellData[] =>
      ['chat', 'essay', 'agent', 'code'].map((scenario) => cell({ scenario, values: { ttftMs: values } }));
    const bounded = evaluateGate(four(base), four(base), TAIL_ONLY, { look: 3, looks: 3 });
    expect(bounded.endpoints[0]!.decidedBy).not.toContain('api:ttftMs:p95');
    expect(pooledP95(bounded)).toMatchObject({ verdict: 'pass', evidence: { finding: 'inside', test: { method: 'exceedance' } } });
    // Too few requests for any tail test (5 per side, below minSamples): not passed either.
    const tiny = evaluateGate(
      [cell({ values: { ttftMs: base.slice(0, 5) } })],
      [cell({ values: { ttftMs: base.slice(0, 5) } })],
      TAIL_ONLY,
      last,
    );
    expect(pooledP95(tiny).verdict).toBe('inconclusive');
    expect(tiny.verdict).toBe('inconclusive');
  });

  it('fails a clear tail regression over the endpoint and passes an unchanged tail once enough samples exist', () => {
    const base = spread(800, 0.4, 300);
    const worse = evaluateGate(
      [cell({ values: { ttftMs: base } })],
      [cell({ values: { ttftMs: stretchedTail(base, 800, 2.5) } })],
      TAIL_ONLY,
    );
    const pooled = pooledP95(worse);
    // TTFT p95 is critical: a primary's share of the budget, but it can only fail.
    expect(pooled).toMatchObject({
      verdict: 'fail',
      role: 'critical',
      cells: 1,
      evidence: { kind: 'tail', finding: 'beyond', rejected: true, cellsGated: 1, test: { method: 'bootstrap' } },
    });
    expect(pooled.pValue).toBeLessThan(pooled.level!);
    expect(pooled.ratio!.estimate).toBeGreaterThan(2);
    const failed = p95(worse);
    expect(failed.verdict).toBe('fail');
    expect(failed.ratio!.lower).toBeGreaterThan(1.3);
    expect(failed.evidence).toMatchObject({ kind: 'margin', scale: 'ratio', maxRatio: 1.3, finding: 'beyond' });
    expect(worse.verdict).toBe('fail');

    const same = evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: base } })], TAIL_ONLY);
    expect(p95(same).verdict).toBe('pass');
    expect(p95(same).ratio!.upper).toBeLessThan(1.3);
    expect(pooledP95(same)).toMatchObject({
      verdict: 'pass',
      evidence: { kind: 'tail', finding: 'inside', cellsGated: 1, cellsInside: 1 },
    });
  });

  it('bootstraps deterministically: the same seed gives identical bounds, another seed other bounds', () => {
    const base = spread(800, 0.4, 60);
    const cand = scaled(spread(800, 0.5, 60), 1.1);
    const run = (seed: number): Comparison =>
      p95(evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: cand } })], { ...TAIL_ONLY, seed }));
    expect(run(7)).toEqual(run(7));
    expect(run(8).ratio).not.toEqual(run(7).ratio);
    expect(run(8).ratio!.estimate).toBe(run(7).ratio!.estimate);
  });

  it('pools the cells: a tail regression in every cell is caught where no single cell would be', () => {
    const base = spread(800, 0.4, 150);
    const cells = (factor: number): CellData[] =>
      Array.from({ length: 4 }, (_, i) =>
        cell({ scenario: `s${i}`, values: { ttftMs: factor === 1 ? base : stretchedTail(base, 800, factor) } }),
      );
    const outcome = evaluateGate(cells(1), cells(2), TAIL_ONLY);
    const pooled = pooledP95(outcome);
    expect(pooled.cells).toBe(4);
    expect(pooled.verdict).toBe('fail');
    // Each cell alone, with the whole secondary budget, would not be shown beyond the margin.
    const alone = evaluateGate(cells(1).slice(0, 1), cells(2).slice(0, 1), TAIL_ONLY);
    expect(pooledP95(alone).verdict).not.toBe('fail');
    expect(pooledP95(alone).pValue!).toBeGreaterThan(pooled.pValue!);
  });

  it('averages the cells by their requests, so an unchanged tight cell does not outweigh the cells whose tail stretched', () => {
    // Three wide cells whose tail doubles beside one tight cell that stays as it was: the widest bootstraps are the
    // stretched cells', and weights from the values' spread would hand the pooled estimate to the tight cell.
    const wide = spread(900, 0.5, 120);
    const tight = spread(900, 0.15, 120);
    const side = (factor: number): CellData[] => [
      ...[0, 1, 2].map((i) => cell({ scenario: `wide${i}`, values: { ttftMs: factor === 1 ? wide : stretchedTail(wide, 900, factor) } })),
      cell({ scenario: 'tight', values: { ttftMs: tight } }),
    ];
    const outcome = evaluateGate(side(1), side(2), TAIL_ONLY);
    const pooled = pooledP95(outcome);
    expect(pooled.evidence).toMatchObject({ kind: 'tail', test: { method: 'bootstrap' } });
    const logRatios = ['wide0', 'wide1', 'wide2', 'tight'].map((s) => Math.log(p95(outcome, s).ratio!.estimate));
    const mean = Math.exp(logRatios.reduce((a, b) => a + b, 0) / logRatios.length);
    // Equal requests per cell: the pooled ratio is the cells' geometric mean, about ×1.8 here, not near the tight cell's ×1.
    expect(pooled.ratio!.estimate).toBeCloseTo(mean, 6);
    expect(pooled.ratio!.estimate).toBeGreaterThan(1.6);
    expect(pooled.verdict).toBe('fail');
  });
  it('mirrors the tail rule for higher-is-better metrics', () => {
    const rules = resolveRules({
      metrics: [
        ...DEFAULT_RULES.metrics.map((r) => ({ metric: r.metric, statistic: r.statistic, off: true })),
        { metric: 'tokensPerSecond', statistic: 'p95', better: 'higher', maxRatio: 1.2, minAbsolute: 2 },
      ],
    });
    const tps = spread(60, 0.1, 200);
    const slower = evaluateGate(
      [cell({ values: { tokensPerSecond: tps } })],
      [cell({ values: { tokensPerSecond: scaled(tps, 0.5) } })],
      rules,
    );
    expect(slower.comparisons[0]!.verdict).toBe('fail');
    expect(slower.pooled.find((p) => p.statistic === 'p95')!.verdict).toBe('fail');
    const faster = evaluateGate(
      [cell({ values: { tokensPerSecond: tps } })],
      [cell({ values: { tokensPerSecond: scaled(tps, 2) } })],
      rules,
    );
    expect(faster.comparisons[0]!.verdict).toBe('pass');
    expect(faster.pooled.find((p) => p.statistic === 'p95')!.verdict).toBe('pass');
  });

  it('offers the distribution-free exceedance test, which needs hundreds of baseline requests per cell', () => {
    const rules = { ...TAIL_ONLY, tailTest: 'exceedance' as const };
    const small = spread(800, 0.4, 100);
    const tooFew = pooledP95(evaluateGate([cell({ values: { ttftMs: small } })], [cell({ values: { ttftMs: scaled(small, 3) } })], rules));
    // The p95's bound needs q^n ≤ its level: about 130 baseline requests per cell at this level.
    expect(tooFew.evidence).toMatchObject({
      kind: 'tail',
      test: { method: 'exceedance', tested: 0, beyond: 0, expectedShare: expect.closeTo(0.05, 10) },
    });
    const needed = (tooFew.evidence as TailEvidence).test as Extract<TailTest, { method: 'exceedance' }>;
    expect(needed.baselineNeeded).toBeGreaterThan(100);
    expect(tooFew.verdict).not.toBe('fail');
    const large = spread(800, 0.4, 2000);
    const caught = pooledP95(evaluateGate([cell({ values: { ttftMs: large } })], [cell({ values: { ttftMs: scaled(large, 3) } })], rules));
    expect(caught.verdict).toBe('fail');
    expect(caught.evidence).toMatchObject({
      kind: 'tail',
      finding: 'beyond',
      rejected: true,
      maxRatio: 1.3,
      test: { method: 'exceedance', tested: 2000 },
    });
    expect(((caught.evidence as TailEvidence).test as Extract<TailTest, { method: 'exceedance' }>).beyond).toBeGreaterThan(1000);
  });
});
