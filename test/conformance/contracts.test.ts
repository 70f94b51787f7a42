import { describe, expect, it } from 'vitest';
import { contractRates } from '../../src/conformance/contracts.js';
import { parseWorkload } from '../../src/config/load.js';
import { conformanceBudget } from '../../src/gate/design.js';
import {
  contractOutcome,
  DEFAULT_RULES,
  evaluateConformanceGate,
  evaluateContracts,
  mergeConformanceIntoGate,
  type GateOutcome,
} from '../../src/gate/index.js';
import { binomialCdf } from '../../src/stats/index.js';
import { data, tally } from './records.js';

function rates(expect: string) {
  const w = parseWorkload(
    `version: 1
name: w
endpoints:
  - { name: gw, baseUrl: "http://127.0.0.1:1/v1", model: m }
scenarios:
  - name: math
    prompt: What is 17+25?
    expect: ${expect}
`,
    { format: 'yaml', file: 'w.yaml' },
  );
  return contractRates(w.scenarios);
}

function passingSpeed(): GateOutcome {
  return {
    verdict: 'pass',
    counts: { fail: 0, inconclusive: 0, pass: 2, notGated: 0 },
    comparisons: [],
    pooled: [],
    endpoints: [
      { endpoint: 'gw', verdict: 'pass', look: 1, looks: 1, requests: { baseline: [30, 30], candidate: [30, 30] }, decidedBy: [] },
    ],
    warnings: [],
    rules: DEFAULT_RULES,
  };
}

describe('declared expectations are contracts', () => {
  it('a 100 % contract is broken by a single failing request, with no test and no budget', () => {
    const checks = evaluateContracts(
      [tally('gw', 'reasoning-absent', 29, 30), tally('gw', 'non-empty', 30, 30)],
      rates('{ reasoning: absent, nonEmpty: true }'),
      DEFAULT_RULES,
    );
    expect(checks.map((c) => [c.assertion, c.test, c.verdict, c.pValue])).toEqual([
      ['reasoning-absent', 'every-request', 'fail', null],
      ['non-empty', 'every-request', 'pass', null],
    ]);
    expect(checks[0]!.id).toBe('gw/math/cold:expect:reasoning-absent');
  });

  it('below 100 % the one-sided binomial test at the conformance budget decides', () => {
    const r = rates('{ answer: { contains: "42" } }');
    const budget = conformanceBudget(DEFAULT_RULES);
    // The answer's default minimum is 90 %: 27 of 30 is at it; 18 of 30 is shown below it; 24 of 30 is below but not shown.
    const [at, below, unsure] = evaluateContracts(
      [
        { ...tally('gw', 'answer-correct', 27, 30), scenario: 'math' },
        { ...tally('gw', 'answer-correct', 18, 30), cache: 'warm' },
        { ...tally('other', 'answer-correct', 24, 30) },
      ],
      r,
      DEFAULT_RULES,
    );
    expect(binomialCdf(18, 30, 0.9)).toBeLessThan(budget / 3);
    expect(binomialCdf(24, 30, 0.9)).toBeGreaterThan(budget);
    expect([at!.verdict, below!.verdict, unsure!.verdict]).toEqual(['pass', 'fail', 'pass']);
    expect(below!.test).toBe('binomial');
    expect(below!.pValue).toBeCloseTo(binomialCdf(18, 30, 0.9), 12);
    // The single answer kinds carry no contract of their own (answer-correct does).
    expect(evaluateContracts([tally('gw', 'answer-contains', 0, 30)], r, DEFAULT_RULES)).toEqual([]);
  });

  it('a contract broken on both sides fails though the comparison shows no drop, and fails its endpoint', () => {
    const both = [tally('gw', 'reasoning-absent', 0, 10)];
    const conformance = evaluateConformanceGate(data([], both), data([], both), DEFAULT_RULES, {
      contracts: rates('{ reasoning: absent }'),
    });
    expect(conformance.assertions.map((c) => c.verdict)).toEqual(['pass']);
    expect(conformance.contracts.map((c) => c.verdict)).toEqual(['fail']);
    expect(conformance.counts.contractFailures).toBe(1);
    expect(conformance.verdict).toBe('fail');
    const merged = mergeConformanceIntoGate(passingSpeed(), conformance);
    expect(merged.verdict).toBe('fail');
    expect(merged.counts.fail).toBe(1);
    expect(merged.endpoints[0]).toMatchObject({ verdict: 'fail', decidedBy: ['gw/math/cold:expect:reasoning-absent'] });
  });

  it('without a comparison side a broken contract still makes an outcome that fails; kept contracts make none', () => {
    const r = rates('{ reasoning: absent, minPassRate: { reasoning: 0.5 } }');
    const kept = evaluateContracts([tally('gw', 'reasoning-absent', 6, 10)], r, DEFAULT_RULES);
    expect(kept[0]!.verdict).toBe('pass');
    expect(contractOutcome(kept, DEFAULT_RULES)).toBeNull();
    const broken = evaluateContracts([tally('gw', 'reasoning-absent', 0, 40)], r, DEFAULT_RULES);
    const outcome = contractOutcome(broken, DEFAULT_RULES)!;
    expect(outcome.verdict).toBe('fail');
    expect(outcome.endpoints.map((e) => [e.endpoint, e.verdict])).toEqual([['gw', 'fail']]);
  });

  it('contract tests share the Holm family with the pass-rate drops: one conformance budget', () => {
    const r = rates('{ reasoning: absent, nonEmpty: true, minPassRate: 0.9 }');
    const budget = conformanceBudget(DEFAULT_RULES);
    // 12 of 20 at a 90 % minimum: p between budget / 2 and budget, so it fails alone but not as one of two Holm tests.
    const p = binomialCdf(12, 20, 0.9);
    expect(p).toBeLessThan(budget);
    expect(p).toBeGreaterThan(budget / 2);
    const leak = tally('gw', 'reasoning-absent', 12, 20);
    expect(evaluateContracts([leak], r, DEFAULT_RULES)[0]!.verdict).toBe('fail');
    const shared = evaluateConformanceGate(
      data([], [tally('gw', 'non-empty', 20, 20)]),
      data([], [tally('gw', 'non-empty', 20, 20), leak]),
      DEFAULT_RULES,
      {
        contracts: r,
      },
    );
    expect(shared.assertions).toHaveLength(1);
    expect(shared.contracts.map((c) => [c.assertion, c.verdict])).toEqual([
      ['non-empty', 'pass'],
      ['reasoning-absent', 'pass'],
    ]);
  });
});
