import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';

// Another repository using streamgate: the package as `npm pack` makes it (what a registry would serve), installed
// into a scratch project outside this repository, run with npx. The consumer keeps its workload in .github/ and its
// baselines at its own root, as the README's quick start says.
const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let scratch: string;
let consumer: string;
let sim: Simulator;

/**
 * The environment without npm's own variables: run under `npm test` or `npx -p node@24 …`, the process inherits
 * `npm_config_*` (an `npx -p` adds the package it ran, which a nested `npm exec` would then try to run too).
 */
const cleanEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
  ...extra,
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A command in the consumer project, asynchronously (the simulator in this process must keep answering). */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: consumer, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const npx = (args: string[], env: Record<string, string> = {}): Promise<Run> =>
  run(npm, ['exec', '--no', '--', 'streamgate', ...args], env);

beforeAll(async () => {
  sim = await startSimulator({ seed: 21 });
  scratch = mkdtempSync(join(tmpdir(), 'streamgate-consumer-'));
  const packed = spawnSync(npm, ['pack', '--silent', '--pack-destination', scratch], { cwd: root, env: cleanEnv(), encoding: 'utf8' });
  expect(packed.status, packed.stderr).toBe(0);
  const tarball = readdirSync(scratch).find((f) => f.endsWith('.tgz'))!;
  expect(tarball).toBe(`${pkg.name}-${pkg.version}.tgz`);
  consumer = join(scratch, 'consumer');
  mkdirSync(join(consumer, '.github'), { recursive: true });
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  expect(spawnSync('git', ['init', '-q', consumer]).status).toBe(0);
  const installed = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', join(scratch, tarball)], {
    cwd: consumer,
    env: cleanEnv(),
    encoding: 'utf8',
  });
  expect(installed.status, installed.stderr).toBe(0);
  // The tarball brings dist/ with its packages bundled: nothing else to install whose engines this Node might not meet.
  expect(installed.stderr).not.toMatch(/EBADENGINE/);
  expect(readdirSync(join(consumer, 'node_modules')).filter((name) => name.startsWith('@'))).toEqual([]);
  const pace = `headers: { x-sim: '{"ttftMs": 40, "ttftSigma": 0.1, "tokensPerSecond": 400, "outputTokens": 24}' }`;
  writeFileSync(
    join(consumer, '.github/streamgate.yaml'),
    `version: 1
name: consumer-chat
endpoints:
  - { name: api, baseUrl: "\${SIM_URL}/clean/v1", model: sim, ${pace} }
scenarios:
  - { name: chat, prompt: Say hello., maxTokens: 32 }
run: { requests: 12, concurrency: 4 }
gate: { minSamples: 6 }
`,
  );
  writeFileSync(
    join(consumer, '.github/capacity.yaml'),
    `version: 1
name: consumer-capacity
endpoints:
  - { name: api, baseUrl: "\${SIM_URL}/capacity/v1", model: sim, ${pace} }
slo:
  objectives: { ttftMs: { p50: 2000 } }
scenarios:
  - { name: chat, prompt: Say hello., maxTokens: 32 }
run: { requests: 12 }
sweep: { levels: [1, 2], requests: 12, looks: 1 }
`,
  );
}, 180_000);

afterAll(async () => {
  await sim.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the packed package in another project', () => {
  it('ships the CLI, the action and what they read, and nothing of the development tree', () => {
    const installed = join(consumer, 'node_modules', pkg.name);
    for (const file of ['dist/cli.js', 'dist/index.js', 'action.yml', 'examples/demo.yaml', 'schemas/verdict.schema.json', 'LICENSE']) {
      expect(existsSync(join(installed, file)), file).toBe(true);
    }
    for (const dir of ['src', 'test', 'bench', 'scripts']) expect(existsSync(join(installed, dir)), dir).toBe(false);
  });

  it('npx streamgate --version and demo: the demo ends in its decided verdict', { timeout: 240_000 }, async () => {
    expect((await npx(['--version'])).stdout).toBe(`${pkg.version}\n`);
    const demo = await npx(['demo', '--results-dir', 'out/demo']);
    expect(demo.code, demo.stderr).toBe(0);
    expect(demo.stdout).toMatch(/streamgate: FAIL — buffered failed at look 1 of \d/);
    expect(JSON.parse(readFileSync(join(consumer, 'out/demo/verdict.json'), 'utf8'))).toMatchObject({ verdict: 'fail', exitCode: 1 });
  });

  it('records a baseline at the consumer’s root and gates against it; sweeps', { timeout: 240_000 }, async () => {
    const env = { SIM_URL: sim.url };
    const recorded = await npx(['baseline:update', '--workload', '.github/streamgate.yaml', '--results-dir', 'out/record'], env);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(recorded.stdout).toContain('baseline written: baselines/consumer-chat.json\n');
    const gated = await npx(['gate', '--workload', '.github/streamgate.yaml', '--results-dir', 'out/gate', '--json'], env);
    expect(gated.code, gated.stderr).toBe(0);
    expect(JSON.parse(gated.stdout)).toMatchObject({
      command: 'gate',
      verdict: expect.stringMatching(/^(pass|inconclusive)$/),
      comparison: { kind: 'baseline' },
      files: { baseline: join(consumer, 'baselines/consumer-chat.json') },
    });
    const swept = await npx(['sweep', '--workload', '.github/capacity.yaml', '--results-dir', 'out/sweep'], env);
    expect(swept.code, swept.stderr).toBe(0);
    expect(existsSync(join(consumer, 'out/sweep/sweep.json'))).toBe(true);
    expect(swept.stdout).toContain('no sweep baseline at baselines/consumer-capacity.sweep.json: measured only');
  });
});
