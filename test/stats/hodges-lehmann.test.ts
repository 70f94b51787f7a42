import { describe, expect, it } from 'vitest';
import { hodgesLehmannShift, ratioBounds, shiftBounds } from '../../src/stats/rank/hodges-lehmann.js';
import { exactBoundRank, normalBoundRank } from '../../src/stats/rank/bound-rank.js';
import { pairwiseDifferenceOrderStatistics } from '../../src/stats/rank/pairwise-differences.js';
import { sortedFinite } from '../../src/stats/finite.js';
import { exactLowerTail } from '../../src/stats/rank/mann-whitney-distribution.js';
import { createRng, lognormal, normal } from '../../src/stats/rng.js';

function allDifferencesSorted(x: Float64Array, y: Float64Array): Float64Array {
  const all = new Float64Array(x.length * y.length);
  let at = 0;
  for (const xi of x) for (const yj of y) all[at++] = xi - yj;
  return all.sort();
}

describe('pairwise difference selection', () => {
  it('matches a full sort for random sizes, with and without ties, including consecutive ranks', () => {
    const rng = createRng(7);
    for (let trial = 0; trial < 30; trial++) {
      const m = 20 + Math.floor(rng() * 150);
      const n = 20 + Math.floor(rng() * 150);
      // Odd trials draw from 31 integers so that differences tie heavily.
      const draw = (): number => (trial % 2 === 1 ? Math.round(rng() * 30) : normal(rng));
      const x = sortedFinite(Array.from({ length: m }, draw));
      const y = sortedFinite(Array.from({ length: n }, draw));
      const expected = allDifferencesSorted(x, y);
      const total = m * n;
      const middle = Math.floor(total / 2);
      const random = 1 + Math.floor(rng() * total);
      const ranks = [1, total, middle, middle + 1, random, random === total ? 1 : random + 1, 1 + Math.floor(rng() * total)];
      const got = pairwiseDifferenceOrderStatistics(x, y, ranks);
      expect(got).toEqual(ranks.map((rank) => expected[rank - 1]));
    }
  });

  it('selects from a million differences without materialising them', () => {
    const rng = createRng(8);
    const x = sortedFinite(Array.from({ length: 1200 }, () => lognormal(rng, 100, 0.5)));
    const y = sortedFinite(Array.from({ length: 1000 }, () => lognormal(rng, 100, 0.5)));
    const expected = allDifferencesSorted(x, y);
    const ranks = [1, 12_345, 600_000, 600_001, 987_654, 1_200_000];
    expect(pairwiseDifferenceOrderStatistics(x, y, ranks)).toEqual(ranks.map((rank) => expected[rank - 1]));
  });

  it('rejects ranks outside [1, mn]', () => {
    const x = Float64Array.of(1, 2);
    expect(() => pairwiseDifferenceOrderStatistics(x, x, [0])).toThrow(RangeError);
    expect(() => pairwiseDifferenceOrderStatistics(x, x, [5])).toThrow(RangeError);
  });
});

describe('hodgesLehmannShift and shiftBounds', () => {
  // Hollander & Wolfe (1973), p. 69 (R's ?wilcox.test example): term (x) vs 12–26 weeks (y).
  const term = [0.8, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46];
  const early = [1.15, 0.88, 0.9, 0.74, 1.21];

  it('reproduces the Hodges–Lehmann estimate and 95 % interval of the permeability example', () => {
    // 50 differences; the 25th and 26th are 0.30 and 0.31 → estimate 0.305 (R: "difference in
    // location 0.305"). Table critical value for n1 = 5, n2 = 10, two-tailed α = 0.05 is U = 8, so the
    // interval runs from the 9th smallest difference (0.73 − 0.88 = −0.15; the eight below it are
    // −0.48 −0.42 −0.41 −0.38 −0.35 −0.32 −0.17 −0.17) to the 9th largest (1.64 − 0.88 = 1.91 − 1.15
    // = 0.76; above it 1.17 1.15 1.03 1.01 1.01 0.99 0.90 0.76).
    expect(hodgesLehmannShift(term, early)).toBeCloseTo(0.305, 12);
    expect(exactBoundRank(10, 5, 0.05)).toBe(9);
    const bounds = shiftBounds(term, early, 0.05);
    expect(bounds.estimate).toBeCloseTo(0.305, 12);
    expect(bounds.lower).toBeCloseTo(-0.15, 12);
    expect(bounds.upper).toBeCloseTo(0.76, 12);
  });

  it('uses the standard table for n1 = n2 = 10: the 24th and 77th of the 100 differences', () => {
    // Critical U = 23 (two-tailed α = 0.05) → k = 24.
    expect(exactBoundRank(10, 10, 0.05)).toBe(24);
    const x = [12, 15, 17, 18, 21, 23, 26, 29, 31, 40];
    const y = [10, 11, 13, 14, 16, 19, 20, 22, 24, 27];
    const all = allDifferencesSorted(sortedFinite(x), sortedFinite(y));
    const bounds = shiftBounds(x, y, 0.05);
    expect(bounds.lower).toBe(all[23]);
    expect(bounds.upper).toBe(all[76]);
  });

  it('has normal-approximation ranks whose true misrate stays within 4 % of the requested one', () => {
    const sizes = [5, 8, 12, 20, 30, 40, 50];
    for (const m of sizes) {
      for (const n of sizes) {
        for (const misrate of [0.001, 0.01, 0.05, 0.2]) {
          const approximate = normalBoundRank(m, n, misrate, 0);
          if (approximate === 0) continue;
          // Probability of missing, from the exact distribution: 2·P(U ≤ k − 1).
          const achieved = 2 * exactLowerTail(approximate - 1, m, n);
          expect(achieved).toBeLessThanOrEqual(misrate * 1.04);
          expect(Math.abs(approximate - exactBoundRank(m, n, misrate))).toBeLessThanOrEqual(10);
        }
      }
    }
  });

  it('narrows the normal bound when there are ties (tie-corrected variance)', () => {
    // Four groups of 30 equal values: Σ(t³ − t) = 4·(27000 − 30) shrinks σ by about 3 %.
    expect(normalBoundRank(60, 60, 0.05, 4 * (27_000 - 30))).toBeGreaterThan(normalBoundRank(60, 60, 0.05, 0) + 5);
  });

  it('covers the true shift about 95 % of the time (exact path, n = 20 and normal path with ties, n = 80)', () => {
    const rng = createRng(31);
    const runs = 200;
    let exactCovered = 0;
    let normalCovered = 0;
    for (let run = 0; run < runs; run++) {
      const y = Array.from({ length: 20 }, () => lognormal(rng, 100, 0.6));
      const x = Array.from({ length: 20 }, () => lognormal(rng, 100, 0.6) + 15);
      const exact = shiftBounds(x, y, 0.05);
      if (exact.lower <= 15 && 15 <= exact.upper) exactCovered++;
      // Whole-millisecond latencies tie; the true shift is still exactly 15.
      const yTied = Array.from({ length: 80 }, () => Math.round(lognormal(rng, 100, 0.6)));
      const xTied = Array.from({ length: 80 }, () => Math.round(lognormal(rng, 100, 0.6)) + 15);
      const approx = shiftBounds(xTied, yTied, 0.05);
      if (approx.lower <= 15 && 15 <= approx.upper) normalCovered++;
    }
    // Binomial(200, 0.95): sd 0.015; the exact bound is conservative by construction.
    for (const covered of [exactCovered, normalCovered]) {
      expect(covered / runs).toBeGreaterThan(0.9);
      expect(covered / runs).toBeLessThan(0.995);
    }
  });

  it('returns unbounded limits when the samples are too small for the misrate', () => {
    // With 2 + 2 values the most extreme ordering has probability 1/6 per side.
    const bounds = shiftBounds([3, 4], [1, 2], 0.05);
    expect(bounds).toEqual({ estimate: 2, lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY });
    expect(shiftBounds([10], [4], 0.5)).toEqual({ estimate: 6, lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY });
    // At misrate 0.4 the extreme differences suffice: P(U = 0) = 1/6 ≤ 0.2.
    expect(shiftBounds([3, 4], [1, 2], 0.4)).toEqual({ estimate: 2, lower: 1, upper: 3 });
  });

  it('handles all-equal values, ignores non-finite ones and rejects empty sides and bad misrates', () => {
    expect(shiftBounds([5, 5, 5, 5], [5, 5, 5, 5, 5], 0.05)).toEqual({ estimate: 0, lower: 0, upper: 0 });
    expect(shiftBounds([...term, Number.NaN], [...early, Number.NEGATIVE_INFINITY], 0.05)).toEqual(shiftBounds(term, early, 0.05));
    expect(() => hodgesLehmannShift([], [1])).toThrow(/at least one finite value/);
    expect(() => shiftBounds([Number.NaN], [1], 0.05)).toThrow(RangeError);
    expect(() => shiftBounds(term, early, 0)).toThrow(/misrate/);
    expect(() => shiftBounds(term, early, 1)).toThrow(/misrate/);
  });

  it('handles 2,000 values per side (4M differences) and agrees with sorting all of them', () => {
    const rng = createRng(12);
    const x = sortedFinite(Array.from({ length: 2000 }, () => lognormal(rng, 500, 0.5) + 50));
    const y = sortedFinite(Array.from({ length: 2000 }, () => lognormal(rng, 500, 0.5)));
    const bounds = shiftBounds(Array.from(x), Array.from(y), 0.01);
    const all = allDifferencesSorted(x, y);
    const k = normalBoundRank(2000, 2000, 0.01, 0);
    expect(bounds).toEqual({ estimate: (all[1_999_999]! + all[2_000_000]!) / 2, lower: all[k - 1], upper: all[4_000_000 - k] });
  });
});

describe('ratioBounds', () => {
  it('is exp of the shift bounds of the logs, and scales with the candidate', () => {
    const rng = createRng(3);
    const baseline = Array.from({ length: 40 }, () => lognormal(rng, 800, 0.4));
    const candidate = Array.from({ length: 30 }, () => lognormal(rng, 1000, 0.4));
    const ratio = ratioBounds(candidate, baseline, 0.05);
    const log = shiftBounds(candidate.map(Math.log), baseline.map(Math.log), 0.05);
    expect(ratio.lower).toBeCloseTo(Math.exp(log.lower), 12);
    expect(ratio.upper).toBeCloseTo(Math.exp(log.upper), 12);
    expect(ratio.estimate).toBeCloseTo(Math.exp(log.estimate), 12);
    const doubled = ratioBounds(
      candidate.map((v) => 2 * v),
      baseline,
      0.05,
    );
    expect(doubled.lower).toBeCloseTo(2 * ratio.lower, 10);
    expect(doubled.upper).toBeCloseTo(2 * ratio.upper, 10);
  });

  it('brackets a known 1.25× slowdown and reports 0 / Infinity when unachievable', () => {
    const rng = createRng(4);
    const baseline = Array.from({ length: 60 }, () => lognormal(rng, 1000, 0.3));
    const candidate = Array.from({ length: 60 }, () => lognormal(rng, 1250, 0.3));
    const bounds = ratioBounds(candidate, baseline, 0.01);
    expect(bounds.lower).toBeLessThan(1.25);
    expect(bounds.upper).toBeGreaterThan(1.25);
    expect(bounds.lower).toBeGreaterThan(1);
    expect(ratioBounds([2], [1], 0.05)).toEqual({ estimate: 2, lower: 0, upper: Number.POSITIVE_INFINITY });
  });

  it('throws a RangeError naming the side that has a non-positive value', () => {
    expect(() => ratioBounds([1, 2, 0], [1, 2], 0.05)).toThrow(/ratioBounds requires positive values.*candidate/);
    expect(() => ratioBounds([1, 2], [-3, 2], 0.05)).toThrow(/baseline sample contains -3/);
  });
});
