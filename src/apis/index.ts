/**
 * The streaming APIs an endpoint can speak (its `api:`), one entry each, in the order the docs and the matrix show
 * them: a new API is a folder beside this file and a line here. The workload schema's enum is written from this list
 * (`npm run generate`); the workload's checks, the plan's requests, the probe's streams, the conformance probes and
 * the simulator read each API from it.
 */
import { anthropicMessagesApi } from './anthropic-messages/index.js';
import { chatCompletions } from './chat-completions/index.js';
import { completions } from './completions/index.js';
import { gemini } from './gemini/index.js';
import { responses } from './responses/index.js';
import type { StreamingApi } from './types.js';

export type { ApiLogprobs, BodyInput, ProbeSpec, StreamingApi, TokenLogprob, UsageFields } from './types.js';

const LIST = [chatCompletions, responses, anthropicMessagesApi, completions, gemini] as const satisfies readonly StreamingApi[];

export type ApiId = (typeof LIST)[number]['id'];

export const STREAMING_APIS: readonly StreamingApi[] = LIST;

export const API_IDS = LIST.map((api) => api.id) as ApiId[];

export const DEFAULT_API: ApiId = 'chat-completions';

const BY_ID = new Map<string, StreamingApi>(LIST.map((api) => [api.id, api]));

export function isApiId(value: unknown): value is ApiId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** The API an id names (ids are checked when the workload is loaded). */
export function apiOf(id: ApiId): StreamingApi {
  return BY_ID.get(id)!;
}

const union = (pick: (api: StreamingApi) => readonly string[]): readonly string[] => [...new Set(LIST.flatMap(pick))];

/** Headers that carry a key in some API: the workload may not set them (the key goes in `apiKeyEnv`). */
export const KEY_HEADERS: ReadonlySet<string> = new Set(LIST.map((api) => api.keyHeader));

/** Body fields streamgate owns in some API, each with the setting to use instead (the first API's words win). */
export const RESERVED_BODY_FIELDS: Readonly<Record<string, string>> = Object.fromEntries(
  [...LIST].reverse().flatMap((api) => Object.entries(api.reservedBodyFields)),
);

/** The body fields that cap a response's tokens, across the APIs. */
export const TOKEN_LIMIT_FIELDS: readonly string[] = union((api) => api.limitFields);

/** The body fields that carry stop sequences, across the APIs. */
export const STOP_FIELDS: readonly string[] = union((api) => api.stopFields);
export {
  DEFAULT_PROBE_PROMPT,
  PROBE_STOP_SEQUENCE,
  PROBE_THINKING_BUDGET,
  PROBE_TOKEN_LIMIT,
  REPEATABILITY_PROMPT,
} from './probe-words.js';
export { RESPONSES_PROBE_TOKEN_LIMIT } from './responses/index.js';
