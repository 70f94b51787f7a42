import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionInputError } from '../../src/action/config.js';
import { BaselineError } from '../../src/baseline/errors.js';
import { ConfigError } from '../../src/config/errors.js';
import { MergeError } from '../../src/results/merge.js';
import { ServeUsageError } from '../../src/sim/serve-args.js';
import { UserError } from '../../src/util/user-error.js';
import { repoRoot } from '../helpers/cli-process.js';

describe('the user errors', () => {
  const issue = { file: 'w.yaml', path: 'run.requests', line: 3, message: 'must be ≥ 1' };
  // UsageError (src/cli/args.ts) prints its command's usage: the process tests below cover it.
  const cases = [
    {
      error: new ConfigError([issue]),
      name: 'ConfigError',
      code: 'STREAMGATE_CONFIG',
      exitStatus: 2,
      message: 'w.yaml:3 run.requests: must be ≥ 1',
    },
    {
      error: new BaselineError('missing', 'b.json', 'no baseline at b.json', { problems: ['p'], hint: 'record one' }),
      name: 'BaselineError',
      code: 'STREAMGATE_BASELINE',
      exitStatus: 2,
      message: 'no baseline at b.json\n  - p\nrecord one',
    },
    {
      error: new MergeError('no shard results to merge'),
      name: 'MergeError',
      code: 'STREAMGATE_MERGE',
      exitStatus: 2,
      message: 'no shard results to merge',
    },
    // Thrown only in the action, which fails its step through core.setFailed: exit 1.
    {
      error: new ActionInputError('input "mode" must be gate'),
      name: 'ActionInputError',
      code: 'STREAMGATE_ACTION_INPUT',
      exitStatus: 1,
      message: 'input "mode" must be gate',
    },
    {
      error: new ServeUsageError('--host needs an address'),
      name: 'ServeUsageError',
      code: 'STREAMGATE_SIM_USAGE',
      exitStatus: 2,
      message: '--host needs an address',
    },
  ];

  it.each(cases)(
    '$name: a UserError with code $code and exit status $exitStatus, its message unchanged',
    ({ error, name, code, exitStatus, message }) => {
      expect(error).toBeInstanceOf(UserError);
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(name);
      expect(error.code).toBe(code);
      expect(error.exitStatus).toBe(exitStatus);
      expect(error.message).toBe(message);
      expect(String(error)).toBe(`${name}: ${message}`);
    },
  );

  it('keeps each class its own fields and a code of its own', () => {
    const config = new ConfigError([issue]);
    expect(config.issues).toEqual([issue]);
    const baseline = new BaselineError('fingerprint-mismatch', 'b.json', 'stale', { problems: ['a', 'b'] });
    expect(baseline).toMatchObject({ kind: 'fingerprint-mismatch', file: 'b.json', problems: ['a', 'b'] });
    expect(new Set(cases.map((c) => c.error.code)).size).toBe(cases.length);
  });
});

// The roots as a user meets them: a real process from source, its exit status and its stderr.
const tsxLoader = pathToFileURL(join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-user-error-'));
  // No ${VAR} and no API key: loading it needs no environment, and nothing below sends a request.
  writeFileSync(
    join(dir, 'workload.yaml'),
    'version: 1\nname: user-errors\nendpoints:\n  - name: candidate\n    baseUrl: http://127.0.0.1:9/v1\n    model: m\nscenarios:\n  - name: answer\n    prompt: Hi.\n    maxTokens: 8\n',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(entry: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', tsxLoader, join(repoRoot, entry), ...args], {
    cwd: dir,
    // As a consumer project runs it (not through this package's npm scripts): hints then say `npx streamgate …`.
    env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_'))),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the CLI on a user error: the documented exit 2, the message without a stack', () => {
  it('a configuration error: the message alone', () => {
    const { status, stdout, stderr } = run('src/cli.ts', ['gate', '--workload', 'missing.yaml']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('error: missing.yaml: cannot read the workload file: no such file\n');
  });

  it('a usage error: the message, then the usage text', () => {
    const { status, stdout, stderr } = run('src/cli.ts', ['frobnicate']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^error: unknown command "frobnicate"; the commands are gate, baseline:update, sweep, demo, history, sim\n\nstreamgate \S+: measure and gate/,
    );
    expect(stderr).toContain(
      'exit codes: 0 pass (or nothing to fail on), 1 regression (per --fail-on), 2 usage, configuration or endpoint\nerror, 130 interrupted\n',
    );
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('a baseline error: the message and what to do, no usage text', () => {
    const { status, stdout, stderr } = run('src/cli.ts', [
      'gate',
      '--workload',
      'workload.yaml',
      '--from-results',
      'r.json',
      '--baseline',
      'nope.json',
    ]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    // The path is resolved against the working directory, which the OS may spell through a symlink.
    expect(stderr).toMatch(
      /^error: no baseline at \S*nope\.json: record one with `npx streamgate baseline:update --workload workload\.yaml`\n$/,
    );
  });
});

describe('the simulator entry on a user error', () => {
  it('exits 2 with the message and its usage line', () => {
    const { status, stdout, stderr } = run('src/sim/serve.ts', ['--port', 'x']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'error: --port must be an integer between 0 and 65535 (got "x")\nusage: serve [--port <n>] [--host <addr>] [--seed <n>] [--slots <n>]\n',
    );
  });
});
