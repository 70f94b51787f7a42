import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_IDS } from '../../src/apis/index.js';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import { unmetConditions } from '../../src/gate/index.js';
import { conditionLineText, conditionLines } from '../../src/report/text/conditions.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

// Every API's streamed responses name the model that answered; the simulator names the one asked for, or the one an
// `x-sim-model` header says a gateway routed to. A run that measured another model than the declared one says so.
const FAST = `'{"tokensPerSecond": 2000, "ttftMs": 20, "ttftSigma": 0, "jitter": 0, "prefixCache": false}'`;

let sim: Simulator;
let dir: string;
let results: Results;

beforeAll(async () => {
  sim = await startSimulator({ seed: 21 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-answered-model-'));
  const endpoints = API_IDS.flatMap((api) => {
    const base = `${sim.url}/clean/${api === 'gemini' ? 'v1beta' : 'v1'}`;
    return [
      `  - { name: ${api}, baseUrl: "${base}", model: llama-3.1-8b, api: ${api}, headers: { x-sim: ${FAST} } }`,
      `  - { name: ${api}.routed, baseUrl: "${base}", model: llama-3.1-8b, api: ${api}, headers: { x-sim: ${FAST}, x-sim-model: qwen2.5-7b } }`,
    ];
  });
  const workload = parseWorkload(
    `version: 1
name: answered-model
endpoints:
${endpoints.join('\n')}
scenarios:
  - { name: hi, prompt: Say hi., maxTokens: 8, cache: cold }
run: { requests: 2, looks: 1, warmup: 0, concurrency: 4 }
`,
    { format: 'yaml' },
  );
  const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
  ({ results } = await runWorkload({ workload, apiKeys: new Map(), resultsDir: dir, redact: (s) => s, logger: quiet }));
}, 120_000);

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the model that answered', () => {
  it('is read from every API’s stream and counted per endpoint', () => {
    for (const api of API_IDS) {
      expect(results.endpoints.find((e) => e.name === api)?.answeredModels).toEqual({ 'llama-3.1-8b': 2 });
      expect(results.endpoints.find((e) => e.name === `${api}.routed`)?.answeredModels).toEqual({ 'qwen2.5-7b': 2 });
    }
  });

  it('is said once per endpoint that answered as another model, and never for one that answered as declared', () => {
    const conditions = unmetConditions({
      endpoints: results.endpoints,
      cells: results.cells,
      outcome: null,
      comparison: null,
      telemetry: [],
      warmup: { sent: 0, failed: 0 },
    });
    const substituted = conditions.filter((c) => c.kind === 'model-substituted');
    expect(substituted.map((c) => c.endpoint).sort()).toEqual(API_IDS.map((api) => `${api}.routed`).sort());
    const text = conditionLines(substituted).map(conditionLineText);
    expect(text).toContain(
      'gemini.routed: answered as qwen2.5-7b (2) where the workload declared llama-3.1-8b: a gateway, an alias or the provider routed it to another model, and this run measured that one',
    );
  });
});
