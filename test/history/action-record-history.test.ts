import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActionConfig } from '../../src/action/config.js';
import { runAction, type ActionDeps } from '../../src/action/run-action.js';
import { openStore } from '../../src/history/store.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { createRedactor } from '../../src/util/redact.js';

// `mode: record` with a history named: a baseline recorded on the default branch is also appended to the history (the
// same append as `mode: history`), in process, the simulator as the endpoint and a bare git repository as the remote.
const WORKLOAD = `version: 1
name: record-history
endpoints:
  - name: api
    baseUrl: \${SIM}/clean/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 400, "ttftMs": 40, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - name: hi
    prompt: Say hi.
    maxTokens: 16
run:
  requests: 12
  looks: 1
  warmup: 0
  concurrency: 4
gate:
  minSamples: 6
`;

let sim: Simulator;
let dir: string;
let repo: string;

beforeAll(async () => {
  sim = await startSimulator({ seed: 11 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-record-history-'));
  repo = join(dir, 'origin.git');
  execFileSync('git', ['init', '-q', '--bare', repo]);
  writeFileSync(join(dir, 'w.yaml'), WORKLOAD);
});

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  inputs: Record<string, string>;
  eventName: string;
  sha: string;
  ref: string;
  defaultBranch?: string | null;
}

async function action(run: Run) {
  const env = { SIM: sim.url, GITHUB_SHA: run.sha, GITHUB_REF: run.ref };
  const lines: string[] = [];
  const resultsDir = join(dir, 'out', run.sha);
  const cfg = readActionConfig((name) => ({ workload: join(dir, 'w.yaml'), 'results-dir': resultsDir, ...run.inputs })[name] ?? '', env);
  const deps: ActionDeps = {
    env,
    cwd: dir,
    context: {
      eventName: run.eventName,
      pullRequest: null,
      repo: null,
      runUrl: null,
      defaultBranch: run.defaultBranch === undefined ? 'main' : run.defaultBranch,
    },
    logger: (redact) =>
      createLogger({ info: (l) => lines.push(l), warn: (l) => lines.push(l), error: (l) => lines.push(l), debug: () => {} }, redact),
    createRedactor,
    setSecret: () => {},
    writeSummary: () => Promise.resolve(true),
    comments: () => {
      throw new Error('no comment expected without a pull request');
    },
  };
  const result = await runAction(cfg, deps);
  return { result, log: lines.join('\n'), baselineWritten: existsSync(join(resultsDir, 'baseline.json')) };
}

const commits = async (): Promise<string[]> => (await openStore(repo).read('record-history')).map((e) => e.commit!.slice(0, 1));

describe('mode: record and the run history', () => {
  it('appends a baseline recorded on the default branch to the history named, as a recorded run', async () => {
    const run = await action({ inputs: { mode: 'record', history: repo }, eventName: 'push', sha: 'a'.repeat(40), ref: 'refs/heads/main' });
    expect(run.result.outputs.verdict).toBe('recorded');
    expect(run.baselineWritten).toBe(true);
    expect(run.log).toContain('history: run ');
    const entries = await openStore(repo).read('record-history');
    expect(entries.map((e) => [e.commit, e.verdict])).toEqual([['a'.repeat(40), 'recorded']]);
    expect(entries[0]!.cells[0]!.n).toBe(12);
  });

  it('does not append from another branch, a pull request, or an event without a default branch', async () => {
    const feature = await action({
      inputs: { mode: 'record', history: repo },
      eventName: 'push',
      sha: 'b'.repeat(40),
      ref: 'refs/heads/feature',
    });
    expect(feature.baselineWritten).toBe(true);
    expect(feature.log).toContain('history: this run is not appended: refs/heads/feature is not the default branch main');
    const pr = await action({
      inputs: { mode: 'record', history: repo },
      eventName: 'pull_request',
      sha: 'c'.repeat(40),
      ref: 'refs/pull/1/merge',
    });
    expect(pr.log).toContain('history: a pull_request event reads the history and never writes it');
    const unknown = await action({
      inputs: { mode: 'record', history: repo },
      eventName: 'workflow_dispatch',
      sha: 'd'.repeat(40),
      ref: 'refs/heads/main',
      defaultBranch: null,
    });
    expect(unknown.log).toContain('the event names no default branch');
    expect(await commits()).toEqual(['a']);
  });

  it('writes no history when none is named', async () => {
    const run = await action({ inputs: { mode: 'record' }, eventName: 'push', sha: 'e'.repeat(40), ref: 'refs/heads/main' });
    expect(run.result.outputs.verdict).toBe('recorded');
    expect(run.log).not.toMatch(/^history: /m);
    expect(await commits()).toEqual(['a']);
  });

  it('a second recorded run makes a history the gate compares with', async () => {
    await action({ inputs: { mode: 'record', history: repo }, eventName: 'push', sha: 'f'.repeat(40), ref: 'refs/heads/main' });
    expect(await commits()).toEqual(['a', 'f']);
    const gate = await action({
      inputs: { mode: 'gate', history: repo },
      eventName: 'pull_request',
      sha: '1'.repeat(40),
      ref: 'refs/pull/2/merge',
    });
    expect(gate.log).toContain('last 2 runs pooled, aaaaaaa…fffffff');
    expect(await commits()).toEqual(['a', 'f']);
  });
});
