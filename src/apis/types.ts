/**
 * What one streaming API is, in one place: how it is asked (path, headers, the key's header, the body), which body
 * fields streamgate owns, how it is asked to stream, where its usage and cache hits are reported, and its built-in
 * conformance probes with how their fields merge into its body, how log-probs are asked for and read, and whether a
 * minimum length can be asked. Each API is a folder beside this file and an entry in the list in ./index.ts; the
 * workload's checks, the plan, the probe and the simulator read it from there. Every field is required (null where the
 * API has no such thing), so a new API answers each question or does not compile.
 */
import type { ProbeCheck } from '../vocabulary/index.js';

/** What a request body is built from: the model, the conversation in chat form, the limit, and fields sent as written. */
export interface BodyInput {
  model: string;
  /** The conversation in chat-completions form (system, user, assistant with `tool_calls`, `tool` results). */
  messages: readonly unknown[];
  maxTokens: number;
  /** The endpoint's `body` then the scenario's `params` (the later wins), not yet merged into the API's shape. */
  fields: Record<string, unknown>;
  /** Function tools in chat form (`{ type: 'function', function: { name, description, parameters } }`); may be empty. */
  tools: readonly unknown[];
}

/** A built-in probe variant of one API (the workload's loader adds the API's id). */
export interface ProbeSpec {
  id: string;
  family: string;
  params: Record<string, unknown>;
  check: ProbeCheck;
  prompt: string | null;
}

export interface ApiProbes {
  /**
   * The token limit every probe request carries unless its variant sets one, or null for none: only where the API
   * needs one.
   */
  maxTokens: number | null;
  /** The built-in probe set, in the order the matrix shows it. */
  variants: readonly ProbeSpec[];
}

/** Where a stream's usage report stands (field paths, for the docs and the tests that hold the grammar to them). */
export interface UsageFields {
  prompt: string;
  completion: string;
  reasoning: string | null;
  cached: string | null;
}

/**
 * One answer token as the server scored it (only when the request asked for log-probs, docs/quality.md): its text,
 * the chosen token's log-prob in nats and the alternatives `[token, log-prob]`. `lp` null: the server sent the token
 * without a log-prob (an empty `logprobs.content`, or log-prob 0 with no alternatives — llama.cpp's accepted drafted
 * tokens under speculative decoding): unknown, never a change.
 */
export interface TokenLogprob {
  t: string;
  lp: number | null;
  top: [string, number][];
}

/** How an API's log-probs are asked for and read (docs/quality.md, "Log-probs per API"). */
export interface ApiLogprobs {
  /** `body` asking for the chosen token's log-prob and `topK` alternatives, in the API's own words. */
  request(body: Record<string, unknown>, topK: number): Record<string, unknown>;
  /** Whether a body asks for log-probs in the API's words (the probe reads them only then). */
  asked(body: Record<string, unknown>): boolean;
  /**
   * The tokens one parsed event (`type`: its `event:` name, if any), or one whole non-streamed body, carries, in
   * order; empty when it carries none. A token with text but no log-prob is recorded with `lp: null`.
   */
  read(event: Record<string, unknown>, type: string | undefined): TokenLogprob[];
}

export interface StreamingApi<Id extends string = string> {
  /** The workload's `api:`. */
  id: Id;
  /** One line for the docs. */
  meaning: string;
  /** Conversations of several messages and roles (false: one prompt string). */
  messages: boolean;
  /** Function tools (and so agent loops that answer tool calls). */
  tools: boolean;
  /** Stop sequences (`params.stop`). */
  stop: boolean;
  /** Appended to the endpoint's baseUrl: a fixed suffix, or one that names the model (a query string may follow). */
  path(model: string): string;
  /** The header that carries the API key, lower case (the workload may not set it). */
  keyHeader: string;
  /** The key as that header's value. */
  keyValue(apiKey: string): string;
  /** Headers every request of this API needs besides the key (the endpoint's headers win). */
  headers: Readonly<Record<string, string>>;
  /** Body fields streamgate sets for this API, each with the setting to use instead. */
  reservedBodyFields: Readonly<Record<string, string>>;
  /** The body fields that cap a response's tokens, as a probe or a scenario names them. */
  limitFields: readonly string[];
  /** The body fields that carry stop sequences, as a probe or a scenario names them. */
  stopFields: readonly string[];
  /** The body of one turn (streaming fields are added by `streamingBody`). */
  body(input: BodyInput): Record<string, unknown>;
  /** Fields (a probe variant's, a scenario's) merged into a built body: nested where the API nests them. */
  merge(body: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown>;
  /** The request body with streaming (and, where the API has it, the usage report) switched on. */
  streamingBody(body: Record<string, unknown>): Record<string, unknown>;
  usage: UsageFields;
  probes: ApiProbes;
  /** How log-probs are asked for and read, or null where streamgate reads none (a workload asking is refused). */
  logprobs: ApiLogprobs | null;
  /**
   * The fields that make the server write at least `tokens` tokens (a synthetic source's `ignoreEos`), or null where the
   * API has none: they are sent only to APIs that have them.
   */
  minTokens: ((tokens: number) => Record<string, unknown>) | null;
}
