import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { post, type Exchange } from './client.js';
import {
  expectDelivery,
  lastRecord,
  named,
  PROFILES,
  QUICK,
  quick,
  REASONING,
  SCRIPTED,
  WEATHER_TOOL_SCHEMA,
  type Named,
} from './api-helpers.js';

let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 5 });
});

afterAll(async () => {
  await sim.close();
  expect(sim.errors).toEqual([]);
});

const HEADERS = { 'x-api-key': 'sk-ant-test', 'anthropic-version': '2023-06-01' };

function url(profile = 'clean'): string {
  return `${sim.url}/${profile}/v1/messages`;
}

function body(content: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { model: 'test-model', max_tokens: 1024, messages: [{ role: 'user', content }], stream: true, ...extra };
}

function send(profile: string, payload: Record<string, unknown>, headers: Record<string, string> = QUICK): Promise<Exchange> {
  return post(url(profile), payload, { headers: { ...HEADERS, ...headers } });
}

interface Delta {
  type: string;
  text?: string;
  thinking?: string;
  partial_json?: string;
  signature?: string;
}

const deltasOf = (events: Named[], type: string): Delta[] =>
  events
    .filter((e) => e.event === 'content_block_delta')
    .map((e) => e.data['delta'] as Delta)
    .filter((d) => d.type === type);
const textOf = (events: Named[]): string =>
  deltasOf(events, 'text_delta')
    .map((d) => d.text)
    .join('');
const messageDelta = (
  events: Named[],
): { delta: { stop_reason: string; stop_sequence: string | null }; usage: { output_tokens: number } } =>
  events.find((e) => e.event === 'message_delta')!.data as never;

function errorOf(ex: Exchange): { type: string; error: { type: string; message: string } } {
  return JSON.parse(ex.body) as { type: string; error: { type: string; message: string } };
}

describe('Anthropic Messages: the stream', () => {
  it.each(PROFILES)('%s: named events in order, the scripted answer, consistent usage', async (profile) => {
    const ex = await send(profile, body(SCRIPTED));
    expect(ex.status).toBe(200);
    expect(ex.headers['content-type']).toBe('text/event-stream');
    const events = named(ex);
    for (const e of events) expect(e.data['type']).toBe(e.event);
    expect(events.slice(0, 2).map((e) => e.event)).toEqual(['message_start', 'ping']);
    expect(events.slice(-2).map((e) => e.event)).toEqual(['message_delta', 'message_stop']);
    const start = events[0]!.data['message'] as { id: string; role: string; content: unknown[]; usage: Record<string, number> };
    expect(start).toMatchObject({ type: 'message', role: 'assistant', model: 'test-model', content: [], stop_reason: null });
    expect(start.usage).toEqual({
      input_tokens: Math.ceil(SCRIPTED.length / 4),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: 1,
    });

    const thinking = deltasOf(events, 'thinking_delta');
    const text = deltasOf(events, 'text_delta');
    expect(textOf(events)).toBe(' 42');
    expect(thinking).toHaveLength(REASONING[profile]);
    const blocks = events.filter((e) => e.event === 'content_block_start').map((e) => (e.data['content_block'] as { type: string }).type);
    expect(blocks).toEqual(REASONING[profile] > 0 ? ['thinking', 'text'] : ['text']);
    expect(messageDelta(events)).toEqual({
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: thinking.length + text.length },
    });
    expectDelivery(sim, ex, profile === 'buffered');
    expect(lastRecord(sim)).toMatchObject({ api: 'anthropic-messages', path: `/${profile}/v1/messages` });
    expect(lastRecord(sim).headers['anthropic-version']).toBe('2023-06-01');
  });

  it('opens each block with its first token and closes it when the next starts; a signature ends the thinking', async () => {
    const events = named(await send('reasoning-compliant', body(SCRIPTED), quick({ reasoningTokens: 2 })));
    const summary = events.map((e) =>
      e.event === 'content_block_delta' ? `${e.data['index'] as number}:${(e.data['delta'] as Delta).type}` : e.event,
    );
    expect(summary).toEqual([
      'message_start',
      'ping',
      'content_block_start',
      '0:thinking_delta',
      '0:thinking_delta',
      '0:signature_delta',
      'content_block_stop',
      'content_block_start',
      '1:text_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(events[2]!.data).toEqual({ type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '' } });
    expect(events[7]!.data).toEqual({ type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } });
    expect(deltasOf(events, 'signature_delta')[0]!.signature!.length).toBeGreaterThan(10);
  });

  it('reads a system prompt and content blocks, and reports a cached prompt apart from input_tokens', async () => {
    const system = 'You are a careful calculator who answers with one number. '.repeat(4);
    const payload = body([{ type: 'text', text: SCRIPTED }], { system: [{ type: 'text', text: system }] });
    // Realistic timing settings, but the prefix cache on.
    const headers = { 'x-sim': JSON.stringify({ ttftMs: 1, warmTtftMs: 1, tokensPerSecond: 5000, coldPrefillMsPer1kChars: 0 }) };
    const cold = named(await send('clean', payload, headers));
    const warm = named(await send('clean', payload, headers));
    const promptTokens = Math.ceil((system + SCRIPTED).length / 4);
    expect(textOf(cold)).toBe(' 42');
    expect((cold[0]!.data['message'] as { usage: unknown }).usage).toMatchObject({
      input_tokens: promptTokens,
      cache_read_input_tokens: 0,
    });
    expect((warm[0]!.data['message'] as { usage: unknown }).usage).toMatchObject({
      input_tokens: 0,
      cache_read_input_tokens: promptTokens,
    });
    expect(lastRecord(sim).cacheHit).toBe(true);
  });
});

describe('Anthropic Messages: thinking', () => {
  async function thinkingDeltas(profile: string, thinking: unknown): Promise<number> {
    const events = named(await send(profile, body(SCRIPTED, thinking === undefined ? {} : { thinking })));
    return deltasOf(events, 'thinking_delta').length;
  }

  it('thinks first unless thinking is disabled and the profile honours that', async () => {
    expect(await thinkingDeltas('reasoning-compliant', undefined)).toBe(48);
    expect(await thinkingDeltas('reasoning-compliant', { type: 'enabled', budget_tokens: 2048 })).toBe(48);
    expect(await thinkingDeltas('reasoning-compliant', { type: 'disabled' })).toBe(0);
    expect(await thinkingDeltas('ignores-reasoning-off', { type: 'disabled' })).toBe(48);
    // The reasoning profile honours chat's `thinking` parameter, and so this one.
    expect(await thinkingDeltas('reasoning', { type: 'disabled' })).toBe(0);
  });

  it('rejects a malformed thinking parameter', async () => {
    const ex = await send('clean', body(SCRIPTED, { thinking: { type: 'sometimes' } }));
    expect(ex.status).toBe(400);
    expect(errorOf(ex).error.type).toBe('invalid_request_error');
  });
});

describe('Anthropic Messages: limits and stop sequences', () => {
  it('requires max_tokens', async () => {
    const { max_tokens: _omitted, ...rest } = body(SCRIPTED);
    const ex = await send('clean', rest);
    expect(ex.status).toBe(400);
    expect(errorOf(ex)).toEqual({ type: 'error', error: { type: 'invalid_request_error', message: 'max_tokens: Field required' } });
  });

  it('cuts at max_tokens with stop_reason max_tokens', async () => {
    const events = named(await send('clean', body('Write 50 words about the sea.', { max_tokens: 5 })));
    expect(deltasOf(events, 'text_delta')).toHaveLength(5);
    expect(messageDelta(events).delta.stop_reason).toBe('max_tokens');
    expect(messageDelta(events).usage.output_tokens).toBe(5);
  });

  it('stops at a stop sequence and names it', async () => {
    const events = named(await send('clean', body('Count from 1 to 30', { stop_sequences: ['STOP', ' 7'] })));
    expect(textOf(events)).toBe(' 1 2 3 4 5 6');
    expect(messageDelta(events).delta).toEqual({ stop_reason: 'stop_sequence', stop_sequence: ' 7' });
    const ignored = named(await send('ignores-stop', body('Count from 1 to 30', { stop_sequences: [' 7'] })));
    expect(textOf(ignored)).toContain(' 30');
    expect(messageDelta(ignored).delta).toEqual({ stop_reason: 'end_turn', stop_sequence: null });
  });
});

describe('Anthropic Messages: tools', () => {
  const tools = [{ name: 'get_weather', description: 'Weather by city', input_schema: WEATHER_TOOL_SCHEMA }];

  it('streams a tool_use block with input_json_delta, then answers a tool_result in words', async () => {
    const events = named(await send('clean', body('What is the weather in Paris?', { tools })));
    const start = events.find((e) => e.event === 'content_block_start')!.data['content_block'] as {
      type: string;
      id: string;
      name: string;
    };
    expect(start).toMatchObject({ type: 'tool_use', name: 'get_weather', input: {} });
    expect(start.id).toMatch(/^toolu_/);
    const pieces = deltasOf(events, 'input_json_delta').map((d) => d.partial_json!);
    expect(pieces.length).toBeGreaterThan(2);
    const input = JSON.parse(pieces.join('')) as Record<string, unknown>;
    expect(Object.keys(input).sort()).toEqual(['city', 'days']);
    expect(messageDelta(events).delta.stop_reason).toBe('tool_use');
    expect(messageDelta(events).usage.output_tokens).toBe(1 + pieces.length);

    const second = named(
      await send('clean', {
        model: 'test-model',
        max_tokens: 1024,
        stream: true,
        tools,
        messages: [
          { role: 'user', content: 'What is the weather in Paris?' },
          { role: 'assistant', content: [{ type: 'tool_use', id: start.id, name: 'get_weather', input }] },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: start.id, content: '{"temp": 21}' }] },
        ],
      }),
    );
    expect(textOf(second).length).toBeGreaterThan(0);
    expect(deltasOf(second, 'input_json_delta')).toEqual([]);
    expect(messageDelta(second).delta.stop_reason).toBe('end_turn');
  });
});

describe('Anthropic Messages: without streaming, and errors', () => {
  it('answers stream: false with one message', async () => {
    const ex = await send('reasoning-compliant', body(SCRIPTED, { stream: false }));
    expect(ex.status).toBe(200);
    const json = JSON.parse(ex.body) as {
      content: { type: string; text?: string; thinking?: string; signature?: string }[];
      usage: unknown;
    };
    expect(json).toMatchObject({ type: 'message', role: 'assistant', stop_reason: 'end_turn', stop_sequence: null });
    expect(json.content.map((b) => b.type)).toEqual(['thinking', 'text']);
    expect(json.content[0]!.thinking!.split(' ').filter(Boolean)).toHaveLength(48);
    expect(json.content[0]!.signature).toBeTruthy();
    expect(json.content[1]!.text).toBe(' 42');
    expect(json.usage).toEqual({ input_tokens: 4, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 49 });
  });

  it('answers 429, 500 and an unknown profile in Anthropic error shape', async () => {
    const limited = await send('clean', body(SCRIPTED), quick({ rate429: 1 }));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(errorOf(limited).type).toBe('error');
    expect(errorOf(limited).error.type).toBe('rate_limit_error');
    const failed = await send('clean', body(SCRIPTED), quick({ errorRate: 1 }));
    expect(failed.status).toBe(500);
    expect(errorOf(failed).error.type).toBe('api_error');
    const unknown = await send('no-such-profile', body(SCRIPTED));
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).error.type).toBe('not_found_error');
    expect(errorOf(unknown).error.message).toContain('reasoning-compliant');
    const badHeader = await send('clean', body(SCRIPTED), { 'x-sim': '{"speed":1}' });
    expect(badHeader.status).toBe(400);
    expect(errorOf(badHeader).error).toMatchObject({ type: 'invalid_request_error' });
  });

  it('breaks off mid-stream with an overloaded_error event, and answers 529 without streaming', async () => {
    const ex = await send('clean', body('Write 40 words about stone.'), quick({ midStreamErrorRate: 1 }));
    expect(ex.status).toBe(200);
    const events = named(ex);
    expect(events[events.length - 1]!.data).toMatchObject({ type: 'error', error: { type: 'overloaded_error' } });
    expect(events.some((e) => e.event === 'message_stop' || e.event === 'message_delta')).toBe(false);
    const whole = await send('clean', body('Write 40 words about stone.', { stream: false }), quick({ midStreamErrorRate: 1 }));
    expect(whole.status).toBe(529);
    expect(errorOf(whole).error.type).toBe('overloaded_error');
  });
});
