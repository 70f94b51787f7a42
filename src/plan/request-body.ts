import type { ChatMessage, EndpointConfig, ScenarioConfig } from '../config/types.js';

/**
 * The chat-completions body for one turn. Scenario params win over endpoint body fields. Streaming
 * fields (`stream`, `stream_options`) are the probe's to add; the config rejects them in both places.
 */
export function buildChatBody(
  endpoint: EndpointConfig,
  scenario: ScenarioConfig,
  messages: readonly ChatMessage[],
): Record<string, unknown> {
  const tools = scenario.agent?.tools ?? [];
  return {
    model: endpoint.model,
    messages,
    max_tokens: scenario.maxTokens,
    ...endpoint.body,
    ...scenario.params,
    ...(tools.length > 0 ? { tools } : {}),
  };
}

/** `${baseUrl}/chat/completions`, whether or not baseUrl ends in a slash; a query string (e.g. `api-version`) is kept. */
/** The OpenAI-compatible model list, `${baseUrl}/models`: a cheap GET on the endpoint's origin. */
export function modelsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/models`;
  return url.toString();
}

export function chatCompletionsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  return url.toString();
}
