import { describe, expect, it } from 'vitest';
import { decideRemedies } from '../../src/gate/decide-remedy.js';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import { remedySentence } from '../../src/report/text/remedy.js';
import { cell, scaled, spread } from './cells.js';

// One cell of 60 requests per side, TTFT σ 0.25 and tok/s steady: a +35 % TTFT against a single-run baseline file
// with the default assumed drift (0.05 per run) stays open, and the remedies are computed from the pooled test.
const ttft = spread(300, 0.25, 60);
const tps = spread(60, 0.05, 60);
const base = cell({ values: { ttftMs: ttft, tokensPerSecond: tps } });
const slower = (factor: number) => cell({ values: { ttftMs: scaled(ttft, factor), tokensPerSecond: tps } });
// The run's last look: no extra look follows (with them, a cell likely beyond its margin would take one first).
const RULES = { ...DEFAULT_RULES, extraLooks: 0 };

describe('what would decide an inconclusive primary', () => {
  it('against a single-run baseline: the level it had to reach, the drift floor, and a reference with more looks', () => {
    const outcome = evaluateGate([base], [slower(1.35)], RULES, { comparand: 'baseline', look: 3, looks: 3 });
    expect(outcome.verdict).toBe('inconclusive');
    const [remedy] = decideRemedies(outcome, RULES, { kind: 'baseline', history: false, baseline: [base], historyRuns: 5 });
    expect(remedy).toMatchObject({ endpoint: 'api', metric: 'ttftMs', statistic: 'p50', margin: 1.2 });
    expect(remedy!.estimate).toBeCloseTo(1.35, 2);
    // It had to reach more than the drift alone allows, and the drift alone puts it above the estimate.
    expect(remedy!.failAt).toBeGreaterThan(remedy!.driftFloor!);
    expect(remedy!.driftFloor!).toBeGreaterThan(1.35);
    const kinds = remedy!.remedies.map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['reference', 'baseline-runs', 'history']));
    // No number of requests decides it against this file: no looks remedy on its own.
    expect(kinds).not.toContain('looks');
    const reference = remedy!.remedies.find((r) => r.kind === 'reference')!;
    expect(reference.decides || reference.withLooks !== null).toBe(true);
    expect(remedy!.remedies[0]!.kind).toBe('reference');
    expect(remedySentence(remedy!)).toMatch(
      /^TTFT p50 of api is inconclusive at \+35 % against a margin of \+20 %: to fail in this run it had to reach \+\d+ %; with this comparison side's drift, no number of requests shows a change below \+\d+ %\. Would have decided it: a reference endpoint/,
    );
  });

  it('says a baseline from 3 runs decides exactly when the gate, given such a baseline, decides', () => {
    // A noisy cell of 20 requests per side, where a baseline's own sampling noise matters; a 3-run baseline as the gate
    // would get it: 3 × the requests, and a measured drift equal to the assumed one.
    const noisy = spread(300, 0.6, 20);
    const one = cell({ values: { ttftMs: noisy, tokensPerSecond: spread(60, 0.05, 20) } });
    const candidate = (factor: number) => cell({ values: { ttftMs: scaled(noisy, factor), tokensPerSecond: spread(60, 0.05, 20) } });
    const threeRuns = cell({ values: { ttftMs: spread(300, 0.6, 60), tokensPerSecond: spread(60, 0.05, 60) } });
    threeRuns.spread = { runs: 3, logSd: { ttftMs: DEFAULT_RULES.assumedDrift, tokensPerSecond: DEFAULT_RULES.assumedDrift } };
    const seen: boolean[] = [];
    for (const factor of [1.8, 2, 2.1, 2.2, 2.3]) {
      const outcome = evaluateGate([one], [candidate(factor)], RULES, { comparand: 'baseline', look: 3, looks: 3 });
      if (outcome.verdict !== 'inconclusive') continue;
      const [remedy] = decideRemedies(outcome, RULES, { kind: 'baseline', history: false, baseline: [one], historyRuns: 5 });
      const three = remedy!.remedies.find((r) => r.kind === 'baseline-runs')!;
      expect(three.count).toBe(3);
      const withThree = evaluateGate([threeRuns], [candidate(factor)], RULES, { comparand: 'baseline', look: 3, looks: 3 });
      expect(three.decides, `×${factor}: predicted ${three.decides}, the gate said ${withThree.verdict}`).toBe(
        withThree.verdict === 'fail',
      );
      expect(three.failAt > factor).toBe(!three.decides);
      seen.push(three.decides);
    }
    // Both answers occur over these changes: the prediction is tested either way.
    expect(new Set(seen)).toEqual(new Set([true, false]));
  });

  it('against a side whose own runs disagree, names that instead of a level no change could reach', () => {
    // A 3-run side whose runs measured TTFT ±50 % apart: its drift floor is beyond any sense (above ×3).
    const wandering = cell({ values: { ttftMs: ttft, tokensPerSecond: tps } });
    wandering.spread = { runs: 3, logSd: { ttftMs: 0.5, tokensPerSecond: 0.02 } };
    const outcome = evaluateGate([wandering], [slower(1.6)], RULES, { comparand: 'baseline', look: 3, looks: 3 });
    expect(outcome.verdict).toBe('inconclusive');
    const [remedy] = decideRemedies(outcome, RULES, { kind: 'baseline', history: true, baseline: [wandering], historyRuns: 3 });
    expect(remedy!.driftFloor!).toBeGreaterThan(3);
    expect(remedy!.runsDisagree).toBeCloseTo(Math.exp(0.5), 6);
    const sentence = remedySentence(remedy!);
    expect(sentence).toMatch(
      /^TTFT p50 of api is inconclusive at \+60 % against a margin of \+20 %; the comparison side's own runs disagree \(±65 % run to run\), so no number of requests decides against it\./,
    );
    expect(sentence).not.toMatch(/had to reach|shows a change below/);
    // A side within sense keeps its figures.
    const plain = evaluateGate([base], [slower(1.35)], RULES, { comparand: 'baseline', look: 3, looks: 3 });
    expect(
      decideRemedies(plain, RULES, { kind: 'baseline', history: false, baseline: [base], historyRuns: 5 })[0]!.runsDisagree,
    ).toBeNull();
  });

  it('against a reference endpoint, only more looks can help, and says how many', () => {
    const outcome = evaluateGate(
      [cell({ values: { ttftMs: spread(300, 0.5, 20), tokensPerSecond: spread(60, 0.05, 20) } })],
      [cell({ values: { ttftMs: scaled(spread(300, 0.5, 20), 1.4), tokensPerSecond: spread(60, 0.05, 20) } })],
      RULES,
      { comparand: 'reference', look: 1, looks: 1 },
    );
    expect(outcome.verdict).toBe('inconclusive');
    const [remedy] = decideRemedies(outcome, RULES, { kind: 'reference', history: false, baseline: [], historyRuns: 5 });
    expect(remedy!.driftFloor).toBeNull();
    expect(remedy!.remedies.map((r) => r.kind)).toEqual(['looks']);
    expect(remedy!.remedies[0]!.count).toBeGreaterThan(1);
  });
});
