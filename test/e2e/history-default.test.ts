import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { startCli } from '../helpers/cli-process.js';

// `streamgate gate` without --history reads the default store, `.streamgate/history` of the current folder, when that
// folder exists: with 2 runs of the workload it is the comparison side; with 1, one line says so and the baseline
// file is used; --no-history and an explicit --baseline keep to the file. Runs measured once against the simulator,
// then gated again from their results.json (nothing is sent by the gates).
const WORKLOAD = `
version: 1
name: rivers
endpoints:
  - name: candidate
    baseUrl: \${SIM}/clean/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 300, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - name: answer
    prompt: Write a 30-word answer about rivers.
    maxTokens: 30
run:
  requests: 20
  looks: 1
  warmup: 0
  concurrency: 4
gate:
  minSamples: 6
`;

// The same with the current stack as a reference endpoint, measured in the same run: the reference wins.
const WITH_REFERENCE = WORKLOAD.replace('name: rivers', 'name: rivers-ref').replace(
  'endpoints:\n',
  'endpoints:\n  - { name: current, baseUrl: "${SIM}/clean/v1", model: sim, reference: true }\n',
);

let sim: Simulator;
let dir: string;
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
const NOTE = 'history: 1 run(s) of rivers in folder .streamgate/history; 2 are needed to compare with';
const POOLED = /compared with history \(folder \.streamgate\/history\): last 2 runs pooled/;

async function measure(name: string, text = WORKLOAD): Promise<void> {
  await runWorkload({
    workload: parseWorkload(text, { format: 'yaml', env: { SIM: sim.url } }),
    apiKeys: new Map(),
    resultsDir: join(dir, name),
    redact: (s) => s,
    logger: quiet,
    runId: name,
  });
}

async function cli(args: string[], cwd = dir) {
  const proc = startCli(args, { cwd, env: { SIM: sim.url, NO_COLOR: '1', GITHUB_TOKEN: '' } });
  const { code } = await proc.exited;
  return { code, stdout: proc.stdout(), stderr: proc.stderr(), all: proc.stdout() + proc.stderr() };
}

/** Gates the candidate's saved results from `cwd`; the comparison side as verdict.json names it. */
async function gate(out: string, extra: string[] = [], cwd = dir, file = 'w.yaml', candidate = 'candidate') {
  const workload = cwd === dir ? file : join(dir, file);
  const results = join(dir, candidate, 'results.json');
  const run = await cli(['gate', '--workload', workload, '--from-results', results, '--results-dir', out, ...extra], cwd);
  const verdict = JSON.parse(readFileSync(join(cwd, out, 'verdict.json'), 'utf8')) as {
    comparison: { kind: string; label: string | null };
  };
  return { ...run, comparison: verdict.comparison, report: readFileSync(join(cwd, out, 'report.md'), 'utf8') };
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 17 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-default-history-'));
  writeFileSync(join(dir, 'w.yaml'), WORKLOAD);
  writeFileSync(join(dir, 'ref.yaml'), WITH_REFERENCE);
  for (const name of ['run-1', 'run-2', 'candidate']) await measure(name);
  for (const name of ['ref-1', 'ref-2', 'ref-candidate']) await measure(name, WITH_REFERENCE);
  // The committed baseline file (beside the workload file: the folder is in no git repository).
  const recorded = await cli(['baseline:update', '--workload', 'w.yaml', '--from-results', join(dir, 'run-1', 'results.json')]);
  expect(recorded.code, recorded.all).toBe(0);
}, 120_000);

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('gate reads the default history folder', { timeout: 60_000 }, () => {
  it('without the folder: the baseline file, and nothing said about a history', async () => {
    const run = await gate('out-none');
    expect(run.code, run.all).toBe(0);
    expect(run.comparison.kind).toBe('baseline');
    expect(run.all).not.toMatch(/^history: |history \(/m);
  });

  it('with 1 run in it: one line says 2 are needed, and the baseline file is used', async () => {
    const added = await cli(['history', 'add', '--workload', 'w.yaml', '--results', join(dir, 'run-1'), '--commit', 'a'.repeat(40)]);
    expect(added.stdout).toContain('appended to the history of rivers (folder .streamgate/history)');
    const run = await gate('out-one');
    expect(run.code, run.all).toBe(0);
    expect(run.stderr.split('\n').filter((l) => l.startsWith('history: '))).toEqual([NOTE]);
    expect(run.comparison.kind).toBe('baseline');
    expect(run.all).not.toMatch(/runs pooled/);
  });

  it('with 2 runs in it: the last runs pooled are the comparison side, in the terminal and the report', async () => {
    const added = await cli(['history', 'add', '--workload', 'w.yaml', '--results', join(dir, 'run-2'), '--commit', 'b'.repeat(40)]);
    expect(added.code, added.all).toBe(0);
    const run = await gate('out-two');
    expect(run.code, run.all).toBe(0);
    expect(run.stdout).toMatch(POOLED);
    expect(run.report).toContain('compared with **history (folder .streamgate/history): last 2 runs pooled, aaaaaaa…bbbbbbb**');
    expect(run.comparison.label).toMatch(/^history \(folder \.streamgate\/history\): last 2 runs pooled, aaaaaaa…bbbbbbb/);
    expect(run.all).not.toContain('2 are needed');
  });

  it('--no-history keeps to the baseline file', async () => {
    const run = await gate('out-off', ['--no-history']);
    expect(run.code, run.all).toBe(0);
    expect(run.comparison.kind).toBe('baseline');
    expect(run.all).not.toMatch(/runs pooled/);
  });

  it('a baseline named with --baseline wins over the history', async () => {
    const run = await gate('out-named', ['--baseline', join('baselines', 'rivers.json')]);
    expect(run.code, run.all).toBe(0);
    expect(run.comparison.kind).toBe('baseline');
    expect(run.all).not.toMatch(/runs pooled/);
  });

  it('a reference endpoint wins over the history', async () => {
    for (const name of ['ref-1', 'ref-2']) {
      const added = await cli(['history', 'add', '--workload', 'ref.yaml', '--results', join(dir, name)]);
      expect(added.code, added.all).toBe(0);
    }
    const run = await gate('out-reference', [], dir, 'ref.yaml', 'ref-candidate');
    expect(run.code, run.all).toBe(0);
    expect(run.comparison.kind).toBe('reference');
    expect(run.all).not.toMatch(/runs pooled|2 are needed/);
  });

  it('from another folder, the history of this one is not read', async () => {
    mkdirSync(join(dir, 'elsewhere'));
    const run = await gate('out-elsewhere', [], join(dir, 'elsewhere'));
    expect(run.code, run.all).toBe(0);
    expect(run.comparison.kind).toBe('baseline');
    expect(run.all).not.toMatch(/^history: |history \(/m);
  });

  it('--history with --no-history is refused before anything is read', async () => {
    const run = await cli(['gate', '--workload', 'w.yaml', '--history', '.streamgate/history', '--no-history']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'error: --history names a history to compare with and --no-history turns it off: give one of them\n(`streamgate gate --help` lists the other options)\n',
    );
  });
});
