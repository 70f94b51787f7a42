import { describe, expect, it } from 'vitest';
import { quantile, summarize } from '../../src/stats/summary.js';
import { sortedFinite } from '../../src/stats/finite.js';

describe('quantile (Hyndman–Fan type 7)', () => {
  it('matches R quantile(1:10, c(.1, .5, .9)) = 1.9, 5.5, 9.1', () => {
    // h = (n − 1)·p = 0.9, 4.5, 8.1 → x[0] + 0.9, x[4] + 0.5, x[8] + 0.1 (0-based).
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantile(sorted, 0.1)).toBeCloseTo(1.9, 12);
    expect(quantile(sorted, 0.5)).toBeCloseTo(5.5, 12);
    expect(quantile(sorted, 0.9)).toBeCloseTo(9.1, 12);
  });

  it('matches numpy.percentile([[10, 7, 4], [3, 2, 1]], 50) = 3.5 (numpy documentation example)', () => {
    expect(quantile(sortedFinite([10, 7, 4, 3, 2, 1]), 0.5)).toBe(3.5);
  });

  it('interpolates between unequal neighbours: R quantile(c(3,1,4,1,5,9,2,6), 0.9) = 6.9', () => {
    // sorted 1 1 2 3 4 5 6 9; h = 7·0.9 = 6.3 → 6 + 0.3·(9 − 6) = 6.9
    expect(quantile([1, 1, 2, 3, 4, 5, 6, 9], 0.9)).toBeCloseTo(6.9, 12);
    expect(quantile([1, 1, 2, 3, 4, 5, 6, 9], 0.25)).toBeCloseTo(1.75, 12);
  });

  it('returns the extremes at p = 0 and 1 and the value itself for n = 1', () => {
    expect(quantile([2, 4, 8], 0)).toBe(2);
    expect(quantile([2, 4, 8], 1)).toBe(8);
    expect(quantile([42], 0.37)).toBe(42);
  });

  it('throws a RangeError for an empty sample or a level outside [0, 1]', () => {
    expect(() => quantile([], 0.5)).toThrow(RangeError);
    expect(() => quantile([1, 2], 1.5)).toThrow(/within \[0, 1\]/);
    expect(() => quantile([1, 2], Number.NaN)).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('summarises 1..100 with type-7 quantiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    const summary = summarize(values)!;
    expect(summary.n).toBe(100);
    expect(summary.mean).toBeCloseTo(50.5, 12);
    expect(summary.min).toBe(1);
    expect(summary.max).toBe(100);
    expect(summary.p50).toBeCloseTo(50.5, 12); // h = 49.5
    expect(summary.p90).toBeCloseTo(90.1, 12); // h = 89.1 → 90 + 0.1
    expect(summary.p95).toBeCloseTo(95.05, 12); // h = 94.05
    expect(summary.p99).toBeCloseTo(99.01, 12); // h = 98.01
  });

  it('ignores NaN and ±Infinity and counts only finite values', () => {
    const summary = summarize([3, Number.NaN, 1, Number.POSITIVE_INFINITY, 2, Number.NEGATIVE_INFINITY])!;
    expect(summary).toEqual({ n: 3, mean: 2, min: 1, max: 3, p50: 2, p90: 2.8, p95: 2.9, p99: 2.98 });
  });

  it('returns null when there is no finite value', () => {
    expect(summarize([])).toBeNull();
    expect(summarize([Number.NaN, Number.POSITIVE_INFINITY])).toBeNull();
  });

  it('keeps the mean exact for many equal values', () => {
    const summary = summarize(new Array<number>(1000).fill(0.1))!;
    expect(summary.mean).toBe(0.1);
    expect(summary.p99).toBe(0.1);
  });
});
