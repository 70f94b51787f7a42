import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchApiRoute, ROUTE_LIST } from './apis/index.js';
import { metricsKey, type Generations } from './generation.js';
import { flatHeaders, openAiErrorBody, readBody, sendError, sendJson, type SimError } from './http.js';
import { PROFILE_NAMES, PROFILES, type ProfileSettings } from './profiles/profiles.js';
import type { RecordedRequest } from './simulator-types.js';
import { METRICS_DIALECTS, type MetricsDialect } from './metrics.js';

function isDialect(name: string): name is MetricsDialect {
  return (METRICS_DIALECTS as readonly string[]).includes(name);
}

/** The simulator's routes: every request recorded, then /health, an API's generation route, /models, or a 404. */
const MODELS_ROUTE = /^\/([^/]+)\/v1\/models\/?$/;
const METRICS_ROUTE = /^\/([^/]+)\/metrics\/?$/;

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

export async function routeRequest(
  gens: Generations,
  requests: RecordedRequest[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  // Token times are scheduled against this instant, the request's own start.
  const arrivedMs = performance.now();
  req.socket.setNoDelay(true);
  const path = new URL(req.url ?? '/', 'http://sim.invalid').pathname;
  const raw = await readBody(req);
  const route = matchApiRoute(path);
  const models = MODELS_ROUTE.exec(path);
  const metrics = METRICS_ROUTE.exec(path);
  const profile = route?.profile ?? models?.[1] ?? metrics?.[1] ?? (path === '/health' ? '' : (path.split('/')[1] ?? ''));
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
    return gens.serve(req, res, api, profile, settings, record, arrivedMs);
  }
  if (metrics) {
    if (!knownProfile(profile)) return unknownProfile(res, profile);
    if (req.method !== 'GET') return methodNotAllowed(res, 'GET');
    const query = new URL(req.url ?? '/', 'http://sim.invalid').searchParams;
    const names = query.get('names') ?? 'vllm';
    if (!isDialect(names)) {
      const message = `unknown metric names "${names}"; use names=${METRICS_DIALECTS.join(' | ')}`;
      return sendError(res, 400, { message, type: 'invalid_request_error', code: 'unknown_names' });
    }
    const key = metricsKey(profile, query.get('server') ?? '');
    const send = (): void => {
      res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
      res.end(gens.metrics.render(key, names, performance.now(), `sim-${profile}`));
    };
    // `?queued=1`: served from the engine's task queue as llama.cpp serves it, after the prompt processing in progress.
    const until = query.get('queued') === '1' ? gens.metrics.prefillInProgressUntil(key, performance.now()) : null;
    if (until === null) return send();
    const timer = setTimeout(send, Math.max(0, until - performance.now()));
    res.once('close', () => clearTimeout(timer));
    return;
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
