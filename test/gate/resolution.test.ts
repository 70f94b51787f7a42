import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import type { GateOutcome, GateRules, PooledComparison } from '../../src/gate/types.js';
import { createRng, normal } from '../../src/stats/index.js';
import { cell } from './cells.js';

/**
 * A pass states what it would have caught: the smallest change its fail test catches with 90 % power. These tests
 * hold each stated figure against the gate's own power, simulated: a run whose true change is the stated one, measured
 * look by look as the engine does (20 → 40 → 60 requests per side, stopping when decided), fails about 9 times in 10.
 */
const LOOKS = [20, 40, 60];
const RULES: GateRules = {
  ...DEFAULT_RULES,
  extraLooks: 0,
  metrics: DEFAULT_RULES.metrics.filter((r) => r.metric === 'ttftMs' && r.statistic === 'p50'),
};

function pooled(outcome: GateOutcome, metric: string): PooledComparison {
  const found = outcome.pooled.find((p) => p.metric === metric);
  if (!found) throw new Error(`no pooled ${metric}`);
  return found;
}

/** A sequential run of one cell: TTFT lognormal (σ 0.3) × `ratio` on the candidate, `errorShare` of its requests failing. */
function run(seed: number, ratio: number, errorShare = 0): GateOutcome {
  const rng = createRng(seed);
  const draw = (factor: number): number[] => Array.from({ length: 60 }, () => 1000 * factor * Math.exp(0.3 * normal(rng)));
  const base = draw(1);
  const cand = draw(ratio);
  const candErrors = Array.from({ length: 60 }, () => rng() < errorShare);
  let outcome: GateOutcome | null = null;
  for (const [i, n] of LOOKS.entries()) {
    const errors = candErrors.slice(0, n).filter(Boolean).length;
    outcome = evaluateGate(
      [cell({ values: { ttftMs: base.slice(0, n) } })],
      [cell({ values: { ttftMs: cand.slice(0, n - errors) }, errors, n })],
      RULES,
      { look: i + 1, looks: LOOKS.length },
    );
    if (outcome.verdict !== 'undecided') break;
  }
  return outcome!;
}

describe('a pass states its resolution', () => {
  it('states the bound it passed within and a TTFT change its runs catch about 9 times in 10 (seeded)', () => {
    const clean = run(1, 1);
    expect(clean.verdict).toBe('pass');
    const ttft = pooled(clean, 'ttftMs');
    expect(ttft.resolution!.within).toBeCloseTo(ttft.ratio!.upper, 10);
    expect(ttft.resolution!.within).toBeLessThan(RULES.metrics[0]!.mustCatch);
    const stated = ttft.resolution!.wouldCatch!;
    expect(stated).toBeGreaterThan(RULES.metrics[0]!.maxRatio);

    const runs = 300;
    let caught = 0;
    for (let r = 0; r < runs; r++) if (run(1000 + r, stated).verdict === 'fail') caught++;
    const power = caught / runs;
    console.log(`stated ${stated.toFixed(3)}: caught in ${caught} of ${runs} runs`);
    // 90 % promised; 300 runs put 3 standard errors at about 5 points.
    expect(power).toBeGreaterThan(0.8);
    expect(power).toBeLessThan(0.97);
  });

  it('states an error-rate rise its runs catch about 9 times in 10, and passes 0 against 0 at 60 requests (seeded)', () => {
    const clean = run(2, 1);
    const errors = pooled(clean, 'errorRate');
    expect(errors.verdict).toBe('pass');
    expect(errors.resolution!.scale).toBe('points');
    expect(errors.resolution!.within).toBeLessThan(DEFAULT_RULES.mustCatchErrorRateIncrease);
    const stated = errors.resolution!.wouldCatch!;
    expect(stated).toBeGreaterThan(DEFAULT_RULES.maxErrorRateIncrease);

    const runs = 300;
    let caught = 0;
    for (let r = 0; r < runs; r++) {
      const outcome = run(5000 + r, 1, stated);
      if (pooled(outcome, 'errorRate').verdict === 'fail') caught++;
    }
    const power = caught / runs;
    console.log(`stated ${stated.toFixed(3)}: caught in ${caught} of ${runs} runs`);
    expect(power).toBeGreaterThan(0.8);
    expect(power).toBeLessThan(0.99);
  });

  it('never passes a change beyond the must-catch level: TTFT +50 % is failed or left open, never passed (seeded)', () => {
    let passed = 0;
    for (let r = 0; r < 200; r++) if (run(9000 + r, 1.5).verdict === 'pass') passed++;
    expect(passed).toBe(0);
  });
});
