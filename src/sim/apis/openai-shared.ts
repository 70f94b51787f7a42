/** What the OpenAI APIs (chat completions, Responses, legacy completions) share: their error shape and statuses. */
import type { ScriptTimings, ScriptUsage } from '../generate.js';
import { openAiErrorBody } from '../http.js';
import type { Json } from '../sse.js';
import type { ErrorReply, OutcomeError, SimApi } from './types.js';

export const openAiErrors: Pick<SimApi, 'outcomeError' | 'errorBody'> = {
  outcomeError(outcome: OutcomeError): ErrorReply {
    switch (outcome) {
      case 'rate_limited':
        return {
          error: {
            status: 429,
            message: 'Rate limit reached (simulated). Please retry after 1 s.',
            type: 'requests',
            code: 'rate_limit_exceeded',
          },
          headers: { 'retry-after': '1' },
        };
      case 'server_error':
        return {
          error: {
            status: 500,
            message: 'The server had an error while processing your request (simulated).',
            type: 'server_error',
            code: 'internal_error',
          },
        };
      case 'stream_error':
        return { error: streamError };
    }
  },
  errorBody: openAiErrorBody,
};

/** The break of a `stream_error`: the in-stream error of the streamed answer, the 503 of a non-streamed one. */
export const streamError = {
  status: 503,
  message: 'The server is overloaded and stopped generating (simulated). Please retry.',
  type: 'server_error',
  code: 'overloaded',
};

/**
 * llama.cpp's `timings` object (the fields it sends in every build that has `cache_n`), with `draft_n` and
 * `draft_n_accepted` when it drafted, as newer builds send them (only when `draft_n > 0`).
 */
export function timingsJson(t: ScriptTimings): Json {
  return {
    cache_n: t.cacheN,
    prompt_n: t.promptN,
    prompt_ms: t.promptMs,
    predicted_n: t.predictedN,
    predicted_ms: t.predictedMs,
    predicted_per_second: t.predictedPerSecond,
    ...(t.draft && t.draft.drafted > 0 ? { draft_n: t.draft.drafted, draft_n_accepted: t.draft.accepted } : {}),
  };
}

/** `usage` of chat and legacy completions; chat adds the details of reasoning and cached tokens. */
export function usageJson(usage: ScriptUsage, details: boolean): Json {
  const json: Json = {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
  };
  if (!details) return json;
  return {
    ...json,
    completion_tokens_details: { reasoning_tokens: usage.reasoningTokens },
    ...(usage.cachedReported ? { prompt_tokens_details: { cached_tokens: usage.cachedTokens } } : {}),
  };
}
