import { describe, expect, it } from 'vitest';
import { createRng, normal, runDriftLogSd } from '../../src/stats/index.js';
import { trimmedCentre } from '../../src/stats/drift/run-drift.js';

// A warm cell's TTFT: 35 % misses around 1,800 ms, 65 % hits around 400 ms (log-normal each), as in bench/gate-model.ts.
const mixture = (rng: () => number, n: number, drift = 0): number[] =>
  Array.from({ length: n }, () =>
    Math.exp(drift + (rng() < 0.35 ? Math.log(1800) + 0.35 * normal(rng) : Math.log(400) + 0.3 * normal(rng))),
  );
const lognormal = (rng: () => number, n: number, sigma: number): number[] =>
  Array.from({ length: n }, () => Math.exp(Math.log(900) + sigma * normal(rng)));

describe('run-to-run drift from trimmed means', () => {
  it("estimates a run centre's sampling variance within a tenth of the truth, for a mixture and a log-normal", () => {
    const rng = createRng(21);
    for (const [name, draw] of [
      ['mixture', (n: number) => mixture(rng, n)],
      ['log-normal σ 0.6', (n: number) => lognormal(rng, n, 0.6)],
    ] as const) {
      for (const n of [20, 60]) {
        const centres: number[] = [];
        let estimated = 0;
        const draws = 4000;
        for (let i = 0; i < draws; i++) {
          const logs = Float64Array.from(draw(n).map(Math.log)).sort();
          const { centre, variance } = trimmedCentre(logs);
          centres.push(centre);
          estimated += variance / draws;
        }
        const mean = centres.reduce((a, b) => a + b, 0) / draws;
        const truth = centres.reduce((s, c) => s + (c - mean) ** 2, 0) / (draws - 1);
        expect(estimated / truth, `${name}, n ${n}`).toBeGreaterThan(0.9);
        expect(estimated / truth, `${name}, n ${n}`).toBeLessThan(1.1);
      }
    }
  });

  it('finds no drift in a warm mixture that only sampling moves, and recovers one that is there', () => {
    const rng = createRng(22);
    const quiet: number[] = [];
    const drifting: number[] = [];
    for (let i = 0; i < 400; i++) {
      quiet.push(runDriftLogSd(Array.from({ length: 10 }, () => mixture(rng, 60)))!);
      drifting.push(runDriftLogSd(Array.from({ length: 10 }, () => mixture(rng, 60, 0.15 * normal(rng))))!);
    }
    // Pure noise leaves only the method of moments' own scatter above the floor at 0: a small share of a real drift.
    const meanSquare = (v: number[]): number => v.reduce((a, t) => a + t * t, 0) / v.length;
    expect(meanSquare(quiet)).toBeLessThan(0.15 * meanSquare(drifting));
    expect(quiet.filter((t) => t === 0).length / quiet.length).toBeGreaterThan(0.4);
    const rms = Math.sqrt(meanSquare(drifting));
    expect(rms).toBeGreaterThan(0.12);
    expect(rms).toBeLessThan(0.18);
  });
});
