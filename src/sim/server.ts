import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deriveSeed } from '../stats/rng.js';
import { matchApiRoute, ROUTE_LIST, type SimApi, type SimApiId } from './apis/index.js';
import type { ApiCall } from './apis/types.js';
import { generateScript, type Outcome } from './generate.js';
import { BodyTooLargeError, flatHeaders, openAiErrorBody, readBody, sendError, sendJson, type SimError } from './http.js';
import { applyOverrides, parseSimHeader, SimOverrideError } from './overrides.js';
import { PrefixCache, prefixKey } from './prefix-cache.js';
import { PROFILE_NAMES, PROFILES, type ProfileSettings } from './profiles.js';
import { SimRequestError, unknownParams } from './request.js';
import { responseActions } from './respond.js';
import { SlotPool, type SlotAssignment } from './slots.js';
import { startTimeline, type Timeline } from './timeline.js';

export { PROFILES, PROFILE_NAMES, type ProfileSettings } from './profiles.js';
export { SIM_APIS, ROUTE_LIST, type SimApiId } from './apis/index.js';

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

const MODELS_ROUTE = /^\/([^/]+)\/v1\/models\/?$/;

function parseBodyForRecord(raw: Buffer): unknown {
  if (raw.length === 0) return null;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function knownProfile(name: string): ProfileSettings | undefined {
  return Object.prototype.hasOwnProperty.call(PROFILES, name) ? PROFILES[name] : undefined;
}

type ErrorBody = (error: SimError) => Record<string, unknown>;

function unknownProfile(res: ServerResponse, name: string, errorBody: ErrorBody = openAiErrorBody): void {
  const message = `unknown profile "${name}"; known profiles: ${PROFILE_NAMES.join(', ')}`;
  sendJson(res, 404, errorBody({ status: 404, message, type: 'invalid_request_error', code: 'unknown_profile' }));
}

function methodNotAllowed(res: ServerResponse, allowed: string, errorBody: ErrorBody = openAiErrorBody): void {
  const message = `method not allowed; use ${allowed}`;
  sendJson(res, 405, errorBody({ status: 405, message, type: 'invalid_request_error', code: 'method_not_allowed' }), { allow: allowed });
}

function noRoute(method: string, path: string): string {
  return `no route for ${method} ${path}; use ${ROUTE_LIST.join(', ')} with a profile from: ${PROFILE_NAMES.join(', ')}`;
}

export async function startSimulator(opts: SimOptions = {}): Promise<Simulator> {
  const host = opts.host ?? '127.0.0.1';
  const seed = opts.seed ?? 1;
  const requests: RecordedRequest[] = [];
  const errors: Error[] = [];
  const cache = new PrefixCache();
  /** Per profile and slot count: requests overriding `slots` differently are served by engines of their own. */
  const slotPools = new Map<string, SlotPool>();
  const timelines = new Set<Timeline>();
  let requestCounter = 0;

  function handleGeneration(
    req: IncomingMessage,
    res: ServerResponse,
    api: SimApi,
    profile: string,
    base: ProfileSettings,
    record: RecordedRequest,
    arrivedMs: number,
  ): void {
    const rawOverrides = req.headers['x-sim'];
    let settings: ProfileSettings;
    let call: ApiCall;
    try {
      const serverBase = opts.slots === undefined ? base : { ...base, slots: opts.slots };
      settings = applyOverrides(serverBase, typeof rawOverrides === 'string' ? parseSimHeader(rawOverrides) : {});
      if (typeof record.body === 'string') throw new SimRequestError('request body is not valid JSON');
      call = api.parse(record.body);
      const unknown = settings.rejectsUnknownParams ? unknownParams(call.request.params, api.knownParams) : [];
      if (unknown.length > 0) throw new SimRequestError(`Unrecognized request argument supplied: ${unknown.join(', ')}`);
    } catch (error) {
      if (error instanceof SimOverrideError || error instanceof SimRequestError) {
        const rejected: SimError = {
          status: 400,
          message: error.message,
          type: 'invalid_request_error',
          code: error instanceof SimOverrideError ? 'invalid_x_sim' : error.code,
          ...(error instanceof SimRequestError && error.param !== undefined ? { param: error.param } : {}),
        };
        sendJson(res, 400, api.errorBody(rejected));
        return;
      }
      throw error;
    }

    const request = call.request;
    requestCounter += 1;
    const number = requestCounter;
    const prefix = prefixKey(request.messages);
    const key = `${profile}:${prefix}`;
    const pool = settings.slots > 0 ? slotPool(profile, settings.slots) : null;
    const assignment: SlotAssignment | null = pool ? pool.assign(prefix, arrivedMs, settings.slotAffinity) : null;
    const cacheHit = settings.prefixCache && (assignment ? assignment.hit : cache.has(key));
    record.cacheHit = cacheHit;
    record.slot = assignment?.slot ?? null;
    const script = generateScript({ settings, request, cacheHit, seed: deriveSeed(seed, number), queueMs: assignment?.queueMs ?? 0 });
    record.schedule = {
      outcome: script.outcome,
      headersAtMs: script.headersAtMs,
      firstTokenMs: script.tokens[0]?.atMs ?? null,
      endMs: script.endMs,
      tokens: script.tokens.length,
    };
    if (pool && assignment) pool.occupy(assignment, arrivedMs + script.endMs);
    const actions = responseActions({
      res,
      api,
      call,
      script,
      settings,
      meta: { id: `${api.idPrefix}${number}`, created: Math.floor(Date.now() / 1000), model: request.model ?? `sim-${profile}` },
      onPrefillDone: () => {
        if (settings.prefixCache && !pool) cache.remember(key);
      },
      onWrite: () => {
        record.writes += 1;
      },
    });

    // Every action may be due at once (an immediate error), finishing before startTimeline returns.
    let started: Timeline | null = null;
    const timeline = startTimeline(actions, arrivedMs, () => {
      if (started) timelines.delete(started);
    });
    started = timeline;
    if (timeline.active) timelines.add(timeline);
    // A client that goes away mid-stream stops generation (and frees its slot): no timers are left behind.
    res.once('close', () => {
      timeline.cancel();
      if (pool && assignment) pool.release(assignment, performance.now());
    });
    // It may already have gone while its body was read, before the listener existed.
    if (req.socket.destroyed) timeline.cancel();
  }

  function slotPool(profile: string, slots: number): SlotPool {
    const poolKey = `${profile}:${slots}`;
    let pool = slotPools.get(poolKey);
    if (!pool) {
      pool = new SlotPool(slots);
      slotPools.set(poolKey, pool);
    }
    return pool;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Token times are scheduled against this instant, the request's own start.
    const arrivedMs = performance.now();
    req.socket.setNoDelay(true);
    const path = new URL(req.url ?? '/', 'http://sim.invalid').pathname;
    const raw = await readBody(req);
    const route = matchApiRoute(path);
    const models = MODELS_ROUTE.exec(path);
    const profile = route?.profile ?? models?.[1] ?? (path === '/health' ? '' : (path.split('/')[1] ?? ''));
    const record: RecordedRequest = {
      profile,
      path,
      api: route?.api.id ?? null,
      headers: flatHeaders(req),
      body: parseBodyForRecord(raw),
      cacheHit: false,
      slot: null,
      at: arrivedMs,
      schedule: null,
      writes: 0,
    };
    requests.push(record);

    if (path === '/health') {
      if (req.method !== 'GET') return methodNotAllowed(res, 'GET');
      return sendJson(res, 200, { status: 'ok', profiles: PROFILE_NAMES, routes: ROUTE_LIST });
    }
    if (route) {
      const { api } = route;
      const errorBody = api.errorBody.bind(api);
      const settings = knownProfile(profile);
      if (!settings) return unknownProfile(res, profile, errorBody);
      if (req.method !== 'POST') return methodNotAllowed(res, 'POST', errorBody);
      return handleGeneration(req, res, api, profile, settings, record, arrivedMs);
    }
    if (models) {
      if (!knownProfile(profile)) return unknownProfile(res, profile);
      if (req.method !== 'GET') return methodNotAllowed(res, 'GET');
      return sendJson(res, 200, {
        object: 'list',
        data: [{ id: `sim-${profile}`, object: 'model', created: 0, owned_by: 'streamgate-sim' }],
      });
    }
    sendError(res, 404, { message: noRoute(req.method ?? '', path), type: 'invalid_request_error', code: 'not_found' });
  }

  const server = createServer({ noDelay: true }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError && !res.headersSent) {
        sendError(res, 413, { message: error.message, type: 'invalid_request_error', code: 'body_too_large' }, { connection: 'close' });
        return;
      }
      // A client that went away while sending its body is not the simulator's fault; anything else is.
      const clientGone = req.socket.destroyed;
      if (!clientGone) errors.push(error instanceof Error ? error : new Error(String(error)));
      // Never leave the socket hanging.
      if (!res.headersSent && !clientGone) {
        sendError(res, 500, { message: `simulator error: ${(error as Error).message}`, type: 'server_error', code: 'simulator_error' });
      } else {
        res.destroy();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    requests,
    errors,
    activeStreams: (): number => {
      for (const timeline of timelines) if (!timeline.active) timelines.delete(timeline);
      return timelines.size;
    },
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve, reject) => {
        for (const timeline of timelines) timeline.cancel();
        timelines.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
