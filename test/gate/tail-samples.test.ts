import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import type { CellData, GateOutcome } from '../../src/gate/types.js';
import { explainPooled } from '../../src/report/explain/comparison.js';
import { convolve, countTails, exceedanceLowerTail, exceedancePmf } from '../../src/stats/index.js';
import { cell, spread } from './cells.js';

const cells = (n: number): CellData[] =>
  ['chat', 'essay'].map((scenario) => cell({ scenario, values: { ttftMs: spread(800, 0.4, n), tokensPerSecond: spread(60, 0.05, n) } }));
const p95 = (o: GateOutcome) => o.pooled.find((p) => p.metric === 'ttftMs' && p.statistic === 'p95')!;

describe('what would bound an open tail', () => {
  it("sums the cells' exceedance laws' lower tails as the full convolution does", () => {
    const sizes = [
      { m: 30, k: 30, n: 30 },
      { m: 60, k: 58, n: 45 },
      { m: 200, k: 191, n: 120 },
    ];
    const full = sizes.reduce((pmf, c) => convolve(pmf, exceedancePmf(c.m, c.k, c.n)), new Float64Array([1]) as Float64Array);
    for (const s of [0, 1, 3, 7, 20]) expect(exceedanceLowerTail(sizes, s)).toBeCloseTo(countTails(full, s).lower, 12);
  });

  it('says how many requests per cell and side would bound an unchanged tail, and that many do', () => {
    // Two unchanged cells of 30 per side against a reference: the p95 cannot be bounded. At the last planned look
    // only the tail is open, so the run takes an extra look; at the last extra look it ends open on it.
    const planned = evaluateGate(cells(30), cells(30), DEFAULT_RULES, { comparand: 'reference', look: 3, looks: 3 });
    expect(planned.verdict).toBe('undecided');
    expect(planned.endpoints[0]!.decidedBy).toEqual([p95(planned).id]);
    const last = { comparand: 'reference' as const, look: 3 + DEFAULT_RULES.extraLooks, looks: 3 };
    const open = evaluateGate(cells(30), cells(30), DEFAULT_RULES, last);
    expect(open.verdict).toBe('inconclusive');
    const needed = p95(open).samplesToDecide!;
    expect(needed).toBeGreaterThan(30);
    expect(explainPooled(p95(open))).toContain(`about ${needed} requests per cell and side would likely decide`);
    // With that many, the same shape is bounded and the endpoint passes.
    const enough = evaluateGate(cells(needed), cells(needed), DEFAULT_RULES, last);
    expect(p95(enough).verdict).toBe('pass');
    expect(enough.verdict).toBe('pass');
  });
});
