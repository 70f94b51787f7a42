import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate, resolveRules } from '../../src/gate/index.js';
import type { CellData, Comparison, GateOutcome, GateRules, PooledComparison } from '../../src/gate/types.js';
import { cell, scaled, spread } from './cells.js';

const TAIL_ONLY: GateRules = { ...DEFAULT_RULES, metrics: DEFAULT_RULES.metrics.filter((r) => r.metric === 'ttftMs' && r.statistic === 'p95') };

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
  it('reports but does not gate a tail with fewer than tailMinSamples per side, with a warning', () => {
    const base = spread(800, 0.4, 30);
    const outcome = evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: scaled(base, 4) } })], TAIL_ONLY);
    const c = p95(outcome);
    expect(c.verdict).toBe('not-gated');
    expect(c.pValue).toBeNull();
    // Reported: the numbers are there, they just do not decide anything.
    expect(c.ratio!.estimate).toBeCloseTo(4, 6);
    expect(c.ratio!.lower).toBeLessThanOrEqual(c.ratio!.estimate);
    expect(c.reason).toBe('TTFT p95: 30 baseline / 30 candidate samples, a tail needs ≥ 50 per side, reported only');
    expect(outcome.warnings).toEqual(['api/chat/cold: not gated: TTFT p95 (30 baseline / 30 candidate samples, a tail needs ≥ 50 per side)']);
    expect(pooledP95(outcome).verdict).toBe('not-gated');
    // A secondary never holds a run open: nothing else is gated here, so the run passes.
    expect(outcome.verdict).not.toBe('fail');
  });

  it('fails a clear tail regression over the endpoint and passes an unchanged tail once enough samples exist', () => {
    const base = spread(800, 0.4, 300);
    const worse = evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: stretchedTail(base, 800, 2.5) } })], TAIL_ONLY);
    const pooled = pooledP95(worse);
    // TTFT p95 is critical: a primary's share of the budget, but it can only fail.
    expect(pooled).toMatchObject({ verdict: 'fail', role: 'critical', cells: 1 });
    expect(pooled.pValue).toBeLessThan(pooled.level!);
    expect(pooled.ratio!.estimate).toBeGreaterThan(2);
    const failed = p95(worse);
    expect(failed.verdict).toBe('fail');
    expect(failed.ratio!.lower).toBeGreaterThan(1.3);
    expect(failed.reason).toMatch(/^TTFT p95 \+\d+% \(.*\) and \+\d+ ms, beyond the 1\.3× margin$/);
    expect(worse.verdict).toBe('fail');

    const same = evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: base } })], TAIL_ONLY);
    expect(p95(same).verdict).toBe('pass');
    expect(p95(same).ratio!.upper).toBeLessThan(1.3);
    expect(pooledP95(same).verdict).toBe('pass');
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
      Array.from({ length: 4 }, (_, i) => cell({ scenario: `s${i}`, values: { ttftMs: factor === 1 ? base : stretchedTail(base, 800, factor) } }));
    const outcome = evaluateGate(cells(1), cells(2), TAIL_ONLY);
    const pooled = pooledP95(outcome);
    expect(pooled.cells).toBe(4);
    expect(pooled.verdict).toBe('fail');
    // Each cell alone, with the whole secondary budget, would not be shown beyond the margin.
    const alone = evaluateGate(cells(1).slice(0, 1), cells(2).slice(0, 1), TAIL_ONLY);
    expect(pooledP95(alone).verdict).not.toBe('fail');
    expect(pooledP95(alone).pValue!).toBeGreaterThan(pooled.pValue!);
  });

  it('mirrors the tail rule for higher-is-better metrics', () => {
    const rules = resolveRules({
      metrics: [
        ...DEFAULT_RULES.metrics.map((r) => ({ metric: r.metric, statistic: r.statistic, off: true })),
        { metric: 'tokensPerSecond', statistic: 'p95', better: 'higher', maxRatio: 1.2, minAbsolute: 2 },
      ],
    });
    const tps = spread(60, 0.1, 200);
    const slower = evaluateGate([cell({ values: { tokensPerSecond: tps } })], [cell({ values: { tokensPerSecond: scaled(tps, 0.5) } })], rules);
    expect(slower.comparisons[0]!.verdict).toBe('fail');
    expect(slower.pooled.find((p) => p.statistic === 'p95')!.verdict).toBe('fail');
    const faster = evaluateGate([cell({ values: { tokensPerSecond: tps } })], [cell({ values: { tokensPerSecond: scaled(tps, 2) } })], rules);
    expect(faster.comparisons[0]!.verdict).toBe('pass');
    expect(faster.pooled.find((p) => p.statistic === 'p95')!.verdict).toBe('pass');
  });

  it('offers the distribution-free exceedance test, which needs hundreds of baseline requests per cell', () => {
    const rules = { ...TAIL_ONLY, tailTest: 'exceedance' as const };
    const small = spread(800, 0.4, 100);
    const tooFew = pooledP95(evaluateGate([cell({ values: { ttftMs: small } })], [cell({ values: { ttftMs: scaled(small, 3) } })], rules));
    expect(tooFew.reason).toContain('too few baseline requests');
    expect(tooFew.verdict).not.toBe('fail');
    const large = spread(800, 0.4, 2000);
    const caught = pooledP95(evaluateGate([cell({ values: { ttftMs: large } })], [cell({ values: { ttftMs: scaled(large, 3) } })], rules));
    expect(caught.verdict).toBe('fail');
    expect(caught.reason).toMatch(/requests beyond 1\.3× the baseline's p95 bound/);
  });
});
