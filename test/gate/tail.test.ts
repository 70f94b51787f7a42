import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import type { CellData, Comparison, GateOutcome, GateRules } from '../../src/gate/types.js';
import { cell, scaled, spread } from './cells.js';

const TAIL_ONLY: GateRules = { ...DEFAULT_RULES, metrics: DEFAULT_RULES.metrics.filter((r) => r.metric === 'ttftMs' && r.statistic === 'p95') };

function p95(outcome: GateOutcome, scenario = 'chat'): Comparison {
  const found = outcome.comparisons.find((c) => c.scenario === scenario && c.metric === 'ttftMs' && c.statistic === 'p95');
  if (!found) throw new Error('no TTFT p95 comparison');
  return found;
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
    expect(outcome.verdict).toBe('pass');
  });

  it('fails a clear tail regression and passes an unchanged tail once enough samples exist', () => {
    const base = spread(800, 0.4, 60);
    const worse = evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: scaled(base, 2) } })], TAIL_ONLY);
    const failed = p95(worse);
    expect(failed.verdict).toBe('fail');
    expect(failed.ratio!.lower).toBeGreaterThan(1.3);
    expect(failed.change!.estimate).toBeGreaterThan(100);
    expect(failed.reason).toMatch(/^TTFT p95 \+100% \(.*\) and \+\d+ ms, beyond the 1\.3× margin$/);

    const same = p95(evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: base } })], TAIL_ONLY));
    expect(same.verdict).toBe('pass');
    expect(same.ratio!.upper).toBeLessThan(1.3);
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

  it('resolves p-values small enough for Holm even in a large family', () => {
    // 20 cells × (TTFT p95 + two rates) = 60 gated comparisons: Holm's first step needs p ≤ 0.01/60,
    // below the 1/2001 that 2,000 bootstrap replicates can express.
    const base = spread(800, 0.3, 60);
    const cells = (factor: (i: number) => number): CellData[] =>
      Array.from({ length: 20 }, (_, i) => cell({ scenario: `s${i}`, values: { ttftMs: scaled(base, factor(i)) } }));
    const outcome = evaluateGate(cells(() => 1), cells((i) => (i === 0 ? 2.5 : 1)), TAIL_ONLY);
    const regressed = p95(outcome, 's0');
    expect(regressed.pValue).toBeLessThan(0.01 / 60);
    expect(regressed.verdict).toBe('fail');
    expect(outcome.counts).toEqual({ fail: 1, inconclusive: 0, pass: 59, notGated: 0 });
  });

  it('mirrors the tail rule for higher-is-better metrics', () => {
    const rules: GateRules = {
      ...DEFAULT_RULES,
      metrics: [{ metric: 'tokensPerSecond', statistic: 'p95', better: 'higher', maxRatio: 1.2, minAbsolute: 2, minSamples: 10 }],
    };
    const tps = spread(60, 0.1, 60);
    const slower = evaluateGate([cell({ values: { tokensPerSecond: tps } })], [cell({ values: { tokensPerSecond: scaled(tps, 0.5) } })], rules);
    expect(slower.comparisons[0]!.verdict).toBe('fail');
    const faster = evaluateGate([cell({ values: { tokensPerSecond: tps } })], [cell({ values: { tokensPerSecond: scaled(tps, 2) } })], rules);
    expect(faster.comparisons[0]!.verdict).toBe('pass');
  });
});
