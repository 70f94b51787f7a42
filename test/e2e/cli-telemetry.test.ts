import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { buildBundle } from '../startup/build.js';

// The bundled CLI (built as `npm run bundle` builds dist/, into a temporary folder) gating a candidate with one
// engine slot against a reference with four, both scraped: the parser and the scraper run as shipped.
let sim: Simulator;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-cli-telemetry-'));
  buildBundle(join(dir, 'dist'));
  sim = await startSimulator({ seed: 2 });
}, 120_000);
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(dir, 'dist/cli.js'), ...args], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

describe('streamgate gate with telemetry, bundled', () => {
  it('fails the one-slot candidate and says the server queued it', async () => {
    const endpoint = (name: string, extra: string): string => `  - name: ${name}
    baseUrl: ${sim.url}/capacity/v1
    model: sim
    headers: { x-sim: '{"slots": ${name === 'ref' ? 4 : 1}}', x-sim-server: cli-${name} }
    telemetry: { url: "${sim.url}/capacity/metrics?server=cli-${name}", preset: vllm, intervalMs: 200 }${extra}`;
    writeFileSync(
      join(dir, 'w.yaml'),
      `version: 1
name: cli-telemetry
endpoints:
${endpoint('ref', '\n    reference: true')}
${endpoint('cand', '')}
scenarios:
  - { name: hello, prompt: Hello there, maxTokens: 12, cache: cold }
run: { requests: 20, concurrency: 4, seed: 2 }
`,
    );
    const { code, stderr } = await run(['gate', '--workload', 'w.yaml', '--results-dir', 'out']);
    expect(code, stderr).toBe(1);
    const results = JSON.parse(readFileSync(join(dir, 'out/results.json'), 'utf8')) as Results;
    const cand = results.telemetry!.find((t) => t.endpoint === 'cand')!;
    expect(cand.warnings).toEqual([]);
    expect(cand.looks[0]!.gauges.queueDepth!.max).toBeGreaterThan(0);
    expect(cand.looks[0]!.histograms.queueTime!.count).toBeGreaterThan(0);
    const report = readFileSync(join(dir, 'out/report.md'), 'utf8');
    expect(report).toMatch(/- \*\*cand\*\*: server telemetry \(vllm\): of a mean TTFT of .* of it queued\)/);
    expect(report).toContain('<summary>Server telemetry');
  }, 240_000);
});
