import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, hashString } from '../../src/stats/rng.js';
import { composeAnswer, contentTokenTarget, reasoningScale } from '../../src/sim/answer.js';
import { generateScript, type ResponseScript } from '../../src/sim/generate.js';
import { applyOverrides, parseSimHeader, SimOverrideError } from '../../src/sim/profiles/overrides.js';
import { PrefixCache, prefixKey } from '../../src/sim/prefix-cache.js';
import { PROFILES, type ProfileSettings } from '../../src/sim/profiles/profiles.js';
import { parseChatRequest, SimRequestError, type ChatRequest } from '../../src/sim/request.js';

const clean = PROFILES['clean']!;
const reasoning = PROFILES['reasoning']!;

function chat(prompt: string, extra: Record<string, unknown> = {}): ChatRequest {
  return parseChatRequest({ model: 'm', messages: [{ role: 'user', content: prompt }], stream: true, ...extra });
}

function script(
  request: ChatRequest,
  overrides: Partial<ProfileSettings> = {},
  { seed = 1, cacheHit = false, base = clean } = {},
): ResponseScript {
  return generateScript({ settings: applyOverrides(base, overrides), request, cacheHit, seed });
}

const EXACT: Partial<ProfileSettings> = { ttftSigma: 0, jitter: 0, coldPrefillMsPer1kChars: 0 };
const LONG_PROMPT = 'Explain how a prefix cache changes the time to first token of a served model. '.repeat(3);

describe('output length', () => {
  const rng = (): (() => number) => createRng(5);

  it('follows "N words" and "N-word" requests (about 1.33 tokens per word)', () => {
    expect(contentTokenTarget(chat('Write 150 words about rivers.'), clean, rng())).toBe(Math.round(150 * 1.33));
    expect(contentTokenTarget(chat('Please write a 40-word summary of this.'), clean, rng())).toBe(Math.round(40 * 1.33));
  });

  it('answers a short prompt briefly and a long one with 96 tokens', () => {
    for (let seed = 0; seed < 50; seed++) {
      const n = contentTokenTarget(chat('Hello'), clean, createRng(seed));
      expect(n).toBeGreaterThanOrEqual(8);
      expect(n).toBeLessThanOrEqual(16);
    }
    expect(contentTokenTarget(chat(LONG_PROMPT), clean, rng())).toBe(96);
  });

  it('uses outputTokens when set', () => {
    expect(contentTokenTarget(chat('Write 150 words.'), { ...clean, outputTokens: 7 }, rng())).toBe(7);
  });

  it('caps reasoning plus content at max_tokens / max_completion_tokens with finish_reason length', () => {
    const capped = composeAnswer(chat(LONG_PROMPT, { max_tokens: 10 }), clean, rng());
    expect(capped.tokens).toHaveLength(10);
    expect(capped.finishReason).toBe('length');
    const smaller = composeAnswer(chat(LONG_PROMPT, { max_tokens: 50, max_completion_tokens: 20 }), clean, rng());
    expect(smaller.tokens).toHaveLength(20);
    const reasoningCapped = composeAnswer(chat(LONG_PROMPT, { max_tokens: 30 }), reasoning, rng());
    expect(reasoningCapped.tokens.every((t) => t.kind === 'reasoning')).toBe(true);
    expect(reasoningCapped.finishReason).toBe('length');
    const under = composeAnswer(chat(LONG_PROMPT, { max_tokens: 500 }), clean, rng());
    expect(under.tokens).toHaveLength(96);
    expect(under.finishReason).toBe('stop');
  });
});

describe('reasoning switches', () => {
  const ignored = reasoning.ignoresReasoningOff;

  it.each([
    [{ reasoning_effort: 'none' }, 0],
    [{ thinking: { type: 'disabled' } }, 0],
    [{ chat_template_kwargs: { enable_thinking: false } }, 0],
    [{ enable_thinking: false }, 1],
    [{ reasoning: { enabled: false } }, 1],
    [{ reasoning_effort: 'minimal' }, 0.25],
    [{ reasoning_effort: 'low' }, 0.5],
    [{ reasoning_effort: 'high' }, 1],
    [{ thinking: { type: 'enabled' } }, 1],
    [{}, 1],
  ])('reasoning profile: %j → scale %d', (params, expected) => {
    expect(reasoningScale(params, ignored)).toBe(expected);
  });

  it('honours what another endpoint would ignore, and ignores what this one is told to', () => {
    expect(reasoningScale({ enable_thinking: false }, [])).toBe(0);
    expect(reasoningScale({ reasoning: { enabled: false } }, [])).toBe(0);
    expect(reasoningScale({ reasoning_effort: 'none' }, ['reasoning_effort'])).toBe(1);
  });

  it('puts reasoning tokens before content', () => {
    const answer = composeAnswer(chat(LONG_PROMPT), reasoning, createRng(1));
    const kinds = answer.tokens.map((t) => t.kind);
    expect(kinds.filter((k) => k === 'reasoning')).toHaveLength(48);
    expect(kinds.lastIndexOf('reasoning')).toBeLessThan(kinds.indexOf('content'));
  });
});

describe('tool calls', () => {
  const tools = [
    {
      type: 'function',
      function: {
        name: 'get_weather',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string' }, days: { type: 'integer' }, unit: { enum: ['c', 'f'] } },
        },
      },
    },
    { type: 'function', function: { name: 'other', parameters: {} } },
  ];

  it('calls the first tool with schema-shaped arguments streamed in pieces', () => {
    const answer = composeAnswer(chat('What is the weather?', { tools }), clean, createRng(3));
    expect(answer.finishReason).toBe('tool_calls');
    expect(answer.toolCall?.name).toBe('get_weather');
    expect(answer.toolCall?.id).toMatch(/^call_[A-Za-z0-9]{24}$/);
    const args = JSON.parse(answer.toolCall!.arguments) as Record<string, unknown>;
    expect(typeof args['city']).toBe('string');
    expect(Number.isInteger(args['days'])).toBe(true);
    expect(['c', 'f']).toContain(args['unit']);
    const pieces = answer.tokens.filter((t) => t.kind === 'toolArgs');
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.map((t) => t.text).join('')).toBe(answer.toolCall!.arguments);
  });

  it('answers with content after a tool result', () => {
    const request = parseChatRequest({
      messages: [
        { role: 'user', content: 'What is the weather?' },
        { role: 'assistant', content: null, tool_calls: [] },
        { role: 'tool', tool_call_id: 'call_1', content: '{"temp": 21}' },
      ],
      tools,
    });
    const answer = composeAnswer(request, clean, createRng(3));
    expect(answer.toolCall).toBeNull();
    expect(answer.finishReason).toBe('stop');
    expect(answer.tokens.every((t) => t.kind === 'content')).toBe(true);
  });
});

describe('generateScript', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const request = chat(LONG_PROMPT);
    expect(script(request, {}, { seed: 9 })).toEqual(script(request, {}, { seed: 9 }));
    const a = script(request, {}, { seed: 9 }).tokens.map((t) => t.text);
    const b = script(request, {}, { seed: 10 }).tokens.map((t) => t.text);
    expect(a).not.toEqual(b);
  });

  it('keeps the words when only timing settings change', () => {
    const request = chat(LONG_PROMPT);
    const words = (s: ResponseScript): string[] => s.tokens.map((t) => t.text);
    expect(words(script(request, { jitter: 0.9, stallProbability: 0.5, stallMs: 10 }))).toEqual(words(script(request)));
  });

  it('schedules exactly from TTFT and the decode rate when sigma and jitter are 0', () => {
    const s = script(chat(LONG_PROMPT), { ...EXACT, ttftMs: 200, tokensPerSecond: 50, outputTokens: 10 });
    expect(s.tokens.map((t) => t.atMs)).toEqual(Array.from({ length: 10 }, (_, k) => 200 + k * 20));
    expect(s.endMs).toBe(380);
    expect(s.headersAtMs).toBe(0);
    expect(s.usage.completionTokens).toBe(10);
  });

  it('keeps the mean decode rate under jitter, with monotone token times', () => {
    const s = script(chat(LONG_PROMPT), { ttftSigma: 0, ttftMs: 100, jitter: 0.5, tokensPerSecond: 100, outputTokens: 4001 });
    const times = s.tokens.map((t) => t.atMs);
    for (let k = 1; k < times.length; k++) expect(times[k]!).toBeGreaterThanOrEqual(times[k - 1]!);
    const meanGapMs = (times[times.length - 1]! - times[0]!) / 4000;
    // 4,000 gaps with a coefficient of variation ~0.53: the mean is within ~1 % (1 standard error).
    expect(Math.abs(meanGapMs / 10 - 1)).toBeLessThan(0.04);
    const gaps = times.slice(1).map((t, k) => t - times[k]!);
    expect(new Set(gaps.map((g) => g.toFixed(3))).size).toBeGreaterThan(100);
  });

  it('adds stalls at roughly the configured rate', () => {
    const s = script(chat(LONG_PROMPT), { ...EXACT, tokensPerSecond: 1000, outputTokens: 2001, stallProbability: 0.1, stallMs: 50 });
    const times = s.tokens.map((t) => t.atMs);
    const stalls = times.slice(1).filter((t, k) => t - times[k]! > 40).length;
    // Binomial(2000, 0.1): mean 200, sd ~13.
    expect(stalls).toBeGreaterThan(150);
    expect(stalls).toBeLessThan(250);
  });

  it('charges cold prefill per prompt character and uses warmTtftMs on a cache hit', () => {
    const request = chat('x'.repeat(2000));
    const settings = { ttftSigma: 0, ttftMs: 300, coldPrefillMsPer1kChars: 400, warmTtftMs: 80 };
    const cold = script(request, settings);
    const warm = script(request, settings, { cacheHit: true });
    expect(cold.tokens[0]!.atMs).toBeCloseTo(300 + 800, 6);
    expect(warm.tokens[0]!.atMs).toBeCloseTo(80, 6);
    expect(cold.usage.cachedTokens).toBe(0);
    expect(warm.usage.cachedTokens).toBe(warm.usage.promptTokens);
    expect(cold.usage.promptTokens).toBe(500);
  });

  it('models a gateway: upstream header = upstream TTFT, headers and stream delayed by the overhead', () => {
    const s = script(chat(LONG_PROMPT), { ...EXACT, ttftMs: 250, outputTokens: 3 }, { base: PROFILES['gateway']! });
    expect(s.upstreamMs).toBe(250);
    expect(s.headersAtMs).toBe(250 + 40);
    expect(s.tokens[0]!.atMs).toBe(290);
  });

  it('holds tokens behind late headers but not behind buffered ones', () => {
    const late = script(chat(LONG_PROMPT), { ...EXACT, ttftMs: 10, headerDelayMs: 100, tokensPerSecond: 100, outputTokens: 5 });
    expect(late.tokens.map((t) => t.atMs)).toEqual([100, 100, 100, 100, 100]);
    const held = script(chat(LONG_PROMPT), { ...EXACT, ttftMs: 10, bufferHeaders: true, tokensPerSecond: 100, outputTokens: 5 });
    expect(held.tokens.map((t) => t.atMs)).toEqual([10, 20, 30, 40, 50]);
    expect(held.headersAtMs).toBe(50);
  });

  it('draws 429s and 500s at the configured rates', () => {
    const request = chat('Hi');
    const outcomes = Array.from({ length: 4000 }, (_, seed) => script(request, {}, { seed, base: PROFILES['flaky']! }).outcome);
    const share = (o: string): number => outcomes.filter((x) => x === o).length / outcomes.length;
    // Binomial standard errors: ~0.005 for 10 %, ~0.0035 for 5 %.
    expect(Math.abs(share('rate_limited') - 0.1)).toBeLessThan(0.02);
    expect(Math.abs(share('server_error') - 0.05)).toBeLessThan(0.015);
  });
});

describe('x-sim overrides', () => {
  it('accepts known fields with valid values', () => {
    expect(parseSimHeader('{"ttftMs": 5, "outputTokens": null, "bufferBody": true, "ignoresReasoningOff": ["thinking"]}')).toEqual({
      ttftMs: 5,
      outputTokens: null,
      bufferBody: true,
      ignoresReasoningOff: ['thinking'],
    });
  });

  it.each([
    ['not json', /not valid JSON/],
    ['[1]', /JSON object/],
    ['{"ttft": 5}', /unknown field "ttft"/],
    ['{"ttftMs": -1}', /"ttftMs" must be/],
    ['{"tokensPerSecond": 0}', /"tokensPerSecond" must be/],
    ['{"errorRate": 1.5}', /"errorRate" must be a number between 0 and 1/],
    ['{"outputTokens": 2.5}', /"outputTokens" must be an integer/],
    ['{"bufferBody": "yes"}', /"bufferBody" must be true or false/],
    ['{"ignoresReasoningOff": ["temperature"]}', /"ignoresReasoningOff" must be an array of parameter names/],
  ])('rejects %s', (raw, message) => {
    expect(() => parseSimHeader(raw)).toThrow(SimOverrideError);
    expect(() => parseSimHeader(raw)).toThrow(message);
  });

  it('leaves the profile table untouched', () => {
    const merged = applyOverrides(clean, { ttftMs: 1 });
    expect(merged.ttftMs).toBe(1);
    expect(clean.ttftMs).toBe(300);
    expect(Object.isFrozen(clean)).toBe(true);
  });
});

describe('request parsing', () => {
  it.each([
    [null, /JSON object/],
    [{ messages: [] }, /non-empty array/],
    [{ messages: [{ content: 'x' }] }, /string "role"/],
    [{ messages: [{ role: 'user', content: 'x' }], max_tokens: 0 }, /"max_tokens" must be an integer >= 1/],
    [{ messages: [{ role: 'user', content: 'x' }], tools: [{ type: 'function' }] }, /tools\[0\]\.function\.name/],
  ])('rejects %j', (body, message) => {
    expect(() => parseChatRequest(body)).toThrow(SimRequestError);
    expect(() => parseChatRequest(body)).toThrow(message);
  });

  it('joins content parts and reads stream options', () => {
    const request = parseChatRequest({
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'ab' },
            { type: 'text', text: 'cd' },
          ],
        },
      ],
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(request.messages[0]!.content).toBe('abcd');
    expect(request.includeUsage).toBe(true);
    expect(request.maxTokens).toBeNull();
  });
});

describe('prefix cache', () => {
  it('keys on the first 512 characters and evicts the least recently used', () => {
    const base = 'p'.repeat(512);
    expect(prefixKey([{ role: 'user', content: `${base}one` }])).toBe(prefixKey([{ role: 'user', content: `${base}two` }]));
    expect(prefixKey([{ role: 'user', content: 'a' }])).not.toBe(prefixKey([{ role: 'user', content: 'b' }]));
    const cache = new PrefixCache(2);
    cache.remember('a');
    cache.remember('b');
    expect(cache.has('a')).toBe(true);
    cache.remember('c');
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a')).toBe(true);
    expect(cache.size).toBe(2);
  });
});

describe('a lost last token (lostLastTokenRate)', () => {
  const request = chat('Write a 20-word story about a lighthouse keeper.', { temperature: 0, max_tokens: 32 });
  const lostToken = PROFILES['lost-token']!;

  it('sends the answer without its last content token while the usage and timings still count it', () => {
    const full = script(request, {}, { base: PROFILES['speculative']! });
    const lost = script(request, {}, { base: lostToken });
    expect(lost.tokens.map((t) => t.text)).toEqual(full.tokens.slice(0, -1).map((t) => t.text));
    expect(lost.usage.completionTokens).toBe(full.usage.completionTokens);
    expect(lost.usage.completionTokens).toBe(lost.tokens.length + 1);
    expect(lost.timings!.predictedN).toBe(full.tokens.length);
  });

  it('loses it on the share of answers the setting names, and never at 0', () => {
    const seeds = Array.from({ length: 200 }, (_, seed) => seed);
    const lost = (rate: number): number =>
      seeds.filter((seed) => {
        const s = script(request, { lostLastTokenRate: rate }, { seed, base: lostToken });
        return s.tokens.length < s.usage.completionTokens;
      }).length;
    expect(lost(0)).toBe(0);
    expect(lost(1)).toBe(200);
    const some = lost(0.5);
    expect(some).toBeGreaterThan(60);
    expect(some).toBeLessThan(140);
  });
});

describe('batch non-determinism (nearTieRate, tieFlipRate)', () => {
  const batch = PROFILES['batch-nondeterministic']!;
  // Temperature 0 and the same body: a deterministic server would say the same words every time.
  const prompts = Array.from({ length: 60 }, (_, i) => `Write a 20-word story about lighthouse keeper ${i}.`);
  const ask = (prompt: string, top = 5) => chat(prompt, { temperature: 0, max_tokens: 32, logprobs: true, top_logprobs: top });
  const text = (s: ResponseScript): string => s.tokens.map((t) => t.text).join('');
  // Every request draws from its own seed, as the simulator's request counter gives it.
  const run = (prompt: string, seed: number, inFlight: number, top = 5): ResponseScript =>
    generateScript({ settings: batch, request: ask(prompt, top), cacheHit: false, seed: deriveSeed(hashString(prompt), seed), inFlight });

  it('says the clean words when no near-tie flips, and clean never flips', () => {
    for (const prompt of prompts.slice(0, 10)) {
      const quiet = generateScript({ settings: applyOverrides(batch, { tieFlipRate: 0 }), request: ask(prompt), cacheHit: false, seed: 3 });
      expect(text(quiet)).toBe(text(script(ask(prompt), {}, { seed: 3 })));
      expect(text(script(ask(prompt), {}, { seed: 3 }))).toBe(text(script(ask(prompt), {}, { seed: 4 })));
    }
  });

  it('flips near-ties more often the more requests are in flight', () => {
    const differing = (inFlight: number): number =>
      prompts.filter((prompt) => text(run(prompt, 1, inFlight)) !== text(run(prompt, 2, inFlight))).length;
    const alone = differing(1);
    const batched = differing(5);
    expect(alone).toBeGreaterThan(0);
    expect(batched).toBeGreaterThan(alone);
    // At most half the requests flip a tie: two requests disagree on no more than about half the answers that have one.
    expect(batched).toBeLessThan(prompts.length * 0.6);
  });

  it('flips only at a near-tie, from the third token on, and each side lists the other’s pick within 0.03 nats', () => {
    let seen = 0;
    for (const prompt of prompts) {
      const a = run(prompt, 11, 8);
      const b = run(prompt, 12, 8);
      if (text(a) === text(b)) continue;
      seen++;
      const k = a.tokens.findIndex((t, i) => t.text !== b.tokens[i]!.text);
      expect(k).toBeGreaterThanOrEqual(2);
      const [x, y] = [a.tokens[k]!, b.tokens[k]!];
      // Each side's runner-up is the other's pick, listed right after its own, a near-tie below it.
      expect(x.score!.top[1]![0]).toBe(y.text);
      expect(y.score!.top[1]![0]).toBe(x.text);
      expect(x.score!.lp - x.score!.top[1]![1]).toBeLessThanOrEqual(0.03);
      expect(y.score!.lp - y.score!.top[1]![1]).toBeLessThanOrEqual(0.03);
      // The same number of tokens either way: a flip changes the words, not the length.
      expect(a.tokens).toHaveLength(b.tokens.length);
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('goes on in the same words after the same flip, and never flips a one-token answer', () => {
    const prompt = prompts.find((p) => text(run(p, 1, 8)) !== text(run(p, 2, 8)))!;
    const answers = new Set(Array.from({ length: 40 }, (_, seed) => text(run(prompt, seed, 8))));
    // The clean words, or a flip at one of the answer's few near-ties: a handful of answers, not forty.
    expect(answers.size).toBeGreaterThan(1);
    expect(answers.size).toBeLessThan(8);
    const arithmetic = chat('What is 17+25?', { temperature: 0 });
    for (let seed = 0; seed < 20; seed++)
      expect(text(generateScript({ settings: batch, request: arithmetic, cacheHit: false, seed, inFlight: 8 }))).toBe(' 42');
  });
});

describe('speculative decoding (draftTokens, draftAcceptance)', () => {
  const request = chat('Write a 60-word essay about rivers and the sea.', { temperature: 0, logprobs: true, top_logprobs: 2 });
  const speculative = PROFILES['speculative']!;
  const content = (s: ResponseScript): ResponseScript['tokens'] => s.tokens.filter((t) => t.kind === 'content');

  it('keeps every drafted token at acceptance 1: the target’s own token every draftTokens + 1, the rest without log-probs', () => {
    const s = script(request, { draftAcceptance: 1 }, { base: speculative });
    const tokens = content(s);
    expect(tokens.map((t, i) => (t.score === null) === (i % 4 !== 0)).every(Boolean)).toBe(true);
    const n = tokens.length;
    const kept = tokens.filter((t) => t.score === null).length;
    // Steps after the first token draft 3 each (the last as many as are left), every one kept.
    expect(s.timings!.draft).toEqual({ drafts: Math.ceil((n - 1) / 4), drafted: kept, accepted: kept });
    expect(s.draft).toEqual(s.timings!.draft);
  });

  it('drafts 3 a step, keeps each with chance 0.9 given the ones before, and counts what a server reports', () => {
    let drafts = 0;
    let drafted = 0;
    let accepted = 0;
    let unscored = 0;
    for (let seed = 0; seed < 60; seed++) {
      const s = script(
        chat(`Write a 60-word essay about rivers, part ${seed}.`, { temperature: 0, logprobs: true }),
        {},
        { seed, base: speculative },
      );
      const d = s.timings!.draft!;
      drafts += d.drafts;
      drafted += d.drafted;
      accepted += d.accepted;
      // The accepted drafted tokens are the ones sent without a log-prob.
      unscored += content(s).filter((t) => t.score === null).length;
      expect(d.accepted).toBeLessThanOrEqual(d.drafted);
    }
    expect(unscored).toBe(accepted);
    // E[kept of 3] = 0.9 + 0.81 + 0.729 = 2.44: acceptance ≈ 0.81, mean accepted length ≈ 3.44 (less a little for short last steps).
    expect(accepted / drafted).toBeGreaterThan(0.77);
    expect(accepted / drafted).toBeLessThan(0.85);
    expect(1 + accepted / drafts).toBeGreaterThan(3.2);
    expect(1 + accepted / drafts).toBeLessThan(3.5);
  });

  it('decodes slower with a weaker draft, the same words, and repeats its drafts for the same request at temperature 0', () => {
    const good = script(request, EXACT, { base: speculative });
    const weak = script(request, EXACT, { base: PROFILES['weak-draft']! });
    expect(weak.tokens.map((t) => t.text)).toEqual(good.tokens.map((t) => t.text));
    // 175 tok/s at full acceptance × 3.44 / 4 ≈ 150; × 1.62 / 4 ≈ 71.
    expect(good.timings!.predictedPerSecond!).toBeCloseTo(150.5, 0);
    expect(weak.timings!.predictedPerSecond!).toBeCloseTo(71.1, 0);
    expect(weak.timings!.draft!.accepted / weak.timings!.draft!.drafted).toBeLessThan(0.4);
    expect(script(request, {}, { seed: 7, base: speculative }).draft).toEqual(script(request, {}, { seed: 8, base: speculative }).draft);
  });

  it('reports nothing of drafts for a profile that does not draft', () => {
    const s = script(request);
    expect(s.draft).toBeNull();
    expect(s.timings!.draft).toBeNull();
    expect(content(s).every((t) => t.score !== null)).toBe(true);
  });

  it('takes draftAcceptance from x-sim as a probability', () => {
    expect(parseSimHeader('{"draftAcceptance": 0.4}')).toEqual({ draftAcceptance: 0.4 });
    expect(() => parseSimHeader('{"draftAcceptance": 1.5}')).toThrow(/draftAcceptance" must be a number between 0 and 1/);
  });
});
