/**
 * What the client's health figures (results.json `run.clientHealth`) show on a quiet machine and beside CPU-bound
 * neighbours, the figures behind the held-loop thresholds in src/gate/client-health.ts. Runs the engine against the
 * simulator (its own process) in-process and with probe workers, first quiet, then beside `--busy` busy loops
 * (`yes > /dev/null`, started and stopped here). Usage: npm run bench:client-health [-- --busy 2 --concurrency 32]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseWorkload } from '../src/config/load.js';
import { runWorkload } from '../src/engine.js';
import '../test/helpers/source-worker.js';
import { createLogger } from '../src/util/logger.js';
import { createRedactor } from '../src/util/redact.js';
import { startSimProcess } from './sim-process.js';

const { values } = parseArgs({
  options: {
    busy: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '32' },
    requests: { type: 'string', default: '120' },
    looks: { type: 'string', default: '3' },
  },
});
const busyLoops = Number(values.busy);

const sim = await startSimProcess(7);
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

async function measure(workers: number): Promise<void> {
  const doc = {
    version: 1,
    name: 'client-health',
    endpoints: [
      {
        name: 'sim',
        baseUrl: `${sim.url}/v1`,
        model: 'sim',
        headers: { 'x-sim': JSON.stringify({ ttftMs: 50, tokensPerSecond: 200, outputTokens: 200 }) },
      },
    ],
    scenarios: [{ name: 's', prompt: 'Write an essay.', maxTokens: 200, cache: 'cold' }],
    run: { requests: Number(values.requests), looks: Number(values.looks), warmup: 0, concurrency: Number(values.concurrency), workers },
  };
  const workload = parseWorkload(JSON.stringify(doc), { format: 'json', env: {} });
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-client-health-'));
  try {
    const { results } = await runWorkload({ workload, apiKeys: new Map(), resultsDir: dir, redact: createRedactor([]), logger: quiet });
    for (const l of results.run.clientHealth ?? []) {
      const w = l.workers?.map((d) => `${d.p50Ms}/${d.p99Ms}/${d.maxMs}`).join(' ') ?? '–';
      console.log(
        `  workers ${workers}  look ${l.look}  loop p50/p99/max ${l.loopDelay.p50Ms}/${l.loopDelay.p99Ms}/${l.loopDelay.maxMs} ms` +
          `  workers ${w}  cpu ${l.cpu.coreShare} cores  load ${l.load.avg1m}/${l.load.cores}  steal ${l.stealShare ?? 'n/a'}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function round(label: string): Promise<void> {
  console.log(`${label} (${availableParallelism()} cores, concurrency ${values.concurrency}):`);
  await measure(0);
  await measure(2);
}

const neighbours: ChildProcess[] = [];
try {
  await round('quiet');
  if (busyLoops > 0) {
    const devNull = openSync('/dev/null', 'w');
    for (let i = 0; i < busyLoops; i++) neighbours.push(spawn('yes', [], { stdio: ['ignore', devNull, 'ignore'] }));
    // Let the load average and the scheduler see the neighbours before measuring.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await round(`beside ${busyLoops} busy loop(s)`);
  }
} finally {
  for (const child of neighbours) child.kill('SIGTERM');
  await sim.stop();
}
