import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deriveSeed } from '../stats/rng.js';
import { chatResponseActions } from './chat-actions.js';
import { generateScript } from './generate.js';
import { BodyTooLargeError, flatHeaders, readBody, sendError, sendJson } from './http.js';
import { applyOverrides, parseSimHeader, SimOverrideError } from './overrides.js';
import { PrefixCache, prefixKey } from './prefix-cache.js';
import { KNOWN_PARAMS, PROFILE_NAMES, PROFILES, type ProfileSettings } from './profiles.js';
import { parseChatRequest, SimRequestError, unknownParams, type ChatRequest } from './request.js';
import { SlotPool, type SlotAssignment } from './slots.js';
import { startTimeline, type Timeline } from './timeline.js';

export { PROFILES, PROFILE_NAMES, type ProfileSettings } from './profiles.js';

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

export interface RecordedRequest {
  /** First path segment ('' for /health). */
  profile: string;
  path: string;
  headers: Record<string, string>;
  /** Parsed JSON body, the raw text when it is not JSON, or null when empty. */
  body: unknown;
  /** Whether the prompt prefix was cached when the request arrived (chat completions only). */
  cacheHit: boolean;
  /** The engine slot that served it (`slots` ≥ 1), or null. */
  slot: number | null;
  /** Arrival time, `performance.now()` of the simulator's process (ms). */
  at: number;
}

export interface Simulator {
  /** e.g. `http://127.0.0.1:40123`; profile base URLs are `${url}/<profile>/v1`. */
  url: string;
  port: number;
  /** Every request received, in arrival order. */
  requests: RecordedRequest[];
  /** Unexpected errors inside the simulator (each answered with a 500 or a reset); tests assert none. */
  errors: Error[];
  /** Chat responses still scheduled (not yet ended and not abandoned by their client). */
  activeStreams(): number;
  /** Stops listening, cancels every scheduled response and destroys open (keep-alive) sockets. */
  close(): Promise<void>;
}

const CHAT_ROUTE = /^\/([^/]+)\/v1\/chat\/completions\/?$/;
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

function unknownProfile(res: ServerResponse, name: string): void {
  sendError(res, 404, {
    message: `unknown profile "${name}"; known profiles: ${PROFILE_NAMES.join(', ')}`,
    type: 'invalid_request_error',
    code: 'unknown_profile',
  });
}

function methodNotAllowed(res: ServerResponse, allowed: string): void {
  sendError(
    res,
    405,
    { message: `method not allowed; use ${allowed}`, type: 'invalid_request_error', code: 'method_not_allowed' },
    { allow: allowed },
  );
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

  function handleChat(
    req: IncomingMessage,
    res: ServerResponse,
    profile: string,
    base: ProfileSettings,
    record: RecordedRequest,
    arrivedMs: number,
  ): void {
    const rawOverrides = req.headers['x-sim'];
    let settings: ProfileSettings;
    let request: ChatRequest;
    try {
      const serverBase = opts.slots === undefined ? base : { ...base, slots: opts.slots };
      settings = applyOverrides(serverBase, typeof rawOverrides === 'string' ? parseSimHeader(rawOverrides) : {});
      if (typeof record.body === 'string') throw new SimRequestError('request body is not valid JSON');
      request = parseChatRequest(record.body);
      const unknown = settings.rejectsUnknownParams ? unknownParams(request.params, KNOWN_PARAMS) : [];
      if (unknown.length > 0) throw new SimRequestError(`Unrecognized request argument supplied: ${unknown.join(', ')}`);
    } catch (error) {
      if (error instanceof SimOverrideError || error instanceof SimRequestError) {
        sendError(res, 400, {
          message: error.message,
          type: 'invalid_request_error',
          code: error instanceof SimOverrideError ? 'invalid_x_sim' : 'invalid_request',
        });
        return;
      }
      throw error;
    }

    requestCounter += 1;
    const number = requestCounter;
    const prefix = prefixKey(request.messages);
    const key = `${profile}:${prefix}`;
    const pool = settings.slots > 0 ? slotPool(profile, settings.slots) : null;
    const assignment: SlotAssignment | null = pool ? pool.assign(prefix, arrivedMs) : null;
    const cacheHit = settings.prefixCache && (assignment ? assignment.hit : cache.has(key));
    record.cacheHit = cacheHit;
    record.slot = assignment?.slot ?? null;
    const script = generateScript({ settings, request, cacheHit, seed: deriveSeed(seed, number), queueMs: assignment?.queueMs ?? 0 });
    if (pool && assignment) pool.occupy(assignment, arrivedMs + script.endMs);
    const actions = chatResponseActions({
      res,
      script,
      settings,
      request,
      meta: { id: `chatcmpl-sim-${number}`, created: Math.floor(Date.now() / 1000), model: request.model ?? `sim-${profile}` },
      onPrefillDone: () => {
        if (settings.prefixCache && !pool) cache.remember(key);
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
    const chat = CHAT_ROUTE.exec(path);
    const models = MODELS_ROUTE.exec(path);
    const profile = chat?.[1] ?? models?.[1] ?? (path === '/health' ? '' : (path.split('/')[1] ?? ''));
    const record: RecordedRequest = {
      profile,
      path,
      headers: flatHeaders(req),
      body: parseBodyForRecord(raw),
      cacheHit: false,
      slot: null,
      at: arrivedMs,
    };
    requests.push(record);

    if (path === '/health') {
      if (req.method !== 'GET') return methodNotAllowed(res, 'GET');
      return sendJson(res, 200, { status: 'ok', profiles: PROFILE_NAMES });
    }
    if (chat || models) {
      const settings = knownProfile(profile);
      if (!settings) return unknownProfile(res, profile);
      if (models) {
        if (req.method !== 'GET') return methodNotAllowed(res, 'GET');
        return sendJson(res, 200, {
          object: 'list',
          data: [{ id: `sim-${profile}`, object: 'model', created: 0, owned_by: 'streamgate-sim' }],
        });
      }
      if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
      return handleChat(req, res, profile, settings, record, arrivedMs);
    }
    sendError(res, 404, {
      message: `no route for ${req.method ?? ''} ${path}; use POST /<profile>/v1/chat/completions with a profile from: ${PROFILE_NAMES.join(', ')}`,
      type: 'invalid_request_error',
      code: 'not_found',
    });
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
