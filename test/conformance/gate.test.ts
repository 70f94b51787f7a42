import { describe, expect, it } from 'vitest';
import { conformanceBudget } from '../../src/gate/design.js';
import {
  DEFAULT_RULES,
  evaluateConformanceGate,
  mergeConformanceIntoGate,
  referenceConformance,
  resolveRules,
  type GateOutcome,
} from '../../src/gate/index.js';
import { gateWithConformance, referenceSideConformance } from '../../src/compare/conformance.js';
import { explainVariantChange } from '../../src/report/explain/index.js';
import { results } from '../report/factory.js';
import { data, record, tally } from './records.js';

/** A speed outcome for endpoint `gw` at its last look, with the given verdict (inconclusive: TTFT p50 still open). */
function speedOutcome(verdict: 'pass' | 'inconclusive'): GateOutcome {
  const id = 'gw:ttftMs:p50';
  return {
    verdict,
    counts: { fail: 0, inconclusive: verdict === 'inconclusive' ? 1 : 0, pass: verdict === 'pass' ? 2 : 1, notGated: 0 },
    comparisons: [],
    pooled: [],
    endpoints: [
      {
        endpoint: 'gw',
        verdict,
        look: 3,
        looks: 3,
        requests: { baseline: [60, 60], candidate: [60, 60] },
        decidedBy: verdict === 'inconclusive' ? [id] : [],
      },
    ],
    warnings: [],
    rules: DEFAULT_RULES,
  };
}

const base = data([
  record('gw', 'control', 'control'),
  record('gw', 'enable_thinking=false', 'honoured'),
  record('gw', 'reasoning.enabled=false', 'ignored'),
]);

describe('conformance regression rules', () => {
  it('honoured in the baseline and ignored now fails, with the extra cost named', () => {
    const now = data([
      record('gw', 'control', 'control'),
      record('gw', 'enable_thinking=false', 'ignored'),
      record('gw', 'reasoning.enabled=false', 'ignored'),
    ]);
    const out = evaluateConformanceGate(base, now, DEFAULT_RULES);
    expect(out.verdict).toBe('fail');
    expect(out.counts.regressions).toBe(1);
    const change = out.probes.find((p) => p.variant === 'enable_thinking=false')!;
    expect(change.kind).toBe('regression');
    expect(change).toMatchObject({ was: 'honoured', now: 'ignored', cost: { reasoningTokens: 48, settleMs: 800 } });
    expect(explainVariantChange(change)).toBe('was honoured, now ignored: +48 reasoning tokens, +800 ms to the last token per request');
  });

  it('names no time cost that is within its own noise', () => {
    const now = data([
      record('gw', 'control', 'control'),
      record('gw', 'enable_thinking=false', 'ignored', { settleRangeMs: [700, 2400] }),
      record('gw', 'reasoning.enabled=false', 'ignored'),
    ]);
    const change = evaluateConformanceGate(base, now, DEFAULT_RULES).probes.find((p) => p.variant === 'enable_thinking=false')!;
    expect(change.cost).toEqual({ reasoningTokens: 48, settleMs: null });
    expect(explainVariantChange(change)).toBe('was honoured, now ignored: +48 reasoning tokens per request');
  });

  it('honoured in the baseline and rejected now fails', () => {
    const now = data([record('gw', 'enable_thinking=false', 'rejected'), record('gw', 'reasoning.enabled=false', 'ignored')]);
    expect(evaluateConformanceGate(base, now, DEFAULT_RULES).verdict).toBe('fail');
  });

  it('a newly honoured variant is an improvement, not a failure; an unchanged set passes', () => {
    const now = data([record('gw', 'enable_thinking=false', 'honoured'), record('gw', 'reasoning.enabled=false', 'honoured')]);
    const out = evaluateConformanceGate(base, now, DEFAULT_RULES);
    expect(out.verdict).toBe('pass');
    expect(out.counts.improvements).toBe(1);
    expect(out.probes.find((p) => p.variant === 'reasoning.enabled=false')!.kind).toBe('improvement');
    expect(evaluateConformanceGate(base, base, DEFAULT_RULES).verdict).toBe('pass');
  });

  it('honoured before and inconsistent now is unsettled: reported, but it never makes a run inconclusive', () => {
    const now = data([record('gw', 'enable_thinking=false', 'inconsistent')]);
    const out = evaluateConformanceGate(base, now, DEFAULT_RULES);
    expect(out.verdict).toBe('inconclusive');
    expect(out.counts).toMatchObject({ regressions: 0, inconclusive: 1 });
    expect(out.probes[0]!.kind).toBe('unsettled');
    // Conformance checks are secondaries: merged into a speed gate, the speed verdict stands.
    expect(mergeConformanceIntoGate(speedOutcome('pass'), out).verdict).toBe('pass');
    expect(mergeConformanceIntoGate(speedOutcome('pass'), out).counts).toEqual(speedOutcome('pass').counts);
  });

  it('an assertion pass rate that drops significantly and past the minimum fails; a small drop passes', () => {
    const before = data([], [tally('gw', 'answer-exact', 30, 30), tally('gw', 'non-empty', 30, 30)]);
    const now = data([], [tally('gw', 'answer-exact', 15, 30), tally('gw', 'non-empty', 28, 30)]);
    const out = evaluateConformanceGate(before, now, DEFAULT_RULES);
    const exact = out.assertions.find((c) => c.metric === 'check:answer-exact')!;
    const nonEmpty = out.assertions.find((c) => c.metric === 'check:non-empty')!;
    expect(exact.verdict).toBe('fail');
    expect(exact.pValue).toBeLessThan(0.001);
    expect(exact).toMatchObject({
      baseline: { value: 1 },
      candidate: { value: 0.5 },
      evidence: { kind: 'pass-rate', allowedDrop: 0.1, finding: 'beyond', rejected: true },
    });
    expect(nonEmpty.verdict).toBe('pass');
    expect(out.verdict).toBe('fail');
  });

  it('a large drop on too few requests is undecided, not a failure, and does not hold a run open', () => {
    // 3/3 → 1/3: a 67-point drop, but Fisher's one-sided p is 0.2.
    const out = evaluateConformanceGate(
      data([], [tally('gw', 'answer-exact', 3, 3)]),
      data([], [tally('gw', 'answer-exact', 1, 3)]),
      DEFAULT_RULES,
    );
    expect(out.assertions[0]!.pValue).toBeCloseTo(0.2, 10);
    expect(out.assertions[0]!.verdict).toBe('undecided');
    expect(out.assertions[0]!.evidence).toEqual({ kind: 'pass-rate', allowedDrop: 0.1, finding: 'beyond-not-at-level', rejected: false });
    expect(out.verdict).toBe('inconclusive');
    expect(out.counts).toMatchObject({ assertionFailures: 0, inconclusive: 1 });
    // Merged, an undecided assertion neither fails nor holds the run: the speed verdict stands, pass or inconclusive.
    expect(mergeConformanceIntoGate(speedOutcome('pass'), out).verdict).toBe('pass');
    expect(mergeConformanceIntoGate(speedOutcome('inconclusive'), out).verdict).toBe('inconclusive');
  });

  it('assertions are Holm-corrected among themselves at the conformance share of the budget, not with the speed comparisons', () => {
    // 30/30 → 22/30: past the 10-point minimum, one-sided Fisher p ≈ 0.0023.
    const before = data([], [tally('gw', 'answer-exact', 30, 30)]);
    const now = data([], [tally('gw', 'answer-exact', 22, 30)]);
    const atDefaults = evaluateConformanceGate(before, now, DEFAULT_RULES).assertions[0]!;
    const p = atDefaults.pValue!;
    expect(p).toBeCloseTo(0.0023, 4);
    // The default rules leave the conformance checks a fraction of the 1 % budget, below this p: undecided.
    expect(conformanceBudget(DEFAULT_RULES)).toBeLessThan(p);
    expect(atDefaults.verdict).toBe('undecided');
    expect(atDefaults.candidate.value).toBeCloseTo(22 / 30, 10);
    expect(atDefaults.evidence).toMatchObject({ kind: 'pass-rate', finding: 'beyond-not-at-level', rejected: false });

    // Rules whose conformance share is 1.5 p: the drop fails as the only assertion…
    const rules = resolveRules({ falseFailureBudget: (2 * 1.5 * p) / (1 - DEFAULT_RULES.primaryShare) });
    expect(conformanceBudget(rules)).toBeCloseTo(1.5 * p, 12);
    expect(evaluateConformanceGate(before, now, rules).assertions[0]!.verdict).toBe('fail');
    // …but not as one of three gated assertions: Holm's first step is a third of the share (0.5 p).
    const three = (exact: number) =>
      data([], [tally('gw', 'answer-exact', exact, 30), tally('gw', 'non-empty', 30, 30), tally('gw', 'answer-number', 30, 30)]);
    const shared = evaluateConformanceGate(three(30), three(22), rules);
    const exact = shared.assertions.find((c) => c.metric === 'check:answer-exact')!;
    expect(exact.pValue).toBe(p);
    expect(exact.verdict).toBe('undecided');
    expect(shared.assertions.filter((c) => c.metric !== 'check:answer-exact').map((c) => c.verdict)).toEqual(['pass', 'pass']);
  });

  it('an old baseline without conformance compares nothing and passes', () => {
    const out = evaluateConformanceGate(null, data([record('gw', 'x', 'ignored')], [tally('gw', 'answer-exact', 0, 5)]), DEFAULT_RULES);
    expect(out.verdict).toBe('pass');
    expect(out.probes[0]!.kind).toBe('new');
    expect(out.assertions).toEqual([]);
  });

  it('merging folds probe regressions and assertion comparisons into the speed outcome', () => {
    const now = data([record('gw', 'enable_thinking=false', 'ignored'), record('gw', 'reasoning.enabled=false', 'ignored')]);
    const merged = mergeConformanceIntoGate(speedOutcome('pass'), evaluateConformanceGate(base, now, DEFAULT_RULES));
    expect(merged.verdict).toBe('fail');
    expect(merged.counts.fail).toBe(1);
    // A failure fails the run even when the speed gate was left inconclusive; the endpoints' own verdicts are kept.
    const fromOpen = mergeConformanceIntoGate(speedOutcome('inconclusive'), evaluateConformanceGate(base, now, DEFAULT_RULES));
    expect(fromOpen.verdict).toBe('fail');
    expect(fromOpen.counts).toMatchObject({ fail: 1, inconclusive: 1 });
    expect(fromOpen.endpoints).toEqual(speedOutcome('inconclusive').endpoints);
    // Failed assertions join the comparisons and the failure count.
    const tallies = (exact: number) => data([], [tally('gw', 'answer-exact', exact, 30)]);
    const failing = mergeConformanceIntoGate(speedOutcome('pass'), evaluateConformanceGate(tallies(30), tallies(5), DEFAULT_RULES));
    expect(failing.verdict).toBe('fail');
    expect(failing.counts.fail).toBe(1);
    expect(failing.comparisons.map((c) => [c.metric, c.verdict])).toEqual([['check:answer-exact', 'fail']]);
  });

  it('re-keys a reference endpoint to the others', () => {
    const ref = referenceConformance(data([record('ref', 'v', 'honoured')], [tally('ref', 'non-empty', 3, 3)]), 'ref', ['a', 'b']);
    expect(ref.probes.map((p) => p.endpoint)).toEqual(['a', 'b']);
    expect(ref.assertions.map((t) => t.endpoint)).toEqual(['a', 'b']);
  });
});

describe('gateWithConformance', () => {
  const speed = speedOutcome('pass');

  it('with a live reference: gates the others against it and shows it as a column of its own', () => {
    const run = data([record('ref', 'enable_thinking=false', 'honoured'), record('cand', 'enable_thinking=false', 'ignored')]);
    const measured = results(
      [],
      [
        { name: 'ref', model: 'm', baseUrl: 'http://x/v1', reference: true },
        { name: 'cand', model: 'm', baseUrl: 'http://y/v1', reference: false },
      ],
    );
    const flow = gateWithConformance({
      candidate: run,
      comparison: referenceSideConformance(run, measured, 'ref'),
      speed,
      rules: DEFAULT_RULES,
      reference: 'ref',
    });
    expect(flow.gate!.verdict).toBe('fail');
    expect(flow.conformance!.probes.map((p) => [p.endpoint, p.kind])).toEqual([['cand', 'regression']]);
    expect(flow.report!.baseline).toBeNull();
    expect(flow.terminal!.split('\n')[0]).toMatch(/^variant\s+ref\s+cand$/);
  });

  it('without a comparison side (measure only): no gate, the matrix still rendered', () => {
    const flow = gateWithConformance({ candidate: base, comparison: null, speed: null, rules: DEFAULT_RULES });
    expect(flow.gate).toBeNull();
    expect(flow.conformance).toBeNull();
    expect(flow.terminal).toContain('enable_thinking=false');
  });
});
