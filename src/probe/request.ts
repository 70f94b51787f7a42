import type { Dispatcher } from 'undici';
import { DEFAULT_API, type ApiId } from '../apis/index.js';
import { GRAMMARS } from './grammars/index.js';
import type { Timeouts } from '../config/index.js';
import type { ProbeMeta } from './sample.js';
import type { ConnectionSettings } from './connection/dispatcher.js';

export type { ProbeMeta } from './sample.js';

export interface ProbeRequest {
  /** The API the request speaks (default chat completions): how its body asks for a stream and how the stream is read. */
  api?: ApiId;
  /** Full URL, e.g. `${baseUrl}/chat/completions`. */
  url: string;
  /** Includes `authorization` when a key is set. */
  headers: Record<string, string>;
  /** model, messages, max_tokens, params...; streaming (and the usage report, where the API has one) is forced. */
  body: Record<string, unknown>;
  timeouts: Timeouts;
  /** Lower-case response header names to copy into the sample. */
  captureHeaders: string[];
  /** Extra attempts allowed only when the connection could not be made (nothing was sent or received). */
  retries: number;
  meta: ProbeMeta;
  /** The endpoint's connection settings (trusted CA, HTTP/2, connection reuse); absent = defaults. */
  connection?: ConnectionSettings;
}

export interface ProbeDeps {
  /** Default: this thread's shared dispatcher for the request's connection settings (see `probeDispatcher`). */
  dispatcher?: Dispatcher;
  /** Aborting ends the request with error kind `aborted`. */
  signal?: AbortSignal;
  /** Applied to every message that could echo secrets (server-provided text). */
  redact?: (text: string) => string;
  /** Largest SSE event (or non-streamed JSON body) accepted before `malformed_event`; default 1 MiB. */
  maxEventBytes?: number;
  /** Inspection hook (benchmarks): the data of every SSE event (except `[DONE]` and `event: error`) with the
   * stamp it inherited, before it is parsed. The text, not an object: most events are never built as one.
   * Not for production use: it runs on the hot path. */
  onEvent?: (data: string, stampMs: number) => void;
}

// What OpenAI's SDKs send; a proxy that gzips event streams only shows its buffering when asked for gzip.
const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  accept: 'text/event-stream',
  'accept-encoding': 'gzip, deflate, br',
};

/** Builds the undici dispatch options once per probe (reused by every attempt). Throws on an invalid URL. */
export function buildDispatchOptions(req: ProbeRequest): Dispatcher.DispatchOptions {
  const url = new URL(req.url);
  const headers: Record<string, string> = { ...DEFAULT_HEADERS };
  for (const name of Object.keys(req.headers)) headers[name.toLowerCase()] = req.headers[name]!;
  return {
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
    method: 'POST',
    headers,
    body: Buffer.from(JSON.stringify(GRAMMARS[req.api ?? DEFAULT_API].streamingBody(req.body))),
    // The probe runs its own deadlines (one timer per request); undici's would only race them.
    headersTimeout: 0,
    bodyTimeout: 0,
  };
}
