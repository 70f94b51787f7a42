import { describe, expect, it } from 'vitest';
import { mergeResults, MergeError } from '../../src/results/merge.js';
import type { Results } from '../../src/results/types.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { summarize } from '../../src/stats/summary.js';
import { cellResult, results } from '../report/factory.js';

const ENDPOINTS = [{ name: 'prod', model: 'm', baseUrl: 'https://api.example/v1', reference: false }];

/** Shard `index` of `count`: its own cells (different sizes and centres per shard, so sums and concatenation show). */
function shard(index: number, count: number, scenarios: string[]): Results {
  const cells = scenarios.map((scenario, k) =>
    cellResult({
      endpoint: 'prod',
      scenario,
      cache: 'cold',
      n: 5 + index + k,
      errors: index === 1 ? 1 : 0,
      ttftMs: 300 + 50 * index,
      tokensPerSecond: 60,
      headers: { 'x-envoy-upstream-service-time': 100 + index },
    }),
  );
  const r = results(cells, ENDPOINTS);
  return {
    ...r,
    run: {
      ...r.run,
      shard: { index, count },
      startedAt: `2025-01-01T12:0${index}:00.000Z`,
      finishedAt: `2025-01-01T12:0${index + 3}:00.000Z`,
      durationMs: 1000 * (index + 1),
      warmupSamples: 2,
    },
  };
}

describe('mergeResults', () => {
  it('concatenates per-request values in shard order, sums counts and recomputes every summary', () => {
    const parts = [shard(2, 3, ['chat', 'essay']), shard(0, 3, ['chat', 'essay']), shard(1, 3, ['chat', 'essay'])];
    const merged = mergeResults(parts);
    expect(resultsProblems(merged)).toEqual([]);
    expect(merged.run.shard).toBeNull();
    expect(merged.run.startedAt).toBe('2025-01-01T12:00:00.000Z');
    expect(merged.run.finishedAt).toBe('2025-01-01T12:05:00.000Z');
    expect(merged.run.durationMs).toBe(3000);
    expect(merged.run.warmupSamples).toBe(6);
    expect(merged.cells.map((c) => c.scenario)).toEqual(['chat', 'essay']);
    const chat = merged.cells[0]!;
    const byIndex = [0, 1, 2].map((i) => parts.find((p) => p.run.shard!.index === i)!.cells[0]!);
    expect(chat.n).toBe(byIndex.reduce((n, c) => n + c.n, 0));
    expect(chat.errors).toBe(1);
    expect(chat.errorKinds).toEqual(byIndex[1]!.errorKinds);
    expect(chat.values.ttftMs).toEqual(byIndex.flatMap((c) => c.values.ttftMs!));
    const s = summarize(chat.values.ttftMs!)!;
    expect(chat.metrics.ttftMs!.p50).toBeCloseTo(s.p50, 3);
    expect(chat.metrics.ttftMs!.p95).toBeCloseTo(s.p95, 3);
    expect(chat.metrics.ttftMs!.n).toBe(chat.values.ttftMs!.length);
    const header = chat.headers['x-envoy-upstream-service-time']!;
    expect(header.n).toBe(byIndex.reduce((n, c) => n + c.headers['x-envoy-upstream-service-time']!.n, 0));
    expect(header.min).toBe(Math.min(...byIndex.map((c) => c.headers['x-envoy-upstream-service-time']!.min)));
  });

  it('keeps the workload order of scenarios when a shard has none of a cell', () => {
    const merged = mergeResults([shard(0, 2, ['chat', 'agent']), shard(1, 2, ['chat', 'essay', 'agent'])]);
    expect(merged.cells.map((c) => c.scenario)).toEqual(['chat', 'essay', 'agent']);
  });

  it('adds up tallies keyed by server text, including keys such as __proto__ and constructor', () => {
    const withReasons = (r: Results, reasons: string): Results => {
      const cell = { ...r.cells[0]!, finishReasons: JSON.parse(reasons) as Record<string, number> };
      return { ...r, cells: [cell] };
    };
    const merged = mergeResults([
      withReasons(shard(0, 2, ['chat']), '{"stop": 2, "__proto__": 1}'),
      withReasons(shard(1, 2, ['chat']), '{"stop": 1, "__proto__": 2, "constructor": 1}'),
    ]);
    const reasons = merged.cells[0]!.finishReasons;
    expect(Object.keys(reasons).sort()).toEqual(['__proto__', 'constructor', 'stop']);
    expect(JSON.parse(JSON.stringify(reasons))).toEqual(JSON.parse('{"stop": 3, "__proto__": 3, "constructor": 1}'));
    expect(Object.getPrototypeOf(reasons)).toBe(Object.prototype);
  });

  it('refuses parts that do not make up one whole sharded run', () => {
    const a = shard(0, 2, ['chat']);
    const b = shard(1, 2, ['chat']);
    expect(() => mergeResults([])).toThrow(MergeError);
    expect(() => mergeResults([a])).toThrow(/missing shard\(s\) 2\/2/);
    expect(() => mergeResults([a, a, b])).toThrow(/shard 1\/2 of run r-7f3a9c appears more than once/);
    expect(() => mergeResults([a, { ...b, run: { ...b.run, runId: 'other' } }])).toThrow(/run id other ≠ r-7f3a9c/);
    expect(() => mergeResults([a, { ...b, run: { ...b.run, seed: 9 } }])).toThrow(/seed 9 ≠ 42/);
    expect(() => mergeResults([a, { ...b, workload: { ...b.workload, fingerprint: 'sha256:other' } }])).toThrow(/workload fingerprint/);
    expect(() => mergeResults([a, { ...b, run: { ...b.run, shard: { index: 1, count: 3 } } }])).toThrow(/shard count 3 ≠ 2/);
    expect(() => mergeResults([a, { ...b, run: { ...b.run, shard: null } }])).toThrow(/not a shard/);
    const unfingerprinted = (r: Results): Results => ({ ...r, workload: { ...r.workload, fingerprint: null } });
    expect(() => mergeResults([unfingerprinted(a), unfingerprinted(b)])).toThrow(/no workload fingerprint/);
  });
});
