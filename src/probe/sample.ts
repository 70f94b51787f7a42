import type { CacheState } from '../config/types.js';

export const ERROR_KINDS = [
  'connect',
  'http_4xx',
  'http_429',
  'http_5xx',
  'headers_timeout',
  'first_token_timeout',
  'idle_timeout',
  'total_timeout',
  'stream_error_event',
  'malformed_event',
  'early_close',
  'aborted',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Which channel a token-bearing delta carried: content, reasoning, or tool call arguments. */
export type Channel = 'c' | 'r' | 't';

export interface Usage {
  promptTokens: number | null;
  completionTokens: number | null;
  reasoningTokens: number | null;
  cachedPromptTokens: number | null;
}

export interface SampleError {
  kind: ErrorKind;
  /** Human-readable; server bodies are truncated and redacted before they land here. */
  message: string;
  status: number | null;
  retryAfterS: number | null;
}

/**
 * Everything observed for one request, as plain data (written to JSONL as it arrives).
 * All `*Ms` times are milliseconds since `t0` (just before the request was written), from the
 * monotonic clock, rounded to microseconds. Per-read and per-event arrays are parallel arrays.
 */
export interface Sample {
  /** Plan index of the item; with `turn` it identifies the request. */
  item: number;
  turn: number;
  endpoint: string;
  scenario: string;
  cache: CacheState;
  /** Wall clock ISO time of t0 (for humans; never used for durations). */
  startedAt: string;
  /** Monotonic `performance.now()` at t0 in the measuring process (for cross-request timelines). */
  t0: number;
  /** True when a new TCP connection was opened for this request; null when unknown. */
  newConnection: boolean | null;
  connectMs: number | null;
  status: number | null;
  headersMs: number | null;
  /** Arrival stamp and byte count of every body read from the socket. */
  readMs: number[];
  readBytes: number[];
  /** Token-bearing events only: arrival stamp (inherited from the read that completed the event),
   * index into `readMs` of that read, characters carried, and channel. */
  eventMs: number[];
  eventRead: number[];
  eventChars: number[];
  eventChannel: Channel[];
  /** Every SSE data event, token-bearing or not (role-only, usage, empty, [DONE] excluded). */
  sseEvents: number;
  firstContentMs: number | null;
  /** `[DONE]` arrival, or null when the stream ended without it. */
  doneMs: number | null;
  /** Stream close (or error) time. */
  endMs: number | null;
  usage: Usage | null;
  contentChars: number;
  reasoningChars: number;
  toolCallChars: number;
  /** The assembled `content` text (needed for agent loops and answer checks). */
  content: string;
  /** Tool calls assembled from `tool_calls` deltas (agent loops resend them). */
  toolCalls: { id: string; name: string; arguments: string }[];
  finishReason: string | null;
  /** Captured response headers (lower-cased names), as sent. */
  headers: Record<string, string>;
  error: SampleError | null;
  /** Attempts made before this one succeeded in reaching the server (only before any byte). */
  retries: number;
}
