/**
 * Log-probs read from a stream (docs/quality.md), beside the API's own grammar: each event is parsed once more, only
 * when the request asked for log-probs, so the grammars' fast paths stay as they are. Where each API carries them,
 * and how it is asked for them, is the API's own (`logprobs` in src/apis/<api>/); an API without them reads none.
 */
import { apiOf, type ApiId } from '../apis/index.js';
import { isRecord } from '../util/index.js';
import type { EventOutcome, StreamGrammar } from './grammars/types.js';
import type { Sample, TokenLogprob } from './sample.js';

/** Whether a request body asks for log-probs in its API's words. */
export function asksLogprobs(api: ApiId, body: Record<string, unknown>): boolean {
  return apiOf(api).logprobs?.asked(body) ?? false;
}

/** The tokens one event (or one whole body) carries, in order; empty when it carries none. */
export function logprobsOfEvent(api: ApiId, data: string, type?: string): TokenLogprob[] {
  const reader = apiOf(api).logprobs;
  if (reader === null || data === '[DONE]') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  return isRecord(parsed) ? reader.read(parsed, type) : [];
}

/** The API's grammar with the log-probs of every event collected into `sample.logprobs`. */
export function withLogprobs(inner: StreamGrammar, api: ApiId, sample: Sample): StreamGrammar {
  const tokens: TokenLogprob[] = [];
  sample.logprobs = tokens;
  return {
    onSseEvent(data: string, type: string | undefined, stampMs: number, readIndex: number): EventOutcome {
      if (type !== 'error') for (const token of logprobsOfEvent(api, data, type)) tokens.push(token);
      return inner.onSseEvent(data, type, stampMs, readIndex);
    },
    onCompletion(body: string, stampMs: number, readIndex: number): EventOutcome {
      for (const token of logprobsOfEvent(api, body)) tokens.push(token);
      return inner.onCompletion(body, stampMs, readIndex);
    },
    finalize: () => inner.finalize(),
  };
}
