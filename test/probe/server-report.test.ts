import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SampleColumns } from '../../src/probe/columns.js';
import { newSample } from '../../src/probe/new-sample.js';
import { probe, type ProbeRequest } from '../../src/probe/probe.js';
import type { Sample } from '../../src/probe/sample.js';
import {
  collectServerFields,
  emptyServerFields,
  parseServerTimingEntries,
  prefillFromServerTiming,
  resolveServerReport,
} from '../../src/probe/server-report.js';
import { ChatEventHandler } from '../../src/probe/grammars/chat-completions.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { chatEvent, chunk, DONE_EVENT, LAST_CHUNK, sseHead, startScriptedServer, type ScriptedServer } from '../helpers/scripted-server.js';

/** The final chunk llama-server sent in the run that motivated this report (prompt_tokens 29, 19 of them evaluated). */
const LLAMA_FINAL = {
  id: 'chatcmpl-llama',
  object: 'chat.completion.chunk',
  created: 0,
  model: 'qwen',
  choices: [],
  usage: { completion_tokens: 40, prompt_tokens: 29, total_tokens: 69 },
  timings: {
    prompt_n: 19,
    prompt_ms: 150.4,
    prompt_per_token_ms: 7.9,
    prompt_per_second: 126.3,
    predicted_n: 40,
    predicted_ms: 436.7,
    predicted_per_token_ms: 10.9,
    predicted_per_second: 91.6,
  },
};

/** The report a stream of `events` (JSON bodies, in order) gives, through the event handler as the probe runs it. */
function reportOf(events: readonly unknown[], headers: Record<string, string> = {}, fastChunks = true): Sample['server'] {
  const sample = newSample({ item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'warm' }, 0, '2025-01-01T00:00:00.000Z', 0);
  sample.headers = headers;
  const handler = new ChatEventHandler({ sample, columns: new SampleColumns(), redact: (s) => s }, fastChunks);
  events.forEach((event, i) => handler.onSseEvent(JSON.stringify(event), undefined, i, i));
  handler.onSseEvent('[DONE]', undefined, events.length, events.length);
  handler.finalize();
  return sample.server;
}

function delta(content: string | null, finish: string | null = null, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'c',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'm',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
    ...extra,
  };
}

describe("the server's own report", () => {
  it('reads llama.cpp timings beside a usage without cache details: cached = prompt_tokens − prompt_n', () => {
    expect(reportOf([delta('Hi'), delta(' there'), delta(null, 'stop'), LLAMA_FINAL])).toEqual({
      cachedTokens: 10,
      promptEvaluated: 19,
      prefillMs: 150.4,
      decodeMs: 436.7,
      decodeTokensPerSecond: 91.6,
    });
  });

  it('finds timings on a finish chunk the fast path accepts (llama.cpp without include_usage)', () => {
    const timings = { cache_n: 812, prompt_n: 7, prompt_ms: 21.5, predicted_n: 3, predicted_ms: 30, predicted_per_second: 66.7 };
    const events = [delta('a'), delta('b'), delta(null, 'stop', { timings })];
    const expected = { cachedTokens: 812, promptEvaluated: 7, prefillMs: 21.5, decodeMs: 30, decodeTokensPerSecond: 66.7 };
    expect(reportOf(events)).toEqual(expected);
    // The reference path (every event through JSON.parse) agrees.
    expect(reportOf(events, {}, false)).toEqual(expected);
  });

  it('prefers prompt_tokens_details.cached_tokens (OpenAI, vLLM) over llama.cpp counts', () => {
    const usage = { prompt_tokens: 2006, completion_tokens: 300, prompt_tokens_details: { cached_tokens: 1920 } };
    expect(reportOf([delta('x'), { choices: [], usage, timings: { cache_n: 5, prompt_n: 86 } }])?.cachedTokens).toBe(1920);
    expect(reportOf([delta('x'), { choices: [], usage }])).toEqual({
      cachedTokens: 1920,
      promptEvaluated: null,
      prefillMs: null,
      decodeMs: null,
      decodeTokensPerSecond: null,
    });
  });

  it("reads DeepSeek's prompt_cache_hit_tokens and prompt_cache_miss_tokens", () => {
    const usage = { prompt_tokens: 1200, completion_tokens: 20, prompt_cache_hit_tokens: 1024, prompt_cache_miss_tokens: 176 };
    expect(reportOf([delta('x'), { choices: [], usage }])).toMatchObject({ cachedTokens: 1024, promptEvaluated: 176 });
  });

  it('uses timings.cache_n when the usage carries no cache count', () => {
    expect(reportOf([delta('x'), { choices: [], usage: { prompt_tokens: 30 }, timings: { cache_n: 24, prompt_n: 6 } }])?.cachedTokens).toBe(
      24,
    );
  });

  it('stays null when the server reported none of it, and ignores values that are not counts or times', () => {
    expect(reportOf([delta('x'), { choices: [], usage: { prompt_tokens: 10, completion_tokens: 1 } }])).toBeNull();
    const fields = emptyServerFields();
    collectServerFields(
      {
        usage: { prompt_tokens_details: { cached_tokens: -1 } },
        timings: { prompt_n: -1, prompt_ms: '12', cache_n: 2.5, predicted_ms: true },
      },
      fields,
    );
    expect(resolveServerReport(fields, 10, undefined)).toBeNull();
  });

  it('takes the prefill from a prefill-like server-timing entry when the body gives none', () => {
    const headers = { 'server-timing': 'queue;dur=3.1, prefill;desc="prompt, 1,024 tokens; cached";dur=88.5, decode;dur=410' };
    expect(reportOf([delta('x')], headers)).toEqual({
      cachedTokens: null,
      promptEvaluated: null,
      prefillMs: 88.5,
      decodeMs: null,
      decodeTokensPerSecond: null,
    });
    // The body's own prompt_ms wins.
    expect(reportOf([delta('x'), { choices: [], timings: { prompt_ms: 90.25 } }], headers)?.prefillMs).toBe(90.25);
  });
});

describe('server-timing', () => {
  it('parses W3C entries, quoted descriptions with commas and semicolons included', () => {
    expect(parseServerTimingEntries('cache;desc="hit, warm; slot 1", Prompt_Eval;dur="12.5";dur=99, total;dur=abc, ;dur=1')).toEqual([
      { name: 'cache', durMs: null, desc: 'hit, warm; slot 1' },
      { name: 'prompt_eval', durMs: 12.5, desc: null },
      { name: 'total', durMs: null, desc: null },
    ]);
  });

  it.each([
    ['prefill;dur=40', 40],
    ['prompt;dur=41', 41],
    ['PROMPT-PROCESSING;dur=42', 42],
    ['prefill.engine;dur=43', 43],
    ['upstream;dur=9, prompt_eval;dur=44', 44],
    ['prompts;dur=45', null],
    ['preprefill;dur=46', null],
    ['prefill;desc="no duration"', null],
  ])('%s gives a prefill of %s', (header, expected) => {
    expect(prefillFromServerTiming(parseServerTimingEntries(header))).toBe(expected);
  });
});

describe('through the probe', () => {
  let server: ScriptedServer;
  let sim: Simulator;
  const request = (url: string, body: Record<string, unknown> = {}): ProbeRequest => ({
    url,
    headers: {},
    body: { model: 'm', messages: [{ role: 'user', content: 'Name a river.' }], ...body },
    timeouts: { headersMs: 5_000, firstTokenMs: 5_000, idleMs: 5_000, totalMs: 10_000 },
    captureHeaders: ['server-timing'],
    retries: 0,
    meta: { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'warm' },
  });

  beforeAll(async () => {
    const timings = { cache_n: 25, prompt_n: 4, prompt_ms: 12.5, predicted_n: 2, predicted_ms: 20, predicted_per_second: 50 };
    server = await startScriptedServer({
      parts: [
        { afterMs: 0, bytes: sseHead({ 'server-timing': 'prefill;dur=99' }) },
        { afterMs: 0, bytes: chunk(chatEvent({ content: 'Nile' })) },
        { afterMs: 5, bytes: chunk(chatEvent({}, 'stop', { timings })) },
        { afterMs: 5, bytes: chunk(DONE_EVENT) },
        { afterMs: 5, bytes: LAST_CHUNK },
      ],
    });
    sim = await startSimulator({ seed: 5 });
  });

  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  it("fills sample.server from a llama.cpp stream's final chunk and keeps the body's prefill over the header's", async () => {
    const sample = await probe(request(server.url));
    expect(sample.error).toBeNull();
    expect(sample.headers['server-timing']).toBe('prefill;dur=99');
    expect(sample.server).toEqual({ cachedTokens: 25, promptEvaluated: 4, prefillMs: 12.5, decodeMs: 20, decodeTokensPerSecond: 50 });
  });

  it("reads the simulator's usage and timings: its prefill is within the TTFT the probe saw", async () => {
    const sample = await probe(request(`${sim.url}/fast/v1/chat/completions`));
    expect(sample.error).toBeNull();
    expect(sample.server).not.toBeNull();
    expect(sample.server!.prefillMs).toBeGreaterThan(0);
    expect(sample.server!.prefillMs!).toBeLessThanOrEqual(sample.eventMs[0]!);
    expect(sample.server!.cachedTokens! + sample.server!.promptEvaluated!).toBe(sample.usage!.promptTokens);
    expect(sample.server!.decodeMs).not.toBeNull();
  });
});
