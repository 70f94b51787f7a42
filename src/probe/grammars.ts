/**
 * Each streaming API's reading of its stream and the body fields that ask for one. A new API is an id in
 * src/vocabulary/apis.ts and an entry here (the compiler asks for it), its request in src/plan/api-requests.ts and its
 * serving in src/sim/apis/.
 */
import type { ApiId } from '../vocabulary/apis.js';
import type { GrammarDeps, StreamGrammar } from './grammar.js';
import { AnthropicEventHandler } from './grammars/anthropic-messages.js';
import { ChatEventHandler } from './grammars/chat-completions.js';
import { CompletionsEventHandler } from './grammars/completions.js';
import { ResponsesEventHandler } from './grammars/responses.js';

export interface ApiGrammar {
  /** A new reader of one response's stream. */
  read(deps: GrammarDeps): StreamGrammar;
  /** The request body with streaming (and, where the API has it, the usage report) switched on. */
  streamingBody(body: Record<string, unknown>): Record<string, unknown>;
}

/** `stream: true` plus `stream_options.include_usage`, keeping any other stream options. */
function withUsageChunk(body: Record<string, unknown>): Record<string, unknown> {
  const given = body.stream_options;
  const streamOptions = given !== null && typeof given === 'object' && !Array.isArray(given) ? given : {};
  return { ...body, stream: true, stream_options: { ...streamOptions, include_usage: true } };
}

export const GRAMMARS: { readonly [K in ApiId]: ApiGrammar } = {
  'chat-completions': { read: (deps) => new ChatEventHandler(deps), streamingBody: withUsageChunk },
  // The Responses API rejects `stream_options`; its usage comes with `response.completed` anyway.
  responses: { read: (deps) => new ResponsesEventHandler(deps), streamingBody: (body) => ({ ...body, stream: true }) },
  // Usage comes with `message_start` and `message_delta` anyway.
  'anthropic-messages': { read: (deps) => new AnthropicEventHandler(deps), streamingBody: (body) => ({ ...body, stream: true }) },
  // vLLM, SGLang and llama.cpp accept `stream_options.include_usage` on completions as on chat.
  completions: { read: (deps) => new CompletionsEventHandler(deps), streamingBody: withUsageChunk },
};
