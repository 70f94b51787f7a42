/**
 * Gemini's `streamGenerateContent?alt=sse` through the real probe: each event a whole `GenerateContentResponse` in
 * the shape of Google's API reference (candidates[0].content.parts, finishReason, usageMetadata), served by a loopback
 * server.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { computeMetrics } from '../../../src/metrics/compute.js';
import { createProbeAgent } from '../../../src/probe/connection/dispatcher.js';
import { replay, type Reply } from './replay.js';

const agent = createProbeAgent();
afterAll(() => agent.close());

const BODY = { contents: [{ role: 'user', parts: [{ text: 'Hello' }] }], generationConfig: { maxOutputTokens: 256 } };
const data = (payload: Record<string, unknown>): string => `data: ${JSON.stringify(payload)}\r\n\r\n`;
const sse = (payloads: Record<string, unknown>[]) => (): Reply => ({ kind: 'sse', blocks: payloads.map(data) });

function chunk(parts: Record<string, unknown>[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { candidates: [{ content: { role: 'model', parts }, index: 0, ...extra }], modelVersion: 'gemini-2.5-flash', responseId: 'r1' };
}

const USAGE = {
  promptTokenCount: 1200,
  candidatesTokenCount: 7,
  totalTokenCount: 1247,
  cachedContentTokenCount: 1024,
  thoughtsTokenCount: 40,
};

describe('Gemini streamGenerateContent through the probe', () => {
  it('reads text parts as content, thought parts as reasoning, usageMetadata and the finish reason', async () => {
    const { sample, request } = await replay(
      'gemini',
      BODY,
      sse([
        chunk([{ text: 'Thinking about greetings.', thought: true }]),
        chunk([{ text: 'Hello' }]),
        chunk([{ text: ' there!' }]),
        { ...chunk([{ text: '' }], { finishReason: 'STOP' }), usageMetadata: USAGE },
      ]),
      agent,
    );
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('Hello there!');
    expect(sample.reasoningChars).toBe('Thinking about greetings.'.length);
    expect(sample.eventChannel).toEqual(['r', 'c', 'c']);
    // The output is the candidates' tokens and the thoughts' (billed as output), as OpenAI's completion_tokens counts.
    expect(sample.usage).toEqual({ promptTokens: 1200, completionTokens: 47, reasoningTokens: 40, cachedPromptTokens: 1024 });
    expect(sample.server).toMatchObject({ cachedTokens: 1024 });
    expect(sample.finishReason).toBe('stop');
    expect(sample.doneMs).not.toBeNull();
    expect(sample.sseEvents).toBe(4);
    expect(computeMetrics(sample).ttftContentMs).toBe(sample.eventMs[1]);
    // Streaming is the path's method: the body goes as built, with no `stream` field.
    expect(request.body).toEqual(BODY);
    expect(request.path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
  });

  it('reads MAX_TOKENS as length, and a functionCall part as one whole tool call (finish tool_calls)', async () => {
    const cut = await replay(
      'gemini',
      BODY,
      sse([chunk([{ text: 'One two' }]), { ...chunk([{ text: ' three' }], { finishReason: 'MAX_TOKENS' }), usageMetadata: USAGE }]),
      agent,
    );
    expect(cut.sample.content).toBe('One two three');
    expect(cut.sample.finishReason).toBe('length');

    const called = await replay(
      'gemini',
      BODY,
      sse([
        chunk([{ functionCall: { name: 'get_weather', args: { location: 'Paris' } } }]),
        { ...chunk([], { finishReason: 'STOP' }), usageMetadata: { promptTokenCount: 30, candidatesTokenCount: 9 } },
      ]),
      agent,
    );
    expect(called.sample.error).toBeNull();
    expect(called.sample.toolCalls).toEqual([{ id: '', name: 'get_weather', arguments: '{"location":"Paris"}' }]);
    expect(called.sample.toolCallChars).toBe('get_weather'.length + '{"location":"Paris"}'.length);
    expect(called.sample.eventChannel).toEqual(['t']);
    expect(called.sample.finishReason).toBe('tool_calls');
    expect(called.sample.usage).toEqual({ promptTokens: 30, completionTokens: 9, reasoningTokens: null, cachedPromptTokens: null });
  });

  it('ends as failed on an error object in the stream, naming Google’s status', async () => {
    const { sample } = await replay(
      'gemini',
      BODY,
      sse([chunk([{ text: 'Hel' }]), { error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } }]),
      agent,
    );
    expect(sample.error).toMatchObject({ kind: 'stream_error_event' });
    expect(sample.error!.message).toContain('UNAVAILABLE: The model is overloaded.');
    expect(sample.content).toBe('Hel');
  });

  it('reads a whole non-streamed response (the server ignored the streaming method)', async () => {
    const body = JSON.stringify({ ...chunk([{ text: 'All at once.' }], { finishReason: 'STOP' }), usageMetadata: USAGE });
    const { sample } = await replay('gemini', BODY, () => ({ kind: 'json', body }), agent);
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('All at once.');
    expect(sample.finishReason).toBe('stop');
    expect(sample.usage?.completionTokens).toBe(47);
  });
});
