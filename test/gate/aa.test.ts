import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, aaFalseFailureRate, evaluateGate, resolveRules, splitHalves } from '../../src/gate/index.js';
import type { CellData } from '../../src/gate/types.js';
import { createRng } from '../../src/stats/index.js';
import { REALISTIC_CELLS, simulateCell } from '../../bench/gate-model.js';
import { cell } from './cells.js';

const sortedCopy = (values: readonly number[] = []): number[] => [...values].sort((a, b) => a - b);

describe('splitHalves', () => {
  const ttftMs = Array.from({ length: 41 }, (_, i) => 100 + i);
  const source = cell({
    values: { ttftMs, e2eMs: ttftMs.map((v) => v + 1000), idr: [0.9, 0.8, 0.95] },
    errors: 3,
    classes: { streamed: 30, coalesced: 6, buffered: 4, undefined: 1 },
  });

  it('splits every request into exactly one half, keeping counts and values', () => {
    const [[a], [b]] = splitHalves([source], 5) as [CellData[], CellData[]];
    expect(a!.n + b!.n).toBe(source.n);
    expect([a!.n, b!.n].sort()).toEqual([Math.floor(source.n / 2), Math.ceil(source.n / 2)]);
    expect(a!.errors + b!.errors).toBe(3);
    for (const name of ['streamed', 'coalesced', 'buffered', 'undefined'] as const) {
      expect(a!.classes[name] + b!.classes[name]).toBe(source.classes[name]);
    }
    // Each half's classified requests plus errors make up its n, as in real results.
    for (const half of [a!, b!]) {
      const classified = half.classes.streamed + half.classes.coalesced + half.classes.buffered + half.classes.undefined;
      expect(classified + half.errors).toBe(half.n);
      expect(half.values.ttftMs).toHaveLength(classified);
    }
    for (const metric of ['ttftMs', 'e2eMs', 'idr'] as const) {
      expect(sortedCopy([...a!.values[metric]!, ...b!.values[metric]!])).toEqual(sortedCopy(source.values[metric]));
    }
  });

  it("keeps a request's metrics together", () => {
    const [[a], [b]] = splitHalves([source], 9) as [CellData[], CellData[]];
    for (const half of [a!, b!]) expect(half.values.e2eMs).toEqual(half.values.ttftMs!.map((v) => v + 1000));
  });

  it('is deterministic per seed and differs between seeds', () => {
    expect(splitHalves([source], 1)).toEqual(splitHalves([source], 1));
    expect(splitHalves([source], 1)[0][0]!.values.ttftMs).not.toEqual(splitHalves([source], 2)[0][0]!.values.ttftMs);
  });
});

describe('A/A on realistic data', () => {
  const rng = createRng(2024);
  const cells = REALISTIC_CELLS.map((m) => simulateCell(m, 200, rng));

  it('passes random halves of one run', () => {
    const [a, b] = splitHalves(cells, 1);
    const outcome = evaluateGate(a, b, DEFAULT_RULES);
    expect(outcome.verdict).not.toBe('fail');
    const gated = outcome.comparisons.filter((c) => c.verdict !== 'not-gated');
    // 100 requests per side: every rule but the diagnostics (reported, never gated) is gated, tails included, and
    // nearly all are decided.
    const diagnostics = outcome.comparisons.filter((c) => c.role === 'diagnostic');
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics.every((c) => c.verdict === 'not-gated' && c.ratio !== null)).toBe(true);
    expect(gated).toHaveLength(outcome.comparisons.length - diagnostics.length);
    expect(gated.filter((c) => c.verdict === 'pass').length).toBeGreaterThanOrEqual(0.8 * gated.length);
  });

  it('reports no false failure over repeated splits', () => {
    const report = aaFalseFailureRate(cells, DEFAULT_RULES, { runs: 12, seed: 7 });
    expect(report.runs).toBe(12);
    expect(report.falseFailures).toBe(0);
    expect(report.rate).toBe(0);
    expect(report.failuresById).toEqual({});
    expect(report.rateLower).toBe(0);
    // 0 of 12 cannot rule out a rate of a few percent: the interval says so.
    expect(report.rateUpper).toBeGreaterThan(0.1);
  });

  it('exposes a gate that cries wolf: no practical margin and a loose budget fail A/A splits', () => {
    const noMargin = resolveRules({
      falseFailureBudget: 0.5,
      metrics: DEFAULT_RULES.metrics.map((r) => ({ metric: r.metric, statistic: r.statistic, maxRatio: 1.0001, minAbsolute: 0 })),
    });
    const report = aaFalseFailureRate(cells, noMargin, { runs: 10, seed: 3 });
    expect(report.falseFailures).toBeGreaterThan(0);
    expect(report.rate).toBe(report.falseFailures / 10);
    expect(Object.values(report.failuresById).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(report.falseFailures);
  });
});
