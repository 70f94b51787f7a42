/**
 * Start-up cost of the bundled action: wall time of `node dist/index.js` doing no measuring, next to a bare
 * `node` start. Cases: no inputs (load the bundle, fail on the missing input) and a workload whose API key is
 * empty (load, validate the workload, write the summary and outputs, skip). Run `npm run bundle` first, or pass
 * `--dist <dir>` to time another build (e.g. one from `node scripts/bundle.mjs --outdir <dir>`).
 * Usage: npm run bench:action-startup [-- --runs 15] [--dist <dir>]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { quantile } from '../src/stats/summary.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' }, dist: { type: 'string' } } });
const runs = Number(values.runs);
const bundle =
  values.dist === undefined ? fileURLToPath(new URL('../dist/index.js', import.meta.url)) : join(resolve(values.dist), 'index.js');
const dir = mkdtempSync(join(tmpdir(), 'streamgate-startup-'));
const workload = join(dir, 'workload.yaml');
writeFileSync(
  workload,
  'version: 1\nname: startup\nendpoints:\n  - name: e\n    baseUrl: http://127.0.0.1:9/v1\n    model: m\n    apiKeyEnv: STARTUP_KEY\nscenarios:\n  - name: s\n    prompt: Hi\n',
);
const files = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary.md') };
writeFileSync(files.GITHUB_OUTPUT, '');
writeFileSync(files.GITHUB_STEP_SUMMARY, '');

interface Case {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Exit status the case must end with, so a broken bundle cannot pass as a fast one. */
  status: number;
}

const base = { PATH: process.env.PATH ?? '', ...files };
const cases: Case[] = [
  { name: 'node -e "" (bare start)', args: ['-e', ''], env: base, status: 0 },
  { name: 'index.js, no inputs', args: [bundle], env: base, status: 1 },
  { name: 'index.js, empty key (skip)', args: [bundle], env: { ...base, INPUT_WORKLOAD: workload, STARTUP_KEY: '' }, status: 0 },
];

function time(c: Case): number {
  const start = performance.now();
  const r = spawnSync(process.execPath, c.args, { env: c.env, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (r.status !== c.status) throw new Error(`${c.name}: exit ${r.status}, expected ${c.status}\n${r.stdout}${r.stderr}`);
  return ms;
}

const rows = cases.map((c) => {
  time(c); // warm the file cache
  const ms = Array.from({ length: runs }, () => time(c)).sort((a, b) => a - b);
  return [c.name, ms[0]!, quantile(ms, 0.5), quantile(ms, 0.9), ms.at(-1)!] as const;
});
rmSync(dir, { recursive: true, force: true });

/** Bytes of the entry and the chunks it imports statically (what loads to start; import() chunks load later). */
function startupBytes(entry: string, seen = new Set<string>()): number {
  if (seen.has(entry)) return 0;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  const imports = [...code.matchAll(/^import\s[^;]*?from\s*"(\.\/[^"]+)";$|^import\s*"(\.\/[^"]+)";$/gm)].map((m) =>
    join(dirname(entry), m[1] ?? m[2]!),
  );
  return statSync(entry).size + imports.reduce((sum, chunk) => sum + startupBytes(chunk, seen), 0);
}

const header = ['case', 'min ms', 'p50 ms', 'p90 ms', 'max ms'];
const table = [header, ...rows.map(([name, ...n]) => [name, ...n.map((v) => v.toFixed(0))])];
const widths = header.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
const line = (r: readonly string[]): string => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
console.log(
  `node ${process.version}, ${runs} runs per case, ${bundle} loads ${(startupBytes(bundle) / 1e3).toFixed(0)} kB to start (the rest when it is needed)`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of table.slice(1)) console.log(line(r));
