import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkload } from '../../src/config/load.js';
import { evaluateRun, planGate, sequentialRun } from '../../src/compare/flow.js';
import { runWorkload } from '../../src/engine.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

// An extra look draws past the planned budget. A dataset sampled without replacement sized for the planned looks
// cannot serve it: the run takes no extra look, says why, and ends inconclusive on what was open, with every
// measured request kept.
let sim: Simulator;
let dir: string;

beforeAll(async () => {
  sim = await startSimulator({ port: 0, seed: 7 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-extra-looks-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('extra looks and the sources', () => {
  it('takes none a dataset without replacement cannot serve, warns, and keeps every measured request', async () => {
    const records = JSON.parse(readFileSync(fileURLToPath(new URL('../../examples/data/sharegpt-200.json', import.meta.url)), 'utf8'));
    writeFileSync(join(dir, 'thirty.json'), JSON.stringify(records.slice(0, 30)));
    const file = join(dir, 'workload.yaml');
    // One cell of 10 requests a look, 3 looks: 30 draws, the whole dataset. Its TTFT p95 cannot be bounded by 30
    // requests a side (the count's best is p 0.5 under the margin), so after look 3 the gate asks for an extra look.
    writeFileSync(
      file,
      `
version: 1
name: extra-looks-sources
endpoints:
  - { name: reference, baseUrl: '${sim.url}/clean/v1', model: sim, reference: true, headers: { x-sim: '{"tokensPerSecond": 300}' } }
  - { name: candidate, baseUrl: '${sim.url}/clean/v1', model: sim, headers: { x-sim: '{"tokensPerSecond": 300}' } }
scenarios:
  - name: sharegpt
    maxTokens: 16
    dataset: { file: thirty.json, format: sharegpt, sample: without-replacement }
run: { requests: 10, looks: 3, concurrency: 4, seed: 11 }
`,
    );
    const workload = loadWorkload(file);
    const plan = planGate(workload, { baseline: null, workloadFile: file, aaRuns: 0, cwd: dir });
    const lines: string[] = [];
    const sequential = sequentialRun(plan, (line) => lines.push(line))!;
    const warnings: string[] = [];
    const infos: string[] = [];
    const logger = createLogger({ info: (m) => infos.push(m), warn: (m) => warnings.push(m), error: () => {}, debug: () => {} }, (s) => s);
    const { results, samplesPath } = await runWorkload({
      workload,
      apiKeys: new Map(),
      resultsDir: join(dir, 'out'),
      redact: (s) => s,
      logger,
      sequential: sequential.hook,
    });
    const evaluation = evaluateRun(plan, results, sequential.gate);
    const outcome = evaluation.outcome!;
    const candidate = outcome.endpoints.find((e) => e.endpoint === 'candidate')!;
    // The gate wanted an extra look for the tail; the dataset had no record left for it.
    expect(lines[2]).toMatch(/^look 3 of 3: candidate undecided \(.*TTFT p95.*\) at 30 requests per cell$/);
    // Nothing announced an extra look that was not taken: the log says why none was, and no line says one is measured.
    expect([...lines, ...infos].filter((l) => /extra look 1 of up to|measuring extra look/.test(l))).toEqual([]);
    const warning = warnings.find((w) => w.startsWith('no extra look 1:'))!;
    expect(warning).toMatch(
      /scenario "sharegpt".*draws without replacement 40 requests.*30 record\(s\).*the open endpoints end inconclusive/,
    );
    expect(results.run.looks).toEqual({ planned: 3, measured: { reference: 3, candidate: 3 } });
    expect(candidate).toMatchObject({ verdict: 'inconclusive', look: 3 });
    expect(candidate.decidedBy).toContain('candidate:ttftMs:p95');
    expect(outcome.pooled.find((p) => p.id === 'candidate:ttftMs:p95')!.verdict).toBe('inconclusive');
    // Nothing measured is lost: 30 requests per endpoint, each record once.
    const samples = readFileSync(samplesPath, 'utf8').trim().split('\n');
    expect(samples).toHaveLength(60);
    for (const cell of results.cells) expect(cell.n).toBe(30);
  }, 120_000);
});
