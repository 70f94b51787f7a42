import { describe, expect, it } from 'vitest';
import { createRng, eDivisiveChangePoints, normal, studentTwoSided, trend } from '../../src/stats/index.js';

const noisy = (seed: number, n: number, at: (i: number) => number, sd = 0.05): number[] => {
  const rng = createRng(seed);
  return Array.from({ length: n }, (_, i) => at(i) + sd * normal(rng));
};

describe('E-Divisive means with a t test', () => {
  it('finds a step where it is, with the means of both sides', () => {
    const series = noisy(3, 40, (i) => (i >= 25 ? Math.log(1.3) : 0));
    const found = eDivisiveChangePoints(series, { minSize: 2, maxP: 0.005 });
    expect(found.map((c) => c.index)).toEqual([25]);
    expect(Math.exp(found[0]!.after - found[0]!.before)).toBeGreaterThan(1.2);
    expect(Math.exp(found[0]!.after - found[0]!.before)).toBeLessThan(1.4);
  });

  it('finds two steps, and none in a flat series', () => {
    const twice = noisy(4, 60, (i) => (i >= 20 ? 0.3 : 0) + (i >= 45 ? 0.3 : 0));
    expect(eDivisiveChangePoints(twice, { minSize: 2, maxP: 0.005 }).map((c) => c.index)).toEqual([20, 45]);
    expect(
      eDivisiveChangePoints(
        noisy(5, 60, () => 0),
        { minSize: 2, maxP: 0.005 },
      ),
    ).toEqual([]);
  });

  it('does not split off fewer than minSize values', () => {
    const lastOnly = [...noisy(6, 30, () => 0), 1];
    expect(eDivisiveChangePoints(lastOnly, { minSize: 2, maxP: 0.005 })).toEqual([]);
  });

  it("Student's t test: equal samples give 1, separated ones a small p", () => {
    expect(studentTwoSided([1, 2, 3], [1, 2, 3])).toBeCloseTo(1, 12);
    // t = 5 / sqrt(1 · (1/3 + 1/3)) ≈ 6.12 with 4 df: two-sided p ≈ 0.0036.
    expect(studentTwoSided([1, 2, 3], [6, 7, 8])).toBeCloseTo(0.0036, 4);
  });
});

describe('trend', () => {
  it('has the Theil–Sen slope and a small rising p for a creep', () => {
    const creep = noisy(7, 10, (i) => i * 0.03, 0.01);
    const t = trend(creep);
    expect(t.slope).toBeGreaterThan(0.025);
    expect(t.slope).toBeLessThan(0.035);
    expect(t.pRising).toBeLessThan(0.001);
    expect(t.pFalling).toBeGreaterThan(0.99);
  });
});
