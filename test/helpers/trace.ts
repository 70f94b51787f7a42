import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Script } from './scripted-server.js';

/**
 * The real captures in `test/fixtures/traces/`: first line a JSON header, then one `{tMs, b64}` line per
 * socket read of the raw HTTP response. Besides loading and replaying them, this file decodes them the
 * simple, whole-buffer way, as an independent reference for what the incremental probe must find.
 */

export interface TraceHeader {
  note: string;
  request: Record<string, unknown>;
  reads: number;
}

export interface TraceRead {
  tMs: number;
  bytes: Buffer;
}

export interface Trace {
  name: string;
  header: TraceHeader;
  reads: TraceRead[];
}

export const TRACE_NAMES = [
  'llama-server-hello',
  'llama-server-essay',
  'llama-server-cold-prefix',
  'llama-server-warm-prime',
  'llama-server-warm-prefix',
  'nginx-unbuffered-essay',
  'nginx-gzip-buffered-essay',
] as const;
/** One request to three builds of one model, asked for log-probs (see fixtures/traces/README.md). */
export const LOGPROB_TRACE_NAMES = ['llama-server-f32-logprobs', 'llama-server-q4-logprobs', 'llama-server-speculative-logprobs'] as const;
/** One request to the f32 build and to its speculative-decoding build, whose answer lost its last token (see fixtures/traces/README.md). */
export const SHORT_TRACE_NAMES = ['llama-server-speculative-short', 'llama-server-speculative-short-reference'] as const;
export type TraceName = (typeof TRACE_NAMES)[number] | (typeof LOGPROB_TRACE_NAMES)[number] | (typeof SHORT_TRACE_NAMES)[number];

export function loadTrace(name: TraceName): Trace {
  const text = readFileSync(new URL(`../fixtures/traces/${name}.jsonl`, import.meta.url), 'utf8');
  const [first, ...rest] = text.split('\n').filter((line) => line.trim() !== '');
  const header = JSON.parse(first!) as TraceHeader;
  const reads = rest.map((line) => {
    const { tMs, b64 } = JSON.parse(line) as { tMs: number; b64: string };
    return { tMs, bytes: Buffer.from(b64, 'base64') };
  });
  return { name, header, reads };
}

/** A server script writing each captured read at its captured time × `scale`, then closing. */
export function traceScript(trace: Trace, scale = 1): Script {
  return { parts: trace.reads.map((read) => ({ afterMs: read.tMs * scale, bytes: read.bytes })), after: 'end' };
}

export interface ReferenceEvent {
  /** The SSE `data:` payload. */
  data: string;
  /** Index of the captured read holding the event's last byte (its arrival), or of the only read when compressed. */
  read: number;
}

export interface TraceReference {
  status: number;
  headers: Record<string, string>;
  events: ReferenceEvent[];
  content: string;
  tokenEvents: number;
  /** For each token-bearing event, the captured read it arrived in. */
  tokenReads: number[];
  completionTokens: number | null;
  promptTokens: number | null;
  finishReason: string | null;
  hasDone: boolean;
}

/** Decodes a whole capture at once: head, de-chunk, gunzip, split into events. */
export function referenceDecode(trace: Trace): TraceReference {
  const raw = Buffer.concat(trace.reads.map((r) => r.bytes));
  const readEnds: number[] = [];
  let offset = 0;
  for (const read of trace.reads) readEnds.push((offset += read.bytes.length));
  const readOf = (rawOffset: number): number => readEnds.findIndex((end) => rawOffset < end);

  const headEnd = raw.indexOf('\r\n\r\n');
  const headLines = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(headLines[0]!.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of headLines.slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }

  // De-chunk, remembering where each body byte sat in the raw capture.
  const pieces: Buffer[] = [];
  const rawOffsetOfBody: number[] = [];
  let at = headEnd + 4;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) break;
    const start = lineEnd + 2;
    pieces.push(raw.subarray(start, start + size));
    for (let i = 0; i < size; i++) rawOffsetOfBody.push(start + i);
    at = start + size + 2;
  }
  let body = Buffer.concat(pieces);
  const gzip = headers['content-encoding'] === 'gzip';
  if (gzip) body = gunzipSync(body);

  const events: ReferenceEvent[] = [];
  const text = body.toString('utf8');
  let searchFrom = 0;
  for (;;) {
    const end = text.indexOf('\n\n', searchFrom);
    if (end < 0) break;
    const block = text.slice(searchFrom, end);
    const lastByte = Buffer.byteLength(text.slice(0, end + 2)) - 1;
    const read = gzip ? readOf(raw.length - 1) : readOf(rawOffsetOfBody[lastByte]!);
    for (const line of block.split('\n')) if (line.startsWith('data: ')) events.push({ data: line.slice(6), read });
    searchFrom = end + 2;
  }

  let content = '';
  let tokenEvents = 0;
  const tokenReads: number[] = [];
  let completionTokens: number | null = null;
  let promptTokens: number | null = null;
  let finishReason: string | null = null;
  let hasDone = false;
  for (const event of events) {
    if (event.data === '[DONE]') {
      hasDone = true;
      continue;
    }
    const chunk = JSON.parse(event.data) as {
      choices: { delta: { content?: string | null }; finish_reason: string | null }[];
      usage?: { completion_tokens: number; prompt_tokens: number };
    };
    const choice = chunk.choices[0];
    const piece = choice?.delta.content ?? '';
    if (piece !== '') {
      content += piece;
      tokenEvents++;
      tokenReads.push(event.read);
    }
    if (choice?.finish_reason) finishReason = choice.finish_reason;
    if (chunk.usage) {
      completionTokens = chunk.usage.completion_tokens;
      promptTokens = chunk.usage.prompt_tokens;
    }
  }
  return { status, headers, events, content, tokenEvents, tokenReads, completionTokens, promptTokens, finishReason, hasDone };
}
