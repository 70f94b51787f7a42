import { describe, expect, it } from 'vitest';
import { normalizeSlo } from '../../src/config/sections/slo.js';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import { estimatePromptTokens } from '../../src/gate/prompt/estimate.js';
import { promptFloor, PROMPT_TOLERANCE } from '../../src/gate/prompt/integrity.js';
import type { CellData, Comparison } from '../../src/gate/types.js';
import { cell, spread } from './cells.js';

// The gate's prompt check over cells as results and baselines hold them: 30 requests per side, TTFT and tok/s
// unchanged unless a test says so, and the prompt tokens each server reported.
const N = 30;

function side(promptTokens: number[] | null, options: { ttft?: number; scenario?: string; turn?: number | null } = {}): CellData {
  return cell({
    endpoint: 'cand',
    scenario: options.scenario ?? 'long',
    turn: options.turn ?? null,
    values: {
      ttftMs: spread(options.ttft ?? 900, 0.2, N),
      tokensPerSecond: spread(60, 0.1, N),
      ...(promptTokens ? { promptTokens } : {}),
    },
  });
}

const counts = (value: number, n = N): number[] => Array.from({ length: n }, () => value);

function promptOf(comparisons: readonly Comparison[], scenario = 'long', turn: number | null = null): Comparison | undefined {
  return comparisons.find((c) => c.metric === 'promptTokens' && c.scenario === scenario && c.turn === turn);
}

describe('prompt integrity in the gate', () => {
  it('the tolerance: a drop must pass 10 % and 32 tokens', () => {
    expect(promptFloor(2375, PROMPT_TOLERANCE)).toBeCloseTo(2137.5);
    expect(promptFloor(100, PROMPT_TOLERANCE)).toBe(68);
  });

  it('fails a truncated cell against a baseline file, names it, and leaves its faster timings out of the pooled test', () => {
    const outcome = evaluateGate([side(counts(2375))], [side(counts(1351), { ttft: 400 })], DEFAULT_RULES, { comparand: 'baseline' });
    expect(outcome.verdict).toBe('fail');
    expect(promptOf(outcome.comparisons)).toMatchObject({
      verdict: 'fail',
      evidence: { kind: 'prompt', source: 'comparison', expected: 2375, read: 1351, short: N, of: N },
    });
    const ttft = outcome.comparisons.find((c) => c.metric === 'ttftMs' && c.statistic === 'p50')!;
    expect(ttft).toMatchObject({ verdict: 'not-gated', evidence: { why: 'input-differs' } });
    expect(ttft.ratio!.estimate).toBeLessThan(0.5);
    // The only cell was cut: the pooled TTFT rule has nothing to compare, so no improvement is counted anywhere.
    expect(outcome.pooled.find((p) => p.metric === 'ttftMs' && p.statistic === 'p50')!.verdict).toBe('not-gated');
    expect(outcome.endpoints[0]!.decidedBy).toEqual(['cand/long/cold:promptTokens:p50']);
  });

  it('fails a cell where only some requests were cut (slots sharing a context under load)', () => {
    const outcome = evaluateGate([side(counts(2375))], [side([...counts(1351, 3), ...counts(2375, N - 3)])], DEFAULT_RULES);
    expect(promptOf(outcome.comparisons)).toMatchObject({ verdict: 'fail', evidence: { read: 1351, short: 3, of: N } });
  });

  it('passes an unchanged count and a tokenizer-sized difference, and gates the timings as usual', () => {
    for (const now of [2375, 2375 - 200, 2375 + 300]) {
      const outcome = evaluateGate([side(counts(2375))], [side(counts(now))], DEFAULT_RULES);
      expect(promptOf(outcome.comparisons)).toMatchObject({ verdict: 'pass', evidence: { finding: 'inside', short: 0 } });
      expect(outcome.comparisons.find((c) => c.metric === 'ttftMs' && c.statistic === 'p50')!.verdict).not.toBe('not-gated');
    }
  });

  it('needs both the share and the floor on a short prompt: 40 of 60 tokens is a template change, not a cut', () => {
    const outcome = evaluateGate([side(counts(60))], [side(counts(40))], DEFAULT_RULES);
    expect(promptOf(outcome.comparisons)).toMatchObject({ verdict: 'pass' });
  });

  it('marks every turn of an agent loop whose first request was cut as not comparable, and compares no later turn itself', () => {
    const base = [side(counts(3000), { turn: 0 }), side(counts(3400), { turn: 1 })];
    const cut = evaluateGate(base, [side(counts(2048), { turn: 0 }), side(counts(2048), { turn: 1 })], DEFAULT_RULES);
    expect(promptOf(cut.comparisons, 'long', 0)).toMatchObject({ verdict: 'fail' });
    expect(promptOf(cut.comparisons, 'long', 1)).toBeUndefined();
    const later = cut.comparisons.find((c) => c.turn === 1 && c.metric === 'ttftMs' && c.statistic === 'p50')!;
    expect(later.evidence).toMatchObject({ kind: 'not-gated', why: 'input-differs' });
    // A later turn that reads less on its own (a shorter answer before it) is no finding.
    const shorter = evaluateGate(base, [side(counts(3000), { turn: 0 }), side(counts(3100), { turn: 1 })], DEFAULT_RULES);
    expect(shorter.comparisons.filter((c) => c.verdict === 'fail')).toEqual([]);
  });

  it('falls back to the estimate when the comparison side has no count (a baseline from before prompt tokens were recorded)', () => {
    const estimates = { long: 2400 };
    const cut = evaluateGate([side(null)], [side(counts(900))], DEFAULT_RULES, { comparand: 'baseline', promptEstimates: estimates });
    expect(promptOf(cut.comparisons)).toMatchObject({ verdict: 'fail', evidence: { source: 'estimate', expected: 2400, read: 900 } });
    // Within half of the estimate: a tokenizer packing 7 characters per token is not flagged.
    const dense = evaluateGate([side(null)], [side(counts(1400))], DEFAULT_RULES, { comparand: 'baseline', promptEstimates: estimates });
    expect(promptOf(dense.comparisons)).toMatchObject({ verdict: 'pass', evidence: { source: 'estimate' } });
    // Without an estimate there is nothing to hold the count to.
    expect(promptOf(evaluateGate([side(null)], [side(counts(900))], DEFAULT_RULES).comparisons)).toBeUndefined();
  });

  it('does not compare counts with a reference serving another model (another tokenizer), but holds them to the estimate', () => {
    const options = { differentModel: ['cand'], promptEstimates: { long: 2400 } };
    const other = evaluateGate([side(counts(2375))], [side(counts(1900))], DEFAULT_RULES, options);
    expect(promptOf(other.comparisons)).toMatchObject({ verdict: 'pass', evidence: { source: 'estimate' } });
    const cut = evaluateGate([side(counts(2375))], [side(counts(500))], DEFAULT_RULES, options);
    expect(promptOf(cut.comparisons)).toMatchObject({ verdict: 'fail', evidence: { source: 'estimate' } });
  });

  it('with no comparison side, holds an SLO-gated endpoint to the estimates', () => {
    const slo = { long: normalizeSlo({ objectives: { ttftMs: { p50: 5000 } } }, undefined)! };
    const outcome = evaluateGate([], [side(counts(300))], DEFAULT_RULES, { comparand: 'none', slo, promptEstimates: { long: 2400 } });
    expect(outcome.endpoints[0]).toMatchObject({ verdict: 'fail', decidedBy: ['cand/long/cold:promptTokens:p50'] });
  });

  it('estimates a scenario from its messages and tool definitions, a token per 4 characters', () => {
    const tools = [{ type: 'function', function: { name: 'search', parameters: { type: 'object' } } }];
    const scenario = {
      messages: [{ role: 'system' as const, content: 'x'.repeat(400) }],
      params: {},
      agent: { turns: 1, followUps: [], tools },
    };
    expect(estimatePromptTokens(scenario)).toBe(Math.ceil((400 + JSON.stringify(tools).length) / 4));
    expect(estimatePromptTokens({ ...scenario, agent: null })).toBe(100);
  });
});
