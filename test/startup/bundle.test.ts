import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssertionTally } from '../../src/conformance/types.js';
import { runBundledAction } from '../action/action-runner.js';
import { startFakeGitHub, type FakeGitHub } from '../action/fake-github.js';
import { buildBundle, dynamicChunks, staticClosure } from './build.js';

// The bundle as `npm run bundle` builds it: what each entry loads before its first request, what it leaves for
// later, and that the parts loaded later (the JSON Schema compiler, octokit) still work when they are needed.

/** Bundled modules (esbuild's `// path` markers) of the given chunks. */
function modulesOf(dir: string, chunks: readonly string[]): string[] {
  return chunks.flatMap((chunk) => [...readFileSync(join(dir, chunk), 'utf8').matchAll(/^\/\/ (\S+)$/gm)].map((m) => m[1]!));
}

/** Modules only needed after measuring (or never): none may be loaded to start. */
const LATE = [
  /^node_modules\/ajv\/dist\/(core|compile\/)/,
  /^node_modules\/fast-uri\//,
  /^node_modules\/@octokit\//,
  /^node_modules\/@actions\/http-client\//,
  /undici\/lib\/web\/(fetch\/index|websocket\/)/,
  /undici\/lib\/(mock|cache)\//,
];

const ANSWER = '{"answer": 42}';
let dir: string;
let outdir: string;
let server: Server;
let baseUrl: string;
let github: FakeGitHub;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-bundle-'));
  outdir = join(dir, 'dist');
  buildBundle(outdir);
  // Every answer is the same JSON, so one schema matches it and another does not.
  server = createServer((req, res) => {
    req.resume();
    req.once('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const delta = (content: string): string =>
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
      res.end(
        `${delta(ANSWER.slice(0, 5))}${delta(ANSWER.slice(5))}data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"usage":{"prompt_tokens":3,"completion_tokens":6}}\n\ndata: [DONE]\n\n`,
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  github = await startFakeGitHub();
}, 60_000);

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await github.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the bundle', () => {
  it('loads neither the Ajv compiler, nor octokit, nor the unused parts of undici to measure', () => {
    // The action loads its engine (run-action) once its inputs are read; the CLI's entry checks the Node version,
    // then loads cli/main, which has the engine in its static imports.
    const runAction = readdirSync(outdir).find((f) => /^run-action-\w+\.js$/.test(f));
    const cliMain = readdirSync(outdir).find(
      (f) => /^main-\w+\.js$/.test(f) && readFileSync(join(outdir, f), 'utf8').includes('src/cli/main.ts'),
    );
    expect(runAction).toBeDefined();
    expect(cliMain).toBeDefined();
    const toMeasure = {
      action: [...staticClosure(outdir, 'index.js'), ...staticClosure(outdir, runAction!)],
      cli: [...staticClosure(outdir, 'cli.js'), ...staticClosure(outdir, cliMain!)],
    };
    for (const chunks of Object.values(toMeasure)) {
      const early = modulesOf(outdir, chunks);
      expect(early.some((m) => m.startsWith('node_modules/yaml/'))).toBe(true);
      expect(early.some((m) => m.startsWith('node_modules/undici/lib/dispatcher/agent'))).toBe(true);
      expect(early.filter((m) => LATE.some((late) => late.test(m)))).toEqual([]);
    }
    // The CLI's entry loads nothing before its Node version check, so an old Node is told so, not a syntax error.
    expect(modulesOf(outdir, staticClosure(outdir, 'cli.js')).filter((m) => m.startsWith('node_modules/'))).toEqual([]);
    // A step that fails on its inputs loads neither yaml nor undici.
    expect(modulesOf(outdir, staticClosure(outdir, 'index.js')).filter((m) => /^node_modules\/(yaml|undici)\//.test(m))).toEqual([]);
    // …and they are in chunks loaded on demand, not missing.
    const later = modulesOf(
      outdir,
      dynamicChunks(outdir).flatMap((chunk) => staticClosure(outdir, chunk)),
    );
    expect(later.some((m) => m.startsWith('node_modules/ajv/dist/compile/'))).toBe(true);
    expect(later.some((m) => m.startsWith('node_modules/@octokit/'))).toBe(true);
  });

  it('is the same, file for file, when built again (the check of dist/ compares every chunk)', () => {
    const again = join(dir, 'again');
    buildBundle(again);
    const files = readdirSync(outdir).sort();
    expect(readdirSync(again).sort()).toEqual(files);
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(2);
    for (const f of files) expect(readFileSync(join(again, f)).equals(readFileSync(join(outdir, f))), f).toBe(true);
  }, 30_000);

  it('checks answers against JSON Schemas and posts the pull request comment, loading both on demand', async () => {
    writeFileSync(
      join(dir, 'workload.yaml'),
      [
        'version: 1',
        'name: on-demand',
        'endpoints:',
        `  - { name: ref, baseUrl: "${baseUrl}", model: m, reference: true }`,
        `  - { name: cand, baseUrl: "${baseUrl}", model: m }`,
        'scenarios:',
        '  - name: number',
        '    prompt: Answer as JSON',
        '    expect: { jsonSchema: { type: object, required: [answer], properties: { answer: { type: integer } } } }',
        '  - name: text',
        '    prompt: Answer as JSON',
        '    expect: { jsonSchema: { type: object, properties: { answer: { type: string } } } }',
        'run: { requests: 4, looks: 1, warmup: 0, concurrency: 1 }',
        // One look and no extra ones: the tallies below count its requests.
        'gate: { extraLooks: 0 }',
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'event.json'), JSON.stringify({ action: 'synchronize', number: 3, pull_request: { number: 3 } }));
    const run = await runBundledAction(join(outdir, 'index.js'), {
      cwd: dir,
      inputs: { workload: 'workload.yaml', 'results-dir': 'out', 'github-token': 'ghs_test', 'fail-on': 'never' },
      env: {
        GITHUB_API_URL: github.url,
        // mode: gate reads this repository's history branch by default: none here, offline.
        GITHUB_SERVER_URL: pathToFileURL(join(dir, 'no-server')).href,
        GITHUB_REPOSITORY: 'octo/widgets',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: join(dir, 'event.json'),
      },
    });
    expect(run.stderr).toBe('');
    expect(run.code, run.stdout).toBe(0);
    // The default history read ran git from the bundle, found no repository, and the run went on.
    expect(run.stdout).toContain("history: this repository's history could not be read, so the gate goes on without it");
    const results = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8')) as { conformance: { assertions: AssertionTally[] } };
    const schemaTallies = results.conformance.assertions
      .filter((a) => a.assertion === 'json-schema')
      .map((a) => [a.endpoint, a.scenario, a.passed, a.total])
      .sort();
    expect(schemaTallies).toEqual([
      ['cand', 'number', 2, 2],
      ['cand', 'text', 0, 2],
      ['ref', 'number', 2, 2],
      ['ref', 'text', 0, 2],
    ]);
    expect(github.comments.map((c) => c.body.split('\n')[0])).toEqual(['<!-- streamgate:streamgate -->']);

    // A read-only token: the comment fails with the HTTP status named (octokit's error, read by the lazily loaded code).
    github.forbidWrites = true;
    github.comments.length = 0;
    const forbidden = await runBundledAction(join(outdir, 'index.js'), {
      cwd: dir,
      inputs: { workload: 'workload.yaml', 'results-dir': 'out2', 'github-token': 'ghs_test', 'fail-on': 'never' },
      env: {
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: pathToFileURL(join(dir, 'no-server')).href,
        GITHUB_REPOSITORY: 'octo/widgets',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: join(dir, 'event.json'),
      },
    });
    expect(forbidden.code, forbidden.stdout).toBe(0);
    expect(forbidden.stdout).toContain('may not write to pull request #3 (HTTP 403)');
  }, 60_000);

  it('probes in worker threads from the bundle: dist/probe-worker.js is found beside the chunk that starts it', async () => {
    writeFileSync(
      join(dir, 'pool.yaml'),
      [
        'version: 1',
        'name: pool',
        'endpoints:',
        `  - { name: ref, baseUrl: "${baseUrl}", model: m, reference: true }`,
        `  - { name: cand, baseUrl: "${baseUrl}", model: m }`,
        'scenarios:',
        '  - { name: number, prompt: Answer as JSON }',
        'run: { requests: 6, looks: 1, warmup: 0, concurrency: 3, workers: 2 }',
        'gate: { extraLooks: 0 }',
        '',
      ].join('\n'),
    );
    const run = await runBundledAction(join(outdir, 'index.js'), {
      cwd: dir,
      inputs: { workload: 'pool.yaml', 'results-dir': 'pool-out', comment: 'never', 'fail-on': 'never' },
      env: {},
    });
    expect(run.stderr).toBe('');
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('probing in 2 worker threads');
    const results = JSON.parse(readFileSync(join(dir, 'pool-out/results.json'), 'utf8')) as {
      run: { runner: string };
      cells: { endpoint: string; n: number; errors: number }[];
    };
    expect(results.run.runner).toMatch(/, probe in 2 worker threads$/);
    expect(results.cells.map((c) => [c.endpoint, c.n, c.errors]).sort()).toEqual([
      ['cand', 6, 0],
      ['ref', 6, 0],
    ]);
  }, 30_000);
});
