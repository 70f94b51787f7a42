/** Every API is served by the same engine: same schedule, same profile knobs; only the framing differs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../src/stats/rng.js';
import { composeAnswer } from '../../src/sim/answer.js';
import { SIM_APIS, type SimApiId } from '../../src/sim/apis/index.js';
import { generateScript, type ResponseScript } from '../../src/sim/generate.js';
import { applyOverrides } from '../../src/sim/profiles/overrides.js';
import { PROFILES as SETTINGS } from '../../src/sim/profiles/profiles.js';
import { parseChatRequest } from '../../src/sim/request.js';
import { ROUTE_LIST, startSimulator, type Simulator } from '../../src/sim/server.js';
import { get, post, type Exchange } from './client.js';
import { lastRecord, QUICK, quick } from './api-helpers.js';

const API_IDS = Object.keys(SIM_APIS) as SimApiId[];

/** The path after `/<profile>/` of a request (Gemini's names the model, and its method says whether it streams). */
const routeOf = (api: SimApiId, stream = true): string =>
  SIM_APIS[api].route.replace('{model}', 'm').replace(':streamGenerateContent', stream ? ':streamGenerateContent' : ':generateContent');

/** The same question, with the same limit, in each API's body. */
function bodyFor(api: SimApiId, prompt: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  switch (api) {
    case 'chat-completions':
      return { model: 'm', messages: [{ role: 'user', content: prompt }], max_tokens: 1000, stream: true, ...extra };
    case 'responses':
      return { model: 'm', input: prompt, max_output_tokens: 1000, stream: true, ...extra };
    case 'anthropic-messages':
      return { model: 'm', messages: [{ role: 'user', content: prompt }], max_tokens: 1000, stream: true, ...extra };
    case 'completions':
      return { model: 'm', prompt, max_tokens: 1000, stream: true, ...extra };
    case 'gemini':
      return { contents: [{ role: 'user', parts: [{ text: prompt }] }], generationConfig: { maxOutputTokens: 1000 }, ...extra };
  }
}

function scriptFor(api: SimApiId, profile: string, prompt: string, seed: number): ResponseScript {
  const request = SIM_APIS[api].parse(bodyFor(api, prompt), { model: 'm', method: 'streamGenerateContent' }).request;
  return generateScript({ settings: SETTINGS[profile]!, request, cacheHit: false, seed });
}

describe('one engine for every API: the script', () => {
  const PROMPT = 'Write 30 words about rivers and the valleys they carve.';

  it.each(['clean', 'stalls', 'gateway', 'slow', 'buffered', 'flaky'])(
    '%s: the same script from every API for the same seed and prompt',
    (profile) => {
      for (let seed = 1; seed <= 20; seed++) {
        const chat = scriptFor('chat-completions', profile, PROMPT, seed);
        for (const api of API_IDS) expect(scriptFor(api, profile, PROMPT, seed), `${api}, seed ${seed}`).toEqual(chat);
      }
    },
  );

  it('with reasoning: the same script on the APIs that reason, the same TTFT on legacy completions (which does not)', () => {
    for (const profile of ['reasoning-compliant', 'ignores-reasoning-off']) {
      for (let seed = 1; seed <= 10; seed++) {
        const chat = scriptFor('chat-completions', profile, PROMPT, seed);
        expect(chat.usage.reasoningTokens).toBe(48);
        expect(scriptFor('responses', profile, PROMPT, seed)).toEqual(chat);
        expect(scriptFor('anthropic-messages', profile, PROMPT, seed)).toEqual(chat);
        const legacy = scriptFor('completions', profile, PROMPT, seed);
        expect(legacy.usage.reasoningTokens).toBe(0);
        expect(legacy.tokens[0]!.atMs).toBe(chat.tokens[0]!.atMs);
        expect(legacy.headersAtMs).toBe(chat.headersAtMs);
      }
    }
  });

  it('maps each API’s reasoning-off spelling onto the same knob', () => {
    const scripts = (profile: string): number[] =>
      (
        [
          ['chat-completions', { reasoning_effort: 'none' }],
          ['responses', { reasoning: { effort: 'none' } }],
          ['anthropic-messages', { thinking: { type: 'disabled' } }],
        ] as const
      ).map(([api, off]) => {
        const request = SIM_APIS[api].parse(bodyFor(api, PROMPT, off)).request;
        return generateScript({ settings: SETTINGS[profile]!, request, cacheHit: false, seed: 3 }).usage.reasoningTokens;
      });
    expect(scripts('reasoning-compliant')).toEqual([0, 0, 0]);
    expect(scripts('ignores-reasoning-off')).toEqual([48, 48, 48]);
    // Honours reasoning_effort and thinking, ignores `reasoning` (and so Responses' reasoning.effort).
    expect(scripts('reasoning')).toEqual([0, 48, 0]);
  });
});

describe('one engine for every API: live', () => {
  const sims: Simulator[] = [];
  afterAll(async () => {
    for (const sim of sims) {
      await sim.close();
      expect(sim.errors).toEqual([]);
    }
  });

  it('schedules the same TTFT, token count and end for the same seed and prompt on every API', async () => {
    const headers = { 'x-sim': JSON.stringify({ ttftMs: 5, tokensPerSecond: 3000, stallProbability: 0.1, stallMs: 2 }) };
    const schedules = [];
    for (const api of API_IDS) {
      const sim = await startSimulator({ seed: 9 });
      sims.push(sim);
      const ex = await post(`${sim.url}/clean/${routeOf(api)}`, bodyFor(api, 'Write 20 words about rivers.'), { headers });
      expect(ex.status).toBe(200);
      expect(lastRecord(sim).api).toBe(api);
      schedules.push(lastRecord(sim).schedule);
    }
    expect(schedules[0]).toMatchObject({ outcome: 'ok', tokens: Math.round(20 * 1.33) });
    expect(schedules[0]!.firstTokenMs).toBeGreaterThan(0);
    for (const schedule of schedules) expect(schedule).toEqual(schedules[0]);
  });
});

describe('the routes', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ seed: 2 });
  });
  afterAll(async () => {
    await sim.close();
    expect(sim.errors).toEqual([]);
  });

  it('has one table entry per API id, each on its own route', () => {
    expect(API_IDS).toEqual(['chat-completions', 'responses', 'anthropic-messages', 'completions', 'gemini']);
    for (const id of API_IDS) expect(SIM_APIS[id].id).toBe(id);
    expect(ROUTE_LIST).toEqual([
      'POST /<profile>/v1/chat/completions',
      'POST /<profile>/v1/responses',
      'POST /<profile>/v1/messages',
      'POST /<profile>/v1/completions',
      'POST /<profile>/v1beta/models/{model}:streamGenerateContent',
      'GET /<profile>/v1/models',
    ]);
  });

  it('names the routes on /health and in the 404 of an unknown path, and records which API was called', async () => {
    const health = await get(`${sim.url}/health`);
    expect((JSON.parse(health.body) as { routes: string[] }).routes).toEqual([...ROUTE_LIST]);
    expect(lastRecord(sim).api).toBeNull();
    const missing = await post(`${sim.url}/clean/v1/embeddings`, { input: 'x' });
    expect(missing.status).toBe(404);
    for (const route of ROUTE_LIST) expect(missing.body).toContain(route);
    expect(lastRecord(sim).api).toBeNull();
    for (const api of API_IDS) {
      await post(`${sim.url}/fast/${routeOf(api)}`, bodyFor(api, 'Hi'), { headers: QUICK });
      expect(lastRecord(sim)).toMatchObject({ api, profile: 'fast' });
    }
  });

  it('answers a wrong method in the API’s own error shape', async () => {
    const messages = await get(`${sim.url}/clean/v1/messages`);
    expect(messages.status).toBe(405);
    expect(JSON.parse(messages.body)).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    const responses = await get(`${sim.url}/clean/v1/responses`);
    expect(responses.status).toBe(405);
    expect(JSON.parse(responses.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('applies x-sim overrides on every API', async () => {
    for (const api of API_IDS) {
      const ex = await post(`${sim.url}/clean/${routeOf(api)}`, bodyFor(api, 'Write 50 words.'), {
        headers: quick({ outputTokens: 7 }),
      });
      expect(ex.status).toBe(200);
      expect(lastRecord(sim).schedule!.tokens).toBe(7);
    }
  });

  it('coalesces every API’s events behind a proxy buffer', async () => {
    for (const api of API_IDS) {
      const ex = await post(`${sim.url}/coalesced/${routeOf(api)}`, bodyFor(api, 'Write 200 words.'), {
        headers: quick({ chunkBytes: 2048 }),
      });
      const record = lastRecord(sim);
      expect(record.writes).toBe(Math.ceil(Buffer.byteLength(ex.body) / 2048));
      expect(record.writes).toBeLessThan(ex.events.length);
    }
  });

  it('shares the prefix cache across APIs: the prompt text is the key', async () => {
    const prompt = 'A prompt shared across APIs, long enough to be keyed by the prefix cache of the engine.';
    const headers = { 'x-sim': JSON.stringify({ ttftMs: 1, warmTtftMs: 1, tokensPerSecond: 5000 }) };
    const hits: boolean[] = [];
    for (const api of API_IDS) {
      await post(`${sim.url}/slow/${routeOf(api)}`, bodyFor(api, prompt), { headers });
      hits.push(lastRecord(sim).cacheHit);
    }
    expect(hits).toEqual([false, true, true, true, true]);
  });

  it('holds the strict profile to each API’s own parameters', async () => {
    const strict = async (api: SimApiId, extra: Record<string, unknown>): Promise<Exchange> =>
      post(`${sim.url}/strict/${routeOf(api)}`, bodyFor(api, 'What is 2+2?', extra), { headers: QUICK });
    expect((await strict('responses', { reasoning: { effort: 'none' } })).status).toBe(200);
    const chatOnly = await strict('responses', { reasoning_effort: 'none' });
    expect(chatOnly.status).toBe(400);
    expect(chatOnly.body).toContain('reasoning_effort');
    expect((await strict('anthropic-messages', { thinking: { type: 'disabled' } })).status).toBe(200);
    expect(JSON.parse((await strict('anthropic-messages', { reasoning_effort: 'none' })).body)).toMatchObject({
      type: 'error',
      error: { type: 'invalid_request_error' },
    });
    expect((await strict('completions', { echo: false })).status).toBe(200);
    expect((await strict('completions', { messages: [] })).status).toBe(400);
  });

  it('repeats the same answer at temperature 0 on every API', async () => {
    for (const api of API_IDS) {
      const fields = api === 'gemini' ? { generationConfig: { temperature: 0 } } : { temperature: 0, stream: false };
      const body = bodyFor(api, 'Tell me about gardens in the morning light.', fields);
      const a = await post(`${sim.url}/clean/${routeOf(api, false)}`, body, { headers: QUICK });
      const b = await post(`${sim.url}/clean/${routeOf(api, false)}`, body, { headers: QUICK });
      const usage = (text: string): unknown =>
        (JSON.parse(text) as { usage?: unknown; usageMetadata?: unknown }).usage ?? JSON.parse(text).usageMetadata;
      expect(usage(a.body), api).toEqual(usage(b.body));
      // Ids count requests and `created` is the wall clock in seconds (two requests may straddle a second): neither is the answer.
      const answer = (text: string): string => text.replace(/sim[-_]\d+/g, '').replace(/"created(_at)?":\d+/g, '"created":0');
      expect(answer(a.body), api).toBe(answer(b.body));
    }
  });

  it('breaks a chat stream off with an error object and no [DONE]', async () => {
    const ex = await post(`${sim.url}/clean/v1/chat/completions`, bodyFor('chat-completions', 'Write 40 words.'), {
      headers: quick({ midStreamErrorRate: 1 }),
    });
    expect(ex.status).toBe(200);
    expect(ex.events[ex.events.length - 1]!.json).toEqual({
      error: { message: expect.stringContaining('overloaded') as unknown, type: 'server_error', code: 'overloaded' },
    });
    expect(ex.body).not.toContain('[DONE]');
    const whole = await post(`${sim.url}/clean/v1/chat/completions`, bodyFor('chat-completions', 'Write 40 words.', { stream: false }), {
      headers: quick({ midStreamErrorRate: 1 }),
    });
    expect(whole.status).toBe(503);
  });
});

describe('the engine’s account of a break and a stop', () => {
  const request = parseChatRequest({ messages: [{ role: 'user', content: 'Write 40 words about stone.' }] });
  const settings = (overrides: Record<string, unknown>) => applyOverrides(SETTINGS['clean']!, overrides);

  it('breaks a stream where a token was due, after the same tokens the whole answer starts with', () => {
    let empty = 0;
    for (let seed = 0; seed < 40; seed++) {
      const whole = generateScript({ settings: settings({}), request, cacheHit: false, seed });
      const broken = generateScript({ settings: settings({ midStreamErrorRate: 1 }), request, cacheHit: false, seed });
      expect(broken.outcome).toBe('stream_error');
      expect(whole.tokens.slice(0, broken.tokens.length)).toEqual(broken.tokens);
      expect(broken.tokens.length).toBeLessThan(whole.tokens.length);
      expect(broken.endMs).toBe(whole.tokens[broken.tokens.length]!.atMs);
      expect(broken.usage.completionTokens).toBe(broken.tokens.length);
      if (broken.tokens.length === 0) empty++;
    }
    expect(empty).toBeLessThan(10);
  });

  it('names the stop sequence that cut the answer: the earliest in the text', () => {
    const count = (stop: string[]) =>
      composeAnswer(
        parseChatRequest({ messages: [{ role: 'user', content: 'Count from 1 to 20' }], stop }),
        SETTINGS['clean']!,
        createRng(1),
      );
    expect(count([' 9', ' 4'])).toMatchObject({ finishReason: 'stop', stopSequence: ' 4' });
    expect(count(['nothing'])).toMatchObject({ finishReason: 'stop', stopSequence: null });
    const capped = composeAnswer(
      parseChatRequest({ messages: [{ role: 'user', content: 'Count from 1 to 20' }], stop: [' 9'], max_tokens: 3 }),
      SETTINGS['clean']!,
      createRng(1),
    );
    expect(capped).toMatchObject({ finishReason: 'length', stopSequence: null });
  });
});
