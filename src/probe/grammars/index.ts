/**
 * Each streaming API's reading of its stream (a grammar beside this file, `types.ts` its shape), keyed by the API's
 * id: the compiler asks for an entry for every API in src/apis/index.ts. The body fields that ask for a stream are the API's own (src/apis/).
 */
import { apiOf, type ApiId } from '../../apis/index.js';
import type { GrammarDeps, StreamGrammar } from './types.js';
import { AnthropicEventHandler } from './anthropic-messages.js';
import { ChatEventHandler } from './chat-completions.js';
import { CompletionsEventHandler } from './completions.js';
import { GeminiEventHandler } from './gemini.js';
import { ResponsesEventHandler } from './responses.js';

export interface ApiGrammar {
  /** A new reader of one response's stream. */
  read(deps: GrammarDeps): StreamGrammar;
  /** The request body with streaming (and, where the API has it, the usage report) switched on. */
  streamingBody(body: Record<string, unknown>): Record<string, unknown>;
}

const READERS: { readonly [K in ApiId]: (deps: GrammarDeps) => StreamGrammar } = {
  'chat-completions': (deps) => new ChatEventHandler(deps),
  responses: (deps) => new ResponsesEventHandler(deps),
  'anthropic-messages': (deps) => new AnthropicEventHandler(deps),
  completions: (deps) => new CompletionsEventHandler(deps),
  gemini: (deps) => new GeminiEventHandler(deps),
};

export const GRAMMARS: { readonly [K in ApiId]: ApiGrammar } = Object.fromEntries(
  Object.entries(READERS).map(([id, read]) => [id, { read, streamingBody: (body) => apiOf(id as ApiId).streamingBody(body) }]),
) as { readonly [K in ApiId]: ApiGrammar };
