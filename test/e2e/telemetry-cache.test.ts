import { reportOfRun } from '../helpers/decided-report.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateRun, planGate, sequentialRun } from '../../src/compare/flow.js';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

// vLLM as it runs by default: the usage says nothing of cached tokens, so only the server's prefix-cache counters
// can show the candidate's cache switched off. Each endpoint is a server of its own (x-sim-server), or, in the last
// case, both share one metrics URL, whose counters are then neither's alone.
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 41 });
});
afterAll(() => sim.close());

function workload(tag: string, candidateSim: string, shared: boolean): string {
  const endpoint = (name: string, simHeader: string, extra = ''): string => {
    const server = shared ? `${tag}-shared` : `${tag}-${name}`;
    return `  - name: ${name}
    baseUrl: ${sim.url}/vllm-usage/v1
    model: sim
    headers: { x-sim: '${simHeader}', x-sim-server: ${server} }
    telemetry: { url: "${sim.url}/vllm-usage/metrics?server=${server}", preset: vllm, intervalMs: 200 }${extra}`;
  };
  return `
version: 1
name: cache-from-counters
endpoints:
${endpoint('reference', '{"tokensPerSecond": 300}', '\n    reference: true')}
${endpoint('candidate', candidateSim)}
scenarios:
  - name: hello
    prompt: Hello
    maxTokens: 24
    cache: cold
  - name: essay
    prompt: Write a 20-word answer about rivers and the sea.
    maxTokens: 32
    cache: warm
run:
  concurrency: 4
  seed: 5
`;
}

async function gate(tag: string, candidateSim: string, shared = false) {
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-cache-counters-'));
  try {
    const parsed = parseWorkload(workload(tag, candidateSim, shared), { format: 'yaml' });
    const plan = planGate(parsed, { baseline: null, workloadFile: 'cache.yaml', aaRuns: 0, cwd: dir });
    const sequential = sequentialRun(plan, () => {});
    const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
    const { results } = await runWorkload({
      workload: parsed,
      apiKeys: new Map(),
      resultsDir: dir,
      redact: (s) => s,
      logger: quiet,
      sequential: sequential?.hook ?? null,
    });
    const evaluation = evaluateRun(plan, results, sequential?.gate ?? null);
    return { results, outcome: evaluation.outcome!, markdown: reportOfRun('cache', results, evaluation) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const COUNTERS = 'vllm:prefix_cache_hits_total / vllm:prefix_cache_queries_total';

describe("a dead prefix cache seen only by the server's counters", () => {
  it('fails on the miss share counted from the counters, naming them', async () => {
    const { results, outcome, markdown } = await gate('dead', '{"tokensPerSecond": 300, "prefixCache": false}');
    // The usage said nothing: no cell has a per-request report.
    expect(results.cells.every((c) => c.cacheHits === undefined || c.cacheHits.hit + c.cacheHits.miss === 0)).toBe(true);
    expect(outcome.verdict).toBe('fail');
    const share = outcome.pooled.find((p) => p.id === 'candidate:cacheMissShare:share')!;
    expect(share.verdict).toBe('fail');
    const cell = outcome.comparisons.find((c) => c.metric === 'cacheMissShare')!;
    expect(cell).toMatchObject({
      scenario: 'essay',
      cache: 'warm',
      verdict: 'fail',
      serverCounters: { baseline: COUNTERS, candidate: COUNTERS },
    });
    expect(cell.candidate.value).toBe(1);
    expect(cell.baseline.value!).toBeLessThan(0.2);
    // Underscores are written as entities, so the names cannot turn into emphasis.
    expect(markdown.replace(/&#95;/g, '_')).toContain(
      `Prefix-cache miss share in essay · warm of both sides from the server's counters ${COUNTERS}`,
    );
  }, 240_000);

  it('passes the miss share with the cache on', async () => {
    const { outcome } = await gate('live', '{"tokensPerSecond": 300}');
    expect(outcome.pooled.find((p) => p.id === 'candidate:cacheMissShare:share')!.verdict).not.toBe('fail');
  }, 240_000);

  it('does not count from one metrics URL shared by both endpoints: it says so in the telemetry instead', async () => {
    const { results, outcome } = await gate('shared', '{"tokensPerSecond": 300, "prefixCache": false}', true);
    expect(results.telemetry!.every((t) => t.looks.every((l) => l.sharedWith.length === 1))).toBe(true);
    expect(outcome.comparisons.filter((c) => c.metric === 'cacheMissShare')).toEqual([]);
  }, 240_000);
});
