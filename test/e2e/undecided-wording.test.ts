import { reportOfRun, terminalOfRun } from '../helpers/decided-report.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { evaluateRun, planGate, sequentialRun } from '../../src/compare/flow.js';
import { runWorkload } from '../../src/engine.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

// Two identical streaming endpoints and too few requests to show the rates unchanged: 8 per side, one look and no
// extra ones. Every request streams (8 tokens at 5 tok/s, 200 ms apart: wide enough that a client held by a busy machine still sees them apart), so the non-streamed share is 0 % on both
// sides, and the error rate too; neither can be shown inside its allowance with 8 requests, so both stay open at the
// last look. What the report says of them must be that they are open, not that anything regressed.
const PACE = '{"ttftMs": 30, "tokensPerSecond": 5, "prefixCache": false}';

let sim: Simulator;
let dir: string;
beforeAll(async () => {
  sim = await startSimulator({ seed: 13 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-undecided-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

const WORKLOAD = (url: string): string => `
version: 1
name: undecided
endpoints:
  - { name: main, baseUrl: ${url}/clean/v1, model: sim, reference: true, headers: { x-sim: '${PACE}' } }
  - { name: pr, baseUrl: ${url}/clean/v1, model: sim, headers: { x-sim: '${PACE}' } }
scenarios:
  - { name: hello, prompt: Hello, maxTokens: 8, cache: cold }
run:
  requests: 8
  looks: 1
  concurrency: 4
  seed: 2
gate:
  extraLooks: 0 # one look and no more: the rates stay open for the wording below
`;

describe('the wording of comparisons still open at the last look', () => {
  it('says a 0 % → 0 % delivery comparison is open, never that delivery regressed', async () => {
    const workload = parseWorkload(WORKLOAD(sim.url), { format: 'yaml' });
    const plan = planGate(workload, { baseline: null, workloadFile: 'undecided.yaml', aaRuns: 0, cwd: dir });
    const sequential = sequentialRun(plan, () => {});
    const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
    const { results } = await runWorkload({
      workload,
      apiKeys: new Map(),
      resultsDir: dir,
      redact: (s) => s,
      logger: quiet,
      sequential: sequential!.hook,
    });
    const evaluation = evaluateRun(plan, results, sequential!.gate);
    const outcome = evaluation.outcome!;
    const share = outcome.pooled.find((p) => p.metric === 'nonStreamedShare')!;
    expect(share.verdict).toBe('inconclusive');
    expect(share.evidence).toMatchObject({ kind: 'rise', shares: { baseline: 0, candidate: 0 } });
    expect(outcome.verdict).toBe('inconclusive');

    const report = reportOfRun('undecided', results, evaluation);
    const terminal = terminalOfRun(results, evaluation).replace(/\s+/g, ' ');
    expect(report.split('\n')[0]).toBe(
      '**streamgate: INCONCLUSIVE** — pr still open after 1 of 1 look on TTFT p95, non-streamed share and error rate (does not fail the check)',
    );
    const line = /non-streamed share 0% → 0% \(±0 pp, at most \+\d+ pp\) over 1 cell — still open after 1 of 1 look(?!s)(?! \(does not)/;
    expect(report).toMatch(line);
    expect(terminal).toMatch(line);
    for (const text of [report, terminal]) {
      expect(text).not.toMatch(/regressed/);
      expect(text).not.toMatch(/held and flushed|large bursts/);
    }
  }, 120_000);
});
