import { describe, expect, it } from 'vitest';
import { median } from '../../src/metrics/bursts.js';
import { computeGaps } from '../../src/metrics/compute.js';
import { quantile } from '../../src/stats/index.js';

describe('the type-7 quantile the metrics use', () => {
  it('interpolates between order statistics', () => {
    const values = [1, 2, 4, 8, 16];
    expect(quantile(values, 0)).toBe(1);
    expect(quantile(values, 0.5)).toBe(4);
    expect(quantile(values, 1)).toBe(16);
    // h = 4 × 0.9 = 3.6 → 8 + 0.6 × (16 − 8)
    expect(quantile(values, 0.9)).toBeCloseTo(12.8, 12);
    expect(quantile([7], 0.99)).toBe(7);
  });

  it('rejects empty input and probabilities outside [0, 1]', () => {
    expect(() => quantile([], 0.5)).toThrow(RangeError);
    expect(() => quantile([1], 1.5)).toThrow(RangeError);
    expect(() => quantile([1], Number.NaN)).toThrow(RangeError);
  });

  it('takes the mean of the middle two for an even-length median, in any input order', () => {
    expect(median([9, 1, 3, 5])).toBe(4);
  });
});

describe('computeGaps', () => {
  it('is null with fewer than two events', () => {
    expect(computeGaps([])).toEqual({ maxGapMs: null, gapP50Ms: null, gapP99Ms: null });
    expect(computeGaps([12.5])).toEqual({ maxGapMs: null, gapP50Ms: null, gapP99Ms: null });
  });

  it('reports the longest stall and type-7 p50/p99 of the gaps', () => {
    // gaps: 20, 20, 0, 960, 20, 20 → sorted 0, 20, 20, 20, 20, 960
    const result = computeGaps([100, 120, 140, 140, 1100, 1120, 1140]);
    expect(result.maxGapMs).toBe(960);
    expect(result.gapP50Ms).toBe(20);
    // h = 5 × 0.99 = 4.95 → 20 + 0.95 × 940
    expect(result.gapP99Ms).toBe(913);
  });

  it('rounds float noise away at the microsecond', () => {
    const result = computeGaps([0.1, 0.3]);
    expect(result.maxGapMs).toBe(0.2);
    expect(result.gapP50Ms).toBe(0.2);
  });
});
