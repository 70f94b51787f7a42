import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import type { CellResult } from '../../src/results/types.js';
import { parseSimHeader, SimOverrideError } from '../../src/sim/profiles/overrides.js';
import { PROFILES } from '../../src/sim/profiles/profiles.js';
import { parseServeArgs, ServeUsageError } from '../../src/sim/serve-args.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { SlotPool } from '../../src/sim/slots.js';
import { createLogger } from '../../src/util/logger.js';
import { deltaOf, finishReasonOf, post, userMessage, type Exchange } from './client.js';

describe('SlotPool', () => {
  it('sends a request to the least-recently-used idle slot, and a slot keeps only its last prompt', () => {
    const pool = new SlotPool(2);
    const served = (prefix: number, at: number): { slot: number; hit: boolean } => {
      const a = pool.assign(prefix, at);
      pool.occupy(a, at + 10);
      return { slot: a.slot, hit: a.hit };
    };
    expect(served(7, 0)).toEqual({ slot: 0, hit: false });
    expect(served(7, 20)).toEqual({ slot: 1, hit: false });
    expect(served(7, 40)).toEqual({ slot: 0, hit: true });
    // A cold prompt takes slot 1 and replaces its context: the next warm request on it misses.
    expect(served(99, 60)).toEqual({ slot: 1, hit: false });
    expect(served(7, 80)).toEqual({ slot: 0, hit: true });
    expect(served(7, 100)).toEqual({ slot: 1, hit: false });
  });

  it('queues a request when every slot is busy, behind the one that frees first', () => {
    const pool = new SlotPool(2);
    pool.occupy(pool.assign(1, 0), 50);
    pool.occupy(pool.assign(2, 0), 30);
    const queued = pool.assign(3, 10);
    expect([queued.slot, queued.queueMs]).toEqual([1, 20]);
  });

  it('frees a slot whose client went away, but not one already handed on', () => {
    const pool = new SlotPool(1);
    const first = pool.assign(1, 0);
    pool.occupy(first, 100);
    pool.release(first, 10);
    const second = pool.assign(1, 20);
    expect([second.queueMs, second.hit]).toEqual([0, true]);
    pool.occupy(second, 200);
    pool.release(first, 30);
    expect(pool.assign(2, 40).queueMs).toBe(160);
  });
});

describe('the slots setting', () => {
  it('is 0 (one engine-wide prefix cache) in every profile but llama-slots and capacity', () => {
    const slotted: Record<string, number> = { 'llama-slots': 2, capacity: 4 };
    for (const [name, settings] of Object.entries(PROFILES)) expect(settings.slots, name).toBe(slotted[name] ?? 0);
  });

  it('is overridable per request and per server, within range', () => {
    expect(parseSimHeader('{"slots": 4}')).toEqual({ slots: 4 });
    expect(() => parseSimHeader('{"slots": 1.5}')).toThrow(SimOverrideError);
    expect(() => parseSimHeader('{"slots": -1}')).toThrow(/"slots" must be an integer between 0 and 256/);
    expect(parseServeArgs(['--slots', '2'])).toMatchObject({ slots: 2 });
    expect(() => parseServeArgs(['--slots=300'])).toThrow(ServeUsageError);
  });
});

describe('timings in the final event', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ seed: 9 });
  });
  afterAll(async () => {
    await sim.close();
    expect(sim.errors).toEqual([]);
  });

  const QUICK = { 'x-sim': JSON.stringify({ ttftMs: 5, tokensPerSecond: 3000, outputTokens: 12 }) };
  const send = (prompt: string, extra: Record<string, unknown> = {}): Promise<Exchange> =>
    post(`${sim.url}/clean/v1/chat/completions`, { model: 'm', messages: userMessage(prompt), stream: true, ...extra }, { headers: QUICK });

  interface Timings {
    cache_n: number;
    prompt_n: number;
    prompt_ms: number;
    predicted_n: number;
    predicted_ms: number;
    predicted_per_second: number | null;
  }

  it('rides on the usage chunk, agrees with the usage, and its prefill is within the TTFT the client saw', async () => {
    const prompt = 'Tell me about the rivers of Europe, please.';
    for (const expectHit of [false, true]) {
      const ex = await send(prompt, { stream_options: { include_usage: true } });
      const last = ex.events.at(-2)!.json!;
      const usage = last['usage'] as { prompt_tokens: number; completion_tokens: number; prompt_tokens_details: { cached_tokens: number } };
      const timings = last['timings'] as Timings;
      expect(timings.cache_n).toBe(usage.prompt_tokens_details.cached_tokens);
      expect(timings.cache_n + timings.prompt_n).toBe(usage.prompt_tokens);
      expect(timings.cache_n).toBe(expectHit ? usage.prompt_tokens : 0);
      expect(timings.predicted_n).toBe(usage.completion_tokens);
      const firstToken = ex.events.find((e) => (deltaOf(e)?.content ?? '') !== '')!;
      expect(timings.prompt_ms).toBeGreaterThan(0);
      expect(timings.prompt_ms).toBeLessThanOrEqual(firstToken.atMs);
      expect(timings.predicted_per_second).toBeGreaterThan(0);
    }
  });

  it('rides on the finish chunk when no usage chunk was asked for, and in a non-streamed body', async () => {
    const ex = await send('Hello there');
    const finish = ex.events.find((e) => finishReasonOf(e) !== null)!;
    expect(finish.json!['timings']).toMatchObject({ predicted_n: 12 });
    const whole = await post(
      `${sim.url}/clean/v1/chat/completions`,
      { model: 'm', messages: userMessage('Hello there'), stream: false },
      { headers: QUICK },
    );
    expect((JSON.parse(whole.body) as { timings: Timings }).timings.predicted_n).toBe(12);
  });
});

describe('warm cells against slots, measured end to end', () => {
  const quiet = createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, (s) => s);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'streamgate-slots-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The warm cell of a sequential run (concurrency 1, so slots are taken in LRU order) of `requests` requests. */
  async function warmCell(slots: number | undefined, cache: string, requests: number): Promise<CellResult> {
    const sim = await startSimulator({ seed: 4, ...(slots === undefined ? {} : { slots }) });
    try {
      const workload = parseWorkload(
        `
version: 1
name: slots
endpoints:
  - name: sim
    baseUrl: \${SIM}/clean/v1
    model: sim
    headers: { x-sim: '{"ttftMs": 8, "ttftSigma": 0.1, "coldPrefillMsPer1kChars": 0, "warmTtftMs": 2, "tokensPerSecond": 3000, "outputTokens": 4}' }
scenarios:
  - name: rivers
    prompt: Name a river in Europe.
    maxTokens: 8
    cache: ${cache}
run: { requests: ${requests}, looks: 1, warmup: 1, concurrency: 1, seed: 6 }
`,
        { format: 'yaml', env: { SIM: sim.url } },
      );
      const { results } = await runWorkload({
        workload,
        apiKeys: new Map(),
        resultsDir: join(dir, `${slots}-${cache}-${requests}`),
        redact: (s) => s,
        logger: quiet,
      });
      expect(sim.errors).toEqual([]);
      return results.cells.find((c) => c.cache === 'warm')!;
    } finally {
      await sim.close();
    }
  }

  it('one slot serving only the warm prompt keeps it: every warm request hits', async () => {
    const cell = await warmCell(1, 'warm', 20);
    expect(cell.cacheHits).toMatchObject({ hit: 20, miss: 0, unknown: 0 });
    expect(cell.cacheHits!.values.ttftMs).toHaveLength(20);
  });

  it('two slots with cold requests between the warm ones: about half of the warm requests miss, and the cell says so', async () => {
    const cell = await warmCell(2, '{ warmShare: 0.5 }', 60);
    const { hit, miss, unknown } = cell.cacheHits!;
    expect(hit + miss).toBe(30);
    expect(unknown).toBe(0);
    expect(hit / (hit + miss)).toBeGreaterThan(0.25);
    expect(hit / (hit + miss)).toBeLessThan(0.75);
    // Hits and misses are two populations: every hit's prefill is shorter than every miss's.
    expect(Math.max(...cell.cacheHits!.values.serverPrefillMs!)).toBeLessThan(Math.min(...cell.cacheHits!.missValues!.serverPrefillMs!));
    expect(cell.values.ttftMs).toHaveLength(30);
  });

  it('the engine-wide cache (no slots) serves every warm request from the cache, cold ones between them or not', async () => {
    const cell = await warmCell(undefined, '{ warmShare: 0.5 }', 40);
    expect(cell.cacheHits).toMatchObject({ hit: 20, miss: 0 });
  });
});
