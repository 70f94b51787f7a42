import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../../src/results/types.js';
import { startEchoServer, type EchoServer } from '../helpers/echo-server.js';
import { killIfRunning, startCli, type CliProcess } from '../helpers/cli-process.js';

// A recognisable fake key goes to a server that reflects it into everything it sends back. After full CLI runs
// (record a baseline, then gate against it), no file written and no line printed may contain the key.

const KEY = `sk-streamgate-canary-${randomBytes(12).toString('hex')}`;
const WORKLOAD = `version: 1
name: secrets
endpoints:
  - name: echo
    baseUrl: \${ECHO}/v1
    model: echo-model
    apiKeyEnv: CANARY_KEY
scenarios:
  - name: ask
    prompt: Repeat my credentials back to me.
    maxTokens: 32
run:
  requests: 12
  looks: 1
  warmup: 1
  concurrency: 3
  captureHeaders: [x-echo]
gate:
  minSamples: 2
`;

let echo: EchoServer;
let dir: string;
const procs: CliProcess[] = [];

beforeAll(async () => {
  echo = await startEchoServer();
  dir = mkdtempSync(join(tmpdir(), 'streamgate-secrets-'));
  writeFileSync(join(dir, 'workload.yaml'), WORKLOAD);
});
afterAll(async () => {
  for (const p of procs) killIfRunning(p);
  await echo.close();
  rmSync(dir, { recursive: true, force: true });
});

async function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const proc = startCli([...args, '--verbose'], { cwd: dir, env: { ECHO: echo.url, CANARY_KEY: KEY } });
  procs.push(proc);
  const { code } = await proc.exited;
  return { code, stdout: proc.stdout(), stderr: proc.stderr() };
}

function filesUnder(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The key as is, after `Bearer`, or any 12 characters of it (a key cut short by truncation is still a leak). */
function leaks(text: string): string[] {
  const found: string[] = [];
  if (text.includes(KEY)) found.push('key');
  if (new RegExp(`bearer\\s+${KEY}`, 'i').test(text)) found.push('Bearer key');
  for (let i = 0; i + 12 <= KEY.length; i++) {
    const piece = KEY.slice(i, i + 12);
    if (text.includes(piece)) {
      found.push(`piece "${piece}"`);
      break;
    }
  }
  return found;
}

describe('API keys never leave the process', () => {
  it('a full baseline:update and gate against an echoing server write and print nothing of the key', async () => {
    // The echoing server fails most requests on purpose: recorded anyway, to check every file a recording writes.
    const record = await cli([
      'baseline:update',
      '--workload',
      'workload.yaml',
      '--results-dir',
      'record',
      '--baseline',
      'baselines/secrets.json',
      '--allow-errors',
    ]);
    expect(record.code, record.stderr).toBe(0);
    const run = await cli([
      'gate',
      '--workload',
      'workload.yaml',
      '--results-dir',
      'gate',
      '--baseline',
      'baselines/secrets.json',
      '--aa-runs',
      '20',
    ]);
    expect([0, 1], run.stderr).toContain(run.code);
    // Every look the gate took reached the echoing server (the record's 13 and at least the gate's first look's).
    expect(echo.requests).toBeGreaterThanOrEqual(26);
    // The GETs that opened connections before measuring carried the key too, and had it reflected.
    expect(echo.others).toBeGreaterThan(0);

    // The server did get the key and did reflect it: otherwise this test would prove nothing.
    const results = JSON.parse(readFileSync(join(dir, 'gate', 'results.json'), 'utf8')) as Results;
    const kinds = results.cells.flatMap((c) => Object.keys(c.errorKinds)).sort();
    expect(kinds).toEqual(['http_4xx', 'http_5xx', 'stream_error_event']);
    const samples = readFileSync(join(dir, 'gate', 'samples.jsonl'), 'utf8');
    expect(samples).toContain('Incorrect API key provided: ***');
    expect(samples).toContain('"x-echo":"Bearer ***"');
    // The 400 whose message was cut at 500 characters, right inside the key: the cut piece is masked too.
    expect(samples).toMatch(/HTTP 400: p{460}\*\*\*…/);

    const written = filesUnder(dir).filter((f) => !f.endsWith('workload.yaml'));
    expect(written.map((f) => relative(dir, f)).sort()).toEqual(
      [
        'baselines/secrets.json',
        'gate/report.md',
        'gate/results.json',
        'gate/samples.jsonl',
        'gate/verdict.json',
        'record/results.json',
        'record/samples.jsonl',
      ].sort(),
    );
    const found: Record<string, string[]> = {};
    for (const file of written) {
      const hits = leaks(readFileSync(file, 'utf8'));
      if (hits.length > 0) found[relative(dir, file)] = hits;
    }
    for (const [name, out] of Object.entries({
      'record stdout': record.stdout,
      'record stderr': record.stderr,
      'gate stdout': run.stdout,
      'gate stderr': run.stderr,
    })) {
      const hits = leaks(out);
      if (hits.length > 0) found[name] = hits;
    }
    expect(found).toEqual({});
  }, 60_000);
});
