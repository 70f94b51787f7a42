import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile, normalUpperTail } from '../../src/stats/normal.js';

/** Relative closeness, for tail probabilities spanning many orders of magnitude. */
function expectRelativelyClose(actual: number, expected: number, relative: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.abs(expected));
}

describe('normalCdf', () => {
  it('matches R pnorm at reference points', () => {
    // R: pnorm(1.96), pnorm(-3), pnorm(-5), pnorm(-10), pnorm(0.5)
    expectRelativelyClose(normalCdf(1.96), 0.9750021048517795, 1e-12);
    expectRelativelyClose(normalCdf(-3), 0.001349898031630095, 1e-10);
    expectRelativelyClose(normalCdf(-5), 2.866515718791939e-7, 1e-9);
    expectRelativelyClose(normalCdf(-10), 7.619853024160527e-24, 1e-8);
    expectRelativelyClose(normalCdf(0.5), 0.6914624612740131, 1e-12);
    expect(normalCdf(0)).toBe(0.5);
  });

  it('computes the upper tail without cancellation', () => {
    expectRelativelyClose(normalUpperTail(8), 6.22096057427174e-16, 1e-8); // R: pnorm(8, lower.tail = FALSE)
    expect(normalUpperTail(50)).toBe(0);
    expect(normalCdf(-50)).toBe(0);
    expect(normalCdf(50)).toBe(1);
  });
});

describe('normalQuantile', () => {
  it('matches R qnorm at reference points', () => {
    expectRelativelyClose(normalQuantile(0.975), 1.959963984540054, 1e-13);
    expectRelativelyClose(normalQuantile(0.995), 2.575829303548901, 1e-13);
    // The far tail is limited by Φ's relative accuracy there (~1e-9), ample for misrates ≥ 1e-6.
    expectRelativelyClose(normalQuantile(1e-10), -6.361340902404056, 1e-9);
    expectRelativelyClose(normalQuantile(0.01), -2.326347874040841, 1e-13);
    expect(normalQuantile(0.5)).toBe(0);
  });

  it('inverts normalCdf across the range', () => {
    for (const z of [-7, -4.2, -2.5, -1, -0.1, 0.3, 1.7, 3.3, 6]) {
      expect(normalQuantile(normalCdf(z))).toBeCloseTo(z, z > 5 ? 5 : 9);
    }
  });

  it('returns ∓Infinity at 0 and 1 and rejects probabilities outside [0, 1]', () => {
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    expect(() => normalQuantile(1.2)).toThrow(RangeError);
    expect(() => normalQuantile(Number.NaN)).toThrow(RangeError);
  });
});
