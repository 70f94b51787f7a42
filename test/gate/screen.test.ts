import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import { screenConfidence } from '../../src/gate/pending.js';
import { cell, scaled, spread } from './cells.js';

// Cells of 30 requests per side, TTFT σ 0.3, tok/s steady; one cell's candidate is 1.33× slower: beyond the 1.2×
// margin on its estimate, but well within what one cell of 30 shows by chance when many cells are looked at.
const ttft = spread(300, 0.3, 30);
const tps = spread(60, 0.05, 30);
const pair = (scenario: string, factor: number) => ({
  baseline: cell({ scenario, values: { ttftMs: ttft, tokensPerSecond: tps } }),
  candidate: cell({ scenario, values: { ttftMs: scaled(ttft, factor), tokensPerSecond: tps } }),
});
const gate = (count: number) => {
  const pairs = Array.from({ length: count }, (_, i) => pair(`s${i}`, i === 0 ? 1.33 : 1));
  return evaluateGate(
    pairs.map((p) => p.baseline),
    pairs.map((p) => p.candidate),
    DEFAULT_RULES,
    { comparand: 'reference', look: 3, looks: 3 },
  );
};
const ttftCell = (outcome: ReturnType<typeof gate>) => outcome.comparisons.find((c) => c.metric === 'ttftMs' && c.scenario === 's0')!;

describe('the heterogeneity screen over many cells', () => {
  it('is 0.8 up to four cells and tightens with more, holding the chance screens of an endpoint level', () => {
    expect(screenConfidence(1)).toBe(0.8);
    expect(screenConfidence(4)).toBe(0.8);
    expect(screenConfidence(24)).toBeCloseTo(1 - 0.8 / 24, 12);
    // Expected cells screened by chance (m · (1 − confidence)) stays at four cells' 0.8.
    expect(24 * (1 - screenConfidence(24))).toBeCloseTo(4 * (1 - screenConfidence(4)), 12);
  });

  it('holds a pass back for one cell that looks beyond the margin among four, not among twenty-four', () => {
    const four = gate(4);
    expect(ttftCell(four).ratio!.estimate).toBeCloseTo(1.33, 2);
    expect(four.verdict).not.toBe('pass');
    expect(four.verdict).not.toBe('fail');
    const many = gate(24);
    expect(many.verdict).toBe('pass');
  });
});
