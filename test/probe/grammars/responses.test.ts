import { afterAll, describe, expect, it } from 'vitest';
import { SampleColumns } from '../../../src/probe/columns.js';
import { createProbeAgent } from '../../../src/probe/connection/dispatcher.js';
import { ResponsesEventHandler } from '../../../src/probe/grammars/responses.js';
import { newSample } from '../../../src/probe/new-sample.js';
import type { Sample } from '../../../src/probe/sample.js';
import { expectTtftAfterControl, fixtureBlocks, heldFirstToken, isDataBlock, replay, sseEvent, type Reply } from './replay.js';

const agent = createProbeAgent();
afterAll(() => agent.close());

const BODY = { model: 'gpt-4.1', instructions: 'You are a helpful assistant.', input: 'Hello!' };
const sse = (blocks: string[]) => (): Reply => ({ kind: 'sse', blocks });
const completed = (response: Record<string, unknown>): string =>
  sseEvent({ type: 'response.completed', response: { status: 'completed', ...response } });
const textDelta = (delta: string): string =>
  sseEvent({ type: 'response.output_text.delta', item_id: 'msg_1', output_index: 0, content_index: 0, delta });

describe('Responses: the documented example streams through the probe', () => {
  it('text stream: content, usage and finish reason; created, in_progress and the added events are not TTFT', async () => {
    const blocks = fixtureBlocks('responses-text.sse');
    const held = heldFirstToken(blocks, (b) => b.includes('"response.output_text.delta"'));
    expect(held.controlEvents).toBe(4); // response.created, response.in_progress, output_item.added, content_part.added
    const replayed = await replay('responses', BODY, held.reply, agent);
    const { sample, request } = replayed;
    expect(sample.error).toBeNull();
    // The documentation elides every delta after the first ("..."): the stream carries only "Hi".
    expect(sample.content).toBe('Hi');
    expect(sample.reasoningChars).toBe(0);
    expect(sample.toolCalls).toEqual([]);
    expect(sample.usage).toEqual({ promptTokens: 37, completionTokens: 11, reasoningTokens: 0, cachedPromptTokens: null });
    expect(sample.finishReason).toBe('stop');
    expect(sample.eventChannel).toEqual(['c']);
    expect(sample.sseEvents).toBe(blocks.filter(isDataBlock).length);
    expect(sample.doneMs).not.toBeNull();
    expect(sample.server).toBeNull();
    expectTtftAfterControl(replayed, held.controlEvents);
    // Streaming is asked for without stream_options, which the Responses API rejects.
    expect(request.body).toEqual({ ...BODY, stream: true });
  });

  it('function-call stream: the call named by output_item.added, its arguments from the deltas; a trailing [DONE] is accepted', async () => {
    const blocks = [
      ...fixtureBlocks('responses-function-call.sse'),
      completed({
        output: [
          {
            type: 'function_call',
            id: 'fc_1234xyz',
            call_id: 'call_1234xyz',
            name: 'get_weather',
            arguments: '{"location":"Paris, France"}',
          },
        ],
        usage: {
          input_tokens: 1200,
          input_tokens_details: { cached_tokens: 1024 },
          output_tokens: 17,
          output_tokens_details: { reasoning_tokens: 0 },
        },
      }),
      'data: [DONE]\n\n',
    ];
    const held = heldFirstToken(blocks, (b) => b.includes('"response.function_call_arguments.delta"'));
    expect(held.controlEvents).toBe(1); // output_item.added
    const replayed = await replay('responses', BODY, held.reply, agent);
    const { sample } = replayed;
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('');
    expect(sample.toolCalls).toEqual([{ id: 'call_1234xyz', name: 'get_weather', arguments: '{"location":"Paris, France"}' }]);
    expect(sample.eventChannel).toEqual(Array<string>(7).fill('t'));
    expect(sample.toolCallChars).toBe('{"location":"Paris, France"}'.length);
    expect(sample.finishReason).toBe('tool_calls');
    expect(sample.usage).toEqual({ promptTokens: 1200, completionTokens: 17, reasoningTokens: 0, cachedPromptTokens: 1024 });
    expect(sample.server?.cachedTokens).toBe(1024);
    expectTtftAfterControl(replayed, held.controlEvents);
  });
});

describe('Responses: other streams through the probe', () => {
  const created = sseEvent({ type: 'response.created', response: { id: 'resp_1', status: 'in_progress', output: [], usage: null } });

  it('ends with stream_error_event on response.failed, naming the error and keeping what came before', async () => {
    const failed = sseEvent({
      type: 'response.failed',
      response: { id: 'resp_1', status: 'failed', error: { code: 'server_error', message: 'The model failed to generate a response.' } },
    });
    const { sample } = await replay('responses', BODY, sse([created, textDelta('part'), failed]), agent);
    expect(sample.error?.kind).toBe('stream_error_event');
    expect(sample.error?.message).toBe('stream error event: response.failed: server_error: The model failed to generate a response.');
    expect(sample.content).toBe('part');
  });

  it('ends with stream_error_event on an error event (the API reference example), redacted', async () => {
    const error = sseEvent({
      type: 'error',
      code: 'ERR_SOMETHING',
      message: 'Something went wrong sk-live-42',
      param: null,
      sequence_number: 1,
    });
    const redact = (t: string): string => t.replace(/sk-live-\d+/g, '[redacted]');
    const { sample } = await replay('responses', BODY, sse([created, error]), agent, redact);
    expect(sample.error?.kind).toBe('stream_error_event');
    expect(sample.error?.message).toBe('stream error event: ERR_SOMETHING: Something went wrong [redacted]');
  });

  it('reads response.incomplete as the end, with finish reason length when the output budget ran out', async () => {
    const incomplete = sseEvent({
      type: 'response.incomplete',
      response: {
        status: 'incomplete',
        incomplete_details: { reason: 'max_output_tokens' },
        usage: { input_tokens: 9, output_tokens: 16 },
      },
    });
    const { sample } = await replay('responses', BODY, sse([created, textDelta('cut'), incomplete]), agent);
    expect(sample.error).toBeNull();
    expect(sample.finishReason).toBe('length');
    expect(sample.usage).toEqual({ promptTokens: 9, completionTokens: 16, reasoningTokens: null, cachedPromptTokens: null });
    expect(sample.doneMs).not.toBeNull();
  });

  it('fails a malformed event with malformed_event and an excerpt', async () => {
    const { sample } = await replay(
      'responses',
      BODY,
      sse([created, 'event: response.output_text.delta\ndata: {"type":"response.out\n\n']),
      agent,
    );
    expect(sample.error?.kind).toBe('malformed_event');
    expect(sample.error?.message).toBe('SSE event is not valid JSON: {"type":"response.out');
  });

  it('reads a non-streamed response (the API reference example)', async () => {
    // https://platform.openai.com/docs/api-reference/responses/create, example response (non-streamed).
    const text =
      'In a peaceful grove beneath a silver moon, a unicorn named Lumina discovered a hidden pool that reflected the stars. As she dipped her horn into the water, the pool began to shimmer, revealing a pathway to a magical realm of endless night skies. Filled with wonder, Lumina whispered a wish for all who dream to find their own hidden magic, and as she glanced back, her hoofprints sparkled like stardust.';
    const response = {
      id: 'resp_67ccd2bed1ec8190b14f964abc0542670bb6a6b452d3795b',
      object: 'response',
      created_at: 1741476542,
      status: 'completed',
      error: null,
      incomplete_details: null,
      instructions: null,
      max_output_tokens: null,
      model: 'gpt-4.1-2025-04-14',
      output: [
        {
          type: 'message',
          id: 'msg_67ccd2bf17f0819081ff3bb2cf6508e60bb6a6b452d3795b',
          status: 'completed',
          role: 'assistant',
          content: [{ type: 'output_text', text, annotations: [] }],
        },
      ],
      parallel_tool_calls: true,
      previous_response_id: null,
      reasoning: { effort: null, summary: null },
      store: true,
      temperature: 1.0,
      text: { format: { type: 'text' } },
      tool_choice: 'auto',
      tools: [],
      top_p: 1.0,
      truncation: 'disabled',
      usage: {
        input_tokens: 36,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: 87,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: 123,
      },
      user: null,
      metadata: {},
    };
    const { sample } = await replay('responses', BODY, () => ({ kind: 'json', body: JSON.stringify(response) }), agent);
    expect(sample.error).toBeNull();
    expect(sample.content).toBe(text);
    expect(sample.usage).toEqual({ promptTokens: 36, completionTokens: 87, reasoningTokens: 0, cachedPromptTokens: 0 });
    expect(sample.server?.cachedTokens).toBe(0);
    expect(sample.finishReason).toBe('stop');
    expect(sample.eventChannel).toEqual(['c']);
  });
});

describe('ResponsesEventHandler, event by event', () => {
  const meta = { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' as const };
  function handler(): { sample: Sample; columns: SampleColumns; grammar: ResponsesEventHandler } {
    const sample = newSample(meta, 0, '', 0);
    const columns = new SampleColumns();
    return { sample, columns, grammar: new ResponsesEventHandler({ sample, columns, redact: (s) => s }) };
  }
  const send = (grammar: ResponsesEventHandler, payload: Record<string, unknown>, stamp = 1): string =>
    grammar.onSseEvent(JSON.stringify(payload), String(payload.type), stamp, stamp);

  it('maps text, refusal, reasoning and argument deltas to their channels and nothing else to any', () => {
    const { sample, columns, grammar } = handler();
    const outcomes = [
      send(grammar, { type: 'response.created', response: { status: 'in_progress' } }, 0),
      send(grammar, { type: 'response.in_progress', response: { status: 'in_progress' } }, 1),
      send(grammar, { type: 'response.output_item.added', output_index: 0, item: { type: 'reasoning', id: 'rs_1', summary: [] } }, 2),
      send(grammar, { type: 'response.reasoning_summary_part.added', item_id: 'rs_1', output_index: 0, summary_index: 0 }, 3),
      send(grammar, { type: 'response.reasoning_summary_text.delta', item_id: 'rs_1', output_index: 0, summary_index: 0, delta: 'Sum' }, 4),
      send(grammar, { type: 'response.reasoning_text.delta', item_id: 'rs_1', output_index: 0, content_index: 0, delta: 'Think' }, 5),
      send(grammar, { type: 'response.reasoning_summary_text.done', item_id: 'rs_1', output_index: 0, text: 'Sum' }, 6),
      send(grammar, { type: 'response.output_item.added', output_index: 1, item: { type: 'message', id: 'msg_1', content: [] } }, 7),
      send(grammar, { type: 'response.content_part.added', item_id: 'msg_1', output_index: 1, part: { type: 'output_text', text: '' } }, 8),
      send(grammar, { type: 'response.output_text.delta', item_id: 'msg_1', output_index: 1, delta: 'Hi' }, 9),
      send(grammar, { type: 'response.output_text.delta', item_id: 'msg_1', output_index: 1, delta: '' }, 10),
      send(grammar, { type: 'response.refusal.delta', item_id: 'msg_1', output_index: 1, delta: 'No.' }, 11),
      send(grammar, { type: 'response.output_text.done', item_id: 'msg_1', output_index: 1, text: 'Hi' }, 12),
      send(
        grammar,
        { type: 'response.output_item.added', output_index: 2, item: { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'f' } },
        13,
      ),
      send(grammar, { type: 'response.function_call_arguments.delta', item_id: 'fc_1', output_index: 2, delta: '{}' }, 14),
      send(grammar, { type: 'response.function_call_arguments.done', item_id: 'fc_1', output_index: 2, arguments: '{}' }, 15),
      send(grammar, { type: 'response.some_future_event' }, 16),
    ];
    expect(outcomes.every((o) => o === 'more')).toBe(true);
    const usage = {
      input_tokens: 4,
      output_tokens: 9,
      output_tokens_details: { reasoning_tokens: 3 },
      input_tokens_details: { cached_tokens: 2 },
    };
    expect(send(grammar, { type: 'response.completed', response: { status: 'completed', usage } }, 17)).toBe('done');
    grammar.finalize();
    columns.writeTo(sample);
    expect(sample.eventMs).toEqual([4, 5, 9, 11, 14]);
    expect(sample.eventChannel).toEqual(['r', 'r', 'c', 'c', 't']);
    expect(sample.content).toBe('HiNo.');
    expect(sample.reasoningChars).toBe(8);
    expect(sample.toolCalls).toEqual([{ id: 'call_1', name: 'f', arguments: '{}' }]);
    // A function call was streamed, so the completed response ends in tool calls.
    expect(sample.finishReason).toBe('tool_calls');
    expect(sample.usage).toEqual({ promptTokens: 4, completionTokens: 9, reasoningTokens: 3, cachedPromptTokens: 2 });
    expect(sample.server?.cachedTokens).toBe(2);
    expect(sample.sseEvents).toBe(18);
    expect(sample.doneMs).toBe(17);
  });

  it('keeps parallel calls apart by output index, whether deltas name the item or only its index', () => {
    const { sample, grammar } = handler();
    send(grammar, {
      type: 'response.output_item.added',
      output_index: 0,
      item: { type: 'function_call', id: 'fc_a', call_id: 'call_a', name: 'a' },
    });
    send(grammar, { type: 'response.output_item.added', output_index: 1, item: { type: 'function_call', call_id: 'call_b', name: 'b' } });
    send(grammar, { type: 'response.function_call_arguments.delta', item_id: 'fc_a', output_index: 0, delta: '{"x"' });
    send(grammar, { type: 'response.function_call_arguments.delta', output_index: 1, delta: '{"y"' });
    send(grammar, { type: 'response.function_call_arguments.delta', output_index: 0, delta: ':1}' });
    send(grammar, { type: 'response.function_call_arguments.delta', item_id: 'fc_b', output_index: 1, delta: ':2}' });
    expect(sample.toolCalls).toEqual([
      { id: 'call_a', name: 'a', arguments: '{"x":1}' },
      { id: 'call_b', name: 'b', arguments: '{"y":2}' },
    ]);
  });

  it('takes arguments that were never streamed from the done event, without a token event', () => {
    const { sample, columns, grammar } = handler();
    send(grammar, {
      type: 'response.output_item.added',
      output_index: 0,
      item: { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'f' },
    });
    send(grammar, { type: 'response.function_call_arguments.done', item_id: 'fc_1', output_index: 0, arguments: '{"a":1}' });
    columns.writeTo(sample);
    expect(sample.toolCalls).toEqual([{ id: 'call_1', name: 'f', arguments: '{"a":1}' }]);
    expect(sample.eventMs).toEqual([]);
  });

  it('finds a function call in the completed response output and maps incomplete reasons', () => {
    const a = handler();
    send(a.grammar, { type: 'response.completed', response: { status: 'completed', output: [{ type: 'function_call', call_id: 'c' }] } });
    expect(a.sample.finishReason).toBe('tool_calls');
    const b = handler();
    send(b.grammar, { type: 'response.incomplete', response: { status: 'incomplete', incomplete_details: { reason: 'content_filter' } } });
    expect(b.sample.finishReason).toBe('content_filter');
    expect(b.sample.error).toBeNull();
  });

  it('takes the event type from the SSE event field when the data leaves it out', () => {
    const { sample, grammar } = handler();
    expect(grammar.onSseEvent('{"delta":"x"}', 'response.output_text.delta', 1, 0)).toBe('more');
    expect(grammar.onSseEvent('{"response":{"status":"completed"}}', 'response.completed', 2, 0)).toBe('done');
    grammar.finalize();
    expect(sample.content).toBe('x');
    expect(sample.finishReason).toBe('stop');
  });

  it('reads a non-streamed response with reasoning, text and a function call', () => {
    const { sample, columns, grammar } = handler();
    const body = {
      object: 'response',
      status: 'completed',
      output: [
        { type: 'reasoning', id: 'rs_1', summary: [{ type: 'summary_text', text: 'Plan' }] },
        { type: 'message', id: 'msg_1', content: [{ type: 'output_text', text: 'Calling.', annotations: [] }] },
        { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'get_weather', arguments: '{"location":"Paris"}' },
      ],
      usage: { input_tokens: 10, output_tokens: 20, output_tokens_details: { reasoning_tokens: 5 } },
    };
    grammar.onCompletion(JSON.stringify(body), 5, 0);
    grammar.finalize();
    columns.writeTo(sample);
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('Calling.');
    expect(sample.reasoningChars).toBe(4);
    expect(sample.toolCalls).toEqual([{ id: 'call_1', name: 'get_weather', arguments: '{"location":"Paris"}' }]);
    expect(sample.eventChannel).toEqual(['r', 'c', 't']);
    expect(sample.finishReason).toBe('tool_calls');
  });

  it('fails a non-streamed failed response as stream_error_event', () => {
    const { sample, grammar } = handler();
    const body = { object: 'response', status: 'failed', output: [], error: { code: 'server_error', message: 'boom' } };
    expect(grammar.onCompletion(JSON.stringify(body), 1, 0)).toBe('failed');
    expect(sample.error).toMatchObject({ kind: 'stream_error_event', message: 'stream error: response.failed: server_error: boom' });
  });
});
