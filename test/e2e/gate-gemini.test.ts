/**
 * A Gemini endpoint end to end: the workload says `api: gemini` with a baseUrl ending in `/v1beta`, the probe sends
 * `streamGenerateContent?alt=sse` with the key in `x-goog-api-key`, the simulator answers in Gemini's stream, the
 * conformance probes run in Gemini's fields, and the gate decides clean against clean and clean against a regression.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFromResults, writeBaseline } from '../../src/baseline/index.js';
import { baselineComparand, loadBaseline, resolveGateRules } from '../../src/compare/comparand.js';
import { baselineConformance, gateWithConformance } from '../../src/compare/conformance.js';
import { gateResults } from '../../src/compare/sequential.js';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

const KEY = 'gemini-test-key-123';

// As test/e2e/gate-simulator.test.ts: one look of 60 requests, lowered TTFT noise, the small drift of a baseline
// recorded minutes before on the same machine.
const WORKLOAD = `
version: 1
name: e2e-gemini
endpoints:
  - name: flash
    api: gemini
    baseUrl: \${SIM}/\${PROFILE}/v1beta
    model: gemini-2.5-flash
    apiKeyEnv: GEMINI_API_KEY
    headers: { x-sim: '{"tokensPerSecond": 300, "jitter": 0.1, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - name: answer
    messages: [{ role: system, content: Be brief. }, { role: user, content: Write a 45-word answer about rivers. }]
    maxTokens: 60
    params: { temperature: 0.7 }
probes:
  repeat: 2
run:
  requests: 60
  looks: 1
  warmup: 1
  concurrency: 6
  seed: 11
gate:
  assumedDrift: 0.01
`;

let sim: Simulator;
let dir: string;
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
const workloadFor = (profile: string) => parseWorkload(WORKLOAD, { format: 'yaml', env: { SIM: sim.url, PROFILE: profile } });

async function measure(profile: string): Promise<Results> {
  const out = await runWorkload({
    workload: workloadFor(profile),
    apiKeys: new Map([['flash', KEY]]),
    resultsDir: join(dir, profile),
    redact: (s) => s.replaceAll(KEY, '***'),
    logger: quiet,
  });
  return out.results;
}

/** The speed gate against the baseline file, with the conformance probes folded in as the CLI folds them. */
function gateAgainstBaseline(results: Results) {
  const workload = workloadFor('any');
  const path = join(dir, 'baseline.json');
  const baseline = loadBaseline(workload, path, true, 'e2e.yaml');
  const rules = resolveGateRules(workload);
  const speed = gateResults(baselineComparand(results, baseline!), rules, results);
  const { gate, conformance } = gateWithConformance({
    candidate: results.conformance ?? null,
    comparison: baselineConformance(workload, path, 'e2e.yaml'),
    speed,
    rules,
    results,
  });
  return { ...gate!, conformance: conformance! };
}

let recorded: Results;

beforeAll(async () => {
  sim = await startSimulator({ seed: 21 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-e2e-gemini-'));
  recorded = await measure('clean');
  writeBaseline(join(dir, 'baseline.json'), baselineFromResults(recorded, workloadFor('clean')));
}, 60_000);

afterAll(async () => {
  await sim.close();
  expect(sim.errors).toEqual([]);
  rmSync(dir, { recursive: true, force: true });
});

describe('a Gemini endpoint against the simulator', () => {
  it('is asked in Gemini’s terms: the model in the path, the key in x-goog-api-key, generationConfig nested', () => {
    const measured = sim.requests.filter((r) => r.api === 'gemini' && JSON.stringify(r.body).includes('rivers'));
    expect(measured.length).toBeGreaterThanOrEqual(60);
    const first = measured[0]!;
    expect(first.path).toBe('/clean/v1beta/models/gemini-2.5-flash:streamGenerateContent');
    expect(first.headers['x-goog-api-key']).toBe(KEY);
    expect(first.headers).not.toHaveProperty('authorization');
    expect(first.body).toEqual({
      contents: [{ role: 'user', parts: [{ text: 'Write a 45-word answer about rivers.' }] }],
      // The cold-cache nonce leads the first message, here the system text.
      systemInstruction: { parts: [{ text: expect.stringMatching(/^\[ref [0-9a-f]+\] Be brief\.$/) as unknown }] },
      generationConfig: { maxOutputTokens: 60, temperature: 0.7 },
    });
  });

  it('reads the stream: every measured request succeeded, with usage from usageMetadata and a finish reason', () => {
    const cell = recorded.cells[0]!;
    expect(cell.endpoint).toBe('flash');
    expect(recorded.endpoints[0]).toMatchObject({ api: 'gemini' });
    expect(cell.errors).toBe(0);
    expect(cell.metrics.ttftMs!.n).toBeGreaterThanOrEqual(60);
  });

  it('runs the conformance probes in Gemini’s fields: thinking off, the token limit and stop sequences honoured', () => {
    const verdicts = Object.fromEntries(recorded.conformance!.probes.map((p) => [p.variant, p.verdict]));
    expect(verdicts).toMatchObject({
      'maxOutputTokens=8': 'honoured',
      'stopSequences=12': 'honoured',
      'usage (always reported)': 'honoured',
      'temperature=0': 'honoured',
    });
    // The clean profile does not reason: switching thinking off has nothing to show, switching it on is ignored.
    expect(['not-applicable', 'honoured']).toContain(verdicts['thinkingConfig.thinkingBudget=0']);
    const probeBodies = sim.requests.filter((r) => JSON.stringify(r.body).includes('"stopSequences"'));
    expect(probeBodies[0]!.body).toMatchObject({ generationConfig: { stopSequences: ['12'], maxOutputTokens: 2048 } });
  });

  it('keeps the key out of the results', () => {
    expect(JSON.stringify(recorded)).not.toContain(KEY);
  });

  it('passes a second clean run', async () => {
    const outcome = gateAgainstBaseline(await measure('clean'));
    expect(outcome.counts.fail).toBe(0);
    expect(outcome.verdict).toBe('pass');
    expect(outcome.conformance.counts.regressions).toBe(0);
  });

  it('fails a run 1.5× slower to the first token, on TTFT', async () => {
    const outcome = gateAgainstBaseline(await measure('slow'));
    expect(outcome.verdict).toBe('fail');
    const ttft = outcome.pooled.find((p) => p.metric === 'ttftMs' && p.statistic === 'p50')!;
    expect(ttft.verdict).toBe('fail');
    expect(outcome.pooled.find((p) => p.metric === 'nonStreamedShare')!.verdict).toBe('pass');
  });

  it('fails a run whose server ignores stop sequences, on the stop probe', async () => {
    const outcome = gateAgainstBaseline(await measure('ignores-stop'));
    expect(outcome.verdict).toBe('fail');
    const regressions = outcome.conformance.probes.filter((p) => p.kind === 'regression').map((p) => p.variant);
    expect(regressions).toEqual(['stopSequences=12']);
    // Its speed did not change.
    expect(outcome.pooled.find((p) => p.metric === 'ttftMs' && p.statistic === 'p50')!.verdict).toBe('pass');
  });
});
