import { afterAll, describe, expect, it } from 'vitest';
import { SampleColumns } from '../../../src/probe/columns.js';
import { createProbeAgent } from '../../../src/probe/connection/dispatcher.js';
import { CompletionsEventHandler } from '../../../src/probe/grammars/completions.js';
import { newSample } from '../../../src/probe/new-sample.js';
import type { Sample } from '../../../src/probe/sample.js';
import { expectTtftAfterControl, fixtureBlocks, heldFirstToken, isDataBlock, replay, type Reply } from './replay.js';

const agent = createProbeAgent();
afterAll(() => agent.close());

const BODY = { model: 'gpt-3.5-turbo-instruct', prompt: 'Say this is a test', max_tokens: 7, temperature: 0 };
const sse = (blocks: string[]) => (): Reply => ({ kind: 'sse', blocks });
const data = (payload: Record<string, unknown>): string => `data: ${JSON.stringify(payload)}\n\n`;
/** A chunk as vLLM streams it (`usage: null` on every chunk but the usage chunk). */
const chunk = (text: string, finish: string | null = null): string =>
  data({
    id: 'cmpl-1',
    object: 'text_completion',
    created: 1,
    model: 'm',
    choices: [{ index: 0, text, logprobs: null, finish_reason: finish }],
    usage: null,
  });

describe('completions: the documented example stream through the probe', () => {
  it('reads the chunk text and [DONE]; asks for the stream and its usage chunk', async () => {
    const blocks = fixtureBlocks('completions-openai.sse');
    const held = heldFirstToken(blocks, (b) => b.includes('"text":"This"'));
    const replayed = await replay('completions', BODY, held.reply, agent);
    const { sample, request } = replayed;
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('This');
    expect(sample.reasoningChars).toBe(0);
    expect(sample.toolCalls).toEqual([]);
    expect(sample.eventChannel).toEqual(['c']);
    expect(sample.usage).toBeNull();
    expect(sample.finishReason).toBeNull();
    expect(sample.doneMs).not.toBeNull();
    expect(sample.sseEvents).toBe(blocks.filter(isDataBlock).length - 1); // [DONE] is not counted
    expectTtftAfterControl(replayed, held.controlEvents);
    expect(request.body).toEqual({ ...BODY, stream: true, stream_options: { include_usage: true } });
  });
});

describe('completions: other streams through the probe', () => {
  it('a chunk without text is not TTFT; usage, cached tokens and llama.cpp timings are read', async () => {
    const blocks = [
      chunk(''),
      chunk(' It'),
      chunk('’s'),
      chunk(' fast', 'length'),
      data({
        id: 'cmpl-1',
        object: 'text_completion',
        choices: [],
        usage: { prompt_tokens: 30, completion_tokens: 3, total_tokens: 33, prompt_tokens_details: { cached_tokens: 16 } },
        timings: { prompt_n: 14, prompt_ms: 12.5, predicted_n: 3, predicted_ms: 30, predicted_per_second: 100 },
      }),
      'data: [DONE]\n\n',
    ];
    const held = heldFirstToken(blocks, (b) => b.includes('" It"'));
    expect(held.controlEvents).toBe(1);
    const replayed = await replay('completions', BODY, held.reply, agent);
    const { sample } = replayed;
    expect(sample.error).toBeNull();
    expect(sample.content).toBe(' It’s fast');
    expect(sample.eventChars).toEqual([3, 2, 5]);
    expect(sample.finishReason).toBe('length');
    expect(sample.usage).toEqual({ promptTokens: 30, completionTokens: 3, reasoningTokens: null, cachedPromptTokens: 16 });
    expect(sample.server).toMatchObject({
      cachedTokens: 16,
      promptEvaluated: 14,
      prefillMs: 12.5,
      decodeMs: 30,
      decodeTokensPerSecond: 100,
    });
    expect(sample.sseEvents).toBe(5);
    expectTtftAfterControl(replayed, held.controlEvents);
  });

  it('ends with stream_error_event on an error chunk, keeping what came before', async () => {
    const error = data({ error: { message: 'The server is overloaded', type: 'server_error', code: 503 } });
    const { sample } = await replay('completions', BODY, sse([chunk('part'), error]), agent);
    expect(sample.error?.kind).toBe('stream_error_event');
    expect(sample.error?.message).toBe('stream error: The server is overloaded');
    expect(sample.content).toBe('part');
  });

  it('fails a malformed event with malformed_event and an excerpt', async () => {
    const { sample } = await replay('completions', BODY, sse([chunk('a'), 'data: {"choices":[{"text"\n\n']), agent);
    expect(sample.error?.kind).toBe('malformed_event');
    expect(sample.error?.message).toBe('SSE event is not valid JSON: {"choices":[{"text"');
  });

  it('reads a non-streamed text_completion (the API reference example)', async () => {
    // https://platform.openai.com/docs/api-reference/completions/create, example response (non-streamed).
    const completion = {
      id: 'cmpl-uqkvlQyYK7bGYrRHQ0eXlWi7',
      object: 'text_completion',
      created: 1589478378,
      model: 'gpt-3.5-turbo-instruct',
      system_fingerprint: 'fp_44709d6fcb',
      choices: [{ text: '\n\nThis is indeed a test', index: 0, logprobs: null, finish_reason: 'length' }],
      usage: { prompt_tokens: 5, completion_tokens: 7, total_tokens: 12 },
    };
    const { sample } = await replay('completions', BODY, () => ({ kind: 'json', body: JSON.stringify(completion) }), agent);
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('\n\nThis is indeed a test');
    expect(sample.usage).toEqual({ promptTokens: 5, completionTokens: 7, reasoningTokens: null, cachedPromptTokens: null });
    expect(sample.finishReason).toBe('length');
    expect(sample.eventChannel).toEqual(['c']);
  });
});

describe('CompletionsEventHandler, event by event', () => {
  const meta = { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' as const };
  function handler(): { sample: Sample; columns: SampleColumns; grammar: CompletionsEventHandler } {
    const sample = newSample(meta, 0, '', 0);
    const columns = new SampleColumns();
    return { sample, columns, grammar: new CompletionsEventHandler({ sample, columns, redact: (s) => s }) };
  }
  const send = (grammar: CompletionsEventHandler, payload: Record<string, unknown>, stamp: number): string =>
    grammar.onSseEvent(JSON.stringify(payload), undefined, stamp, stamp);

  it('makes a token event of every chunk with text and of nothing else', () => {
    const { sample, columns, grammar } = handler();
    const outcomes = [
      send(grammar, { choices: [{ index: 0, text: '', finish_reason: null }] }, 0),
      send(grammar, { choices: [{ index: 0, text: 'Hello', finish_reason: null }] }, 1),
      send(grammar, { choices: [{ index: 0, text: ' world', finish_reason: null }] }, 2),
      send(grammar, { choices: [{ index: 0, text: '', finish_reason: 'stop' }] }, 3),
      send(grammar, { choices: [], usage: { prompt_tokens: 2, completion_tokens: 2 } }, 4),
    ];
    expect(outcomes.every((o) => o === 'more')).toBe(true);
    expect(grammar.onSseEvent('[DONE]', undefined, 5, 5)).toBe('done');
    grammar.finalize();
    columns.writeTo(sample);
    expect(sample.eventMs).toEqual([1, 2]);
    expect(sample.eventChannel).toEqual(['c', 'c']);
    expect(sample.content).toBe('Hello world');
    expect(sample.finishReason).toBe('stop');
    expect(sample.usage).toEqual({ promptTokens: 2, completionTokens: 2, reasoningTokens: null, cachedPromptTokens: null });
    expect(sample.sseEvents).toBe(5);
    expect(sample.doneMs).toBe(5);
  });

  it('fails an `event: error` event and a JSON value that is not an object', () => {
    const a = handler();
    expect(a.grammar.onSseEvent('{"error":{"message":"boom"}}', 'error', 1, 0)).toBe('failed');
    expect(a.sample.error).toMatchObject({ kind: 'stream_error_event', message: 'stream error event: boom' });
    const b = handler();
    expect(b.grammar.onSseEvent('[1,2]', undefined, 1, 0)).toBe('failed');
    expect(b.sample.error).toMatchObject({ kind: 'malformed_event', message: 'SSE event is not a JSON object: [1,2]' });
  });

  it('rejects a non-streamed body that is not a completion', () => {
    const { sample, grammar } = handler();
    expect(grammar.onCompletion('{"object":"list","data":[]}', 1, 0)).toBe('failed');
    expect(sample.error?.kind).toBe('malformed_event');
  });
});
