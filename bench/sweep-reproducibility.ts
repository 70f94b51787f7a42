/**
 * `npm run bench:sweep [-- --runs 5 --slots 4 --candidates 3,2]`: how reproducible the capacity a sweep finds is, and
 * whether the gate separates a smaller deployment from run-to-run noise, against the bundled simulator's `capacity`
 * profile (engine slots with a queue; examples/sweep.yaml's pace and SLO: TTFT ~80 ms, 64 tokens at 200 tok/s, TTFT
 * p95 ≤ 250 ms). Each run is a full automatic sweep with its own simulator seed and workload seed; then every run's
 * capacity is used as the baseline of every other run (an unchanged candidate: the gate must not fail it), and each
 * candidate slot count is measured at the threshold every run's capacity sets (a smaller deployment: it should fail).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { workloadIdentity } from '../src/baseline/index.js';
import { parseWorkload } from '../src/config/load.js';
import { capacityThreshold, compareCapacity } from '../src/gate/capacity.js';
import type { SweepResults } from '../src/results/sweep-types.js';
import { startSimulator } from '../src/sim/server.js';
import { planSweep, sweepAndGate } from '../src/sweep/sweep-flow.js';
import { wilsonInterval } from '../src/stats/index.js';
import { createLogger } from '../src/util/logger.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    slots: { type: 'string', default: '4' },
    candidates: { type: 'string', default: '3,2' },
    start: { type: 'string', default: '1' },
  },
});
const runs = Number(values.runs);
const slots = Number(values.slots);
const candidates = values.candidates.split(',').map(Number);
const PACE = '"ttftMs": 80, "ttftSigma": 0.1, "tokensPerSecond": 200, "jitter": 0.1, "outputTokens": 64';

function workload(url: string, endpointSlots: number, seed: number, sweep: string): string {
  return `
version: 1
name: sweep-bench
endpoints:
  - name: api
    baseUrl: ${url}/capacity/v1
    model: sim
    headers: { x-sim: '{${PACE}, "slots": ${endpointSlots}}' }
slo:
  objectives: { ttftMs: { p95: 250 } }
scenarios:
  - { name: count, prompt: Count from 1 to 64., maxTokens: 80, cache: cold }
run: { requests: 30, warmup: 2, seed: ${seed} }
sweep: ${sweep}
`;
}

const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
const dir = mkdtempSync(join(tmpdir(), 'streamgate-sweep-bench-'));

async function sweepOnce(
  simSeed: number,
  endpointSlots: number,
  seed: number,
  sweep: string,
): Promise<{ sweep: SweepResults; seconds: number }> {
  const sim = await startSimulator({ seed: simSeed });
  try {
    const parsed = parseWorkload(workload(sim.url, endpointSlots, seed, sweep), { format: 'yaml' });
    const identity = workloadIdentity(parsed);
    const plan = planSweep(parsed, { baseline: null, record: true, levels: null, identity, cwd: dir });
    const started = performance.now();
    const outcome = await sweepAndGate(plan, {
      workload: parsed,
      apiKeys: new Map(),
      resultsDir: join(dir, `s${simSeed}-${endpointSlots}-${seed}`),
      redact: (s) => s,
      logger: quiet,
      identity,
    });
    return { sweep: outcome.sweep, seconds: (performance.now() - started) / 1000 };
  } finally {
    await sim.close();
  }
}

const fmt = (x: number | null): string => (x === null ? '–' : String(x));
try {
  console.log(`Capacity sweep reproducibility: simulator capacity profile, ${slots} slots, ${runs} seeded runs, start ${values.start}\n`);
  console.log('| run | levels (✓ met, ✗ violated, ? undecided) | requests | shown met ≤ | shown violated at | estimate | seconds |');
  console.log('| --: | :-- | --: | --: | --: | --: | --: |');
  const sweeps: SweepResults[] = [];
  for (let i = 1; i <= runs; i++) {
    const { sweep, seconds } = await sweepOnce(100 + i, slots, 1000 + i, `{ start: ${values.start}, looks: 3 }`);
    sweeps.push(sweep);
    const e = sweep.endpoints[0]!;
    const order = e.levels.map((l) => `${l.load}${l.state === 'met' ? '✓' : l.state === 'violated' ? '✗' : '?'}`).join(' ');
    const requests = e.levels.reduce((s, l) => s + l.requests, 0);
    console.log(
      `| ${i} | ${order} | ${requests} | ${fmt(e.capacity.lower)} | ${fmt(e.capacity.upper)} | ${fmt(e.capacity.estimate)} | ${seconds.toFixed(1)} |`,
    );
  }
  const lowers = sweeps.map((s) => s.endpoints[0]!.capacity.lower);
  const within = lowers.filter((l) => l !== null && Math.abs(l - slots) <= 1).length;
  console.log(`\nknee (highest level shown met) within one level of the ${slots} slots in ${within} of ${runs} runs`);

  // Every run as the baseline of every other: an unchanged deployment, judged by the gate's own comparison.
  let pairs = 0;
  let failed = 0;
  for (const [a, baseline] of sweeps.entries()) {
    for (const [b, candidate] of sweeps.entries()) {
      if (a === b) continue;
      pairs++;
      const c = compareCapacity(baseline.endpoints[0]!.capacity, candidate.endpoints[0]!.capacity, 0.25, 'concurrency', true);
      if (c.verdict === 'fail') failed++;
    }
  }
  const ci = wilsonInterval(failed, pairs, 0.95);
  console.log(
    `unchanged (${slots} slots against each other run): ${failed} of ${pairs} pairs failed (95 % CI ${(ci.lower * 100).toFixed(1)}–${(ci.upper * 100).toFixed(1)} %)\n`,
  );

  for (const candidateSlots of candidates) {
    console.log('| candidate slots | baseline run | threshold (streams) | candidate at threshold | gate | seconds |');
    console.log('| --: | --: | --: | :-- | :-- | --: |');
    let fails = 0;
    for (const [i, baseline] of sweeps.entries()) {
      const threshold = capacityThreshold(baseline.endpoints[0]!.capacity, 0.25, 'concurrency');
      if (threshold === null) continue;
      const { sweep, seconds } = await sweepOnce(200 + i, candidateSlots, 2000 + i, `{ levels: [${threshold}], looks: 3 }`);
      const level = sweep.endpoints[0]!.levels[0]!;
      const verdict = compareCapacity(baseline.endpoints[0]!.capacity, sweep.endpoints[0]!.capacity, 0.25, 'concurrency', true).verdict;
      if (verdict === 'fail') fails++;
      const ttft = level.latency.ttftMs;
      console.log(
        `| ${candidateSlots} | ${i + 1} | ${threshold} | ${level.state} (${level.requests} requests, TTFT p95 ${ttft ? Math.round(ttft.p95) : '–'} ms) | ${verdict} | ${seconds.toFixed(1)} |`,
      );
    }
    console.log(`\n${candidateSlots} slots: the gate failed ${fails} of ${sweeps.length}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
