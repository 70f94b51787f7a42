import { describe, expect, it } from 'vitest';
import { mannWhitney } from '../../src/stats/rank/mann-whitney.js';
import { approxLowerTail, exactCdf, exactLowerTail, exactUpperTail } from '../../src/stats/rank/mann-whitney-distribution.js';
import { ratioMarginTest } from '../../src/stats/ratio-margin.js';
import { ratioBounds } from '../../src/stats/rank/hodges-lehmann.js';
import { createRng, lognormal, normal } from '../../src/stats/rng.js';

/**
 * Independent reference: the textbook recurrence f(u; m, n) = f(u − n; m − 1, n) + f(u; m, n − 1)
 * in exact integer arithmetic (counts of orderings with U = u).
 */
function referenceCounts(m: number, n: number): bigint[] {
  const rows = Array.from({ length: m + 1 }, () => new Array<bigint>(m * n + 1).fill(0n));
  for (const row of rows) row[0] = 1n;
  for (let nn = 1; nn <= n; nn++) {
    for (let mm = 1; mm <= m; mm++) {
      const row = rows[mm]!;
      const previous = rows[mm - 1]!;
      for (let u = mm * nn; u >= nn; u--) row[u] = row[u]! + previous[u - nn]!;
    }
  }
  return rows[m]!;
}

function expectCdfMatchesReference(m: number, n: number): void {
  const counts = referenceCounts(m, n);
  const total = counts.reduce((sum, count) => sum + count, 0n);
  const cdf = exactCdf(m, n);
  let cumulative = 0n;
  for (let u = 0; u <= m * n; u++) {
    cumulative += counts[u]!;
    const expected = Number(cumulative) / Number(total);
    // Lower tail: tight relative agreement (this is where p-values are read); elsewhere absolute.
    expect(Math.abs(cdf[u]! - expected)).toBeLessThanOrEqual(Math.max(1e-15, expected * 1e-12));
  }
}

describe('exact Mann–Whitney distribution', () => {
  it('m = n = 3: counts 1 1 2 3 3 3 3 2 1 1 over C(6, 3) = 20 orderings', () => {
    // Partitions of u into at most 3 parts, each at most 3.
    const counts = [1, 1, 2, 3, 3, 3, 3, 2, 1, 1];
    let cumulative = 0;
    counts.forEach((count, u) => {
      cumulative += count;
      expect(exactLowerTail(u, 3, 3)).toBeCloseTo(cumulative / 20, 14);
    });
  });

  it('agrees with the exact-integer recurrence, including sizes whose counts exceed 2^53', () => {
    expectCdfMatchesReference(7, 4);
    expectCdfMatchesReference(12, 17);
    expectCdfMatchesReference(50, 50); // C(100, 50) ≈ 1e29
  });

  it('reproduces the standard two-tailed α = 0.05 critical values for n1 = n2 = 5..20', () => {
    // Critical U (reject when U ≤ value) as printed in standard Mann–Whitney U tables:
    // the largest u with P(U ≤ u) ≤ 0.025.
    const table: Record<number, number> = {
      5: 2,
      6: 5,
      7: 8,
      8: 13,
      9: 17,
      10: 23,
      11: 30,
      12: 37,
      13: 45,
      14: 55,
      15: 64,
      16: 75,
      17: 87,
      18: 99,
      19: 113,
      20: 127,
    };
    for (const [size, critical] of Object.entries(table)) {
      const n = Number(size);
      expect(exactLowerTail(critical, n, n)).toBeLessThanOrEqual(0.025);
      expect(exactLowerTail(critical + 1, n, n)).toBeGreaterThan(0.025);
    }
  });

  it('is symmetric: P(U ≥ u) = P(U ≤ mn − u), and the argument order of m, n does not matter', () => {
    expect(exactUpperTail(30, 8, 6)).toBeCloseTo(exactLowerTail(18, 8, 6), 15);
    expect(exactLowerTail(11, 5, 9)).toBe(exactLowerTail(11, 9, 5));
  });

  it('is close to the normal approximation (continuity corrected) at m = n = 40', () => {
    for (let u = 500; u <= 1100; u += 50) {
      expect(Math.abs(exactLowerTail(u, 40, 40) - approxLowerTail(u, 40, 40, 0))).toBeLessThan(0.003);
    }
  });
});

describe('mannWhitney', () => {
  // Hollander & Wolfe (1973), p. 69: permeability constants of the human chorioamnion at term (x)
  // and at 12–26 weeks (y); the example of R's ?wilcox.test, which reports W = 35, p = 0.1272.
  const term = [0.8, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46];
  const early = [1.15, 0.88, 0.9, 0.74, 1.21];

  it('reproduces R wilcox.test(x, y, alternative = "greater"): W = 35, p = 0.1272', () => {
    const result = mannWhitney(term, early, 'greater');
    expect(result.u).toBe(35);
    expect(result.method).toBe('exact');
    expect(result.p).toBeCloseTo(0.1272, 4);
    // Two-sided doubles the smaller tail; 'less' is the complementary tail including U = 35.
    expect(mannWhitney(term, early, 'two-sided').p).toBeCloseTo(2 * result.p, 14);
    expect(mannWhitney(term, early, 'less').p).toBeCloseTo(1 - result.p + exactLowerTail(35, 10, 5) - exactLowerTail(34, 10, 5), 14);
  });

  it('uses the normal approximation with tie and continuity correction when values are tied', () => {
    // x = 1 2 2 3, y = 2 3 3 4: U = 0 + ½ + ½ + (1 + 1) = 3; tie groups of sizes 3 (value 2) and
    // 3 (value 3) give Σ(t³ − t) = 48; σ² = (16/12)·(9 − 48/56) = 10.857; z = (3 − 8 + ½)/σ = −1.3657;
    // p = 2Φ(z) = 0.172034 (R wilcox.test, with its ties warning, gives 0.172).
    const result = mannWhitney([1, 2, 2, 3], [2, 3, 3, 4], 'two-sided');
    expect(result.u).toBe(3);
    expect(result.method).toBe('normal');
    expect(result.p).toBeCloseTo(0.1720337, 6);
  });

  it('is antisymmetric in its arguments and shift-equivariant', () => {
    const rng = createRng(11);
    const x = Array.from({ length: 60 }, () => normal(rng) + 0.3);
    const y = Array.from({ length: 70 }, () => normal(rng));
    const greater = mannWhitney(x, y, 'greater');
    expect(greater.method).toBe('normal');
    expect(mannWhitney(y, x, 'less').p).toBeCloseTo(greater.p, 14);
    expect(mannWhitney(y, x, 'two-sided').p).toBeCloseTo(mannWhitney(x, y, 'two-sided').p, 14);
    const moved = mannWhitney(
      x.map((v) => v + 5),
      y,
      'greater',
      5,
    );
    expect(moved.u).toBe(greater.u);
  });

  it('holds its level under H0 (exact path): about 10 % of A/A comparisons have p < 0.1', () => {
    const rng = createRng(2024);
    let rejections = 0;
    const runs = 400;
    for (let run = 0; run < runs; run++) {
      const x = Array.from({ length: 20 }, () => lognormal(rng, 100, 0.5));
      const y = Array.from({ length: 20 }, () => lognormal(rng, 100, 0.5));
      if (mannWhitney(x, y, 'greater').p < 0.1) rejections++;
    }
    // Binomial(400, 0.1): sd 0.015; the margin is about 2.7 sd.
    expect(rejections / runs).toBeGreaterThan(0.06);
    expect(rejections / runs).toBeLessThan(0.14);
  });

  it('gives p = 1 with an empty side or when every value is tied, and ignores non-finite values', () => {
    expect(mannWhitney([], [1, 2], 'greater')).toEqual({ u: 0, p: 1, method: 'exact' });
    expect(mannWhitney([5, 5, 5], [5, 5], 'two-sided').p).toBe(1);
    expect(mannWhitney([5, 5, 5], [5, 5], 'greater').p).toBe(1);
    const clean = mannWhitney(term, early, 'greater');
    expect(mannWhitney([...term, Number.NaN, Number.POSITIVE_INFINITY], [...early, Number.NaN], 'greater')).toEqual(clean);
    expect(() => mannWhitney(term, early, 'greater', Number.NaN)).toThrow(RangeError);
  });
});

describe('ratioMarginTest', () => {
  const rng = createRng(99);
  const baseline = Array.from({ length: 40 }, () => lognormal(rng, 1000, 0.3));

  it('flags a 1.5× slowdown against maxRatio 1.2 and clears an unchanged candidate', () => {
    const slower = Array.from({ length: 40 }, () => lognormal(rng, 1500, 0.3));
    const same = Array.from({ length: 40 }, () => lognormal(rng, 1000, 0.3));
    expect(ratioMarginTest(slower, baseline, 1.2, 'greater').p).toBeLessThan(0.01);
    expect(ratioMarginTest(same, baseline, 1.2, 'greater').p).toBeGreaterThan(0.5);
  });

  it('is the mirror of itself for higher-is-better metrics', () => {
    const candidate = Array.from({ length: 35 }, () => lognormal(rng, 800, 0.3));
    const less = ratioMarginTest(candidate, baseline, 1 / 1.2, 'less').p;
    expect(less).toBeCloseTo(ratioMarginTest(baseline, candidate, 1.2, 'greater').p, 12);
  });

  it('rejects about α of the time when the true ratio sits exactly on the margin', () => {
    const local = createRng(5);
    let rejections = 0;
    const runs = 300;
    for (let run = 0; run < runs; run++) {
      const b = Array.from({ length: 30 }, () => lognormal(local, 1000, 0.4));
      const c = Array.from({ length: 30 }, () => lognormal(local, 1200, 0.4));
      if (ratioMarginTest(c, b, 1.2, 'greater').p < 0.1) rejections++;
    }
    // Binomial(300, 0.1): sd 0.017.
    expect(rejections / runs).toBeGreaterThan(0.05);
    expect(rejections / runs).toBeLessThan(0.15);
  });

  it('makes the same decision as the ratio bound at misrate 2α (exact path)', () => {
    const local = createRng(21);
    for (let run = 0; run < 150; run++) {
      const candidate = Array.from({ length: 5 + (run % 45) }, () => lognormal(local, 1200, 0.4));
      const base = Array.from({ length: 50 - (run % 45) }, () => lognormal(local, 1000, 0.4));
      const alpha = [0.005, 0.025, 0.05][run % 3]!;
      const boundFails = ratioBounds(candidate, base, 2 * alpha).lower > 1.1;
      expect(ratioMarginTest(candidate, base, 1.1, 'greater').p <= alpha).toBe(boundFails);
    }
  });

  it('names the problem when values are not positive or the threshold is invalid', () => {
    expect(() => ratioMarginTest([1, 0], [1, 2], 1.2, 'greater')).toThrow(/positive values.*candidate/);
    expect(() => ratioMarginTest([1, 2], [-1, 2], 1.2, 'greater')).toThrow(/baseline/);
    expect(() => ratioMarginTest([1, 2], [1, 2], 0, 'greater')).toThrow(RangeError);
  });
});
