import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkload, parseWorkload } from '../../src/config/load.js';
import type { Workload } from '../../src/config/types.js';
import { runWorkload } from '../../src/engine.js';
import type { Sample } from '../../src/probe/sample.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

// Each source end to end against the bundled simulator: what was asked (recorded on every sample) against what the
// server did. Nothing here is timed: the schedule's lateness is printed by bench/trace-replay.ts.
let sim: Simulator;
let dir: string;
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
const example = (name: string): string => fileURLToPath(new URL(`../../examples/${name}`, import.meta.url));

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 5 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-sources-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

async function samplesOf(workload: Workload, name: string): Promise<Sample[]> {
  const out = await runWorkload({ workload, apiKeys: new Map(), resultsDir: join(dir, name), redact: (s) => s, logger: quiet });
  return readFileSync(out.samplesPath, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Sample);
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]): number => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));

describe('sources against the simulator', () => {
  it('sends each of 200 ShareGPT records once, with its reference answer as max_tokens', async () => {
    const workload = loadWorkload(example('dataset.yaml'), { env: { STREAMGATE_SIM_URL: sim.url } });
    const samples = await samplesOf(workload, 'dataset');
    expect(samples).toHaveLength(200);
    expect(samples.every((s) => s.error === null)).toBe(true);
    const records = workload.scenarios[0]!.dataset!.records;
    expect(records).toHaveLength(200);
    // Without replacement: 200 requests, 200 different records (each one's prompt tokens and answer length as planned).
    const asked = samples.map((s) => `${s.target!.promptTokens}/${s.target!.outputTokens}`).sort();
    expect(asked).toEqual(records.map((r) => `${r.promptTokens}/${r.outputTokens}`).sort());
    for (const s of samples) {
      expect(s.usage!.completionTokens!).toBeLessThanOrEqual(s.target!.outputTokens);
      // The server counts its own way (the simulator: 4 characters a token); both counts are recorded.
      expect(s.usage!.promptTokens!).toBeGreaterThan(0);
    }
  }, 60_000);

  it('draws synthetic prompts of 512±128 tokens and gets 128-token answers with ignore_eos', async () => {
    const workload = parseWorkload(
      `
version: 1
name: synthetic
endpoints: [{ name: sim, baseUrl: '\${SIM}/fast/v1', model: sim }]
scenarios:
  - name: lengths
    synthetic:
      promptTokens: { type: normal, mean: 512, stdev: 128, min: 128, max: 1024 }
      outputTokens: 128
      ignoreEos: true
run: { requests: 200, looks: 1, concurrency: 8, seed: 3 }
`,
      { format: 'yaml', env: { SIM: sim.url } },
    );
    const samples = await samplesOf(workload, 'synthetic');
    expect(samples).toHaveLength(200);
    const targets = samples.map((s) => s.target!.promptTokens);
    expect(Math.abs(mean(targets) - 512)).toBeLessThan(30);
    expect(Math.abs(sd(targets) - 128)).toBeLessThan(25);
    for (const s of samples) {
      // A cut's seams may merge a token or two; the tokenizer's count of what was sent stays at the target.
      expect(Math.abs(s.target!.countedPromptTokens - s.target!.promptTokens)).toBeLessThanOrEqual(3);
      expect(s.usage!.completionTokens).toBe(128);
    }
  }, 60_000);

  it('a pool of 8 prefixes × 25 requests stays warm on 16 slots and is evicted on 2', async () => {
    const pool = async (slots: number): Promise<{ hitShare: number }> => {
      const workload = parseWorkload(
        `
version: 1
name: pool
endpoints:
  - name: sim
    baseUrl: '\${SIM}/fast/v1'
    model: sim
    headers: { x-sim: '{"slots": ${slots}, "slotAffinity": true, "outputTokens": 4, "ttftMs": 10, "warmTtftMs": 5, "coldPrefillMsPer1kChars": 50}' }
scenarios:
  - name: pool
    prompt: Answer briefly.
    prefixPool: { prefixes: 8, prefixTokens: 150, requestsPerPrefix: 25 }
run: { requests: 200, looks: 1, concurrency: 1, seed: 4 }
`,
        { format: 'yaml', env: { SIM: sim.url } },
      );
      const samples = await samplesOf(workload, `pool-${slots}`);
      expect(samples).toHaveLength(200);
      const hits = samples.filter((s) => (s.server?.cachedTokens ?? 0) > 0);
      return { hitShare: hits.length / samples.length };
    };
    const wide = await pool(16);
    const narrow = await pool(2);
    // 16 slots hold all 8 prefixes: every request after warmup finds its own. 2 slots hold 2 of the 8: most miss.
    expect(wide.hitShare).toBe(1);
    expect(narrow.hitShare).toBeLessThan(0.5);
    expect(narrow.hitShare).toBeGreaterThan(0);
  }, 120_000);

  it('replays a trace: each request at its time over the speedup, with its lengths and shared blocks', async () => {
    const rows = ['timestamp_ms,input_tokens,output_tokens,hash_ids'];
    for (let i = 0; i < 30; i++) rows.push(`${i * 2000},${300 + i * 10},${8 + (i % 5)},${i % 3} ${100 + i}`);
    writeFileSync(join(dir, 'trace.csv'), `${rows.join('\n')}\n`);
    writeFileSync(
      join(dir, 'trace.yaml'),
      `
version: 1
name: trace
endpoints: [{ name: sim, baseUrl: '\${SIM}/fast/v1', model: sim }]
scenarios:
  - name: replay
    trace: { file: trace.csv, speedup: 10, blockTokens: 200 }
run: { requests: 30, looks: 1, seed: 2 }
`,
    );
    const workload = loadWorkload(join(dir, 'trace.yaml'), { env: { SIM: sim.url } });
    const samples = (await samplesOf(workload, 'trace')).sort((a, b) => a.schedule!.dueMs - b.schedule!.dueMs);
    expect(samples).toHaveLength(30);
    samples.forEach((s, i) => {
      expect(s.schedule!.dueMs).toBe(i * 200);
      expect(s.schedule!.lateMs).toBeGreaterThanOrEqual(0);
      expect(s.target).toEqual({ promptTokens: 300 + i * 10, countedPromptTokens: 300 + i * 10, outputTokens: 8 + (i % 5) });
      expect(s.usage!.completionTokens!).toBeLessThanOrEqual(8 + (i % 5));
    });
    // The run's summary of the schedule: every request counted (its figures are machine-dependent: bench/trace-replay.ts).
    const results = JSON.parse(readFileSync(join(dir, 'trace', 'results.json'), 'utf8')) as Results;
    expect(results.run.lateness?.count).toBe(30);
    expect(results.run.lateness!.maxMs).toBe(Math.max(...samples.map((s) => s.schedule!.lateMs)));
    // Records whose first block was seen before start with the same text, so the engine's prefix cache finds them
    // (200 ms apart at speedup 10: each earlier prompt's prefill is done by then).
    const firstSeen = samples.filter((_, i) => i >= 3);
    expect(firstSeen.every((s) => (s.server?.cachedTokens ?? 0) > 0)).toBe(true);
    // Blocks 1 and 2 are new when records 1 and 2 arrive (warmup sent record 0's block 0 ahead of them).
    expect(samples.slice(1, 3).every((s) => (s.server?.cachedTokens ?? 0) === 0)).toBe(true);
  }, 60_000);
});
