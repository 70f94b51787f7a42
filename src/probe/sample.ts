import type { TokenLogprob } from '../apis/index.js';
import type { AnswerExpectation } from '../config/index.js';
import type { CacheState } from '../vocabulary/index.js';

/** Which plan item (and turn) a request belongs to, and its cell. */
export interface ProbeMeta {
  item: number;
  turn: number;
  endpoint: string;
  scenario: string;
  cache: CacheState;
}

export const ERROR_KINDS = [
  'connect',
  'tls',
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

/** One answer token as the server scored it: its API reads it (src/apis/types.ts). */
export type { TokenLogprob };

/** Which channel a token-bearing delta carried: content, reasoning, or tool call arguments. */
export type Channel = 'c' | 'r' | 't';

export interface Usage {
  promptTokens: number | null;
  completionTokens: number | null;
  reasoningTokens: number | null;
  cachedPromptTokens: number | null;
}

/**
 * What the server reported about its own work on the request, from the response body: prefix-cache hits
 * (`usage.prompt_tokens_details.cached_tokens`, DeepSeek's `usage.prompt_cache_hit_tokens`, llama.cpp's
 * `timings`) and its own prefill and decode times (llama.cpp's `timings`). Null when the server said nothing.
 */
export interface ServerReport {
  /** Prompt tokens read from the server's prefix cache (llama.cpp: `prompt_tokens − timings.prompt_n`, or `timings.cache_n`). */
  cachedTokens: number | null;
  /** Prompt tokens the engine evaluated (llama.cpp `timings.prompt_n`); null when not reported. */
  promptEvaluated: number | null;
  /** Server-side prompt processing (prefill) time, ms (llama.cpp `timings.prompt_ms`). */
  prefillMs: number | null;
  /** Server-side generation time, ms, and its rate (llama.cpp `timings.predicted_ms`, `predicted_per_second`). */
  decodeMs: number | null;
  decodeTokensPerSecond: number | null;
  /**
   * Speculative decoding, where the server reports it per request (llama.cpp's `timings.draft_n` and
   * `draft_n_accepted`, docs/telemetry.md): tokens the draft proposed and those the target kept. Absent when not said.
   */
  draft?: { drafted: number; accepted: number };
}

/** Why an earlier attempt of a request was retried: the connection could not be made, or a reused keep-alive
 * connection had been closed by the server and failed before any response byte (see src/probe/probe.ts). */
export type RetryCause = 'connect' | 'stale_connection';

export interface SampleError {
  kind: ErrorKind;
  /** Human-readable; server bodies are truncated and redacted before they land here. */
  message: string;
  status: number | null;
  retryAfterS: number | null;
}

/**
 * Everything observed for one request, as plain data (written to JSONL as it arrives).
 * All `*Ms` times are milliseconds since `t0` (the moment the request was written to its connection, after any
 * connection set-up), from the monotonic clock, rounded to microseconds. Per-read and per-event arrays are parallel arrays.
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
  /** True when a new connection was opened for this request; null when unknown. */
  newConnection: boolean | null;
  /** From handing the request to the connection pool until it was written (t0): waiting for a connection,
   * DNS, TCP, proxy tunnel and TLS. Before t0, so in no response time. */
  setupMs: number | null;
  /** New connection only: DNS and TCP connect (through a proxy: reaching the proxy and its CONNECT tunnel). */
  connectMs: number | null;
  /** New HTTPS connection only: the TLS handshake. */
  tlsMs: number | null;
  /** Negotiated protocol of the connection the request went on; null when unknown. */
  protocol: 'http/1.1' | 'h2' | null;
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
  /** Attempts made before this one (only ever before any response byte). */
  retries: number;
  /** Why each earlier attempt was retried, in order (length `retries`). */
  retryCauses: RetryCause[];
  /** What the server reported about its own work (cache hits, prefill and decode times); null when nothing. */
  server: ServerReport | null;
  /** The model the response says answered (src/probe/server-report.ts); absent when it named none. */
  model?: string;
  /**
   * The lengths the request aimed at (a dataset, synthetic or trace scenario), in tokens of the workload's tokenizer:
   * beside `usage.promptTokens`, the server's own count, so the gap between the two is visible. Absent otherwise.
   */
  target?: { promptTokens: number; countedPromptTokens: number; outputTokens: number; answer?: AnswerExpectation };
  /** The answer's tokens with their log-probs, in order, when the request asked for log-probs; absent otherwise. */
  logprobs?: TokenLogprob[];
  /** Open loop: when the request was due (ms from the start of the measured phase) and how late it started. */
  schedule?: { dueMs: number; lateMs: number };
  /**
   * A turn of an agent job after the first: the client-side pause replayed before it (docs/agents.md): the tool time
   * declared (tool calls' `durationMs`, a loop's `toolMs`) and the think time, and the wait as measured. Absent otherwise.
   */
  pause?: SamplePause;
  /** A request of a session turn's fan-out: its branch (0-based); absent for a turn of one request. */
  branch?: number;
  /** The first request of a replayed session: which session of the trace (its id and line) and its turns. */
  session?: { id: string; line: number; turns: number };
}

/** The pause an agent job replayed before a turn, as declared and as waited (ms). */
export interface SamplePause {
  toolMs: number;
  thinkMs: number;
  waitedMs: number;
}
