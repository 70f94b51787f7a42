import { describe, expect, it } from 'vitest';
import { binomialCdf, binomialUpperTail, driftedBinomialTail, hitShareLogSd, tQuantile } from '../../src/stats/index.js';

/** The mixture by brute force: the midpoints of 5,000 equal-probability slices of t(df), each slice's binomial tail. */
function mixture(x: number, n: number, p: number, s: number, df: number, side: 'lower' | 'upper'): number {
  const slices = 5_000;
  let sum = 0;
  for (let i = 0; i < slices; i++) {
    const rate = Math.min(1, p * Math.exp(s * tQuantile((i + 0.5) / slices, df)));
    sum += side === 'lower' ? binomialCdf(x, n, rate) : binomialUpperTail(x, n, rate);
  }
  return sum / slices;
}

describe('a binomial tail whose rate moves by a t-distributed run factor', () => {
  it('is the plain binomial tail when the rate does not move', () => {
    expect(driftedBinomialTail(9, 60, 0.4, 0, 6, 'lower')).toBeCloseTo(binomialCdf(9, 60, 0.4), 12);
    expect(driftedBinomialTail(33, 60, 0.4, 0, 6, 'upper')).toBeCloseTo(binomialUpperTail(33, 60, 0.4), 12);
  });

  it('bounds the mixture from above, closely, on both sides', () => {
    for (const [x, n, p, s, df] of [
      [12, 60, 0.4, 0.3, 6],
      [30, 120, 0.5, 0.15, 4],
      [50, 60, 0.6, 0.25, 6],
    ] as const) {
      for (const side of ['lower', 'upper'] as const) {
        const exact = mixture(x, n, p, s, df, side);
        const bound = driftedBinomialTail(x, n, p, s, df, side);
        expect(bound).toBeGreaterThanOrEqual(exact * 0.999);
        expect(bound).toBeLessThan(exact * 1.05 + 1e-6);
      }
    }
  });

  it('makes no hit at all rare when the rate is well above 0, and likelier the more the rate moves', () => {
    const steady = driftedBinomialTail(0, 120, 0.4, 0.1, 6, 'lower');
    const moving = driftedBinomialTail(0, 120, 0.4, 0.5, 6, 'lower');
    expect(steady).toBeLessThan(1e-4);
    expect(moving).toBeGreaterThan(steady);
    // A heavier-tailed factor (fewer degrees of freedom) makes it likelier still.
    expect(driftedBinomialTail(0, 120, 0.4, 0.5, 2, 'lower')).toBeGreaterThan(moving);
  });
});

describe('the run-to-run spread of a hit share', () => {
  it('is the spread of the runs’ log shares less their binomial noise', () => {
    const shares = [0.5, 0.7, 0.6];
    const logs = shares.map(Math.log);
    const mean = logs.reduce((a, b) => a + b) / 3;
    const between = logs.reduce((s, l) => s + (l - mean) ** 2, 0) / 2;
    const within = shares.reduce((s, h) => s + (1 - h) / (h * 200), 0) / 3;
    expect(hitShareLogSd(shares, 200)).toBeCloseTo(Math.sqrt(between - within), 12);
  });

  it('is 0 when the runs moved less than sampling explains, and null without two runs or with a run without hits', () => {
    expect(hitShareLogSd([0.6, 0.61], 30)).toBe(0);
    expect(hitShareLogSd([0.6], 30)).toBeNull();
    expect(hitShareLogSd([0.6, 0], 30)).toBeNull();
  });
});
