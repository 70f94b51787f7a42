import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SweepResults } from '../../src/results/sweep-types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { killIfRunning, startCli, type CliProcess } from '../helpers/cli-process.js';

// A capacity sweep across four streamgate processes on loopback, as four matrix jobs run it, against the simulator's
// `capacity` profile with 4 engine slots (each request holds a slot ~0.4 s; past 4 streams requests queue and TTFT
// grows by a good part of 0.4 s, far past the 250 ms objective). Each level is split over the shards (4 streams: one
// each; 8: two each) and begun on the agreed schedule; the merge judges each level on all 64 requests together.
const WORKLOAD = `version: 1
name: capacity-shards
endpoints:
  - name: four-slots
    baseUrl: \${SIM}/capacity/v1
    model: sim
    headers: { x-sim: '{"ttftMs": 80, "ttftSigma": 0.1, "tokensPerSecond": 200, "jitter": 0.1, "outputTokens": 64, "slots": 4}' }
slo:
  objectives: { ttftMs: { p95: 250 } }
scenarios:
  - { name: count, prompt: Count from 1 to 64., maxTokens: 80, cache: cold }
run: { requests: 64, warmup: 0, seed: 4 }
sweep: { load: concurrency, levels: [4, 8], looks: 1, requests: 64 }
`;

let sim: Simulator;
let dir: string;
const running: CliProcess[] = [];

function cli(args: string[]): CliProcess {
  const proc = startCli(['sweep', '--workload', 'workload.yaml', ...args], { cwd: dir, env: { SIM: sim.url } });
  running.push(proc);
  return proc;
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 9 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-sweep-shards-'));
  writeFileSync(join(dir, 'workload.yaml'), WORKLOAD);
});
afterAll(async () => {
  running.forEach(killIfRunning);
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a capacity sweep across shards', { timeout: 180_000 }, () => {
  it('four processes step the levels together; the merge finds the knee at the slot count and states each shard’s share', async () => {
    const startAt = new Date(Date.now() + 12_000).toISOString();
    const shards = [1, 2, 3, 4].map((i) =>
      cli([
        '--shard',
        `${i}/4`,
        '--start-at',
        startAt,
        '--run-id',
        'sweep-1',
        '--level-seconds',
        '9',
        '--results-dir',
        join('shards', `shard-${i}`),
      ]),
    );
    const codes = await Promise.all(shards.map((s) => s.exited));
    codes.forEach((c, i) => expect(c.code, shards[i]!.stderr()).toBe(0));
    const merge = cli(['--merge', 'shards', '--results-dir', 'merged']);
    const { code } = await merge.exited;
    expect(code, merge.stderr()).toBe(0);
    const sweep = JSON.parse(readFileSync(join(dir, 'merged', 'sweep.json'), 'utf8')) as SweepResults;
    const endpoint = sweep.endpoints[0]!;
    expect(endpoint.levels.map((l) => [l.load, l.requests, l.shards!.shares])).toEqual([
      [4, 64, [1, 1, 1, 1]],
      [8, 64, [2, 2, 2, 2]],
    ]);
    // Level k began at start + k × 9 s.
    expect(endpoint.levels.map((l) => Date.parse(l.shards!.agreedAt) - Date.parse(startAt))).toEqual([0, 9_000]);
    for (const level of endpoint.levels) expect(level.shards!.overlapShare).toBeGreaterThanOrEqual(0.8);
    expect(endpoint.levels.map((l) => l.state)).toEqual(['met', 'violated']);
    expect(endpoint.capacity).toMatchObject({ lower: 4, upper: 8 });
    const report = readFileSync(join(dir, 'merged', 'report.md'), 'utf8');
    expect(report).toContain(
      'Load from 4 shards, each level split between them: 4 streams = 1 + 1 + 1 + 1, 8 streams = 2 + 2 + 2 + 2; each level judged on all their requests together.',
    );
    process.stdout.write(
      `sweep across 4 shards: ${endpoint.levels.map((l) => `c${l.load} ${l.state} TTFT p95 ${l.latency.ttftMs?.p95} ms overlap ${l.shards!.overlapShare} spread ${l.shards!.clockSpreadMs} ms`).join('; ')}; capacity ${JSON.stringify(endpoint.capacity)}\n`,
    );
  });

  it('one process sweeping the same levels alone finds the same knee', async () => {
    const alone = cli(['--results-dir', 'alone']);
    const { code } = await alone.exited;
    expect(code, alone.stderr()).toBe(0);
    const endpoint = (JSON.parse(readFileSync(join(dir, 'alone', 'sweep.json'), 'utf8')) as SweepResults).endpoints[0]!;
    expect(endpoint.levels.map((l) => [l.load, l.state, l.shards])).toEqual([
      [4, 'met', undefined],
      [8, 'violated', undefined],
    ]);
    expect(endpoint.capacity).toMatchObject({ lower: 4, upper: 8 });
    process.stdout.write(
      `one process: ${endpoint.levels.map((l) => `c${l.load} ${l.state} TTFT p95 ${l.latency.ttftMs?.p95} ms`).join('; ')}; capacity ${JSON.stringify(endpoint.capacity)}\n`,
    );
  });
});
