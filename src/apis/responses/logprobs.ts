/**
 * Log-probs on the Responses API: asked with `top_logprobs: k` and the `include` entry below; read from the
 * `response.output_text.delta` events' `logprobs[]`, or from a whole response's `output[].content[].logprobs` (the
 * server ignored `stream: true`).
 */
import { isRecord } from '../../util/index.js';
import { entryToken } from '../logprobs.js';
import type { ApiLogprobs, TokenLogprob } from '../types.js';

/** The Responses `include` entry that returns the output text's log-probs. */
export const RESPONSES_LOGPROBS_INCLUDE = 'message.output_text.logprobs';

function read(event: Record<string, unknown>, type: string | undefined): TokenLogprob[] {
  const kind = typeof event.type === 'string' ? event.type : type;
  if (kind === 'response.output_text.delta') {
    const scored = Array.isArray(event.logprobs) ? event.logprobs.flatMap(entryToken) : [];
    if (scored.length > 0) return scored;
    return typeof event.delta === 'string' && event.delta !== '' ? [{ t: event.delta, lp: null, top: [] }] : [];
  }
  // A whole response: every output text part's log-probs.
  if (kind === undefined && Array.isArray(event.output)) {
    return event.output.flatMap((item) =>
      isRecord(item) && Array.isArray(item.content)
        ? item.content.flatMap((part) => (isRecord(part) && Array.isArray(part.logprobs) ? part.logprobs.flatMap(entryToken) : []))
        : [],
    );
  }
  return [];
}

export const responsesLogprobs: ApiLogprobs = {
  request: (body, topK) => {
    const include = Array.isArray(body.include) ? (body.include as unknown[]) : [];
    return {
      ...body,
      top_logprobs: topK,
      include: include.includes(RESPONSES_LOGPROBS_INCLUDE) ? include : [...include, RESPONSES_LOGPROBS_INCLUDE],
    };
  },
  asked: (body) => Array.isArray(body.include) && body.include.some((i) => typeof i === 'string' && i.endsWith('logprobs')),
  read,
};
