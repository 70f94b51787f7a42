import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntryFromResults } from '../../src/baseline/index.js';
import { evaluateRun, planGate } from '../../src/compare/flow.js';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import { loadHistorySide } from '../../src/history/side.js';
import { openStore } from '../../src/history/store.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { startCli } from '../helpers/cli-process.js';

// A history of clean runs on a bare git repository; a deliberate change (the slow profile, 1.5× the TTFT) fails
// against it; the change is accepted with `history accept`; two runs of the new stack are recorded; a third run of
// the new stack is then gated against the runs recorded after the step only.
const WORKLOAD = `
version: 1
name: e2e-accept
endpoints:
  - name: candidate
    baseUrl: \${SIM}/\${PROFILE}/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 300, "jitter": 0.1, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - name: answer
    prompt: Write a 45-word answer about rivers.
    maxTokens: 60
run:
  requests: 60
  looks: 1
  warmup: 1
  concurrency: 6
  seed: 11
`;

let sim: Simulator;
let dir: string;
let repo: string;
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
const commit = (i: number): string => `${i}`.padStart(2, '0').repeat(20);

function workloadFor(profile: string) {
  return parseWorkload(WORKLOAD, { format: 'yaml', env: { SIM: sim.url, PROFILE: profile } });
}

async function measure(profile: string, name: string): Promise<Results> {
  const out = await runWorkload({
    workload: workloadFor(profile),
    apiKeys: new Map(),
    resultsDir: join(dir, name),
    redact: (s) => s,
    logger: quiet,
    runId: name,
  });
  return out.results;
}

async function gateAgainstHistory(results: Results) {
  const workload = workloadFor('any');
  const side = await loadHistorySide(workload, openStore(repo), 10);
  const plan = planGate(workload, { baseline: null, workloadFile: 'w.yaml', aaRuns: 0, cwd: dir, history: side.baseline });
  return { side, evaluation: evaluateRun(plan, results) };
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 23 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-e2e-accept-'));
  repo = join(dir, 'origin.git');
  execFileSync('git', ['init', '-q', '--bare', repo]);
  writeFileSync(join(dir, 'w.yaml'), WORKLOAD);
  const store = openStore(repo);
  for (let i = 1; i <= 4; i++) {
    const results = await measure('clean', `clean-${i}`);
    await store.append(historyEntryFromResults(results, workloadFor('clean'), { commit: commit(i), verdict: 'pass' }), 100);
  }
}, 120_000);

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an intended change accepted in the history', () => {
  it('fails before it is accepted, and after `history accept` and two runs of the new stack pools only those', async () => {
    const before = await gateAgainstHistory(await measure('slow', 'slow-0'));
    expect(before.evaluation.outcome!.verdict).toBe('fail');
    expect(before.side.baseline!.label).toContain('last 4 runs pooled');

    const proc = startCli(
      ['history', 'accept', '--workload', 'w.yaml', '--store', repo, '--commit', commit(5), '--reason', 'slower stack'],
      {
        cwd: dir,
        env: { SIM: sim.url, PROFILE: 'clean', NO_COLOR: '1' },
      },
    );
    const { code } = await proc.exited;
    expect(proc.stderr()).toBe('');
    expect(code).toBe(0);
    expect(proc.stdout()).toContain(`change accepted in the history of e2e-accept`);

    // Straight after the step: no run of the new stack yet, so the history gives no side (and says so).
    const empty = await loadHistorySide(workloadFor('any'), openStore(repo), 10);
    expect(empty.baseline).toBeNull();
    expect(empty.note).toContain('since the change accepted at 0505050 (slower stack)');

    const store = openStore(repo);
    for (let i = 6; i <= 7; i++) {
      const results = await measure('slow', `slow-${i}`);
      await store.append(historyEntryFromResults(results, workloadFor('slow'), { commit: commit(i), verdict: 'recorded' }), 100);
    }
    const entries = await store.read('e2e-accept');
    expect(entries.map((e) => e.verdict)).toEqual(['pass', 'pass', 'pass', 'pass', 'accepted', 'recorded', 'recorded']);
    expect(entries[4]).toMatchObject({ cells: [], step: { kind: 'accepted', reason: 'slower stack' } });

    const after = await gateAgainstHistory(await measure('slow', 'slow-8'));
    expect(after.side.baseline!.label).toMatch(
      /^history \(branch streamgate-history of .*origin\.git\): last 2 runs pooled, 0606060…0707070, since the change accepted at 0505050 \(slower stack\)$/,
    );
    expect(after.side.baseline!.history).toEqual({ runs: 2 });
    expect(after.evaluation.outcome!.verdict).not.toBe('fail');
    expect(after.evaluation.outcome!.counts.fail).toBe(0);
  }, 60_000);
});
