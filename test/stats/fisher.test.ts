import { describe, expect, it } from 'vitest';
import { fisherExact } from '../../src/stats/proportion/fisher.js';
import { proportionDiffCI, wilsonInterval } from '../../src/stats/proportion/proportion.js';

describe('fisherExact', () => {
  it("reproduces Fisher's tea-tasting table [[3, 1], [1, 3]] (R ?fisher.test)", () => {
    // Hypergeometric weights C(4, x)·C(4, 4 − x) = 1 16 36 16 1 over 70:
    // P(X ≥ 3) = 17/70 = 0.2429; two-sided = (1 + 16 + 16 + 1)/70 = 0.4857.
    const result = fisherExact(3, 1, 1, 3);
    expect(result.pGreater).toBeCloseTo(17 / 70, 14);
    expect(result.pGreater).toBeCloseTo(0.2429, 4);
    expect(result.pTwoSided).toBeCloseTo(34 / 70, 14);
    expect(result.pLess).toBeCloseTo(69 / 70, 14);
    // R reports the conditional MLE 6.408309; its uniroot stops at a ~1e-4 tolerance, the root of
    // E[X; ψ] = 3 is 6.40832.
    expect(result.oddsRatio).toBeCloseTo(6.40832, 4);
  });

  it('reproduces the Convictions example of R ?fisher.test: p = 0.0004652, odds ratio 0.04693661', () => {
    // matrix(c(2, 10, 15, 3), nrow = 2) is [[2, 15], [10, 3]] (column-major);
    // P(X ≤ 2) = (13 + 17·78 + 136·286) / C(30, 12) = 40235 / 86493225.
    const result = fisherExact(2, 15, 10, 3);
    expect(result.pLess).toBeCloseTo(40235 / 86493225, 15);
    expect(result.oddsRatio).toBeCloseTo(0.04693661, 6);
  });

  it('mirrors the one-sided tails when the columns are swapped', () => {
    const table = fisherExact(12, 5, 7, 19);
    const swapped = fisherExact(5, 12, 19, 7);
    expect(swapped.pLess).toBeCloseTo(table.pGreater, 14);
    expect(swapped.pTwoSided).toBeCloseTo(table.pTwoSided, 14);
    expect(swapped.oddsRatio).toBeCloseTo(1 / table.oddsRatio, 8);
  });

  it('handles large counts without overflow', () => {
    // 10.0 % vs 11.0 % error rates over 10,000 requests each.
    const result = fisherExact(1000, 9000, 1100, 8900);
    expect(result.pLess).toBeGreaterThan(0.005);
    expect(result.pLess).toBeLessThan(0.05);
    expect(result.pGreater).toBeGreaterThan(0.95);
    expect(result.oddsRatio).toBeCloseTo((1000 * 8900) / (9000 * 1100), 2);
    // The observed table is the most likely one: every table counts.
    expect(fisherExact(5000, 5000, 5000, 5000).pTwoSided).toBeCloseTo(1, 12);
  });

  it('documents the edge cases: zero margins, extreme cells, invalid cells', () => {
    expect(fisherExact(0, 0, 3, 4)).toEqual({ pGreater: 1, pLess: 1, pTwoSided: 1, oddsRatio: Number.NaN });
    const extreme = fisherExact(0, 5, 5, 0);
    expect(extreme.pLess).toBeCloseTo(1 / 252, 14); // 1 / C(10, 5)
    expect(extreme.oddsRatio).toBe(0);
    expect(fisherExact(5, 0, 0, 5).oddsRatio).toBe(Number.POSITIVE_INFINITY);
    expect(() => fisherExact(-1, 2, 3, 4)).toThrow(/cell a/);
    expect(() => fisherExact(1, 2.5, 3, 4)).toThrow(RangeError);
  });
});

describe('wilsonInterval and proportionDiffCI', () => {
  it('reproduces Newcombe (1998a) example 81/263: Wilson 95 % interval 0.2553 to 0.3662', () => {
    const interval = wilsonInterval(81, 263);
    expect(interval.lower).toBeCloseTo(0.2553, 4);
    expect(interval.upper).toBeCloseTo(0.3662, 4);
  });

  it('gives 0 to z²/(n + z²) for 0 successes', () => {
    const interval = wilsonInterval(0, 10);
    const zz = 1.959963984540054 ** 2;
    expect(interval).toEqual({ estimate: 0, lower: 0, upper: expect.closeTo(zz / (10 + zz), 12) as number });
    expect(wilsonInterval(10, 10).upper).toBe(1);
  });

  it('reproduces Newcombe (1998b) example 56/70 − 48/80: hybrid score interval 0.0524 to 0.3339', () => {
    const interval = proportionDiffCI(56, 70, 48, 80);
    expect(interval.estimate).toBeCloseTo(0.2, 12);
    expect(interval.lower).toBeCloseTo(0.0524, 4);
    expect(interval.upper).toBeCloseTo(0.3339, 4);
  });

  it('rejects zero trials and impossible counts', () => {
    expect(() => wilsonInterval(0, 0)).toThrow(/trials/);
    expect(() => wilsonInterval(5, 4)).toThrow(/successes/);
    expect(() => proportionDiffCI(1, 10, 1, 0)).toThrow(RangeError);
  });
});
