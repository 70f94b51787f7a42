/**
 * Timing behaviour as a client sees it, checked against the script the x-sim header sets.
 * - Never early: the client's t0 is taken just before the request is written, so what it observes
 *   can only be later than the script, except that the simulator emits up to 1 ms early (it does not
 *   sleep for less than timer resolution): EARLY_MS.
 * - Late by little, typically: loopback delivery and timer granularity cost ~1-5 ms. But on a shared
 *   2-core machine running other test files in parallel, single events were seen delayed by ~30 ms
 *   (load average 4.6), and with two CPU busy loops beside the suite a whole stream ran 11-19 ms late
 *   at its median. So a stream's lateness may not grow along it by more than DRIFT_MS (its last
 *   quarter's median against its first quarter's), which catches drift from chained timers (over 100
 *   tokens at 5 ms that adds up to ~100 ms), its median lateness must stay under MEDIAN_LATE_MS, which
 *   catches a systematic offset, and no single event may be later than MAX_LATE_MS.
 * A test that still misses is retried (TIMING): a stall of the whole machine can hit any single
 * attempt, while a real scheduling error (early events, drift, a wrong TTFT) fails every attempt.
 * These check accuracy against the script, not speed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { startTimeline } from '../../src/sim/timeline.js';
import { exact, post, tokenEvents, userMessage, type Exchange, type Read } from './client.js';

const EARLY_MS = 2;
const MEDIAN_LATE_MS = 30;
const DRIFT_MS = 15;
const MAX_LATE_MS = 60;
const TIMING = { retry: 2 };

let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
  // The first exchange in a process pays for lazy initialisation (parsers, JIT); keep it out of the checks.
  await chat('clean', exact({ ttftMs: 0, tokensPerSecond: 1000, outputTokens: 2 }));
});

afterAll(async () => {
  await sim.close();
  expect(sim.errors).toEqual([]);
});

function chat(profile: string, headers: Record<string, string>, extra: Record<string, unknown> = {}): Promise<Exchange> {
  return post(
    `${sim.url}/${profile}/v1/chat/completions`,
    { model: 'm', messages: userMessage('Describe the journey of a river from the mountains to the sea.'), stream: true, ...extra },
    { headers },
  );
}

function expectNear(observedMs: number, scriptMs: number): void {
  expect(observedMs).toBeGreaterThanOrEqual(scriptMs - EARLY_MS);
  expect(observedMs).toBeLessThanOrEqual(scriptMs + MAX_LATE_MS);
}

function expectOnSchedule(observedMs: number[], scriptMs: number[]): void {
  expect(observedMs).toHaveLength(scriptMs.length);
  observedMs.forEach((t, k) => expectNear(t, scriptMs[k]!));
  const lateness = observedMs.map((t, k) => t - scriptMs[k]!);
  expect(median(lateness)).toBeLessThanOrEqual(MEDIAN_LATE_MS);
  if (lateness.length >= 8) {
    const quarter = Math.floor(lateness.length / 4);
    expect(median(lateness.slice(-quarter)) - median(lateness.slice(0, quarter))).toBeLessThanOrEqual(DRIFT_MS);
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Reads closer than 2 ms apart are one burst (one flush split by the socket or the parser). */
function bursts(reads: Read[]): { startMs: number; bytes: number }[] {
  const out: { startMs: number; endMs: number; bytes: number }[] = [];
  for (const read of reads) {
    const last = out[out.length - 1];
    if (last && read.atMs - last.endMs < 2) {
      last.bytes += read.bytes;
      last.endMs = read.atMs;
    } else {
      out.push({ startMs: read.atMs, endMs: read.atMs, bytes: read.bytes });
    }
  }
  return out;
}

describe('scripted timings', TIMING, () => {
  it('delivers the first and every later token when the script says, without drift', async () => {
    const ex = await chat('clean', exact({ ttftMs: 100, tokensPerSecond: 200, outputTokens: 100 }));
    expectNear(ex.headersAtMs, 0);
    expectOnSchedule(
      tokenEvents(ex).map((e) => e.atMs),
      Array.from({ length: 100 }, (_, k) => 100 + k * 5),
    );
  });

  it('holds status and headers for headerDelayMs', async () => {
    const ex = await chat('clean', exact({ headerDelayMs: 120, ttftMs: 250, tokensPerSecond: 1000, outputTokens: 3 }));
    expectNear(ex.headersAtMs, 120);
    expectNear(tokenEvents(ex)[0]!.atMs, 250);
  });

  it('pauses for stalls', async () => {
    const ex = await chat('stalls', exact({ ttftMs: 10, tokensPerSecond: 1000, outputTokens: 4, stallProbability: 1, stallMs: 100 }));
    expectOnSchedule(
      tokenEvents(ex).map((e) => e.atMs),
      [0, 1, 2, 3].map((k) => 10 + k * 101),
    );
  });

  it('sends the upstream service time and delays headers by upstream + gateway overhead', async () => {
    const ex = await chat('gateway', exact({ ttftMs: 200, outputTokens: 3 }));
    expect(ex.headers['x-envoy-upstream-service-time']).toBe('200');
    expectNear(ex.headersAtMs, 240);
    expectNear(tokenEvents(ex)[0]!.atMs, 240);
  });

  it('stamps every event with the simulator clock when asked', async () => {
    const ex = await chat('clean', exact({ ttftMs: 5, tokensPerSecond: 200, outputTokens: 10, stampEvents: true }), {
      stream_options: { include_usage: true },
    });
    const stamps = ex.events.filter((e) => e.json !== null).map((e) => e.json!['sim_t_ns']);
    expect(stamps.length).toBe(ex.events.length - 1);
    expect(stamps.every((s) => typeof s === 'string' && /^\d+$/.test(s))).toBe(true);
    const ns = stamps.map((s) => BigInt(s as string));
    for (let i = 1; i < ns.length; i++) expect(ns[i]! >= ns[i - 1]!).toBe(true);
    // Stamped at the write: arrival (client clock) minus stamp (simulator clock) is the same constant
    // for every token, up to delivery latency. Both clocks are monotonic with different origins.
    const tokenMs = tokenEvents(ex).map((e) => Number(BigInt(e.json!['sim_t_ns'] as string)) / 1e6);
    const offsets = tokenEvents(ex).map((e, k) => e.atMs - tokenMs[k]!);
    expect(Math.max(...offsets) - Math.min(...offsets)).toBeLessThan(MAX_LATE_MS);
  });
});

describe('delivery modes', TIMING, () => {
  it('buffered: headers at once, the whole body in one burst when generation ends', async () => {
    const ex = await chat('buffered', exact({ ttftMs: 50, tokensPerSecond: 100, outputTokens: 20 }));
    expectNear(ex.headersAtMs, 0);
    expect(tokenEvents(ex)).toHaveLength(20);
    const first = ex.reads[0]!.atMs;
    const last = ex.reads[ex.reads.length - 1]!.atMs;
    expectNear(first, 50 + 19 * 10);
    expect(last - first).toBeLessThan(5);
  });

  it('bufferHeaders: headers and body together at the end', async () => {
    const ex = await chat('buffered', exact({ ttftMs: 50, tokensPerSecond: 100, outputTokens: 20, bufferHeaders: true }));
    expectNear(ex.headersAtMs, 240);
    expect(ex.reads[0]!.atMs - ex.headersAtMs).toBeLessThan(5);
  });

  it('coalesced: the body arrives in several flushes of at least chunkBytes', async () => {
    const ex = await chat('coalesced', exact({ ttftMs: 10, tokensPerSecond: 400, outputTokens: 120 }));
    expect(tokenEvents(ex)).toHaveLength(120);
    const flushes = bursts(ex.reads);
    expect(flushes.length).toBeGreaterThanOrEqual(3);
    for (const flush of flushes.slice(0, -1)) expect(flush.bytes).toBeGreaterThanOrEqual(4096);
    // Spread over the generation (~307 ms), not all at the end.
    expect(flushes[flushes.length - 1]!.startMs - flushes[0]!.startMs).toBeGreaterThan(100);
  });

  it('fast: a 2,500 tok/s stream still arrives incrementally', async () => {
    const ex = await chat('fast', exact({ ttftMs: 5, outputTokens: 500 }));
    const times = tokenEvents(ex).map((e) => e.atMs);
    expect(times).toHaveLength(500);
    // ~12 tokens are generated per 5 ms. A scheduler stall of a few tens of ms bunches some up, but
    // a flush of everything at once would put all 500 in one window.
    let busiestWindow = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! > 5) j++;
      busiestWindow = Math.max(busiestWindow, i - j + 1);
    }
    expect(busiestWindow).toBeLessThan(250);
    // The last token is due at 5 + 499 × 0.4 ms; it cannot arrive earlier.
    expect(times[times.length - 1]!).toBeGreaterThanOrEqual(5 + 499 * 0.4 - EARLY_MS);
    expect(times[times.length - 1]! - times[0]!).toBeGreaterThan(150);
  });
});

describe('prefix cache', TIMING, () => {
  it('a repeated prompt starts warm: TTFT drops from cold prefill to warmTtftMs', async () => {
    const messages = userMessage(`Summarise this document. ${'The river runs past the stone mill. '.repeat(40)}`);
    const send = (): Promise<Exchange> =>
      post(`${sim.url}/clean/v1/chat/completions`, { messages, stream: true, max_tokens: 3, stream_options: { include_usage: true } });
    const cold = await send();
    const warm = await send();
    const ttft = (ex: Exchange): number => tokenEvents(ex)[0]!.atMs;
    // Seeded draws around 300 + 400 * 1.5 = ~900 ms cold and ~80 ms warm.
    expect(ttft(cold) - ttft(warm)).toBeGreaterThan(300);
    const cached = (ex: Exchange): unknown => {
      const usage = ex.events.find((e) => e.json?.['usage'])?.json?.['usage'] as { prompt_tokens_details: { cached_tokens: number } };
      return usage.prompt_tokens_details.cached_tokens;
    };
    expect(cached(cold)).toBe(0);
    expect(cached(warm)).toBeGreaterThan(0);
    const [coldRecord, warmRecord] = sim.requests.slice(-2);
    expect([coldRecord!.cacheHit, warmRecord!.cacheHit]).toEqual([false, true]);
  });

  it('with exact settings, cold and warm TTFT match the model', async () => {
    const messages = userMessage('w'.repeat(1000));
    const headers = {
      'x-sim': JSON.stringify({ ttftSigma: 0, ttftMs: 100, coldPrefillMsPer1kChars: 200, warmTtftMs: 30, outputTokens: 1 }),
    };
    const send = (): Promise<Exchange> => post(`${sim.url}/fast/v1/chat/completions`, { messages, stream: true }, { headers });
    expectNear(tokenEvents(await send())[0]!.atMs, 300);
    expectNear(tokenEvents(await send())[0]!.atMs, 30);
  });
});

describe('client abort', () => {
  it('stops generation and leaves nothing scheduled when the client goes away', async () => {
    // A 5 s script; the client leaves after the role event and two tokens.
    const aborted = post(
      `${sim.url}/clean/v1/chat/completions`,
      { messages: userMessage('A long answer, please.'), stream: true },
      { headers: exact({ ttftMs: 10, tokensPerSecond: 20, outputTokens: 100 }), abortAfterEvents: 3 },
    );
    const seen = await aborted;
    expect(tokenEvents(seen)).toHaveLength(2);
    const deadline = performance.now() + 1000;
    while (sim.activeStreams() > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(sim.activeStreams()).toBe(0);
  });

  it('counts a stream as active while it is being generated', async () => {
    const pending = chat('clean', exact({ ttftMs: 10, tokensPerSecond: 100, outputTokens: 20 }));
    await new Promise((r) => setTimeout(r, 50));
    expect(sim.activeStreams()).toBe(1);
    await pending;
    expect(sim.activeStreams()).toBe(0);
  });
});

describe('timeline', () => {
  it('runs overdue actions at once, in order, and stops cleanly on cancel', async () => {
    const ran: number[] = [];
    let done = false;
    const startMs = performance.now() - 100;
    const actions = [30, 0, 50, 10, 400, 500].map((atMs) => ({ atMs, run: () => ran.push(atMs) }));
    const timeline = startTimeline(actions, startMs, () => {
      done = true;
    });
    // Everything due before "now" (start + 100 ms) ran synchronously, sorted.
    expect(ran).toEqual([0, 10, 30, 50]);
    timeline.cancel();
    await new Promise((r) => setTimeout(r, 450));
    expect(ran).toEqual([0, 10, 30, 50]);
    expect(done).toBe(false);
  });

  it('calls onDone after the last action', async () => {
    const ran: string[] = [];
    await new Promise<void>((resolve) => {
      startTimeline(
        [
          { atMs: 20, run: () => ran.push('b') },
          { atMs: 5, run: () => ran.push('a') },
        ],
        performance.now(),
        () => {
          ran.push('done');
          resolve();
        },
      );
    });
    expect(ran).toEqual(['a', 'b', 'done']);
  });
});
