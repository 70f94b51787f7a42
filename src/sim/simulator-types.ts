import type { SimApiId } from './apis/index.js';
import type { Outcome } from './generate.js';

export interface SimOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (an ephemeral port). */
  port?: number;
  /** Default 1. Request k draws from a PRNG seeded by (seed, k), so sequential runs repeat exactly. */
  seed?: number;
  /** Engine slots for every profile, in place of each profile's own `slots` (an `x-sim` header still overrides it). */
  slots?: number;
}

/** What the engine scheduled for one request, in ms after its arrival (the same for every API). */
export interface ScheduledResponse {
  outcome: Outcome;
  headersAtMs: number;
  /** When the first token is emitted, or null when none is. */
  firstTokenMs: number | null;
  /** When the answer ends (or breaks off). */
  endMs: number;
  /** Tokens sent. */
  tokens: number;
}

export interface RecordedRequest {
  /** First path segment ('' for /health). */
  profile: string;
  path: string;
  /** The API whose route was called, or null (/health, /models, no route). */
  api: SimApiId | null;
  headers: Record<string, string>;
  /** Parsed JSON body, the raw text when it is not JSON, or null when empty. */
  body: unknown;
  /** Whether the prompt prefix was cached when the request arrived (generation requests only). */
  cacheHit: boolean;
  /** The engine slot that served it (`slots` ≥ 1), or null. */
  slot: number | null;
  /** Arrival time, `performance.now()` of the simulator's process (ms). */
  at: number;
  /** The engine's schedule, or null when nothing was generated (a 4xx, or no API route). */
  schedule: ScheduledResponse | null;
  /**
   * Writes of the engine's response to the socket so far (status and headers alone not counted): one per event unless
   * buffered or coalesced, 1 for a buffered body; 0 for a request answered before any generation (a 4xx, /health).
   */
  writes: number;
}

export interface Simulator {
  /** e.g. `http://127.0.0.1:40123`; profile base URLs are `${url}/<profile>/v1`. */
  url: string;
  port: number;
  /** Every request received, in arrival order. */
  requests: RecordedRequest[];
  /** Unexpected errors inside the simulator (each answered with a 500 or a reset); tests assert none. */
  errors: Error[];
  /** Responses still scheduled, on any API (not yet ended and not abandoned by their client). */
  activeStreams(): number;
  /** Stops listening, cancels every scheduled response and destroys open (keep-alive) sockets. */
  close(): Promise<void>;
}
