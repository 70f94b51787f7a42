import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionInputError, readActionConfig } from '../../src/action/config.js';
import { runAction, type ActionDeps } from '../../src/action/run-action.js';
import type { SweepResults } from '../../src/results/sweep-types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { createRedactor } from '../../src/util/redact.js';

// mode: sweep across shards, the action in process: two shard jobs (`shard`, `start-at`, `level-seconds`) step through
// the levels together, then the merge job (`results`: the shards' folder) judges and reports the sweep.
const WORKLOAD = `version: 1
name: sweep-shards-action
endpoints:
  - name: api
    baseUrl: \${SIM}/clean/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 400, "ttftMs": 300, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - { name: hi, prompt: Say hi., maxTokens: 12 }
run: { requests: 8, warmup: 0, seed: 2 }
sweep: { load: concurrency, levels: [2, 4], looks: 1, requests: 16 }
`;

let sim: Simulator;
let dir: string;

beforeAll(async () => {
  sim = await startSimulator({ seed: 4 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-sweep-shards-action-'));
  writeFileSync(join(dir, 'w.yaml'), WORKLOAD);
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

async function action(inputs: Record<string, string>) {
  const env = { SIM: sim.url, GITHUB_RUN_ID: '77', GITHUB_RUN_ATTEMPT: '1' };
  const lines: string[] = [];
  const cfg = readActionConfig((name) => ({ workload: join(dir, 'w.yaml'), mode: 'sweep', history: 'false', ...inputs })[name] ?? '', env);
  const deps: ActionDeps = {
    env,
    cwd: dir,
    context: { eventName: 'push', pullRequest: null, repo: null, runUrl: null },
    logger: (redact) =>
      createLogger({ info: (l) => lines.push(l), warn: (l) => lines.push(l), error: (l) => lines.push(l), debug: () => {} }, redact),
    createRedactor,
    setSecret: () => {},
    writeSummary: () => Promise.resolve(true),
    comments: () => {
      throw new Error('no comment expected without a pull request');
    },
  };
  return { result: await runAction(cfg, deps), log: lines.join('\n') };
}

describe('mode: sweep across shards', { timeout: 60_000 }, () => {
  it('each shard measures its share of every level on the schedule; the merge job judges and reports the levels', async () => {
    const startAt = new Date(Date.now() + 1_500).toISOString();
    const shard = (i: number) =>
      action({ shard: `${i}/2`, 'start-at': startAt, 'level-seconds': '5', 'results-dir': join(dir, 'shards', `shard-${i}`) });
    const shards = await Promise.all([shard(1), shard(2)]);
    for (const s of shards) expect(s.result.outputs.verdict).toBe('none');
    const merged = await action({ results: join(dir, 'shards'), 'results-dir': join(dir, 'merged') });
    expect(merged.result.failure).toBeNull();
    const sweep = JSON.parse(readFileSync(join(dir, 'merged', 'sweep.json'), 'utf8')) as SweepResults;
    const levels = sweep.endpoints[0]!.levels;
    expect(levels.map((l) => [l.load, l.requests, l.shards!.shares])).toEqual([
      [2, 16, [1, 1]],
      [4, 16, [2, 2]],
    ]);
    expect(levels.map((l) => Date.parse(l.shards!.agreedAt) - Date.parse(startAt))).toEqual([0, 5_000]);
    expect(readFileSync(merged.result.outputs.reportPath!, 'utf8')).toContain(
      'Load from 2 shards, each level split between them: 2 streams = 1 + 1, 4 streams = 2 + 2',
    );
  });

  it('a sweep shard without the schedule, or with results too, is refused before anything is measured', () => {
    const read = (inputs: Record<string, string>) => () =>
      readActionConfig((name) => ({ workload: 'w.yaml', mode: 'sweep', ...inputs })[name] ?? '', {});
    expect(read({ shard: '1/2', 'start-at': '2026-05-01T12:00:00Z' })).toThrow(ActionInputError);
    expect(read({ shard: '1/2', 'start-at': '2026-05-01T12:00:00Z' })).toThrow(/needs "start-at" and "level-seconds"/);
    expect(read({ shard: '1/2', results: 'shards' })).toThrow(/not both/);
    expect(read({ 'level-seconds': '0' })).toThrow(/input "level-seconds" must be a positive number of seconds/);
    expect(read({ mode: 'gate', 'level-seconds': '5' })).toThrow(/is for the shards of a sweep across shards/);
  });
});
