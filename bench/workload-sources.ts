/**
 * Workload sources against the bundled simulator (in its own process), printed as tables for docs/workload-sources.md:
 * - the 200-record ShareGPT-style dataset of examples/dataset.yaml and synthetic `512 ± 128 → 128` (200 requests each):
 *   the histogram of prompt tokens aimed at, as cut (cl100k_base) and as the server reported them (the simulator counts
 *   4 characters a token), and the output tokens received;
 * - a shared-prefix pool of 8 prefixes × 25 requests on a 2-slot and a 16-slot engine (prompt-similarity slot
 *   selection): hit share and TTFT p50 of the hits and of the misses.
 *   npm run bench:workload-sources
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadWorkload, parseWorkload } from '../src/config/load.js';
import type { Workload } from '../src/config/types.js';
import { runWorkload } from '../src/engine.js';
import type { Sample } from '../src/probe/sample.js';
import { quantile } from '../src/stats/summary.js';
import { createLogger } from '../src/util/logger.js';
import { startSimProcess } from './sim-process.js';

const dir = mkdtempSync(join(tmpdir(), 'streamgate-sources-bench-'));
const sim = await startSimProcess(1);
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

async function samples(yaml: string | Workload, name: string): Promise<Sample[]> {
  const workload = typeof yaml === 'string' ? parseWorkload(yaml, { format: 'yaml', env: { SIM: sim.url } }) : yaml;
  const out = await runWorkload({ workload, apiKeys: new Map(), resultsDir: join(dir, name), redact: (s) => s, logger: quiet });
  return readFileSync(out.samplesPath, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Sample);
}

const p50 = (xs: number[]): string =>
  xs.length === 0
    ? '–'
    : `${quantile(
        [...xs].sort((a, b) => a - b),
        0.5,
      ).toFixed(0)} ms`;

try {
  const synthetic = await samples(
    `version: 1
name: synthetic
endpoints: [{ name: sim, baseUrl: '\${SIM}/fast/v1', model: sim }]
scenarios:
  - name: lengths
    synthetic: { promptTokens: { type: normal, mean: 512, stdev: 128, min: 128, max: 1024 }, outputTokens: 128, ignoreEos: true }
run: { requests: 200, looks: 1, concurrency: 8, seed: 3 }
`,
    'synthetic',
  );
  const count = (values: number[], lo: number, hi: number): number => values.filter((v) => v >= lo && v < hi).length;
  const histogram = (title: string, of: Sample[], bins: number[]): void => {
    console.log(title);
    console.log('| tokens | target | as cut (cl100k_base) | server-reported |');
    console.log('| --- | --- | --- | --- |');
    const target = of.map((s) => s.target!.promptTokens);
    const counted = of.map((s) => s.target!.countedPromptTokens);
    const reported = of.map((s) => s.usage?.promptTokens ?? NaN);
    for (let i = 0; i < bins.length - 1; i++) {
      const [lo, hi] = [bins[i]!, bins[i + 1]!];
      const label = hi === Infinity ? `≥ ${lo}` : `${lo}–${hi - 1}`;
      console.log(`| ${label} | ${count(target, lo, hi)} | ${count(counted, lo, hi)} | ${count(reported, lo, hi)} |`);
    }
  };
  const datasetFile = fileURLToPath(new URL('../examples/dataset.yaml', import.meta.url));
  const dataset = await samples(loadWorkload(datasetFile, { env: { STREAMGATE_SIM_URL: sim.url } }), 'dataset');
  histogram('ShareGPT-style dataset (examples/dataset.yaml), 200 requests: prompt tokens per bin', dataset, [
    0,
    64,
    128,
    192,
    256,
    320,
    384,
    Infinity,
  ]);
  const answered = dataset.map((s) => (s.usage?.completionTokens ?? 0) / s.target!.outputTokens);
  console.log(
    `output tokens / the record's reference answer: min ${Math.min(...answered).toFixed(2)}, max ${Math.max(...answered).toFixed(2)}\n`,
  );
  const bins = [128, 256, 384, 512, 640, 768, 896, 1024, 1152, Infinity];
  histogram('synthetic 512 ± 128 → 128, 200 requests: prompt tokens per bin', synthetic, bins);
  const outputs = synthetic.map((s) => s.usage?.completionTokens ?? 0);
  console.log(`output tokens: min ${Math.min(...outputs)}, max ${Math.max(...outputs)} (max_tokens 128 with ignore_eos)`);

  console.log('\nshared-prefix pool, 8 prefixes × 25 requests (1,000-token prefixes), concurrency 2');
  console.log('| engine | hit share | TTFT p50, hits | TTFT p50, misses |');
  console.log('| --- | --- | --- | --- |');
  for (const slots of [2, 16]) {
    const pool = await samples(
      `version: 1
name: pool
endpoints:
  - { name: sim, baseUrl: '\${SIM}/fast/v1', model: sim, headers: { x-sim: '{"slots": ${slots}, "slotAffinity": true, "outputTokens": 8}' } }
scenarios:
  - name: pool
    prompt: Answer briefly.
    prefixPool: { prefixes: 8, prefixTokens: 1000, requestsPerPrefix: 25 }
run: { requests: 200, looks: 1, concurrency: 2, seed: 4 }
`,
      `pool-${slots}`,
    );
    const hit = pool.filter((s) => (s.server?.cachedTokens ?? 0) > 0);
    const miss = pool.filter((s) => (s.server?.cachedTokens ?? 0) === 0);
    console.log(
      `| ${slots} slots | ${((100 * hit.length) / pool.length).toFixed(1)} % | ${p50(hit.map((s) => s.firstContentMs!))} | ${p50(miss.map((s) => s.firstContentMs!))} |`,
    );
  }
} finally {
  await sim.stop();
  rmSync(dir, { recursive: true, force: true });
}
