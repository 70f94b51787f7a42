import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/gate/defaults.js';
import { driftVariance, pooledDriftVariance } from '../../src/gate/drift.js';
import { studentTQuantile, studentTUpper } from '../../src/stats/index.js';
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

  it('carries a measured spread with the t factor of its degrees of freedom at the test level', () => {
    const v = driftVariance(withSpread(3, 0.15), 'ttftMs', DEFAULT_RULES, 1e-3);
    const shrunk = (4 * 0.05 ** 2 + 2 * 0.15 ** 2) / 6;
    const factor = (studentTQuantile(1e-3, 6) / 3.090232306167813) ** 2;
    expect(v).toBeCloseTo(shrunk * (1 + 1 / 3) * factor, 10);
    // A looser test level needs less widening.
    expect(driftVariance(withSpread(3, 0.15), 'ttftMs', DEFAULT_RULES, 0.05)).toBeLessThan(v);
    // Without a recorded spread: the assumed drift of one run on each side.
    expect(driftVariance(cell({ values: { ttftMs: [1] } }), 'ttftMs', DEFAULT_RULES)).toBeCloseTo(2 * 0.05 ** 2, 12);
  });

  it('pools a common drift whole and one noisy cell by its own weight', () => {
    expect(pooledDriftVariance([0.01, 0.01, 0.01, 0.01])).toBeCloseTo(0.01, 12);
    const noisy = pooledDriftVariance([0.01, 0.01, 0.01, 1.4]);
    expect(noisy).toBeCloseTo(0.01 + (1.4 - 0.01) / 16, 12);
    expect(noisy).toBeLessThan((0.03 + 1.4) / 4);
  });
});
