import { describe, expect, it } from 'vitest';
import { bootstrapQuantileCI, bootstrapQuantileRatioCI } from '../../src/stats/bootstrap.js';
import { quantile } from '../../src/stats/summary.js';
import { createRng, lognormal } from '../../src/stats/rng.js';

/** Straightforward percentile bootstrap: resample by index, sort, take the type-7 quantile. */
function naiveBootstrap(values: number[], p: number, seed: number, iterations: number, level: number): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const rng = createRng(seed);
  const replicates: number[] = [];
  for (let r = 0; r < iterations; r++) {
    const resample = Array.from({ length: sorted.length }, () => sorted[Math.floor(rng() * sorted.length)]!);
    replicates.push(
      quantile(
        resample.sort((a, b) => a - b),
        p,
      ),
    );
  }
  replicates.sort((a, b) => a - b);
  return [quantile(replicates, (1 - level) / 2), quantile(replicates, (1 + level) / 2)];
}

describe('bootstrapQuantileCI', () => {
  const rng = createRng(17);
  const latencies = Array.from({ length: 80 }, () => lognormal(rng, 1200, 0.5));

  it('equals a naive resample-and-sort bootstrap drawing the same random numbers', () => {
    for (const p of [0.5, 0.95, 0.99, 0]) {
      const [lower, upper] = naiveBootstrap(latencies, p, 42, 300, 0.9);
      const interval = bootstrapQuantileCI(latencies, p, { seed: 42, iterations: 300, level: 0.9 });
      expect(interval.lower).toBeCloseTo(lower, 9);
      expect(interval.upper).toBeCloseTo(upper, 9);
      expect(interval.estimate).toBe(
        quantile(
          [...latencies].sort((a, b) => a - b),
          p,
        ),
      );
    }
  });

  it('is deterministic for a seed and changes with the seed', () => {
    const first = bootstrapQuantileCI(latencies, 0.95, { seed: 1 });
    expect(bootstrapQuantileCI(latencies, 0.95, { seed: 1 })).toEqual(first);
    const other = bootstrapQuantileCI(latencies, 0.95, { seed: 2 });
    expect(other.estimate).toBe(first.estimate);
    expect([other.lower, other.upper]).not.toEqual([first.lower, first.upper]);
  });

  it('covers the true median about 95 % of the time', () => {
    const local = createRng(77);
    const runs = 200;
    let covered = 0;
    for (let run = 0; run < runs; run++) {
      const sample = Array.from({ length: 60 }, () => lognormal(local, 1000, 0.5));
      const interval = bootstrapQuantileCI(sample, 0.5, { seed: run, iterations: 500 });
      if (interval.lower <= 1000 && 1000 <= interval.upper) covered++;
    }
    // The percentile bootstrap of a median is roughly nominal at n = 60; margin ≈ 3.5 sd.
    expect(covered / runs).toBeGreaterThan(0.88);
    expect(covered / runs).toBeLessThan(0.995);
  });

  it('collapses to the value for constant or single-value samples and ignores non-finite values', () => {
    expect(bootstrapQuantileCI([7, 7, 7, 7], 0.9, { seed: 3 })).toEqual({ estimate: 7, lower: 7, upper: 7 });
    expect(bootstrapQuantileCI([5], 0.5, { seed: 3 })).toEqual({ estimate: 5, lower: 5, upper: 5 });
    expect(bootstrapQuantileCI([...latencies, Number.NaN, Number.POSITIVE_INFINITY], 0.5, { seed: 9 })).toEqual(
      bootstrapQuantileCI(latencies, 0.5, { seed: 9 }),
    );
  });

  it('rejects empty samples and invalid options with a RangeError', () => {
    expect(() => bootstrapQuantileCI([], 0.5, { seed: 1 })).toThrow(/at least one finite value/);
    expect(() => bootstrapQuantileCI([1, 2], 1.5, { seed: 1 })).toThrow(RangeError);
    expect(() => bootstrapQuantileCI([1, 2], 0.5, { seed: 1, iterations: 0 })).toThrow(/iterations/);
    expect(() => bootstrapQuantileCI([1, 2], 0.5, { seed: 1, level: 1 })).toThrow(/level/);
    expect(() => bootstrapQuantileCI([1, 2], 0.5, { seed: Number.NaN })).toThrow(/seed/);
  });
});

describe('bootstrapQuantileRatioCI', () => {
  const rng = createRng(23);
  const baseline = Array.from({ length: 100 }, () => lognormal(rng, 1000, 0.4));

  it('estimates the ratio of quantiles and brackets it', () => {
    const doubled = baseline.map((v) => 2 * v);
    const interval = bootstrapQuantileRatioCI(doubled, baseline, 0.95, { seed: 5 });
    expect(interval.estimate).toBeCloseTo(2, 12);
    // Independent resampling of the two sides: the interval is not degenerate even for exact copies.
    expect(interval.lower).toBeLessThan(2);
    expect(interval.upper).toBeGreaterThan(2);
  });

  it('detects a tail-only regression that leaves the median alone', () => {
    const local = createRng(6);
    // 10 % of candidate requests are 3× slower: p95 moves, p50 barely does.
    const candidate = Array.from({ length: 300 }, () => lognormal(local, 1000, 0.4) * (local() < 0.1 ? 3 : 1));
    const base = Array.from({ length: 300 }, () => lognormal(local, 1000, 0.4));
    expect(bootstrapQuantileRatioCI(candidate, base, 0.95, { seed: 8 }).lower).toBeGreaterThan(1.2);
    const median = bootstrapQuantileRatioCI(candidate, base, 0.5, { seed: 8 });
    expect(median.lower).toBeLessThan(1.2);
  });

  it('is deterministic for a seed and requires positive values', () => {
    const candidate = baseline.map((v) => v * 1.1);
    expect(bootstrapQuantileRatioCI(candidate, baseline, 0.5, { seed: 4, iterations: 400 })).toEqual(
      bootstrapQuantileRatioCI(candidate, baseline, 0.5, { seed: 4, iterations: 400 }),
    );
    expect(() => bootstrapQuantileRatioCI([0, 1], baseline, 0.5, { seed: 1 })).toThrow(/positive values.*candidate/);
    expect(() => bootstrapQuantileRatioCI(baseline, [], 0.5, { seed: 1 })).toThrow(RangeError);
  });
});
