/**
 * Memory: peak RSS of `runWorkload` (real probe, real runner, JSONL sink, results) against the load
 * server, for a grid of request counts × tokens per request, each cell in a fresh process.
 * Usage: npm run bench:memory [-- --cells 1000x100,1000x1000,5000x1000,10000x1000]
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { printTable } from './load/drive.js';
import { startLoadProcesses } from './load/load-process.js';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    cells: { type: 'string', default: '10x10,1000x100,1000x1000,5000x1000,10000x100,10000x1000' },
    concurrency: { type: 'string', default: '64' },
  },
});
const TARGET_MB = 300;
const cells = values.cells.split(',').map((c) => c.split('x').map(Number) as [number, number]);

/** The cell runs bundled, as the CLI and action do: under a TypeScript loader RSS would carry the loader's ~100 MB. */
async function bundleRunner(dir: string): Promise<string> {
  const outfile = join(dir, 'memory-run.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./memory-run.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.18',
    outfile,
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module';\nconst require = __cr(import.meta.url);" },
  });
  return outfile;
}

interface CellResult {
  requests: number;
  tokens: number;
  wallS: number;
  peakRssMb: number;
  peakHeapMb: number;
  errors: number;
}

const dir = mkdtempSync(join(tmpdir(), 'streamgate-memory-bench-'));
const entry = await bundleRunner(dir);
const servers = await startLoadProcesses(1);
try {
  const rows: string[][] = [];
  for (const [requests, tokens] of cells) {
    const { stdout } = await run(
      process.execPath,
      [entry, '--url', servers[0]!.url, '--requests', String(requests), '--tokens', String(tokens), '--concurrency', values.concurrency],
      { maxBuffer: 1 << 20 },
    );
    const r = JSON.parse(stdout.trim().split('\n').pop()!) as CellResult;
    rows.push([
      String(requests),
      String(tokens),
      ((requests * tokens) / 1e6).toFixed(1),
      r.peakRssMb.toFixed(0),
      r.peakHeapMb.toFixed(0),
      r.wallS.toFixed(1),
      String(r.errors),
      requests === 10_000 && tokens === 1000 ? (r.peakRssMb < TARGET_MB ? 'met' : 'MISSED') : '–',
    ]);
  }
  console.log(
    `peak memory of runWorkload, concurrency ${values.concurrency}, load avg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(['requests', 'tokens', 'M events', 'peak RSS MB', 'peak heap MB', 'wall s', 'errors', `< ${TARGET_MB} MB`], rows);
  console.log(`node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
}
