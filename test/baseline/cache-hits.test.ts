import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baselineCells } from '../../src/baseline/cells.js';
import { workloadIdentity } from '../../src/baseline/fingerprint.js';
import { baselineFromResults } from '../../src/baseline/from-results.js';
import { readBaseline } from '../../src/baseline/read.js';
import { serializeBaseline, writeBaseline } from '../../src/baseline/serialize.js';
import { baselineProblems } from '../../src/baseline/validate.js';
import { DEFAULT_RULES } from '../../src/gate/defaults.js';
import { evaluateGate } from '../../src/gate/evaluate/gate.js';
import type { CellResult, Results } from '../../src/results/types.js';
import { makeResults, makeWorkload } from './factory.js';

const workload = makeWorkload();
const dir = mkdtempSync(join(tmpdir(), 'streamgate-baseline-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Results whose warm `hello` cells report their hits: 30 of the 38 successful requests, TTFT ~40 ms, misses ~900 ms. */
function withCacheReport(r: Results, hitScale = 1): Results {
  return {
    ...r,
    cells: r.cells.map((c): CellResult => {
      if (c.scenario !== 'hello' || c.cache !== 'warm') return c;
      const ok = c.n - c.errors;
      const hits = Array.from({ length: 30 }, (_, i) => (40 + i * 0.337) * hitScale);
      const misses = Array.from({ length: ok - 30 }, (_, i) => 900 + i * 3.21);
      return {
        ...c,
        values: { ...c.values, ttftMs: [...hits, ...misses] },
        cacheHits: { hit: 30, miss: ok - 30, unknown: 0, values: { ttftMs: hits }, missValues: { ttftMs: misses } },
        connections: {
          opened: 2,
          reused: c.n - 2,
          unknown: 0,
          retried: 1,
          retriedConnect: 0,
          retriedStale: 1,
          connectMs: { n: 2, p50: 0.4567 },
          tlsMs: null,
          setupMs: { n: 2, p50: 1.2345 },
        },
      };
    }),
  };
}

describe('a baseline of cells that report prefix-cache hits', () => {
  const results = withCacheReport(makeResults(workload));
  const baseline = baselineFromResults(results, workload);
  const warm = baseline.cells.find((c) => c.endpoint === 'clean' && c.scenario === 'hello' && c.cache === 'warm')!;

  it('keeps the counts and the values over the hits, rounded like every value; the misses stay in the results', () => {
    expect(baselineProblems(baseline)).toEqual([]);
    expect(warm.cacheHits!.hit).toBe(30);
    expect(warm.cacheHits!.values.ttftMs).toEqual(
      results.cells
        .find((c) => c.endpoint === 'clean' && c.cache === 'warm' && c.scenario === 'hello')!
        .cacheHits!.values.ttftMs!.map((v) => Math.round(v * 10) / 10),
    );
    expect(warm.cacheHits).not.toHaveProperty('missValues');
    expect(warm.connections).toEqual({
      opened: 2,
      reused: 38,
      unknown: 0,
      retried: 1,
      retriedConnect: 0,
      retriedStale: 1,
      connectMs: { n: 2, p50: 0.5 },
      tlsMs: null,
      setupMs: { n: 2, p50: 1.2 },
    });
    // Cells without a report have none.
    expect(baseline.cells.filter((c) => c.cacheHits !== undefined)).toHaveLength(2);
  });

  it('round-trips through the file and reaches the gate', () => {
    const path = join(dir, 'baseline.json');
    writeBaseline(path, baseline);
    const read = readBaseline(path, { ...workloadIdentity(workload), workloadFile: 'workload.yaml' });
    expect(serializeBaseline(read)).toBe(serializeBaseline(baseline));
    const cells = baselineCells(read);
    expect(
      cells.find((c) => c.endpoint === 'clean' && c.scenario === 'hello' && c.cache === 'warm')!.cacheHits!.values.ttftMs,
    ).toHaveLength(30);
  });

  it("compares a run's hit-only TTFT with the baseline's hit-only TTFT", () => {
    const rules = { ...DEFAULT_RULES, bootstrapIterations: 200 };
    const candidate = withCacheReport(makeResults(workload, { seed: 7 }), 3);
    const outcome = evaluateGate(baselineCells(baseline), candidate.cells, rules, { comparand: 'baseline' });
    const c = outcome.comparisons.find(
      (x) => x.endpoint === 'clean' && x.scenario === 'hello' && x.cache === 'warm' && x.metric === 'ttftMs' && x.statistic === 'p50',
    )!;
    expect([c.baseline.n, c.candidate.n]).toEqual([30, 30]);
    expect(c.ratio!.estimate).toBeCloseTo(3, 1);
    expect(c.verdict).toBe('fail');
  });

  it('finds counts that do not add up', () => {
    const broken = structuredClone(baseline);
    const cell = broken.cells.find((c) => c.cacheHits !== undefined)!;
    cell.cacheHits!.hit = 31;
    cell.connections!.opened = 5;
    cell.connections!.retriedStale = 4;
    expect(baselineProblems(broken)).toEqual([
      expect.stringMatching(/cacheHits: hit \+ miss \+ unknown = 39, but n − errors = 38/),
      expect.stringMatching(/connections: opened \+ reused \+ unknown = 43, but n = 40/),
      expect.stringMatching(/connections: more requests retried for a cause than the 1 retried/),
    ]);
  });
});
