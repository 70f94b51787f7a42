/**
 * `npm run bench:apis`: one endpoint per streaming API against the bundled simulator, the same profile behind each.
 * The simulator serves all four APIs from one engine, so what the probe measures should agree across them within
 * sampling noise: TTFT, decode speed, IDR and the delivery class (a buffered profile is buffered on every API).
 * Prints one table per profile, with each API's median and its 95 % interval, and the simulator's own scheduled TTFT.
 *   npx tsx bench/apis.ts [--requests 40] [--profiles clean,buffered,coalesced]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseWorkload } from '../src/config/load.js';
import { runConformance } from '../src/conformance/run-probes.js';
import { runWorkload } from '../src/engine.js';
import { probe } from '../src/probe/probe.js';
import type { CellResult } from '../src/results/types.js';
import { startSimulator } from '../src/sim/server.js';
import { quantile } from '../src/stats/index.js';
import { createLogger } from '../src/util/logger.js';
import { API_IDS } from '../src/apis/index.js';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '40' }, profiles: { type: 'string', default: 'clean,buffered,coalesced' } },
});
const requests = Number(values.requests);
const profiles = values.profiles!.split(',');

function workload(simUrl: string, profile: string): string {
  return `version: 1
name: apis-${profile}
endpoints:
${API_IDS.map((api) => `  - { name: ${api}, baseUrl: ${simUrl}/${profile}/v1, model: sim, api: ${api} }`).join('\n')}
scenarios:
  - { name: hello, prompt: Write a few sentences about rivers., maxTokens: 48 }
run: { requests: ${requests}, warmup: 2, concurrency: 4, seed: 11 }
`;
}

/** Median and a distribution-free 95 % interval of the median (order statistics), of sorted values. */
function medianWithInterval(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return '–';
  const half = (1.96 * Math.sqrt(n)) / 2;
  const lo = sorted[Math.max(0, Math.floor(n / 2 - half))]!;
  const hi = sorted[Math.min(n - 1, Math.ceil(n / 2 + half) - 1)]!;
  const d = sorted[n - 1]! < 10 ? 2 : 0;
  return `${quantile(sorted, 0.5).toFixed(d)} [${lo.toFixed(d)}, ${hi.toFixed(d)}]`;
}

function row(cell: CellResult): string[] {
  const classes = Object.entries(cell.classes)
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  return [
    cell.endpoint,
    String(cell.n),
    String(cell.errors),
    medianWithInterval(cell.values.ttftMs ?? []),
    medianWithInterval(cell.values.tokensPerSecond ?? []),
    medianWithInterval(cell.values.idr ?? []),
    medianWithInterval(cell.values.outputTokens ?? []),
    classes,
  ];
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

const sim = await startSimulator({ seed: 5 });
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
try {
  for (const profile of profiles) {
    const dir = mkdtempSync(join(tmpdir(), 'streamgate-apis-'));
    try {
      const { results } = await runWorkload({
        workload: parseWorkload(workload(sim.url, profile), { format: 'yaml' }),
        apiKeys: new Map(),
        resultsDir: dir,
        redact: (s) => s,
        logger: quiet,
        sequential: null,
      });
      const measured = sim.requests.splice(0).filter((r) => r.profile === profile && r.schedule?.firstTokenMs != null);
      const scheduled = (cell: CellResult): string =>
        medianWithInterval(measured.filter((r) => r.api === cell.endpoint).map((r) => r.schedule!.firstTokenMs!));
      console.log(`\nprofile ${profile}: ${requests} requests per API and look, median [95 % interval]`);
      printTable(
        ['api', 'n', 'errors', 'TTFT ms', 'scheduled first token ms', 'tok/s', 'IDR', 'output tokens', 'delivery'],
        results.cells.map((cell) => {
          const cells = row(cell);
          return [...cells.slice(0, 4), scheduled(cell), ...cells.slice(4)];
        }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // The default probe set of each API: reasoning switched off (and on) is judged by its effect on the answer.
  const probeProfiles = ['reasoning-compliant', 'ignores-reasoning-off'];
  const endpoints = probeProfiles.flatMap((profile) =>
    API_IDS.map((api) => `  - { name: ${profile}.${api}, baseUrl: ${sim.url}/${profile}/v1, model: sim, api: ${api} }`),
  );
  const probes = await runConformance(
    parseWorkload(
      `version: 1\nname: probes\nendpoints:\n${endpoints.join('\n')}\nscenarios:\n  - { name: s, prompt: hi }\nprobes: default\n`,
      {
        format: 'yaml',
      },
    ),
    { apiKeys: new Map(), probe },
  );
  console.log('\nreasoning probes (default set of each API, 3 requests per variant): verdict per endpoint');
  const reasoningRows = (probes?.probes ?? []).filter(
    (p) => p.check === 'reasoning-off' || p.check === 'reasoning-on' || p.check === 'reasoning-reduced',
  );
  printTable(
    ['endpoint', 'variant', 'check', 'verdict', 'reasoning tokens (mean)'],
    reasoningRows.map((p) => [
      p.endpoint,
      p.variant,
      p.check ?? '',
      p.verdict,
      p.reasoningTokens === null ? '–' : p.reasoningTokens.toFixed(0),
    ]),
  );
} finally {
  await sim.close();
}
