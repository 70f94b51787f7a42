import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import type { GateOutcome } from '../../src/gate/types.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { gateResults } from '../../src/compare/sequential.js';
import { referenceComparand, resolveGateRules } from '../../src/compare/comparand.js';
import { runAndRead } from '../helpers/fault-run.js';
import { startNginx, type Nginx } from '../helpers/nginx.js';
import { markdownOf } from '../helpers/decided-report.js';
import { INSTALL_TIMEOUT_MS, requireSystemTools } from '../setup/system-tools.js';

// The real nginx this file runs: installed first when missing (test/setup/system-tools.ts).
beforeAll(() => requireSystemTools('nginx'), INSTALL_TIMEOUT_MS);

// A real proxy in front of a streaming server, gated against the server itself (the reference endpoint, measured in
// the same run). nginx with `proxy_buffering on` and no gzip still passes each upstream read on: the stream is
// intact, and whatever it does to the headers is a diagnostic (TTFB explains, it does not fail). With gzip on for
// event streams the tokens arrive in a few compressed flushes: delivery regressed, and the run fails on it.
// Answers take about 0.8 s (120 tokens at 150 tok/s), so a starved test process does not read a whole streamed answer
// in one socket read and class it buffered.
//   /plain/ proxy_buffering on, gzip off
//   /gzip/  proxy_buffering on, gzip on for text/event-stream

const workloadText = (path: string): string => `
version: 1
name: real-proxy
endpoints:
  - name: direct
    baseUrl: \${SIM}/clean/v1
    model: sim
    reference: true
    headers: { x-sim: '{"tokensPerSecond": 150, "jitter": 0.1, "ttftMs": 80, "ttftSigma": 0.1, "prefixCache": false}' }
  - name: proxied
    baseUrl: \${PROXY}/${path}/clean/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 150, "jitter": 0.1, "ttftMs": 80, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - name: answer
    prompt: Write a 90-word answer about rivers.
    maxTokens: 120
run:
  requests: 60
  looks: 1
  warmup: 1
  concurrency: 6
  seed: 13
`;

let sim: Simulator;
let nginx: Nginx | null = null;
let dir: string;

function httpBlock(simPort: number) {
  return (port: number): string => `
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  upstream sim { server 127.0.0.1:${simPort}; keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    location /plain/ { gzip off; proxy_buffering on; proxy_pass http://sim/; }
    location /gzip/ {
      gzip on;
      gzip_types text/event-stream application/json;
      gzip_min_length 20;
      gzip_proxied any;
      proxy_buffering on;
      proxy_pass http://sim/;
    }
  }`;
}

async function gated(path: string): Promise<{ results: Results; outcome: GateOutcome; markdown: string }> {
  const workload = parseWorkload(workloadText(path), { format: 'yaml', env: { SIM: sim.url, PROXY: nginx!.url } });
  const { results } = await runAndRead(workload, join(dir, path));
  const comparand = referenceComparand(results, 'direct');
  const outcome = gateResults(comparand, resolveGateRules(workload), results);
  const markdown = markdownOf({
    title: workload.name,
    candidate: results,
    baseline: { label: comparand.label, cells: comparand.baseline, reference: comparand.kind === 'reference' },
    gate: outcome,
  });
  console.log(`nginx /${path}/:\n${markdown.slice(0, markdown.indexOf('<details>'))}`);
  return { results, outcome, markdown };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-real-proxy-'));
  sim = await startSimulator({ seed: 23 });
  // Fails (does not skip) when nginx is missing: the test setup installs it.
  nginx = await startNginx(httpBlock(Number(new URL(sim.url).port)));
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('nginx in front of the simulator, gated against the simulator directly', () => {
  it('passes with proxy_buffering on and no gzip, TTFB reported as a diagnostic beside the cell', async () => {
    const { outcome, markdown } = await gated('plain');
    expect(outcome.verdict, markdown).toBe('pass');
    const ttfb = outcome.comparisons.find((c) => c.endpoint === 'proxied' && c.metric === 'ttfbMs')!;
    expect(ttfb).toMatchObject({ role: 'diagnostic', verdict: 'not-gated', evidence: { why: 'diagnostic' } });
    expect(ttfb.ratio).not.toBeNull();
    // The note on headers: the TTFB row of the cell says it explains and does not fail, with its change.
    const row = markdown.split('\n').find((l) => l.startsWith('| TTFB |'))!;
    expect(row).toContain('not gated p50 — diagnostic: explains, does not fail');
    // And the note at the top says the headers moved, beyond the margin, and that it does not fail.
    // nginx sends the headers with the first token: TTFB tens of times later, shown beyond its 1.25× margin.
    expect(ttfb.evidence).toMatchObject({ beyond: true });
    expect(markdown.slice(0, markdown.indexOf('<details>'))).toMatch(
      /proxied · answer · cold: TTFB p50 [\d.]+× \([\d.]+× to [\d.]+×\), beyond its margin — a diagnostic: it explains, it does not fail/,
    );
    // The comparison side is the reference endpoint, and the table says so.
    expect(markdown).toContain('| metric | reference p50 | candidate p50 | reference p95 | candidate p95 | change | verdict |');
  }, 120_000);

  it('fails on delivery with gzip on for event streams', async () => {
    const { outcome, markdown } = await gated('gzip');
    expect(outcome.verdict, markdown).toBe('fail');
    expect(outcome.cells!.find((c) => c.endpoint === 'proxied')!.because).toContain('buffering');
    expect(markdown).toMatch(/\| proxied \| answer · cold \| \d+ vs \d+ \|.*\| \*\*FAIL\*\*: delivery/);
  }, 120_000);
});
