/**
 * How each streaming API is asked: the URL path, the key's header and the body a scenario's conversation becomes.
 * The conversation is kept in chat-completions form (messages, assistant `tool_calls`, `tool` results) from the plan to
 * the last turn of an agent loop; each API's body converts it. What an API cannot carry (several messages for legacy
 * completions, tools, stop sequences on Responses) is refused when the workload is loaded (src/config/semantic.ts).
 */
import type { EndpointConfig, ScenarioConfig } from '../config/types.js';
import type { ApiId } from '../vocabulary/apis.js';
import { withLogprobsRequest } from './logprobs-request.js';

/** The Messages API version sent unless the endpoint's headers name another. */
export const ANTHROPIC_VERSION = '2023-06-01';

export interface ApiRequest {
  /** Appended to the endpoint's baseUrl, e.g. `/chat/completions`. */
  path: string;
  /** The header that carries the API key. */
  keyHeaders(apiKey: string): Record<string, string>;
  /** Headers every request of this API needs besides the key. */
  headers: Readonly<Record<string, string>>;
  /** The body of one turn (streaming fields are the probe's to add). */
  body(endpoint: EndpointConfig, scenario: ScenarioConfig, messages: readonly unknown[]): Record<string, unknown>;
}

const bearer = (apiKey: string): Record<string, string> => ({ authorization: `Bearer ${apiKey}` });

export const API_REQUESTS: { readonly [K in ApiId]: ApiRequest } = {
  'chat-completions': {
    path: '/chat/completions',
    keyHeaders: bearer,
    headers: {},
    body: (endpoint, scenario, messages) => {
      const tools = scenario.agent?.tools ?? [];
      return {
        model: endpoint.model,
        messages,
        max_tokens: scenario.maxTokens,
        ...endpoint.body,
        ...scenario.params,
        ...(tools.length > 0 ? { tools } : {}),
      };
    },
  },
  responses: {
    path: '/responses',
    keyHeaders: bearer,
    headers: {},
    body: (endpoint, scenario, messages) => {
      const tools = (scenario.agent?.tools ?? []).map(responsesTool);
      return {
        model: endpoint.model,
        input: messages.flatMap(responsesItems),
        max_output_tokens: scenario.maxTokens,
        ...endpoint.body,
        ...scenario.params,
        ...(tools.length > 0 ? { tools } : {}),
      };
    },
  },
  'anthropic-messages': {
    path: '/messages',
    keyHeaders: (apiKey) => ({ 'x-api-key': apiKey }),
    headers: { 'anthropic-version': ANTHROPIC_VERSION },
    body: (endpoint, scenario, messages) => {
      const tools = (scenario.agent?.tools ?? []).map(anthropicTool);
      const system = messages
        .filter((m) => role(m) === 'system')
        .map((m) => text(m))
        .join('\n\n');
      const { stop, ...params } = { ...endpoint.body, ...scenario.params };
      return {
        model: endpoint.model,
        ...(system !== '' ? { system } : {}),
        messages: anthropicMessages(messages.filter((m) => role(m) !== 'system')),
        max_tokens: scenario.maxTokens,
        ...(stop !== undefined ? { stop_sequences: Array.isArray(stop) ? stop : [stop] } : {}),
        ...params,
        ...(tools.length > 0 ? { tools } : {}),
      };
    },
  },
  completions: {
    path: '/completions',
    keyHeaders: bearer,
    headers: {},
    body: (endpoint, scenario, messages) => ({
      model: endpoint.model,
      prompt: messages.map((m) => text(m)).join('\n\n'),
      max_tokens: scenario.maxTokens,
      ...endpoint.body,
      ...scenario.params,
    }),
  },
};

/** `${baseUrl}` + the API's path, whether or not baseUrl ends in a slash; a query string (e.g. `api-version`) is kept. */
export function apiUrl(endpoint: Pick<EndpointConfig, 'baseUrl' | 'api'>): string {
  const url = new URL(endpoint.baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${API_REQUESTS[endpoint.api].path}`;
  return url.toString();
}

/** The endpoint's headers, the API's own and the key in the API's header (the key last: the workload cannot set it). */
export function apiHeaders(endpoint: Pick<EndpointConfig, 'headers' | 'api'>, apiKey: string | null): Record<string, string> {
  const request = API_REQUESTS[endpoint.api];
  const given = new Set(Object.keys(endpoint.headers).map((name) => name.toLowerCase()));
  const own = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !given.has(name)));
  return { ...own, ...endpoint.headers, ...(apiKey ? request.keyHeaders(apiKey) : {}) };
}

/** The body of one turn in the endpoint's API; a plan item's own max_tokens and fields (from its scenario's source) win. */
export function apiBody(
  endpoint: EndpointConfig,
  scenario: ScenarioConfig,
  messages: readonly unknown[],
  item: { maxTokens?: number; params?: Record<string, unknown> } = {},
): Record<string, unknown> {
  const own =
    item.maxTokens === undefined && item.params === undefined
      ? scenario
      : { ...scenario, maxTokens: item.maxTokens ?? scenario.maxTokens, params: { ...scenario.params, ...item.params } };
  const body = API_REQUESTS[endpoint.api].body(endpoint, own, messages);
  // Log-probs are asked for only when the scenario's `quality:` wants them (docs/quality.md).
  const topK = scenario.quality?.topLogprobs ?? null;
  return topK === null ? body : withLogprobsRequest(endpoint.api, body, topK);
}

/** The OpenAI-compatible model list, `${baseUrl}/models`: a cheap GET on the endpoint's origin. */
export function modelsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/models`;
  return url.toString();
}

interface ToolCallShape {
  id: string;
  function: { name: string; arguments: string };
}

const role = (message: unknown): string => (isRecord(message) && typeof message.role === 'string' ? message.role : 'user');
const text = (message: unknown): string => (isRecord(message) && typeof message.content === 'string' ? message.content : '');
const toolCallsOf = (message: unknown): ToolCallShape[] =>
  isRecord(message) && Array.isArray(message.tool_calls) ? (message.tool_calls as ToolCallShape[]) : [];

/** A chat message as Responses input items: a message, the function calls an assistant made, or a call's output. */
function responsesItems(message: unknown): unknown[] {
  const r = role(message);
  if (r === 'tool') {
    const callId = isRecord(message) && typeof message.tool_call_id === 'string' ? message.tool_call_id : '';
    return [{ type: 'function_call_output', call_id: callId, output: text(message) }];
  }
  const calls = toolCallsOf(message).map((c) => ({
    type: 'function_call',
    call_id: c.id,
    name: c.function.name,
    arguments: c.function.arguments,
  }));
  const content = text(message);
  return [...(content !== '' || calls.length === 0 ? [{ role: r, content }] : []), ...calls];
}

/** Chat messages as Messages turns: tool calls as `tool_use` blocks, tool results as `tool_result` blocks of a user turn,
 * consecutive turns of one role joined (the API wants them alternating). */
function anthropicMessages(messages: readonly unknown[]): { role: 'user' | 'assistant'; content: unknown[] }[] {
  const turns: { role: 'user' | 'assistant'; content: unknown[] }[] = [];
  for (const message of messages) {
    const r = role(message);
    const blocks: unknown[] = [];
    if (r === 'tool') {
      const id = isRecord(message) && typeof message.tool_call_id === 'string' ? message.tool_call_id : '';
      blocks.push({ type: 'tool_result', tool_use_id: id, content: text(message) });
    } else {
      if (text(message) !== '') blocks.push({ type: 'text', text: text(message) });
      for (const call of toolCallsOf(message))
        blocks.push({ type: 'tool_use', id: call.id, name: call.function.name, input: parsedArguments(call.function.arguments) });
    }
    const turnRole = r === 'assistant' ? 'assistant' : 'user';
    const last = turns.at(-1);
    if (last && last.role === turnRole) last.content.push(...blocks);
    else turns.push({ role: turnRole, content: blocks });
  }
  return turns;
}

function parsedArguments(args: string): unknown {
  try {
    const parsed: unknown = JSON.parse(args);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** OpenAI chat tool `{ type: 'function', function: { name, description, parameters } }` in Responses' flat form. */
function responsesTool(tool: unknown): unknown {
  const fn = isRecord(tool) && isRecord(tool.function) ? tool.function : null;
  return fn
    ? {
        type: 'function',
        name: fn.name,
        ...(fn.description !== undefined ? { description: fn.description } : {}),
        parameters: fn.parameters ?? {},
      }
    : tool;
}

/** …and in the Messages API's form `{ name, description, input_schema }`. */
function anthropicTool(tool: unknown): unknown {
  const fn = isRecord(tool) && isRecord(tool.function) ? tool.function : null;
  return fn
    ? {
        name: fn.name,
        ...(fn.description !== undefined ? { description: fn.description } : {}),
        input_schema: fn.parameters ?? { type: 'object' },
      }
    : tool;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
