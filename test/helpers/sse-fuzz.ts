import { gzipSync } from 'node:zlib';
import { createRng } from '../../src/stats/rng.js';
import { chunk, LAST_CHUNK, sseHead, sseHeadUntilClose, type Script, type ScriptEnd, type ScriptPart } from './scripted-server.js';

/**
 * Seeded generator of event-stream responses for fuzzing the probe. A case is either *preserving* (only the wire
 * form changes: split points, line endings, comments, framing; the probe must read exactly the intended answer)
 * or *destructive* (bytes are damaged; the probe must still return a well-formed sample with a typed error kind).
 */

type Rng = () => number;

export interface FuzzCase {
  index: number;
  preserving: boolean;
  /** What was done to the stream, for failure messages. */
  label: string;
  script: Script;
  /** For preserving cases: the answer the probe must assemble. */
  expected: { content: string; tokenEvents: number; completionTokens: number; finishReason: string };
}

const int = (rng: Rng, n: number): number => Math.floor(rng() * n);
const pick = <T>(rng: Rng, items: readonly T[]): T => items[int(rng, items.length)]!;

const PIECES = [
  'Hello',
  ' world',
  'é',
  ' 日本語',
  ' 🚀🚀',
  ' a\nb',
  ' "quoted"',
  ' back\\slash',
  ' \u2028sep',
  ' tab\t',
  ' data: not a field',
  ' [DONE]',
  ' {"json": 1}',
  ' \r\n',
];

function chatChunk(delta: Record<string, unknown>, finish: string | null = null, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: 'fz',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'm',
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...extra,
  });
}

/** The intended answer as event payloads (the `data:` values), plus what the probe should assemble from them. */
function answer(rng: Rng): { payloads: string[]; expected: FuzzCase['expected'] } {
  const tokens = 1 + int(rng, 25);
  const payloads = [chatChunk({ role: 'assistant', content: '' })];
  let content = '';
  let tokenEvents = 0;
  for (let i = 0; i < tokens; i++) {
    if (rng() < 0.15) {
      payloads.push(chatChunk({ reasoning_content: `think${i}` }));
      tokenEvents++;
    }
    const piece = pick(rng, PIECES);
    payloads.push(chatChunk({ content: piece }));
    content += piece;
    tokenEvents++;
    // Events a stream may carry that are not tokens.
    if (rng() < 0.1) payloads.push(chatChunk({ content: '' }));
  }
  const finishReason = pick(rng, ['stop', 'length']);
  payloads.push(chatChunk({}, finishReason));
  payloads.push(
    JSON.stringify({ id: 'fz', object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 3, completion_tokens: tokens } }),
  );
  payloads.push('[DONE]');
  return { payloads, expected: { content, tokenEvents, completionTokens: tokens, finishReason } };
}

/** Serialises payloads as SSE with per-line random line endings and harmless extras (comments, ids, split data lines). */
function encode(rng: Rng, payloads: string[], mixEndings: boolean): string {
  let last = '';
  // A lone CR followed by LF would be one CRLF line ending, not two lines: never emit CR then LF.
  const eol = (): string => {
    if (!mixEndings) return '\n';
    const chosen = pick(rng, ['\n', '\r\n', '\r']);
    last = last === '\r' && chosen === '\n' ? '\r' : chosen;
    return last;
  };
  // A byte order mark may open an event stream (and is not part of the first field name).
  let out = rng() < 0.1 ? '\uFEFF' : '';
  if (rng() < 0.2) out += `:${' '.repeat(int(rng, 3))}ok${eol()}${eol()}`;
  for (const payload of payloads) {
    if (rng() < 0.1) out += `: keep-alive${eol()}${eol()}`;
    if (rng() < 0.1) out += `id: ${int(rng, 1000)}${eol()}`;
    if (rng() < 0.05) out += `retry: ${int(rng, 5000)}${eol()}`;
    const field = rng() < 0.2 ? 'data:' : 'data: ';
    // A JSON payload may be split over several data lines: the parser joins them with \n, which JSON ignores.
    const commaAt = payload.indexOf(',');
    if (payload !== '[DONE]' && commaAt > 0 && rng() < 0.15) {
      out += `${field}${payload.slice(0, commaAt + 1)}${eol()}${field}${payload.slice(commaAt + 1)}${eol()}`;
    } else {
      out += `${field}${payload}${eol()}`;
    }
    out += eol();
  }
  return out;
}

/** Cuts bytes at random points (UTF-8 sequences and CRLF pairs included) into parts a few ms apart. */
function split(rng: Rng, bytes: Buffer): Buffer[] {
  const cuts = new Set<number>();
  const count = int(rng, Math.min(40, bytes.length));
  for (let i = 0; i < count; i++) cuts.add(1 + int(rng, bytes.length - 1));
  const sorted = [...cuts].sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let from = 0;
  for (const at of [...sorted, bytes.length]) {
    if (at > from) parts.push(bytes.subarray(from, at));
    from = at;
  }
  return parts;
}

const DESTRUCTIONS = [
  'random-bytes',
  'invalid-utf8',
  'truncate',
  'huge-line',
  'error-event',
  'no-ending',
  'garbage-data',
  'bad-chunk-size',
  'flip-bytes',
  'random-stream',
] as const;

function destroy(rng: Rng, bytes: Buffer, kind: (typeof DESTRUCTIONS)[number], maxEventBytes: number): Buffer {
  const at = int(rng, bytes.length);
  switch (kind) {
    case 'random-bytes':
      return Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from(Array.from({ length: 1 + int(rng, 64) }, () => int(rng, 256))),
        bytes.subarray(at),
      ]);
    case 'invalid-utf8':
      return Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from(pick(rng, [[0xff], [0xc3], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]])),
        bytes.subarray(at),
      ]);
    case 'truncate':
      return bytes.subarray(0, at);
    case 'huge-line':
      return Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from(`data: ${'x'.repeat(maxEventBytes + int(rng, maxEventBytes))}`),
        bytes.subarray(at),
      ]);
    case 'error-event':
      return Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from('\n\nevent: error\ndata: {"error":{"message":"boom"}}\n\n'),
        bytes.subarray(at),
      ]);
    case 'no-ending':
      return Buffer.from(
        bytes
          .toString('utf8')
          .replace(/data: ?\[DONE\]\r?\n?/g, '')
          .replace(/"finish_reason":"(stop|length)"/g, '"finish_reason":null'),
      );
    case 'garbage-data':
      return Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from(
          `\n\ndata: ${pick(rng, ['{', 'null', '[1,2]', '"str"', '{"choices":7}', '{"choices":[null]}', '{"choices":[{"delta":{"content":5}}]}', 'NaN'])}\n\n`,
        ),
        bytes.subarray(at),
      ]);
    case 'bad-chunk-size':
      // Damaged at the framing layer when sent chunked (see sseFuzzCases); left intact otherwise.
      return bytes;
    case 'flip-bytes': {
      const copy = Buffer.from(bytes);
      for (let i = 1 + int(rng, 8); i > 0; i--) copy[int(rng, copy.length)] = int(rng, 256);
      return copy;
    }
    default:
      return Buffer.from(Array.from({ length: int(rng, 2_000) }, () => int(rng, 256)));
  }
}

/** `count` cases from `seed`; about a third preserving. */
export function sseFuzzCases(seed: number, count: number, maxEventBytes: number): FuzzCase[] {
  const rng = createRng(seed);
  const cases: FuzzCase[] = [];
  for (let index = 0; index < count; index++) {
    const { payloads, expected } = answer(rng);
    const preserving = rng() < 0.35;
    const mixEndings = rng() < 0.6;
    let body: Buffer = Buffer.from(encode(rng, payloads, mixEndings), 'utf8');
    const labels = [mixEndings ? 'mixed-eol' : 'lf'];
    if (!preserving) {
      const kind = pick(rng, DESTRUCTIONS);
      labels.push(kind);
      body = destroy(rng, body, kind, maxEventBytes);
    }
    // Proxies gzip event streams; the probe decompresses incrementally, so the same must hold through gzip.
    const gzip = rng() < 0.15;
    if (gzip) {
      labels.push('gzip');
      body = gzipSync(body);
      if (!preserving && rng() < 0.5) {
        labels.push('damaged-gzip');
        body = destroy(rng, body, pick(rng, ['flip-bytes', 'truncate', 'random-bytes'] as const), maxEventBytes);
      }
    }
    const encoding: Record<string, string> = gzip ? { 'content-encoding': 'gzip' } : {};
    const chunked = rng() < 0.5;
    labels.push(chunked ? 'chunked' : 'until-close');
    const pieces = body.length > 1 ? split(rng, body) : [body];
    const after: ScriptEnd = preserving ? (chunked ? 'keep-alive' : 'end') : pick(rng, ['end', 'end', 'reset', 'hang'] as const);
    if (!preserving) labels.push(`then-${after}`);
    const parts: ScriptPart[] = [{ afterMs: 0, bytes: chunked ? sseHead(encoding) : sseHeadUntilClose(encoding) }];
    let t = 0;
    for (const piece of pieces) {
      t += int(rng, 3);
      let framed: string | Buffer = chunked ? chunk(piece) : piece;
      if (chunked && labels.includes('bad-chunk-size') && rng() < 0.3) framed = Buffer.concat([Buffer.from('zz\r\n'), piece]);
      parts.push({ afterMs: t, bytes: framed });
    }
    if (chunked && after !== 'hang' && after !== 'reset') parts.push({ afterMs: t + 1, bytes: LAST_CHUNK });
    cases.push({ index, preserving, label: labels.join('+'), script: { parts, after }, expected });
  }
  return cases;
}
