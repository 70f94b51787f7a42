import { reportOfRun, terminalOfRun } from '../helpers/decided-report.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { evaluateRun, planGate, sequentialRun } from '../../src/compare/flow.js';
import { runWorkload } from '../../src/engine.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

// One clean endpoint (TTFT ~300 ms, lognormal σ 0.25: true p95 ≈ 450 ms), no baseline and no reference: the run is
// gated on its SLOs alone. Decode at 60 tok/s so a reader starved of CPU does not blur what is measured; the
// objectives sit far from the truth on either side (1,000 ms met, 150 ms violated), so load cannot flip them.
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
});
afterAll(async () => {
  await sim.close();
});

function workload(p95: number): string {
  return `
version: 1
name: slo-${p95}
endpoints:
  - name: api
    baseUrl: ${sim.url}/clean/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 60, "prefixCache": false}' }
slo:
  objectives: { ttftMs: { p95: ${p95} } }
  thresholds: { ttftMs: 1000 }
  goodput: 0.9
scenarios:
  - { name: hello, prompt: Hello, maxTokens: 12, cache: cold }
run:
  requests: 30
  concurrency: 4
  seed: 3
`;
}

async function gated(p95: number) {
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-slo-'));
  try {
    const parsed = parseWorkload(workload(p95), { format: 'yaml' });
    const plan = planGate(parsed, { baseline: null, workloadFile: 'slo.yaml', aaRuns: 0, cwd: dir });
    expect(plan.baseline).toBeNull();
    expect(plan.reference).toBeNull();
    const looks: string[] = [];
    const sequential = sequentialRun(plan, (line) => looks.push(line));
    expect(sequential).not.toBeNull();
    const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
    const { results } = await runWorkload({
      workload: parsed,
      apiKeys: new Map(),
      resultsDir: dir,
      redact: (s) => s,
      logger: quiet,
      sequential: sequential!.hook,
    });
    const evaluation = evaluateRun(plan, results, sequential!.gate);
    return {
      results,
      evaluation,
      looks,
      terminal: terminalOfRun(results, evaluation),
      report: reportOfRun('slo', results, evaluation),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('SLOs against the simulator, with nothing to compare with', () => {
  it('passes objectives the endpoint comfortably meets, once enough requests can show the p95', async () => {
    const { evaluation, results, terminal } = await gated(1000);
    const outcome = evaluation.outcome!;
    expect(outcome.verdict).toBe('pass');
    expect(outcome.endpoints[0]).toMatchObject({ endpoint: 'api', verdict: 'pass' });
    // A p95 needs 59 requests with none over before it can be shown met: the second look (60 requests).
    expect(outcome.endpoints[0]!.look).toBe(2);
    expect(results.cells[0]!.n).toBe(60);
    expect(outcome.slo!.map((v) => [v.id, v.verdict])).toEqual([
      ['api/hello/cold:slo:ttftMs:p95', 'met'],
      ['api/hello/cold:slo:goodput', 'met'],
    ]);
    expect(terminal).toMatch(/streamgate: PASS/);
    expect(terminal).toMatch(/2 SLOs met in 1 cell/);
  }, 120_000);

  it('fails an objective below the true p95 and names the objective, the cell and the bound', async () => {
    const { evaluation, looks, terminal, report } = await gated(150);
    const outcome = evaluation.outcome!;
    expect(outcome.verdict).toBe('fail');
    const v = outcome.slo!.find((x) => x.id === 'api/hello/cold:slo:ttftMs:p95')!;
    expect(v.verdict).toBe('violated');
    expect(v.bounds.lower!).toBeGreaterThan(150);
    expect(outcome.endpoints[0]).toMatchObject({ verdict: 'fail', look: 1, decidedBy: ['api/hello/cold:slo:ttftMs:p95'] });
    expect(looks).toEqual(['look 1 of 3: api FAIL (SLO TTFT p95 ≤ 150 ms) at 30 requests per cell']);
    const line = /SLO violated: TTFT p95 ≤ 150 ms in hello · cold: lower bound \d+ ms \(n = 30\)/;
    expect(terminal).toMatch(line);
    // The comment spells out SLO at its first mention in the findings.
    expect(report).toMatch(/SLO \(service-level objective\) violated: TTFT p95 ≤ 150 ms in hello · cold: lower bound \d+ ms \(n = 30\)/);
  }, 120_000);
});
