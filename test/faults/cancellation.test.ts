import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sample } from '../../src/probe/sample.js';
import type { Results } from '../../src/results/types.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { killIfRunning, startCli, type CliProcess } from '../helpers/cli-process.js';

// SIGTERM in the middle of a run (a CI job cancelled, a laptop Ctrl-C): the CLI must stop promptly, keep what it
// measured, and leave a results file that says it is partial.

// ~2 s per request (40 tokens at 20 tok/s): 40 requests at concurrency 4 would take ~20 s.
const WORKLOAD = `version: 1
name: cancel
endpoints:
  - name: slow
    baseUrl: \${SIM}/clean/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 20, "jitter": 0, "ttftMs": 50, "ttftSigma": 0, "outputTokens": 40, "prefixCache": false}' }
scenarios:
  - name: answer
    prompt: Write a long answer about rivers.
    maxTokens: 64
run:
  requests: 40
  looks: 1
  concurrency: 4
`;

let sim: Simulator;
let dir: string;
let proc: CliProcess | null = null;

beforeAll(async () => {
  sim = await startSimulator({ seed: 4 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-cancel-'));
  writeFileSync(join(dir, 'workload.yaml'), WORKLOAD);
});
afterAll(async () => {
  killIfRunning(proc);
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

function sampleLines(path: string): Sample[] {
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  return text === ''
    ? []
    : text
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Sample);
}

async function waitFor(check: () => boolean, withinMs: number): Promise<void> {
  const until = performance.now() + withinMs;
  while (!check()) {
    if (performance.now() > until) throw new Error(`condition not met within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('cancelling a CLI run', () => {
  it('SIGTERM mid-run: exits 130 promptly, keeps every finished sample, writes partial results and the report', async () => {
    const samplesPath = join(dir, 'out', 'samples.jsonl');
    proc = startCli(['gate', '--workload', 'workload.yaml', '--results-dir', 'out'], { cwd: dir, env: { SIM: sim.url } });
    // Past the first wave of requests, with the second wave in flight.
    await waitFor(() => sampleLines(samplesPath).length >= 4, 20_000);
    const finishedBefore = sampleLines(samplesPath).filter((s) => s.error === null).length;
    const signalledAt = performance.now();
    proc.child.kill('SIGTERM');
    const { code } = await proc.exited;
    const exitMs = performance.now() - signalledAt;
    console.log(`CLI exited ${exitMs.toFixed(0)} ms after SIGTERM`);

    expect(code, proc.stderr()).toBe(130);
    // Aborting in-flight requests and writing three files takes well under a second; the bound leaves room
    // for a loaded machine, and is far below the ~15 s the rest of the run would have taken.
    expect(exitMs).toBeLessThan(5_000);
    expect(proc.stderr()).toContain('SIGTERM: stopping');

    const lines = sampleLines(samplesPath);
    // Nothing measured before the signal was lost; in-flight requests are kept too, as `aborted`.
    expect(lines.filter((s) => s.error === null).length).toBeGreaterThanOrEqual(finishedBefore);
    expect(lines.length).toBeLessThan(40);
    for (const s of lines) expect(s.error === null || s.error.kind === 'aborted').toBe(true);

    const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8')) as Results;
    expect(resultsProblems(results)).toEqual([]);
    expect(results.run.partial).toBe(true);
    expect(results.cells.reduce((n, c) => n + c.n, 0)).toBe(lines.length);
    const aborted = lines.filter((s) => s.error?.kind === 'aborted').length;
    expect(results.cells.reduce((n, c) => n + (c.errorKinds.aborted ?? 0), 0)).toBe(aborted);

    const report = readFileSync(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toContain('Partial run');
    expect(proc.stdout()).toContain('PARTIAL RUN');
  }, 40_000);
});
