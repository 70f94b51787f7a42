import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeErrorExamples } from '../../src/results/error-examples.js';
import { startCli } from '../helpers/cli-process.js';
import { unusedPort } from '../helpers/scripted-server.js';

// What a new user meets first when an endpoint is wrong: the run says which endpoint, what failed, the first
// message in full and what to check, and it neither passes nor writes a baseline of errors.

const KEY = 'sk-failure-paths-0123456789';
let dir: string;
let refusing: string;
let unauthorised: Server;

function workload(baseUrl: string): string {
  return `version: 1
name: failure-paths
endpoints:
  - name: candidate
    baseUrl: ${baseUrl}
    model: m
    apiKeyEnv: FAILURE_PATHS_KEY
scenarios:
  - name: answer
    prompt: Say a few words.
    maxTokens: 8
run: { requests: 6, warmup: 1, concurrency: 2, looks: 1 }
`;
}

async function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cli = startCli(args, { cwd: dir, env: { FAILURE_PATHS_KEY: KEY, NO_COLOR: '1' } });
  const { code } = await cli.exited;
  return { code, stdout: cli.stdout(), stderr: cli.stderr() };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-failure-paths-'));
  // Nothing listens on this port: every connection is refused.
  refusing = `http://127.0.0.1:${await unusedPort()}/v1`;
  unauthorised = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }));
    });
  });
  await new Promise<void>((resolve) => unauthorised.listen(0, '127.0.0.1', resolve));
  writeFileSync(join(dir, 'refused.yaml'), workload(refusing));
  const port = (unauthorised.address() as { port: number }).port;
  writeFileSync(join(dir, 'unauthorised.yaml'), workload(`http://127.0.0.1:${port}/v1`));
});

afterAll(async () => {
  await new Promise<void>((resolve) => unauthorised.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('an endpoint whose every request fails', () => {
  it('connection refused: exit 2, the endpoint, the first error in full and what to check', async () => {
    const { code, stdout, stderr } = await run(['gate', '--workload', 'refused.yaml', '--results-dir', 'refused']);
    expect(code).toBe(2);
    // The terminal table and report.md say it too, not only the exit message.
    expect(stdout).toContain('first error of each kind, and what to check');
    expect(stdout).toContain('candidate: connect ×6: connect ECONNREFUSED');
    expect(readFileSync(join(dir, 'refused', 'report.md'), 'utf8')).toContain('Errors at candidate: connect ×6: connect ECONNREFUSED');
    expect(stderr).toMatch(/warmup: 1 of 1 request\(s\) failed .*candidate: connect: connect ECONNREFUSED/);
    expect(stderr).toContain('every measured request failed at candidate (6 of 6: connect ×6)');
    // The first error with what to check is printed once, in the table above; the closing line does not repeat it.
    expect(stdout).toContain(`candidate: connect ×6: connect ECONNREFUSED ${new URL(refusing).host}`);
    expect(stdout).toContain(`→ is the server running and reachable at ${new URL(refusing).origin}?`);
    expect(stderr).not.toContain('→ is the server running');
    expect(stderr).not.toContain(KEY);
  });

  it("401: the server's own message and the variable the key came from", async () => {
    const { code, stdout, stderr } = await run(['gate', '--workload', 'unauthorised.yaml', '--results-dir', 'unauthorised']);
    expect(code).toBe(2);
    expect(stdout).toContain('candidate: http_4xx ×6: HTTP 401: Incorrect API key provided → check the key in FAILURE_PATHS_KEY');
    expect(stderr).not.toContain(KEY);
  });

  it('baseline:update writes no baseline of errors, unless told to with --allow-errors', async () => {
    const refused = await run([
      'baseline:update',
      '--workload',
      'refused.yaml',
      '--results-dir',
      'record',
      '--baseline',
      'baselines/refused.json',
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('no baseline written: 1 cell(s) failed on more than 5 % of their requests');
    expect(refused.stderr).toContain('candidate / answer / cold: 6 of 6 failed (connect ×6)');
    expect(refused.stderr).toContain('--allow-errors');
    expect(refused.stdout).not.toContain('baseline written');
    expect(existsSync(join(dir, 'baselines/refused.json'))).toBe(false);

    const allowed = await run([
      'baseline:update',
      '--workload',
      'refused.yaml',
      '--from-results',
      'record/results.json',
      '--baseline',
      'baselines/refused.json',
      '--allow-errors',
    ]);
    expect(allowed.code).toBe(0);
    expect(existsSync(join(dir, 'baselines/refused.json'))).toBe(true);
  });
});

describe('results of another workload', () => {
  it('are refused with what differs, exit 2, by gate and by baseline:update alike', async () => {
    await run(['gate', '--workload', 'refused.yaml', '--results-dir', 'other']);
    writeFileSync(join(dir, 'changed.yaml'), workload(refusing).replace('maxTokens: 8', 'maxTokens: 9'));
    for (const command of [
      ['gate', '--workload', 'changed.yaml', '--from-results', 'other/results.json', '--fail-on', 'inconclusive'],
      ['baseline:update', '--workload', 'changed.yaml', '--from-results', 'other/results.json', '--baseline', 'baselines/changed.json'],
    ]) {
      const { code, stdout, stderr } = await run(command);
      expect(code).toBe(2);
      expect(stderr).toContain(
        'other/results.json workload.fingerprint: measured with a different workload: scenario answer: maxTokens 8 → 9',
      );
      expect(stdout).not.toContain('PASS');
    }
    expect(existsSync(join(dir, 'baselines/changed.json'))).toBe(false);
  });
});

describe('error examples of several result sets', () => {
  it('add up counts and keep the first message, in endpoint order, most frequent first', () => {
    const merged = mergeErrorExamples(
      [
        [{ endpoint: 'b', kind: 'http_5xx', count: 1, status: 503, message: 'HTTP 503: first' }],
        undefined,
        [
          { endpoint: 'a', kind: 'connect', count: 2, status: null, message: 'connect ECONNREFUSED' },
          { endpoint: 'b', kind: 'http_5xx', count: 2, status: 500, message: 'HTTP 500: later' },
          { endpoint: 'b', kind: 'http_429', count: 4, status: 429, message: 'HTTP 429: slow down' },
        ],
      ],
      ['a', 'b'],
    );
    expect(merged.map((e) => [e.endpoint, e.kind, e.count, e.message])).toEqual([
      ['a', 'connect', 2, 'connect ECONNREFUSED'],
      ['b', 'http_429', 4, 'HTTP 429: slow down'],
      ['b', 'http_5xx', 3, 'HTTP 503: first'],
    ]);
  });
});
