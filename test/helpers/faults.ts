import type { Timeouts } from '../../src/config/types.js';
import type { ErrorKind } from '../../src/probe/sample.js';
import {
  chatEvent,
  chunk,
  DONE_EVENT,
  httpHead,
  LAST_CHUNK,
  sseHead,
  sseHeadUntilClose,
  usageEvent,
  type Script,
  type ScriptPart,
  type ScriptSource,
} from './scripted-server.js';

/**
 * A catalogue of server misbehaviours, each with the error kind the probe must give it. The fault suite,
 * the run-level checks and docs/faults.md all describe the same list.
 */

export const HEALTHY_TOKENS = 12;

/** A well-behaved chunked event stream: role chunk, one event per token, finish, usage, [DONE]; connection kept. */
export function healthyStream(tokens = HEALTHY_TOKENS): Script {
  const events = [chatEvent({ role: 'assistant', content: '' })];
  for (let i = 0; i < tokens; i++) events.push(chatEvent({ content: ` w${i}` }));
  events.push(chatEvent({}, 'stop'), usageEvent({ prompt_tokens: 5, completion_tokens: tokens }), DONE_EVENT);
  return {
    parts: [
      { afterMs: 0, bytes: sseHead() },
      ...events.map((e, i) => ({ afterMs: 2 + i, bytes: chunk(e) })),
      { afterMs: 2 + events.length, bytes: LAST_CHUNK },
    ],
    after: 'keep-alive',
  };
}

/** Every other request (0, 2, 4, …) gets the fault; the rest a healthy stream, so a run shows both side by side. */
export function everyOther(fault: Script): ScriptSource {
  return (_request, index) => (index % 2 === 0 ? fault : healthyStream());
}

/** How the fault is reached: a scripted server, a port nothing listens on, or a name that cannot resolve. */
export type FaultTarget = { kind: 'script'; script: Script } | { kind: 'refused' } | { kind: 'dns' };

export interface Fault {
  name: string;
  target: FaultTarget;
  /** Deadlines for this fault (short, so the suite stays fast, but long enough that the healthy requests of the
   * same run meet them on a loaded machine); the rest are generous. */
  timeouts: Timeouts;
  expected: ErrorKind;
  /** Status the sample must carry (null when no response head arrived). */
  status: number | null;
  /** A fragment the error message must contain. */
  message: RegExp;
}

export const GENEROUS_TIMEOUTS: Timeouts = { headersMs: 5_000, firstTokenMs: 5_000, idleMs: 5_000, totalMs: 10_000 };
const timeouts = (t: Partial<Timeouts>): Timeouts => ({ ...GENEROUS_TIMEOUTS, ...t });

function jsonError(status: number, body: unknown, headers: Record<string, string> = {}): Script {
  const text = JSON.stringify(body);
  return {
    parts: [
      {
        afterMs: 0,
        bytes:
          httpHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers }) + text,
      },
    ],
    after: 'keep-alive',
  };
}

function htmlError(status: number): Script {
  const text = `<html><head><title>${status} Service Temporarily Unavailable</title></head><body><center><h1>${status} Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>`;
  return {
    parts: [{ afterMs: 0, bytes: httpHead(status, { 'content-type': 'text/html', 'content-length': String(text.length) }) + text }],
    after: 'keep-alive',
  };
}

/** Chunked SSE head, then these event payloads one chunk each, then the given ending. */
function stream(events: string[], after: Script['after'], tail: (string | Buffer)[] = [LAST_CHUNK]): Script {
  const parts: ScriptPart[] = [{ afterMs: 0, bytes: sseHead() }, ...events.map((e, i) => ({ afterMs: 2 + i, bytes: chunk(e) }))];
  tail.forEach((bytes, i) => parts.push({ afterMs: 2 + events.length + i, bytes }));
  return { parts, after };
}

const firstTokens = [chatEvent({ role: 'assistant', content: '' }), chatEvent({ content: 'Hello' }), chatEvent({ content: ' there' })];

const BIG_EVENT_CHARS = 1024 * 1024 + 64 * 1024;

/** One byte a second: a slowloris keeps every per-read deadline alive but must still end by a timeout. */
function trickle(text: string, headFirst: boolean): Script {
  const parts: ScriptPart[] = headFirst ? [{ afterMs: 0, bytes: sseHeadUntilClose() }] : [];
  const start = headFirst ? 1 : 0;
  for (let i = 0; i < text.length; i++) parts.push({ afterMs: (start + i) * 1000, bytes: text[i]! });
  return { parts, after: 'end' };
}

export const FAULTS: Fault[] = [
  {
    name: 'connection refused',
    target: { kind: 'refused' },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'connect',
    status: null,
    message: /ECONNREFUSED/,
  },
  {
    name: 'DNS failure (nonexistent.invalid)',
    target: { kind: 'dns' },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'connect',
    status: null,
    message: /ENOTFOUND|EAI_AGAIN/,
  },
  {
    name: 'reset mid-stream',
    target: { kind: 'script', script: stream(firstTokens, 'reset', []) },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'early_close',
    status: 200,
    message: /before \[DONE\]/,
  },
  {
    name: 'stall longer than the idle timeout',
    target: { kind: 'script', script: stream(firstTokens, 'hang', []) },
    timeouts: timeouts({ idleMs: 1_000 }),
    expected: 'idle_timeout',
    status: 200,
    message: /no data for 1000 ms/,
  },
  {
    name: 'never-ending stream (total timeout)',
    target: {
      kind: 'script',
      script: {
        parts: [
          { afterMs: 0, bytes: sseHead() },
          ...Array.from({ length: 200 }, (_, i) => ({ afterMs: 5 + i * 20, bytes: chunk(chatEvent({ content: ` t${i}` })) })),
        ],
        after: 'hang',
      },
    },
    // Idle longer than total, so only the total deadline can end it, however late the server's timers run.
    timeouts: timeouts({ idleMs: 3_000, totalMs: 1_500 }),
    expected: 'total_timeout',
    status: 200,
    message: /exceeded 1500 ms/,
  },
  {
    name: 'headers never come (headers timeout)',
    target: { kind: 'script', script: { parts: [], after: 'hang' } },
    timeouts: timeouts({ headersMs: 1_000 }),
    expected: 'headers_timeout',
    status: null,
    message: /no response headers within 1000 ms/,
  },
  {
    name: '401 with a JSON error',
    target: { kind: 'script', script: jsonError(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }) },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'http_4xx',
    status: 401,
    message: /HTTP 401: Incorrect API key provided/,
  },
  {
    name: '429 with retry-after',
    target: { kind: 'script', script: jsonError(429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '7' }) },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'http_429',
    status: 429,
    message: /HTTP 429: Rate limit reached/,
  },
  {
    name: '500 with a JSON error',
    target: { kind: 'script', script: jsonError(500, { error: { message: 'internal server error', type: 'server_error' } }) },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'http_5xx',
    status: 500,
    message: /HTTP 500: internal server error/,
  },
  {
    name: '503 with a JSON error',
    target: { kind: 'script', script: jsonError(503, { error: { message: 'model overloaded' } }) },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'http_5xx',
    status: 503,
    message: /HTTP 503: model overloaded/,
  },
  {
    name: '503 with an HTML page',
    target: { kind: 'script', script: htmlError(503) },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'http_5xx',
    status: 503,
    message: /HTTP 503: <html>/,
  },
  {
    name: 'malformed JSON event',
    target: { kind: 'script', script: stream([...firstTokens, 'data: {"choices":[{"delta":{"content":"x"}\n\n'], 'end') },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'malformed_event',
    status: 200,
    message: /not valid JSON/,
  },
  {
    name: 'missing [DONE] and no finish_reason, clean close',
    target: { kind: 'script', script: stream(firstTokens, 'end') },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'early_close',
    status: 200,
    message: /ended before \[DONE\] and before any finish_reason/,
  },
  {
    name: 'in-stream error event (event: error)',
    target: {
      kind: 'script',
      script: stream([...firstTokens, `event: error\ndata: ${JSON.stringify({ error: { message: 'upstream overloaded' } })}\n\n`], 'end'),
    },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'stream_error_event',
    status: 200,
    message: /upstream overloaded/,
  },
  {
    name: 'in-stream error object (data: {"error": …})',
    target: {
      kind: 'script',
      script: stream([...firstTokens, `data: ${JSON.stringify({ error: { message: 'context length exceeded', code: 400 } })}\n\n`], 'end'),
    },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'stream_error_event',
    status: 200,
    message: /context length exceeded/,
  },
  {
    name: 'one event larger than the 1 MiB limit',
    target: { kind: 'script', script: stream([firstTokens[0]!, chatEvent({ content: 'x'.repeat(BIG_EVENT_CHARS) })], 'end') },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'malformed_event',
    status: 200,
    message: /SSE event larger than 1048576 bytes/,
  },
  {
    name: 'server closes right after the headers',
    target: { kind: 'script', script: { parts: [{ afterMs: 0, bytes: sseHead() }], after: 'end' } },
    timeouts: GENEROUS_TIMEOUTS,
    expected: 'early_close',
    status: 200,
    message: /ended before \[DONE\]/,
  },
  {
    name: 'slowloris: headers one byte a second',
    target: { kind: 'script', script: trickle(sseHeadUntilClose(), false) },
    timeouts: timeouts({ headersMs: 1_500, idleMs: 1_500 }),
    expected: 'headers_timeout',
    status: null,
    message: /no response headers within 1500 ms/,
  },
  {
    name: 'slowloris: an event one byte a second',
    target: { kind: 'script', script: trickle(chatEvent({ content: 'Hello' }), true) },
    timeouts: timeouts({ firstTokenMs: 2_500, idleMs: 1_500, totalMs: 4_000 }),
    expected: 'first_token_timeout',
    status: 200,
    message: /no token within 2500 ms/,
  },
];

/** Outcomes that are not errors, documented next to the faults because users mistake them for faults. */
export const TOLERATED = {
  /** finish_reason arrived, then the connection closed cleanly without `[DONE]`: the answer is complete. */
  missingDoneAfterFinish: stream([...firstTokens, chatEvent({}, 'stop'), usageEvent({ prompt_tokens: 3, completion_tokens: 2 })], 'end'),
  /** `stream: true` ignored: one whole `chat.completion` JSON body. */
  nonStreamedJson: ((): Script => {
    const text = JSON.stringify({
      id: 'chatcmpl-json',
      object: 'chat.completion',
      created: 0,
      model: 'test-model',
      choices: [
        { index: 0, message: { role: 'assistant', content: 'one two three four five six seven eight nine ten' }, finish_reason: 'stop' },
      ],
      usage: { prompt_tokens: 4, completion_tokens: 10 },
    });
    return {
      parts: [{ afterMs: 0, bytes: httpHead(200, { 'content-type': 'application/json', 'content-length': String(text.length) }) + text }],
      after: 'keep-alive',
    };
  })(),
} as const;
