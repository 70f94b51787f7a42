import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/gate/index.js';
import type { CellPair } from '../../src/gate/match-cells.js';
import { pooledTailCount } from '../../src/gate/tail/count.js';
import type { MetricRule } from '../../src/gate/types.js';
import { createRng, normal } from '../../src/stats/index.js';
import { cell, scaled, spread } from './cells.js';

const RULE: MetricRule = DEFAULT_RULES.metrics.find((r) => r.metric === 'ttftMs' && r.statistic === 'p95')!;
const PASS = { level: 1 - DEFAULT_RULES.passConfidence, driftVariance: 0 };

function pairs(baselines: number[][], candidates: number[][]): CellPair[] {
  return baselines.map((b, i) => {
    const scenario = `s${i}`;
    return {
      baseline: cell({ scenario, values: { ttftMs: b } }),
      candidate: cell({ scenario, values: { ttftMs: candidates[i]! } }),
    };
  });
}

/**
 * P(W = w) for the count of n candidates beyond the k-th smallest of m baseline values, both from one distribution,
 * computed independently of src/stats/precedence.ts: given the threshold's quantile u ~ Beta(k, m − k + 1), W is
 * Binomial(n, 1 − u); integrated numerically over u (Simpson's rule).
 */
function countLaw(m: number, k: number, n: number): number[] {
  const logBeta = (a: number, b: number): number => logGamma(a) + logGamma(b) - logGamma(a + b);
  const steps = 20_000;
  const law = new Array<number>(n + 1).fill(0);
  for (let w = 0; w <= n; w++) {
    const f = (u: number): number =>
      u <= 0 || u >= 1
        ? 0
        : Math.exp(
            logChoose(n, w) +
              w * Math.log(1 - u) +
              (n - w) * Math.log(u) +
              (k - 1) * Math.log(u) +
              (m - k) * Math.log(1 - u) -
              logBeta(k, m - k + 1),
          );
    let sum = f(0) + f(1);
    for (let i = 1; i < steps; i++) sum += (i % 2 === 1 ? 4 : 2) * f(i / steps);
    law[w] = sum / steps / 3;
  }
  return law;
}

function logChoose(n: number, k: number): number {
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

/** Lanczos approximation of log Γ. */
function logGamma(x: number): number {
  const g = 7;
  const c = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.61582217637206, 12.507343278686905,
    -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const xx = x - 1;
  let a = c[0]!;
  const t = xx + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += c[i]! / (xx + i);
  return 0.5 * Math.log(2 * Math.PI) + (xx + 0.5) * Math.log(t) - t + Math.log(a);
}

function convolveArrays(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j]! += x * y)));
  return out;
}

describe('the tail bound: the exact count read from its lower tail', () => {
  it("matches the count's law integrated independently, cell by cell and pooled", () => {
    // Two cells of 40 per side, the candidate unchanged: no request beyond 1.3 × the baseline's 39th value.
    const base = spread(800, 0.4, 40);
    const count = pooledTailCount(pairs([base, base], [base, base]), RULE, 1e-3, 0, PASS)!;
    expect(count.test.beyond).toBe(0);
    const k = Math.ceil(0.95 * 41);
    const law = convolveArrays(countLaw(40, k, 40), countLaw(40, k, 40));
    expect(count.boundPValue).toBeCloseTo(law[0]!, 5);
    // About 0.061 > 5 %: two cells of 40 cannot bound the tail even with no request beyond; four can.
    expect(count.bounded).toBe(count.boundPValue <= PASS.level);
    expect(count.bounded).toBe(false);
    const four = pooledTailCount(pairs([base, base, base, base], [base, base, base, base]), RULE, 1e-3, 0, PASS)!;
    const law4 = convolveArrays(law, law);
    expect(four.boundPValue).toBeCloseTo(law4[0]!, 5);
    expect(four.bounded).toBe(true);
    // A few requests beyond: the lower tail up to that count.
    const some = scaled(base, 1);
    some[39] = some[39]! * 3;
    some[38] = some[38]! * 3;
    const two = pooledTailCount(pairs([base, base, base, base], [some, base, base, base]), RULE, 1e-3, 0, PASS)!;
    expect(two.test.beyond).toBe(2);
    expect(two.boundPValue).toBeCloseTo(law4[0]! + law4[1]! + law4[2]!, 5);
  });

  it('bounds a tail at its must-catch level at most at 1 − passConfidence, an unchanged one mostly, a doubled one almost never (seeded)', () => {
    const rng = createRng(11);
    const draw = (n: number, sigma: number, above = 1): number[] =>
      Array.from({ length: n }, () => {
        const z = normal(rng);
        return 1000 * Math.exp(z > 0 ? z * sigma * above : z * sigma);
      });
    const runs = 300;
    let atMargin = 0;
    let unchanged = 0;
    let doubled = 0;
    for (let r = 0; r < runs; r++) {
      const base = () => Array.from({ length: 4 }, () => draw(60, 0.45));
      const b1 = base();
      // The candidate is the baseline's distribution × mustCatch (1.6): its tail exactly at the level a pass must exclude.
      if (
        pooledTailCount(
          pairs(
            b1,
            b1.map(() => scaled(draw(60, 0.45), RULE.mustCatch)),
          ),
          RULE,
          1e-3,
          0,
          PASS,
        )!.bounded
      )
        atMargin++;
      const b2 = base();
      if (
        pooledTailCount(
          pairs(
            b2,
            b2.map(() => draw(60, 0.45)),
          ),
          RULE,
          1e-3,
          0,
          PASS,
        )!.bounded
      )
        unchanged++;
      // The slow half stretched so that the p95 doubles (σ above the median + ln 2 / z₀.₉₅).
      const b3 = base();
      const stretch = 1 + Math.log(2) / 1.6448536269514722 / 0.45;
      if (
        pooledTailCount(
          pairs(
            b3,
            b3.map(() => draw(60, 0.45, stretch)),
          ),
          RULE,
          1e-3,
          0,
          PASS,
        )!.bounded
      )
        doubled++;
    }
    // 5 % at most in expectation; 300 runs put 3 standard errors at about 3.8 points.
    expect(atMargin / runs).toBeLessThan(0.05 + 0.038);
    expect(unchanged / runs).toBeGreaterThan(0.5);
    // Doubled is ×1.25 beyond the 1.6× must-catch level: bounded in under 1 % of runs.
    expect(doubled / runs).toBeLessThan(0.01);
  }, 120_000);

  it('is not bounded while a cell with values could not be counted', () => {
    const base = spread(800, 0.4, 40);
    const cells = pairs([base, base, base, base, base.slice(0, 3)], [base, base, base, base, base.slice(0, 3)]);
    const count = pooledTailCount(cells, RULE, 1e-3, 0, PASS)!;
    expect(count.test.cells).toBe(4);
    expect(count.boundPValue).toBeLessThanOrEqual(PASS.level);
    expect(count.bounded).toBe(false);
  });
});
