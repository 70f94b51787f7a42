import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { startCli } from '../helpers/cli-process.js';

// The simulator's base URL without a profile in its path: every request is a 404.
const NO_PROFILE = `version: 1
name: no-profile
endpoints:
  - name: sim
    baseUrl: \${SIM}/v1
    model: sim
scenarios:
  - name: chat
    prompt: Say hello.
    maxTokens: 16
run:
  requests: 4
  looks: 1
`;

let sim: Simulator;
let dir: string;

beforeAll(async () => {
  sim = await startSimulator({ seed: 3 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-next-'));
  writeFileSync(join(dir, 'no-profile.yaml'), NO_PROFILE);
});

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a run whose every request failed', () => {
  it('says the simulator needs a profile, prints the error once, and suggests no baseline', async () => {
    const proc = startCli(['gate', '--workload', 'no-profile.yaml'], { cwd: dir, env: { SIM: sim.url } });
    expect((await proc.exited).code).toBe(2);
    const all = `${proc.stdout()}\n${proc.stderr()}`;
    expect(proc.stdout()).toContain(
      `→ this is the streamgate simulator, whose base URL needs a profile in its path: e.g. ${sim.url}/clean/v1 (\`streamgate sim --list\` names the profiles)`,
    );
    // The first error's message (the simulator's route list) is printed once, in the table of first errors; the
    // closing error line names the endpoint without repeating it.
    const message = 'HTTP 404: no route for POST /v1/chat/completions';
    expect(proc.stdout().split(message).length - 1).toBe(1);
    const closing = proc.stderr().slice(proc.stderr().indexOf('error: every'));
    expect(closing).not.toContain(message);
    expect(proc.stderr()).toContain('error: every measured request failed at sim (4 of 4: http_4xx ×4)');
    expect(all).not.toMatch(/Record one with|baseline:update/);
  }, 60_000);
});

describe('the size of a run, said before it starts', () => {
  it('--plan prints it and sends nothing (exit 0); a gate prints it before its first request', async () => {
    const clean = NO_PROFILE.replace('${SIM}/v1', '${SIM}/clean/v1');
    writeFileSync(join(dir, 'clean.yaml'), clean);
    const before = sim.requests.length;
    const plan = startCli(['gate', '--workload', 'clean.yaml', '--plan'], { cwd: dir, env: { SIM: sim.url } });
    expect((await plan.exited).code).toBe(0);
    expect(sim.requests.length).toBe(before);
    expect(plan.stdout().split('\n').slice(0, 2)).toEqual([
      'plan: 5 requests in all over 1 endpoint',
      '  sim: 4 measured + 1 warm-up requests',
    ]);
    const recordPlan = startCli(['baseline:update', '--workload', 'clean.yaml', '--runs', '3', '--plan'], {
      cwd: dir,
      env: { SIM: sim.url },
    });
    expect((await recordPlan.exited).code).toBe(0);
    expect(recordPlan.stdout()).toMatch(/^plan: 15 requests in all \(3 runs of 5\) over 1 endpoint\n/);
    expect(sim.requests.length).toBe(before);

    const run = startCli(['gate', '--workload', 'clean.yaml'], { cwd: dir, env: { SIM: sim.url } });
    expect((await run.exited).code).toBe(0);
    const stderr = run.stderr();
    expect(stderr.indexOf('plan: 5 requests in all')).toBeGreaterThanOrEqual(0);
    expect(stderr.indexOf('plan: 5 requests in all')).toBeLessThan(stderr.indexOf('warmup 1/1'));
  }, 60_000);
});
