/**
 * The sharded example workflows run on this machine (scripts/run-workflow-example.ts, docs/action.md "Load from
 * several runners"): every streamgate step through `npm run action:local`, the four shard jobs at once against one
 * simulator with an agreed start a few seconds ahead, then the merge job on their downloaded artifacts. The action is
 * built from source into a scratch folder, as the other tests here build it, and given to action:local as `--bundle`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Results } from '../../src/results/types.js';
import { MIN_SHARD_OVERLAP } from '../../src/vocabulary/index.js';
import { bundleAction } from './action-runner.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

// A clean reference and a buffered candidate: the merge gates all four shards' requests as one run, and buffering
// fails whatever the machine's load.
const WORKLOAD = `version: 1
name: sharded-example
endpoints:
  - name: clean
    baseUrl: \${STREAMGATE_SIM_URL}/clean/v1
    model: sim-1
    reference: true
    headers: { x-sim: '{"ttftMs": 60, "tokensPerSecond": 200}' }
  - name: buffered
    baseUrl: \${STREAMGATE_SIM_URL}/buffered/v1
    model: sim-1
    headers: { x-sim: '{"ttftMs": 60, "tokensPerSecond": 200}' }
scenarios:
  - name: hello
    prompt: Write a 20-word answer about rivers.
    maxTokens: 32
run:
  requests: 64
  looks: 1
  warmup: 1
  concurrency: 2
  seed: 3
`;

let dir: string;
let bundle: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-workflow-example-'));
  bundle = await bundleAction(join(dir, 'bundle'));
  writeFileSync(join(dir, 'workload.yaml'), WORKLOAD);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(command: string, args: readonly string[]): Promise<{ code: number; out: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => done({ code: code ?? 1, out }));
  });
}

describe('the sharded example workflows, run locally', () => {
  it('give the action only inputs action.yml declares', () => {
    const declared = Object.keys((parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: object }).inputs);
    for (const file of ['sharded-load.yml', 'sharded-sweep.yml']) {
      const workflow = parse(readFileSync(join(root, 'examples/workflows', file), 'utf8')) as {
        jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
      };
      const steps = Object.values(workflow.jobs).flatMap((job) => job.steps.filter((s) => s.uses?.includes('streamgate@')));
      expect(steps.length, file).toBeGreaterThanOrEqual(2);
      for (const step of steps) for (const input of Object.keys(step.with ?? {})) expect(declared, `${file}: ${input}`).toContain(input);
    }
  });

  it('action:local refuses an input action.yml does not declare, naming it', async () => {
    const r = await run('npm', ['run', '--silent', 'action:local', '--', '--workload', 'w.yaml', '--shards', '1/4']);
    expect(r.code).toBe(2);
    expect(r.out).toContain('--shards: action.yml declares no input "shards"');
  });

  it('sharded-load: four shards at an agreed start, then the merge, which states the overlap and gates them as one run', async () => {
    const keep = join(dir, 'run');
    const r = await run('npx', [
      'tsx',
      'scripts/run-workflow-example.ts',
      ...['--workflow', 'examples/workflows/sharded-load.yml', '--workload', join(dir, 'workload.yaml')],
      ...['--lead', '20', '--bundle', bundle, '--keep', keep],
    ]);
    const out = r.out;
    // Every shard measured and left the gate to the merge.
    for (const i of [1, 2, 3, 4]) expect(out, out).toContain(`shard (${i}) · <owner>/streamgate: exit 0, verdict none`);
    expect(out).toMatch(/downloaded streamgate-shard-1, streamgate-shard-2, streamgate-shard-3, streamgate-shard-4 into shards/);

    const merged = JSON.parse(readFileSync(join(keep, 'merge/streamgate-results/results.json'), 'utf8')) as Results;
    const shards = merged.run.shards!;
    const agreed = /agreed start (\S+) \(20 s ahead\)/.exec(out)![1];
    expect(shards.agreedAt).toBe(agreed);
    expect(shards.windows.map((w) => w.shard)).toEqual([1, 2, 3, 4]);
    expect(shards.overlapShare!).toBeGreaterThanOrEqual(MIN_SHARD_OVERLAP);
    // The figures printed are the merged results' own.
    expect(out).toContain(`overlapped ${(shards.overlapShare! * 100).toFixed(1)}%`);
    expect(out).toContain(`clock disagreement ${Math.round(shards.clockSpreadMs!)} ms`);
    expect(out).toMatch(/report: - Load from 4 shards applied together from /);
    // All four shards' requests, gated as one run: the buffered candidate fails against the clean reference.
    const perShard = [1, 2, 3, 4].map((i) =>
      (JSON.parse(readFileSync(join(keep, `shard-${i}/streamgate-results/results.json`), 'utf8')) as Results).cells.reduce(
        (n, c) => n + c.n,
        0,
      ),
    );
    expect(merged.cells.reduce((n, c) => n + c.n, 0)).toBe(perShard.reduce((a, b) => a + b, 0));
    expect(out).toContain('merged verdict: fail (exit 1)');
    expect(r.code).toBe(1);
  }, 180_000);
});
