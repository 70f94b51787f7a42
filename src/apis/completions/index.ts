/** Legacy completions: `POST {baseUrl}/completions` with one prompt string (vLLM, SGLang, llama.cpp serve it). */
import { text } from '../conversation.js';
import { choiceTokens } from '../logprobs.js';
import { bearer, COMMON_RESERVED_FIELDS, flatMerge, ignoreEos, withUsageChunk } from '../shared.js';
import { PROBE_STOP_SEQUENCE, PROBE_THINKING_BUDGET, PROBE_TOKEN_LIMIT, repeatable, variant } from '../probe-words.js';
import type { StreamingApi } from '../types.js';

export const completions: StreamingApi<'completions'> = {
  id: 'completions',
  meaning: 'legacy completions: POST {baseUrl}/completions with one prompt string',
  messages: false,
  tools: false,
  stop: true,
  path: () => '/completions',
  keyHeader: 'authorization',
  keyValue: bearer,
  headers: {},
  reservedBodyFields: COMMON_RESERVED_FIELDS,
  limitFields: ['max_tokens'],
  stopFields: ['stop'],
  body: ({ model, messages, maxTokens, fields }) => ({
    model,
    prompt: messages.map((m) => text(m)).join('\n\n'),
    max_tokens: maxTokens,
    ...fields,
  }),
  merge: flatMerge,
  // vLLM, SGLang and llama.cpp accept `stream_options.include_usage` on completions as on chat.
  streamingBody: withUsageChunk,
  usage: {
    prompt: 'usage.prompt_tokens',
    completion: 'usage.completion_tokens',
    reasoning: null,
    cached: 'usage.prompt_tokens_details.cached_tokens',
  },
  probes: {
    // Without a limit legacy completions stop at 16 tokens, short of the stop sequence.
    maxTokens: 2 * PROBE_THINKING_BUDGET,
    // No reasoning on legacy completions: limit, stop, the usage chunk and repeatability only.
    variants: [
      variant(`max_tokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { max_tokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
      variant(`stop=${PROBE_STOP_SEQUENCE}`, 'stop', { stop: [PROBE_STOP_SEQUENCE] }, 'stop'),
      variant('stream_options.include_usage=true', 'usage', { stream_options: { include_usage: true } }, 'usage'),
      repeatable(),
    ],
  },
  // `logprobs: k`; read from `choices[0].logprobs` as `tokens` / `token_logprobs` / `top_logprobs` (OpenAI, vLLM), or
  // in the chat form `content[]` (llama.cpp).
  logprobs: {
    request: (body, topK) => ({ ...body, logprobs: topK }),
    asked: (body) => typeof body.logprobs === 'number',
    read: (event) => choiceTokens(event, (choice) => choice.text),
  },
  minTokens: ignoreEos,
};
