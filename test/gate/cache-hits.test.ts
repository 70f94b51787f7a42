import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/gate/defaults.js';
import { aaFalseFailureRate } from '../../src/gate/aa.js';
import { evaluateGate } from '../../src/gate/evaluate/gate.js';
import type { CellData, GateOutcome } from '../../src/gate/types.js';
import { cell, scaled, spread } from './cells.js';

const RULES = { ...DEFAULT_RULES, bootstrapIterations: 400 };

/** Warm TTFTs of a server whose hits take ~200 ms and whose misses pay a ~1.5 s prefill. */
function warmCell(hits: number, misses: number, options: { hitScale?: number; report?: boolean; endpoint?: string } = {}): CellData {
  const hitValues = scaled(spread(200, 0.2, hits), options.hitScale ?? 1);
  const missValues = spread(1500, 0.2, misses);
  // Completion order: misses spread among the hits.
  const all = [...hitValues, ...missValues].sort((a, b) => ((a * 7919) % 13) - ((b * 7919) % 13));
  const base = cell({
    cache: 'warm',
    endpoint: options.endpoint ?? 'api',
    values: { ttftMs: all, tokensPerSecond: spread(60, 0.1, hits + misses) },
  });
  if (options.report === false) return base;
  return { ...base, cacheHits: { hit: hits, miss: misses, unknown: 0, values: { ttftMs: hitValues }, missValues: { ttftMs: missValues } } };
}

function ttft(outcome: GateOutcome, cache = 'warm') {
  return outcome.comparisons.find((c) => c.metric === 'ttftMs' && c.statistic === 'p50' && c.cache === cache)!;
}

describe('warm cells compare the requests that hit the prefix cache', () => {
  it('compares hits with hits: a candidate that missed more often is not called slower', () => {
    // Baseline: 38 of 40 hit. Candidate: 15 of 40 (its median over every request lands among the misses).
    const outcome = evaluateGate([warmCell(38, 2)], [warmCell(15, 25)], RULES);
    const c = ttft(outcome);
    expect(c.verdict).toBe('pass');
    expect([c.baseline.n, c.candidate.n]).toEqual([38, 15]);
    expect(c.candidate.value!).toBeLessThan(300);
    // Mixing them in, as when nothing is known about hits, the same data looks like a large regression.
    const mixed = ttft(evaluateGate([warmCell(38, 2, { report: false })], [warmCell(15, 25, { report: false })], RULES));
    expect(mixed.verdict).not.toBe('pass');
    expect(mixed.ratio!.estimate).toBeGreaterThan(2);
  });

  it('still fails a regression of the hits themselves', () => {
    const outcome = evaluateGate([warmCell(36, 4)], [warmCell(36, 4, { hitScale: 2 })], RULES);
    expect(ttft(outcome).verdict).toBe('fail');
    expect(ttft(outcome).ratio!.estimate).toBeCloseTo(2, 1);
  });

  it('compares every request when a side has too few hits, and fails the fall of the hit share, naming the cell', () => {
    const outcome = evaluateGate([warmCell(38, 2)], [warmCell(4, 36)], RULES);
    const c = ttft(outcome);
    // Hits and misses alike, as the users saw them: the candidate's warm requests mostly paid the whole prefill.
    expect([c.baseline.n, c.candidate.n]).toEqual([40, 40]);
    expect(c.verdict).toBe('fail');
    const share = outcome.pooled.find((p) => p.metric === 'cacheMissShare')!;
    expect(share).toMatchObject({ verdict: 'fail', role: 'critical', cells: 1, cellsBeyond: ['api/chat/warm'] });
    expect(share.evidence).toMatchObject({ kind: 'rise', allowance: 0.2, finding: 'beyond', shares: { baseline: 0.05, candidate: 0.9 } });
    const cell = outcome.comparisons.find((x) => x.metric === 'cacheMissShare')!;
    expect(cell).toMatchObject({ verdict: 'fail', cache: 'warm', baseline: { n: 40, value: 0.05 }, candidate: { n: 40, value: 0.9 } });
    expect(outcome.verdict).toBe('fail');
    expect(outcome.warnings.filter((w) => w.kind === 'not-gated' && w.why === 'too-few-cache-hits' && w.statistic === 'p50')).toEqual([]);
  });

  it('fails a cache that stopped working (no hit at all) on the miss share, whatever the TTFTs', () => {
    // The hits and the misses alike as fast: only the miss share can tell.
    const outcome = evaluateGate([warmCell(38, 2)], [warmCell(0, 40, { hitScale: 1 })], RULES);
    const share = outcome.pooled.find((p) => p.metric === 'cacheMissShare')!;
    expect(share.verdict).toBe('fail');
    expect(share.evidence).toMatchObject({ kind: 'rise', shares: { baseline: 0.05, candidate: 1 } });
    expect(outcome.endpoints[0]!.decidedBy).toContain('api:cacheMissShare:share');
  });

  it('allows twice the fall against a baseline file, whose hit share came from other runs', () => {
    // 95 % → 65 % hits over 400 requests: shown beyond +20 points in the same run, within +40 against a file.
    const share = (comparand: 'reference' | 'baseline') =>
      evaluateGate([warmCell(380, 20)], [warmCell(260, 140)], RULES, { comparand }).pooled.find((p) => p.metric === 'cacheMissShare')!;
    expect(share('reference')).toMatchObject({ verdict: 'fail', evidence: { allowance: 0.2 } });
    expect(share('baseline').verdict).not.toBe('fail');
    expect(share('baseline').evidence).toMatchObject({ allowance: 0.4 });
  });

  it('does not fail a hit share that fell by less than the allowance, nor an unchanged one', () => {
    const within = evaluateGate([warmCell(38, 2)], [warmCell(34, 6)], RULES);
    expect(within.pooled.find((p) => p.metric === 'cacheMissShare')!.verdict).not.toBe('fail');
    const same = evaluateGate([warmCell(30, 10)], [warmCell(30, 10)], RULES);
    expect(same.pooled.find((p) => p.metric === 'cacheMissShare')!.verdict).toBe('pass');
    // Cells without a cache report on either side have no miss share to gate.
    const silent = evaluateGate([warmCell(38, 2, { report: false })], [warmCell(38, 2, { report: false })], RULES);
    expect(silent.pooled.some((p) => p.metric === 'cacheMissShare')).toBe(false);
  });

  it('compares every request, as before, when either side says nothing about hits', () => {
    const outcome = evaluateGate([warmCell(38, 2, { report: false })], [warmCell(38, 2)], RULES);
    expect([ttft(outcome).baseline.n, ttft(outcome).candidate.n]).toEqual([40, 40]);
  });

  it('leaves cold cells alone, whatever they report', () => {
    const cold = (): CellData => ({ ...warmCell(10, 30), cache: 'cold' });
    const c = ttft(evaluateGate([cold()], [cold()], RULES), 'cold');
    expect([c.baseline.n, c.candidate.n]).toEqual([40, 40]);
  });

  it('keeps the hits together in A/A halves, so an unchanged cell does not cry wolf', () => {
    const report = aaFalseFailureRate([warmCell(30, 30)], { ...RULES, bootstrapIterations: 200 }, { runs: 20, seed: 3 });
    expect(report.falseFailures).toBe(0);
  });
});
