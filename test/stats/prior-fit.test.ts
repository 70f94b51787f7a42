import { describe, expect, it } from 'vitest';
import { createRng, digamma, fitVariancePrior, normal, trigamma, trigammaInverse, type VarianceEstimate } from '../../src/stats/index.js';

/** χ²_d / d by its definition: the mean of d squared standard normals. */
function chiSquareShare(rng: () => number, d: number): number {
  let sum = 0;
  for (let i = 0; i < d; i++) sum += normal(rng) ** 2;
  return sum / d;
}

describe('digamma, trigamma and the inverse of trigamma', () => {
  it('agree with their known values', () => {
    expect(digamma(1)).toBeCloseTo(-0.5772156649015329, 10);
    expect(digamma(0.5)).toBeCloseTo(-1.9635100260214235, 10);
    expect(digamma(10)).toBeCloseTo(2.251752589066721, 10);
    expect(trigamma(1)).toBeCloseTo(Math.PI ** 2 / 6, 9);
    expect(trigamma(0.5)).toBeCloseTo(Math.PI ** 2 / 2, 9);
    // ψ′(n) = π²/6 − Σ_{k<n} 1/k².
    expect(trigamma(20)).toBeCloseTo(Math.PI ** 2 / 6 - Array.from({ length: 19 }, (_, k) => 1 / (k + 1) ** 2).reduce((a, b) => a + b), 9);
  });

  it('inverts trigamma over the range the fit uses', () => {
    for (const x of [0.05, 0.5, 1, 2.5, 7, 40, 400]) expect(trigammaInverse(trigamma(x))).toBeCloseTo(x, 6);
    expect(trigammaInverse(0)).toBe(Infinity);
  });
});

describe('the prior of run-to-run variances (Smyth 2004)', () => {
  // Each series' drift variance is drawn from s0²·χ²_d0/d0, and measured from its runs on d degrees of freedom.
  const draw = (s0: number, d0: number, d: number, n: number, seed: number): VarianceEstimate[] => {
    const rng = createRng(seed);
    return Array.from({ length: n }, () => ({
      variance: s0 * s0 * (d0 === Infinity ? 1 : chiSquareShare(rng, d0)) * chiSquareShare(rng, d),
      df: d,
    }));
  };

  it('recovers the scale and the degrees of freedom it was drawn with', () => {
    const fit = fitVariancePrior(draw(0.05, 10, 4, 4000, 7))!;
    expect(Math.sqrt(fit.scale)).toBeGreaterThan(0.05 * 0.95);
    expect(Math.sqrt(fit.scale)).toBeLessThan(0.05 * 1.05);
    expect(fit.df).toBeGreaterThan(7);
    expect(fit.df).toBeLessThan(14);
    expect(fit.from).toBe(4000);
  });

  it('says infinity when every series drifts alike, and the scale is their common variance', () => {
    const fit = fitVariancePrior(draw(0.04, Infinity, 6, 2000, 11))!;
    expect(fit.df).toBeGreaterThan(200);
    expect(Math.sqrt(fit.scale)).toBeCloseTo(0.04, 2);
  });

  it('takes the degrees of freedom each estimate carries: the same spread of logs on 2 df is a tighter prior than on 20', () => {
    const few = fitVariancePrior(draw(0.05, 8, 2, 3000, 3))!;
    const many = fitVariancePrior(draw(0.05, 8, 20, 3000, 3))!;
    expect(few.df).toBeGreaterThan(4);
    expect(many.df).toBeGreaterThan(4);
    expect(few.df).toBeLessThan(16);
    expect(many.df).toBeLessThan(16);
  });

  it('lifts a variance at 0 to 10⁻⁵ of the median, which weakens the prior instead of sharpening it', () => {
    const estimates = draw(0.05, 30, 4, 400, 5);
    const clean = fitVariancePrior(estimates)!;
    const zeros = fitVariancePrior(estimates.map((e, i) => (i % 10 === 0 ? { ...e, variance: 0 } : e)))!;
    expect(zeros.df).toBeLessThan(clean.df / 2);
  });

  it('fits nothing from too few estimates, or when more than half are 0', () => {
    expect(fitVariancePrior(draw(0.05, 10, 4, 4, 1))).toBeNull();
    expect(fitVariancePrior(draw(0.05, 10, 4, 5, 1))).not.toBeNull();
    expect(fitVariancePrior([...Array(6)].map((_, i) => ({ variance: i < 4 ? 0 : 0.01, df: 3 })))).toBeNull();
    expect(fitVariancePrior([{ variance: 0.01, df: 0.5 }, ...draw(0.05, 10, 4, 4, 2)])).toBeNull();
  });
});
