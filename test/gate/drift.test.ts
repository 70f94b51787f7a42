import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/gate/defaults.js';
import { driftDegreesOfFreedom, driftVariance, pooledDriftVariance } from '../../src/gate/drift/between-runs.js';
import { createRng, normal, normalQuantile, studentTQuantile, studentTUpper } from '../../src/stats/index.js';
import { cell } from './cells.js';

const withSpread = (runs: number, tau: number) => ({ ...cell({ values: { ttftMs: [1] } }), spread: { runs, logSd: { ttftMs: tau } } });

describe('run-to-run drift, estimated from the runs a baseline recorded', () => {
  it('has the t quantiles of the tables', () => {
    expect(studentTQuantile(0.025, 2)).toBeCloseTo(4.303, 3);
    expect(studentTQuantile(0.001, 4)).toBeCloseTo(7.173, 3);
    expect(studentTQuantile(0.005, 9)).toBeCloseTo(3.25, 2);
    expect(studentTUpper(0, 3)).toBe(0.5);
    expect(studentTUpper(-2, 5)).toBeCloseTo(1 - studentTUpper(2, 5), 12);
  });

  it('never takes a spread of 0 from a few runs as no drift, and widens less as runs are added', () => {
    const three = driftVariance(withSpread(3, 0), 'ttftMs', DEFAULT_RULES, 1e-3);
    const ten = driftVariance(withSpread(10, 0), 'ttftMs', DEFAULT_RULES, 1e-3);
    expect(three).toBeGreaterThan(0);
    expect(ten).toBeGreaterThan(0);
    expect(ten).toBeLessThan(three);
  });

  it('carries a measured spread with a t whose degrees of freedom combine the prior and the runs, above a floor', () => {
    // Welch–Satterthwaite over the prior's 4·0.05² and the runs' (k − 1)·τ̂²: a spread near the assumption keeps
    // 4 + k − 1, one far beyond it falls to the runs' own k − 1.
    expect(driftDegreesOfFreedom(0.05, 3, { logSd: 0.05, df: 4 })).toBe(6);
    expect(driftDegreesOfFreedom(0.15, 3, { logSd: 0.05, df: 4 })).toBe(
      Math.floor((0.01 + 2 * 0.0225) ** 2 / (0.01 ** 2 / 4 + (2 * 0.0225) ** 2 / 2)),
    );
    expect(driftDegreesOfFreedom(0.15, 3, { logSd: 0.05, df: 4 })).toBe(2);
    expect(driftDegreesOfFreedom(0.03, 20, { logSd: 0.05, df: 4 })).toBeGreaterThan(15);
    expect(driftDegreesOfFreedom(0.3, 3, { logSd: 0, df: 4 })).toBe(2);
    const v = driftVariance(withSpread(3, 0.05), 'ttftMs', DEFAULT_RULES, 1e-3);
    const factor = (studentTQuantile(1e-3, 6) / normalQuantile(1 - 1e-3)) ** 2;
    expect(v).toBeCloseTo(0.05 ** 2 * (1 + 1 / 3) * factor, 10);
    const wide = driftVariance(withSpread(3, 0.15), 'ttftMs', DEFAULT_RULES, 1e-3);
    expect(wide).toBeCloseTo(0.15 ** 2 * (1 + 1 / 3) * (studentTQuantile(1e-3, 2) / normalQuantile(1 - 1e-3)) ** 2, 10);
    // A looser test level needs less widening.
    expect(driftVariance(withSpread(3, 0.15), 'ttftMs', DEFAULT_RULES, 0.05)).toBeLessThan(wide);
    // A spread of 0 keeps the floor: the assumed drift's share 4/(4 + k − 1), for both sides of the comparison.
    expect(driftVariance(withSpread(3, 0), 'ttftMs', DEFAULT_RULES)).toBeCloseTo((1 + 1 / 3) * 0.05 ** 2 * (4 / 6), 12);
    // Without a recorded spread: the assumed drift of one run on each side (the floor at k = 1).
    expect(driftVariance(cell({ values: { ttftMs: [1] } }), 'ttftMs', DEFAULT_RULES)).toBeCloseTo(2 * 0.05 ** 2, 12);
  });

  it('holds a drift test near its level whatever the real drift, from the spread of ten runs or more', () => {
    // Simulated: k runs' log speeds drawn with log-sd tau, a new run against their mean, tested at `level` with the
    // normal quantile and the variance driftVariance gives for the sample spread of the k runs.
    const rng = createRng(5);
    const level = 0.05;
    const z = normalQuantile(1 - level);
    for (const [k, tau] of [
      [10, 0.3],
      [20, 0.15],
    ] as const) {
      let beyond = 0;
      const draws = 20000;
      for (let i = 0; i < draws; i++) {
        const runs = Array.from({ length: k }, () => normal(rng) * tau);
        const mean = runs.reduce((a, b) => a + b, 0) / k;
        const sd = Math.sqrt(runs.reduce((a, b) => a + (b - mean) ** 2, 0) / (k - 1));
        const v = driftVariance(withSpread(k, sd), 'ttftMs', DEFAULT_RULES, level);
        if (normal(rng) * tau - mean > z * Math.sqrt(v)) beyond++;
      }
      // The t of 4 + k − 1 degrees of freedom is a little lighter than the exact t of k − 1 (at ten runs, 5.5 % where
      // the level is 5 %); binomial sd 0.15 points at 20,000 draws.
      expect(beyond / draws).toBeLessThan(level + 0.012);
      expect(beyond / draws).toBeGreaterThan(level - 0.012);
    }
  });

  it('holds a drift test near its level against the last 5 of 20 runs, the spread measured over all 20', () => {
    // A history-backed baseline: the side is the mean of the last k = 5 runs; the drift is measured over m = 20.
    const rng = createRng(9);
    const level = 0.05;
    const z = normalQuantile(1 - level);
    const tau = 0.1;
    let beyond = 0;
    let narrowVariance = 0;
    let wideVariance = 0;
    const draws = 20000;
    for (let i = 0; i < draws; i++) {
      const runs = Array.from({ length: 20 }, () => normal(rng) * tau);
      const all = runs.reduce((a, b) => a + b, 0) / 20;
      const sd = Math.sqrt(runs.reduce((a, b) => a + (b - all) ** 2, 0) / 19);
      const side = runs.slice(-5).reduce((a, b) => a + b, 0) / 5;
      const v = driftVariance(
        { ...withSpread(5, sd), spread: { runs: 5, driftRuns: 20, logSd: { ttftMs: sd } } },
        'ttftMs',
        DEFAULT_RULES,
        level,
      );
      wideVariance += v;
      narrowVariance += driftVariance(withSpread(5, sd), 'ttftMs', DEFAULT_RULES, level);
      if (normal(rng) * tau - side > z * Math.sqrt(v)) beyond++;
    }
    expect(beyond / draws).toBeLessThan(level + 0.012);
    expect(beyond / draws).toBeGreaterThan(level - 0.012);
    // 19 degrees of freedom widen less than 4 would for the same spread.
    expect(wideVariance).toBeLessThan(narrowVariance);
  });

  it('pools a common drift whole and one noisy cell by its own weight', () => {
    expect(pooledDriftVariance([0.01, 0.01, 0.01, 0.01])).toBeCloseTo(0.01, 12);
    const noisy = pooledDriftVariance([0.01, 0.01, 0.01, 1.4]);
    expect(noisy).toBeCloseTo(0.01 + (1.4 - 0.01) / 16, 12);
    expect(noisy).toBeLessThan((0.03 + 1.4) / 4);
  });
});
