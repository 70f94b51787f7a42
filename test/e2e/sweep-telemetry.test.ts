import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workloadIdentity } from '../../src/baseline/index.js';
import { parseWorkload } from '../../src/config/load.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { planSweep, sweepAndGate } from '../../src/sweep/sweep-flow.js';
import { createLogger } from '../../src/util/logger.js';

// The capacity profile's 4 slots, swept at 2 and 8 streams with its /metrics scraped: below the slot count no
// request waits; at twice it, requests queue at the server, and the sweep's sentence and table say so.
let sim: Simulator;
let dir: string;
beforeAll(async () => {
  sim = await startSimulator({ seed: 9 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-sweep-telemetry-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

const WORKLOAD = () => `
version: 1
name: capacity
endpoints:
  - name: four-slots
    baseUrl: ${sim.url}/capacity/v1
    model: sim
    headers: { x-sim: '{"ttftMs": 80, "ttftSigma": 0.1, "tokensPerSecond": 200, "jitter": 0.1, "outputTokens": 64}', x-sim-server: sweep-four }
    telemetry: { url: "${sim.url}/capacity/metrics?server=sweep-four", preset: vllm, intervalMs: 100 }
slo:
  objectives: { ttftMs: { p95: 250 } }
scenarios:
  - { name: count, prompt: Count from 1 to 64., maxTokens: 80, cache: cold }
run: { requests: 30, warmup: 2, seed: 4 }
sweep: { levels: [2, 8], looks: 2 }
`;

describe('a capacity sweep with server telemetry', () => {
  it('names the queue at each level and at the knee', { timeout: 240_000 }, async () => {
    const parsed = parseWorkload(WORKLOAD(), { format: 'yaml' });
    const identity = workloadIdentity(parsed);
    const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
    const plan = planSweep(parsed, { baseline: null, record: false, levels: null, identity, cwd: dir });
    const outcome = await sweepAndGate(plan, {
      workload: parsed,
      apiKeys: new Map(),
      resultsDir: join(dir, 'run'),
      redact: (s) => s,
      logger: quiet,
      identity,
    });
    const [endpoint] = outcome.sweep.endpoints;
    const at = (load: number) => endpoint!.levels.find((l) => l.load === load)!;
    expect(at(2).server!.queueDepthMax).toBe(0);
    expect(at(2).server!.runningMax).toBeLessThanOrEqual(2);
    expect(at(8).server!.queueDepthMax).toBeGreaterThan(0);
    expect(at(8).server!.runningMax).toBeLessThanOrEqual(4);
    expect(at(8).server!.queueMeanMs).toBeGreaterThan(at(2).server!.queueMeanMs!);
    expect(outcome.markdown).toContain('server waiting (median / max)');
    expect(outcome.markdown).toMatch(/The server's telemetry at 2 streams: 0 requests waiting \(median; up to 0\)/);
  });
});
