import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { resolveApiKeys } from '../../src/config/secrets.js';
import { runWorkload } from '../../src/engine.js';
import { runLooks } from '../../src/config/defaults.js';
import type { Sample } from '../../src/probe/sample.js';
import type { CellResult } from '../../src/results/types.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import type { Progress } from '../../src/runner/run-plan.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { createRedactor } from '../../src/util/redact.js';

// Fast, exact simulator timings so the whole run takes a couple of seconds.
const FAST = JSON.stringify({ ttftMs: 40, ttftSigma: 0, tokensPerSecond: 400, jitter: 0, warmTtftMs: 10, coldPrefillMsPer1kChars: 400 });
const KEY = 'sk-test-RUNNER-0123456789abcdef';

let sim: Simulator;

/** Chat requests the simulator received from index `from` on (connections are opened first with GET /models). */
function chatRequestsSince(from: number): Simulator['requests'] {
  return sim.requests.slice(from).filter((r) => r.path.endsWith('/chat/completions'));
}
let dir: string;
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

beforeAll(async () => {
  sim = await startSimulator({ seed: 3 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-runner-'));
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

function workload(run: string, extra = ''): string {
  return `
version: 1
name: runner-test
endpoints:
  - name: clean
    baseUrl: \${SIM}/clean/v1
    model: sim
    apiKeyEnv: RUNNER_KEY
    headers: { x-sim: '${FAST}' }
  - name: buffered
    baseUrl: \${SIM}/buffered/v1
    model: sim
    headers: { x-sim: '${FAST}' }
scenarios:
  - name: essay
    prompt: Write a 60-word note about rivers.
    maxTokens: 80
    cache: { warmShare: 0.5 }
${extra}
run:
${run}
`;
}

function load(text: string) {
  const env = { SIM: sim.url, RUNNER_KEY: KEY };
  const w = parseWorkload(text, { format: 'yaml', env });
  return { workload: w, apiKeys: resolveApiKeys(w, env) };
}

describe('runWorkload against the simulator', () => {
  it('measures every planned request, keeps warmup out of results and persists each sample as it completes', async () => {
    const { workload: w, apiKeys } = load(workload('  requests: 8\n  looks: 1\n  warmup: 2\n  concurrency: 3\n  seed: 5'));
    const before = sim.requests.length;
    const progress: Progress[] = [];
    const out = await runWorkload({
      workload: w,
      apiKeys,
      resultsDir: join(dir, 'a'),
      redact: createRedactor(apiKeys.values()),
      logger: quiet,
      onProgress: (p) => progress.push(p),
    });
    const sent = chatRequestsSince(before);
    // 2 endpoints × (8 measured + 2 warmup): warmup is sent but not reported.
    expect(sent).toHaveLength(20);
    expect(out.results.run.warmupSamples).toBe(4);
    expect(resultsProblems(out.results)).toEqual([]);
    const lines = readFileSync(out.samplesPath, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(16);
    const samples = lines.map((l) => JSON.parse(l) as Sample);
    expect(new Set(samples.map((s) => s.item)).size).toBe(16);
    // Cold and warm are reported apart, per endpoint.
    const cells = out.results.cells.map((c) => `${c.endpoint}/${c.cache}:${c.n}`);
    expect(cells).toEqual(['clean/cold:4', 'clean/warm:4', 'buffered/cold:4', 'buffered/warm:4']);
    const clean = out.results.cells.find((c) => c.endpoint === 'clean' && c.cache === 'cold')!;
    const buffered = out.results.cells.find((c) => c.endpoint === 'buffered' && c.cache === 'cold')!;
    // A client that falls behind (two cores shared with other jobs) reads several events at once, which can
    // look coalesced; it can never look buffered.
    expect(clean.classes.buffered).toBe(0);
    expect(clean.classes.streamed + clean.classes.coalesced).toBe(4);
    expect(buffered.classes.buffered).toBe(4);
    // Warm requests hit the simulator's prefix cache primed by warmup; cold ones never do.
    const coldTtft = clean.metrics.ttftMs!.p50;
    const warmTtft = out.results.cells.find((c) => c.endpoint === 'clean' && c.cache === 'warm')!.metrics.ttftMs!.p50;
    expect(warmTtft).toBeLessThan(coldTtft);
    // The key went to the endpoint that asked for it, and nowhere into what was written.
    expect(sent.filter((r) => r.profile === 'clean').every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(sent.filter((r) => r.profile === 'buffered').every((r) => r.headers.authorization === undefined)).toBe(true);
    expect(readFileSync(out.samplesPath, 'utf8')).not.toContain(KEY);
    expect(readFileSync(out.resultsPath, 'utf8')).not.toContain(KEY);
    expect(progress.at(-1)).toMatchObject({ phase: 'measure', done: 16, total: 16 });
    // Closed loop: never more than `concurrency` in flight.
    expect(Math.max(...progress.map((p) => p.inFlight))).toBeLessThanOrEqual(3);
  });

  it('runs agent loops turn by turn, resending the growing conversation with tool results', async () => {
    const agent = `  - name: agent
    messages:
      - { role: system, content: You are a careful agent. }
      - { role: user, content: Find the river length. }
    maxTokens: 40
    turns: 3
    tools: [{ type: function, function: { name: lookup, parameters: { type: object, properties: {} } } }]`;
    const { workload: w, apiKeys } = load(workload('  requests: 4\n  looks: 1\n  warmup: 1\n  concurrency: 2', agent));
    const before = sim.requests.length;
    const out = await runWorkload({ workload: w, apiKeys, resultsDir: join(dir, 'b'), redact: (s) => s, logger: quiet });
    const agentBodies = chatRequestsSince(before)
      .map((r) => r.body as { messages: { role: string }[] })
      .filter((b) => b.messages[0]?.role === 'system');
    // Turn 1 answers with a tool call; turn 2 carries assistant tool_calls + tool result; turn 3 a follow-up.
    const lengths = agentBodies.map((b) => b.messages.length).sort();
    expect(lengths).toContain(2);
    expect(lengths).toContain(4);
    expect(lengths).toContain(6);
    const turn2 = agentBodies.find((b) => b.messages.length === 4)!;
    expect(turn2.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(out.results.loops.length).toBeGreaterThan(0);
    for (const loop of out.results.loops) {
      expect(loop.turns).toBe(3);
      expect(loop.errors).toBe(0);
      // The loop lasts at least as long as the sum of its turns' e2e times.
      expect(loop.metrics.loopMs!.min).toBeGreaterThanOrEqual(loop.metrics.sumE2eMs!.min - 1);
    }
    const turnCells = out.results.cells.filter((c) => c.scenario === 'agent').map((c) => c.turn);
    expect(new Set(turnCells)).toEqual(new Set([0, 1, 2]));
  });

  it('open loop: starts requests on a seeded Poisson schedule regardless of completions', async () => {
    const { workload: w, apiKeys } = load(workload('  requests: 6\n  looks: 1\n  warmup: 2\n  rate: 40\n  seed: 9'));
    const out = await runWorkload({ workload: w, apiKeys, resultsDir: join(dir, 'c'), redact: (s) => s, logger: quiet });
    expect(out.results.run.ratePerSecond).toBe(40);
    const samples = readFileSync(out.samplesPath, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Sample);
    expect(samples).toHaveLength(12);
    // At 40 req/s and ~250 ms per request, several requests overlap: an open loop does not wait for completions.
    const spans = samples.map((s) => [s.t0, s.t0 + (s.endMs ?? 0)] as const);
    const overlapping = spans.filter(([a, b]) => spans.some(([c, d]) => c !== a && c < b && d > a)).length;
    expect(overlapping).toBeGreaterThan(2);
  });

  it('without a sequential hook (a recording, a shard) measures the whole budget, requests × looks, in one plan', async () => {
    // No `looks` in the file: the default number of looks.
    const { workload: w, apiKeys } = load(workload('  requests: 4\n  warmup: 1\n  concurrency: 3\n  seed: 5'));
    const before = sim.requests.length;
    const out = await runWorkload({ workload: w, apiKeys, resultsDir: join(dir, 'whole'), redact: (s) => s, logger: quiet });
    const looks = runLooks(w.run);
    expect(looks).toBeGreaterThan(1);
    // 2 endpoints × (4 × looks measured + 1 warmup primer for the warm cell).
    expect(chatRequestsSince(before).length).toBe(2 * (4 * looks + 1));
    expect(out.results.cells.map((c) => `${c.endpoint}:${c.n}`)).toEqual([
      `clean:${2 * looks}`,
      `clean:${2 * looks}`,
      `buffered:${2 * looks}`,
      `buffered:${2 * looks}`,
    ]);
    expect(out.results.run.looks).toEqual({ planned: 1, measured: { clean: 1, buffered: 1 } });
    expect(resultsProblems(out.results)).toEqual([]);
  });

  it('with a sequential hook measures look by look, only the endpoints the hook names, and records the looks', async () => {
    const { workload: w, apiKeys } = load(workload('  requests: 4\n  looks: 3\n  warmup: 1\n  concurrency: 3\n  seed: 5'));
    const before = sim.requests.length;
    const seen: { look: number; n: Record<string, number> }[] = [];
    const out = await runWorkload({
      workload: w,
      apiKeys,
      resultsDir: join(dir, 'looks'),
      redact: (s) => s,
      logger: quiet,
      sequential: {
        looks: 3,
        decide: (results, look) => {
          seen.push({ look, n: requestsPerEndpoint(results.cells) });
          // After look 1 only `buffered` is undecided; after look 2 nothing is.
          return look === 1 ? ['buffered'] : [];
        },
      },
    });
    expect(seen).toEqual([
      { look: 1, n: { clean: 4, buffered: 4 } },
      { look: 2, n: { clean: 4, buffered: 8 } },
    ]);
    // Look 1: 2 endpoints × (4 measured + 1 warmup); look 2: 4 more for buffered, no warmup; no look 3.
    const sent = chatRequestsSince(before);
    expect(sent).toHaveLength(2 * (4 + 1) + 4);
    expect(sent.slice(10).every((r) => r.profile === 'buffered')).toBe(true);
    expect(requestsPerEndpoint(out.results.cells)).toEqual({ clean: 4, buffered: 8 });
    expect(out.results.run.looks).toEqual({ planned: 3, measured: { clean: 1, buffered: 2 } });
    expect(resultsProblems(out.results)).toEqual([]);
    // Every measured request is persisted once, with an item index of its own across looks.
    const samples = readFileSync(out.samplesPath, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Sample);
    expect(samples).toHaveLength(12);
    expect(new Set(samples.map((s) => s.item)).size).toBe(12);
  });

  it('a reference endpoint is measured in every look an endpoint compared with it is, and never holds a run open alone', async () => {
    const text = workload('  requests: 4\n  looks: 3\n  warmup: 1\n  concurrency: 3\n  seed: 5').replace(
      'apiKeyEnv: RUNNER_KEY',
      'apiKeyEnv: RUNNER_KEY\n    reference: true',
    );
    const { workload: w, apiKeys } = load(text);
    expect(w.endpoints.find((e) => e.reference)?.name).toBe('clean');
    const asked: number[] = [];
    const out = await runWorkload({
      workload: w,
      apiKeys,
      resultsDir: join(dir, 'looks-ref'),
      redact: (s) => s,
      logger: quiet,
      sequential: {
        looks: 3,
        decide: (_results, look) => {
          asked.push(look);
          // Look 1: buffered undecided; look 2: only the reference named, which is no reason to measure again.
          return look === 1 ? ['buffered'] : ['clean'];
        },
      },
    });
    expect(asked).toEqual([1, 2]);
    expect(requestsPerEndpoint(out.results.cells)).toEqual({ clean: 8, buffered: 8 });
    expect(out.results.run.looks).toEqual({ planned: 3, measured: { clean: 2, buffered: 2 } });
  });

  it('cancellation keeps every finished sample and marks the run partial', async () => {
    const { workload: w, apiKeys } = load(workload('  requests: 20\n  looks: 1\n  warmup: 0\n  concurrency: 2'));
    const controller = new AbortController();
    let seen = 0;
    const out = await runWorkload({
      workload: w,
      apiKeys,
      resultsDir: join(dir, 'd'),
      redact: (s) => s,
      logger: quiet,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === 'measure' && p.done >= 3 && seen++ === 0) controller.abort();
      },
    });
    expect(out.results.run.partial).toBe(true);
    const lines = readFileSync(out.samplesPath, 'utf8').trim().split('\n');
    const measured = out.results.cells.reduce((n, c) => n + c.n, 0);
    expect(lines).toHaveLength(measured);
    expect(measured).toBeGreaterThanOrEqual(3);
    expect(measured).toBeLessThan(40);
    const kinds = lines.map((l) => (JSON.parse(l) as Sample).error?.kind ?? 'ok');
    expect(kinds.filter((k) => k !== 'ok' && k !== 'aborted')).toEqual([]);
  });
});

function requestsPerEndpoint(cells: readonly CellResult[]): Record<string, number> {
  const n: Record<string, number> = {};
  for (const c of cells) n[c.endpoint] = (n[c.endpoint] ?? 0) + c.n;
  return n;
}
