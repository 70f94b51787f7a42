import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkload } from '../../src/config/load.js';
import { evaluateRun, planGate, sequentialRun } from '../../src/compare/flow.js';
import { runWorkload } from '../../src/engine.js';
import { heldLoops } from '../../src/gate/index.js';
import { LOOP_DELAY_RESOLUTION_MS } from '../../src/runner/loop-delay.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { reportOfRun } from '../helpers/decided-report.js';
import { quietLogger } from '../helpers/gated-run.js';

// The bundled demo (a buffering endpoint against a clean reference in the same run) at half its size and without its
// probes, measured by a client whose event loop is held on purpose: the buffering endpoint must still fail.
const DEMO = readFileSync(new URL('../../examples/demo.yaml', import.meta.url), 'utf8')
  .replace('requests: 60', 'requests: 30')
  .replace(/\nprobes:\n(?: {2}.*\n)+/, '\n');

/** Longer than the held-loop bounds, far shorter than the buffering endpoint's flush (its whole generation). */
const HOLD_MS = 300;

let sim: Simulator;
let dir: string;

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-starved-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Holds the one thread that reads and stamps every stream.
  }
}

describe('a starved measuring client', () => {
  it('still fails a real buffering endpoint: its flush is far beyond the loop delay', async () => {
    const file = join(dir, 'demo.yaml');
    writeFileSync(file, DEMO);
    const workload = loadWorkload(file, { env: { STREAMGATE_SIM_URL: sim.url } });
    const plan = planGate(workload, { baseline: null, workloadFile: file, aaRuns: 0, cwd: dir });
    const sequential = sequentialRun(plan, () => {})!;
    let held = false;
    const { results } = await runWorkload({
      workload,
      apiKeys: new Map(),
      resultsDir: join(dir, 'out'),
      redact: (s) => s,
      logger: quietLogger,
      sequential: sequential.hook,
      onProgress: (p) => {
        if (p.phase === 'measure' && p.done === 2 && !held) {
          held = true;
          busyFor(HOLD_MS);
        }
      },
    });
    const first = results.run.clientHealth![0]!;
    expect(first.loopDelay.maxMs).toBeGreaterThanOrEqual(HOLD_MS - LOOP_DELAY_RESOLUTION_MS);
    expect(heldLoops(results.run.clientHealth!).map((h) => h.look)).toContain(1);
    const evaluation = evaluateRun(plan, results, sequential.gate);
    const outcome = evaluation.outcome!;
    expect(outcome.endpoints.find((e) => e.endpoint === 'buffered')!.verdict).toBe('fail');
    const share = outcome.pooled.find((p) => p.endpoint === 'buffered' && p.metric === 'nonStreamedShare')!;
    expect(share.verdict).toBe('fail');
    expect(share.clientStarved).toBeUndefined();
    const report = reportOfRun('starved', results, evaluation);
    // The run still says its client was starved, beside a failure the client could not have caused.
    expect(report).toMatch(/Measuring client: the measuring machine was starved \(event loop held \d+ ms at look 1/);
    // The delivery failure is stated as the endpoint's. (A short cell whose whole stream took less than the hold may
    // be held open on its own, rightly: a client held that long could have folded it into one read.)
    const delivery = report.split('\n').find((l) => l.startsWith('- ❌ **buffered**: the stream is held and flushed at the end'));
    expect(delivery).toBeDefined();
    expect(delivery).not.toContain('not failed');
  }, 180_000);
});
