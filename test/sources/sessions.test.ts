import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { loadWorkload, parseWorkload } from '../../src/config/load.js';
import type { Workload } from '../../src/config/types.js';
import { runWorkload } from '../../src/engine.js';
import { buildPlan } from '../../src/plan/build-plan.js';
import { runSize } from '../../src/plan/run-size.js';
import type { Sample } from '../../src/probe/sample.js';
import { planLines } from '../../src/report/text/plan.js';
import type { Results } from '../../src/results/types.js';
import { readSamplesFile } from '../../src/runner/jsonl-sink.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { quietLogger } from '../helpers/gated-run.js';

// Session traces (docs/agents.md): checked at their lines before any request, planned deterministically for a seed,
// and replayed against the simulator as agent jobs whose parts agree with the trace and with the simulator's own log.
const TRACE = fileURLToPath(new URL('../../examples/data/sessions.jsonl', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'streamgate-sessions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const workloadText = (file: string, extra = ''): string => `
version: 1
name: sessions
endpoints: [{ name: sim, baseUrl: '\${SIM}/clean/v1', model: sim, headers: { x-sim: '{"tokensPerSecond": 400, "ttftSigma": 0.1, "jitter": 0.1}' } }]
scenarios:
  - name: agent
    maxTokens: 32
    sessions: { file: ${JSON.stringify(file)}, answers: recorded }
${extra}
run: { requests: 12, looks: 1, warmup: 0, concurrency: 6, seed: 4 }
`;

function writeWorkload(name: string, trace: string, extra = ''): string {
  const traceFile = join(dir, `${name}.jsonl`);
  writeFileSync(traceFile, trace);
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, workloadText(traceFile, extra));
  return file;
}

describe('a session trace, before any request', () => {
  it('names every malformed line at its file and line', () => {
    const file = writeWorkload(
      'bad',
      [
        '{"type":"system","id":"coder","content":"You are a coder."}',
        '{"type":"session","id":"a","system":"coder","turns":[{"messages":[{"role":"user","content":"Hi"}],"inputTokens":20}]}',
        '{"type":"session","id":"b","turns":[{"inputTokens":10,"toolCalls":[{"name":"grep"}]}]}',
        '',
        '{"type":"session","id":"c","system":"nobody","turns":[{"inputTokens":10}]}',
        '{"type":"session","id":"c","turns":[{"inputTokens":10}]}',
        '{"type":"sesion","id":"d","turns":[]}',
        '{"type":"session","id":"e","turns":[{"branches":[{"inputTokens":5},{"inputTokens":6}],"outputTokens":9}]}',
        '{not json',
      ].join('\n'),
    );
    let error: unknown;
    try {
      loadWorkload(file, { env: { SIM: 'http://127.0.0.1:9' } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.map((i) => `${i.file === null ? '' : i.file.split('/').pop()}:${i.line}: ${i.message}`);
    expect(issues).toEqual([
      'bad.jsonl:2: turns[0]: has both "messages" and "inputTokens"; keep only one (session trace of scenarios[0].sessions)',
      'bad.jsonl:3: turns[0].toolCalls[0]: missing required key "durationMs" (session trace of scenarios[0].sessions)',
      'bad.jsonl:5: system: "nobody" is not defined in this file (a { "type": "system" } line) (session trace of scenarios[0].sessions)',
      'bad.jsonl:6: session "c" is already defined at line 5 (session trace of scenarios[0].sessions)',
      'bad.jsonl:7: type: expected "system" or "session", got "sesion" (session trace of scenarios[0].sessions)',
      'bad.jsonl:8: turns[0]: a turn with branches gives outputTokens and answer per branch, not for the turn (session trace of scenarios[0].sessions)',
      expect.stringMatching(/^bad\.jsonl:9: not valid JSON: .*\(session trace of scenarios\[0\]\.sessions\)$/),
    ]);
  });

  it('refuses what a session trace cannot be combined with, at its path', () => {
    const file = writeWorkload('combined', readFileSync(TRACE, 'utf8'), '    turns: 3\n    toolMs: 100');
    expect(() => loadWorkload(file, { env: { SIM: 'http://127.0.0.1:9' } })).toThrow(
      /scenarios\[0\]\.turns: cannot be combined with sessions[\s\S]*scenarios\[0\]\.toolMs: cannot be combined with sessions/,
    );
  });

  it('plans the same sessions with the same text for a seed, and another order for another seed', () => {
    const workload = loadWorkload(writeWorkload('plan', readFileSync(TRACE, 'utf8')), { env: { SIM: 'http://127.0.0.1:9' } });
    const sessions = (w: Workload, runId: string) =>
      buildPlan(w, { runId })
        .items.filter((i) => !i.warmup)
        .map((i) => ({ id: i.session!.id, turns: i.session!.turns.map((t) => t.requests.map((r) => r.messages)) }));
    const first = sessions(workload, 'one');
    expect(first).toHaveLength(12);
    expect(sessions(workload, 'two')).toEqual(first);
    // The trace's 12 sessions once each in a budget of 12, in an order the seed decides.
    expect(new Set(first.map((s) => s.id)).size).toBe(12);
    const reseeded = sessions({ ...workload, run: { ...workload.run, seed: 5 } }, 'one');
    expect(reseeded.map((s) => s.id)).not.toEqual(first.map((s) => s.id));
    expect(reseeded.map((s) => s.id).sort()).toEqual(first.map((s) => s.id).sort());
  });

  it('--plan states the sessions, their turns, the tool and think time and the tokens before sending', () => {
    const workload = loadWorkload(writeWorkload('size', readFileSync(TRACE, 'utf8')), { env: { SIM: 'http://127.0.0.1:9' } });
    const lines = planLines(runSize(workload), workload.run.concurrency, workload.run.ratePerSecond);
    const plan = buildPlan(workload, { runId: 'size' });
    const toolMs = plan.items.reduce((sum, i) => sum + i.session!.turns.reduce((s, t) => s + t.toolMs, 0), 0);
    const requests = plan.items.reduce((sum, i) => sum + i.session!.turns.reduce((s, t) => s + t.requests.length, 0), 0);
    expect(lines.join('\n')).toContain(
      `sessions: 12 jobs replaying 12 sessions of 2–5 turns (${plan.items.reduce((n, i) => n + i.session!.turns.length, 0)} turns, ${requests} requests), waiting ${Math.round(toolMs / 1000)} s of tool time`,
    );
    expect(lines.join('\n')).toMatch(/about [\d,]+ prompt tokens .* and at most [\d,]+ completion tokens/);
  });
});

describe('sessions replayed against the simulator', () => {
  let sim: Simulator;
  let results: Results;
  let samples: Sample[];
  let workload: Workload;
  let slackMs = 0;

  beforeAll(async () => {
    sim = await startSimulator({ seed: 6 });
    workload = parseWorkload(workloadText(TRACE), { format: 'yaml', env: { SIM: sim.url } });
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    const out = await runWorkload({ workload, apiKeys: new Map(), resultsDir: join(dir, 'run'), redact: (s) => s, logger: quietLogger });
    stalls.disable();
    slackMs = 5 + (2 * stalls.max) / 1e6;
    results = out.results;
    samples = readSamplesFile(out.samplesPath);
  }, 120_000);

  afterAll(async () => {
    await sim.close();
  });

  it('replays every session whole, a cell per turn and one job each', () => {
    expect(sim.errors).toEqual([]);
    expect(samples.every((s) => s.error === null)).toBe(true);
    const source = workload.scenarios[0]!.sessions!;
    const byId = new Map(source.sessions.map((s) => [s.id, s]));
    const firsts = samples.filter((s) => s.session);
    expect(firsts.map((s) => s.session!.id).sort()).toEqual([...byId.keys()].sort());
    expect(samples).toHaveLength(source.sessions.reduce((n, s) => n + s.turns.reduce((m, t) => m + t.requests.length, 0), 0));
    const [loop] = results.loops;
    expect(loop).toMatchObject({ scenario: 'agent', n: 12, errors: 0, turns: 5 });
    expect(results.cells.map((c) => c.turn)).toEqual([0, 1, 2, 3, 4]);
  });

  it('waits each session’s tool and think time as the trace declares them, outside the model time', () => {
    const source = workload.scenarios[0]!.sessions!;
    // Per session: the tool calls before its last turn and the think time after its first.
    const declared = source.sessions
      .map((s) =>
        [
          s.turns.slice(0, -1).reduce((n, t) => n + t.toolCalls.reduce((m, c) => m + c.durationMs, 0), 0),
          s.turns.slice(1).reduce((n, t) => n + t.thinkMs, 0),
        ].join('/'),
      )
      .sort();
    const v = results.loops[0]!.values;
    expect(v.loopMs.map((_, i) => `${v.toolMs![i]}/${v.thinkMs![i]}`).sort()).toEqual(declared);
    for (let i = 0; i < v.loopMs.length; i++) {
      expect(v.loopMs[i]! - v.modelMs![i]! - v.toolMs![i]! - v.thinkMs![i]! - v.queueMs![i]!).toBeCloseTo(0, 2);
      expect(v.queueMs![i]).toBeLessThan(v.toolMs![i]! + v.thinkMs![i]! + v.modelMs![i]!);
    }
  });

  it('sends a fan-out’s branches at once and joins them before the next turn', () => {
    const fanned = samples.filter((s) => s.branch !== undefined);
    expect(fanned.length).toBeGreaterThan(0);
    const groups = new Map<string, Sample[]>();
    for (const s of fanned) groups.set(`${s.item}/${s.turn}`, [...(groups.get(`${s.item}/${s.turn}`) ?? []), s]);
    for (const [key, branches] of groups) {
      const [item, turn] = key.split('/').map(Number);
      // Every branch was in flight before the first answered: they overlapped, not one after another.
      const firstEnd = Math.min(...branches.map((b) => b.t0 + b.endMs!));
      expect(Math.max(...branches.map((b) => b.t0))).toBeLessThan(firstEnd);
      // The next turn starts after the last branch's answer.
      const next = samples.find((s) => s.item === item && s.turn === turn! + 1);
      if (next) expect(next.t0).toBeGreaterThan(Math.max(...branches.map((b) => b.t0 + b.endMs!)));
    }
  });

  it('grows the conversation with the recorded answers, and its job latency agrees with the simulator’s log within 2 %', () => {
    const generating = sim.requests.filter((r) => r.schedule !== null);
    const bodies = generating.map((r) => JSON.stringify((r.body as { messages: unknown[] }).messages));
    expect(bodies.some((b) => b.includes('I will search for where the export builds its rows.'))).toBe(true);
    // Each session's requests share its first message (cold: the system prompt with the session's own nonce).
    const jobs = new Map<string, { at: number; end: number }[]>();
    for (const r of generating) {
      const key = JSON.stringify((r.body as { messages: unknown[] }).messages[0]);
      jobs.set(key, [...(jobs.get(key) ?? []), { at: r.at, end: r.at + r.schedule!.endMs }]);
    }
    expect(jobs.size).toBe(12);
    const spans = [...jobs.values()]
      .map((rs) => Math.max(...rs.map((r) => r.end)) - Math.min(...rs.map((r) => r.at)))
      .sort((a, b) => a - b);
    const loops = [...results.loops[0]!.values.loopMs].sort((a, b) => a - b);
    for (let i = 0; i < loops.length; i++) {
      expect(loops[i]).toBeGreaterThanOrEqual(spans[i]! - 1);
      expect(Math.abs(loops[i]! - spans[i]!)).toBeLessThanOrEqual(0.02 * loops[i]! + slackMs);
    }
  });
});
