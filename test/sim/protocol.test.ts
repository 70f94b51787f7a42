import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import {
  contentText,
  deltaOf,
  exact,
  finishReasonOf,
  get,
  post,
  reasoningText,
  tokenEvents,
  usageOf,
  userMessage,
  type Exchange,
} from './client.js';

/** Fast and exact, so protocol tests do not wait on realistic timings. */
const QUICK = exact({ ttftMs: 1, tokensPerSecond: 5000 });

let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 3 });
});

afterAll(async () => {
  await sim.close();
  expect(sim.errors).toEqual([]);
});

function chatUrl(profile = 'clean'): string {
  return `${sim.url}/${profile}/v1/chat/completions`;
}

function body(prompt: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { model: 'test-model', messages: userMessage(prompt), stream: true, ...extra };
}

function errorOf(ex: Exchange): { message: string; type: string; code: string } {
  return (JSON.parse(ex.body) as { error: { message: string; type: string; code: string } }).error;
}

describe('streaming wire format', () => {
  it('sends role, one event per token, finish, usage when asked, then [DONE]', async () => {
    const ex = await post(
      chatUrl(),
      body('Tell me about rivers and how they shape valleys over time.', {
        stream_options: { include_usage: true },
      }),
      { headers: exact({ ttftMs: 1, tokensPerSecond: 5000, outputTokens: 12 }) },
    );
    expect(ex.status).toBe(200);
    expect(ex.headers['content-type']).toBe('text/event-stream');
    expect(ex.headers['cache-control']).toBe('no-cache');
    expect(ex.headers['transfer-encoding']).toBe('chunked');

    const data = ex.events.map((e) => e.data);
    expect(data[data.length - 1]).toBe('[DONE]');
    const chunks = ex.events.slice(0, -1).map((e) => e.json!);
    for (const c of chunks) {
      expect(c['object']).toBe('chat.completion.chunk');
      expect(c['model']).toBe('test-model');
      expect(c['id']).toBe(chunks[0]!['id']);
      expect(typeof c['created']).toBe('number');
    }
    expect(chunks[0]!['choices']).toEqual([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);

    const tokens = tokenEvents(ex);
    expect(tokens).toHaveLength(12);
    for (const t of tokens) expect(deltaOf(t)!.content).toMatch(/^ [a-z]+$/);

    const finish = ex.events[ex.events.length - 3]!;
    expect(deltaOf(finish)).toEqual({});
    expect(finishReasonOf(finish)).toBe('stop');

    const usageEvent = ex.events[ex.events.length - 2]!;
    expect(usageEvent.json!['choices']).toEqual([]);
    expect(usageOf(ex)).toEqual({
      prompt_tokens: Math.ceil('Tell me about rivers and how they shape valleys over time.'.length / 4),
      completion_tokens: 12,
      total_tokens: Math.ceil('Tell me about rivers and how they shape valleys over time.'.length / 4) + 12,
      completion_tokens_details: { reasoning_tokens: 0 },
      prompt_tokens_details: { cached_tokens: 0 },
    });
    // Exact SSE framing: every event is `data: <json>\n\n`.
    expect(
      ex.body
        .split('\n\n')
        .filter(Boolean)
        .every((frame) => frame.startsWith('data: ')),
    ).toBe(true);
  });

  it('omits the usage event unless stream_options.include_usage is true', async () => {
    const ex = await post(chatUrl(), body('Hello there', { stream_options: { include_usage: false } }), { headers: QUICK });
    expect(usageOf(ex)).toBeNull();
    expect(finishReasonOf(ex.events[ex.events.length - 2]!)).toBe('stop');
    expect(ex.events[ex.events.length - 1]!.data).toBe('[DONE]');
  });

  it('caps at max_tokens with finish_reason "length"', async () => {
    const ex = await post(chatUrl(), body('Write 300 words about the sea.', { max_tokens: 7 }), { headers: QUICK });
    expect(tokenEvents(ex)).toHaveLength(7);
    expect(finishReasonOf(ex.events[ex.events.length - 2]!)).toBe('length');
  });

  it('sizes the answer from the prompt when outputTokens is null', async () => {
    const short = await post(chatUrl(), body('Hi'), { headers: QUICK });
    expect(tokenEvents(short).length).toBeGreaterThanOrEqual(8);
    expect(tokenEvents(short).length).toBeLessThanOrEqual(16);
    const words = await post(chatUrl(), body('Write a 30-word note.'), { headers: QUICK });
    expect(tokenEvents(words)).toHaveLength(Math.round(30 * 1.33));
  });

  it('answers stream: false with one chat.completion carrying the same kind of answer', async () => {
    const ex = await post(chatUrl('reasoning'), body('Say something brief', { stream: false, max_tokens: 60 }), { headers: QUICK });
    expect(ex.status).toBe(200);
    expect(ex.headers['content-type']).toBe('application/json');
    const json = JSON.parse(ex.body) as {
      object: string;
      choices: { message: { role: string; content: string; reasoning_content: string }; finish_reason: string }[];
      usage: { completion_tokens: number; completion_tokens_details: { reasoning_tokens: number } };
    };
    expect(json.object).toBe('chat.completion');
    expect(json.choices[0]!.message.role).toBe('assistant');
    expect(json.choices[0]!.message.reasoning_content.split(' ').filter(Boolean)).toHaveLength(48);
    expect(json.usage.completion_tokens_details.reasoning_tokens).toBe(48);
    const contentWords = json.choices[0]!.message.content.split(' ').filter(Boolean).length;
    expect(json.usage.completion_tokens).toBe(48 + contentWords);
  });
});

describe('reasoning profile', () => {
  async function reasoningTokens(extra: Record<string, unknown>): Promise<{ events: number; usage: number; first: string }> {
    const ex = await post(
      chatUrl('reasoning'),
      body('Think about this question carefully.', { stream_options: { include_usage: true }, ...extra }),
      {
        headers: QUICK,
      },
    );
    const reasoningEvents = tokenEvents(ex).filter((e) => (deltaOf(e)!.reasoning_content ?? '') !== '');
    const first = tokenEvents(ex)[0]!;
    return {
      events: reasoningEvents.length,
      usage: usageOf(ex)!.completion_tokens_details.reasoning_tokens,
      first: deltaOf(first)!.reasoning_content !== undefined ? 'reasoning' : 'content',
    };
  }

  it('reasons first by default', async () => {
    expect(await reasoningTokens({})).toEqual({ events: 48, usage: 48, first: 'reasoning' });
  });

  it.each([[{ reasoning_effort: 'none' }], [{ thinking: { type: 'disabled' } }], [{ chat_template_kwargs: { enable_thinking: false } }]])(
    'honours %j',
    async (params) => {
      expect(await reasoningTokens(params)).toEqual({ events: 0, usage: 0, first: 'content' });
    },
  );

  it.each([[{ enable_thinking: false }], [{ reasoning: { enabled: false } }]])('silently ignores %j', async (params) => {
    expect((await reasoningTokens(params)).events).toBe(48);
  });

  it('reasons less at minimal and low effort', async () => {
    const minimal = await reasoningTokens({ reasoning_effort: 'minimal' });
    const low = await reasoningTokens({ reasoning_effort: 'low' });
    expect(minimal.events).toBeGreaterThan(0);
    expect(minimal.events).toBeLessThan(low.events);
    expect(low.events).toBeLessThan(48);
  });
});

describe('tool calls', () => {
  const tools = [
    {
      type: 'function',
      function: {
        name: 'lookup_order',
        parameters: { type: 'object', properties: { order_id: { type: 'string' }, include_items: { type: 'boolean' } } },
      },
    },
  ];

  it('streams one tool call, then answers the tool result with content', async () => {
    const first = await post(chatUrl(), body('Where is my order?', { tools }), { headers: QUICK });
    const deltas = tokenEvents(first).map((e) => deltaOf(e)!.tool_calls![0]!);
    expect(deltas[0]!.id).toMatch(/^call_/);
    expect(deltas[0]!.type).toBe('function');
    expect(deltas[0]!.function!.name).toBe('lookup_order');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.every((d) => d.index === 0)).toBe(true);
    const args = JSON.parse(deltas.map((d) => d.function!.arguments ?? '').join('')) as Record<string, unknown>;
    expect(Object.keys(args).sort()).toEqual(['include_items', 'order_id']);
    expect(finishReasonOf(first.events[first.events.length - 2]!)).toBe('tool_calls');
    expect(contentText(first)).toBe('');

    const second = await post(
      chatUrl(),
      {
        messages: [
          ...userMessage('Where is my order?'),
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: deltas[0]!.id, type: 'function', function: { name: 'lookup_order', arguments: '{}' } }],
          },
          { role: 'tool', tool_call_id: deltas[0]!.id, content: '{"status":"shipped"}' },
        ],
        tools,
        stream: true,
      },
      { headers: QUICK },
    );
    expect(contentText(second).length).toBeGreaterThan(0);
    expect(tokenEvents(second).every((e) => deltaOf(e)!.tool_calls === undefined)).toBe(true);
    expect(finishReasonOf(second.events[second.events.length - 2]!)).toBe('stop');
  });
});

describe('errors', () => {
  it('answers 429 with retry-after and an OpenAI-style error', async () => {
    const ex = await post(chatUrl(), body('Hi'), { headers: exact({ rate429: 1 }) });
    expect(ex.status).toBe(429);
    expect(ex.headers['retry-after']).toBe('1');
    expect(ex.headers['content-type']).toBe('application/json');
    expect(errorOf(ex)).toMatchObject({ type: 'requests', code: 'rate_limit_exceeded' });
    expect(errorOf(ex).message).toMatch(/rate limit/i);
  });

  it('answers 500 with a JSON error body', async () => {
    const ex = await post(chatUrl(), body('Hi'), { headers: exact({ errorRate: 1 }) });
    expect(ex.status).toBe(500);
    expect(errorOf(ex)).toMatchObject({ type: 'server_error', code: 'internal_error' });
  });

  it('mixes 429s, 500s and successes on the flaky profile', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      const ex = await post(chatUrl('flaky'), body('Hi'), {
        headers: { 'x-sim': '{"ttftMs":0,"tokensPerSecond":100000,"prefixCache":false}' },
      });
      statuses.push(ex.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 500).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(60);
  });

  it('answers an unknown profile with 404 naming the known profiles', async () => {
    const ex = await post(chatUrl('nonesuch'), body('Hi'));
    expect(ex.status).toBe(404);
    const error = errorOf(ex);
    expect(error.code).toBe('unknown_profile');
    for (const name of ['clean', 'buffered', 'coalesced', 'stalls', 'fast', 'slow', 'reasoning', 'gateway', 'flaky']) {
      expect(error.message).toContain(name);
    }
  });

  it('rejects a bad x-sim header with 400 and a clear message', async () => {
    const ex = await post(chatUrl(), body('Hi'), { headers: { 'x-sim': '{"ttftMs":"soon"}' } });
    expect(ex.status).toBe(400);
    expect(errorOf(ex)).toMatchObject({ type: 'invalid_request_error', code: 'invalid_x_sim' });
    expect(errorOf(ex).message).toContain('"ttftMs"');
    const unknown = await post(chatUrl(), body('Hi'), { headers: { 'x-sim': '{"speed":1}' } });
    expect(errorOf(unknown).message).toContain('unknown field "speed"');
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await fetch(chatUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"messages": [' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('not valid JSON');
  });

  it('rejects a body without messages with 400', async () => {
    const ex = await post(chatUrl(), { model: 'x' });
    expect(ex.status).toBe(400);
    expect(errorOf(ex).message).toContain('messages');
  });
});

describe('other routes and bookkeeping', () => {
  it('serves /health and /<profile>/v1/models', async () => {
    const health = await get(`${sim.url}/health`);
    expect(health.status).toBe(200);
    expect((JSON.parse(health.body) as { profiles: string[] }).profiles).toContain('gateway');
    const models = await get(`${sim.url}/fast/v1/models`);
    expect(JSON.parse(models.body)).toMatchObject({ object: 'list', data: [{ id: 'sim-fast', object: 'model' }] });
    expect((await get(`${sim.url}/nope/v1/models`)).status).toBe(404);
    expect((await get(chatUrl())).status).toBe(405);
  });

  it('records requests with profile, headers, body and cache state', async () => {
    const before = sim.requests.length;
    const prompt = `A recorded prompt ${'with enough text to matter '.repeat(4)}`;
    const headers = { authorization: 'Bearer sk-test', 'x-sim': '{"ttftMs":1,"warmTtftMs":1,"tokensPerSecond":5000}' };
    await post(chatUrl('slow'), body(prompt), { headers });
    await post(chatUrl('slow'), body(prompt), { headers });
    const recorded = sim.requests.slice(before);
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatchObject({ profile: 'slow', path: '/slow/v1/chat/completions', cacheHit: false });
    expect(recorded[0]!.headers['authorization']).toBe('Bearer sk-test');
    expect(recorded[0]!.body).toEqual(body(prompt));
    expect(recorded[1]!.cacheHit).toBe(true);
    expect(recorded[1]!.at).toBeGreaterThan(recorded[0]!.at);
  });

  it('keeps prefix caches apart per profile', async () => {
    const prompt = 'Per-profile cache isolation check, a prompt long enough to be keyed.';
    const headers = { 'x-sim': '{"ttftMs":1,"warmTtftMs":1,"tokensPerSecond":5000,"coldPrefillMsPer1kChars":0}' };
    await post(chatUrl('clean'), body(prompt), { headers });
    await post(chatUrl('fast'), body(prompt), { headers });
    const [clean, fast] = sim.requests.slice(-2);
    expect(clean!.cacheHit).toBe(false);
    expect(fast!.cacheHit).toBe(false);
  });
});

describe('connections', () => {
  it('serves errors and streams on one keep-alive connection, and close() ends it', async () => {
    const own = await startSimulator();
    const url = `${own.url}/clean/v1/chat/completions`;
    const send = async (xSim: Record<string, unknown>): Promise<number> => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...exact({ ttftMs: 0, tokensPerSecond: 5000, outputTokens: 3, ...xSim }) },
        body: JSON.stringify(body('Hi')),
      });
      await res.text();
      return res.status;
    };
    expect([await send({ rate429: 1 }), await send({}), await send({ errorRate: 1 }), await send({})]).toEqual([429, 200, 500, 200]);
    expect(own.activeStreams()).toBe(0);
    expect(own.errors).toEqual([]);
    // The client keeps its connection open; close() must not wait for it to time out.
    await own.close();
    await expect(send({})).rejects.toThrow();
  });
});

describe('determinism', () => {
  async function texts(seed: number): Promise<string[]> {
    const own = await startSimulator({ seed });
    try {
      const out: string[] = [];
      for (const prompt of ['Hello', 'Write 20 words on stone.', 'Think it through.']) {
        const ex = await post(`${own.url}/reasoning/v1/chat/completions`, body(prompt), { headers: QUICK });
        out.push(reasoningText(ex) + '|' + contentText(ex));
      }
      return out;
    } finally {
      await own.close();
    }
  }

  it('repeats the same texts for the same seed and request order, and not for another seed', async () => {
    const first = await texts(11);
    expect(await texts(11)).toEqual(first);
    expect(await texts(12)).not.toEqual(first);
    // Consecutive requests get their own streams.
    expect(new Set(first).size).toBe(first.length);
  });
});
