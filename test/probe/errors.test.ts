import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Timeouts } from '../../src/config/types.js';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe, type ProbeRequest } from '../../src/probe/probe.js';
import {
  chatEvent,
  DONE_EVENT,
  httpHead,
  sseHeadUntilClose,
  spaced,
  startScriptedServer,
  unusedPort,
  type Script,
  type ScriptedServer,
} from '../helpers/scripted-server.js';

const agent = createProbeAgent();
const servers: ScriptedServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await agent.close();
});

const SECRET = 'sk-test-0123456789abcdef';
const GENEROUS: Timeouts = { headersMs: 5_000, firstTokenMs: 5_000, idleMs: 5_000, totalMs: 10_000 };

function request(url: string, timeouts: Partial<Timeouts> = {}, retries = 0): ProbeRequest {
  return {
    url,
    headers: { authorization: `Bearer ${SECRET}` },
    body: { model: 'test-model', messages: [{ role: 'user', content: 'hi' }] },
    timeouts: { ...GENEROUS, ...timeouts },
    captureHeaders: ['retry-after'],
    retries,
    meta: { item: 3, turn: 0, endpoint: 'e', scenario: 's', cache: 'warm' },
  };
}

async function serve(script: Script | ((index: number) => Script)): Promise<ScriptedServer> {
  const server = await startScriptedServer(typeof script === 'function' ? (_req, i) => script(i) : script);
  servers.push(server);
  return server;
}

const url = (server: ScriptedServer): string => `${server.url}/v1/chat/completions`;
const once = (bytes: string, after: Script['after'] = 'end'): Script => ({ parts: [{ afterMs: 0, bytes }], after });

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return httpHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers }) + text;
}

describe('HTTP status errors', () => {
  it('4xx: JSON error.message, redacted, with the status', async () => {
    const server = await serve(
      once(jsonResponse(401, { error: { message: `Incorrect API key provided: ${SECRET}`, type: 'invalid_request_error' } }), 'keep-alive'),
    );
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error).toMatchObject({ kind: 'http_4xx', status: 401, retryAfterS: null });
    expect(sample.error!.message).toBe('HTTP 401: Incorrect API key provided: ***');
    expect(sample.status).toBe(401);
    expect(sample.eventMs).toEqual([]);
  });

  it('applies the caller redactor on top of the key masking', async () => {
    const server = await serve(once(jsonResponse(400, { error: { message: 'bad value for internal-host-7' } }), 'keep-alive'));
    const sample = await probe(request(url(server)), { dispatcher: agent, redact: (t) => t.replace(/internal-host-\d+/g, '<host>') });
    expect(sample.error!.message).toBe('HTTP 400: bad value for <host>');
  });

  it('429 with Retry-After in seconds and as an HTTP date', async () => {
    const inSeconds = await serve(once(jsonResponse(429, { error: { message: 'slow down' } }, { 'retry-after': '7' }), 'keep-alive'));
    const a = await probe(request(url(inSeconds)), { dispatcher: agent });
    expect(a.error).toMatchObject({ kind: 'http_429', status: 429, retryAfterS: 7, message: 'HTTP 429: slow down' });
    expect(a.headers['retry-after']).toBe('7');

    const date = new Date(Date.now() + 30_000).toUTCString();
    const asDate = await serve(once(jsonResponse(429, 'busy', { 'retry-after': date }), 'keep-alive'));
    const b = await probe(request(url(asDate)), { dispatcher: agent });
    expect(b.error!.kind).toBe('http_429');
    // HTTP dates have one-second resolution and the clock moves while the request runs.
    expect(b.error!.retryAfterS).toBeGreaterThanOrEqual(28);
    expect(b.error!.retryAfterS).toBeLessThanOrEqual(30);
  });

  it('5xx: plain-text body truncated to about 500 characters', async () => {
    const body = `upstream failed ${'x'.repeat(2_000)}`;
    const server = await serve(
      once(httpHead(502, { 'content-type': 'text/plain', 'content-length': String(body.length) }) + body, 'keep-alive'),
    );
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error!.kind).toBe('http_5xx');
    expect(sample.error!.message.startsWith('HTTP 502: upstream failed xxx')).toBe(true);
    expect(sample.error!.message.length).toBeLessThanOrEqual(520);
  });

  it('reads an error body that arrives in pieces', async () => {
    const body = JSON.stringify({ error: { message: 'model overloaded' } });
    const server = await serve({
      parts: [
        { afterMs: 0, bytes: httpHead(503, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }) },
        { afterMs: 10, bytes: `${(10).toString(16)}\r\n${body.slice(0, 10)}\r\n` },
        { afterMs: 20, bytes: `${(body.length - 10).toString(16)}\r\n${body.slice(10)}\r\n0\r\n\r\n` },
      ],
      after: 'keep-alive',
    });
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error).toMatchObject({ kind: 'http_5xx', status: 503, message: 'HTTP 503: model overloaded' });
  });
});

describe('timeouts', () => {
  // The timer fires at or after the deadline; the upper bounds allow for timer lateness on a busy machine.
  it('headers_timeout when the head is late', async () => {
    const server = await serve({ parts: [{ afterMs: 1_000, bytes: sseHeadUntilClose() }], after: 'end' });
    const sample = await probe(request(url(server), { headersMs: 150 }), { dispatcher: agent });
    expect(sample.error!.kind).toBe('headers_timeout');
    expect(sample.status).toBeNull();
    expect(sample.endMs).toBeGreaterThanOrEqual(149);
    expect(sample.endMs).toBeLessThan(600);
  });

  it('first_token_timeout when only role chunks and keep-alives arrive', async () => {
    const keepAlives = Array.from({ length: 40 }, () => ': ping\n\n');
    const server = await serve({
      parts: [{ afterMs: 0, bytes: sseHeadUntilClose() + chatEvent({ role: 'assistant' }) }, ...spaced(keepAlives, 25, 25)],
      after: 'end',
    });
    const sample = await probe(request(url(server), { firstTokenMs: 200, idleMs: 150 }), { dispatcher: agent });
    expect(sample.error!.kind).toBe('first_token_timeout');
    expect(sample.status).toBe(200);
    expect(sample.sseEvents).toBe(1);
    expect(sample.readMs.length).toBeGreaterThan(2);
    expect(sample.endMs).toBeGreaterThanOrEqual(199);
  });

  it('idle_timeout when the stream stalls after a token', async () => {
    const server = await serve({
      parts: [
        { afterMs: 0, bytes: sseHeadUntilClose() },
        { afterMs: 20, bytes: chatEvent({ content: 'a' }) },
      ],
      after: 'hang',
    });
    const sample = await probe(request(url(server), { idleMs: 150 }), { dispatcher: agent });
    expect(sample.error!.kind).toBe('idle_timeout');
    expect(sample.content).toBe('a');
    const lastRead = sample.readMs.at(-1)!;
    expect(sample.endMs! - lastRead).toBeGreaterThanOrEqual(149);
    expect(sample.endMs! - lastRead).toBeLessThan(600);
  });

  it('idle_timeout also covers the wait between the head and the first byte of body', async () => {
    const server = await serve(once(sseHeadUntilClose(), 'hang'));
    const sample = await probe(request(url(server), { idleMs: 120, firstTokenMs: 2_000 }), { dispatcher: agent });
    expect(sample.error!.kind).toBe('idle_timeout');
  });

  it('total_timeout for a stream that never ends', async () => {
    const tokens = Array.from({ length: 200 }, (_, i) => chatEvent({ content: `${i} ` }));
    const server = await serve({ parts: [{ afterMs: 0, bytes: sseHeadUntilClose() }, ...spaced(tokens, 10, 5)], after: 'end' });
    const sample = await probe(request(url(server), { totalMs: 300, idleMs: 200 }), { dispatcher: agent });
    expect(sample.error!.kind).toBe('total_timeout');
    expect(sample.eventMs.length).toBeGreaterThan(3);
    expect(sample.endMs).toBeGreaterThanOrEqual(299);
  });
});

describe('in-stream problems', () => {
  it('stream_error_event for a data error object', async () => {
    const body = chatEvent({ content: 'a' }) + `data: ${JSON.stringify({ error: { message: `capacity (key ${SECRET})`, code: 503 } })}\n\n`;
    const server = await serve(once(sseHeadUntilClose() + body, 'hang'));
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error).toMatchObject({ kind: 'stream_error_event', status: 200 });
    expect(sample.error!.message).toContain('capacity (key ***)');
    expect(sample.content).toBe('a');
  });

  it('stream_error_event for `event: error`', async () => {
    const server = await serve(once(`${sseHeadUntilClose()}event: error\ndata: {"message":"quota"}\n\n`, 'hang'));
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error!.kind).toBe('stream_error_event');
    expect(sample.error!.message).toContain('quota');
  });

  it('malformed_event for invalid JSON, and the request is abandoned', async () => {
    const server = await serve(once(`${sseHeadUntilClose()}${chatEvent({ content: 'a' })}data: {"choices": [\n\n`, 'hang'));
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error!.kind).toBe('malformed_event');
    expect(sample.content).toBe('a');
  });

  it('malformed_event for an event over maxEventBytes', async () => {
    const big = chatEvent({ content: 'x'.repeat(4_096) });
    const server = await serve(once(sseHeadUntilClose() + chatEvent({ content: 'a' }) + big, 'hang'));
    const sample = await probe(request(url(server)), { dispatcher: agent, maxEventBytes: 1_024 });
    expect(sample.error!.kind).toBe('malformed_event');
    expect(sample.error!.message).toContain('1024');
    expect(sample.content).toBe('a');
  });

  it('malformed_event for an unterminated event growing past maxEventBytes', async () => {
    const pieces = Array.from({ length: 20 }, () => 'x'.repeat(200));
    const server = await serve({
      parts: [{ afterMs: 0, bytes: `${sseHeadUntilClose()}data: {"choices":[{"delta":{"content":"` }, ...spaced(pieces, 5, 5)],
      after: 'hang',
    });
    const sample = await probe(request(url(server)), { dispatcher: agent, maxEventBytes: 1_024 });
    expect(sample.error!.kind).toBe('malformed_event');
    // Stopped once the limit was passed, not at the end of the stream.
    expect(sample.readBytes.reduce((a, b) => a + b, 0)).toBeLessThan(3_000);
  });

  it('malformed_event for a 2xx body that is neither SSE nor JSON', async () => {
    const html = '<html><body>Gateway login</body></html>';
    const server = await serve(
      once(httpHead(200, { 'content-type': 'text/html', 'content-length': String(html.length) }) + html, 'keep-alive'),
    );
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error!.kind).toBe('malformed_event');
  });

  it('reads a mislabelled event stream by its content', async () => {
    const body = chatEvent({ content: 'ok' }, 'stop') + DONE_EVENT;
    const server = await serve(once(httpHead(200, { 'content-type': 'text/plain', connection: 'close' }) + body));
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('ok');
  });
});

describe('non-streamed JSON answers', () => {
  it('takes content, usage and finish_reason from a chat.completion as one arrival', async () => {
    const completion = {
      id: 'x',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Whole answer' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
    };
    const text = JSON.stringify(completion);
    const server = await serve({
      parts: [
        { afterMs: 0, bytes: httpHead(200, { 'content-type': 'application/json', 'content-length': String(text.length) }) },
        { afterMs: 20, bytes: text.slice(0, 30) },
        { afterMs: 60, bytes: text.slice(30) },
      ],
      after: 'keep-alive',
    });
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('Whole answer');
    expect(sample.eventChannel).toEqual(['c']);
    expect(sample.eventChars).toEqual(['Whole answer'.length]);
    expect(sample.eventRead).toEqual([sample.readMs.length - 1]);
    expect(sample.eventMs).toEqual([sample.readMs.at(-1)]);
    expect(sample.finishReason).toBe('stop');
    expect(sample.usage).toMatchObject({ promptTokens: 5, completionTokens: 2 });
    expect(sample.sseEvents).toBe(0);
  });

  it('assembles tool calls of a non-streamed answer', async () => {
    const text = JSON.stringify({
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }],
          },
          finish_reason: 'tool_calls',
        },
      ],
    });
    const server = await serve(
      once(httpHead(200, { 'content-type': 'application/json', 'content-length': String(text.length) }) + text, 'keep-alive'),
    );
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.toolCalls).toEqual([{ id: 'c1', name: 'f', arguments: '{}' }]);
    expect(sample.eventChannel).toEqual(['t']);
  });

  it('malformed_event for JSON that is not a chat completion', async () => {
    const server = await serve(once(jsonResponse(200, { hello: 'world' }), 'keep-alive'));
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error!.kind).toBe('malformed_event');
  });
});

describe('connection failures and early closes', () => {
  it('early_close when the connection is reset mid-stream', async () => {
    const server = await serve({
      parts: [
        { afterMs: 0, bytes: sseHeadUntilClose() + chatEvent({ content: 'a' }) },
        { afterMs: 30, bytes: chatEvent({ content: 'b' }) },
      ],
      after: 'reset',
    });
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error!.kind).toBe('early_close');
    expect(sample.content).toBe('ab');
    expect(sample.endMs).not.toBeNull();
  });

  it('early_close for a clean close before [DONE] and finish_reason', async () => {
    const server = await serve(once(sseHeadUntilClose() + chatEvent({ content: 'a' })));
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error!.kind).toBe('early_close');
  });

  it('a reset after finish_reason is not an error', async () => {
    const server = await serve({
      parts: [{ afterMs: 0, bytes: sseHeadUntilClose() + chatEvent({ content: 'a' }, 'stop') }],
      after: 'reset',
    });
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.finishReason).toBe('stop');
  });

  it('never retries once the request reached the server', async () => {
    const server = await serve({ parts: [], after: 'reset' });
    const sample = await probe(request(url(server), {}, 3), { dispatcher: agent });
    expect(sample.error!.kind).toBe('early_close');
    expect(sample.retries).toBe(0);
    expect(server.requests).toHaveLength(1);
  });

  it('connect error for a refused port, after the allowed retries', async () => {
    const port = await unusedPort();
    const sample = await probe(request(`http://127.0.0.1:${port}/v1/chat/completions`, {}, 2), { dispatcher: agent });
    expect(sample.error!.kind).toBe('connect');
    expect(sample.error!.message).toContain('ECONNREFUSED');
    expect(sample.retries).toBe(2);
    expect(sample.status).toBeNull();
  });

  it('connect error for an unresolvable host', async () => {
    const sample = await probe(request('http://nonexistent.invalid/v1/chat/completions'), { dispatcher: agent });
    expect(sample.error!.kind).toBe('connect');
    expect(sample.retries).toBe(0);
  });

  it('retries a refused connection until the server is up, and records the retries', async () => {
    const port = await unusedPort();
    const late = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.once('data', () => socket.end(`${sseHeadUntilClose()}${chatEvent({ content: 'up' }, 'stop')}${DONE_EVENT}`));
    });
    const listening = new Promise<void>((resolve) => setTimeout(() => late.listen(port, '127.0.0.1', resolve), 150));
    try {
      const sample = await probe(request(`http://127.0.0.1:${port}/v1/chat/completions`, {}, 5), { dispatcher: agent });
      expect(sample.error).toBeNull();
      expect(sample.content).toBe('up');
      expect(sample.retries).toBeGreaterThanOrEqual(1);
    } finally {
      await listening;
      await new Promise<void>((resolve) => late.close(() => resolve()));
    }
  });

  it('an invalid URL is a connect error, not a rejection', async () => {
    const sample = await probe(request('not a url'), { dispatcher: agent });
    expect(sample.error!.kind).toBe('connect');
  });
});

describe('aborts', () => {
  it('aborted when the signal fires mid-stream', async () => {
    const tokens = Array.from({ length: 100 }, (_, i) => chatEvent({ content: `${i} ` }));
    const server = await serve({ parts: [{ afterMs: 0, bytes: sseHeadUntilClose() }, ...spaced(tokens, 10, 5)], after: 'end' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 80);
    const sample = await probe(request(url(server)), { dispatcher: agent, signal: controller.signal });
    expect(sample.error!.kind).toBe('aborted');
    expect(sample.eventMs.length).toBeGreaterThan(0);
    expect(sample.eventMs.length).toBeLessThan(100);
  });

  it('aborted without sending when the signal is already aborted', async () => {
    const server = await serve(once(sseHeadUntilClose() + chatEvent({ content: 'a' }, 'stop')));
    const sample = await probe(request(url(server)), { dispatcher: agent, signal: AbortSignal.abort() });
    expect(sample.error!.kind).toBe('aborted');
    expect(server.requests).toHaveLength(0);
  });
});
