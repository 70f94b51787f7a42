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
  sim = await startSimulator({ seed: 4 });
});

afterAll(async () => {
  await sim.close();
  expect(sim.errors).toEqual([]);
});

function url(profile = 'clean'): string {
  return `${sim.url}/${profile}/v1/responses`;
}

function body(input: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { model: 'test-model', input, stream: true, ...extra };
}

const deltas = (events: Named[], type: string): string[] => events.filter((e) => e.event === type).map((e) => e.data['delta'] as string);
const last = (events: Named[]): Named => events[events.length - 1]!;

interface Usage {
  input_tokens: number;
  input_tokens_details: { cached_tokens: number };
  output_tokens: number;
  output_tokens_details: { reasoning_tokens: number };
  total_tokens: number;
}

function usageOf(events: Named[]): Usage {
  return (last(events).data['response'] as { usage: Usage }).usage;
}

function errorOf(ex: Exchange): { message: string; type: string; code: string; param?: string } {
  return (JSON.parse(ex.body) as { error: { message: string; type: string; code: string; param?: string } }).error;
}

describe('Responses API: the stream', () => {
  it.each(PROFILES)('%s: named events in order, the scripted answer, consistent usage', async (profile) => {
    const ex = await post(url(profile), body(SCRIPTED), { headers: QUICK });
    expect(ex.status).toBe(200);
    expect(ex.headers['content-type']).toBe('text/event-stream');
    const events = named(ex);
    for (const [i, e] of events.entries()) {
      expect(e.data['type']).toBe(e.event);
      expect(e.data['sequence_number']).toBe(i);
    }
    expect(ex.body).not.toContain('[DONE]');
    expect(events.slice(0, 2).map((e) => e.event)).toEqual(['response.created', 'response.in_progress']);
    expect((events[0]!.data['response'] as { status: string; id: string }).status).toBe('in_progress');
    expect(last(events).event).toBe('response.completed');
    const final = last(events).data['response'] as { status: string; id: string; output: { type: string }[] };
    expect(final.status).toBe('completed');
    expect(final.id).toBe((events[0]!.data['response'] as { id: string }).id);

    const reasoning = deltas(events, 'response.reasoning_text.delta');
    const text = deltas(events, 'response.output_text.delta');
    expect(text.join('')).toBe(' 42');
    expect(reasoning).toHaveLength(REASONING[profile]);
    expect(final.output.map((item) => item.type)).toEqual(REASONING[profile] > 0 ? ['reasoning', 'message'] : ['message']);
    const done = events.find((e) => e.event === 'response.output_text.done')!;
    expect(done.data).toMatchObject({ text: ' 42', output_index: REASONING[profile] > 0 ? 1 : 0, content_index: 0 });
    for (const e of events.filter((x) => x.event === 'response.output_text.delta')) {
      expect(e.data).toMatchObject({ item_id: done.data['item_id'], output_index: done.data['output_index'], content_index: 0 });
    }

    const usage = usageOf(events);
    expect(usage.output_tokens).toBe(reasoning.length + text.length);
    expect(usage.output_tokens_details.reasoning_tokens).toBe(reasoning.length);
    expect(usage.input_tokens).toBe(Math.ceil(SCRIPTED.length / 4));
    expect(usage.input_tokens_details.cached_tokens).toBe(0);
    expect(usage.total_tokens).toBe(usage.input_tokens + usage.output_tokens);
    expectDelivery(sim, ex, profile === 'buffered');
    expect(lastRecord(sim).api).toBe('responses');
  });

  it('opens and closes each item around its deltas: reasoning first, then the message', async () => {
    const events = named(await post(url('reasoning-compliant'), body(SCRIPTED), { headers: quick({ reasoningTokens: 2 }) }));
    expect(events.map((e) => e.event)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.reasoning_text.delta',
      'response.reasoning_text.delta',
      'response.reasoning_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.completed',
    ]);
    expect(events[2]!.data['item']).toMatchObject({ type: 'reasoning', status: 'in_progress' });
    expect(events[8]!.data['item']).toMatchObject({ type: 'reasoning', status: 'completed' });
    expect(events[9]!.data['item']).toMatchObject({ type: 'message', role: 'assistant', status: 'in_progress', content: [] });
    expect(events[14]!.data['item']).toMatchObject({ type: 'message', content: [{ type: 'output_text', text: ' 42' }] });
  });

  it('reads input items: instructions, content parts and developer messages', async () => {
    const ex = await post(
      url(),
      body(
        [
          { role: 'developer', content: 'Be brief.' },
          { type: 'message', role: 'user', content: [{ type: 'input_text', text: SCRIPTED }] },
        ],
        {
          instructions: 'You are a calculator.',
        },
      ),
      { headers: QUICK },
    );
    expect(deltas(named(ex), 'response.output_text.delta').join('')).toBe(' 42');
    const prompt = 'You are a calculator.' + 'Be brief.' + SCRIPTED;
    expect(usageOf(named(ex)).input_tokens).toBe(Math.ceil(prompt.length / 4));
  });
});

describe('Responses API: reasoning switches', () => {
  async function reasoningDeltas(profile: string, reasoning: unknown): Promise<number> {
    const events = named(await post(url(profile), body(SCRIPTED, { reasoning }), { headers: QUICK }));
    const count = deltas(events, 'response.reasoning_text.delta').length;
    expect(usageOf(events).output_tokens_details.reasoning_tokens).toBe(count);
    return count;
  }

  it('switches reasoning off with effort "none" where the profile honours it', async () => {
    expect(await reasoningDeltas('reasoning-compliant', { effort: 'none' })).toBe(0);
    expect(await reasoningDeltas('ignores-reasoning-off', { effort: 'none' })).toBe(48);
    // The reasoning profile ignores chat's `reasoning` parameter, and so this one.
    expect(await reasoningDeltas('reasoning', { effort: 'none' })).toBe(48);
  });

  it('reasons less at minimal and low effort, fully at high', async () => {
    expect(await reasoningDeltas('reasoning-compliant', { effort: 'minimal' })).toBe(12);
    expect(await reasoningDeltas('reasoning-compliant', { effort: 'low' })).toBe(24);
    expect(await reasoningDeltas('reasoning-compliant', { effort: 'high' })).toBe(48);
    expect(await reasoningDeltas('ignores-reasoning-off', { effort: 'minimal' })).toBe(48);
  });

  it('names no reasoning item when reasoning is off', async () => {
    const events = named(await post(url('reasoning-compliant'), body(SCRIPTED, { reasoning: { effort: 'none' } }), { headers: QUICK }));
    expect(events.filter((e) => e.event === 'response.output_item.added').map((e) => (e.data['item'] as { type: string }).type)).toEqual([
      'message',
    ]);
  });
});

describe('Responses API: limits and stop', () => {
  it('cuts at max_output_tokens and ends with response.incomplete', async () => {
    const events = named(await post(url(), body('Write 50 words about the sea.', { max_output_tokens: 5 }), { headers: QUICK }));
    expect(deltas(events, 'response.output_text.delta')).toHaveLength(5);
    expect(last(events).event).toBe('response.incomplete');
    const response = last(events).data['response'] as { status: string; incomplete_details: unknown; output: { status: string }[] };
    expect(response.status).toBe('incomplete');
    expect(response.incomplete_details).toEqual({ reason: 'max_output_tokens' });
    expect(response.output[response.output.length - 1]!.status).toBe('incomplete');
    expect(usageOf(events).output_tokens).toBe(5);
  });

  it('counts reasoning against max_output_tokens', async () => {
    const events = named(await post(url('reasoning-compliant'), body(SCRIPTED, { max_output_tokens: 10 }), { headers: QUICK }));
    expect(deltas(events, 'response.reasoning_text.delta')).toHaveLength(10);
    expect(deltas(events, 'response.output_text.delta')).toHaveLength(0);
    expect(last(events).event).toBe('response.incomplete');
  });

  it('lets a profile that ignores max tokens overrun max_output_tokens', async () => {
    const events = named(await post(url('overrun'), body('Write 20 words about the sea.', { max_output_tokens: 5 }), { headers: QUICK }));
    expect(deltas(events, 'response.output_text.delta')).toHaveLength(Math.round(20 * 1.33));
    expect(last(events).event).toBe('response.completed');
  });

  it('rejects stop with a 400 naming the parameter, as OpenAI does', async () => {
    const ex = await post(url(), body(SCRIPTED, { stop: ['\n'] }), { headers: QUICK });
    expect(ex.status).toBe(400);
    expect(errorOf(ex)).toEqual({
      message: "Unknown parameter: 'stop'.",
      type: 'invalid_request_error',
      code: 'unknown_parameter',
      param: 'stop',
    });
    expect(lastRecord(sim).schedule).toBeNull();
  });
});

describe('Responses API: tools', () => {
  const tools = [{ type: 'function', name: 'get_weather', parameters: WEATHER_TOOL_SCHEMA }];

  it('streams a function_call item with its arguments, then answers the function output in words', async () => {
    const events = named(await post(url(), body('What is the weather in Paris?', { tools }), { headers: QUICK }));
    const added = events.find((e) => e.event === 'response.output_item.added')!;
    const item = added.data['item'] as { id: string; type: string; call_id: string; name: string; arguments: string };
    expect(item).toMatchObject({ type: 'function_call', name: 'get_weather', arguments: '', status: 'in_progress' });
    expect(item.call_id).toMatch(/^call_/);
    const pieces = deltas(events, 'response.function_call_arguments.delta');
    expect(pieces.length).toBeGreaterThan(2);
    const args = JSON.parse(pieces.join('')) as Record<string, unknown>;
    expect(Object.keys(args).sort()).toEqual(['city', 'days']);
    const done = events.find((e) => e.event === 'response.function_call_arguments.done')!;
    expect(done.data).toMatchObject({ item_id: item.id, arguments: pieces.join(''), name: 'get_weather' });
    // One token for the name (carried by output_item.added), one per argument piece.
    expect(usageOf(events).output_tokens).toBe(1 + pieces.length);
    expect(deltas(events, 'response.output_text.delta')).toEqual([]);
    const output = (last(events).data['response'] as { output: unknown[] }).output;
    expect(output).toEqual([{ ...item, status: 'completed', arguments: pieces.join('') }]);

    const second = named(
      await post(
        url(),
        body(
          [
            { role: 'user', content: 'What is the weather in Paris?' },
            { type: 'function_call', call_id: item.call_id, name: 'get_weather', arguments: pieces.join('') },
            { type: 'function_call_output', call_id: item.call_id, output: '{"temp": 21}' },
          ],
          { tools },
        ),
        { headers: QUICK },
      ),
    );
    expect(deltas(second, 'response.output_text.delta').length).toBeGreaterThan(0);
    expect(second.some((e) => e.event.startsWith('response.function_call'))).toBe(false);
  });

  it('rejects tools that are not function tools', async () => {
    const ex = await post(url(), body(SCRIPTED, { tools: [{ type: 'web_search' }] }), { headers: QUICK });
    expect(ex.status).toBe(400);
    expect(errorOf(ex).param).toBe('tools');
  });
});

describe('Responses API: without streaming, and errors', () => {
  it('answers stream: false with the final response object', async () => {
    const ex = await post(url('reasoning-compliant'), body(SCRIPTED, { stream: false }), { headers: QUICK });
    expect(ex.status).toBe(200);
    expect(ex.headers['content-type']).toBe('application/json');
    const json = JSON.parse(ex.body) as {
      object: string;
      status: string;
      output: { type: string; content: { text: string }[] }[];
      usage: Usage;
    };
    expect(json).toMatchObject({ object: 'response', status: 'completed', model: 'test-model' });
    expect(json.output.map((o) => o.type)).toEqual(['reasoning', 'message']);
    expect(json.output[1]!.content[0]!.text).toBe(' 42');
    expect(json.usage).toMatchObject({ output_tokens: 49, output_tokens_details: { reasoning_tokens: 48 } });
  });

  it('answers 429 and 500 in OpenAI error shape', async () => {
    const limited = await post(url(), body(SCRIPTED), { headers: quick({ rate429: 1 }) });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(errorOf(limited)).toMatchObject({ type: 'requests', code: 'rate_limit_exceeded' });
    const failed = await post(url(), body(SCRIPTED), { headers: quick({ errorRate: 1 }) });
    expect(failed.status).toBe(500);
    expect(errorOf(failed)).toMatchObject({ type: 'server_error' });
  });

  it('breaks off mid-stream with an error event and response.failed', async () => {
    const ex = await post(url(), body('Write 40 words about stone.'), { headers: quick({ midStreamErrorRate: 1 }) });
    expect(ex.status).toBe(200);
    const events = named(ex);
    expect(events.slice(-2).map((e) => e.event)).toEqual(['error', 'response.failed']);
    expect(events[events.length - 2]!.data).toMatchObject({ type: 'error', code: 'server_error' });
    const response = last(events).data['response'] as { status: string; error: { code: string } };
    expect(response.status).toBe('failed');
    expect(response.error.code).toBe('server_error');
    expect(events.some((e) => e.event === 'response.completed')).toBe(false);
    expect(lastRecord(sim).schedule!.outcome).toBe('stream_error');
    expect(usageOf(events).output_tokens).toBe(deltas(events, 'response.output_text.delta').length);

    const whole = await post(url(), body('Write 40 words about stone.', { stream: false }), { headers: quick({ midStreamErrorRate: 1 }) });
    expect(whole.status).toBe(503);
    expect(errorOf(whole)).toMatchObject({ type: 'server_error', code: 'overloaded' });
  });

  it('rejects a missing input and a bad x-sim header with 400s', async () => {
    const missing = await post(url(), { model: 'm', stream: true }, { headers: QUICK });
    expect(missing.status).toBe(400);
    expect(errorOf(missing)).toMatchObject({ param: 'input' });
    const bad = await post(url(), body(SCRIPTED), { headers: { 'x-sim': '{"ttftMs":"soon"}' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toMatchObject({ type: 'invalid_request_error', code: 'invalid_x_sim' });
  });
});
