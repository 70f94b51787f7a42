/**
 * What makes one streaming API: everything but the engine. Every API is served from the same engine (src/sim/generate.ts
 * decides outcome, words and token times; src/sim/respond.ts and delivery.ts write them), so a profile gives the same
 * timing on each; an API only says how its requests read and how its answers are framed.
 */
import type { ApiId } from '../../apis/index.js';
import type { OutgoingHttpHeaders } from 'node:http';
import type { ResponseScript } from '../generate.js';
import type { SimError } from '../http.js';
import type { EngineRequest } from '../request.js';
import type { Json, TimedEvents } from '../sse.js';

/** The simulator serves every API the probe measures (src/apis/). */
export type SimApiId = ApiId;

export interface ResponseMeta {
  /** The response's id (`chatcmpl-sim-3`, `resp_sim_3`, `msg_sim_3`, `cmpl-sim-3`). */
  id: string;
  /** Unix seconds. */
  created: number;
  model: string;
}

/** One parsed request: what the engine acts on, and how its answer is framed (bound to the request's own options). */
export interface ApiCall {
  request: EngineRequest;
  /**
   * The events of a streamed answer, in order, each group at its time (ms since arrival): for `ok` and for
   * `stream_error` (which ends with the API's error events at `script.endMs`).
   */
  stream(script: ResponseScript, meta: ResponseMeta): TimedEvents[];
  /** The body of a `stream: false` answer (outcome `ok`). */
  body(script: ResponseScript, meta: ResponseMeta): Json;
}

/** Errors the engine decides (`ResponseScript.outcome`); a `stream_error` takes this form only when not streamed. */
export type OutcomeError = 'rate_limited' | 'server_error' | 'stream_error';

export interface ErrorReply {
  error: SimError;
  headers?: OutgoingHttpHeaders;
}

export interface SimApi {
  id: SimApiId;
  /** The path after `/<profile>/` as the route list names it (`v1/chat/completions`, `v1beta/models/{model}:…`). */
  route: string;
  /** The path after `/<profile>/` as a pattern whose named groups (`model`, `method`) reach `parse`; absent: `route` as written. */
  pattern?: string;
  /** Prefix of response ids; the request's number follows. */
  idPrefix: string;
  /** Body fields a strict server of this API accepts (`rejectsUnknownParams`). */
  knownParams: readonly string[];
  /** Reads a JSON body (and what the path names); throws SimRequestError for a 400. */
  parse(body: unknown, route?: Readonly<Record<string, string>>): ApiCall;
  /** The engine's error outcomes as this API reports them. */
  outcomeError(outcome: OutcomeError): ErrorReply;
  /** An error body in this API's shape. */
  errorBody(error: SimError): Json;
}
