import { describe, expect, it } from 'vitest';
import { allocateByWeight, splitByCache } from '../../src/plan/allocate.js';
import { createRng } from '../../src/stats/rng.js';

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('allocateByWeight', () => {
  it('splits proportionally, giving leftovers to the largest remainders', () => {
    expect(allocateByWeight(36, [2, 1, 1], [1, 1, 1])).toEqual([18, 9, 9]);
    expect(allocateByWeight(10, [1, 2, 3], [0, 0, 0])).toEqual([2, 3, 5]);
    // Quotas 3.5 / 1.75 / 1.75: the two leftovers go to the .75 remainders.
    expect(allocateByWeight(7, [0.5, 0.25, 0.25], [1, 1, 1])).toEqual([3, 2, 2]);
  });

  it('breaks exact ties in favour of the earlier entry', () => {
    expect(allocateByWeight(10, [1, 1, 1], [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateByWeight(2, [1, 1, 1], [0, 0, 0])).toEqual([1, 1, 0]);
  });

  it('lifts shares to their minimum, taking from the share furthest above its quota', () => {
    // Quotas 4.9 / 0.05 / 0.05: largest remainder alone would give [5, 0, 0].
    expect(allocateByWeight(5, [98, 1, 1], [1, 1, 1])).toEqual([3, 1, 1]);
    expect(allocateByWeight(6, [98, 1, 1], [1, 2, 2])).toEqual([2, 2, 2]);
    expect(() => allocateByWeight(2, [1, 1, 1], [1, 1, 1])).toThrow(RangeError);
  });

  it('always sums to the total, respects minimums, and stays within one of the quota when minimums do not bind', () => {
    const rng = createRng(3);
    for (let trial = 0; trial < 500; trial++) {
      const n = 1 + Math.floor(rng() * 6);
      const weights = Array.from({ length: n }, () => 0.1 + rng() * 10);
      const minimums = Array.from({ length: n }, () => 1 + Math.floor(rng() * 2));
      const total = sum(minimums) + Math.floor(rng() * 60);
      const counts = allocateByWeight(total, weights, minimums);
      expect(sum(counts)).toBe(total);
      counts.forEach((count, i) => expect(count).toBeGreaterThanOrEqual(minimums[i]!));
      const quotas = weights.map((w) => (total * w) / sum(weights));
      if (quotas.every((quota, i) => Math.floor(quota) >= minimums[i]!)) {
        counts.forEach((count, i) => expect(Math.abs(count - quotas[i]!)).toBeLessThan(1));
      }
    }
  });
});

describe('splitByCache', () => {
  it('keeps single-state modes whole', () => {
    expect(splitByCache(7, 'cold')).toEqual({ cold: 7, warm: 0 });
    expect(splitByCache(7, 'warm')).toEqual({ cold: 0, warm: 7 });
    expect(splitByCache(7, { warmShare: 0 })).toEqual({ cold: 7, warm: 0 });
    expect(splitByCache(7, { warmShare: 1 })).toEqual({ cold: 0, warm: 7 });
  });

  it('rounds the warm share half up, as the decimal would', () => {
    expect(splitByCache(5, { warmShare: 0.5 })).toEqual({ cold: 2, warm: 3 });
    expect(splitByCache(10, { warmShare: 0.35 })).toEqual({ cold: 6, warm: 4 });
    expect(splitByCache(10, { warmShare: 0.34 })).toEqual({ cold: 7, warm: 3 });
  });

  it('keeps at least one item in each state of a mixed mode', () => {
    expect(splitByCache(10, { warmShare: 0.01 })).toEqual({ cold: 9, warm: 1 });
    expect(splitByCache(10, { warmShare: 0.99 })).toEqual({ cold: 1, warm: 9 });
    expect(splitByCache(2, { warmShare: 0.9 })).toEqual({ cold: 1, warm: 1 });
  });
});
