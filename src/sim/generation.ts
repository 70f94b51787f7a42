import type { IncomingMessage, ServerResponse } from 'node:http';
import { deriveSeed } from '../stats/index.js';
import type { SimApi } from './apis/index.js';
import type { ApiCall } from './apis/types.js';
import { generateScript, type ResponseScript } from './generate.js';
import { sendJson, type SimError } from './http.js';
import { applyOverrides, parseSimHeader, SimOverrideError } from './profiles/overrides.js';
import { PrefixCache, prefixKey } from './prefix-cache.js';
import type { ProfileSettings } from './profiles/profiles.js';
import { SimRequestError, unknownParams } from './request.js';
import { responseActions } from './respond.js';
import type { RecordedRequest } from './simulator-types.js';
import { SlotPool, type SlotAssignment } from './slots.js';
import { SimMetrics } from './metrics.js';
import { startTimeline, type Timeline } from './timeline.js';

/** Whose /metrics a request counts in: its profile's, or a named server's within it (`x-sim-server`, `?server=`). */
export function metricsKey(profile: string, server: string): string {
  return server === '' ? profile : `${profile}|${server}`;
}

/** The context of a profile without `contextTokens`, for its KV-cache usage in /metrics. */
const SIM_CONTEXT_TOKENS = 4096;

/**
 * The simulator's engine across requests: the prefix cache, the slot pools, the responses still scheduled and the
 * request counter that seeds each answer. `serve` answers one generation request on an API's route.
 */
export class Generations {
  /** Responses still scheduled (not yet ended and not abandoned by their client). */
  readonly timelines = new Set<Timeline>();
  private readonly cache = new PrefixCache();
  /** Per profile and token capacity (`prefixCacheTokens`): bounded caches, shared by the requests that name the same. */
  private readonly boundedCaches = new Map<string, PrefixCache>();
  /** Per profile and slot count: requests overriding `slots` differently are served by engines of their own. */
  private readonly slotPools = new Map<string, SlotPool>();
  private requestCounter = 0;
  /** Requests being generated per server (`metricsKey`): what a new one is batched with (src/sim/decoding/near-ties.ts). */
  private readonly inFlight = new Map<string, number>();
  /** What `/<profile>/metrics` serves, kept from the same schedules. */
  readonly metrics = new SimMetrics();

  constructor(
    private readonly seed: number,
    /** Engine slots for every profile, in place of each profile's own (an `x-sim` header still overrides it). */
    private readonly slots: number | undefined,
  ) {}

  serve(
    req: IncomingMessage,
    res: ServerResponse,
    api: SimApi,
    profile: string,
    base: ProfileSettings,
    record: RecordedRequest,
    arrivedMs: number,
  ): void {
    const accepted = this.accept(req, res, api, base, record);
    if (accepted === null) return;
    const { settings, call } = accepted;
    const request = call.request;
    this.requestCounter += 1;
    const number = this.requestCounter;
    const prefix = prefixKey(request.messages);
    const key = `${profile}:${prefix}`;
    const pool = settings.slots > 0 ? this.slotPool(profile, settings.slots) : null;
    const assignment: SlotAssignment | null = pool ? pool.assign(prefix, arrivedMs, settings.slotAffinity) : null;
    const cache = this.prefixCache(profile, settings.prefixCacheTokens);
    const cacheHit = settings.prefixCache && (assignment ? assignment.hit : cache.has(key));
    record.cacheHit = cacheHit;
    record.slot = assignment?.slot ?? null;
    const server = typeof req.headers['x-sim-server'] === 'string' ? req.headers['x-sim-server'] : '';
    const batch = metricsKey(profile, server);
    const inFlight = (this.inFlight.get(batch) ?? 0) + 1;
    this.inFlight.set(batch, inFlight);
    const script = generateScript({
      settings,
      request,
      cacheHit,
      seed: deriveSeed(this.seed, number),
      queueMs: assignment?.queueMs ?? 0,
      inFlight,
    });
    record.schedule = {
      outcome: script.outcome,
      headersAtMs: script.headersAtMs,
      firstTokenMs: script.tokens[0]?.atMs ?? null,
      endMs: script.endMs,
      tokens: script.tokens.length,
    };
    if (pool && assignment) pool.occupy(assignment, arrivedMs + script.endMs);
    const finished = this.observe(batch, settings, script, arrivedMs, assignment?.queueMs ?? 0, cacheHit);
    const actions = responseActions({
      res,
      api,
      call,
      script,
      settings,
      meta: { id: `${api.idPrefix}${number}`, created: Math.floor(Date.now() / 1000), model: answeringModel(req, request.model, profile) },
      onPrefillDone: () => {
        if (pool) return;
        if (settings.prefixCache) cache.remember(key, script.usage.promptTokens);
        // A request with the cache switched off still fills the bounded cache it runs in (its KV blocks push cached
        // prefixes out), under a key nothing can hit.
        else if (settings.prefixCacheTokens !== null) cache.remember(`${key}#${number}`, script.usage.promptTokens);
      },
      onWrite: () => {
        record.writes += 1;
      },
    });

    // Every action may be due at once (an immediate error), finishing before startTimeline returns.
    let started: Timeline | null = null;
    const timeline = startTimeline(actions, arrivedMs, () => {
      if (started) this.timelines.delete(started);
    });
    started = timeline;
    if (timeline.active) this.timelines.add(timeline);
    // A client that goes away mid-stream stops generation (and frees its slot): no timers are left behind.
    res.once('close', () => {
      finished();
      this.inFlight.set(batch, (this.inFlight.get(batch) ?? 1) - 1);
      timeline.cancel();
      if (pool && assignment) pool.release(assignment, performance.now());
    });
    // It may already have gone while its body was read, before the listener existed.
    if (req.socket.destroyed) timeline.cancel();
  }

  /** The request's settings and call, or null after answering 400 (bad `x-sim`, bad body, unknown parameters). */
  private accept(
    req: IncomingMessage,
    res: ServerResponse,
    api: SimApi,
    base: ProfileSettings,
    record: RecordedRequest,
  ): { settings: ProfileSettings; call: ApiCall } | null {
    const rawOverrides = req.headers['x-sim'];
    let settings: ProfileSettings;
    let call: ApiCall;
    try {
      const serverBase = this.slots === undefined ? base : { ...base, slots: this.slots };
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
        return null;
      }
      throw error;
    }
    return { settings, call };
  }

  /** The request in the metrics: times on the server's side of any gateway the profile simulates. */
  private observe(
    profile: string,
    settings: ProfileSettings,
    script: ResponseScript,
    arrivedMs: number,
    queueMs: number,
    cacheHit: boolean,
  ): () => void {
    const gatewayMs = settings.upstreamHeader ? settings.gatewayOverheadMs : 0;
    const firstMs = script.tokens[0]?.atMs ?? script.endMs;
    return this.metrics.scheduled(profile, {
      arrivedMs,
      startMs: arrivedMs + queueMs,
      endMs: arrivedMs + script.endMs,
      promptTokens: script.usage.promptTokens,
      completionTokens: script.usage.completionTokens,
      prefillEndMs: arrivedMs + firstMs,
      cacheHit,
      prefixCache: settings.prefixCache,
      serverTtftMs: Math.max(0, firstMs - gatewayMs),
      serverE2eMs: Math.max(0, script.endMs - gatewayMs),
      kvCapacityTokens: Math.max(1, settings.slots) * (settings.contextTokens ?? SIM_CONTEXT_TOKENS),
      draft: script.draft,
    });
  }

  /** The engine-wide cache, or the profile's bounded one of that many tokens. */
  private prefixCache(profile: string, tokens: number | null): PrefixCache {
    if (tokens === null) return this.cache;
    const cacheKey = `${profile}:${tokens}`;
    let cache = this.boundedCaches.get(cacheKey);
    if (!cache) {
      cache = new PrefixCache(undefined, tokens);
      this.boundedCaches.set(cacheKey, cache);
    }
    return cache;
  }

  private slotPool(profile: string, slots: number): SlotPool {
    const poolKey = `${profile}:${slots}`;
    let pool = this.slotPools.get(poolKey);
    if (!pool) {
      pool = new SlotPool(slots);
      this.slotPools.set(poolKey, pool);
    }
    return pool;
  }
}

/**
 * The model a response names: the one asked for, unless an `x-sim-model: NAME` header says a gateway routed the request
 * to another (docs/simulator.md); `sim-<profile>` when the request named none (Gemini names it in the path).
 */
function answeringModel(req: IncomingMessage, asked: string | null | undefined, profile: string): string {
  const routed = req.headers['x-sim-model'];
  if (typeof routed === 'string' && routed.trim() !== '') return routed.trim();
  return asked ?? `sim-${profile}`;
}
