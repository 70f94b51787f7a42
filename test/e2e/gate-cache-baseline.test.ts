import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workloadIdentity } from '../../src/baseline/fingerprint.js';
import { readBaseline } from '../../src/baseline/read.js';
import { writeBaseline } from '../../src/baseline/serialize.js';
import { parseWorkload } from '../../src/config/load.js';
import { evaluateRun, planGate, sequentialRun } from '../../src/compare/flow.js';
import { baselineOfRuns } from '../../src/compare/record-baseline.js';
import { runWorkload } from '../../src/engine.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

// The baseline-file variant of test/e2e/gate-cache.test.ts: a baseline recorded from 3 runs of the clean profile with
// a cold and a warm scenario (so it keeps each run's hit share), then a candidate with the prefix cache switched off.
// The hit-share test then uses the spread the three runs showed, not the doubled allowance, and must fail naming the
// warm cell and both hit shares. One look of 20 requests per cell: with three, the slow warm TTFT can fail the run at
// the first look, where O'Brien–Fleming spends almost nothing, before the miss share has its say.
let sim: Simulator;
let dir: string;

beforeAll(async () => {
  sim = await startSimulator({ seed: 43 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-cache-baseline-'));
});

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

function workload(candidateSim: string): string {
  return `
version: 1
name: cache-off-baseline
endpoints:
  - name: candidate
    baseUrl: ${sim.url}/clean/v1
    model: sim
    headers: { x-sim: '${candidateSim}' }
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
  requests: 40
  looks: 1
`;
}

const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
const CACHE_ON = '{"tokensPerSecond": 300}';

async function measure(candidateSim: string, resultsDir: string, hook: Parameters<typeof runWorkload>[0]['sequential'] = null) {
  const parsed = parseWorkload(workload(candidateSim), { format: 'yaml' });
  const { results } = await runWorkload({
    workload: parsed,
    apiKeys: new Map(),
    resultsDir,
    redact: (s) => s,
    logger: quiet,
    sequential: hook,
  });
  return { parsed, results };
}

describe('a prefix cache that stops working, against a baseline recorded from 3 runs', () => {
  it('records each run’s hit share and fails the warm cell, naming it and both hit shares', async () => {
    const runs: Results[] = [];
    for (let i = 0; i < 3; i++) runs.push((await measure(CACHE_ON, join(dir, `run-${i}`))).results);
    const parsed = parseWorkload(workload(CACHE_ON), { format: 'yaml' });
    const path = join(dir, 'baseline.json');
    writeBaseline(path, baselineOfRuns(runs, parsed).baseline);

    // What was written and read back: the warm cell keeps one hit share per run, the cold cell none.
    const stored = readBaseline(path, workloadIdentity(parsed));
    const warm = stored.cells.find((c) => c.cache === 'warm')!;
    const perRun = runs.map((r) => {
      const hits = r.cells.find((c) => c.cache === 'warm')!.cacheHits!;
      return Math.round((hits.hit / (hits.hit + hits.miss)) * 1000) / 1000;
    });
    expect(warm.spread!.hitShares).toEqual(perRun);
    expect(Math.min(...perRun)).toBeGreaterThan(0.8);
    expect(stored.cells.find((c) => c.cache === 'cold')!.spread?.hitShares).toBeUndefined();

    const off = parseWorkload(workload('{"tokensPerSecond": 300, "prefixCache": false}'), { format: 'yaml' });
    const plan = planGate(off, { baseline: path, workloadFile: 'cache.yaml', aaRuns: 0, cwd: dir });
    const sequential = sequentialRun(plan, () => {});
    const { results } = await runWorkload({
      workload: off,
      apiKeys: new Map(),
      resultsDir: join(dir, 'candidate'),
      redact: (s) => s,
      logger: quiet,
      sequential: sequential?.hook ?? null,
    });
    const outcome = evaluateRun(plan, results, sequential?.gate ?? null).outcome!;

    expect(outcome.verdict).toBe('fail');
    const share = outcome.pooled.find((p) => p.id === 'candidate:cacheMissShare:share')!;
    expect(share).toMatchObject({ verdict: 'fail', cells: 1, cellsBeyond: ['candidate/essay/warm'] });
    if (share.evidence.kind !== 'rise') throw new Error(`expected rise evidence, got ${share.evidence.kind}`);
    // The allowance tested is the rule's own +20 points, not doubled: the baseline recorded its runs' hit shares.
    expect(share.evidence.allowance).toBe(0.2);
    const hits = warm.cacheHits!;
    expect(share.evidence.shares.baseline).toBeCloseTo(hits.miss / (hits.hit + hits.miss), 10);
    expect(share.evidence.shares.candidate).toBe(1);
    const cell = outcome.comparisons.find((c) => c.metric === 'cacheMissShare')!;
    expect(cell).toMatchObject({ scenario: 'essay', cache: 'warm', verdict: 'fail' });
    expect(outcome.comparisons.filter((c) => c.metric === 'cacheMissShare')).toHaveLength(1);
  }, 300_000);
});
