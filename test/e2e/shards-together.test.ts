import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readShardResults } from '../../src/action/read-shards.js';
import { MergeError, mergeResults } from '../../src/results/merge.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { START_TOLERANCE_MS } from '../../src/vocabulary/shards.js';
import { killIfRunning, startCli, type CliProcess } from '../helpers/cli-process.js';

// Shards as a matrix runs them: separate streamgate processes on loopback, each told the same agreed start and run id,
// against one simulator; their results merged as `mode: merge` merges them.
const WORKLOAD = `version: 1
name: shards-together
endpoints:
  - name: candidate
    baseUrl: \${SIM}/clean/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 120, "ttftMs": 200, "ttftSigma": 0.05, "prefixCache": false}' }
scenarios:
  - name: answer
    prompt: Write a 40-word answer about rivers.
    maxTokens: 40
run:
  requests: 12
  looks: 1
  warmup: 0
  concurrency: 1
  seed: 11
`;

let sim: Simulator;
let dir: string;
const running: CliProcess[] = [];

/** Starts shard `i` of `n` of run `runId`, told to begin at `startAt`, into `<runId>/shard-<i>`. */
function shard(i: number, n: number, runId: string, startAt: string): CliProcess {
  const args = ['gate', '--workload', 'workload.yaml', '--shard', `${i}/${n}`, '--run-id', runId, '--start-at', startAt];
  const proc = startCli([...args, '--results-dir', join(runId, `shard-${i}`), '--no-history'], { cwd: dir, env: { SIM: sim.url } });
  running.push(proc);
  return proc;
}

async function finished(procs: CliProcess[]): Promise<void> {
  const codes = await Promise.all(procs.map((p) => p.exited));
  codes.forEach((c, i) => expect(c.code, procs[i]!.stderr()).toBe(0));
}

/** A moment `leadMs` ahead, far enough for every process to start up and be ready before it. */
const ahead = (leadMs: number): string => new Date(Date.now() + leadMs).toISOString();

beforeAll(async () => {
  sim = await startSimulator({ seed: 3 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-shards-'));
  writeFileSync(join(dir, 'workload.yaml'), WORKLOAD);
});
afterAll(async () => {
  running.forEach(killIfRunning);
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('shards applying load together, as separate processes', { timeout: 120_000 }, () => {
  it('four shards begin at the agreed start; the merge states their overlap and clock figures, and the report says them', async () => {
    const startAt = ahead(12_000);
    await finished([1, 2, 3, 4].map((i) => shard(i, 4, 'together', startAt)));
    const parts = readShardResults(join(dir, 'together'));
    expect(parts).toHaveLength(4);
    for (const { results } of parts) {
      const stamp = results.run.agreedStart!;
      expect(stamp.at).toBe(startAt);
      // Each shard waited for the moment: nothing measured before it.
      expect(stamp.wallMs).toBeGreaterThanOrEqual(Date.parse(startAt));
      // The window is read through the monotonic clock from a wall-clock anchor taken to the millisecond, so it may sit
      // a millisecond or two before the stamp; a request sent before the moment would be its lead time early.
      expect(Date.parse(results.run.window!.start)).toBeGreaterThanOrEqual(Date.parse(startAt) - 5);
      expect(['synchronized', 'unsynchronized', 'unknown']).toContain(stamp.clockSync);
    }
    const merged = mergeResults(parts.map((p) => p.results));
    const shards = merged.run.shards!;
    expect(shards.agreedAt).toBe(startAt);
    expect(shards.windows.map((w) => w.shard)).toEqual([1, 2, 3, 4]);
    expect(shards.overlapShare).toBeGreaterThanOrEqual(shards.minOverlap);
    expect(shards.clockSpreadMs).toBe(
      Math.max(...shards.windows.map((w) => w.startLagMs!)) - Math.min(...shards.windows.map((w) => w.startLagMs!)),
    );
    expect(merged.cells[0]!.n).toBe(12);
    // The merged results gated as the merge job gates them: the report states the figures.
    writeFileSync(join(dir, 'merged.json'), JSON.stringify(merged));
    const gate = startCli(
      ['gate', '--workload', 'workload.yaml', '--from-results', 'merged.json', '--results-dir', 'merged', '--no-history'],
      {
        cwd: dir,
        env: { SIM: sim.url },
      },
    );
    running.push(gate);
    await gate.exited;
    const report = readFileSync(join(dir, 'merged', 'report.md'), 'utf8');
    expect(report).toContain(
      `Load from 4 shards applied together from ${startAt}: their measuring windows overlapped ${Math.round(shards.overlapShare! * 100)}%`,
    );
    expect(report).toContain(`clock disagreement ${shards.clockSpreadMs} ms`);
    process.stdout.write(
      `four shards: overlap ${shards.overlapShare}, clock spread ${shards.clockSpreadMs} ms, windows ${JSON.stringify(shards.windows)}\n`,
    );
  });

  it('a shard told a later start than the other is refused by the merge, which names it', async () => {
    const startAt = ahead(10_000);
    // The window of 6 requests one at a time is about 3.2 s (0.53 s each): 5 s later, the late shard's cannot meet it.
    const lateAt = new Date(Date.parse(startAt) + 5_000).toISOString();
    await finished([shard(1, 2, 'late', startAt), shard(2, 2, 'late', lateAt)]);
    const parts = readShardResults(join(dir, 'late')).map((p) => p.results);
    let refusal: unknown = null;
    try {
      mergeResults(parts);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(MergeError);
    const message = (refusal as Error).message;
    expect(message).toMatch(/^run late: the shards' measuring windows overlapped 0% \(intersection over union\), below the 80% /);
    const late = parts.find((p: Results) => p.run.shard!.index === 1)!;
    const clock = (iso: string): string => iso.slice(11, 23);
    expect(message).toContain(`shard 2/2 started late, its window ${clock(late.run.window!.start)}–${clock(late.run.window!.end)} UTC`);
    process.stdout.write(`late shard refused: ${message}\n`);
  });

  it('a shard whose agreed start passed longer ago than the tolerance stops before sending anything', async () => {
    const before = sim.requests.length;
    const past = new Date(Date.now() - START_TOLERANCE_MS - 60_000).toISOString();
    const proc = shard(1, 2, 'past', past);
    const { code } = await proc.exited;
    expect(code).toBe(2);
    expect(proc.stderr()).toMatch(/--start-at: the agreed start .* passed 6\d\.\d s ago, more than the 5 s a shard may begin late/);
    expect(sim.requests.length).toBe(before);
  });
});
