import { describe, expect, it } from 'vitest';
import { baselineReach, DEFAULT_RULES, evaluateGate, type ReachVariant } from '../../src/gate/index.js';
import { scaleCell } from '../../src/gate/reach.js';
import type { CellData, GateOutcome, GateRules } from '../../src/gate/types.js';
import { reachLines, reachWarnings } from '../../src/report/text/reach.js';
import { createRng, normal } from '../../src/stats/index.js';
import { cell } from './cells.js';

/**
 * What a recorded baseline can catch (src/gate/reach.ts): the figure `baseline:update` states for TTFT p50 is held
 * against the gate's own power, simulated over fresh baselines and candidates — each run of the model drifts by the
 * drift the gate allows for (the assumption for a 1-run baseline, none for runs that agree), the candidate carries
 * the stated change, and the gate is driven look by look as the engine drives it. About 9 in 10 such runs fail.
 */
const LOOKS = [20, 40, 60];
const RULES: GateRules = {
  ...DEFAULT_RULES,
  extraLooks: 0,
  metrics: DEFAULT_RULES.metrics.filter((r) => r.metric === 'ttftMs' && r.statistic === 'p50'),
};
const SCENARIOS = ['short', 'long'];

/** One run's cells: TTFT lognormal (σ 0.3) around 400 and 900 ms, × the run's drift and `ratio`. */
function runCells(rng: () => number, ratio: number, tau: number): CellData[] {
  const drift = Math.exp(tau * normal(rng));
  return SCENARIOS.map((scenario, i) =>
    cell({
      scenario,
      values: { ttftMs: Array.from({ length: 60 }, () => (i === 0 ? 400 : 900) * ratio * drift * Math.exp(0.3 * normal(rng))) },
    }),
  );
}

function centre(variant: ReachVariant): number {
  const p = variant.rules.find((r) => r.metric === 'ttftMs' && r.statistic === 'p50');
  if (!p?.resolution?.wouldCatch) throw new Error(`no TTFT p50 figure for ${variant.kind}/${variant.drift}`);
  return p.resolution.wouldCatch;
}

/** A sequential gate of a 60-request candidate against `baseline`, stopping at the first decided look. */
function gate(baseline: CellData[], candidate: CellData[]): GateOutcome {
  let outcome: GateOutcome | null = null;
  for (const [i, n] of LOOKS.entries()) {
    const look = candidate.map((c) => scaleCell(c, n / 60));
    outcome = evaluateGate(baseline, look, RULES, { look: i + 1, looks: LOOKS.length, comparand: 'baseline' });
    if (outcome.verdict !== 'undecided') break;
  }
  return outcome!;
}

function caughtShare(runs: number, seed: number, ratio: number, tau: number, recordedRuns: number): number {
  let caught = 0;
  for (let r = 0; r < runs; r++) {
    const rng = createRng(seed + r);
    const recorded = Array.from({ length: recordedRuns }, () => runCells(rng, 1, tau));
    const baseline = recorded[0]!.map((c, i) =>
      recordedRuns === 1
        ? c
        : {
            ...c,
            n: c.n * recordedRuns,
            classes: { ...c.classes, streamed: c.classes.streamed * recordedRuns },
            values: { ttftMs: recorded.flatMap((run) => run[i]!.values.ttftMs!) },
            spread: { runs: recordedRuns, logSd: { ttftMs: 0 } },
          },
    );
    if (gate(baseline, runCells(rng, ratio, tau)).verdict === 'fail') caught++;
  }
  return caught / runs;
}

describe('what a recorded baseline can catch', () => {
  const rng = createRng(7);
  const recorded = runCells(rng, 1, 0);
  const variants = baselineReach(recorded, RULES, LOOKS.length, 5);

  it('states a 1-run baseline, 3 runs pooled and a history, bracketed by runs that agree and runs at the assumed drift', () => {
    expect(variants.map((v) => `${v.kind}:${v.runs}:${v.drift}`)).toEqual([
      'recorded:1:recorded',
      'runs:3:agree',
      'history:10:agree',
      'runs:3:assumed',
      'history:10:assumed',
    ]);
    const [one, threeAgree, historyAgree, threeAssumed, historyAssumed] = variants.map(centre) as [number, number, number, number, number];
    // Runs that agree buy a finer figure, a history more than three runs; runs at the assumed drift, measured with few
    // degrees of freedom, cost more than the bare assumption until there are many of them.
    expect(threeAgree).toBeLessThan(one);
    expect(historyAgree).toBeLessThan(threeAgree);
    expect(threeAssumed).toBeGreaterThan(one);
    expect(historyAssumed).toBeLessThan(threeAssumed);
    const lines = reachLines(variants);
    expect(lines[0]).toBe('what a gate against this baseline (1 run) can catch, at 90 % power with 60 requests per cell as this run:');
    expect(lines[1]).toMatch(/^ {2}api: TTFT p50 above \+\d+% · errors above \+[\d.]+ points · non-streamed share above \+\d+ points$/);
    expect(lines[2]).toMatch(
      /^ {4}TTFT p50 with 3 runs pooled \(--runs 3\): above \+\d+% if the runs agree, \+\d+% if they wander by the assumed drift; against a history of 10 runs: /,
    );
  });

  it("a 1-run baseline's stated TTFT figure is caught about 9 times in 10 when runs drift by the assumption (seeded)", () => {
    const stated = centre(variants[0]!);
    const power = caughtShare(200, 100, stated, RULES.assumedDrift, 1);
    console.log(`1-run baseline, stated ×${stated.toFixed(3)}: caught in ${(power * 100).toFixed(1)} % of 200 runs`);
    // 90 % promised; 200 runs put 3 standard errors at about 6 points.
    expect(power).toBeGreaterThan(0.8);
    expect(power).toBeLessThan(0.98);
  });

  it("3 agreeing runs' stated figure is caught about 9 times in 10 when runs do not drift (seeded)", () => {
    const stated = centre(variants[1]!);
    const power = caughtShare(200, 900, stated, 0, 3);
    console.log(`3 agreeing runs, stated ×${stated.toFixed(3)}: caught in ${(power * 100).toFixed(1)} % of 200 runs`);
    expect(power).toBeGreaterThan(0.8);
    expect(power).toBeLessThan(0.98);
  });

  describe('a baseline an unchanged run could not pass against', () => {
    /** Three runs' cells pooled, with the run-to-run log-sd of TTFT the baseline measured. */
    function threeRuns(tau: number): CellData[] {
      const runs = [0, 1, 2].map(() => runCells(rng, 1, 0));
      return runs[0]!.map((c, i) => ({
        ...c,
        n: c.n * 3,
        classes: { ...c.classes, streamed: c.classes.streamed * 3 },
        values: { ttftMs: runs.flatMap((run) => run[i]!.values.ttftMs!) },
        spread: { runs: 3, logSd: { ttftMs: tau } },
      }));
    }

    it('warns, naming the rule and the wander its runs measured, when the wander keeps every gate open', () => {
      // Runs 40 % apart (log-sd 0.34) with two degrees of freedom: no bound of an unchanged run comes inside ×1.3.
      const variants = baselineReach(threeRuns(0.34), RULES, LOOKS.length, 5);
      const recorded = variants[0]!;
      expect(recorded.kind).toBe('recorded');
      expect(recorded.open.map((p) => p.id)).toEqual(['api:ttftMs:p50']);
      expect(recorded.rules.find((p) => p.metric === 'ttftMs')).toBeUndefined();
      const warnings = reachWarnings(variants);
      expect(warnings).toEqual([
        'api: an unchanged run could not pass TTFT p50 against this baseline, so every gate against it would end open there: its 3 runs differ by ±40% in TTFT p50 between them, which a gate must allow for; record it where the load is steadier, or keep a history (more runs measure the wander more surely)',
      ]);
      // Which is what a gate of an unchanged run against it does.
      const unchanged = gate(threeRuns(0.34), runCells(rng, 1, 0));
      expect(unchanged.pooled.find((p) => p.id === 'api:ttftMs:p50')!.verdict).toBe('inconclusive');
    });

    it('says nothing more of runs that agree', () => {
      const variants = baselineReach(threeRuns(0.02), RULES, LOOKS.length, 5);
      expect(variants[0]!.open).toEqual([]);
      expect(reachWarnings(variants)).toEqual([]);
      expect(variants[0]!.rules.map((p) => p.id)).toContain('api:ttftMs:p50');
    });
  });
});
