import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { resolveApiKeys } from '../../src/config/secrets.js';
import { DEFAULT_TIMEOUTS } from '../../src/config/types.js';
import { runWorkload } from '../../src/engine.js';
import { buildPlan } from '../../src/plan/build-plan.js';
import type { ProbeRequest } from '../../src/probe/request.js';
import type { Sample } from '../../src/probe/sample.js';
import type { CellResult } from '../../src/results/types.js';
import {
  createProbePool,
  probeWorkerEntry,
  ProbePoolError,
  setSourceWorkerBootstrap,
  type ProbePool,
} from '../../src/runner/probe-pool.js';
import { runPlan } from '../../src/runner/run-plan.js';
import { ProbeThreads } from '../../src/runner/probe-threads.js';
import type { ClientHealthLook } from '../../src/runner/client-health.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { createRedactor } from '../../src/util/redact.js';
import { ECHO_MODES, startEchoServer, type EchoServer } from '../helpers/echo-server.js';
import { sourceWorkerScript } from '../helpers/source-worker.js';

// Exact simulator timings (sigma 0, jitter 0). It schedules with setTimeout on a shared 2-core machine, so a token
// can be late (timer granularity, event-loop turns on both sides; tens of ms when other jobs load both cores) but
// never early: a stamp gets +60 ms of slack, as in test/metrics/simulator.test.ts.
const LATE_MS = 60;
const FAST = { ttftMs: 40, ttftSigma: 0, tokensPerSecond: 400, jitter: 0, coldPrefillMsPer1kChars: 0, prefixCache: false };
const KEY = `sk-pool-canary-${randomBytes(12).toString('hex')}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let sim: Simulator;
let echo: EchoServer;
let dir: string;
const pools: ProbePool[] = [];
const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);

beforeAll(async () => {
  sim = await startSimulator({ seed: 11 });
  echo = await startEchoServer();
  dir = mkdtempSync(join(tmpdir(), 'streamgate-pool-'));
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await echo.close();
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

function pool(options: Partial<Parameters<typeof createProbePool>[0]> = {}): ProbePool {
  const p = createProbePool({ workers: 2, secrets: [KEY], ...options });
  pools.push(p);
  return p;
}

function request(item: number, script: Record<string, unknown>, overrides: Partial<ProbeRequest> = {}): ProbeRequest {
  return {
    url: `${sim.url}/clean/v1/chat/completions`,
    headers: { 'x-sim': JSON.stringify({ ...FAST, ...script }) },
    body: { model: 'sim', messages: [{ role: 'user', content: `pool request ${item}` }], max_tokens: 500 },
    timeouts: DEFAULT_TIMEOUTS,
    captureHeaders: [],
    retries: 0,
    meta: { item, turn: 0, endpoint: 'sim', scenario: 'pool', cache: 'cold' },
    ...overrides,
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('a measured run through the pool', () => {
  function workload(workers: number): string {
    const endpoint = (name: string, extra: Record<string, unknown>) =>
      `  - { name: ${name}, baseUrl: "\${SIM}/clean/v1", model: sim, apiKeyEnv: POOL_KEY, headers: { x-sim: '${JSON.stringify({ ...FAST, outputTokens: 30, ...extra })}' } }`;
    return `version: 1
name: pool-parity
endpoints:
${endpoint('ok', {})}
${endpoint('failing', { errorRate: 1 })}
${endpoint('limited', { rate429: 1 })}
scenarios:
  - { name: short, prompt: Say something short., maxTokens: 30 }
run: { requests: 8, looks: 1, warmup: 1, concurrency: 4, workers: ${workers} }
`;
  }

  const runners = new Map<number, string>();
  async function run(workers: number, name: string): Promise<CellResult[]> {
    const env = { SIM: sim.url, POOL_KEY: KEY };
    const w = parseWorkload(workload(workers), { format: 'yaml', env });
    const apiKeys = resolveApiKeys(w, env);
    const out = await runWorkload({
      workload: w,
      apiKeys,
      resultsDir: join(dir, name),
      redact: createRedactor(apiKeys.values()),
      logger: quiet,
    });
    runners.set(workers, out.results.run.runner);
    return [...out.results.cells].sort((a, b) => a.endpoint.localeCompare(b.endpoint));
  }

  it('gives the same counts, error kinds and comparable metrics as probing in-process', async () => {
    const inProcess = await run(0, 'in-process');
    const pooled = await run(2, 'pooled');
    const shape = (cells: CellResult[]) => cells.map((c) => ({ endpoint: c.endpoint, n: c.n, errors: c.errors, kinds: c.errorKinds }));
    expect(shape(pooled)).toEqual(shape(inProcess));
    // Every successful request has a delivery class either way. Which one is the reader's timing: a worker starved of
    // both cores (the whole suite beside busy loops) can read a fast stream's 30 tokens at once, and rightly calls it
    // buffered, so the split is not compared across the two set-ups.
    for (const cells of [inProcess, pooled])
      for (const c of cells) expect(Object.values(c.classes).reduce((a, b) => a + b, 0)).toBe(c.n - c.errors);
    expect(shape(pooled).map((c) => [c.endpoint, c.n, c.errors])).toEqual([
      ['failing', 8, 8],
      ['limited', 8, 8],
      ['ok', 8, 0],
    ]);
    expect(pooled.find((c) => c.endpoint === 'failing')!.errorKinds).toEqual({ http_5xx: 8 });
    expect(pooled.find((c) => c.endpoint === 'limited')!.errorKinds).toEqual({ http_429: 8 });
    for (const cells of [inProcess, pooled]) {
      const ttft = cells.find((c) => c.endpoint === 'ok')!.metrics.ttftMs!;
      expect(ttft.n).toBe(8);
      expect(ttft.min).toBeGreaterThanOrEqual(FAST.ttftMs - 2);
      expect(ttft.p50).toBeLessThanOrEqual(FAST.ttftMs + LATE_MS);
      expect(cells.find((c) => c.endpoint === 'ok')!.metrics.outputTokens?.p50).toBe(30);
    }
    // Results say how they were measured, so a comparison across the two set-ups shows the difference.
    expect(runners.get(0)).not.toContain('worker');
    expect(runners.get(2)).toMatch(/, probe in 2 worker threads$/);
  });
});

/** How far apart two threads' stamps of causally ordered moments may land (see `monotonicOriginMs`, src/runner/clock.ts). */
const THREAD_STAMP_TOLERANCE_MS = 1;

describe('createProbePool', () => {
  it("moves t0 onto this thread's timeline: in start order, inside the run window, before the server saw the request", async () => {
    const p = pool();
    await p.ready();
    const windowStart = performance.now();
    const calls: { calledAt: number; sample: Promise<Sample> }[] = [];
    for (let i = 0; i < 6; i++) {
      calls.push({ calledAt: performance.now(), sample: p.probe(request(100 + i, { outputTokens: 5 })) });
      // Far enough apart that two workers starved of both cores (busy loops beside the suite) still write in order:
      // at 40 ms apart one wrote 2 ms before the other's earlier request.
      await sleep(150);
    }
    const samples = await Promise.all(calls.map((c) => c.sample));
    const windowEnd = performance.now();
    expect(samples.map((s) => s.error)).toEqual(samples.map(() => null));
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i]!;
      expect(s.t0).toBeGreaterThanOrEqual(calls[i]!.calledAt);
      expect(s.t0 + s.endMs!).toBeLessThanOrEqual(windowEnd);
      if (i > 0) expect(s.t0).toBeGreaterThan(samples[i - 1]!.t0);
      // The simulator runs on this thread and stamps arrival with performance.now(): t0 (the request's write)
      // ≤ arrival ≤ t0 + headersMs (headers go out on arrival). The write and the arrival are a loopback hop apart,
      // so the two threads' stamps may disagree by up to a millisecond (seen: 0.49 ms with both cores busy); more shows.
      const arrival = sim.requests.find((r) => JSON.stringify(r.body).includes(`pool request ${100 + i}`))!;
      expect(arrival.at).toBeGreaterThanOrEqual(s.t0 - THREAD_STAMP_TOLERANCE_MS);
      expect(arrival.at).toBeLessThanOrEqual(s.t0 + s.headersMs! + THREAD_STAMP_TOLERANCE_MS);
    }
    expect(samples[0]!.t0).toBeGreaterThanOrEqual(windowStart);
  });

  it('sends each request to the worker with the fewest in flight, in turn on ties, each with its own connections', async () => {
    const p = pool();
    await p.ready();
    // One after another: always a tie, so the workers alternate; each opens one connection and keeps it.
    const sequential: Sample[] = [];
    for (let i = 0; i < 6; i++) sequential.push(await p.probe(request(200 + i, { outputTokens: 3 })));
    expect(p.dispatched()).toEqual([3, 3]);
    expect(sequential.map((s) => s.newConnection)).toEqual([true, true, false, false, false, false]);
    // A long request holds worker 1: the next ones all go to worker 2, the one with none in flight.
    const long = p.probe(request(210, { outputTokens: 200, tokensPerSecond: 200 }));
    for (let i = 0; i < 3; i++) expect((await p.probe(request(211 + i, { outputTokens: 3 }))).error).toBeNull();
    expect(p.dispatched()).toEqual([4, 6]);
    expect((await long).error).toBeNull();
  });

  it('aborting returns the requests in flight as aborted samples that keep what arrived', async () => {
    const p = pool();
    await p.ready();
    const controller = new AbortController();
    const running = [0, 1, 2, 3].map((i) =>
      p.probe(request(300 + i, { outputTokens: 200, tokensPerSecond: 50 }), { signal: controller.signal }),
    );
    await sleep(500);
    controller.abort();
    const samples = await Promise.all(running);
    expect(samples.map((s) => s.error?.kind)).toEqual(['aborted', 'aborted', 'aborted', 'aborted']);
    for (const s of samples) expect(s.eventMs.length).toBeGreaterThan(0);
    // Already aborted before it was sent: reported as aborted, as in-process.
    expect((await p.probe(request(310, {}), { signal: controller.signal })).error?.kind).toBe('aborted');
  });

  it('a cancelled run in worker threads keeps every finished sample, and its process exits by itself', async () => {
    const script = fileURLToPath(new URL('./fixtures/abort-run.ts', import.meta.url));
    const loader = pathToFileURL(join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
    const child = spawn(process.execPath, ['--import', loader, script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    const exited = await new Promise<number | null | 'hung'>((resolve) => {
      // A pool that kept a thread alive would hold the process open long after its run of about a second.
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('hung');
      }, 15_000);
      child.once('close', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    expect({ exited, stderr }).toEqual({ exited: 0, stderr: '' });
    const summary = JSON.parse(stdout) as { partial: boolean; measured: number; samples: { kind: string; events: number }[] };
    expect(summary.partial).toBe(true);
    expect(summary.samples).toHaveLength(summary.measured);
    const kinds = summary.samples.map((s) => s.kind);
    // Concurrency 4 of 2 s streams cancelled half a second in: the four in flight come back aborted, nothing else failed.
    expect(kinds.filter((k) => k === 'aborted').length).toBeGreaterThanOrEqual(4);
    expect(kinds.filter((k) => k !== 'aborted' && k !== 'ok')).toEqual([]);
    expect(summary.samples.filter((s) => s.kind === 'aborted').every((s) => s.events > 0)).toBe(true);
  });

  it('workers mask the same secrets as the main thread: no piece of the key in any message', async () => {
    const lines: string[] = [];
    const p = pool({ output: (line) => lines.push(line) });
    const samples: Sample[] = [];
    for (let i = 0; i < ECHO_MODES.length; i++) {
      samples.push(
        await p.probe({
          url: `${echo.url}/v1/chat/completions`,
          headers: { authorization: `Bearer ${KEY}` },
          body: { model: 'echo', messages: [{ role: 'user', content: 'echo' }] },
          timeouts: DEFAULT_TIMEOUTS,
          captureHeaders: [],
          retries: 0,
          meta: { item: i, turn: 0, endpoint: 'echo', scenario: 'echo', cache: 'cold' },
        }),
      );
    }
    const messages = samples.flatMap((s) => (s.error ? [s.error.message] : []));
    // Most modes fail, each with server text that reflects the key (one cuts it in the middle).
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(messages.some((m) => m.includes('***'))).toBe(true);
    for (const text of [...messages, ...lines]) expect(leaks(text)).toEqual([]);
  });

  it('a worker that crashes fails its requests and every later one with a clear, redacted error instead of hanging', async () => {
    const lines: string[] = [];
    const p = pool({ entry: new URL('./fixtures/crashing-worker.ts', import.meta.url), output: (line) => lines.push(line) });
    await p.ready();
    const slow = { outputTokens: 200, tokensPerSecond: 50 };
    const bystander = p.probe(request(400, slow));
    const crashing = p.probe(
      request(401, slow, {
        headers: { authorization: `Bearer ${KEY}`, 'x-sim': JSON.stringify({ ...FAST, ...slow }) },
        meta: { item: 401, turn: 0, endpoint: 'sim', scenario: 'crash', cache: 'cold' },
      }),
    );
    const errors = await Promise.all(
      [bystander, crashing].map((r) =>
        r.then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(ProbePoolError);
      expect((error as Error).message).toMatch(
        /^probe worker 2 of 2 stopped \(Error: worker failed while sending Bearer \*\*\*\) with 1 request\(s\) in flight/,
      );
    }
    await expect(p.probe(request(402, {}))).rejects.toBe(errors[0]);
    await p.close();
    // The worker's own output went through the redactor too.
    expect(lines.some((l) => l.includes('worker about to fail while sending Bearer ***'))).toBe(true);
    for (const text of [...errors.map((e) => (e as Error).message), ...lines]) expect(leaks(text)).toEqual([]);
  });

  it('a crash ends a run in either loop with that error, without sending the rest of the plan', async () => {
    const env = { SIM: sim.url };
    for (const load of ['concurrency: 3', 'rate: 20']) {
      const w = parseWorkload(
        `version: 1
name: pool-crash
endpoints: [{ name: sim, baseUrl: "\${SIM}/clean/v1", model: sim, headers: { x-sim: '${JSON.stringify({ ...FAST, outputTokens: 50, tokensPerSecond: 100 })}' } }]
scenarios: [{ name: crash, prompt: Crash the worker. }]
run: { requests: 40, warmup: 0, ${load} }
`,
        { format: 'yaml', env },
      );
      const p = pool({ entry: new URL('./fixtures/crashing-worker.ts', import.meta.url), output: () => {} });
      await p.ready();
      const before = sim.requests.length;
      const samples: Sample[] = [];
      const outcome = runPlan(buildPlan(w, { runId: 'crash', shard: null }), w, {
        probe: p.probe,
        apiKeys: new Map(),
        onSample: (s) => samples.push(s),
      });
      await expect(outcome, load).rejects.toBeInstanceOf(ProbePoolError);
      await p.close();
      expect(samples, load).toEqual([]);
      // Open loop at 20/s would take 2 s to send all 40; it stops at the first failure instead.
      expect(sim.requests.length - before, load).toBeLessThan(10);
    }
  });

  it('run from source with no bootstrap injected, it refuses to start and says what to do; compiled workers need none', () => {
    setSourceWorkerBootstrap(null);
    try {
      expect(() => createProbePool({ workers: 1, secrets: [] })).toThrow(
        /worker entry file:.*probe-worker\.ts is TypeScript source, which a worker thread cannot load by itself\. Run the bundle .*setSourceWorkerBootstrap .*test\/helpers\/source-worker\.ts/,
      );
      // The bundle's case: a .js entry starts as it is.
      const compiled = new URL('./probe-worker.js', import.meta.url);
      expect(probeWorkerEntry(compiled)).toEqual({ script: compiled, eval: false });
    } finally {
      setSourceWorkerBootstrap(sourceWorkerScript);
    }
    const source = new URL('./fixtures/crashing-worker.ts', import.meta.url);
    expect(probeWorkerEntry(source)).toEqual({ script: sourceWorkerScript(source), eval: true });
  });

  it('close() ends the workers: later requests are refused and closing again is harmless', async () => {
    const p = pool();
    expect((await p.probe(request(500, { outputTokens: 2 }))).error).toBeNull();
    await p.close();
    await p.close();
    await expect(p.probe(request(501, {}))).rejects.toThrow('probe pool is closed');
  });
});

describe('probe threads without a setting (run.workers: auto)', () => {
  const busyLook = (coreShare: number, p99Ms: number): ClientHealthLook => ({
    look: 1,
    durationMs: 3000,
    loopDelay: { p50Ms: 2, p99Ms, maxMs: p99Ms + 10 },
    cpu: { userMs: 2500, systemMs: 300, coreShare },
    load: { avg1m: 1.2, cores: 2 },
    stealShare: null,
  });

  it('starts in-process at few streams, then hands the reads to worker threads after a look its thread could not keep up with', async () => {
    // As on a 4-core runner (threads are started by `auto` from MIN_CORES_FOR_THREADS cores; they run on this one's).
    const threads = await ProbeThreads.start({ concurrency: 4, ratePerSecond: null }, [KEY], createRedactor([KEY]), 4);
    try {
      expect(threads.workers).toBe(0);
      expect(await threads.workerDelays()).toBeNull();
      const before = await threads.probe(request(600, { outputTokens: 5 }));
      expect(before.error).toBeNull();
      expect(before.usage?.completionTokens).toBe(5);
      // A starved look (late, but the process had little CPU) is another process's doing: no threads.
      expect(await threads.afterLook(busyLook(0.2, 180))).toBe(0);
      expect(threads.workers).toBe(0);
      // A look whose own thread was busy and late: threads from the next look, on a machine with a core to spare.
      expect(await threads.afterLook(busyLook(0.9, 40))).toBe(2);
      expect(threads.workers).toBe(2);
      expect(threads.grown).toEqual({ workers: 2, afterLook: 1, loopP99Ms: 40, coreShare: 0.9 });
      const after = await Promise.all([601, 602, 603].map((i) => threads.probe(request(i, { outputTokens: 5 }))));
      expect(after.map((s) => [s.error, s.usage?.completionTokens])).toEqual([
        [null, 5],
        [null, 5],
        [null, 5],
      ]);
      // The workers answer for their own event loops now: one delay per thread.
      expect(await threads.workerDelays()).toHaveLength(2);
      expect(await threads.afterLook(busyLook(0.9, 40))).toBe(0);
    } finally {
      await threads.close();
    }
  });

  it('a workload that set its count keeps it, and on 2 cores auto stays in-process', async () => {
    const set = await ProbeThreads.start({ workers: 0, concurrency: 4, ratePerSecond: null }, [], createRedactor([]), 8);
    expect(await set.afterLook(busyLook(0.95, 60))).toBe(0);
    expect(set.workers).toBe(0);
    await set.close();
    const small = await ProbeThreads.start({ concurrency: 400, ratePerSecond: null }, [], createRedactor([]), 2);
    expect(small.workers).toBe(0);
    expect(await small.afterLook(busyLook(0.95, 60))).toBe(0);
    await small.close();
  });
});

/** The key as is, or any 12 characters of it (a key cut short by truncation is still a leak). */
function leaks(text: string): string[] {
  if (text.includes(KEY)) return ['key'];
  for (let i = 0; i + 12 <= KEY.length; i++) if (text.includes(KEY.slice(i, i + 12))) return [`piece of the key in: ${text.slice(0, 200)}`];
  return [];
}
