/** OpenAI chat completions: `POST {baseUrl}/chat/completions`, the conversation as `messages`, a bearer key. */
import { isRecord } from '../../util/index.js';
import { choiceTokens } from '../logprobs.js';
import { bearer, COMMON_RESERVED_FIELDS, flatMerge, ignoreEos, withUsageChunk } from '../shared.js';
import { PROBE_STOP_SEQUENCE, PROBE_TOKEN_LIMIT, repeatable, variant } from '../probe-words.js';
import type { StreamingApi } from '../types.js';

/** A chunk's `delta.content`, or a whole `chat.completion`'s `message.content`. */
const choiceText = (choice: Record<string, unknown>): unknown =>
  (isRecord(choice.delta) ? choice.delta.content : undefined) ?? (isRecord(choice.message) ? choice.message.content : undefined);

export const chatCompletions: StreamingApi<'chat-completions'> = {
  id: 'chat-completions',
  meaning: 'OpenAI chat completions: POST {baseUrl}/chat/completions',
  messages: true,
  tools: true,
  stop: true,
  path: () => '/chat/completions',
  keyHeader: 'authorization',
  keyValue: bearer,
  headers: {},
  reservedBodyFields: COMMON_RESERVED_FIELDS,
  limitFields: ['max_tokens', 'max_completion_tokens'],
  stopFields: ['stop'],
  body: ({ model, messages, maxTokens, fields, tools }) => ({
    model,
    messages,
    max_tokens: maxTokens,
    ...fields,
    ...(tools.length > 0 ? { tools } : {}),
  }),
  merge: flatMerge,
  streamingBody: withUsageChunk,
  usage: {
    prompt: 'usage.prompt_tokens',
    completion: 'usage.completion_tokens',
    reasoning: 'usage.completion_tokens_details.reasoning_tokens',
    cached: 'usage.prompt_tokens_details.cached_tokens',
  },
  probes: {
    // Chat completions gets no limit, as a client sending the bare prompt would (OpenAI's reasoning models refuse
    // `max_tokens` here).
    maxTokens: null,
    // The documented-looking ways to switch reasoning off (and to reduce it), both token-limit fields, `stop`, the
    // usage chunk and repeatability at temperature 0.
    variants: [
      variant('reasoning_effort=none', 'reasoning-off', { reasoning_effort: 'none' }, 'reasoning-off'),
      variant('thinking.type=disabled', 'reasoning-off', { thinking: { type: 'disabled' } }, 'reasoning-off'),
      variant('enable_thinking=false', 'reasoning-off', { enable_thinking: false }, 'reasoning-off'),
      variant(
        'chat_template_kwargs.enable_thinking=false',
        'reasoning-off',
        { chat_template_kwargs: { enable_thinking: false } },
        'reasoning-off',
      ),
      variant('reasoning.enabled=false', 'reasoning-off', { reasoning: { enabled: false } }, 'reasoning-off'),
      variant('reasoning_effort=minimal', 'reasoning-reduce', { reasoning_effort: 'minimal' }, 'reasoning-reduced'),
      variant('reasoning_effort=low', 'reasoning-reduce', { reasoning_effort: 'low' }, 'reasoning-reduced'),
      variant(`max_tokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { max_tokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
      variant(`max_completion_tokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { max_completion_tokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
      variant(`stop=${PROBE_STOP_SEQUENCE}`, 'stop', { stop: [PROBE_STOP_SEQUENCE] }, 'stop'),
      variant('stream_options.include_usage=true', 'usage', { stream_options: { include_usage: true } }, 'usage'),
      repeatable(),
    ],
  },
  // `logprobs: true` with `top_logprobs: k`; read from `choices[0].logprobs.content[]`, in each chunk or a whole
  // `chat.completion`.
  logprobs: {
    request: (body, topK) => ({ ...body, logprobs: true, top_logprobs: topK }),
    asked: (body) => body.logprobs === true,
    read: (event) => choiceTokens(event, choiceText),
  },
  minTokens: ignoreEos,
};
