import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Baseline } from '../../src/baseline/types.js';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { startCli } from '../helpers/cli-process.js';

// The CLI as a user runs it: a real child process, real files, exit codes.
const root = fileURLToPath(new URL('../..', import.meta.url));
// tsx's loader by path: the CLI runs in a temporary working directory, where `--import tsx` would not resolve.
const tsxLoader = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
const WORKLOAD = `version: 1
name: cli-e2e
endpoints:
  - name: candidate
    baseUrl: \${SIM}/\${PROFILE}/v1
    model: sim
    apiKeyEnv: CLI_E2E_KEY
    headers: { x-sim: '{"tokensPerSecond": 400, "ttftMs": 60, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - name: answer
    prompt: Write a 30-word answer about rivers.
    maxTokens: 48
run:
  requests: 12
  concurrency: 6
gate:
  minSamples: 6
`;

let sim: Simulator;
let dir: string;
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

function consumerEnv(): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_')));
}

function cli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', tsxLoader, join(root, 'src/cli.ts'), ...args], {
    cwd: dir,
    // As a consumer project runs it unless a test says otherwise (npm's script variables make hints say `npm run …`).
    env: { ...consumerEnv(), SIM: sim.url, PROFILE: 'clean', CLI_E2E_KEY: 'sk-cli-e2e-secret-value', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function resultsFor(profile: string, folder = profile): Promise<string> {
  const workload = parseWorkload(WORKLOAD, { format: 'yaml', env: { SIM: sim.url, PROFILE: profile } });
  const out = await runWorkload({ workload, apiKeys: new Map(), resultsDir: join(dir, folder), redact: (s) => s, logger: quiet });
  return out.resultsPath;
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-cli-'));
  writeFileSync(join(dir, 'workload.yaml'), WORKLOAD);
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

// Each test runs the CLI several times; on a machine with both cores busy one run takes several seconds.
describe('streamgate CLI', { timeout: 120_000 }, () => {
  it('exits 2 on an invalid workload, naming file, line and path, before any request', () => {
    writeFileSync(join(dir, 'bad.yaml'), WORKLOAD.replace('maxTokens: 48', 'maxTokens: lots').replace('concurrency: 6', 'concurency: 6'));
    const before = sim.requests.length;
    const { code, stderr } = cli(['gate', '--workload', 'bad.yaml']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/bad\.yaml:12 scenarios\[0\]\.maxTokens: /);
    expect(stderr).toMatch(/bad\.yaml:15 run\.concurency: unknown key "concurency"; did you mean "concurrency"\?/);
    expect(sim.requests.length).toBe(before);
  });

  it('exits 2 when the API key variable is unset, naming the variable and never a value', () => {
    const before = sim.requests.length;
    const { code, stderr } = cli(['gate', '--workload', 'workload.yaml'], { CLI_E2E_KEY: '' });
    expect(code).toBe(2);
    expect(stderr).toContain('CLI_E2E_KEY');
    expect(sim.requests.length).toBe(before);
  });

  it('reports a missing API key variable and a missing ${VAR} of a baseUrl together, with their lines', () => {
    const before = sim.requests.length;
    const env = { ...process.env } as Record<string, string>;
    delete env.SIM;
    const result = spawnSync(process.execPath, ['--import', tsxLoader, join(root, 'src/cli.ts'), 'gate', '--workload', 'workload.yaml'], {
      cwd: dir,
      env: { ...env, PROFILE: 'clean', CLI_E2E_KEY: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/workload\.yaml:5 endpoints\[0\]\.baseUrl: uses \$\{SIM\}, but the environment variable SIM is not set/);
    expect(result.stderr).toMatch(
      /workload\.yaml:7 endpoints\[0\]\.apiKeyEnv: endpoint "candidate" reads its API key from the environment variable CLI_E2E_KEY, which is empty/,
    );
    expect(sim.requests.length).toBe(before);
  });

  it('exits 2 when a named baseline is missing, saying how to record one, before any request', () => {
    const before = sim.requests.length;
    const { code, stderr } = cli(['gate', '--workload', 'workload.yaml', '--baseline', 'nope.json']);
    expect(code).toBe(2);
    expect(stderr).toContain('nope.json');
    expect(stderr).toContain('`npx streamgate baseline:update --workload workload.yaml`');
    // Inside this repository, through its npm scripts, the hint is the script.
    const script = cli(['gate', '--workload', 'workload.yaml', '--baseline', 'nope.json'], {
      npm_lifecycle_event: 'gate',
      npm_package_name: 'streamgate',
    });
    expect(script.stderr).toContain('`npm run baseline:update -- --workload workload.yaml`');
    expect(sim.requests.length).toBe(before);
  });

  it('records a baseline, passes an unchanged run (0) and fails a buffered one (1)', async () => {
    const clean = await resultsFor('clean');
    const again = await resultsFor('clean');
    const buffered = await resultsFor('buffered');

    const record = cli(['baseline:update', '--workload', 'workload.yaml', '--from-results', clean, '--baseline', 'baselines/cli.json']);
    expect(record.stderr).not.toContain('error');
    expect(record.code).toBe(0);
    expect(record.stdout).toContain('baseline written: baselines/cli.json');
    const baselineText = readFileSync(join(dir, 'baselines/cli.json'), 'utf8');
    expect(baselineText).not.toContain('sk-cli-e2e-secret-value');

    const pass = cli([
      'gate',
      '--workload',
      'workload.yaml',
      '--from-results',
      again,
      '--baseline',
      'baselines/cli.json',
      '--results-dir',
      'out-pass',
    ]);
    expect(pass.stderr).not.toContain('error');
    expect(pass.code).toBe(0);
    expect(pass.stdout).not.toMatch(/streamgate: FAIL|^ {2}FAIL /m);

    const fail = cli([
      'gate',
      '--workload',
      'workload.yaml',
      '--from-results',
      buffered,
      '--baseline',
      'baselines/cli.json',
      '--results-dir',
      'out-fail',
      '--aa',
    ]);
    expect(fail.code).toBe(1);
    expect(fail.stdout).toContain('streamgate: FAIL');
    expect(fail.stdout).toMatch(/^ {2}FAIL candidate: the stream is held and flushed at the end/m);
    expect(fail.stdout).toMatch(/answer · cold .* FAIL: [a-z ,]*delivery/);
    expect(fail.stdout).toMatch(/A\/A calibration: \d+\/200 random half-splits failed/);
    // A next step after the FAIL: where to read, and the command that accepts an intended change, as a consumer runs it.
    const next = fail.stdout.slice(fail.stdout.indexOf('  next: ')).replace(/\s+/g, ' ');
    expect(next).toContain('next: the findings say what failed; read "Details" (every percentile of each cell) in out-fail/report.md');
    expect(next).toContain(
      'an intended change? accept it by recording a new baseline with `npx streamgate baseline:update --workload workload.yaml`, and commit the baseline with the change',
    );
    // The documented `--aa [runs]`: a count after it, or after `=`.
    for (const aa of [['--aa', '40'], ['--aa=40']]) {
      const counted = cli([
        'gate',
        '--workload',
        'workload.yaml',
        '--from-results',
        buffered,
        '--baseline',
        'baselines/cli.json',
        '--results-dir',
        'out-aa',
        ...aa,
      ]);
      expect(counted.stderr).not.toContain('error');
      expect(counted.stdout).toMatch(/A\/A calibration: \d+\/40 random half-splits failed/);
    }
    const report = readFileSync(join(dir, 'out-fail/report.md'), 'utf8');
    expect(report.split('\n')[0]).toMatch(/^\*\*streamgate: FAIL\*\*/);
  });

  it('pools saved runs (--from-results a,b) or fresh ones (--runs k) into a baseline with run-to-run spread', async () => {
    const a = await resultsFor('clean', 'pool-a');
    const b = await resultsFor('clean', 'pool-b');
    const pooled = cli([
      'baseline:update',
      '--workload',
      'workload.yaml',
      '--from-results',
      `${a},${b}`,
      '--baseline',
      'baselines/pooled.json',
    ]);
    expect(pooled.stderr).not.toContain('error');
    expect(pooled.code).toBe(0);
    expect(pooled.stdout).toMatch(
      /recorded from 2 runs; run-to-run spread of TTFT p50 (up to \d+\.\d% \(log-sd \d\.\d{3}, candidate\/answer\/cold\)|0 \(the runs differed no more than the requests within one run)/,
    );
    const saved = JSON.parse(readFileSync(join(dir, 'baselines/pooled.json'), 'utf8')) as Baseline;
    expect(saved.provenance.runs).toBe(2);
    expect(saved.provenance.runId).toMatch(/^[0-9a-f]+\+[0-9a-f]+$/);
    const measured = [a, b].map((file) => (JSON.parse(readFileSync(file, 'utf8')) as Results).cells[0]!.n);
    expect(saved.cells[0]!.n).toBe(measured[0]! + measured[1]!);
    expect(saved.cells[0]!.spread!.runs).toBe(2);
    expect(saved.cells[0]!.spread!.logSd.ttftMs).toBeGreaterThanOrEqual(0);

    // Asynchronously: this run sends requests, and spawnSync would block the simulator in this process.
    const fresh = startCli(
      ['baseline:update', '--workload', 'workload.yaml', '--runs', '2', '--results-dir', 'pool-runs', '--baseline', 'baselines/runs.json'],
      {
        cwd: dir,
        env: { SIM: sim.url, PROFILE: 'clean', CLI_E2E_KEY: 'sk-cli-e2e-secret-value' },
      },
    );
    expect((await fresh.exited).code).toBe(0);
    expect(fresh.stdout()).toContain('recorded from 2 runs');
    expect(existsSync(join(dir, 'pool-runs/run-1/results.json'))).toBe(true);
    expect(existsSync(join(dir, 'pool-runs/run-2/results.json'))).toBe(true);
    expect((JSON.parse(readFileSync(join(dir, 'baselines/runs.json'), 'utf8')) as Baseline).cells[0]!.spread!.runs).toBe(2);

    const before = sim.requests.length;
    const zero = cli(['baseline:update', '--workload', 'workload.yaml', '--runs', '0']);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toContain('--runs must be an integer ≥ 1, got "0"');
    const both = cli(['baseline:update', '--workload', 'workload.yaml', '--runs', '2', '--from-results', a]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--runs measures the workload again');
    expect(sim.requests.length).toBe(before);
  });

  it('--fail-on never keeps a failing gate green; a bad --fail-on is a usage error', async () => {
    const buffered = await resultsFor('buffered');
    const never = cli([
      'gate',
      '--workload',
      'workload.yaml',
      '--from-results',
      buffered,
      '--baseline',
      'baselines/cli.json',
      '--fail-on',
      'never',
      '--results-dir',
      'out-never',
    ]);
    expect(never.code).toBe(0);
    const bad = cli(['gate', '--workload', 'workload.yaml', '--fail-on', 'sometimes']);
    expect(bad.code).toBe(2);
    // One option's wrong value: its allowed values, not the global help.
    expect(bad.stderr).toBe(
      'error: --fail-on must be regression, inconclusive or never, got "sometimes"\n(`streamgate gate --help` lists the other options)\n',
    );
  });
});
