import { describe, expect, it } from 'vitest';
import { runTrendOffset } from '../../src/stats/index.js';
import { spread } from '../gate/cells.js';

describe('runTrendOffset: where the next run sits from the mean of runs on their line', () => {
  it('is the creep carried one run on: +15 % over 5 runs puts the next +11.25 % (log) from their mean', () => {
    // Runs of the same shape whose level rises by 0.0375 in log per run: 0, 0.0375, …, 0.15.
    const runs = [0, 1, 2, 3, 4].map((i) => spread(300 * Math.exp(0.0375 * i), 0.3, 60));
    expect(runTrendOffset(runs)).toBeCloseTo(0.0375 * 3, 6);
    // A falling level gives a negative offset of the same size.
    expect(runTrendOffset([...runs].reverse())).toBeCloseTo(-0.0375 * 3, 6);
  });

  it('is 0 for runs at one level, and null below 3 runs', () => {
    const flat = [0, 1, 2, 3].map(() => spread(300, 0.3, 60));
    expect(runTrendOffset(flat)).toBeCloseTo(0, 12);
    expect(runTrendOffset(flat.slice(0, 2))).toBeNull();
  });
});
