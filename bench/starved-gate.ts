/**
 * The gate on a starved client, end to end: the built CLI (dist/cli.js) gates a clean copy of the simulator against a
 * clean reference, and a buffering one against the same reference, each `--runs` times beside `--busy` CPU-bound
 * neighbours (`yes > /dev/null`, started and stopped here). A clean copy must never FAIL on delivery or stalls (the
 * starvation is said instead); the buffering one must still FAIL. Prints each run's verdict, the rules that failed,
 * and whether the run said the measuring machine was starved.
 * Usage: npm run bundle && npx tsx bench/starved-gate.ts [-- --busy 4 --runs 3 --requests 40 --concurrency 8]
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { printTable } from './load/drive.js';
import { startSimProcess } from './sim-process.js';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    busy: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    requests: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '8' },
  },
});
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

function workload(candidate: 'clean' | 'buffered'): string {
  return `version: 1
name: starved-${candidate}
endpoints:
  - { name: reference, baseUrl: "\${STREAMGATE_SIM_URL}/clean/v1", model: sim-1, reference: true }
  - { name: candidate, baseUrl: "\${STREAMGATE_SIM_URL}/${candidate}/v1", model: sim-1 }
scenarios:
  - { name: hello, prompt: "Say hello.", maxTokens: 24 }
  - { name: essay, prompt: "Write a short essay about rivers.", maxTokens: 160 }
run: { requests: ${values.requests}, warmup: 1, concurrency: ${values.concurrency}, seed: 3 }
gate: { minSamples: 6 }
`;
}

interface Verdict {
  verdict: string;
  endpoints: { name: string; verdict: string; decidedBy: string[] }[];
}

const sim = await startSimProcess(5);
const dir = mkdtempSync(join(tmpdir(), 'streamgate-starved-'));
const busy: ChildProcess[] = [];
try {
  for (let i = 0; i < Number(values.busy); i++) busy.push(spawn('sh', ['-c', 'exec yes > /dev/null'], { stdio: 'ignore' }));
  const rows: string[][] = [];
  for (const candidate of ['clean', 'buffered'] as const) {
    const file = join(dir, `${candidate}.yaml`);
    writeFileSync(file, workload(candidate));
    for (let r = 1; r <= Number(values.runs); r++) {
      const out = join(dir, `${candidate}-${r}`);
      const env = { ...process.env, STREAMGATE_SIM_URL: sim.url };
      const result = await run(
        process.execPath,
        [cli, 'gate', '--workload', file, '--results-dir', out, '--fail-on', 'never', '--no-history', '--seed', String(r)],
        {
          env,
          maxBuffer: 1 << 24,
        },
      ).catch((error: { stdout?: string; stderr?: string; code?: number }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }));
      const verdict = JSON.parse(readFileSync(join(out, 'verdict.json'), 'utf8')) as Verdict;
      const report = readFileSync(join(out, 'report.md'), 'utf8');
      const text = `${result.stdout}\n${result.stderr}\n${report}`;
      const cand = verdict.endpoints.find((e) => e.name === 'candidate');
      const decidedBy = cand ? `${cand.verdict}: ${cand.decidedBy.join(', ') || '–'}` : '–';
      rows.push([
        candidate,
        String(r),
        verdict.verdict,
        decidedBy.slice(0, 70),
        /the measuring machine was starved/.test(text) ? 'yes' : 'no',
        /not failed: the measuring machine was starved/.test(text) ? 'yes' : 'no',
        loadavg()[0]!.toFixed(1),
      ]);
    }
  }
  console.log(
    `gate beside ${values.busy} busy loops on ${availableParallelism()} cores, ${values.requests} requests per endpoint at concurrency ${values.concurrency}`,
  );
  printTable(['candidate', 'run', 'verdict', 'candidate decided by', 'starvation said', 'a finding held open for it', 'load 1m'], rows);
} finally {
  for (const child of busy) child.kill('SIGKILL');
  await sim.stop();
  rmSync(dir, { recursive: true, force: true });
}
