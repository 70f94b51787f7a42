import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceComparand, resolveGateRules } from '../../src/compare/comparand.js';
import { gateResults } from '../../src/compare/sequential.js';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import type { GateOutcome } from '../../src/gate/types.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { markdownOf } from '../helpers/decided-report.js';
import { quietLogger } from '../helpers/gated-run.js';

// Job latency gated like every primary: a candidate endpoint against a reference measured in the same run, both on the
// simulator, an agent loop of two turns with a tool wait between them. 50 jobs a side, so the critical p95 is tested
// too (gate.tailMinSamples). Token speed and TTFT noise as in gate-simulator.test.ts; no prefix cache, so every turn
// pays its prefill of a ~1,000-character prompt and the `slow` profile's 1.5× prefill and TTFT show in every job (about
// ×1.4 with short answers and a 100 ms tool wait, well past the 1.2× margin on a loaded machine too).
const workloadText = (candidate: string): string => `
version: 1
name: agent-gate
endpoints:
  - name: reference
    baseUrl: \${SIM}/clean/v1
    model: sim
    reference: true
    headers: { x-sim: '{"tokensPerSecond": 300, "jitter": 0.1, "ttftSigma": 0.1, "prefixCache": false}' }
  - name: candidate
    baseUrl: \${SIM}/${candidate}/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 300, "jitter": 0.1, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - name: agent
    maxTokens: 24
    turns: 2
    messages:
      - role: system
        content: >-
          You are a coding agent working in a developer's repository. Read the code before you change anything: search
          for the symbols involved, read the surrounding code, its tests and its callers, and never invent an API. Keep
          changes minimal and touch only the files the task needs. Tests are the ground truth: when you fix a bug, first
          find or write a test that fails because of it, then make it pass, and report the exact command you ran. Be
          honest about uncertainty and say what you saw when a step fails. Answer with one sentence that states what
          you found, then the steps you took, each with the file and line range it concerns, then the commands to run.
      - { role: user, content: Find where the export builds its rows and propose a fix. }
    tools:
      - type: function
        durationMs: 100
        function:
          name: search_code
          parameters: { type: object, properties: { query: { type: string } }, required: [query] }
run:
  requests: 50
  looks: 1
  warmup: 0
  concurrency: 8
  seed: 7
`;

let sim: Simulator;
let dir: string;

async function gate(candidate: string): Promise<{ results: Results; outcome: GateOutcome }> {
  const workload = parseWorkload(workloadText(candidate), { format: 'yaml', env: { SIM: sim.url } });
  const out = await runWorkload({ workload, apiKeys: new Map(), resultsDir: join(dir, candidate), redact: (s) => s, logger: quietLogger });
  return {
    results: out.results,
    outcome: gateResults(referenceComparand(out.results, 'reference'), resolveGateRules(workload), out.results),
  };
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 9 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-jobs-gate-'));
});

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('job latency gated against a reference on the simulator', () => {
  it('an A/A of the loop passes, its job latency a primary shown within its bound', async () => {
    const { results, outcome } = await gate('clean');
    expect(outcome.verdict).toBe('pass');
    const job = outcome.pooled.find((p) => p.id === 'candidate:loopMs:p50')!;
    expect(job).toMatchObject({ role: 'primary', verdict: 'pass', cells: 1 });
    expect(job.resolution).toBeDefined();
    expect(outcome.pooled.find((p) => p.id === 'candidate:loopMs:p95')).toMatchObject({ role: 'critical' });
    // The job cell is compared over whole jobs; the turns' cells keep the request rules (and the rates) to themselves.
    const jobComparisons = outcome.comparisons.filter((c) => c.job);
    expect(new Set(jobComparisons.map((c) => c.metric))).toEqual(new Set(['loopMs']));
    expect(jobComparisons[0]).toMatchObject({ scenario: 'agent', cache: 'cold', turn: null, id: 'candidate/agent/cold/job:loopMs:p50' });
    expect(outcome.comparisons.filter((c) => c.metric === 'loopMs').every((c) => c.job)).toBe(true);
    expect(outcome.cells!.find((c) => c.key === 'candidate/agent/cold/job')).toMatchObject({ verdict: 'pass' });
    // The report names the job cell and counts jobs.
    const markdown = markdownOf({
      title: 'agent',
      candidate: results,
      baseline: { label: 'reference endpoint reference', cells: referenceComparand(results, 'reference').baseline, reference: true },
      gate: outcome,
    });
    expect(markdown).toMatch(/#### candidate · agent · job · cold · 50 vs 50 jobs — pass/);
    expect(markdown).toMatch(/\| candidate \| agent · job · cold \| 50 vs 50 jobs \| job /);
  }, 120_000);

  it('a slower profile fails on job latency', async () => {
    const { outcome } = await gate('slow');
    expect(outcome.verdict).toBe('fail');
    const job = outcome.pooled.find((p) => p.id === 'candidate:loopMs:p50')!;
    expect(job.verdict).toBe('fail');
    expect(job.ratio!.lower).toBeGreaterThan(1.2);
    expect(outcome.endpoints.find((e) => e.endpoint === 'candidate')!.decidedBy).toContain('candidate:loopMs:p50');
    expect(outcome.cells!.find((c) => c.key === 'candidate/agent/cold/job')).toMatchObject({
      verdict: 'fail',
      because: expect.arrayContaining(['latency']),
    });
  }, 120_000);
});
