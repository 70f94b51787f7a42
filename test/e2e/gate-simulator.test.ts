import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFromResults, writeBaseline } from '../../src/baseline/index.js';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import type { Results } from '../../src/results/types.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { baselineComparand, gate, loadBaseline, resolveGateRules } from '../../src/verdict.js';

// Record a baseline from the clean profile, then gate runs of other profiles against it. Only the base
// URL's profile differs between runs; the base URL is not part of the workload fingerprint (a moved host
// is still the same workload), so every run is comparable with the recorded baseline. TTFT noise is
// lowered (σ 0.1 instead of the profiles' 0.25) so 30 requests per side decide every verdict: at σ 0.25 a
// +50 % shift needs ~45 per side to clear the 1.2× margin at the family-wise level (docs/gate.md).
const WORKLOAD = `
version: 1
name: e2e
endpoints:
  - name: candidate
    baseUrl: \${SIM}/\${PROFILE}/v1
    model: sim
    headers: { x-sim: '{"tokensPerSecond": 300, "jitter": 0.1, "ttftSigma": 0.1, "prefixCache": false}' }
scenarios:
  - name: answer
    prompt: Write a 45-word answer about rivers.
    maxTokens: 60
run:
  requests: 30
  warmup: 1
  concurrency: 6
  seed: 11
`;

let sim: Simulator;
let dir: string;
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

async function measure(profile: string): Promise<Results> {
  const workload = parseWorkload(WORKLOAD, { format: 'yaml', env: { SIM: sim.url, PROFILE: profile } });
  const out = await runWorkload({ workload, apiKeys: new Map(), resultsDir: join(dir, profile), redact: (s) => s, logger: quiet });
  return out.results;
}

function gateAgainstBaseline(results: Results) {
  const workload = parseWorkload(WORKLOAD, { format: 'yaml', env: { SIM: sim.url, PROFILE: 'any' } });
  const baseline = loadBaseline(workload, join(dir, 'baseline.json'), true, 'e2e.yaml');
  return gate(baselineComparand(results, baseline!), resolveGateRules(workload));
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 21 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-e2e-'));
  const recorded = await measure('clean');
  const workload = parseWorkload(WORKLOAD, { format: 'yaml', env: { SIM: sim.url, PROFILE: 'clean' } });
  writeBaseline(join(dir, 'baseline.json'), baselineFromResults(recorded, workload));
}, 60_000);

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('gate end to end against the simulator', () => {
  it('records a reviewable baseline file', () => {
    const text = readFileSync(join(dir, 'baseline.json'), 'utf8');
    expect(text.length).toBeLessThan(32 * 1024);
    expect(JSON.parse(text)).toMatchObject({ version: 1, provenance: { tool: { name: 'streamgate' } } });
  });

  it('a second run of the same profile passes', async () => {
    const outcome = gateAgainstBaseline(await measure('clean'));
    expect(outcome.counts.fail).toBe(0);
    expect(outcome.verdict).toBe('pass');
    const ttft = outcome.comparisons.find((c) => c.metric === 'ttftMs' && c.statistic === 'p50')!;
    expect(ttft.verdict).toBe('pass');
  });

  it('the buffered profile fails on streaming behaviour', async () => {
    const outcome = gateAgainstBaseline(await measure('buffered'));
    expect(outcome.verdict).toBe('fail');
    const failed = outcome.comparisons.filter((c) => c.verdict === 'fail').map((c) => c.metric);
    expect(failed).toContain('nonStreamedShare');
    expect(failed).toContain('idr');
  });

  it('a profile with 1.5× the TTFT fails on TTFT, and says so', async () => {
    const outcome = gateAgainstBaseline(await measure('slow'));
    expect(outcome.verdict).toBe('fail');
    const ttft = outcome.comparisons.find((c) => c.metric === 'ttftMs' && c.statistic === 'p50')!;
    expect(ttft.verdict).toBe('fail');
    expect(ttft.reason).toMatch(/^TTFT p50 \+\d+%/);
    expect(ttft.ratio!.lower).toBeGreaterThan(1.2);
    // Streaming itself did not regress.
    expect(outcome.comparisons.find((c) => c.metric === 'nonStreamedShare')!.verdict).toBe('pass');
  });
});
