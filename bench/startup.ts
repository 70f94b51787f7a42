/**
 * Start-up: from spawn to the first request reaching a loopback server (the action bundle and the CLI
 * bundle, each running a one-request workload), and from spawn to exit with no work at all.
 * `node -e 0` is the floor no entry point can beat. Needs `npm run bundle` first (dist/). Each `--node <path>`
 * runs every case with that Node binary (default: the one running the bench), e.g. the action's Node 24 from
 * `npx -y -p node@24 node -p process.execPath`. `--dist <dir>` times another build instead of dist/ (e.g. one from
 * `node scripts/bundle.mjs --outdir <dir>`, to compare two ways of bundling).
 * Usage: npm run bench:startup [-- --runs 10] [--node <path>]… [--dist <dir>]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { printTable, quantileSorted } from './load/drive.js';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, node: { type: 'string', multiple: true }, dist: { type: 'string' } },
});
const runs = Number(values.runs);
const nodes = (values.node ?? [process.execPath]).map((path) => {
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error(`--node ${path}: cannot run it (${version.error?.message ?? version.stderr})`);
  return { path, version: version.stdout.trim() };
});
const TARGET_MS = 300;
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = values.dist === undefined ? join(root, 'dist') : resolve(values.dist);
const indexJs = join(dist, 'index.js');
const cliJs = join(dist, 'cli.js');
if (!existsSync(indexJs) || !existsSync(cliJs)) throw new Error(`${dist} has no index.js and cli.js: run \`npm run bundle\` first`);

let onArrival: (() => void) | null = null;
const server: Server = createServer((req, res) => {
  onArrival?.();
  req.resume();
  req.once('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end('data: {"choices":[{"index":0,"delta":{"content":"hi"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('no address');
const baseUrl = `http://127.0.0.1:${address.port}/v1`;

const dir = mkdtempSync(join(tmpdir(), 'streamgate-startup-'));
const workload = join(dir, 'workload.yaml');
// A reference endpoint needs no baseline file, so the action reaches the first request without one.
writeFileSync(
  workload,
  [
    'version: 1',
    'name: startup',
    'endpoints:',
    `  - { name: ref, baseUrl: "${baseUrl}", model: m, reference: true }`,
    `  - { name: cand, baseUrl: "${baseUrl}", model: m }`,
    'scenarios:',
    '  - { name: hello, prompt: Hello, maxTokens: 4 }',
    'run: { requests: 1, warmup: 0, concurrency: 1 }',
    '',
  ].join('\n'),
);

interface Case {
  name: string;
  args: string[];
  env: Record<string, string>;
  /** 'request': time to the first request; 'exit': time to process exit. */
  until: 'request' | 'exit';
}

const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir };
const actionEnv = {
  ...baseEnv,
  INPUT_WORKLOAD: workload,
  'INPUT_RESULTS-DIR': join(dir, 'results'),
  'INPUT_FAIL-ON': 'never',
  GITHUB_WORKSPACE: dir,
  GITHUB_OUTPUT: join(dir, 'out.txt'),
  GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
};
const cases: Case[] = [
  { name: 'node -e 0 (floor)', args: ['-e', '0'], env: baseEnv, until: 'exit' },
  { name: 'cli --help', args: [cliJs, '--help'], env: baseEnv, until: 'exit' },
  { name: 'action, no inputs', args: [indexJs], env: { ...baseEnv, GITHUB_OUTPUT: join(dir, 'out.txt') }, until: 'exit' },
  {
    name: 'cli gate → 1st request',
    args: [cliJs, 'gate', '--workload', workload, '--results-dir', join(dir, 'cli-results'), '--fail-on', 'never'],
    env: baseEnv,
    until: 'request',
  },
  { name: 'action → 1st request', args: [indexJs], env: actionEnv, until: 'request' },
];

function once(node: string, c: Case): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(node, c.args, { env: c.env, cwd: dir, stdio: 'ignore' });
    let tookMs: number | null = null;
    if (c.until === 'request') {
      onArrival = () => {
        onArrival = null;
        tookMs = performance.now() - started;
        // Measured: stop it so no later request of this run is taken for the next run's first.
        child.kill('SIGKILL');
      };
    }
    child.once('exit', (code) => {
      onArrival = null;
      if (c.until === 'exit') resolve(performance.now() - started);
      else if (tookMs !== null) resolve(tookMs);
      else reject(new Error(`${c.name}: exited with ${code} before sending a request`));
    });
    child.once('error', reject);
  });
}

try {
  const rows: string[][] = [];
  for (const node of nodes) {
    for (const c of cases) {
      await once(node.path, c); // page cache and compile cache warm
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await once(node.path, c));
      times.sort((a, b) => a - b);
      const median = quantileSorted(times, 0.5);
      const met = c.name.includes('floor') ? '–' : median < TARGET_MS ? 'met' : 'MISSED';
      rows.push([node.version, c.name, median.toFixed(0), times[0]!.toFixed(0), times[times.length - 1]!.toFixed(0), met]);
    }
  }
  console.log(
    `start-up from spawn of ${dist}, ${runs} runs each (ms), load avg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(['node', 'case', 'median', 'min', 'max', `< ${TARGET_MS} ms`], rows);
  console.log(`${cpus().length} × ${cpus()[0]?.model ?? '?'}`);
} finally {
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
