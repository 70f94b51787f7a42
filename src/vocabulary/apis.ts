/**
 * The streaming APIs an endpoint can speak (its `api:`), with what each can carry. The workload schema's enum is
 * written from this table (`npm run generate`), and the workload is checked against what an API lacks before any
 * request is sent. How each is asked (URL, headers, body) is in src/plan/api-requests.ts, how its stream is read in
 * src/probe/grammars.ts, how the simulator serves it in src/sim/apis/.
 */
export interface ApiSpec {
  /** One line for the docs. */
  meaning: string;
  /** Conversations of several messages and roles (false: one prompt string). */
  messages: boolean;
  /** Function tools (and so agent loops that answer tool calls). */
  tools: boolean;
  /** Stop sequences (`params.stop`). */
  stop: boolean;
}

export const STREAMING_APIS = {
  'chat-completions': { meaning: 'OpenAI chat completions: POST {baseUrl}/chat/completions', messages: true, tools: true, stop: true },
  responses: { meaning: 'OpenAI Responses: POST {baseUrl}/responses', messages: true, tools: true, stop: false },
  'anthropic-messages': {
    meaning: 'Anthropic Messages: POST {baseUrl}/messages, with x-api-key and anthropic-version headers',
    messages: true,
    tools: true,
    stop: true,
  },
  completions: {
    meaning: 'legacy completions: POST {baseUrl}/completions with one prompt string',
    messages: false,
    tools: false,
    stop: true,
  },
} as const satisfies Record<string, ApiSpec>;

export type ApiId = keyof typeof STREAMING_APIS;

export const API_IDS = Object.keys(STREAMING_APIS) as ApiId[];

export const DEFAULT_API: ApiId = 'chat-completions';

export function isApiId(value: unknown): value is ApiId {
  return typeof value === 'string' && Object.hasOwn(STREAMING_APIS, value);
}
