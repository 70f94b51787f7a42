import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workloadIdentity } from '../../src/baseline/index.js';
import { parseWorkload } from '../../src/config/load.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { planSweep, readSweep, recordSweepBaseline, sweepAndGate } from '../../src/sweep/sweep-flow.js';
import { runSweep } from '../../src/sweep/run-sweep.js';
import { resolveRules } from '../../src/gate/defaults.js';
import { createLogger } from '../../src/util/logger.js';

// The simulator's `capacity` profile: engine slots with a queue. Each request holds a slot ~0.4 s (TTFT ~80 ms, 64
// tokens at 200 tok/s); past the slot count a request waits for one, so TTFT grows by a good part of 0.4 s. The SLO
// (TTFT p95 ≤ 250 ms) sits ~140 ms above the unqueued p95 (~110 ms), far more than a busy machine adds, and far
// below what queueing adds past the knee. `x-sim` slots give the candidate engines of its own.
let sim: Simulator;
let dir: string;
beforeAll(async () => {
  sim = await startSimulator({ seed: 9 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-sweep-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

const PACE = '"ttftMs": 80, "ttftSigma": 0.1, "tokensPerSecond": 200, "jitter": 0.1, "outputTokens": 64';

function endpoint(name: string, slots: number, reference: boolean): string {
  return `
  - name: ${name}
    baseUrl: ${sim.url}/capacity/v1
    model: sim
    reference: ${reference}
    headers: { x-sim: '{${PACE}, "slots": ${slots}}' }`;
}

function workload(endpoints: string, sweep: string): string {
  return `
version: 1
name: capacity
endpoints:${endpoints}
slo:
  objectives: { ttftMs: { p95: 250 } }
scenarios:
  - { name: count, prompt: Count from 1 to 64., maxTokens: 80, cache: cold }
run: { requests: 30, warmup: 2, seed: 4 }
sweep: ${sweep}
`;
}

const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

async function sweep(text: string, resultsDir: string, baseline: string | null = null, record = false) {
  const parsed = parseWorkload(text, { format: 'yaml' });
  const identity = workloadIdentity(parsed);
  const plan = planSweep(parsed, { baseline, record, levels: null, identity, cwd: dir });
  const outcome = await sweepAndGate(plan, { workload: parsed, apiKeys: new Map(), resultsDir, redact: (s) => s, logger: quiet, identity });
  return { plan, outcome };
}

describe('capacity sweep against the simulator', () => {
  it('finds the knee at the slot count and fails a candidate with fewer slots', { timeout: 240_000 }, async () => {
    const { plan, outcome } = await sweep(
      workload(endpoint('four-slots', 4, true) + endpoint('two-slots', 2, false), '{ start: 2, looks: 3 }'),
      join(dir, 'reference'),
    );
    expect(plan.comparand).toEqual({ kind: 'reference', reference: 'four-slots' });
    const [four, two] = outcome.sweep.endpoints;
    // The reference is swept first; its capacity is within one level of its 4 slots.
    expect(four!.name).toBe('four-slots');
    expect(Math.abs(four!.capacity.lower! - 4)).toBeLessThanOrEqual(1);
    expect(four!.capacity.upper).toBeGreaterThan(four!.capacity.lower!);
    expect(Math.abs(two!.capacity.lower! - 2)).toBeLessThanOrEqual(1);
    // The candidate is measured at the reference's capacity less 25 % and breaks there.
    const gate = outcome.gate.endpoints.find((e) => e.endpoint === 'two-slots')!;
    expect(gate.verdict).toBe('fail');
    expect(gate.comparison!.threshold).toBe(Math.floor(four!.capacity.lower! * 0.75));
    expect(gate.comparison!.brokeAt).toBeLessThanOrEqual(gate.comparison!.threshold!);
    expect(gate.brokenObjectives).toEqual(['two-slots/count/cold:slo:ttftMs:p95']);
    expect(outcome.gate.verdict).toBe('fail');
    // Every level is a sequential run of its own, kept on disk; the sweep file is what was returned.
    const broke = two!.levels.find((l) => l.load === gate.comparison!.brokeAt)!;
    expect(broke.state).toBe('violated');
    expect(broke.slo[0]!.bounds.lower).toBeGreaterThan(250);
    expect(readSweep(outcome.sweepPath)).toEqual(outcome.sweep);
    expect(readFileSync(join(dir, 'reference', broke.resultsDir, 'results.json'), 'utf8')).toContain('"two-slots"');
    expect(outcome.markdown).toContain('two-slots');
    expect(readFileSync(outcome.chartPath, 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // Recorded as the sweep baseline, the four-slot capacity holds a two-slot candidate of the same name to it.
    const baselinePath = join(dir, 'capacity.sweep.json');
    const onlyFour = { ...outcome.sweep, endpoints: [four!] };
    recordSweepBaseline(baselinePath, onlyFour);
    const threshold = Math.floor(four!.capacity.lower! * 0.75);
    const candidate = await sweep(
      workload(endpoint('four-slots', 2, false), `{ levels: [${threshold}], looks: 3 }`),
      join(dir, 'candidate'),
      baselinePath,
    );
    expect(candidate.plan.comparand.kind).toBe('baseline');
    expect(candidate.outcome.sweep.endpoints[0]!.levels.map((l) => [l.load, l.state])).toEqual([[threshold, 'violated']]);
    expect(candidate.outcome.gate.verdict).toBe('fail');
    expect(candidate.outcome.gate.endpoints[0]!.comparison).toMatchObject({ threshold, brokeAt: threshold });
  });

  it('measures the gate’s threshold level with twice the looks of any other', async () => {
    // A p99.9 objective far above anything measured cannot be shown met with a few requests, nor violated: every level
    // runs to its last look, which shows how many looks each was given.
    const text = workload(endpoint('fast', 4, false), '{ levels: [1], looks: 1, requests: 4 }')
      .replace('ttftMs: { p95: 250 }', 'ttftMs: { p99.9: 60000 }')
      .replace('"outputTokens": 64', '"outputTokens": 4');
    const parsed = parseWorkload(text, { format: 'yaml' });
    const { sweep: result } = await runSweep({
      workload: parsed,
      spec: parsed.sweep!,
      rules: resolveRules({}),
      apiKeys: new Map(),
      resultsDir: join(dir, 'threshold-looks'),
      redact: (s) => s,
      logger: quiet,
      required: () => [2],
    });
    expect(result.endpoints[0]!.levels.map((l) => [l.load, l.looks, l.requests, l.state])).toEqual([
      [1, 1, 4, 'undecided'],
      [2, 2, 8, 'undecided'],
    ]);
  });

  it('stops sweeping an endpoint at the first level where no request succeeded', async () => {
    const text = workload(endpoint('gone', 4, false), '{ levels: [1, 2, 4], looks: 2 }').replace(
      `${sim.url}/capacity/v1`,
      'http://127.0.0.1:9/capacity/v1?deployment=blue',
    );
    const { outcome } = await sweep(text, join(dir, 'gone'));
    const [gone] = outcome.sweep.endpoints;
    expect(gone!.levels.map((l) => [l.load, l.requests, l.errors])).toEqual([[1, 30, 30]]);
    expect(gone!.capacity).toEqual({ lower: null, upper: null, estimate: null });
    // A base URL's query stays out of the sweep, as out of results (it may carry a token).
    expect(gone!.baseUrl).toBe('http://127.0.0.1:9/capacity/v1');
    expect(outcome.gate.verdict).toBe('not-gated');
  });

  it('refuses a sweep baseline recorded against other objectives before sending anything', () => {
    const path = join(dir, 'other.sweep.json');
    const text = workload(endpoint('a', 4, false), '{ levels: [1] }');
    const parsed = parseWorkload(text, { format: 'yaml' });
    const fake = {
      version: 1,
      kind: 'sweep',
      tool: { name: 'streamgate', version: '0' },
      workload: { name: 'capacity', source: null, fingerprint: 'sha256:0000', sloDigest: 'sha256:0000' },
      run: { runId: 'x', seed: 1, startedAt: '2026-01-01T00:00:00Z', finishedAt: '2026-01-01T00:00:00Z', partial: false, runner: 'r' },
      sweep: parsed.sweep,
      hasSlo: true,
      levelBudget: 2,
      endpoints: [],
    };
    recordSweepBaseline(path, fake as never);
    expect(() => planSweep(parsed, { baseline: path, record: false, levels: null, identity: workloadIdentity(parsed), cwd: dir })).toThrow(
      /against other objectives.*--record/s,
    );
  });
});
