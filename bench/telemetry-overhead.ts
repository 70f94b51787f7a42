/**
 * What scraping the server's metrics does to the timing of the measured requests: the same workload at c = 64
 * against the simulator (its own process, the same seed each run), with telemetry off and on (a scrape every
 * `--interval-ms`, 100 by default: ten times the default rate), alternating, `--repeats` times each. Prints each
 * run's TTFT p50 / p99, longest-stall p99 and decode tok/s p50 over every request, and the scrapes taken; the
 * difference between the modes' medians is the effect. Scrapes use their own connection and timer and parse after
 * the look, so the effect should be within the run-to-run spread.
 * Usage: npm run bench:telemetry-overhead [-- --requests 640 --repeats 3 --interval-ms 100]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseWorkload } from '../src/config/load.js';
import { runWorkload } from '../src/engine.js';
import type { Results } from '../src/results/types.js';
import { quantile } from '../src/stats/summary.js';
import { createLogger } from '../src/util/logger.js';
import { startSimProcess } from './sim-process.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '640' },
    repeats: { type: 'string', default: '3' },
    'interval-ms': { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '64' },
  },
});
const requests = Number(values.requests);
const repeats = Number(values.repeats);
const intervalMs = Number(values['interval-ms']);
const concurrency = Number(values.concurrency);

function workload(url: string, scrapes: boolean): string {
  const telemetry = scrapes ? `\n    telemetry: { url: "${url}/clean/metrics", preset: vllm, intervalMs: ${intervalMs} }` : '';
  return `
version: 1
name: telemetry-overhead
endpoints:
  - name: sim
    baseUrl: ${url}/clean/v1
    model: sim
    headers: { x-sim: '{"ttftMs": 100, "tokensPerSecond": 100}' }${telemetry}
scenarios:
  - name: essay
    prompt: Write about rivers.
    maxTokens: 64
    cache: cold
run:
  requests: ${requests}
  looks: 1
  warmup: 0
  concurrency: ${concurrency}
  seed: 1
`;
}

function all(results: Results, metric: 'ttftMs' | 'maxGapMs' | 'tokensPerSecond'): number[] {
  return results.cells.flatMap((c) => c.values[metric] ?? []).sort((a, b) => a - b);
}

async function once(scrapes: boolean): Promise<string[]> {
  const sim = await startSimProcess(7);
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-telemetry-bench-'));
  try {
    const quiet = createLogger({ info: () => {}, warn: (m) => console.error(m), error: () => {}, debug: () => {} }, (s) => s);
    const { results } = await runWorkload({
      workload: parseWorkload(workload(sim.url, scrapes), { format: 'yaml' }),
      apiKeys: new Map(),
      resultsDir: dir,
      redact: (s) => s,
      logger: quiet,
    });
    const ttft = all(results, 'ttftMs');
    const gap = all(results, 'maxGapMs');
    const tps = all(results, 'tokensPerSecond');
    const look = results.telemetry?.[0]?.looks[0];
    return [
      scrapes ? `on (${intervalMs} ms)` : 'off',
      String(ttft.length),
      quantile(ttft, 0.5).toFixed(1),
      quantile(ttft, 0.99).toFixed(1),
      quantile(gap, 0.99).toFixed(1),
      quantile(tps, 0.5).toFixed(1),
      look ? `${look.scrapes - look.failedScrapes}/${look.scrapes}` : '–',
      (results.run.durationMs / 1000).toFixed(1),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await sim.stop();
  }
}

const header = ['scrapes', 'requests', 'TTFT p50 ms', 'TTFT p99 ms', 'max gap p99 ms', 'tok/s p50', 'scrapes ok', 'run s'];
const rows: string[][] = [];
await once(false); // JIT and connection warm-up, not reported
for (let r = 0; r < repeats; r++) for (const scrapes of [false, true]) rows.push(await once(scrapes));
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: readonly string[]): string => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
console.log(`telemetry overhead at c = ${concurrency}: ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`);
console.log(line(header));
for (const row of rows) console.log(line(row));
const median = (mode: string, column: number): number =>
  quantile(
    rows
      .filter((r) => r[0]!.startsWith(mode))
      .map((r) => Number(r[column]))
      .sort((a, b) => a - b),
    0.5,
  );
for (const [name, column] of [
  ['TTFT p50', 2],
  ['TTFT p99', 3],
  ['max gap p99', 4],
] as const)
  console.log(
    `${name}: off ${median('off', column).toFixed(1)} ms, on ${median('on', column).toFixed(1)} ms (median of ${repeats} runs each)`,
  );
