import { describe, expect, it } from 'vitest';
import { decideRemedies, DEFAULT_RULES, evaluateGate, resolveRules } from '../../src/gate/index.js';
import { centreRules } from '../../src/gate/drift/measured-relevance.js';
import { MEASURED_RELEVANCE_RUNS } from '../../src/vocabulary/index.js';
import { cell, scaled, spread } from './cells.js';
import { remedySentence } from '../../src/report/text/remedy.js';

// One cell of 120 requests a side, TTFT σ 0.25; the comparison side measured its run-to-run drift at 0.03.
const ttft = spread(300, 0.25, 120);
const tps = spread(60, 0.05, 120);
function side(runs: number, drift = 0.03) {
  const c = cell({ values: { ttftMs: ttft, tokensPerSecond: tps } });
  // A history's side: its trend recorded (flat here).
  c.spread = { runs, logSd: { ttftMs: drift, tokensPerSecond: drift }, trend: { ttftMs: 0, tokensPerSecond: 0 } };
  return c;
}
const slower = (factor: number) => cell({ values: { ttftMs: scaled(ttft, factor), tokensPerSecond: tps } });
const RULES = { ...DEFAULT_RULES, extraLooks: 0 };
const ttftRule = RULES.metrics.find((r) => r.metric === 'ttftMs' && r.statistic === 'p50')!;
const ttftOf = (outcome: ReturnType<typeof evaluateGate>) => outcome.pooled.find((p) => p.metric === 'ttftMs' && p.statistic === 'p50')!;

describe('gate.policy auto: a centre against a side whose drift is measured', () => {
  it('is failed on "worse than no change, estimated beyond the margin" from 5 runs, on the margin below that', () => {
    const pair = (runs: number) => [{ baseline: side(runs), candidate: slower(1.35) }];
    expect(centreRules(RULES, ttftRule, pair(MEASURED_RELEVANCE_RUNS), true)).toMatchObject({ policy: 'relevance', relevanceNull: 1 });
    expect(centreRules(RULES, ttftRule, pair(MEASURED_RELEVANCE_RUNS - 1), true).policy).toBe('margin');
    // Beside a reference (no drift between runs) the margin stays the null.
    expect(centreRules(RULES, ttftRule, pair(MEASURED_RELEVANCE_RUNS), false).policy).toBe('margin');
    // A baseline file recorded from 5 runs carries no trend: the margin.
    const file = side(MEASURED_RELEVANCE_RUNS);
    delete file.spread!.trend;
    expect(centreRules(RULES, ttftRule, [{ baseline: file }], true).policy).toBe('margin');
    // A secondary (settle time p50) keeps the margin.
    const settle = RULES.metrics.find((r) => r.metric === 'settleMs' && r.statistic === 'p50')!;
    expect(centreRules(RULES, settle, pair(MEASURED_RELEVANCE_RUNS), true).policy).toBe('margin');
    // An explicit policy is kept as given.
    const margin = resolveRules({ policy: 'margin' });
    expect(centreRules(margin, ttftRule, pair(MEASURED_RELEVANCE_RUNS), true).policy).toBe('margin');
  });

  it('fails +35 % against a 5-run side where the margin as the null leaves it open; an unchanged run still passes', () => {
    const options = { comparand: 'baseline' as const, look: 3, looks: 3 };
    const auto = evaluateGate([side(5)], [slower(1.35)], RULES, options);
    expect(ttftOf(auto).verdict).toBe('fail');
    expect(ttftOf(auto).evidence).toMatchObject({ kind: 'margin', finding: 'relevance', relevanceNull: 1 });
    const margin = evaluateGate([side(5)], [slower(1.35)], { ...RULES, policy: 'margin' }, options);
    expect(ttftOf(margin).verdict).not.toBe('fail');
    // The same change against a 4-run side: the margin is the null, as under gate.policy: margin.
    expect(ttftOf(evaluateGate([side(4)], [slower(1.35)], RULES, options)).verdict).not.toBe('fail');
    // Beyond no change but not beyond the margin (+12 %): never a failure.
    expect(ttftOf(evaluateGate([side(5)], [slower(1.12)], RULES, options)).verdict).not.toBe('fail');
    expect(ttftOf(evaluateGate([side(5)], [slower(1)], RULES, options)).verdict).toBe('pass');
  });

  it("allows for the side's trend: a run that only continues a creep does not fail", () => {
    const options = { comparand: 'baseline' as const, look: 3, looks: 3 };
    // A 5-run side that crept +15 % across its runs: its mean sits 11 % below where the next run of it lands.
    const creeping = side(5);
    creeping.spread = { ...creeping.spread!, trend: { ttftMs: 0.1125, tokensPerSecond: 0 } };
    const continued = slower(Math.exp(0.1125 + 0.1));
    expect(ttftOf(evaluateGate([side(5)], [continued], RULES, options)).verdict).toBe('fail');
    expect(ttftOf(evaluateGate([creeping], [continued], RULES, options)).verdict).not.toBe('fail');
    // A real slowdown on top of the creep still fails.
    expect(ttftOf(evaluateGate([creeping], [slower(1.8)], RULES, options)).verdict).toBe('fail');
  });

  it('what would decide it is figured with the null the run was held to', () => {
    // A history that wanders 12 % run to run: +25 % is beyond the margin but not shown worse than no change.
    const options = { comparand: 'baseline' as const, look: 3, looks: 3 };
    const wandering = side(5, 0.12);
    const context = { kind: 'baseline' as const, history: true, baseline: [wandering], historyRuns: 5 };
    const remedyUnder = (rules: typeof RULES) => {
      const outcome = evaluateGate([wandering], [slower(1.25)], rules, options);
      expect(ttftOf(outcome).verdict).toBe('inconclusive');
      return decideRemedies(outcome, rules, context)[0]!;
    };
    const auto = remedyUnder(RULES);
    const margin = remedyUnder({ ...RULES, policy: 'margin' });
    // The same allowance, held to no change instead of the margin: the level to reach is the margin's factor lower.
    expect(auto.failAt).toBeGreaterThan(1.25);
    expect(margin.failAt / auto.failAt).toBeCloseTo(1.2, 6);
    expect(margin.driftFloor! / auto.driftFloor!).toBeCloseTo(1.2, 6);
    expect(remedySentence(auto)).toContain(`to fail in this run it had to reach +${Math.round((auto.failAt - 1) * 100)} %`);
  });
});
