import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActionConfig } from '../../src/action/config.js';
import { runAction, type ActionDeps } from '../../src/action/run-action.js';
import { openStore } from '../../src/history/store.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { createRedactor } from '../../src/util/redact.js';

// `mode: history` and `mode: gate` with a history, in process (the bundled action's plumbing is tested in
// test/action): the simulator as the endpoint, a bare git repository as the history's remote.
const WORKLOAD = `version: 1
name: action-history
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
  sim = await startSimulator({ seed: 5 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-action-history-'));
  repo = join(dir, 'origin.git');
  execFileSync('git', ['init', '-q', '--bare', repo]);
  writeFileSync(join(dir, 'w.yaml'), WORKLOAD);
});

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

async function action(inputs: Record<string, string>, eventName: string, sha: string) {
  const env = { SIM: sim.url, GITHUB_SHA: sha };
  const lines: string[] = [];
  const cfg = readActionConfig(
    (name) => ({ workload: join(dir, 'w.yaml'), 'results-dir': join(dir, 'out', sha), history: repo, ...inputs })[name] ?? '',
    env,
  );
  const deps: ActionDeps = {
    env,
    cwd: dir,
    context: { eventName, pullRequest: null, repo: null, runUrl: null },
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
  return { result, log: lines.join('\n') };
}

describe('the action and the run history', () => {
  it('mode: history appends each run on a push, and compares with the history once it holds two runs', async () => {
    const first = await action({ mode: 'history' }, 'push', 'a'.repeat(40));
    expect(first.result.outputs.verdict).toBe('none');
    expect(first.log).toContain('history: 0 run(s) of action-history in branch streamgate-history');
    await action({ mode: 'history' }, 'push', 'b'.repeat(40));
    const third = await action({ mode: 'history' }, 'push', 'c'.repeat(40));
    expect(third.log).toContain('last 2 runs pooled, aaaaaaa…bbbbbbb');
    expect(['pass', 'inconclusive']).toContain(third.result.outputs.verdict);
    const entries = await openStore(repo).read('action-history');
    expect(entries.map((e) => e.commit!.slice(0, 1))).toEqual(['a', 'b', 'c']);
    expect(entries.map((e) => e.verdict)).toEqual(['none', 'none', third.result.outputs.verdict]);
  });

  it('a pull request reads the history and never writes it', async () => {
    const run = await action({ mode: 'history' }, 'pull_request', 'd'.repeat(40));
    expect(run.log).toContain('a pull_request event reads the history and never writes it');
    expect((await openStore(repo).read('action-history')).map((e) => e.commit!.slice(0, 1))).toEqual(['a', 'b', 'c']);
  });

  it('mode: gate with a history compares with its last runs and writes nothing', async () => {
    const run = await action({ mode: 'gate', 'history-runs': '3' }, 'pull_request', 'e'.repeat(40));
    expect(run.log).toContain('last 3 runs pooled, aaaaaaa…ccccccc');
    expect(run.result.outputs.verdict).not.toBe('none');
    expect(await openStore(repo).read('action-history')).toHaveLength(3);
  });
});
