import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { post, type Exchange, type SseEvent } from './client.js';
import { expectDelivery, lastRecord, PROFILES, QUICK, quick, SCRIPTED } from './api-helpers.js';

let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 6 });
});

afterAll(async () => {
  await sim.close();
  expect(sim.errors).toEqual([]);
});

function url(profile = 'clean'): string {
  return `${sim.url}/${profile}/v1/completions`;
}

function body(prompt: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { model: 'test-model', prompt, stream: true, ...extra };
}

interface Choice {
  index: number;
  text: string;
  finish_reason: string | null;
  logprobs: null;
}

const choiceOf = (e: SseEvent): Choice | undefined => (e.json?.['choices'] as Choice[] | undefined)?.[0];
/** Chunks that carry text (one token each). */
const textChunks = (ex: Exchange): SseEvent[] => ex.events.filter((e) => (choiceOf(e)?.text ?? '') !== '');
const textOf = (ex: Exchange): string => ex.events.map((e) => choiceOf(e)?.text ?? '').join('');
const finishOf = (ex: Exchange): string | null => ex.events.map((e) => choiceOf(e)?.finish_reason ?? null).find((r) => r !== null) ?? null;

function errorOf(ex: Exchange): { message: string; type: string; code: string; param?: string } {
  return (JSON.parse(ex.body) as { error: { message: string; type: string; code: string } }).error;
}

describe('legacy completions: the stream', () => {
  it.each(PROFILES)('%s: text_completion chunks, the scripted answer, usage, [DONE]; never any reasoning', async (profile) => {
    const ex = await post(url(profile), body(SCRIPTED, { stream_options: { include_usage: true } }), { headers: QUICK });
    expect(ex.status).toBe(200);
    expect(ex.headers['content-type']).toBe('text/event-stream');
    expect(ex.events.every((e) => e.event === null)).toBe(true);
    expect(ex.events[ex.events.length - 1]!.data).toBe('[DONE]');
    const chunks = ex.events.slice(0, -1).map((e) => e.json!);
    for (const c of chunks) expect(c).toMatchObject({ object: 'text_completion', model: 'test-model', id: chunks[0]!['id'] });
    expect(choiceOf(ex.events[0]!)).toEqual({ index: 0, text: ' 42', finish_reason: null, logprobs: null });
    expect(textOf(ex)).toBe(' 42');
    expect(finishOf(ex)).toBe('stop');
    const usageEvent = ex.events[ex.events.length - 2]!;
    expect(usageEvent.json!['choices']).toEqual([]);
    expect(usageEvent.json!['usage']).toEqual({
      prompt_tokens: Math.ceil(SCRIPTED.length / 4),
      completion_tokens: textChunks(ex).length,
      total_tokens: Math.ceil(SCRIPTED.length / 4) + textChunks(ex).length,
      prompt_tokens_details: { cached_tokens: 0 },
    });
    // llama.cpp's timings ride on the last event before [DONE].
    expect(usageEvent.json!['timings']).toMatchObject({ predicted_n: 1, prompt_n: Math.ceil(SCRIPTED.length / 4) });
    expect(ex.body).not.toMatch(/reasoning/);
    expectDelivery(sim, ex, profile === 'buffered');
    expect(lastRecord(sim).api).toBe('completions');
  });

  it('omits the usage chunk unless asked, with the timings on the finish chunk', async () => {
    const ex = await post(url(), body('Count from 1 to 5'), { headers: QUICK });
    expect(textOf(ex)).toBe(' 1 2 3 4 5');
    const finish = ex.events[ex.events.length - 2]!;
    expect(choiceOf(finish)).toEqual({ index: 0, text: '', finish_reason: 'stop', logprobs: null });
    expect(finish.json!['timings']).toBeDefined();
    expect(ex.events.some((e) => e.json?.['usage'] !== undefined)).toBe(false);
  });

  it('caps at max_tokens with finish_reason "length", unless the profile ignores it', async () => {
    const capped = await post(url(), body('Write 50 words about the sea.', { max_tokens: 5 }), { headers: QUICK });
    expect(textChunks(capped)).toHaveLength(5);
    expect(finishOf(capped)).toBe('length');
    const overrun = await post(url('overrun'), body('Write 20 words about the sea.', { max_tokens: 5 }), { headers: QUICK });
    expect(textChunks(overrun)).toHaveLength(Math.round(20 * 1.33));
    expect(finishOf(overrun)).toBe('stop');
  });

  it('honours stop sequences, unless the profile ignores them', async () => {
    const stopped = await post(url(), body('Count from 1 to 30', { stop: ' 7' }), { headers: QUICK });
    expect(textOf(stopped)).toBe(' 1 2 3 4 5 6');
    expect(finishOf(stopped)).toBe('stop');
    const ignored = await post(url('ignores-stop'), body('Count from 1 to 30', { stop: [' 7'] }), { headers: QUICK });
    expect(textOf(ignored)).toContain(' 30');
  });

  it('repeats the same text at temperature 0, and only then', async () => {
    const prompt = 'Tell me something about gardens and rivers.';
    const a = await post(url(), body(prompt, { temperature: 0 }), { headers: QUICK });
    const b = await post(url(), body(prompt, { temperature: 0 }), { headers: QUICK });
    const c = await post(url(), body(prompt, { temperature: 1 }), { headers: QUICK });
    expect(textOf(a)).toBe(textOf(b));
    expect(textOf(c)).not.toBe(textOf(a));
  });
});

describe('legacy completions: without streaming, and errors', () => {
  it('answers stream: false with one text_completion', async () => {
    const ex = await post(url(), body(SCRIPTED, { stream: false }), { headers: QUICK });
    expect(ex.status).toBe(200);
    const json = JSON.parse(ex.body) as { object: string; choices: Choice[]; usage: { completion_tokens: number } };
    expect(json.object).toBe('text_completion');
    expect(json.choices).toEqual([{ index: 0, text: ' 42', finish_reason: 'stop', logprobs: null }]);
    expect(json.usage.completion_tokens).toBe(1);
  });

  it('refuses tools and anything but one prompt string', async () => {
    const tools = await post(url(), body(SCRIPTED, { tools: [{ type: 'function', function: { name: 'f' } }] }), { headers: QUICK });
    expect(tools.status).toBe(400);
    expect(errorOf(tools)).toMatchObject({ type: 'invalid_request_error', param: 'tools' });
    expect((await post(url(), body(['a', 'b']), { headers: QUICK })).status).toBe(400);
    expect((await post(url(), { model: 'm', stream: true }, { headers: QUICK })).status).toBe(400);
  });

  it('answers 429 in OpenAI error shape, and breaks off mid-stream with an error object and no [DONE]', async () => {
    const limited = await post(url(), body(SCRIPTED), { headers: quick({ rate429: 1 }) });
    expect(limited.status).toBe(429);
    expect(errorOf(limited)).toMatchObject({ code: 'rate_limit_exceeded' });
    const broken = await post(url(), body('Write 40 words about stone.'), { headers: quick({ midStreamErrorRate: 1 }) });
    expect(broken.status).toBe(200);
    const lastEvent = broken.events[broken.events.length - 1]!;
    expect(lastEvent.json!['error']).toMatchObject({ type: 'server_error', code: 'overloaded' });
    expect(broken.body).not.toContain('[DONE]');
  });
});
