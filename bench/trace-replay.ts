/**
 * Trace replay timing: a 5-minute synthetic trace (Poisson arrivals at 4 requests per second, Mooncake-style lengths
 * and shared blocks) replayed at speedup 10 against the bundled simulator, so 30 s of wall time at 40 requests per
 * second. Prints the schedule's lateness (how long after its due time each request started) and the prompt tokens
 * asked vs reported. Timing figures live here, never in tests: they depend on the machine.
 *   npm run bench:trace-replay [-- --workers auto --speedup 10]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadWorkload } from '../src/config/load.js';
import { runWorkload } from '../src/engine.js';
import type { Sample } from '../src/probe/sample.js';
import { createRng } from '../src/stats/rng.js';
import { quantile } from '../src/stats/summary.js';
import { createLogger } from '../src/util/logger.js';
import { startSimProcess } from './sim-process.js';
import '../test/helpers/source-worker.js';

const { values } = parseArgs({ options: { workers: { type: 'string', default: '0' }, speedup: { type: 'string', default: '10' } } });
const DURATION_MS = 5 * 60_000;
const RATE_PER_S = 4;
const SPEEDUP = Number(values.speedup);
const WORKERS = values.workers === 'auto' ? 'auto' : Number(values.workers);

const rng = createRng(28);
const lines: string[] = [];
for (let t = 0, i = 0; t < DURATION_MS; i++) {
  lines.push(
    JSON.stringify({
      timestamp: Math.round(t),
      input_length: 128 + Math.floor(rng() * 896),
      output_length: 16 + Math.floor(rng() * 48),
      hash_ids: [Math.floor(rng() * 20), 1000 + i],
    }),
  );
  t += (-Math.log(1 - rng()) * 1000) / RATE_PER_S;
}
const dir = mkdtempSync(join(tmpdir(), 'streamgate-trace-bench-'));
// The simulator in its own process: the lateness measured is the client's alone.
const sim = await startSimProcess(1);
try {
  writeFileSync(join(dir, 'trace.jsonl'), `${lines.join('\n')}\n`);
  writeFileSync(
    join(dir, 'trace.yaml'),
    `version: 1
name: trace-bench
endpoints: [{ name: sim, baseUrl: '${sim.url}/fast/v1', model: sim }]
scenarios:
  - name: replay
    trace: { file: trace.jsonl, speedup: ${SPEEDUP}, blockTokens: 128 }
run: { requests: ${lines.length}, looks: 1, workers: ${JSON.stringify(WORKERS)} }
`,
  );
  const workload = loadWorkload(join(dir, 'trace.yaml'), { env: {} });
  const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
  const started = performance.now();
  const out = await runWorkload({ workload, apiKeys: new Map(), resultsDir: join(dir, 'results'), redact: (s) => s, logger: quiet });
  const wallS = (performance.now() - started) / 1000;
  const samples = readFileSync(out.samplesPath, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Sample);
  const late = samples.map((s) => s.schedule!.lateMs).sort((a, b) => a - b);
  const gap = samples
    .filter((s) => s.usage?.promptTokens != null)
    .map((s) => s.usage!.promptTokens! / s.target!.promptTokens)
    .sort((a, b) => a - b);
  const errors = samples.filter((s) => s.error !== null).length;
  console.log(
    `trace: ${lines.length} requests over ${DURATION_MS / 60_000} min, replayed at speedup ${SPEEDUP} (${(RATE_PER_S * SPEEDUP).toFixed(0)} req/s) in ${wallS.toFixed(1)} s, ${errors} errors, probe workers ${WORKERS}`,
  );
  console.log('| lateness | p50 | p90 | p99 | max | > 10 ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const q = (p: number): string => `${quantile(late, p).toFixed(2)} ms`;
  console.log(
    `| request start after due time | ${q(0.5)} | ${q(0.9)} | ${q(0.99)} | ${late.at(-1)!.toFixed(2)} ms | ${late.filter((ms) => ms > 10).length} |`,
  );
  console.log(
    `server-reported / target prompt tokens: p50 ${quantile(gap, 0.5).toFixed(3)}, p10 ${quantile(gap, 0.1).toFixed(3)}, p90 ${quantile(gap, 0.9).toFixed(3)} (the simulator counts 4 characters a token)`,
  );
} finally {
  await sim.stop();
  rmSync(dir, { recursive: true, force: true });
}
