import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { evaluateRun, planGate, sequentialRun } from '../../src/compare/flow.js';
import { runWorkload } from '../../src/engine.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

// The clean profile against itself with the prefix cache switched off on the candidate, one cold and one warm
// scenario, default run settings and rules: the warm cell's hit share falls from nearly all to none. The gate used to
// pass this (the warm TTFT compared over the hits, of which the candidate had none); it must fail, naming the cell.
let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 41 });
});

afterAll(async () => {
  await sim.close();
});

function workload(candidateSim: string): string {
  return `
version: 1
name: cache-off
endpoints:
  - name: reference
    baseUrl: ${sim.url}/clean/v1
    model: sim
    reference: true
    headers: { x-sim: '{"tokensPerSecond": 300}' }
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
`;
}

async function gate(candidateSim: string) {
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-cache-'));
  try {
    const parsed = parseWorkload(workload(candidateSim), { format: 'yaml' });
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
    return evaluateRun(plan, results, sequential?.gate ?? null).outcome!;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a prefix cache that stops working, against the simulator', () => {
  it('fails on the warm cell, naming it and the hit shares on both sides', async () => {
    const outcome = await gate('{"tokensPerSecond": 300, "prefixCache": false}');
    expect(outcome.verdict).toBe('fail');
    const share = outcome.pooled.find((p) => p.id === 'candidate:cacheMissShare:share')!;
    expect(share).toMatchObject({ verdict: 'fail', cells: 1, cellsBeyond: ['candidate/essay/warm'] });
    expect(share.evidence.kind).toBe('rise');
    if (share.evidence.kind !== 'rise') return;
    // Hit shares: nearly every warm request of the reference, none of the candidate's.
    expect(share.evidence.shares.baseline).toBeLessThan(0.2);
    expect(share.evidence.shares.candidate).toBe(1);
    const cell = outcome.comparisons.find((c) => c.metric === 'cacheMissShare')!;
    expect(cell).toMatchObject({ scenario: 'essay', cache: 'warm', verdict: 'fail' });
    // The cold cell has no miss share to gate.
    expect(outcome.comparisons.filter((c) => c.metric === 'cacheMissShare')).toHaveLength(1);
    // The warm TTFT is compared over every request (the candidate has no hit), not left ungated.
    const ttft = outcome.comparisons.find((c) => c.metric === 'ttftMs' && c.statistic === 'p50' && c.cache === 'warm')!;
    expect(ttft.verdict).not.toBe('not-gated');
    expect(ttft.ratio!.estimate).toBeGreaterThan(1.5);
  }, 240_000);

  it('does not fail the same endpoint with its cache on', async () => {
    const outcome = await gate('{"tokensPerSecond": 300}');
    expect(outcome.verdict).not.toBe('fail');
    expect(outcome.pooled.find((p) => p.id === 'candidate:cacheMissShare:share')!.verdict).not.toBe('fail');
  }, 240_000);
});
