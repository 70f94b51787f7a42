import { reportOfRun } from '../helpers/decided-report.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateRun, planGate, sequentialRun } from '../../src/compare/flow.js';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

// A reference and a candidate of the clean profile, each its own simulated server with its own /metrics; the
// candidate's TTFT rises either behind a gateway (time outside the server) or because too few slots make it queue.
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 23 });
});
afterAll(() => sim.close());

function workload(tag: string, candidateSim: string): string {
  const endpoint = (name: string, sim_: string, extra = ''): string => `  - name: ${name}
    baseUrl: ${sim.url}/clean/v1
    model: sim
    headers: { x-sim: '${sim_}', x-sim-server: ${tag}-${name} }
    telemetry: { url: "${sim.url}/clean/metrics?server=${tag}-${name}", preset: vllm, intervalMs: 100 }${extra}`;
  return `
version: 1
name: attribution
endpoints:
${endpoint('reference', '{"tokensPerSecond": 400, "ttftSigma": 0.1}', '\n    reference: true')}
${endpoint('candidate', candidateSim)}
scenarios:
  - name: hello
    prompt: Hello there
    maxTokens: 12
    cache: cold
run:
  requests: 24
  concurrency: 6
  seed: 9
`;
}

async function report(tag: string, candidateSim: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-attribution-'));
  try {
    const parsed = parseWorkload(workload(tag, candidateSim), { format: 'yaml' });
    const plan = planGate(parsed, { baseline: null, workloadFile: 'attribution.yaml', aaRuns: 0, cwd: dir });
    const sequential = sequentialRun(plan, () => {});
    const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
    const { results } = await runWorkload({
      workload: parsed,
      apiKeys: new Map(),
      resultsDir: dir,
      redact: (s) => s,
      logger: quiet,
      sequential: sequential?.hook ?? null,
    });
    const evaluation = evaluateRun(plan, results, sequential?.gate ?? null);
    expect(evaluation.outcome!.verdict).toBe('fail');
    return reportOfRun('attribution', results, evaluation);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function attribution(markdown: string, endpoint: string): string {
  const line = markdown.split('\n').find((l) => l.startsWith(`- **${endpoint}**: server telemetry (vllm):`));
  if (!line) throw new Error(`no telemetry line for ${endpoint} in:\n${markdown}`);
  return line;
}

/** The figure after `label`, in ms. */
function ms(line: string, pattern: RegExp): number {
  const m = pattern.exec(line);
  if (!m) throw new Error(`${String(pattern)} not in ${line}`);
  return m[2] === 's' ? Number(m[1]) * 1000 : Number(m[1]);
}

describe('a TTFT finding explained by the servers’ telemetry', () => {
  it('a gateway delay shows as time outside the server, not as queueing', async () => {
    const md = await report('gw', '{"tokensPerSecond": 400, "ttftSigma": 0.1, "upstreamHeader": true, "gatewayOverheadMs": 400}');
    const line = attribution(md, 'candidate');
    // The 400 ms were added outside the engine: nearly all of the client's extra TTFT is outside the server.
    expect(ms(line, /and ([\d.]+) (ms|s) was outside it/)).toBeGreaterThan(300);
    expect(line).toContain('(none of it queued)');
    expect(md).toContain('<summary>Server telemetry');
    expect(md).toMatch(/\| candidate \| 1 \|/);
  }, 240_000);

  it('too few slots show as queue time and waiting requests at the server', async () => {
    const md = await report('q', '{"tokensPerSecond": 400, "ttftSigma": 0.1, "slots": 1}');
    const line = attribution(md, 'candidate');
    expect(ms(line, /\(([\d.]+) (ms|s) of it queued\)/)).toBeGreaterThan(200);
    expect(line).toMatch(/up to [1-9]\d* requests waiting/);
    expect(ms(line, /and ([\d.]+) (ms|s) was outside it/)).toBeLessThan(100);
  }, 240_000);
});
