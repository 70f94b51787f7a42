import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { startCli } from '../helpers/cli-process.js';

// A sweep too short for its objective: a p95 needs 59 requests per cell to be shown met, and 20 requests × 2 looks
// cannot show it at any level, nor violate it (the simulator answers far inside the objective). Such a sweep must not
// become a baseline, and a baseline like it must not read as a pass.
let sim: Simulator;
let dir: string;
beforeAll(async () => {
  sim = await startSimulator({ seed: 12 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-sweep-open-'));
  writeFileSync(
    join(dir, 'short.yaml'),
    `version: 1
name: short-sweep
endpoints:
  - { name: m, baseUrl: "${sim.url}/clean/v1", model: sim, headers: { x-sim: '{"ttftMs": 20, "ttftSigma": 0.1, "tokensPerSecond": 2000, "outputTokens": 16}' } }
slo:
  objectives: { ttftMs: { p95: 250 } }
scenarios:
  - { name: count, prompt: Count to 16., maxTokens: 24, cache: cold }
run: { requests: 20, looks: 2, warmup: 1, seed: 2 }
sweep: { levels: [1, 2], requests: 20, looks: 2 }
`,
  );
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

async function cli(args: string[]) {
  const proc = startCli(args, { cwd: dir, env: {} });
  const { code } = await proc.exited;
  return { code, stdout: proc.stdout(), stderr: proc.stderr() };
}

const verdictOf = (folder: string): { verdict: string; exitCode: number; reason: string } =>
  JSON.parse(readFileSync(join(dir, folder, 'verdict.json'), 'utf8')) as { verdict: string; exitCode: number; reason: string };

describe('a sweep whose capacity stays open for lack of requests', () => {
  it('is refused as a baseline, saying how many requests the objective needs', { timeout: 120_000 }, async () => {
    const run = await cli(['sweep', '--workload', 'short.yaml', '--record', '--results-dir', 'out/record']);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(
      /error: no sweep baseline written: m: no level was decided \(m\/count\/cold:slo:ttftMs:p95 still open\); showing them met takes at least 59 requests per cell, the levels judged at most \d+; raise sweep\.requests or sweep\.looks \(now 20 requests × 2 looks per level\)/,
    );
    expect(existsSync(join(dir, 'baselines/short-sweep.sweep.json'))).toBe(false);
    expect(verdictOf('out/record')).toMatchObject({ verdict: 'error', exitCode: 2 });
  });

  it('gates inconclusive, not silently green, against a baseline that decided nothing', { timeout: 120_000 }, async () => {
    // A baseline like the refused one (written by hand: the sweep it holds is the one the record refused).
    mkdirSync(join(dir, 'baselines'), { recursive: true });
    copyFileSync(join(dir, 'out/record/sweep.json'), join(dir, 'baselines/short-sweep.sweep.json'));
    const run = await cli(['sweep', '--workload', 'short.yaml', '--results-dir', 'out/gate']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /streamgate sweep: INCONCLUSIVE — m: nothing to hold it to: the comparison side decided no level of its sweep/,
    );
    expect(verdictOf('out/gate')).toMatchObject({ verdict: 'inconclusive', exitCode: 0 });
    const strict = await cli(['sweep', '--workload', 'short.yaml', '--results-dir', 'out/strict', '--fail-on', 'inconclusive']);
    expect(strict.code, strict.stderr).toBe(1);
    expect(verdictOf('out/strict')).toMatchObject({ verdict: 'inconclusive', exitCode: 1 });
  });
});
