import { reportOfRun } from '../helpers/decided-report.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeBaseline } from '../../src/baseline/serialize.js';
import { loadWorkload } from '../../src/config/load.js';
import { planGate } from '../../src/compare/flow.js';
import { baselineOfRuns } from '../../src/compare/record-baseline.js';
import { parityNotes } from '../../src/compare/gate-decision.js';
import { runWorkload } from '../../src/engine.js';
import { mergeResults } from '../../src/results/merge.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { baselineProblems } from '../../src/baseline/validate.js';
import { workloadIdentity } from '../../src/baseline/index.js';
import { historyEntryFromResults } from '../../src/baseline/history-entry.js';
import type { LoadedBaseline } from '../../src/compare/comparand.js';
import { loadHistorySide } from '../../src/history/side.js';
import { openStore } from '../../src/history/store.js';
import { gatedRun, quietLogger } from '../helpers/gated-run.js';
import type { OutputRecord } from '../../src/quality/types.js';
import type { Results } from '../../src/results/types.js';

// Output parity with no reference endpoint: the baseline recorded from the `clean` profile keeps each answer's hash,
// its first characters and log-probs; a later run is checked against them. The lossy build (quantised: its own words
// after 8 tokens) fails naming the first divergence; the unchanged stack passes with its answers identical: with no
// reference endpoint the scenario's prompts carry the same tags in every run (src/plan/build-plan.ts).
const QUIET = '{"ttftSigma": 0.1, "jitter": 0.1}';
let sim: Simulator;
let dir: string;

function workloadFile(profile: string): string {
  const file = join(dir, `${profile}.yaml`);
  writeFileSync(
    file,
    `
version: 1
name: parity-baseline
endpoints:
  - { name: api, baseUrl: '${sim.url}/${profile}/v1', model: sim, headers: { x-sim: '${QUIET}' } }
quality: { expect: identical, logprobs: 2 }
scenarios:
  - name: story
    prompt: Write a 20-word story about a lighthouse keeper.
    maxTokens: 32
    params: { temperature: 0 }
run: { requests: 40, concurrency: 8 }
`,
  );
  return file;
}

const baselinePath = (): string => join(dir, 'baselines', 'parity-baseline.json');

/** The answers of a run's measured requests: those sent again to measure self-agreement left out. */
const measured = (run: { results: Results }): OutputRecord[] => run.results.outputs!.filter((o) => o.repeat === undefined);

async function gate(profile: string, baseline: string | null = baselinePath(), history: LoadedBaseline | null = null) {
  const file = workloadFile(profile);
  const workload = loadWorkload(file);
  const plan = planGate(workload, { baseline, workloadFile: file, aaRuns: 0, cwd: dir, history });
  const { results, evaluation } = await gatedRun(workload, plan, join(dir, `out-${profile}`));
  return {
    plan,
    results,
    outcome: evaluation.outcome!,
    report: reportOfRun('parity', results, evaluation),
    notes: parityNotes(plan, evaluation, results),
  };
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 9 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-parity-baseline-'));
  const file = workloadFile('clean');
  const workload = loadWorkload(file);
  // Recorded in two shards, merged as `--shard` runs are: the answers of both are kept.
  const shards = [];
  for (const shard of [0, 1]) {
    const { results } = await runWorkload({
      workload,
      apiKeys: new Map(),
      resultsDir: join(dir, `record-${shard}`),
      redact: (s) => s,
      logger: quietLogger,
      shard: { index: shard, count: 2 },
      runId: 'shardedrecord',
      identity: workloadIdentity(workload),
    });
    shards.push(results);
  }
  const merged = mergeResults(shards);
  // The same run appended twice to a folder history, as the default branch's record runs would.
  const store = openStore(join(dir, 'store'));
  for (const n of [1, 2]) {
    await store.append({ ...historyEntryFromResults(merged, workload, { commit: null, verdict: 'recorded' }), runId: `run${n}` }, 10);
  }
  const { baseline } = baselineOfRuns([merged], workload);
  mkdirSync(join(dir, 'baselines'), { recursive: true });
  writeFileSync(baselinePath(), serializeBaseline(baseline));
}, 120_000);
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('output parity against a recorded baseline', () => {
  it('records each answer of the quality scenario: hash, length, lead and log-probs, in a file the schema accepts', () => {
    const file = JSON.parse(readFileSync(baselinePath(), 'utf8'));
    expect(baselineProblems(file)).toEqual([]);
    // 3 looks of 40, recorded in one plan over two shards.
    expect(file.outputs).toHaveLength(120);
    const first = file.outputs[0];
    expect(first).toMatchObject({ endpoint: 'api', scenario: 'story', cache: 'cold' });
    expect(first.lead.length).toBe(first.length);
    expect(first.logprobs.length).toBeGreaterThan(8);
    expect(first.logprobs[0].top).toHaveLength(2);
  });

  it('passes the unchanged stack with every answer identical to the recorded one', async () => {
    const run = await gate('clean');
    const parity = run.outcome.quality!;
    expect(parity).toHaveLength(1);
    const n = measured(run).length;
    expect(n).toBeGreaterThanOrEqual(40);
    expect(parity[0]).toMatchObject({ endpoint: 'api', paired: n, identical: n, firstDivergence: null, verdict: 'pass' });
    expect(parity[0]!.logprobs!.meanAbsDiff).toBe(0);
    expect(run.report).toContain(`answers identical on ${n} of ${n}`);
    // The baseline cannot be asked again: the candidate's own repeats say how often the stack agrees with itself.
    expect(parity[0]!.selfAgreement).toMatchObject({ side: 'candidate', prompts: 30, agree: 30, candidate: null });
    expect(run.report).toContain(`answers identical on ${n} of ${n}; the candidate agrees with itself on 100% of 30 repeated prompts`);
  }, 90_000);

  it('fails the lossy build against the recorded answers, naming the first divergence', async () => {
    const run = await gate('quantised');
    const parity = run.outcome.quality![0]!;
    expect(parity).toMatchObject({ endpoint: 'api', identical: 0, verdict: 'fail', failedOn: ['identical'] });
    expect(parity.paired).toBe(measured(run).length);
    expect(parity.firstDivergence).toMatchObject({ token: 9 });
    // The candidate agrees with itself on every repeated prompt and with the recorded answers on none.
    expect(parity.selfAgreement).toMatchObject({ side: 'candidate', prompts: 30, agree: 30, cross: 0, verdict: 'changed' });
    expect(run.outcome.verdict).toBe('fail');
    expect(run.outcome.endpoints[0]!.decidedBy).toContain('quality:api/story/cold');
    expect(run.report.split('\n').slice(0, 6).join('\n')).toMatch(/answers identical on 0 of \d+ · first divergence at token 9/);
  }, 90_000);

  it("compares with the answers the history kept: its own, not the baseline file's", async () => {
    const file = workloadFile('quantised');
    const side = await loadHistorySide(loadWorkload(file), openStore(join(dir, 'store')), 10);
    expect(side.entries).toHaveLength(2);
    expect(side.baseline!.outputs).toHaveLength(120);
    const lossy = await gate('quantised', null, side.baseline);
    // The history's own answers, not the baseline file's (the snapshot lends only what the history lacks).
    expect(lossy.plan.baseline!.outputs).toBe(side.baseline!.outputs);
    expect(lossy.outcome.quality![0]).toMatchObject({ identical: 0, verdict: 'fail', firstDivergence: { token: 9 } });
    expect(lossy.notes).toEqual([]);
    const clean = await gate('clean', null, side.baseline);
    const n = measured(clean).length;
    expect(clean.outcome.quality![0]).toMatchObject({ paired: n, identical: n, verdict: 'pass' });
  }, 120_000);

  it('says the answers were not compared when the baseline holds none (none completed when it was recorded)', async () => {
    const older = JSON.parse(readFileSync(baselinePath(), 'utf8'));
    delete older.outputs;
    const path = join(dir, 'baselines', 'older.json');
    writeFileSync(path, JSON.stringify(older));
    const run = await gate('clean', path);
    expect(run.outcome.quality ?? []).toEqual([]);
    expect(run.notes).toHaveLength(1);
    expect(run.notes[0]).toMatch(/^answers of `story` not compared: .* holds no recorded answers .*record the baseline again/);
  }, 90_000);
});
