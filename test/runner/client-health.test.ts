import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import { HELD_LOOP_MAX_MS } from '../../src/gate/client/held-loop.js';
import { ClientHealthMonitor, parseCpuLine } from '../../src/runner/client-health.js';
import { LOOP_DELAY_RESOLUTION_MS } from '../../src/runner/loop-delay.js';
import type { Results } from '../../src/results/types.js';
import { resultsProblems } from '../../src/results/index.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { markdownOf } from '../helpers/decided-report.js';

/** How long the run's event loop is held on purpose: past the held-loop bound, so the run must say it was starved. */
const BLOCK_MS = HELD_LOOP_MAX_MS + 150;

let sim: Simulator;
const dirs: string[] = [];

beforeAll(async () => {
  sim = await startSimulator({ seed: 3 });
});
afterAll(async () => {
  await sim.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function workload(workers: number): ReturnType<typeof parseWorkload> {
  const doc = {
    version: 1,
    name: 'client-health',
    endpoints: [{ name: 'sim', baseUrl: `${sim.url}/v1`, model: 'sim' }],
    scenarios: [{ name: 's', prompt: 'Say hello.', maxTokens: 16, cache: 'cold' }],
    run: { requests: 6, looks: 1, warmup: 0, concurrency: 2, workers },
  };
  return parseWorkload(JSON.stringify(doc), { format: 'json', env: {} });
}

/** Runs the workload; `hold` runs synchronously (holding the event loop) when the first measured request completes. */
async function run(workers: number, hold: () => void = () => {}): Promise<{ results: Results; onDisk: Results; warnings: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-client-health-'));
  dirs.push(dir);
  const warnings: string[] = [];
  const logger = createLogger({ info: () => {}, warn: (m) => warnings.push(m), error: () => {}, debug: () => {} }, (s) => s);
  let held = false;
  const { results, resultsPath } = await runWorkload({
    workload: workload(workers),
    apiKeys: new Map(),
    resultsDir: dir,
    redact: (s) => s,
    logger,
    onProgress: (p) => {
      if (p.phase === 'measure' && p.done === 1 && !held) {
        held = true;
        hold();
      }
    },
  });
  return { results, onDisk: JSON.parse(readFileSync(resultsPath, 'utf8')) as Results, warnings };
}

function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // The measuring thread does nothing else while this runs: every read it should stamp waits.
  }
}

describe("the client's own health", () => {
  it('records a look whose event loop was held at least as long as it was held, and says so in the terminal and the comment', async () => {
    const { results, onDisk, warnings } = await run(0, () => busyFor(BLOCK_MS));
    const look = onDisk.run.clientHealth![0]!;
    expect(onDisk.run.clientHealth).toHaveLength(1);
    expect(look.look).toBe(1);
    // The monitor's timer could not run while the loop was held: its delay is the hold, less at most one interval.
    expect(look.loopDelay.maxMs).toBeGreaterThanOrEqual(BLOCK_MS - LOOP_DELAY_RESOLUTION_MS);
    expect(look.workers).toBeUndefined();
    expect(look.cpu.coreShare).toBeGreaterThan(0);
    expect(look.load.cores).toBeGreaterThanOrEqual(1);
    expect(resultsProblems(onDisk)).toEqual([]);
    expect(warnings.filter((w) => w.includes('the measuring machine was starved (event loop held'))).toHaveLength(1);
    const markdown = markdownOf({ title: 'health', candidate: results, baseline: null, gate: null });
    expect(markdown).toMatch(/Measuring client: the measuring machine was starved \(event loop held \d+ ms at look 1/);
    expect(markdown).toContain('give the runner more CPU or lower run.concurrency');
    expect(markdown).toContain('**Measuring client**');
  });

  it('records each probe worker’s own delay when requests are probed in worker threads', async () => {
    const { onDisk, warnings } = await run(1);
    const look = onDisk.run.clientHealth![0]!;
    expect(look.workers).toHaveLength(1);
    expect(look.workers![0]!.maxMs).toBeGreaterThanOrEqual(look.workers![0]!.p50Ms);
    expect(resultsProblems(onDisk)).toEqual([]);
    // Nothing held the loops on purpose; a starved line could still come from a busy machine, so none is asserted.
    expect(warnings.every((w) => !w.includes('undefined'))).toBe(true);
    // Results from before client health was recorded read and render as they did.
    const older: Results = { ...onDisk, run: { ...onDisk.run } };
    delete older.run.clientHealth;
    expect(resultsProblems(older)).toEqual([]);
    expect(markdownOf({ title: 'older', candidate: older, baseline: null, gate: null })).not.toContain('Measuring client');
  });

  it('reports steal from /proc/stat where there is one and says it is not reported where there is none', async () => {
    const lines = ['cpu  100 0 50 800 10 0 0 40 0 0', 'cpu  200 0 100 1600 20 0 0 80 0 0'];
    const linux = new ClientHealthMonitor({ procStat: () => lines.shift() ?? null });
    await linux.around(1, () => Promise.resolve());
    expect(linux.results()[0]!.stealShare).toBeCloseTo(40 / 1000, 6);
    const elsewhere = new ClientHealthMonitor({ procStat: () => null });
    await elsewhere.around(1, () => Promise.resolve());
    expect(elsewhere.results()[0]!.stealShare).toBeNull();
    expect(parseCpuLine('cpu0 1 2 3')).toBeNull();
  });
});
