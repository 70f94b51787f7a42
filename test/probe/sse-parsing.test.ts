import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe, type ProbeRequest } from '../../src/probe/probe.js';
import type { Channel, Sample } from '../../src/probe/sample.js';
import {
  chatEvent,
  chunk,
  DONE_EVENT,
  LAST_CHUNK,
  sseHead,
  sseHeadUntilClose,
  startScriptedServer,
  usageEvent,
  type Script,
  type ScriptPart,
  type ScriptedServer,
} from '../helpers/scripted-server.js';

const agent = createProbeAgent();
afterAll(() => agent.close());

function request(url: string): ProbeRequest {
  return {
    url,
    headers: {},
    body: { model: 'test-model', messages: [{ role: 'user', content: 'hi' }] },
    timeouts: { headersMs: 5_000, firstTokenMs: 5_000, idleMs: 5_000, totalMs: 10_000 },
    captureHeaders: [],
    retries: 0,
    meta: { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' },
  };
}

/** A stream exercising every kind of delta; the expectations below are derived from the same list. */
const REASONING = 'Think';
const CONTENT_PIECES = ['Hé', 'llo 🌍'];
const TOOL_NAME = 'get';
const TOOL_ARGS = ['{"a"', ':1}'];
const USAGE = {
  prompt_tokens: 11,
  completion_tokens: 7,
  total_tokens: 18,
  completion_tokens_details: { reasoning_tokens: 1 },
  prompt_tokens_details: { cached_tokens: 2 },
};

const STREAM_EVENTS = [
  chatEvent({ role: 'assistant', content: '' }),
  chatEvent({ reasoning_content: REASONING }),
  chatEvent({ content: CONTENT_PIECES[0] }),
  ': keep-alive\n\n',
  chatEvent({ content: CONTENT_PIECES[1] }),
  chatEvent({ tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: TOOL_NAME, arguments: TOOL_ARGS[0] } }] }),
  ': ping\n\n',
  chatEvent({ tool_calls: [{ index: 0, function: { arguments: TOOL_ARGS[1] } }] }),
  chatEvent({}, 'tool_calls'),
  usageEvent(USAGE),
  DONE_EVENT,
];
const DATA_EVENTS = STREAM_EVENTS.filter((e) => e.startsWith('data:') && e !== DONE_EVENT).length;
const EXPECTED_CHANNELS: Channel[] = ['r', 'c', 'c', 't', 't'];
const EXPECTED_CHARS = [
  REASONING.length,
  CONTENT_PIECES[0]!.length,
  CONTENT_PIECES[1]!.length,
  TOOL_NAME.length + TOOL_ARGS[0]!.length,
  TOOL_ARGS[1]!.length,
];

function expectFullStream(sample: Sample): void {
  expect(sample.error).toBeNull();
  expect(sample.status).toBe(200);
  expect(sample.content).toBe(CONTENT_PIECES.join(''));
  expect(sample.eventChannel).toEqual(EXPECTED_CHANNELS);
  expect(sample.eventChars).toEqual(EXPECTED_CHARS);
  expect(sample.sseEvents).toBe(DATA_EVENTS);
  expect(sample.contentChars).toBe(CONTENT_PIECES.join('').length);
  expect(sample.reasoningChars).toBe(REASONING.length);
  expect(sample.toolCallChars).toBe(TOOL_NAME.length + TOOL_ARGS.join('').length);
  expect(sample.toolCalls).toEqual([{ id: 'call_1', name: TOOL_NAME, arguments: TOOL_ARGS.join('') }]);
  expect(sample.finishReason).toBe('tool_calls');
  expect(sample.usage).toEqual({ promptTokens: 11, completionTokens: 7, reasoningTokens: 1, cachedPromptTokens: 2 });
  expect(sample.doneMs).not.toBeNull();
  expect(sample.firstContentMs).toBe(sample.eventMs[1]);
  // Every event inherits the stamp of the read it was completed in.
  sample.eventRead.forEach((read, i) => expect(sample.eventMs[i]).toBe(sample.readMs[read]));
  expect(sample.readBytes.reduce((a, b) => a + b, 0)).toBe(Buffer.byteLength(payloadWith('\n')));
}

function payloadWith(lineEnding: string): string {
  return STREAM_EVENTS.join('').replace(/\n/g, lineEnding);
}

/** The payload cut at `cuts` (byte offsets), each piece written `stepMs` after the previous one. */
function splitScript(payload: Buffer, cuts: number[], stepMs = 3): Script {
  const bounds = [0, ...cuts, payload.length];
  const parts: ScriptPart[] = [{ afterMs: 0, bytes: sseHeadUntilClose() }];
  for (let i = 0; i + 1 < bounds.length; i++) parts.push({ afterMs: stepMs * (i + 1), bytes: payload.subarray(bounds[i], bounds[i + 1]) });
  return { parts, after: 'end' };
}

describe('SSE parsing across read boundaries', () => {
  let server: ScriptedServer;
  const payloads: Record<string, Buffer> = {
    lf: Buffer.from(payloadWith('\n')),
    crlf: Buffer.from(payloadWith('\r\n')),
    cr: Buffer.from(payloadWith('\r')),
  };

  beforeAll(async () => {
    // The path says which payload and where to cut it: /<ending>/<cut>[,<cut>...] or /<ending>/bytes.
    server = await startScriptedServer((req) => {
      const [, ending = 'lf', spec = ''] = (req?.path ?? '').split('/');
      const payload = payloads[ending]!;
      if (spec === 'bytes')
        return splitScript(
          payload,
          Array.from({ length: payload.length - 1 }, (_, i) => i + 1),
          2,
        );
      return splitScript(payload, spec === '' ? [] : spec.split(',').map(Number));
    });
  });
  afterAll(() => server.close());

  it('parses the whole stream sent in one piece', async () => {
    expectFullStream(await probe(request(`${server.url}/lf/`), { dispatcher: agent }));
  });

  it('gives the same result for a split at every byte offset (LF endings)', async () => {
    const length = payloads.lf!.length;
    const cuts = Array.from({ length: length - 1 }, (_, i) => i + 1);
    // Batches keep the number of open sockets modest while still finishing quickly.
    for (let i = 0; i < cuts.length; i += 40) {
      const samples = await Promise.all(
        cuts.slice(i, i + 40).map((cut) => probe(request(`${server.url}/lf/${cut}`), { dispatcher: agent })),
      );
      for (const sample of samples) expectFullStream(sample);
    }
  });

  it('gives the same result for a split at every byte offset (CRLF endings)', async () => {
    const length = payloads.crlf!.length;
    const cuts = Array.from({ length: length - 1 }, (_, i) => i + 1);
    for (let i = 0; i < cuts.length; i += 40) {
      const samples = await Promise.all(
        cuts.slice(i, i + 40).map((cut) => probe(request(`${server.url}/crlf/${cut}`), { dispatcher: agent })),
      );
      for (const sample of samples) {
        expect(sample.error).toBeNull();
        expect(sample.content).toBe(CONTENT_PIECES.join(''));
        expect(sample.eventChannel).toEqual(EXPECTED_CHANNELS);
        expect(sample.sseEvents).toBe(DATA_EVENTS);
        expect(sample.doneMs).not.toBeNull();
      }
    }
  });

  it('handles bare CR line endings and a stream delivered one byte per read', async () => {
    const cr = await probe(request(`${server.url}/cr/`), { dispatcher: agent });
    expect(cr.error).toBeNull();
    expect(cr.content).toBe(CONTENT_PIECES.join(''));
    expect(cr.eventChannel).toEqual(EXPECTED_CHANNELS);

    const bytewise = await probe(request(`${server.url}/crlf/bytes`), { dispatcher: agent });
    expect(bytewise.error).toBeNull();
    expect(bytewise.content).toBe(CONTENT_PIECES.join(''));
    expect(bytewise.eventChars).toEqual(EXPECTED_CHARS);
    expect(bytewise.toolCalls).toEqual([{ id: 'call_1', name: TOOL_NAME, arguments: TOOL_ARGS.join('') }]);
  });

  it('decodes a multibyte character split between two reads', async () => {
    const payload = payloads.lf!;
    const emoji = payload.indexOf(Buffer.from('🌍'));
    for (const cut of [emoji + 1, emoji + 2, emoji + 3]) {
      const sample = await probe(request(`${server.url}/lf/${cut}`), { dispatcher: agent });
      expect(sample.content).toBe(CONTENT_PIECES.join(''));
      expect(sample.content).not.toContain('\uFFFD');
    }
  });
});

describe('stream shapes', () => {
  const servers: ScriptedServer[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  async function serve(script: Script): Promise<string> {
    const server = await startScriptedServer(script);
    servers.push(server);
    return `${server.url}/v1/chat/completions`;
  }

  it('accepts a clean close after finish_reason without [DONE]', async () => {
    const url = await serve({
      parts: [{ afterMs: 0, bytes: sseHeadUntilClose() + chatEvent({ content: 'ok' }) + chatEvent({}, 'stop') }],
      after: 'end',
    });
    const sample = await probe(request(url), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.doneMs).toBeNull();
    expect(sample.finishReason).toBe('stop');
    expect(sample.endMs).not.toBeNull();
    expect(sample.content).toBe('ok');
  });

  it('counts role-only, empty and usage-only chunks as events but not as tokens', async () => {
    const body = [
      chatEvent({ role: 'assistant' }),
      chatEvent({ content: '' }),
      chatEvent({ content: null }),
      chatEvent({ content: 'x' }, 'stop'),
      usageEvent({ prompt_tokens: 3, completion_tokens: 1 }),
      DONE_EVENT,
    ].join('');
    const url = await serve({ parts: [{ afterMs: 0, bytes: sseHeadUntilClose() + body }], after: 'end' });
    const sample = await probe(request(url), { dispatcher: agent });
    expect(sample.sseEvents).toBe(5);
    expect(sample.eventChannel).toEqual(['c']);
    expect(sample.usage).toEqual({ promptTokens: 3, completionTokens: 1, reasoningTokens: null, cachedPromptTokens: null });
  });

  it('reads the `reasoning` field as the reasoning channel and prefers reasoning_content when both are sent', async () => {
    const body = [
      chatEvent({ reasoning: 'abc' }),
      chatEvent({ reasoning_content: 'de', reasoning: 'de' }),
      chatEvent({ content: 'f' }, 'stop'),
      DONE_EVENT,
    ].join('');
    const url = await serve({ parts: [{ afterMs: 0, bytes: sseHeadUntilClose() + body }], after: 'end' });
    const sample = await probe(request(url), { dispatcher: agent });
    expect(sample.eventChannel).toEqual(['r', 'r', 'c']);
    expect(sample.eventChars).toEqual([3, 2, 1]);
    expect(sample.reasoningChars).toBe(5);
    expect(sample.content).toBe('f');
  });

  it('assembles parallel tool calls by index', async () => {
    const body = [
      chatEvent({
        tool_calls: [
          { index: 0, id: 'a', function: { name: 'one', arguments: '' } },
          { index: 1, id: 'b', function: { name: 'two', arguments: '' } },
        ],
      }),
      chatEvent({ tool_calls: [{ index: 1, function: { arguments: '{"y":' } }] }),
      chatEvent({ tool_calls: [{ index: 0, function: { arguments: '{"x":1}' } }] }),
      chatEvent({ tool_calls: [{ index: 1, function: { arguments: '2}' } }] }),
      chatEvent({}, 'tool_calls'),
      DONE_EVENT,
    ].join('');
    const url = await serve({ parts: [{ afterMs: 0, bytes: sseHeadUntilClose() + body }], after: 'end' });
    const sample = await probe(request(url), { dispatcher: agent });
    expect(sample.toolCalls).toEqual([
      { id: 'a', name: 'one', arguments: '{"x":1}' },
      { id: 'b', name: 'two', arguments: '{"y":2}' },
    ]);
    expect(sample.eventChannel).toEqual(['t', 't', 't', 't']);
    expect(sample.eventChars).toEqual([6, 5, 7, 2]);
    expect(sample.content).toBe('');
  });

  it('ignores comments, id/retry fields and unknown fields', async () => {
    const body = [
      ': hello\n\n',
      'retry: 1000\n\n',
      'id: 7\nfoo: bar\n' + chatEvent({ content: 'a' }),
      ':\n\n',
      chatEvent({ content: 'b' }, 'stop'),
      DONE_EVENT,
    ].join('');
    const url = await serve({ parts: [{ afterMs: 0, bytes: sseHeadUntilClose() + body }], after: 'end' });
    const sample = await probe(request(url), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('ab');
    expect(sample.sseEvents).toBe(2);
  });

  it('ignores anything after [DONE]', async () => {
    const body = chatEvent({ content: 'a' }, 'stop') + DONE_EVENT + chatEvent({ content: 'late' });
    const url = await serve({ parts: [{ afterMs: 0, bytes: sseHeadUntilClose() + body }], after: 'end' });
    const sample = await probe(request(url), { dispatcher: agent });
    expect(sample.content).toBe('a');
    expect(sample.sseEvents).toBe(1);
  });

  it('follows events through chunked encoding whose chunks cut events in half', async () => {
    const payload = [
      chatEvent({ content: 'one ' }),
      chatEvent({ content: 'two ' }),
      chatEvent({ content: 'three' }, 'stop'),
      DONE_EVENT,
    ].join('');
    const third = Math.floor(payload.length / 3);
    const url = await serve({
      parts: [
        { afterMs: 0, bytes: sseHead() },
        { afterMs: 5, bytes: chunk(payload.slice(0, third)) },
        { afterMs: 10, bytes: chunk(payload.slice(third, 2 * third)) },
        { afterMs: 15, bytes: Buffer.concat([chunk(payload.slice(2 * third)), Buffer.from(LAST_CHUNK)]) },
      ],
      after: 'keep-alive',
    });
    const sample = await probe(request(url), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('one two three');
    expect(sample.doneMs).not.toBeNull();
  });

  it('treats many HTTP chunks arriving in one socket read as one read', async () => {
    const events = Array.from({ length: 30 }, (_, i) => chatEvent({ content: `t${i} ` }));
    const bytes = Buffer.concat([
      Buffer.from(sseHead()),
      ...events.map((e) => chunk(e)),
      chunk(chatEvent({}, 'stop') + DONE_EVENT),
      Buffer.from(LAST_CHUNK),
    ]);
    const url = await serve({ parts: [{ afterMs: 0, bytes }], after: 'keep-alive' });
    const sample = await probe(request(url), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.eventMs).toHaveLength(30);
    expect(sample.readMs).toHaveLength(1);
    expect(new Set(sample.eventRead)).toEqual(new Set([0]));
  });
});
