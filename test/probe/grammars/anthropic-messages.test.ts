import { afterAll, describe, expect, it } from 'vitest';
import { computeMetrics } from '../../../src/metrics/compute.js';
import { SampleColumns } from '../../../src/probe/columns.js';
import { createProbeAgent } from '../../../src/probe/connection/dispatcher.js';
import { AnthropicEventHandler } from '../../../src/probe/grammars/anthropic-messages.js';
import { newSample } from '../../../src/probe/new-sample.js';
import type { Sample } from '../../../src/probe/sample.js';
import { blockData, expectTtftAfterControl, fixtureBlocks, heldFirstToken, isDataBlock, replay, sseEvent, type Reply } from './replay.js';

const agent = createProbeAgent();
afterAll(() => agent.close());

const BODY = { model: 'claude-sonnet-4-5', max_tokens: 256, messages: [{ role: 'user', content: 'Hello' }] };
const isDelta = (block: string): boolean => block.includes('"content_block_delta"') && !block.includes('"partial_json":""');
const sse = (blocks: string[]) => (): Reply => ({ kind: 'sse', blocks });

describe('Anthropic Messages: the documented example streams through the probe', () => {
  it('basic streaming request: text, usage, finish reason; message_start, content_block_start and ping are not TTFT', async () => {
    const blocks = fixtureBlocks('anthropic-messages-basic.sse');
    const held = heldFirstToken(blocks, isDelta);
    expect(held.controlEvents).toBe(3); // message_start, content_block_start, ping
    const replayed = await replay('anthropic-messages', BODY, held.reply, agent);
    const { sample, request } = replayed;
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('Hello!');
    expect(sample.reasoningChars).toBe(0);
    expect(sample.toolCalls).toEqual([]);
    expect(sample.usage).toEqual({ promptTokens: 25, completionTokens: 15, reasoningTokens: null, cachedPromptTokens: null });
    expect(sample.finishReason).toBe('stop');
    expect(sample.eventChannel).toEqual(['c', 'c']);
    expect(sample.eventChars).toEqual([5, 1]);
    expect(sample.sseEvents).toBe(blocks.filter(isDataBlock).length);
    expect(sample.doneMs).not.toBeNull();
    expect(sample.firstContentMs).toBe(sample.eventMs[0]);
    expect(sample.server).toBeNull();
    expectTtftAfterControl(replayed, held.controlEvents);
    expect(computeMetrics(sample).outputTokens).toBe(15);
    expect(request.body).toEqual({ ...BODY, stream: true });
  });

  it('streaming request with tool use: text, then the tool call assembled from input_json_delta', async () => {
    const blocks = fixtureBlocks('anthropic-messages-tool-use.sse');
    const held = heldFirstToken(blocks, isDelta);
    const replayed = await replay('anthropic-messages', BODY, held.reply, agent);
    const { sample } = replayed;
    expect(sample.error).toBeNull();
    expect(sample.content).toBe("Okay, let's check the weather for San Francisco, CA:");
    expect(sample.toolCalls).toEqual([
      { id: 'toolu_01T1x1fJ34qAmk2tNTrN7Up6', name: 'get_weather', arguments: '{"location": "San Francisco, CA", "unit": "fahrenheit"}' },
    ]);
    expect(JSON.parse(sample.toolCalls[0]!.arguments)).toEqual({ location: 'San Francisco, CA', unit: 'fahrenheit' });
    expect(sample.finishReason).toBe('tool_calls');
    expect(sample.usage).toEqual({ promptTokens: 472, completionTokens: 89, reasoningTokens: null, cachedPromptTokens: null });
    // 13 text deltas, then 8 argument deltas: the empty `partial_json: ""` is no token event.
    expect(sample.eventChannel).toEqual([...Array<string>(13).fill('c'), ...Array<string>(8).fill('t')]);
    expect(sample.toolCallChars).toBe(sample.toolCalls[0]!.arguments.length);
    expectTtftAfterControl(replayed, held.controlEvents);
  });

  it('streaming request with extended thinking: thinking deltas on the reasoning channel, the signature on none', async () => {
    const blocks = fixtureBlocks('anthropic-messages-thinking.sse');
    const thinking = blocks
      .filter((b) => b.includes('"thinking_delta"'))
      .map((b) => (JSON.parse(blockData(b)) as { delta: { thinking: string } }).delta.thinking);
    const held = heldFirstToken(blocks, isDelta);
    expect(held.controlEvents).toBe(2); // message_start, content_block_start
    const replayed = await replay('anthropic-messages', BODY, held.reply, agent);
    const { sample } = replayed;
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('27 * 453 = 12,231');
    expect(sample.reasoningChars).toBe(thinking.join('').length);
    expect(sample.eventChannel).toEqual([...Array<string>(6).fill('r'), 'c']);
    expect(sample.finishReason).toBe('stop');
    // The example reports no usage; no reasoning-token count either way.
    expect(sample.usage).toBeNull();
    expectTtftAfterControl(replayed, held.controlEvents);
    expect(computeMetrics(sample).ttftContentMs).toBe(sample.eventMs[6]);
  });
});

describe('Anthropic Messages: other streams through the probe', () => {
  const start = (usage: Record<string, unknown>): string =>
    sseEvent({ type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], usage } });
  const blockStart = sseEvent({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
  const text = (t: string): string => sseEvent({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: t } });
  const ping = sseEvent({ type: 'ping' });
  const stop = sseEvent({ type: 'message_stop' });

  it('pings between deltas are never token events', async () => {
    const blocks = [start({ input_tokens: 3 }), blockStart, ping, text('a'), ping, ping, text('b'), ping, stop];
    const { sample } = await replay('anthropic-messages', BODY, sse(blocks), agent);
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('ab');
    expect(sample.eventChars).toEqual([1, 1]);
    expect(sample.sseEvents).toBe(blocks.length);
  });

  it('takes the last cumulative output count and adds cached prompt tokens to the prompt', async () => {
    const delta = (usage: Record<string, unknown>, stopReason: string | null): string =>
      sseEvent({ type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage });
    const blocks = [
      start({ input_tokens: 12, cache_read_input_tokens: 2000, cache_creation_input_tokens: 100, output_tokens: 1 }),
      blockStart,
      text('one'),
      delta({ output_tokens: 10 }, null),
      text(' two'),
      delta({ output_tokens: 25 }, 'max_tokens'),
      stop,
    ];
    const { sample } = await replay('anthropic-messages', BODY, sse(blocks), agent);
    expect(sample.error).toBeNull();
    expect(sample.usage).toEqual({ promptTokens: 2112, completionTokens: 25, reasoningTokens: null, cachedPromptTokens: 2000 });
    expect(sample.server?.cachedTokens).toBe(2000);
    expect(sample.finishReason).toBe('length');
    expect(computeMetrics(sample).outputTokens).toBe(25);
  });

  it('ends with stream_error_event on the documented error event, keeping what came before', async () => {
    const error = 'event: error\ndata: {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}\n\n';
    const { sample } = await replay('anthropic-messages', BODY, sse([start({ input_tokens: 3 }), blockStart, text('part'), error]), agent);
    expect(sample.error?.kind).toBe('stream_error_event');
    expect(sample.error?.message).toBe('stream error event: overloaded_error: Overloaded');
    expect(sample.content).toBe('part');
  });

  it('redacts the error message', async () => {
    const error = sseEvent({ type: 'error', error: { type: 'api_error', message: 'bad key sk-live-123' } });
    const redact = (t: string): string => t.replace(/sk-live-\d+/g, '[redacted]');
    const { sample } = await replay('anthropic-messages', BODY, sse([error]), agent, redact);
    expect(sample.error?.message).toBe('stream error event: api_error: bad key [redacted]');
  });

  it('fails a malformed event with malformed_event and an excerpt', async () => {
    const { sample } = await replay(
      'anthropic-messages',
      BODY,
      sse([start({ input_tokens: 3 }), 'event: content_block_delta\ndata: {"type": "content_bl\n\n']),
      agent,
    );
    expect(sample.error?.kind).toBe('malformed_event');
    expect(sample.error?.message).toBe('SSE event is not valid JSON: {"type": "content_bl');
  });

  it('reads a non-streamed message (the API reference example)', async () => {
    // https://docs.anthropic.com/en/api/messages (now https://platform.claude.com/docs/en/api/messages/create), example response.
    const message = {
      id: 'msg_013Zva2CMHLNnXjNJJKqJ2EF',
      content: [{ text: 'Hi! My name is Claude.', type: 'text' }],
      model: 'claude-sonnet-4-5-20250929',
      role: 'assistant',
      stop_reason: 'end_turn',
      stop_sequence: null,
      type: 'message',
      usage: {
        cache_creation: { ephemeral_1h_input_tokens: 0, ephemeral_5m_input_tokens: 0 },
        cache_creation_input_tokens: 2051,
        cache_read_input_tokens: 2051,
        input_tokens: 2095,
        output_tokens: 503,
        server_tool_use: { web_search_requests: 0 },
        service_tier: 'standard',
      },
    };
    const { sample } = await replay('anthropic-messages', BODY, () => ({ kind: 'json', body: JSON.stringify(message) }), agent);
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('Hi! My name is Claude.');
    expect(sample.usage).toEqual({
      promptTokens: 2095 + 2051 + 2051,
      completionTokens: 503,
      reasoningTokens: null,
      cachedPromptTokens: 2051,
    });
    expect(sample.server?.cachedTokens).toBe(2051);
    expect(sample.finishReason).toBe('stop');
    expect(sample.eventChannel).toEqual(['c']);
  });
});

describe('AnthropicEventHandler, event by event', () => {
  const meta = { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' as const };
  function handler(): { sample: Sample; columns: SampleColumns; grammar: AnthropicEventHandler } {
    const sample = newSample(meta, 0, '', 0);
    const columns = new SampleColumns();
    return { sample, columns, grammar: new AnthropicEventHandler({ sample, columns, redact: (s) => s }) };
  }
  const send = (grammar: AnthropicEventHandler, payload: Record<string, unknown>, stamp = 1): string =>
    grammar.onSseEvent(JSON.stringify(payload), String(payload.type), stamp, stamp);

  it('maps each delta type to its channel and nothing else to any', () => {
    const { sample, columns, grammar } = handler();
    const outcomes = [
      send(grammar, { type: 'message_start', message: { usage: { input_tokens: 5, output_tokens: 1 } } }, 0),
      send(grammar, { type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '' } }, 1),
      send(grammar, { type: 'ping' }, 2),
      send(grammar, { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'hmm' } }, 3),
      send(grammar, { type: 'content_block_delta', index: 0, delta: { type: 'signature_delta', signature: 'EqQB' } }, 4),
      send(grammar, { type: 'content_block_stop', index: 0 }, 5),
      send(grammar, { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } }, 6),
      send(grammar, { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'Hi' } }, 7),
      send(grammar, { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: '' } }, 8),
      send(grammar, { type: 'content_block_stop', index: 1 }, 9),
      send(
        grammar,
        { type: 'content_block_start', index: 2, content_block: { type: 'tool_use', id: 'toolu_1', name: 'f', input: {} } },
        10,
      ),
      send(grammar, { type: 'content_block_delta', index: 2, delta: { type: 'input_json_delta', partial_json: '{"a":' } }, 11),
      send(grammar, { type: 'content_block_delta', index: 2, delta: { type: 'input_json_delta', partial_json: '1}' } }, 12),
      send(grammar, { type: 'content_block_stop', index: 2 }, 13),
      send(grammar, { type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 7 } }, 14),
      send(grammar, { type: 'some_future_event' }, 15),
    ];
    expect(outcomes.every((o) => o === 'more')).toBe(true);
    expect(send(grammar, { type: 'message_stop' }, 16)).toBe('done');
    grammar.finalize();
    columns.writeTo(sample);
    expect(sample.eventMs).toEqual([3, 7, 11, 12]);
    expect(sample.eventChannel).toEqual(['r', 'c', 't', 't']);
    expect(sample.eventChars).toEqual([3, 2, 5, 2]);
    expect(sample.content).toBe('Hi');
    expect(sample.toolCalls).toEqual([{ id: 'toolu_1', name: 'f', arguments: '{"a":1}' }]);
    expect(sample.usage).toEqual({ promptTokens: 5, completionTokens: 7, reasoningTokens: null, cachedPromptTokens: null });
    expect(sample.finishReason).toBe('tool_calls');
    expect(sample.sseEvents).toBe(17);
    expect(sample.doneMs).toBe(16);
  });

  it('ignores message_start output_tokens: without message_delta the count is unknown', () => {
    const { sample, grammar } = handler();
    send(grammar, { type: 'message_start', message: { usage: { input_tokens: 5, output_tokens: 1 } } });
    expect(sample.usage?.completionTokens).toBeNull();
  });

  it('maps the stop reasons', () => {
    const reasons: [string, string][] = [
      ['end_turn', 'stop'],
      ['stop_sequence', 'stop'],
      ['max_tokens', 'length'],
      ['tool_use', 'tool_calls'],
      ['refusal', 'refusal'],
    ];
    for (const [stopReason, finish] of reasons) {
      const { sample, grammar } = handler();
      send(grammar, { type: 'message_delta', delta: { stop_reason: stopReason } });
      expect(sample.finishReason).toBe(finish);
    }
  });

  it('takes the event type from the SSE event field when the data leaves it out', () => {
    const { sample, grammar } = handler();
    expect(grammar.onSseEvent('{"index":0,"delta":{"type":"text_delta","text":"x"}}', 'content_block_delta', 1, 0)).toBe('more');
    expect(grammar.onSseEvent('{}', 'message_stop', 2, 0)).toBe('done');
    grammar.finalize();
    expect(sample.content).toBe('x');
  });

  it('reads a non-streamed message with thinking and a tool_use block', () => {
    const { sample, columns, grammar } = handler();
    const body = {
      type: 'message',
      content: [
        { type: 'thinking', thinking: 'think', signature: 'sig' },
        { type: 'text', text: 'Calling.' },
        { type: 'tool_use', id: 'toolu_9', name: 'get_weather', input: { location: 'Paris' } },
      ],
      stop_reason: 'tool_use',
      usage: { input_tokens: 10, output_tokens: 20 },
    };
    grammar.onCompletion(JSON.stringify(body), 5, 0);
    grammar.finalize();
    columns.writeTo(sample);
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('Calling.');
    expect(sample.reasoningChars).toBe(5);
    expect(sample.toolCalls).toEqual([{ id: 'toolu_9', name: 'get_weather', arguments: '{"location":"Paris"}' }]);
    expect(sample.eventChannel).toEqual(['r', 'c', 't']);
    expect(sample.usage).toEqual({ promptTokens: 10, completionTokens: 20, reasoningTokens: null, cachedPromptTokens: null });
    expect(sample.finishReason).toBe('tool_calls');
  });

  it('fails a non-streamed error body as stream_error_event', () => {
    const { sample, grammar } = handler();
    expect(grammar.onCompletion('{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', 1, 0)).toBe('failed');
    expect(sample.error).toMatchObject({ kind: 'stream_error_event', message: 'stream error: overloaded_error: Overloaded' });
  });
});
