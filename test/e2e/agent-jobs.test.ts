import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import type { Sample } from '../../src/probe/sample.js';
import type { Results } from '../../src/results/types.js';
import { readSamplesFile } from '../../src/runner/jsonl-sink.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { quietLogger } from '../helpers/gated-run.js';

// An agent loop of two turns against the real simulator: the first answer calls `search_code`, whose declared
// durationMs (500 ms) the client replays as a wait before the second turn. The job's parts are checked against each
// other and against the simulator's own log of when each request arrived and how long it ran, never against a
// wall-clock threshold: a busy machine makes every part longer, not the parts disagree.
const TOOL_MS = 500;
const WORKLOAD = `
version: 1
name: agent-jobs
endpoints:
  - name: sim
    baseUrl: \${SIM}/clean/v1
    model: sim
    headers: { x-sim: '{"ttftMs": 120, "ttftSigma": 0, "jitter": 0, "tokensPerSecond": 400, "prefixCache": false}' }
    price: { input: 2, cachedInput: 0.5, output: 8 }
scenarios:
  - name: agent
    maxTokens: 40
    turns: 2
    messages:
      - { role: system, content: You are a coding agent. }
      - { role: user, content: Find where the export builds its rows. }
    tools:
      - type: function
        durationMs: ${TOOL_MS}
        function:
          name: search_code
          parameters: { type: object, properties: { query: { type: string } }, required: [query] }
run:
  requests: 6
  looks: 1
  warmup: 0
  concurrency: 2
  seed: 3
`;

let sim: Simulator;
let dir: string;
let results: Results;
let samples: Sample[];
/** Slack for a part measured on both sides of the loopback: the longest event-loop stall seen during the run, twice. */
let slackMs = 0;

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
  dir = mkdtempSync(join(tmpdir(), 'streamgate-jobs-'));
  const workload = parseWorkload(WORKLOAD, { format: 'yaml', env: { SIM: sim.url } });
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const out = await runWorkload({ workload, apiKeys: new Map(), resultsDir: dir, redact: (s) => s, logger: quietLogger });
  stalls.disable();
  slackMs = 5 + (2 * stalls.max) / 1e6;
  results = out.results;
  samples = readSamplesFile(out.samplesPath);
}, 60_000);

afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('agent jobs with tool time against the simulator', () => {
  it('replays the tool call’s durationMs before the next turn, and sends the tool without it', () => {
    expect(sim.errors).toEqual([]);
    const turn1 = samples.filter((s) => s.turn === 1);
    expect(turn1).toHaveLength(6);
    for (const s of turn1) {
      expect(s.pause).toMatchObject({ toolMs: TOOL_MS, thinkMs: 0 });
      // A timer never fires early (Node rounds to the millisecond).
      expect(s.pause!.waitedMs).toBeGreaterThanOrEqual(TOOL_MS - 1);
    }
    for (const s of samples.filter((x) => x.turn === 0)) {
      expect(s.pause).toBeUndefined();
      expect(s.toolCalls.map((c) => c.name)).toEqual(['search_code']);
    }
    for (const request of sim.requests.filter((r) => r.schedule !== null)) {
      const tools = (request.body as { tools: Record<string, unknown>[] }).tools;
      expect(tools.map((t) => Object.keys(t).sort())).toEqual([['function', 'type']]);
    }
  });

  it('shows the wait as tool time, not model time, and the parts add up to the job latency', () => {
    const [loop] = results.loops;
    expect(loop).toMatchObject({ endpoint: 'sim', scenario: 'agent', turns: 2, n: 6, errors: 0 });
    const v = loop!.values;
    expect(v.toolMs).toEqual(Array(6).fill(TOOL_MS));
    for (let i = 0; i < 6; i++) {
      // Turns run one after another: the model time is their request times' sum, with no tool time in it.
      expect(v.modelMs![i]).toBeCloseTo(v.sumE2eMs[i]!, 2);
      expect(v.loopMs[i]! - v.modelMs![i]! - v.toolMs![i]! - v.queueMs![i]!).toBeCloseTo(0, 2);
      // The client's own share is what the timer ran late and the client did between turns: the smaller part.
      expect(v.queueMs![i]).toBeLessThan(v.toolMs![i]!);
    }
    expect(loop!.metrics.toolMs).toMatchObject({ p50: TOOL_MS });
    expect(loop!.jobsPerHour!.concurrency).toBe(2);
    expect(loop!.jobsPerHour!.atConcurrency).toBeCloseTo(2 * loop!.jobsPerHour!.perUser, 1);
    const meanMs = v.loopMs.reduce((a, b) => a + b, 0) / v.loopMs.length;
    expect(loop!.jobsPerHour!.perUser).toBeCloseTo(3_600_000 / meanMs, 1);
    expect(v.jobOutputTokens!.every((t) => t > 0)).toBe(true);
    expect(v.jobInputTokens!.every((t) => t > 0)).toBe(true);
  });

  it('states what a job and the run cost at the workload’s price, from the tokens the server reported', () => {
    const v = results.loops[0]!.values;
    const perJob = v.jobInputTokens!.map(
      (input, i) => ((input - (v.jobCachedTokens?.[i] ?? 0)) * 2 + (v.jobCachedTokens?.[i] ?? 0) * 0.5 + v.jobOutputTokens![i]! * 8) / 1e6,
    );
    const cost = results.loops[0]!.cost!;
    expect(cost.currency).toBe('USD');
    expect(cost.perJob.n).toBe(6);
    expect(cost.perJob.mean).toBeCloseTo(perJob.reduce((a, b) => a + b, 0) / perJob.length, 6);
    // The run's cost is every measured request's tokens, so the jobs' (all of the run here) add up to it.
    const run = results.endpoints[0]!.cost!;
    expect(run.inputTokens).toBe(v.jobInputTokens!.reduce((a, b) => a + b, 0));
    expect(run.outputTokens).toBe(v.jobOutputTokens!.reduce((a, b) => a + b, 0));
    expect(run.total).toBeCloseTo(
      perJob.reduce((a, b) => a + b, 0),
      6,
    );
  });

  it('agrees with the simulator’s own log: the tool wait lies between its requests, the model time around them', () => {
    // The simulator's view of each job: its two requests, matched by the cold nonce they share.
    const jobs = new Map<string, { at: number; endMs: number }[]>();
    for (const r of sim.requests.filter((x) => x.schedule !== null)) {
      const first = (r.body as { messages: { content: string }[] }).messages[0]!.content;
      jobs.set(first, [...(jobs.get(first) ?? []), { at: r.at, endMs: r.schedule!.endMs }]);
    }
    expect(jobs.size).toBe(6);
    const loopMs = [...results.loops[0]!.values.loopMs].sort((a, b) => a - b);
    const modelMs = [...results.loops[0]!.values.modelMs!].sort((a, b) => a - b);
    const queueMs = [...results.loops[0]!.values.queueMs!].sort((a, b) => a - b);
    const server = [...jobs.values()].map((rs) => {
      const [a, b] = rs.sort((x, y) => x.at - y.at);
      return { span: b!.at + b!.endMs - a!.at, busy: a!.endMs + b!.endMs, gap: b!.at - (a!.at + a!.endMs) };
    });
    const spans = server.map((s) => s.span).sort((a, b) => a - b);
    const busy = server.map((s) => s.busy).sort((a, b) => a - b);
    for (const s of server) {
      // The server saw nothing for the tool's duration between the answer and the next turn.
      expect(s.gap).toBeGreaterThanOrEqual(TOOL_MS - 1);
    }
    for (let i = 0; i < 6; i++) {
      // The client's job spans the server's (the wire on either end), and its model time spans the server's busy time,
      // both by no more than the loopback and the event loop add: the tool wait is in neither difference.
      expect(loopMs[i]).toBeGreaterThanOrEqual(spans[i]! - 1);
      expect(modelMs[i]).toBeGreaterThanOrEqual(busy[i]! - 1);
      expect(modelMs[i]! - busy[i]!).toBeLessThan(TOOL_MS / 2 + slackMs);
      expect(loopMs[i]! - spans[i]!).toBeLessThan(queueMs[i]! + (modelMs[i]! - busy[i]!) + slackMs);
    }
  });
});
