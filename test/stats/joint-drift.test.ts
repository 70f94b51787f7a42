import { describe, expect, it } from 'vitest';
import { createRng, jointRunDrift, normal, runDriftLogSd } from '../../src/stats/index.js';

/** Runs × cells of 60 lognormal values (σ 0.3): each run shifted by a shared u ~ N(0, τu) and each cell by its own. */
function table(seed: number, runs: number, cells: number, tauShared: number, tauOwn: number, noisyCell = -1): number[][][] {
  const rng = createRng(seed);
  const shared = Array.from({ length: runs }, () => tauShared * normal(rng));
  return Array.from({ length: cells }, (_, c) =>
    shared.map((u) => {
      const own = (c === noisyCell ? 0.3 : tauOwn) * normal(rng);
      return Array.from({ length: 60 }, () => 500 * Math.exp(u + own + 0.3 * normal(rng)));
    }),
  );
}

describe('run-to-run drift estimated jointly over an endpoint cells', () => {
  it('estimates a cell drift without bias, with more degrees of freedom than one cell has (seeded)', () => {
    const trials = 400;
    let sum = 0;
    let ownSum = 0;
    let dfSum = 0;
    const truth = 0.05 ** 2 + 0.05 ** 2;
    for (let t = 0; t < trials; t++) {
      const cells = table(t, 3, 6, 0.05, 0.05);
      const joint = jointRunDrift(cells)!;
      sum += joint[0]!.variance;
      dfSum += joint[0]!.df;
      ownSum += runDriftLogSd(cells[0]!)! ** 2;
    }
    // The mean of a method-of-moments estimate is its target; 400 trials put it within about 15 %.
    expect(sum / trials).toBeGreaterThan(truth * 0.8);
    expect(sum / trials).toBeLessThan(truth * 1.2);
    expect(ownSum / trials).toBeGreaterThan(truth * 0.7);
    // Half the drift is the cells' own, so the table carries several times a cell's 2 degrees of freedom.
    expect(dfSum / trials).toBeGreaterThan(4);
  });

  it('counts a shared run effect once per run: about m − 1 degrees of freedom when it dominates (seeded)', () => {
    let dfSum = 0;
    for (let t = 0; t < 200; t++) dfSum += jointRunDrift(table(1000 + t, 5, 6, 0.2, 0))![0]!.df;
    expect(dfSum / 200).toBeLessThan(6);
    expect(dfSum / 200).toBeGreaterThanOrEqual(4);
  });

  it('keeps a cell that drifts on its own apart, with its own degrees of freedom, leaving the others as they were', () => {
    const cells = table(7, 10, 6, 0.02, 0, 2);
    const joint = jointRunDrift(cells)!;
    const noisy = joint[2]!;
    const others = joint.filter((_, i) => i !== 2);
    expect(noisy.variance).toBeGreaterThan(0.3 ** 2 * 0.4);
    expect(noisy.df).toBeLessThanOrEqual(2 * 9);
    for (const o of others) expect(o.variance).toBeLessThan(noisy.variance / 5);
  });

  it('is null where there is nothing to pool: one cell, or fewer than two runs that measured every cell', () => {
    expect(jointRunDrift(table(3, 3, 1, 0.1, 0))).toBeNull();
    const two = table(4, 2, 3, 0.1, 0);
    expect(jointRunDrift(two)).not.toBeNull();
    expect(jointRunDrift(two.map((row, c) => (c === 0 ? [row[0]!, null] : row)))).toBeNull();
  });
});
