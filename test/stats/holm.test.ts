import { describe, expect, it } from 'vitest';
import { holm } from '../../src/stats/holm.js';
import { samplesToDecide } from '../../src/stats/samples-to-decide.js';

describe('holm', () => {
  it('adjusts a small vector worked by hand', () => {
    // Sorted: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 = 0.04 → running max 0.06.
    const result = holm([0.01, 0.04, 0.03, 0.005], 0.05);
    expect(result.adjusted.map((p) => Number(p.toFixed(12)))).toEqual([0.03, 0.06, 0.06, 0.02]);
    expect(result.rejected).toEqual([true, false, false, true]);
  });

  it('stops at the first non-rejection even if a later adjusted p would pass alone', () => {
    // 0.02·2 = 0.04 > 0.03: the step-down stops, so 0.025 (×1 = 0.025) is not rejected either.
    const result = holm([0.025, 0.02], 0.03);
    expect(result.rejected).toEqual([false, false]);
    expect(result.adjusted[0]).toBeCloseTo(0.04, 12);
  });

  it('caps adjusted values at 1, keeps a single test unchanged and accepts an empty family', () => {
    expect(holm([0.6, 0.7, 0.9], 0.05).adjusted).toEqual([1, 1, 1]);
    expect(holm([0.004], 0.01)).toEqual({ rejected: [true], adjusted: [0.004] });
    expect(holm([], 0.05)).toEqual({ rejected: [], adjusted: [] });
  });

  it('rejects NaN or out-of-range p-values and alpha', () => {
    expect(() => holm([0.1, Number.NaN], 0.05)).toThrow(/p-value 1/);
    expect(() => holm([1.2], 0.05)).toThrow(RangeError);
    expect(() => holm([0.1], 0)).toThrow(/alpha/);
  });
});

describe('samplesToDecide', () => {
  it('scales the half-width facing the threshold by sqrt(n / n′)', () => {
    // Estimate 10 ± 8 against a floor of 5: need 8/√f < 5 → f > 2.56 → 30·2.56 = 76.8 → 77.
    expect(
      samplesToDecide({ estimate: 10, lower: 2, upper: 18, threshold: 5, candidateSamples: 30, baselineSamples: 30, scale: 'shift' }),
    ).toEqual({ candidateSamples: 77, baselineSamples: 77 });
    // Estimate below the threshold: the upper half-width (3) must shrink under the distance (2).
    expect(
      samplesToDecide({ estimate: 3, lower: 0, upper: 6, threshold: 5, candidateSamples: 20, baselineSamples: 40, scale: 'shift' }),
    ).toEqual({ candidateSamples: 46, baselineSamples: 91 });
  });

  it('works on the log scale for ratios', () => {
    // ln(1.3/1.1) = 0.16705 vs ln(1.3/1.2) = 0.08004: f = 4.356 → 40·4.356 = 174.2 → 175.
    expect(
      samplesToDecide({ estimate: 1.3, lower: 1.1, upper: 1.5, threshold: 1.2, candidateSamples: 40, baselineSamples: 40, scale: 'ratio' }),
    ).toEqual({ candidateSamples: 175, baselineSamples: 175 });
  });

  it('returns the current counts when already decided and null when it cannot say', () => {
    const decided = {
      estimate: 1.5,
      lower: 1.3,
      upper: 1.7,
      threshold: 1.2,
      candidateSamples: 10,
      baselineSamples: 12,
      scale: 'ratio',
    } as const;
    expect(samplesToDecide(decided)).toEqual({ candidateSamples: 10, baselineSamples: 12 });
    expect(samplesToDecide({ ...decided, estimate: 1.2, lower: 1, upper: 1.4 })).toBeNull();
    expect(samplesToDecide({ ...decided, lower: 0, upper: Number.POSITIVE_INFINITY })).toBeNull();
    expect(samplesToDecide({ ...decided, candidateSamples: 0 })).toBeNull();
  });
});
