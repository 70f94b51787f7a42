import { describe, expect, it } from 'vitest';
import { convolve, countTails, createRng, exceedancePmf } from '../../src/stats/index.js';

/** Every way of ordering m X and n Y values (all orderings of a continuous sample are equally likely). */
function enumerate(m: number, k: number, n: number): number[] {
  const counts = new Array<number>(n + 1).fill(0);
  const walk = (xs: number, ys: number, seq: string): void => {
    if (xs === m && ys === n) {
      // Y values after the k-th X.
      let seenX = 0;
      let beyond = 0;
      for (const ch of seq) {
        if (ch === 'x') seenX++;
        else if (seenX >= k) beyond++;
      }
      counts[beyond]!++;
      return;
    }
    if (xs < m) walk(xs + 1, ys, `${seq}x`);
    if (ys < n) walk(xs, ys + 1, `${seq}y`);
  };
  walk(0, 0, '');
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.map((c) => c / total);
}

describe('the exceedance count of two samples', () => {
  it('matches the count over every ordering', () => {
    for (const [m, k, n] of [
      [2, 2, 1],
      [5, 4, 4],
      [6, 6, 5],
      [7, 3, 6],
    ] as const) {
      const pmf = exceedancePmf(m, k, n);
      enumerate(m, k, n).forEach((p, w) => expect(pmf[w]).toBeCloseTo(p, 12));
    }
  });

  it('sums to one, and a sum over cells is the convolution of their laws', () => {
    const a = exceedancePmf(30, 29, 30);
    const b = exceedancePmf(60, 58, 40);
    expect(a.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    const both = convolve(a, b);
    expect(both.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(both).toHaveLength(71);
    // Seeded check of the upper tail against draws from one distribution.
    const rng = createRng(5);
    let atLeast = 0;
    const runs = 20_000;
    for (let r = 0; r < runs; r++) {
      let w = 0;
      for (const [m, k, n] of [
        [30, 29, 30],
        [60, 58, 40],
      ] as const) {
        const xs = Array.from({ length: m }, rng).sort((x, y) => x - y);
        const bound = xs[k - 1]!;
        for (let i = 0; i < n; i++) if (rng() > bound) w++;
      }
      if (w >= 8) atLeast++;
    }
    const exact = countTails(both, 8).upper;
    expect(Math.abs(atLeast / runs - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / runs));
  });

  it('rejects an order statistic that does not exist', () => {
    expect(() => exceedancePmf(5, 6, 3)).toThrow(RangeError);
  });
});
