import { runDriftLogSd } from '../../src/stats/index.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntryFromResults, type HistoryEntry } from '../../src/baseline/index.js';
import { evaluateRun, planGate } from '../../src/compare/flow.js';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import { loadHistorySide } from '../../src/history/side.js';
import { openStore } from '../../src/history/store.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { startCli } from '../helpers/cli-process.js';

// Six runs of the clean profile recorded into a history on a bare git repository, then candidates gated against the
// last five pooled: no baseline file anywhere, the history is the comparison side. One look of 60 requests, TTFT
// noise lowered as in gate-simulator.test.ts; the drift allowed is the one measured between the recorded runs
// (floored and widened for having been estimated from 5 runs), not an assumed one.
const WORKLOAD = `
version: 1
name: e2e-history
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
const clean: Results[] = [];
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
const commit = (i: number): string => `${i}`.padStart(2, '0').repeat(20);

function workloadFor(profile: string) {
  return parseWorkload(WORKLOAD, { format: 'yaml', env: { SIM: sim.url, PROFILE: profile } });
}

async function measure(profile: string, name: string): Promise<{ results: Results; dir: string }> {
  const out = await runWorkload({
    workload: workloadFor(profile),
    apiKeys: new Map(),
    resultsDir: join(dir, name),
    redact: (s) => s,
    logger: quiet,
    runId: name,
  });
  return { results: out.results, dir: join(dir, name) };
}

function cli(args: string[]) {
  const proc = startCli(args, { cwd: dir, env: { SIM: sim.url, PROFILE: 'clean', NO_COLOR: '1' } });
  return proc.exited.then(({ code }) => ({ code, stdout: proc.stdout(), stderr: proc.stderr() }));
}

async function gateAgainstHistory(results: Results) {
  const workload = workloadFor('any');
  const side = await loadHistorySide(workload, openStore(repo), 5);
  const plan = planGate(workload, { baseline: null, workloadFile: 'w.yaml', aaRuns: 0, cwd: dir, history: side.baseline });
  return evaluateRun(plan, results);
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 21 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-e2e-history-'));
  repo = join(dir, 'origin.git');
  execFileSync('git', ['init', '-q', '--bare', repo]);
  writeFileSync(join(dir, 'w.yaml'), WORKLOAD);
  const store = openStore(repo);
  for (let i = 1; i <= 6; i++) {
    const run = await measure('clean', `clean-${i}`);
    clean.push(run.results);
    // Five through the store, the sixth through the command line.
    if (i < 6) await store.append(historyEntryFromResults(run.results, workloadFor('clean'), { commit: commit(i), verdict: 'pass' }), 100);
    else {
      const added = await cli(['history', 'add', '--workload', 'w.yaml', '--results', run.dir, '--store', repo, '--commit', commit(i)]);
      expect(added.stderr).toBe('');
      expect(added.stdout).toContain(`run clean-6 at ${commit(6).slice(0, 7)} appended to the history of e2e-history`);
      // What the history the next gate compares with can catch, beside a reference in the same run.
      expect(added.stdout).toMatch(
        /what this history can catch:\n {2}- history of 6 runs, (wandering ±[1-9]\d*% in .*|its runs agreeing within their noise): candidate catches TTFT p50 above .*; a reference endpoint in the same run would catch TTFT p50 above \+\d+%/,
      );
    }
  }
}, 180_000);

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('gating against a run history on a git branch', () => {
  it('holds six runs on the history branch, and pools the last five with their measured drift', async () => {
    const entries = await openStore(repo).read('e2e-history');
    expect(entries.map((e) => e.runId)).toEqual(['clean-1', 'clean-2', 'clean-3', 'clean-4', 'clean-5', 'clean-6']);
    const side = await loadHistorySide(workloadFor('any'), openStore(repo), 5);
    // Five runs pooled; their drift measured over all six the history holds (up to 20).
    expect(side.baseline!.label).toMatch(
      /^history \(branch streamgate-history of .*origin\.git\): last 5 runs pooled, 0202020…0606060; drift measured over 6 runs$/,
    );
    const cell = side.baseline!.cells[0]!;
    expect(cell.n).toBe(5 * 60);
    expect(cell.spread).toMatchObject({ runs: 5, driftRuns: 6 });
    // The drift as measured over the six runs: the gate allows for its estimation (src/gate/drift/between-runs.ts).
    const same = entries.map((e) => e.cells.find((c) => c.endpoint === cell.endpoint && c.scenario === cell.scenario)!.values.ttftMs!);
    expect(cell.spread!.logSd.ttftMs).toBeCloseTo(runDriftLogSd(same)!, 4);
  });

  it('a candidate with 1.5× the TTFT fails on TTFT against the history', async () => {
    const evaluation = await gateAgainstHistory((await measure('slow', 'slow')).results);
    expect(evaluation.comparand!.label).toContain('last 5 runs pooled');
    expect(evaluation.outcome!.verdict).toBe('fail');
    const ttft = evaluation.outcome!.pooled.find((p) => p.metric === 'ttftMs' && p.statistic === 'p50')!;
    expect(ttft.verdict).toBe('fail');
    expect(ttft.ratio!.lower).toBeGreaterThan(1.2);
  });

  it('an unchanged candidate passes against the history', async () => {
    const evaluation = await gateAgainstHistory((await measure('clean', 'clean-again')).results);
    expect(evaluation.outcome!.verdict).toBe('pass');
    expect(evaluation.outcome!.counts.fail).toBe(0);
  });

  it('the command line gates against the history: exit 1 naming TTFT and the pooled side', async () => {
    const out = await cli([
      'gate',
      '--workload',
      'w.yaml',
      '--history',
      repo,
      '--from-results',
      join(dir, 'slow', 'results.json'),
      '--results-dir',
      'gate-out',
    ]);
    expect(out.code).toBe(1);
    // The default K is 10: a history of 6 runs is pooled whole.
    expect(out.stdout).toContain('last 6 runs pooled');
    expect(out.stdout).toMatch(/TTFT/);
    expect(readFileSync(join(dir, 'gate-out', 'report.md'), 'utf8')).toContain('last 6 runs pooled');
  });

  it('a history with a step: the report names the commit it started at and how long ago', async () => {
    const folder = join(dir, 'stepped');
    const store = openStore(folder);
    const workload = workloadFor('clean');
    for (let i = 0; i < 12; i++) {
      const entry: HistoryEntry = historyEntryFromResults(clean[i % 6]!, workload, { commit: commit(10 + i), verdict: 'pass' });
      const factor = i >= 8 ? 1.3 : 1;
      for (const cell of entry.cells) cell.values.ttftMs = cell.values.ttftMs!.map((v) => Math.round(v * factor * 10) / 10);
      await store.append({ ...entry, runId: `synthetic-${i}` }, 100);
    }
    mkdirSync(join(dir, 'step-out'), { recursive: true });
    const out = await cli([
      'gate',
      '--workload',
      'w.yaml',
      '--history',
      folder,
      '--from-results',
      join(dir, 'clean-again', 'results.json'),
      '--results-dir',
      'step-out',
    ]);
    const report = readFileSync(join(dir, 'step-out', 'report.md'), 'utf8');
    // Run 9 of 12 (index 8) is the first slower one; this run is the 13th point, so the step is 4 runs ago. Its size is
    // the mean after against the mean before, this run's faster value included: between 20 and 30 %.
    const sentence = new RegExp(`TTFT p50 of candidate answer · cold rose (2\\d|30) % at ${commit(18).slice(0, 7)}, 4 runs ago`);
    expect(out.stdout).toMatch(sentence);
    expect(report).toMatch(sentence);
    // The trend of the stepped series, this run the last point, below the report.
    expect(report).toContain('### History trends');
    expect(report).toContain('TTFT p50 of candidate answer · cold over the last 13 runs');
    const shown = await cli(['history', 'show', '--workload', 'w.yaml', '--store', folder]);
    expect(shown.stdout).toContain('e2e-history: 12 run(s) in folder');
    expect(shown.stdout).toMatch(new RegExp(`rose \\d+ % at ${commit(18).slice(0, 7)}, 3 runs ago`));
  });
});
