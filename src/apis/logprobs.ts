/**
 * The log-prob shapes several APIs share (docs/quality.md): the OpenAI entry `{ token, logprob, top_logprobs }` (chat
 * completions' `logprobs.content[]`, Responses' `logprobs[]`), OpenAI's legacy parallel lists (`tokens`,
 * `token_logprobs`, `top_logprobs`), and the first choice of a chat or legacy completions chunk carrying either.
 */
import { isRecord } from '../util/index.js';
import type { TokenLogprob } from './types.js';

/** `{ token, logprob, top_logprobs }`: chat's and Responses' entry. Log-prob 0 with no alternatives is unknown. */
export function entryToken(entry: unknown): TokenLogprob[] {
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

/**
 * The tokens of a chunk's (or a whole body's) first choice: `logprobs.content[]` entries, or the legacy lists; its
 * text (`textOf` the choice) as one unknown token when it carries text without any log-prob (the
 * speculative-decoding quirk: a drafted token accepted).
 */
export function choiceTokens(event: Record<string, unknown>, textOf: (choice: Record<string, unknown>) => unknown): TokenLogprob[] {
  const choice = Array.isArray(event.choices) ? event.choices[0] : undefined;
  if (!isRecord(choice)) return [];
  const lp = choice.logprobs;
  const scored = isRecord(lp) ? (Array.isArray(lp.content) ? lp.content.flatMap(entryToken) : legacyTokens(lp)) : [];
  if (scored.length > 0) return scored;
  const text = textOf(choice);
  return typeof text === 'string' && text !== '' ? [{ t: text, lp: null, top: [] }] : [];
}
