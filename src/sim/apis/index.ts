/**
 * The APIs the simulator serves, one entry each, keyed by the workload's API id (src/apis/): `POST /<profile>/<route>`.
 * A new API is a module beside these (route, request parsing into the engine's request, stream framing, non-streamed
 * body, error shape) and an entry here (the compiler asks for it).
 */
import { anthropicMessages } from './anthropic-messages.js';
import { chatCompletions } from './chat-completions.js';
import { completions } from './completions.js';
import { gemini } from './gemini.js';
import { responses } from './responses.js';
import type { SimApi, SimApiId } from './types.js';

export type { SimApi, SimApiId } from './types.js';

export const SIM_APIS: { readonly [K in SimApiId]: SimApi } = Object.freeze({
  'chat-completions': chatCompletions,
  responses,
  'anthropic-messages': anthropicMessages,
  completions,
  gemini,
});

const escaped = (route: string): string => route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ROUTES = Object.values(SIM_APIS).map((api) => ({
  api,
  pattern: new RegExp(`^/(?<profile>[^/]+)/${api.pattern ?? escaped(api.route)}/?$`),
}));

/** The API and profile a path names, or null; the API is bound to what the path names (Gemini's model and method). */
export function matchApiRoute(path: string): { api: SimApi; profile: string } | null {
  for (const { api, pattern } of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const { profile, ...route } = match.groups!;
    const bound: SimApi = { ...api, parse: (body) => api.parse(body, route as Record<string, string>) };
    return { api: bound, profile: profile! };
  }
  return null;
}

/** Every route, as the health endpoint and the 404 name them. */
export const ROUTE_LIST: readonly string[] = Object.freeze([
  ...Object.values(SIM_APIS).map((api) => `POST /<profile>/${api.route}`),
  'GET /<profile>/v1/models',
]);
