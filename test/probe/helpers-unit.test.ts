import { describe, expect, it } from 'vitest';
import { errorText, httpErrorKind, httpErrorMessage, parseRetryAfterS } from '../../src/probe/attempt/classify-http.js';
import { compressionOf } from '../../src/probe/attempt/decode.js';
import { secretRedactor } from '../../src/probe/redact-secrets.js';
import { GRAMMARS } from '../../src/probe/grammars/index.js';
import { buildDispatchOptions, type ProbeRequest } from '../../src/probe/request.js';

const forceStreaming = GRAMMARS['chat-completions'].streamingBody;
import { bodyModeOf, captureHeaders, sniffBody } from '../../src/probe/attempt/response-kind.js';
import { DONE_DRAIN_MS, expiredDeadline, nearestDeadline, type DeadlineState } from '../../src/probe/attempt/deadlines.js';
import { DeadlineTimer, timeoutMs } from '../../src/probe/attempt/timeouts.js';

function request(overrides: Partial<ProbeRequest>): ProbeRequest {
  return {
    url: 'http://127.0.0.1:9/v1/chat/completions?api-version=2',
    headers: {},
    body: { model: 'm', messages: [] },
    timeouts: { headersMs: 1, firstTokenMs: 1, idleMs: 1, totalMs: 1 },
    captureHeaders: [],
    retries: 0,
    meta: { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' },
    ...overrides,
  };
}

describe('request building', () => {
  it('forces streaming and the usage chunk, keeping other stream options', () => {
    expect(forceStreaming({ model: 'm', stream: false, stream_options: { include_usage: false, continuous_usage_stats: true } })).toEqual({
      model: 'm',
      stream: true,
      stream_options: { include_usage: true, continuous_usage_stats: true },
    });
    expect(forceStreaming({ model: 'm', stream_options: null })).toEqual({
      model: 'm',
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('sends SDK-like accept headers that the caller may override, case-insensitively', () => {
    const options = buildDispatchOptions(request({ headers: { Authorization: 'Bearer k', 'Accept-Encoding': 'identity' } }));
    expect(options.headers).toEqual({
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'accept-encoding': 'identity',
      authorization: 'Bearer k',
    });
    expect(options.origin).toBe('http://127.0.0.1:9');
    expect(options.path).toBe('/v1/chat/completions?api-version=2');
    expect(options.method).toBe('POST');
    expect(JSON.parse(Buffer.from(options.body as Buffer).toString('utf8'))).toEqual({
      model: 'm',
      messages: [],
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('throws on an invalid URL (the probe turns that into a connect error)', () => {
    expect(() => buildDispatchOptions(request({ url: '::nope' }))).toThrow();
  });
});

describe('HTTP error classification', () => {
  it('maps statuses to kinds', () => {
    expect(httpErrorKind(429)).toBe('http_429');
    expect(httpErrorKind(400)).toBe('http_4xx');
    expect(httpErrorKind(404)).toBe('http_4xx');
    expect(httpErrorKind(301)).toBe('http_4xx');
    expect(httpErrorKind(500)).toBe('http_5xx');
    expect(httpErrorKind(504)).toBe('http_5xx');
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfterS('12', now)).toBe(12);
    expect(parseRetryAfterS(' 1.5 ', now)).toBe(1.5);
    expect(parseRetryAfterS('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfterS('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfterS('soon', now)).toBeNull();
    expect(parseRetryAfterS(undefined, now)).toBeNull();
    expect(parseRetryAfterS('', now)).toBeNull();
  });

  it('prefers the JSON error message, then other message fields, then the text', () => {
    expect(errorText('{"error":{"message":"bad key","type":"x"}}')).toBe('bad key');
    expect(errorText('{"error":"quota"}')).toBe('quota');
    expect(errorText('{"detail":"Not Found"}')).toBe('Not Found');
    expect(errorText('data: {"error":{"message":"in sse"}}')).toBe('in sse');
    expect(errorText('  plain text  ')).toBe('plain text');
    expect(httpErrorMessage(500, '')).toBe('HTTP 500: (empty body)');
    expect(httpErrorMessage(500, 'y'.repeat(2_000)).length).toBeLessThanOrEqual(520);
  });
});

describe('secret masking', () => {
  it('masks credential header values, and the bare key of a bearer token, before the caller redactor', () => {
    const redact = secretRedactor(
      { Authorization: 'Bearer sk-abcdef123456', 'x-api-key': 'other-key-999', 'x-trace': 'visible-value' },
      (t) => t.toUpperCase(),
    );
    expect(redact('key sk-abcdef123456 and other-key-999 and visible-value')).toBe('KEY *** AND *** AND VISIBLE-VALUE');
  });
});

describe('response kinds', () => {
  it('chooses the body mode from status and content type', () => {
    expect(bodyModeOf(200, 'text/event-stream; charset=utf-8')).toBe('sse');
    expect(bodyModeOf(200, 'application/json')).toBe('json');
    expect(bodyModeOf(200, undefined)).toBe('sniff');
    expect(bodyModeOf(404, 'text/event-stream')).toBe('error-body');
  });

  it('sniffs SSE and JSON from the first characters', () => {
    expect(sniffBody('\n data: {', false)).toBe('sse');
    expect(sniffBody(': ping\n\n', false)).toBe('sse');
    expect(sniffBody('event: x', false)).toBe('sse');
    expect(sniffBody('{', false)).toBe('json');
    expect(sniffBody('<html><body>', false)).toBe('neither');
    expect(sniffBody('da', false)).toBeNull();
    expect(sniffBody('  ', false)).toBeNull();
    expect(sniffBody('da', true)).toBe('neither');
    expect(sniffBody('dat!', false)).toBe('neither');
  });

  it('captures listed headers, joining repeated ones', () => {
    expect(captureHeaders({ 'x-a': '1', 'x-b': ['2', '3'], 'x-c': '4' }, ['x-a', 'x-b', 'x-missing'])).toEqual({
      'x-a': '1',
      'x-b': '2, 3',
    });
  });

  it('recognises content encodings', () => {
    expect(compressionOf(undefined)).toBeNull();
    expect(compressionOf('identity')).toBeNull();
    expect(compressionOf('GZIP')).toBe('gzip');
    expect(compressionOf('x-gzip')).toBe('gzip');
    expect(compressionOf('deflate')).toBe('deflate');
    expect(compressionOf('br')).toBe('br');
    expect(compressionOf('zstd')).toBe('unsupported');
    expect(compressionOf('gzip, br')).toBe('unsupported');
  });
});

describe('deadline timer', () => {
  it('is not postponed by a later deadline, is brought forward by an earlier one, and can be cleared', async () => {
    const fired: string[] = [];
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const timer = new DeadlineTimer(() => {
      fired.push('fired');
      done();
    });
    const now = performance.now();
    timer.ensureBy(now + 60_000, now);
    timer.ensureBy(now + 10, now);
    timer.ensureBy(now + 120_000, now);
    await finished;
    expect(fired).toEqual(['fired']);

    const cleared = new DeadlineTimer(() => fired.push('cleared one fired'));
    cleared.ensureBy(performance.now() + 5, performance.now());
    cleared.clear();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fired).toEqual(['fired']);
  });

  it('treats zero and non-finite timeouts as no deadline', () => {
    expect(timeoutMs(0)).toBe(Infinity);
    expect(timeoutMs(Number.NaN)).toBe(Infinity);
    expect(timeoutMs(250)).toBe(250);
  });
});

describe('deadlines', () => {
  const timeouts = { headersMs: 100, firstTokenMs: 500, idleMs: 200, totalMs: 1_000 };
  const waiting: DeadlineState = { t0: 1_000, headersAt: null, lastReadAt: 0, doneAt: null, awaitingToken: true };

  it('waits for headers first, then for data and the first token', () => {
    expect(nearestDeadline(waiting, timeouts)).toBe(1_100);
    expect(expiredDeadline(waiting, timeouts, 1_099)).toBeNull();
    expect(expiredDeadline(waiting, timeouts, 1_100)).toBe('headers_timeout');
    const streaming = { ...waiting, headersAt: 1_050, lastReadAt: 1_400 };
    expect(nearestDeadline(streaming, timeouts)).toBe(1_500);
    expect(expiredDeadline(streaming, timeouts, 1_550)).toBe('first_token_timeout');
    const tokens = { ...streaming, awaitingToken: false };
    expect(expiredDeadline(tokens, timeouts, 1_550)).toBeNull();
    expect(expiredDeadline(tokens, timeouts, 1_600)).toBe('idle_timeout');
    expect(expiredDeadline({ ...tokens, lastReadAt: 1_990 }, timeouts, 2_000)).toBe('total_timeout');
  });

  it('names the first deadline violated when a late timer finds several passed', () => {
    const stalled = { ...waiting, headersAt: 1_010, lastReadAt: 1_010 };
    // idle passed at 1210, first token at 1500, total at 2000.
    expect(expiredDeadline(stalled, timeouts, 2_500)).toBe('idle_timeout');
  });

  it('after [DONE] only the drain allowance is left', () => {
    const done = { ...waiting, headersAt: 1_010, lastReadAt: 1_050, doneAt: 1_050, awaitingToken: false };
    expect(nearestDeadline(done, timeouts)).toBe(1_050 + DONE_DRAIN_MS);
    expect(expiredDeadline(done, timeouts, 5_000)).toBe('drain');
  });

  it('a zero timeout means no deadline', () => {
    expect(nearestDeadline(waiting, { headersMs: 0, firstTokenMs: 0, idleMs: 0, totalMs: 0 })).toBe(Infinity);
  });
});
