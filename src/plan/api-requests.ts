/**
 * How an endpoint's API is asked: the URL (the API's path after the endpoint's baseUrl), the headers with the key in
 * the API's header, and the body a scenario's conversation becomes. Each API says how in its folder (src/apis/); the
 * conversation is kept in chat-completions form from the plan to the last turn of an agent loop and each API's body
 * converts it. What an API cannot carry is refused when the workload is loaded (src/config/semantic.ts).
 */
import { apiOf } from '../apis/index.js';
import type { EndpointConfig, ScenarioConfig } from '../config/index.js';

/**
 * `${baseUrl}` + the API's path (which may name the model), whether or not baseUrl ends in a slash; a query string
 * of the baseUrl (e.g. `api-version`) and of the path (e.g. `alt=sse`) are both kept.
 */
export function apiUrl(endpoint: Pick<EndpointConfig, 'baseUrl' | 'api' | 'model'>): string {
  const url = new URL(endpoint.baseUrl);
  const [path, query] = apiOf(endpoint.api).path(endpoint.model).split('?', 2) as [string, string | undefined];
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  for (const [name, value] of new URLSearchParams(query ?? '')) url.searchParams.set(name, value);
  return url.toString();
}

/** The endpoint's headers, the API's own and the key in the API's header (the key last: the workload cannot set it). */
export function apiHeaders(endpoint: Pick<EndpointConfig, 'headers' | 'api'>, apiKey: string | null): Record<string, string> {
  const api = apiOf(endpoint.api);
  const given = new Set(Object.keys(endpoint.headers).map((name) => name.toLowerCase()));
  const own = Object.fromEntries(Object.entries(api.headers).filter(([name]) => !given.has(name)));
  return { ...own, ...endpoint.headers, ...(apiKey ? { [api.keyHeader]: api.keyValue(apiKey) } : {}) };
}

/** The body of one turn in the endpoint's API; a plan item's own max_tokens and fields (from its scenario's source) win. */
export function apiBody(
  endpoint: EndpointConfig,
  scenario: ScenarioConfig,
  messages: readonly unknown[],
  item: { maxTokens?: number; params?: Record<string, unknown> } = {},
): Record<string, unknown> {
  const api = apiOf(endpoint.api);
  const body = api.body({
    model: endpoint.model,
    messages,
    maxTokens: item.maxTokens ?? scenario.maxTokens,
    fields: { ...endpoint.body, ...scenario.params, ...item.params },
    tools: scenario.agent?.tools ?? [],
  });
  // Log-probs are asked for only when the scenario's `quality:` wants them (docs/quality.md), in the API's own words;
  // a workload asking them of an API without them is refused when it is loaded.
  const topK = scenario.quality?.topLogprobs ?? null;
  return topK === null || api.logprobs === null ? body : api.logprobs.request(body, topK);
}

/** The OpenAI-compatible model list, `${baseUrl}/models`: a cheap GET on the endpoint's origin. */
export function modelsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/models`;
  return url.toString();
}
