/**
 * Log-probs read from a stream (docs/quality.md), beside the API's own grammar: each event is parsed once more, only
 * when the request asked for log-probs, so the grammars' fast paths stay as they are. Per API:
 * - chat completions: `choices[0].logprobs.content[]` (`token`, `logprob`, `top_logprobs[]`), in each chunk or in a
 *   whole `chat.completion`;
 * - legacy completions: `choices[0].logprobs` as `tokens` / `token_logprobs` / `top_logprobs` (OpenAI, vLLM), or the
 *   chat form `content[]` (llama.cpp);
 * - Responses: `response.output_text.delta` events' `logprobs[]`, or a whole response's `output[].content[].logprobs`;
 * - Anthropic Messages: none; Gemini: not read (the workload is refused, src/config/sections/quality.ts).
 * A token with text but no log-prob (a chunk with an empty or absent `logprobs.content`; log-prob 0 with no
 * alternatives) is recorded as unknown (`lp: null`).
 */
import type { ApiId } from '../apis/index.js';
import { isRecord } from '../util/index.js';
import type { EventOutcome, StreamGrammar } from './grammar.js';
import type { Sample, TokenLogprob } from './sample.js';

/** Whether a request body asks for log-probs in its API's words. */
export function asksLogprobs(api: ApiId, body: Record<string, unknown>): boolean {
  switch (api) {
    case 'chat-completions':
      return body.logprobs === true;
    case 'completions':
      return typeof body.logprobs === 'number';
    case 'responses':
      return Array.isArray(body.include) && body.include.some((i) => typeof i === 'string' && i.endsWith('logprobs'));
    case 'anthropic-messages':
    case 'gemini':
      return false;
  }
}

/** The tokens one event (or one whole body) carries, in order; empty when it carries none. */
export function logprobsOfEvent(api: ApiId, data: string, type?: string): TokenLogprob[] {
  if (api === 'anthropic-messages' || api === 'gemini' || data === '[DONE]') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  if (!isRecord(parsed)) return [];
  if (api === 'responses') return responsesTokens(parsed, type);
  const choice = Array.isArray(parsed.choices) ? parsed.choices[0] : undefined;
  if (!isRecord(choice)) return [];
  const text = api === 'completions' ? choice.text : (textOf(choice.delta) ?? textOf(choice.message));
  const lp = choice.logprobs;
  const scored = isRecord(lp) ? (Array.isArray(lp.content) ? lp.content.flatMap(entryToken) : legacyTokens(lp)) : [];
  if (scored.length > 0) return scored;
  // Text without any log-prob: the speculative-decoding quirk (a drafted token accepted), unknown.
  return typeof text === 'string' && text !== '' ? [{ t: text, lp: null, top: [] }] : [];
}

function textOf(delta: unknown): unknown {
  return isRecord(delta) ? delta.content : undefined;
}

/** `{ token, logprob, top_logprobs }`: chat's and Responses' entry. Log-prob 0 with no alternatives is unknown. */
function entryToken(entry: unknown): TokenLogprob[] {
  if (!isRecord(entry) || typeof entry.token !== 'string') return [];
  const top = Array.isArray(entry.top_logprobs)
    ? entry.top_logprobs.flatMap((a): [string, number][] =>
        isRecord(a) && typeof a.token === 'string' && typeof a.logprob === 'number' ? [[a.token, a.logprob]] : [],
      )
    : [];
  const lp = typeof entry.logprob === 'number' && !(entry.logprob === 0 && top.length === 0) ? entry.logprob : null;
  return [{ t: entry.token, lp, top }];
}

/** OpenAI's legacy form: parallel `tokens`, `token_logprobs`, `top_logprobs` (a map per token). */
function legacyTokens(lp: Record<string, unknown>): TokenLogprob[] {
  if (!Array.isArray(lp.tokens)) return [];
  const values = Array.isArray(lp.token_logprobs) ? lp.token_logprobs : [];
  const tops = Array.isArray(lp.top_logprobs) ? lp.top_logprobs : [];
  return lp.tokens.flatMap((token, i): TokenLogprob[] => {
    if (typeof token !== 'string') return [];
    const alternatives = tops[i];
    const top = isRecord(alternatives)
      ? Object.entries(alternatives).flatMap(([t, v]): [string, number][] => (typeof v === 'number' ? [[t, v]] : []))
      : [];
    const value = values[i];
    return [{ t: token, lp: typeof value === 'number' && !(value === 0 && top.length === 0) ? value : null, top }];
  });
}

function responsesTokens(event: Record<string, unknown>, type: string | undefined): TokenLogprob[] {
  const kind = typeof event.type === 'string' ? event.type : type;
  if (kind === 'response.output_text.delta') {
    const scored = Array.isArray(event.logprobs) ? event.logprobs.flatMap(entryToken) : [];
    if (scored.length > 0) return scored;
    return typeof event.delta === 'string' && event.delta !== '' ? [{ t: event.delta, lp: null, top: [] }] : [];
  }
  // A whole response (the server ignored `stream: true`): every output text part's log-probs.
  if (kind === undefined && Array.isArray(event.output)) {
    return event.output.flatMap((item) =>
      isRecord(item) && Array.isArray(item.content)
        ? item.content.flatMap((part) => (isRecord(part) && Array.isArray(part.logprobs) ? part.logprobs.flatMap(entryToken) : []))
        : [],
    );
  }
  return [];
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
