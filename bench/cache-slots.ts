/**
 * Prefix-cache hits against the simulator's engine slots: the same workload measured with the default engine-wide
 * prefix cache and with 1, 2 and 4 llama.cpp-style slots (src/sim/slots.ts), through the real probe and results, so
 * the numbers are what a run's report would show. Per slots value and workload: warm requests, hits, hit share, and
 * TTFT p50 over the hits, over the misses and over every warm request (what a gate mixing them would compare).
 * Usage: npm run bench:cache-slots [-- --requests 80 --seed 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseWorkload } from '../src/config/load.js';
import { runWorkload } from '../src/engine.js';
import { formatMs } from '../src/report/format.js';
import type { CellResult } from '../src/results/types.js';
import { startSimulator } from '../src/sim/server.js';
import { quantile, sortedFinite } from '../src/stats/index.js';
import { createLogger } from '../src/util/logger.js';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '80' }, seed: { type: 'string', default: '3' } } });
const requests = Number(values.requests);
const seed = Number(values.seed);

// A short answer at a high decode rate keeps each request about TTFT long; a 1,600-character shared system prompt
// makes a miss cost a visible prefill (100 ms + 200 ms per 1,000 characters) against a 10 ms hit.
const SIM_SETTINGS = JSON.stringify({
  ttftMs: 100,
  ttftSigma: 0.1,
  coldPrefillMsPer1kChars: 200,
  warmTtftMs: 10,
  tokensPerSecond: 2000,
  outputTokens: 8,
});
const SYSTEM = 'You answer questions about rivers. '.repeat(46);

function workload(cache: string): string {
  return `
version: 1
name: cache-slots
endpoints:
  - name: sim
    baseUrl: \${SIM}/clean/v1
    model: sim
    headers: { x-sim: '${SIM_SETTINGS}' }
scenarios:
  - name: rivers
    maxTokens: 16
    cache: ${cache}
    messages:
      - { role: system, content: "${SYSTEM}" }
      - { role: user, content: Name a river. }
run:
  requests: ${requests}
  looks: 1
  warmup: 1
  concurrency: 1
  seed: ${seed}
`;
}

const WORKLOADS = [
  { label: 'half warm, half cold', cache: '{ warmShare: 0.5 }' },
  { label: 'warm only', cache: 'warm' },
];
const SLOTS: { label: string; slots: number }[] = [
  { label: 'shared cache', slots: 0 },
  { label: '1', slots: 1 },
  { label: '2', slots: 2 },
  { label: '4', slots: 4 },
];

const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
const dir = mkdtempSync(join(tmpdir(), 'streamgate-cache-slots-'));
const rows: string[][] = [];
try {
  for (const { label: slotsLabel, slots } of SLOTS) {
    for (const { label, cache } of WORKLOADS) {
      const sim = await startSimulator({ seed, slots });
      try {
        const parsed = parseWorkload(workload(cache), { format: 'yaml', env: { SIM: sim.url } });
        const { results } = await runWorkload({
          workload: parsed,
          apiKeys: new Map(),
          resultsDir: join(dir, `${slots}-${rows.length}`),
          redact: (s) => s,
          logger: quiet,
        });
        const warm = results.cells.find((c) => c.cache === 'warm');
        if (warm) rows.push(row(slotsLabel, label, warm));
      } finally {
        await sim.close();
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
print(['slots', 'workload', 'warm requests', 'hits', 'hit share', 'TTFT p50 hits', 'TTFT p50 misses', 'TTFT p50 all warm'], rows);

function row(slots: string, label: string, cell: CellResult): string[] {
  const hits = cell.cacheHits;
  const hit = hits?.hit ?? 0;
  const known = hit + (hits?.miss ?? 0);
  return [
    slots,
    label,
    String(cell.n - cell.errors),
    String(hit),
    known > 0 ? `${((hit / known) * 100).toFixed(0)}%` : '–',
    formatMs(p50(hits?.values.ttftMs)),
    formatMs(p50(hits?.missValues?.ttftMs)),
    formatMs(p50(cell.values.ttftMs)),
  ];
}

function p50(list: readonly number[] | undefined): number | null {
  const sorted = sortedFinite(list ?? []);
  return sorted.length === 0 ? null : quantile(sorted, 0.5);
}

function print(headers: string[], body: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  process.stdout.write(`${[line(headers), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n')}\n`);
}
