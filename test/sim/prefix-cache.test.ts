import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrefixCache } from '../../src/sim/prefix-cache.js';
import { parseSimHeader, SimOverrideError } from '../../src/sim/profiles/overrides.js';
import { PROFILES } from '../../src/sim/profiles/profiles.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { get, post, userMessage } from './client.js';

describe('PrefixCache', () => {
  it('keeps at most its token capacity, evicting the least recently used prefix first', () => {
    const cache = new PrefixCache(undefined, 100);
    cache.remember('a', 40);
    cache.remember('b', 40);
    expect(cache.has('a')).toBe(true); // a is now the most recently used
    cache.remember('c', 40);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.weight).toBe(80);
    // Remembering a key again re-weighs it, never counting it twice.
    cache.remember('a', 60);
    expect(cache.weight).toBe(100);
    // A prompt larger than the whole cache is not kept, and pushes nothing out.
    cache.remember('huge', 101);
    expect([cache.has('huge'), cache.size]).toEqual([false, 2]);
  });

  it('without a token capacity keeps every prefix up to its entry cap, as before', () => {
    const cache = new PrefixCache(3);
    for (const key of ['a', 'b', 'c', 'd']) cache.remember(key, 10_000);
    expect([cache.has('a'), cache.has('d'), cache.size]).toEqual([false, true, 3]);
  });
});

describe('the prefixCacheTokens setting', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ seed: 12 });
  });
  afterAll(async () => {
    await sim.close();
    expect(sim.errors).toEqual([]);
  });

  it('is null (every prefix kept) in every profile, and overridable per request', () => {
    for (const [name, settings] of Object.entries(PROFILES)) expect(settings.prefixCacheTokens, name).toBeNull();
    expect(parseSimHeader('{"prefixCacheTokens": 2048}')).toEqual({ prefixCacheTokens: 2048 });
    expect(parseSimHeader('{"prefixCacheTokens": null}')).toEqual({ prefixCacheTokens: null });
    expect(() => parseSimHeader('{"prefixCacheTokens": -1}')).toThrow(SimOverrideError);
  });

  /** The cached tokens one request reports, through a profile cache of `tokens` (null: the engine-wide one). */
  const cached = async (prompt: string, tokens: number | null, extra: Record<string, unknown> = {}): Promise<number> => {
    const x = { ttftMs: 1, ttftSigma: 0, warmTtftMs: 1, tokensPerSecond: 5000, outputTokens: 2, coldPrefillMsPer1kChars: 0, ...extra };
    const ex = await post(
      `${sim.url}/clean/v1/chat/completions`,
      { model: 'm', messages: userMessage(prompt), stream: false },
      { headers: { 'x-sim': JSON.stringify(tokens === null ? x : { ...x, prefixCacheTokens: tokens }) } },
    );
    return (JSON.parse(ex.body) as { usage: { prompt_tokens_details: { cached_tokens: number } } }).usage.prompt_tokens_details
      .cached_tokens;
  };

  it("shares one small cache between the requests naming it: two endpoints' prompts evict each other", async () => {
    // Each prompt is 9 tokens (33 characters); 12 hold one of them.
    const a = 'Endpoint A: tell me about rivers.';
    const b = 'Endpoint B: tell me about rivers.';
    expect(await cached(a, 12)).toBe(0);
    expect(await cached(a, 12)).toBeGreaterThan(0);
    expect(await cached(b, 12)).toBe(0);
    expect(await cached(a, 12)).toBe(0);
    // A request with the cache switched off hits nothing and still takes its room.
    expect(await cached(b, 12, { prefixCache: false })).toBe(0);
    expect(await cached(a, 12)).toBe(0);
    // The engine-wide cache (the default) keeps both.
    const c = 'Endpoint C: tell me about rivers.';
    const d = 'Endpoint D: tell me about rivers.';
    for (const prompt of [c, d]) expect(await cached(prompt, null)).toBe(0);
    for (const prompt of [c, d]) expect(await cached(prompt, null)).toBeGreaterThan(0);
  });
});

describe('a queued /metrics (?queued=1)', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ seed: 13 });
  });
  afterAll(async () => {
    await sim.close();
  });

  it('answers at once when idle, and after the prompt in progress otherwise, as llama-server does', async () => {
    const url = `${sim.url}/clean/metrics?server=queued&names=llama.cpp&queued=1`;
    const idle = await get(url);
    expect(idle.status).toBe(200);
    expect(idle.endMs).toBeLessThan(200);
    const x = JSON.stringify({ ttftMs: 600, ttftSigma: 0, coldPrefillMsPer1kChars: 0, tokensPerSecond: 1000, outputTokens: 300 });
    const answer = post(
      `${sim.url}/clean/v1/chat/completions`,
      { model: 'm', messages: userMessage('Hello'), stream: true },
      { headers: { 'x-sim': x, 'x-sim-server': 'queued' } },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const busy = await get(url);
    expect(busy.status).toBe(200);
    // Sent ~100 ms into a 600 ms prefill: answered when it is over, with the request then running.
    expect(busy.endMs).toBeGreaterThan(400);
    expect(busy.body).toContain('llamacpp:requests_processing 1');
    await answer;
    // Without ?queued=1 the same URL answers at once, busy or not.
    expect((await get(url.replace('&queued=1', ''))).endMs).toBeLessThan(200);
  });
});
