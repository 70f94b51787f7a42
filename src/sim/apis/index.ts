/**
 * The APIs the simulator serves, one entry each, keyed by the workload's API id: `POST /<profile>/v1/<route>`. A new
 * API is a module beside these (route, request parsing into the engine's request, stream framing, non-streamed body,
 * error shape) and an entry here.
 */
import { anthropicMessages } from './anthropic-messages.js';
import { chatCompletions } from './chat-completions.js';
import { completions } from './completions.js';
import { responses } from './responses.js';
import type { SimApi, SimApiId } from './types.js';

export type { SimApi, SimApiId } from './types.js';

export const SIM_APIS: { readonly [K in SimApiId]: SimApi } = Object.freeze({
  'chat-completions': chatCompletions,
  responses,
  'anthropic-messages': anthropicMessages,
  completions,
});

const ROUTES = Object.values(SIM_APIS).map((api) => ({ api, pattern: new RegExp(`^/([^/]+)/v1/${api.route}/?$`) }));

/** The API and profile a path names, or null. */
export function matchApiRoute(path: string): { api: SimApi; profile: string } | null {
  for (const { api, pattern } of ROUTES) {
    const match = pattern.exec(path);
    if (match) return { api, profile: match[1]! };
  }
  return null;
}

/** Every route, as the health endpoint and the 404 name them. */
export const ROUTE_LIST: readonly string[] = Object.freeze([
  ...Object.values(SIM_APIS).map((api) => `POST /<profile>/v1/${api.route}`),
  'GET /<profile>/v1/models',
]);
