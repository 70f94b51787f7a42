import { describe, expect, it } from 'vitest';
import {
  binomialCdf,
  binomialUpperTail,
  clopperPearson,
  createRng,
  lognormal,
  missShareTest,
  quantileBounds,
  quantileLowerBoundRank,
  quantileUpperBoundRank,
  requestsToShowWithin,
} from '../../src/stats/index.js';

describe('order-statistic bounds and the miss-share test', () => {
  it('finds the largest rank whose order statistic lies below the quantile with the confidence asked', () => {
    const r = quantileLowerBoundRank(100, 0.95, 0.05)!;
    expect(binomialUpperTail(r, 100, 0.95)).toBeGreaterThanOrEqual(0.95);
    expect(binomialUpperTail(r + 1, 100, 0.95)).toBeLessThan(0.95);
    expect(quantileLowerBoundRank(3, 0.05, 0.05)).toBeNull();
  });

  it('decides exactly as the bounds of the quantile do (lower-better: violated ⇔ lower bound > x, met ⇔ upper bound ≤ x)', () => {
    const rng = createRng(7);
    for (let trial = 0; trial < 300; trial++) {
      const n = 20 + Math.floor(rng() * 120);
      const values = Array.from({ length: n }, () => Math.round(lognormal(rng, 300, 0.3))).sort((a, b) => a - b);
      const x = 250 + Math.floor(rng() * 300);
      const alpha = 0.002;
      const misses = values.filter((v) => v > x).length;
      const test = missShareTest(misses, n, 0.05);
      const bounds = quantileBounds(values, 0.95, { lower: alpha, upper: 0.05 });
      expect(test.exceeds <= alpha).toBe(bounds.lower !== null && bounds.lower > x);
      expect(test.within <= 0.05).toBe(bounds.upper !== null && bounds.upper <= x);
    }
  });

  it('gives Clopper–Pearson bounds (R: binom.test(18, 20, alternative = "greater") lower 0.7174)', () => {
    const { lower, upper } = clopperPearson(18, 20, { lower: 0.05, upper: 0.05 });
    expect(lower).toBeCloseTo(0.7174, 4);
    expect(upper).toBeCloseTo(0.9819, 4);
    expect(binomialCdf(18, 20, upper)).toBeCloseTo(0.05, 6);
    expect(clopperPearson(0, 10, { lower: 0.05, upper: 0.05 }).lower).toBe(0);
    expect(clopperPearson(10, 10, { lower: 0.05, upper: 0.05 }).upper).toBe(1);
  });

  it('names the fewest requests that could show a share within its allowance', () => {
    expect(requestsToShowWithin(0.05, 0.05)).toBe(59);
    expect(quantileUpperBoundRank(58, 0.95, 0.05)).toBeNull();
    expect(quantileUpperBoundRank(59, 0.95, 0.05)).toBe(59);
    expect(requestsToShowWithin(0.5, 0.05)).toBe(5);
    expect(requestsToShowWithin(0, 0.05)).toBeNull();
  });
});
