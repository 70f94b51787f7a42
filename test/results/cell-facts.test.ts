import { describe, expect, it } from 'vitest';
import { cellKey } from '../../src/vocabulary/cell.js';
import type { RetryCause, Sample, ServerReport } from '../../src/probe/sample.js';
import { buildResults } from '../../src/results/build-results.js';
import { measureSample } from '../../src/results/measured.js';
import { mergeResults } from '../../src/results/merge.js';
import { mergeRuns } from '../../src/results/merge-runs.js';
import type { CellResult, Results } from '../../src/results/types.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { runDriftLogSd } from '../../src/stats/index.js';
import { makeWorkload } from '../baseline/factory.js';
import { buildSample, events } from '../metrics/sample-factory.js';

const workload = makeWorkload();

interface RequestSpec {
  cache?: 'cold' | 'warm';
  /** Cached prompt tokens of 100, or null for a server that said nothing. */
  cached?: number | null;
  ttftMs?: number;
  newConnection?: boolean | null;
  connectMs?: number | null;
  setupMs?: number | null;
  retryCauses?: RetryCause[];
  failed?: boolean;
}

function sample(spec: RequestSpec, item: number): Sample {
  const ttft = spec.ttftMs ?? 100;
  const server: ServerReport | null =
    spec.cached === null || spec.cached === undefined
      ? null
      : { cachedTokens: spec.cached, promptEvaluated: 100 - spec.cached, prefillMs: ttft - 5, decodeMs: 100, decodeTokensPerSecond: 80 };
  const retryCauses = spec.retryCauses ?? [];
  return buildSample([{ atMs: ttft, events: events(10) }], {
    item,
    endpoint: 'clean',
    scenario: 'hello',
    cache: spec.cache ?? 'warm',
    server,
    usage: { promptTokens: 100, completionTokens: 10, reasoningTokens: null, cachedPromptTokens: null },
    newConnection: spec.newConnection === undefined ? false : spec.newConnection,
    connectMs: spec.connectMs ?? null,
    tlsMs: null,
    setupMs: spec.setupMs ?? 0.1,
    retries: retryCauses.length,
    retryCauses,
    error: spec.failed ? { kind: 'idle_timeout', message: 'idle', status: 200, retryAfterS: null } : null,
  });
}

function results(specs: readonly RequestSpec[], runId = 'run-1', startedAt = '2025-01-01T00:00:00.000Z'): Results {
  return buildResults({
    workload,
    plan: { seed: 1, runId, items: [], shard: null },
    run: {
      samples: specs.map((s, i) => measureSample(sample(s, i))),
      warmupSamples: 0,
      warmupErrors: 0,
      partial: false,
      startedAt,
      finishedAt: startedAt,
      durationMs: 1,
    },
    toolVersion: '0.1.0',
    runner: 'test',
    fingerprint: 'sha256:abc',
  });
}

function warmCell(r: Results): CellResult {
  return r.cells.find((c) => c.cache === 'warm')!;
}

describe('cache hits per cell', () => {
  it('counts hits, misses and unknowns over the successful requests, with the hit-only values split', () => {
    const r = results([
      { cached: 95, ttftMs: 30 },
      { cached: 10, ttftMs: 900 },
      { cached: 60, ttftMs: 40 },
      { cached: null, ttftMs: 500 },
      { cached: 99, ttftMs: 35, failed: true },
    ]);
    expect(resultsProblems(r)).toEqual([]);
    const cell = warmCell(r);
    expect(cell.cacheHits).toEqual({
      hit: 2,
      miss: 1,
      unknown: 1,
      values: { ttftMs: [30, 40], ttftContentMs: [30, 40], serverPrefillMs: [25, 35] },
      missValues: { ttftMs: [900], ttftContentMs: [900], serverPrefillMs: [895] },
    });
    // Every successful request stays in the cell's own values.
    expect(cell.values.ttftMs).toEqual([30, 900, 40, 500]);
    expect(cell.values.outsideEngineMs).toEqual([5, 5, 5]);
  });

  it('has none when no request said whether it hit', () => {
    expect(warmCell(results([{ cached: null }, { cached: null }])).cacheHits).toBeUndefined();
  });

  it('adds up over shards, counting a shard without a report as unknown', () => {
    const shard = (index: number, specs: RequestSpec[]): Results => {
      const r = results(specs);
      return { ...r, run: { ...r.run, shard: { index, count: 2 } } };
    };
    const merged = mergeResults([
      shard(0, [
        { cached: 90, ttftMs: 30 },
        { cached: 0, ttftMs: 800 },
      ]),
      shard(1, [{ cached: null }, { cached: null }]),
    ]);
    expect(resultsProblems(merged)).toEqual([]);
    expect(warmCell(merged).cacheHits).toMatchObject({
      hit: 1,
      miss: 1,
      unknown: 2,
      values: { ttftMs: [30] },
      missValues: { ttftMs: [800] },
    });
  });

  it('measures the run-to-run drift of a warm cell over its hits', () => {
    const run = (i: number, hitMs: number): Results =>
      results(
        Array.from({ length: 12 }, (_, k) => (k % 3 === 0 ? { cached: 0, ttftMs: 900 + 40 * k } : { cached: 100, ttftMs: hitMs + k })),
        `run${i}`,
        `2025-01-01T00:0${i}:00.000Z`,
      );
    const runs = [run(0, 30), run(1, 33), run(2, 36)];
    const { spread, results: pooled } = mergeRuns(runs);
    const key = cellKey(warmCell(pooled));
    const hits = runs.map((r) => warmCell(r).cacheHits!.values.ttftMs!);
    expect(spread.get(key)!.logSd.ttftMs).toBeCloseTo(runDriftLogSd(hits)!, 12);
  });
});

describe('connection facts per cell', () => {
  it('counts new and reused connections and retries by cause over every request, failed ones included', () => {
    const cell = warmCell(
      results([
        { newConnection: true, connectMs: 1.5, setupMs: 2 },
        { newConnection: true, connectMs: 2.5, setupMs: 4, retryCauses: ['stale_connection'] },
        { newConnection: false, setupMs: 0.1 },
        { newConnection: null, retryCauses: ['connect', 'connect'], failed: true },
        { newConnection: false, retryCauses: ['connect', 'stale_connection'] },
      ]),
    );
    expect(cell.connections).toEqual({
      opened: 2,
      reused: 2,
      unknown: 1,
      retried: 3,
      retriedConnect: 2,
      retriedStale: 2,
      connectMs: { n: 2, p50: 2 },
      tlsMs: null,
      setupMs: { n: 2, p50: 3 },
    });
  });

  it('weighs the medians of merged shards by their counts', () => {
    const shard = (index: number, specs: RequestSpec[]): Results => {
      const r = results(specs);
      return { ...r, run: { ...r.run, shard: { index, count: 2 } } };
    };
    const merged = mergeResults([
      shard(0, [{ newConnection: true, connectMs: 1 }]),
      shard(1, [{ newConnection: true, connectMs: 4 }, { newConnection: true, connectMs: 4 }, { newConnection: false }]),
    ]);
    expect(warmCell(merged).connections).toMatchObject({ opened: 3, reused: 1, connectMs: { n: 3, p50: 3 } });
  });
});
