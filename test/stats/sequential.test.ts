import { describe, expect, it } from 'vitest';
import {
  binomialCdf,
  binomialUpperTail,
  createRng,
  hodgesLehmannShift,
  lookAlpha,
  normal,
  quantileUpperBoundRank,
  restrictedVariance,
  runDriftLogSd,
  shiftBounds,
  spentAlpha,
  stratifiedRiseInterval,
  stratifiedRiseZ,
  stratifiedShift,
  stratifiedZ,
} from '../../src/stats/index.js';

const sorted = (values: number[]): Float64Array => Float64Array.from(values).sort();

describe('alpha spending', () => {
  it('spends the whole level by the last look, little at first under O’Brien–Fleming, evenly under Pocock', () => {
    for (const kind of ['obrien-fleming', 'pocock'] as const) {
      const total = [1, 2, 3].reduce((sum, k) => sum + lookAlpha(kind, 0.01, k, 3), 0);
      expect(total).toBeCloseTo(0.01, 12);
      expect(spentAlpha(kind, 0.01, 1)).toBe(0.01);
    }
    // O'Brien–Fleming at a third of the information: 2 − 2Φ(z(0.995)·√3) ≈ 8.2·10⁻⁶.
    expect(spentAlpha('obrien-fleming', 0.01, 1 / 3)).toBeCloseTo(8.2e-6, 6);
    expect(lookAlpha('pocock', 0.01, 1, 3)).toBeGreaterThan(lookAlpha('obrien-fleming', 0.01, 1, 3) * 100);
    expect(() => lookAlpha('pocock', 0.01, 0, 3)).toThrow(RangeError);
  });
});

describe('van Elteren stratified rank statistic', () => {
  it('with one stratum is Hodges–Lehmann: the same estimate and (nearly) the same bounds', () => {
    const rng = createRng(3);
    const x = Array.from({ length: 40 }, () => normal(rng) + 0.3);
    const y = Array.from({ length: 30 }, () => normal(rng));
    const s = stratifiedShift([{ candidate: sorted(x), baseline: sorted(y) }], 0.95);
    expect(s.estimate).toBeCloseTo(hodgesLehmannShift(x, y), 9);
    const exact = shiftBounds(x, y, 0.1);
    // Normal approximation against the exact distribution: within a few percent of the width.
    expect(Math.abs(s.lower - exact.lower)).toBeLessThan(0.05 * (exact.upper - exact.lower));
    expect(Math.abs(s.upper - exact.upper)).toBeLessThan(0.05 * (exact.upper - exact.lower));
  });

  it('is centred under no shift and grows with a shift common to the strata', () => {
    const a = sorted([1, 2, 3, 4, 5, 6]);
    expect(stratifiedZ([{ candidate: a, baseline: a }], [0])).toBe(0);
    const shifted = sorted([3, 4, 5, 6, 7, 8]);
    const strata = [
      { candidate: shifted, baseline: a },
      { candidate: shifted, baseline: a },
    ];
    expect(stratifiedZ(strata, [0, 0])).toBeGreaterThan(stratifiedZ(strata.slice(0, 1), [0]));
    // Each stratum can be tested at its own shift: shifting both by the true 2 centres it again.
    expect(stratifiedZ(strata, [2, 2])).toBeCloseTo(0, 12);
  });

  it('holds its level under the null in simulation (normal approximation at 20 per side and 4 strata)', () => {
    const rng = createRng(9);
    let rejections = 0;
    const runs = 4000;
    for (let r = 0; r < runs; r++) {
      const strata = [0.3, 0.45, 0.6, 0.8].map((sd) => ({
        candidate: sorted(Array.from({ length: 20 }, () => sd * normal(rng))),
        baseline: sorted(Array.from({ length: 20 }, () => sd * normal(rng))),
      }));
      if (stratifiedZ(strata, [0, 0, 0, 0]) > 2.326) rejections++;
    }
    // Nominal 1 %: 40 expected; a binomial 99.9 % band is about 20–64.
    expect(rejections).toBeGreaterThan(15);
    expect(rejections).toBeLessThan(70);
  });
});

describe('Farrington–Manning non-inferiority of a rate', () => {
  it('uses the maximum-likelihood rates under the null "rise = δ"', () => {
    // Brute force over p₂ with p₁ = p₂ + δ, maximising the binomial likelihood, against the closed form.
    const brute = (x1: number, n1: number, x2: number, n2: number, d: number): number => {
      let best = Number.NEGATIVE_INFINITY;
      let at = 0;
      for (let p2 = Math.max(0, -d); p2 <= Math.min(1, 1 - d); p2 += 1e-5) {
        const p1 = p2 + d;
        const ll =
          x1 * Math.log(p1 || 1e-300) +
          (n1 - x1) * Math.log(1 - p1 || 1e-300) +
          x2 * Math.log(p2 || 1e-300) +
          (n2 - x2) * Math.log(1 - p2 || 1e-300);
        if (ll > best) [best, at] = [ll, p2];
      }
      return ((at + d) * (1 - at - d)) / n1 + (at * (1 - at)) / n2;
    };
    for (const [x1, n1, x2, n2, d] of [
      [3, 50, 1, 60, 0.05],
      [0, 20, 0, 20, 0.05],
      [10, 40, 2, 40, 0.1],
      [2, 20, 8, 20, 0.05],
    ] as const) {
      expect(restrictedVariance({ hits: x1, total: n1 }, { hits: x2, total: n2 }, d)).toBeCloseTo(brute(x1, n1, x2, n2, d), 6);
    }
  });

  it('fails a true rise at the allowance at most at its level, and detects a larger one', () => {
    const rng = createRng(4);
    const draw = (p: number, n: number): number => Array.from({ length: n }, () => rng() < p).filter(Boolean).length;
    let atMargin = 0;
    let larger = 0;
    for (let r = 0; r < 2000; r++) {
      const strata = [0, 1, 2, 3].map(() => ({
        candidate: { hits: draw(0.06, 100), total: 100 },
        baseline: { hits: draw(0.01, 100), total: 100 },
      }));
      if (stratifiedRiseZ(strata, 0.05) > 2.326) atMargin++;
      const worse = [0, 1, 2, 3].map(() => ({
        candidate: { hits: draw(0.16, 100), total: 100 },
        baseline: { hits: draw(0.01, 100), total: 100 },
      }));
      if (stratifiedRiseZ(worse, 0.05) > 2.326) larger++;
    }
    expect(atMargin / 2000).toBeLessThan(0.02);
    expect(larger / 2000).toBeGreaterThan(0.95);
  });

  it('gives an interval that contains the weighted rise and is shown within the allowance when rates are equal and n is large', () => {
    const strata = [{ candidate: { hits: 2, total: 200 }, baseline: { hits: 2, total: 200 } }];
    const interval = stratifiedRiseInterval(strata, 0.95);
    expect(interval.estimate).toBe(0);
    expect(interval.lower).toBeLessThan(0);
    expect(interval.upper).toBeGreaterThan(0);
    expect(interval.upper).toBeLessThan(0.05);
    expect(stratifiedRiseZ(strata, 0.05)).toBeLessThan(-1.645);
  });
});

describe('binomial tails and order-statistic bounds', () => {
  it('match direct sums and bound a quantile at the stated confidence', () => {
    expect(binomialUpperTail(0, 10, 0.3)).toBe(1);
    expect(binomialUpperTail(10, 10, 0.5)).toBeCloseTo(1 / 1024, 12);
    expect(binomialCdf(3, 10, 0.5) + binomialUpperTail(4, 10, 0.5)).toBeCloseTo(1, 12);
    // The largest of 100 values bounds the p95 from above with probability 1 − 0.95¹⁰⁰ ≈ 0.994.
    expect(quantileUpperBoundRank(100, 0.95, 0.01)).toBe(100);
    expect(quantileUpperBoundRank(100, 0.95, 0.001)).toBeNull();
    const r = quantileUpperBoundRank(1000, 0.95, 0.01)!;
    expect(binomialCdf(r - 1, 1000, 0.95)).toBeGreaterThanOrEqual(0.99);
    expect(binomialCdf(r - 2, 1000, 0.95)).toBeLessThan(0.99);
  });
});

describe('run-to-run drift', () => {
  it('is about 0 when runs differ only by sampling noise, and recovers a real drift between runs', () => {
    const rng = createRng(5);
    const run = (shift: number): number[] => Array.from({ length: 200 }, () => Math.exp(shift + 0.45 * normal(rng)));
    const quiet: number[] = [];
    const drifting: number[] = [];
    for (let r = 0; r < 200; r++) {
      quiet.push(runDriftLogSd([run(0), run(0), run(0), run(0), run(0)])!);
      drifting.push(runDriftLogSd([0, 1, 2, 3, 4].map(() => run(0.15 * normal(rng))))!);
    }
    const mean = (v: number[]): number => v.reduce((a, b) => a + b, 0) / v.length;
    expect(mean(quiet)).toBeLessThan(0.03);
    expect(mean(drifting)).toBeGreaterThan(0.1);
    expect(mean(drifting)).toBeLessThan(0.18);
    expect(runDriftLogSd([run(0)])).toBeNull();
  });
});
