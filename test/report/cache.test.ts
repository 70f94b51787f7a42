import { describe, expect, it } from 'vitest';
import { resolveRules } from '../../src/gate/defaults.js';
import { evaluateGate } from '../../src/gate/evaluate/gate.js';
import type { CellResult, ConnectionFacts } from '../../src/results/types.js';
import { formatValue } from '../../src/report/format.js';
import { summarize } from '../../src/stats/summary.js';
import { cellData, cellResult, results } from './factory.js';
import { markdownOf } from '../helpers/decided-report.js';

const ENDPOINTS = [{ name: 'api', model: 'm', baseUrl: 'http://127.0.0.1:8080/v1', reference: false }];

/** A warm cell of 20 requests: `hits` of them at ~40 ms TTFT, the misses at ~900 ms, as the server reported. */
function warm(hits: number, connections?: ConnectionFacts): CellResult {
  const base = cellResult({ endpoint: 'api', scenario: 'chat', cache: 'warm', n: 20, ttftMs: 40, tokensPerSecond: 70 });
  const hitValues = (base.values.ttftMs ?? []).slice(0, hits);
  const missValues = Array.from({ length: 20 - hits }, (_, i) => 900 + 7 * i);
  const ttftMs = [...hitValues, ...missValues];
  const outsideEngineMs = ttftMs.map((v, i) => 20 + (i % 5));
  return {
    ...base,
    values: { ...base.values, ttftMs, outsideEngineMs },
    metrics: { ...base.metrics, ttftMs: summarize(ttftMs)!, outsideEngineMs: summarize(outsideEngineMs)! },
    cacheHits: { hit: hits, miss: 20 - hits, unknown: 0, values: { ttftMs: hitValues }, missValues: { ttftMs: missValues } },
    ...(connections ? { connections } : {}),
  };
}

function cold(): CellResult {
  return cellResult({ endpoint: 'api', scenario: 'chat', cache: 'cold', n: 20, ttftMs: 900, tokensPerSecond: 70 });
}

const CONNECTIONS: ConnectionFacts = {
  opened: 2,
  reused: 18,
  unknown: 0,
  retried: 3,
  retriedConnect: 1,
  retriedStale: 2,
  connectMs: { n: 2, p50: 0.42 },
  tlsMs: { n: 2, p50: 3.2 },
  setupMs: { n: 2, p50: 4.1 },
};

function report(baselineHits: number, candidateHits: number): string {
  const baselineCells = [cold(), warm(baselineHits)];
  const candidate = results([cold(), warm(candidateHits, CONNECTIONS)], ENDPOINTS);
  // Five hits per side are enough to compare the hits alone here (ten by default).
  const rules = resolveRules({ bootstrapIterations: 200, minSamples: 5 });
  const data = baselineCells.map((c) => ({ ...cellData(c), ...(c.cacheHits ? { cacheHits: c.cacheHits } : {}) }));
  const gate = evaluateGate(data, candidate.cells, rules, { comparand: 'baseline' });
  return markdownOf({ title: 'chat', candidate, baseline: { label: 'baseline', cells: data }, gate });
}

describe('the report on prefix-cache hits and connections', () => {
  const md = report(19, 9);
  const lines = md.split('\n');

  it('flags a warm cell where fewer than half of the requests hit, at the top, saying what TTFT is compared over', () => {
    const note = '- warm cells of api: 11 of 20 requests missed the prefix cache; their TTFT is compared among the 9 that hit';
    expect(lines).toContain(note);
    expect(lines.indexOf(note)).toBeLessThan(lines.indexOf('<details>'));
  });

  it('says once that requests were retried, and why', () => {
    expect(lines).toContain(
      "- 3 requests were retried before their first byte: 2 after a stale keep-alive connection, 1 after a failed connect (never after a byte arrived; the retry's own timing is what was measured)",
    );
  });

  it('gives each cell its share of hits and its time outside the engine in the cells in detail', () => {
    const cand = warm(9);
    const missP50 = formatValue('ttftMs', summarize(cand.cacheHits!.missValues!.ttftMs!)!.p50);
    const outside = formatValue('outsideEngineMs', cand.metrics.outsideEngineMs!.p50);
    expect(lines).toContain(
      `warm: 9 of 20 requests hit the prefix cache (baseline 19 of 20); TTFT is compared among the hits; the misses' TTFT p50 is ${missP50} · outside the engine p50 ${outside} → ${outside}`,
    );
  });

  it('compares and shows TTFT over the hits: the primary table has the hits’ medians, not the mixed one', () => {
    const row = lines.find((l) => l.startsWith('| api | chat · warm |'))!;
    const hitsP50 = (hits: number): string => formatValue('ttftMs', summarize(warm(hits).cacheHits!.values.ttftMs!)!.p50);
    expect(row).toContain(`${hitsP50(19)} → ${hitsP50(9)}`);
    expect(formatValue('ttftMs', warm(9).metrics.ttftMs!.p50)).not.toBe(hitsP50(9));
  });

  it('lists connection facts in the details and keeps the top short', () => {
    expect(md).toContain(
      'connections: 2 new, 18 reused · connect p50 0.42 ms · TLS p50 3.20 ms · set-up p50 4.10 ms · 3 retried (2 after a stale keep-alive connection, 1 after a failed connect)',
    );
    expect(md).toMatch(/\| TTFT \(prefix-cache misses\) \| candidate \| 11 \|/);
    expect(md).toMatch(/\| TTFT \(prefix-cache hits\) \| candidate \| 9 \|/);
    const outside = md.replace(/<details>[\s\S]*?<\/details>/g, '<details>…</details>').split('\n');
    expect(outside.length).toBeLessThanOrEqual(40);
  });

  it('says nothing about the cache when every warm request hit', () => {
    const quiet = report(19, 20);
    expect(quiet).not.toContain('missed the prefix cache');
  });

  it('compares every request when a side has too few hits, and fails the fall of its hit share', () => {
    const few = report(19, 4);
    expect(few).toContain(
      '- warm cells of api: 16 of 20 requests missed the prefix cache; too few hit on a side to compare the hits alone, so TTFT compares every request, hits and misses alike',
    );
    expect(few).not.toContain('too few did');
    // The warm cell compared over every request fails on TTFT, in that cell.
    expect(few).toMatch(/TTFT p50 \d+× \(.*\) in chat · warm/);
  });

  it('flags a cold cell that mostly hit, unless it is a later turn of a conversation (which resends the earlier ones)', () => {
    const hitCold = (turn: number | null): CellResult => ({ ...warm(15), cache: 'cold', scenario: 'agent', turn });
    const render = (cells: CellResult[]): string =>
      markdownOf({ title: 'chat', candidate: results(cells, ENDPOINTS), baseline: null, gate: null });
    expect(render([hitCold(0)])).toContain(
      "- cold cells of api: 15 of 20 requests hit the prefix cache, so their TTFT is not a cold one's",
    );
    expect(render([hitCold(1)])).not.toContain('cold cells of api');
  });
});
