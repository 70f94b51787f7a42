/** What several APIs' requests share: the bearer key, the flat merge of fields, the streaming switches, the owned fields, the minimum length. */
import { isRecord } from '../util/index.js';

export const bearer = (apiKey: string): string => `Bearer ${apiKey}`;

/** Fields over a body, as written: the later wins. */
export const flatMerge = (body: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> => ({
  ...body,
  ...fields,
});

/** `stream: true` alone (the API reports usage without being asked). */
export const streamOnly = (body: Record<string, unknown>): Record<string, unknown> => ({ ...body, stream: true });

/** `stream: true` plus `stream_options.include_usage`, keeping any other stream options. */
export function withUsageChunk(body: Record<string, unknown>): Record<string, unknown> {
  const given = body.stream_options;
  return { ...body, stream: true, stream_options: { ...(isRecord(given) ? given : {}), include_usage: true } };
}

/** Body fields every API's request is built around; each API adds its own. */
export const COMMON_RESERVED_FIELDS: Readonly<Record<string, string>> = {
  model: 'set by the endpoint\'s "model"',
  messages: 'built from the scenario\'s "prompt" or "messages"',
  stream: 'streaming is always on; it is what streamgate measures',
  stream_options: 'set by streamgate so that token usage is reported',
  max_tokens: 'use the scenario\'s "maxTokens"',
  tools: 'use the scenario\'s "tools"',
};

/** vLLM's and SGLang's `ignore_eos` and `min_tokens` (chat and legacy completions): at least `tokens` tokens written. */
export const ignoreEos = (tokens: number): Record<string, unknown> => ({ ignore_eos: true, min_tokens: tokens });
