import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/gate/defaults.js';
import { aaFalseFailureRate } from '../../src/gate/aa.js';
import { evaluateGate } from '../../src/gate/evaluate.js';
import type { CellData, GateOutcome } from '../../src/gate/types.js';
import { explainWarnings } from '../../src/report/explain.js';
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

  it('says so, with a typed warning, when a side has too few hits to compare', () => {
    const outcome = evaluateGate([warmCell(38, 2)], [warmCell(4, 36)], RULES);
    const c = ttft(outcome);
    expect(c.verdict).toBe('not-gated');
    expect(c.evidence).toEqual({ kind: 'not-gated', why: 'too-few-cache-hits', needed: 10, tail: false });
    const warning = outcome.warnings.find((w) => w.kind === 'not-gated' && w.metric === 'ttftMs' && w.statistic === 'p50');
    expect(warning).toMatchObject({
      kind: 'not-gated',
      why: 'too-few-cache-hits',
      baseline: 38,
      candidate: 4,
      needed: 10,
      cell: 'api/chat/warm',
    });
    expect(explainWarnings(outcome.warnings)).toContain(
      'TTFT p50: not gated in api · chat · warm (compared over the requests that hit the prefix cache, and too few did: needs ≥ 10 hits per side; 38 baseline / 4 candidate here)',
    );
    // Metrics that do not depend on the cache are compared over every request, as before.
    expect(outcome.comparisons.find((x) => x.metric === 'tokensPerSecond')!.candidate.n).toBe(40);
  });

  it('warns even when a side had no hit at all (a cache that stopped working)', () => {
    const outcome = evaluateGate([warmCell(38, 2)], [warmCell(0, 40)], RULES);
    expect(ttft(outcome).evidence).toMatchObject({ kind: 'not-gated', why: 'too-few-cache-hits' });
    expect(outcome.warnings.some((w) => w.kind === 'not-gated' && w.why === 'too-few-cache-hits' && w.candidate === 0)).toBe(true);
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
