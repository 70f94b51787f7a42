import { describe, expect, it } from 'vitest';
import { CHANGE_SETTINGS, recentStep } from '../../src/gate/history-changes.js';
import { createRng, eDivisiveChangePoints, newestShift, normal, tUpperTail } from '../../src/stats/index.js';

const noisy = (seed: number, n: number, at: (i: number) => number, sd = 0.064): number[] => {
  const rng = createRng(seed);
  return Array.from({ length: n }, (_, i) => at(i) + sd * normal(rng));
};
const options = { minSize: 2, maxSize: 3, minBefore: 8 };

describe('the newest runs against the segment before them', () => {
  it('is Student’s t with the earlier segment’s own spread, Bonferroni over the sizes tried', () => {
    const before = [0, 0.1, -0.1, 0.05, -0.05, 0.02, -0.02, 0, 0.08, -0.08];
    const series = [...before, 0.3, 0.32];
    const shift = newestShift(series, 0, { ...options, maxSize: 2 })!;
    expect(shift.index).toBe(10);
    expect(shift.before).toBeCloseTo(0, 12);
    expect(shift.after).toBeCloseTo(0.31, 12);
    // t = (0.31 − 0) / (sd(before) · √(1/2 + 1/10)) with 9 degrees of freedom, two-sided.
    const sd = Math.sqrt(before.reduce((s, v) => s + v ** 2, 0) / 9);
    expect(shift.p).toBeCloseTo(2 * tUpperTail(0.31 / (sd * Math.sqrt(1 / 2 + 1 / 10)), 9), 12);
    expect(shift.p).toBeLessThan(0.001);
    // Two sizes tried (the last 2 and the last 3): the smallest p of the two, doubled.
    const both = newestShift(series, 0, options)!;
    expect(both.index).toBe(10);
    expect(both.p).toBeCloseTo(2 * shift.p, 12);
  });

  it('needs enough runs before the newest ones, counted from the last change', () => {
    expect(newestShift([0, 0.1, -0.1, 0.5, 0.5], 0, options)).toBeNull();
    const series = noisy(1, 30, () => 0);
    expect(newestShift(series, 22, options)).toBeNull();
    expect(newestShift(series, 0, options)).not.toBeNull();
  });

  it('names a step two runs old that E-Divisive does not yet keep', () => {
    // 40 runs with a run-to-run log-sd of 0.064 (τ = 0.05 and 60 requests a run), then +15 % for the last 2 runs.
    let named = 0;
    let edivisive = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const logs = noisy(seed, 42, (i) => (i >= 40 ? Math.log(1.15) : 0));
      const found = eDivisiveChangePoints(logs, { minSize: 2, maxP: CHANGE_SETTINGS.stepMaxP }).at(-1);
      if (found && found.index >= 39 && found.index <= 41) edivisive++;
      const step = recentStep(logs);
      if (step && step.index >= 39 && step.index <= 41 && step.after > step.before) named++;
    }
    // Seeded: 31 of 40 named against 14 by E-Divisive alone.
    expect(named).toBeGreaterThan(edivisive + 10);
  });

  it('stays quiet over a flat series', () => {
    let alarms = 0;
    for (let seed = 100; seed < 140; seed++) if (recentStep(noisy(seed, 50, () => 0))) alarms++;
    expect(alarms).toBeLessThanOrEqual(4);
  });
});
