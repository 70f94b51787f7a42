/**
 * The body field each API asks for log-probs with, added only when a scenario's `quality:` asks for them
 * (docs/quality.md): chat completions `logprobs: true, top_logprobs: k`; legacy completions `logprobs: k`; Responses
 * `top_logprobs: k` with `include: ["message.output_text.logprobs"]`. Anthropic Messages has no such field; Gemini's are not read (the workload is refused).
 */
import type { ApiId } from '../apis/index.js';

/** The Responses `include` entry that returns the output text's log-probs. */
export const RESPONSES_LOGPROBS_INCLUDE = 'message.output_text.logprobs';

/** `body` asking for the chosen token's log-prob and `topK` alternatives; unchanged for an API without log-probs. */
export function withLogprobsRequest(api: ApiId, body: Record<string, unknown>, topK: number): Record<string, unknown> {
  switch (api) {
    case 'chat-completions':
      return { ...body, logprobs: true, top_logprobs: topK };
    case 'completions':
      return { ...body, logprobs: topK };
    case 'responses': {
      const include = Array.isArray(body.include) ? (body.include as unknown[]) : [];
      return {
        ...body,
        top_logprobs: topK,
        include: include.includes(RESPONSES_LOGPROBS_INCLUDE) ? include : [...include, RESPONSES_LOGPROBS_INCLUDE],
      };
    }
    case 'anthropic-messages':
    case 'gemini':
      return body;
  }
}
