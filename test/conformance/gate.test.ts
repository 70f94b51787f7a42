import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateConformanceGate, mergeConformanceIntoGate, referenceConformance, type GateOutcome } from '../../src/gate/index.js';
import { gateWithConformance, referenceSideConformance } from '../../src/conformance/flow.js';
import { results } from '../report/factory.js';
import { data, record, tally } from './records.js';

const base = data([record('gw', 'control', 'control'), record('gw', 'enable_thinking=false', 'honoured'), record('gw', 'reasoning.enabled=false', 'ignored')]);

describe('conformance regression rules', () => {
  it('honoured in the baseline and ignored now fails, with the extra cost named', () => {
    const now = data([record('gw', 'control', 'control'), record('gw', 'enable_thinking=false', 'ignored'), record('gw', 'reasoning.enabled=false', 'ignored')]);
    const out = evaluateConformanceGate(base, now, DEFAULT_RULES);
    expect(out.verdict).toBe('fail');
    expect(out.counts.regressions).toBe(1);
    const change = out.probes.find((p) => p.variant === 'enable_thinking=false')!;
    expect(change.kind).toBe('regression');
    expect(change.reason).toBe('was honoured, now ignored: +48 reasoning tokens, +800 ms to the last token per request');
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

  it('honoured before and inconsistent now is inconclusive', () => {
    const now = data([record('gw', 'enable_thinking=false', 'inconsistent')]);
    const out = evaluateConformanceGate(base, now, DEFAULT_RULES);
    expect(out.verdict).toBe('inconclusive');
    expect(out.probes[0]!.kind).toBe('unsettled');
  });

  it('an assertion pass rate that drops significantly and past the minimum fails; a small drop passes', () => {
    const before = data([], [tally('gw', 'answer-exact', 30, 30), tally('gw', 'non-empty', 30, 30)]);
    const now = data([], [tally('gw', 'answer-exact', 15, 30), tally('gw', 'non-empty', 28, 30)]);
    const out = evaluateConformanceGate(before, now, DEFAULT_RULES);
    const exact = out.assertions.find((c) => c.metric === 'check:answer-exact')!;
    const nonEmpty = out.assertions.find((c) => c.metric === 'check:non-empty')!;
    expect(exact.verdict).toBe('fail');
    expect(exact.pValue).toBeLessThan(0.001);
    expect(exact.reason).toContain('100% → 50%');
    expect(nonEmpty.verdict).toBe('pass');
    expect(out.verdict).toBe('fail');
  });

  it('a large drop on too few requests is inconclusive, not a failure', () => {
    const out = evaluateConformanceGate(data([], [tally('gw', 'answer-exact', 3, 3)]), data([], [tally('gw', 'answer-exact', 1, 3)]), DEFAULT_RULES);
    expect(out.assertions[0]!.verdict).toBe('inconclusive');
    expect(out.verdict).toBe('inconclusive');
  });

  it('the speed gate shares the family-wise budget: many gated speed comparisons make a marginal drop inconclusive', () => {
    // p ≈ 0.002: inside a 1 % budget alone, outside it once shared by 41 comparisons (Holm's first step is 1 %/41).
    const before = data([], [tally('gw', 'answer-exact', 30, 30)]);
    const now = data([], [tally('gw', 'answer-exact', 22, 30)]);
    const alone = evaluateConformanceGate(before, now, DEFAULT_RULES).assertions[0]!;
    expect(alone.verdict).toBe('fail');
    const speed = { comparisons: Array.from({ length: 40 }, () => ({ verdict: 'pass', pValue: 0.5 })) } as unknown as GateOutcome;
    const shared = evaluateConformanceGate(before, now, DEFAULT_RULES, { speed }).assertions[0]!;
    expect(shared.pValue).toBe(alone.pValue);
    expect(shared.verdict).toBe('inconclusive');
  });

  it('an old baseline without conformance compares nothing and passes', () => {
    const out = evaluateConformanceGate(null, data([record('gw', 'x', 'ignored')], [tally('gw', 'answer-exact', 0, 5)]), DEFAULT_RULES);
    expect(out.verdict).toBe('pass');
    expect(out.probes[0]!.kind).toBe('new');
    expect(out.assertions).toEqual([]);
  });

  it('merging folds probe regressions and assertion comparisons into the speed outcome', () => {
    const speed: GateOutcome = { verdict: 'pass', counts: { fail: 0, inconclusive: 0, pass: 2, notGated: 0 }, comparisons: [], warnings: [], rules: DEFAULT_RULES };
    const now = data([record('gw', 'enable_thinking=false', 'ignored'), record('gw', 'reasoning.enabled=false', 'ignored')]);
    const merged = mergeConformanceIntoGate(speed, evaluateConformanceGate(base, now, DEFAULT_RULES));
    expect(merged.verdict).toBe('fail');
    expect(merged.counts.fail).toBe(1);
  });

  it('re-keys a reference endpoint to the others', () => {
    const ref = referenceConformance(data([record('ref', 'v', 'honoured')], [tally('ref', 'non-empty', 3, 3)]), 'ref', ['a', 'b']);
    expect(ref.probes.map((p) => p.endpoint)).toEqual(['a', 'b']);
    expect(ref.assertions.map((t) => t.endpoint)).toEqual(['a', 'b']);
  });
});

describe('gateWithConformance', () => {
  const speed: GateOutcome = { verdict: 'pass', counts: { fail: 0, inconclusive: 0, pass: 1, notGated: 0 }, comparisons: [], warnings: [], rules: DEFAULT_RULES };

  it('with a live reference: gates the others against it and shows it as a column of its own', () => {
    const run = data([record('ref', 'enable_thinking=false', 'honoured'), record('cand', 'enable_thinking=false', 'ignored')]);
    const measured = results([], [
      { name: 'ref', model: 'm', baseUrl: 'http://x/v1', reference: true },
      { name: 'cand', model: 'm', baseUrl: 'http://y/v1', reference: false },
    ]);
    const flow = gateWithConformance({ candidate: run, comparison: referenceSideConformance(run, measured, 'ref'), speed, rules: DEFAULT_RULES, reference: 'ref' });
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
