/**
 * The simulator's log-probs and its lossy and lossless builds (docs/quality.md): every content token of an answer
 * gets a chosen log-prob and `topK` alternatives, drawn from the text's seed, so the same answer carries the same
 * log-probs on every run and every API. Two profile settings model builds of the same model:
 * - `driftAfterTokens` (a quantised build): the words after that many content tokens are another build's, and every
 *   log-prob moves by a small seeded amount (`logprobNoise`, nats);
 * - `draftTokens` (speculative decoding): the words are the clean build's, but the drafted tokens the target accepted
 *   (src/sim/decoding/speculative.ts) come without a log-prob, as llama.cpp sends them.
 */
import { createRng, deriveSeed, normal } from '../stats/index.js';
import { VOCABULARY, type Answer, type AnswerToken } from './answer.js';
import type { ProfileSettings } from './profiles/profile-settings.js';
import type { DraftPlan } from './decoding/speculative.js';

/** A content token's score: null for a drafted token sent without one. */
export type TokenScore = { lp: number; top: [string, number][] } | null;

const STREAM_DRIFT = 11;
const STREAM_SCORES = 12;
const STREAM_NOISE = 13;
/** Alternatives drawn per token whatever `topK` asks, so the draws stay aligned. */
const MAX_TOP = 20;

/** How many alternatives the request asks for, or null when it asks for no log-probs (every API's spelling). */
export function askedTopLogprobs(params: Record<string, unknown>): number | null {
  const top = typeof params.top_logprobs === 'number' ? Math.max(0, Math.min(MAX_TOP, Math.floor(params.top_logprobs))) : 0;
  if (params.logprobs === true) return top;
  if (typeof params.logprobs === 'number') return Math.max(0, Math.min(MAX_TOP, Math.floor(params.logprobs)));
  const include = params.include;
  if (Array.isArray(include) && include.some((i) => typeof i === 'string' && i.endsWith('logprobs'))) return top;
  return null;
}

/** The answer as this build says it: after `driftAfterTokens` content tokens, another build's words. */
export function driftedAnswer(answer: Answer, settings: ProfileSettings, textSeed: number): Answer {
  const after = settings.driftAfterTokens;
  if (after === null) return answer;
  const rng = createRng(deriveSeed(textSeed, STREAM_DRIFT));
  let k = 0;
  const tokens = answer.tokens.map((token): AnswerToken => {
    if (token.kind !== 'content') return token;
    const word = VOCABULARY[Math.floor(rng() * VOCABULARY.length)]!;
    return k++ >= after ? { ...token, text: ` ${word}` } : token;
  });
  return { ...answer, tokens };
}

/**
 * One score per token of `tokens` (null for non-content tokens and drafted ones). The clean build's scores come from
 * the text's seed; a drifted build adds its noise; a speculative one (`plan`) drops the accepted drafted tokens' scores.
 */
export function tokenScores(
  tokens: readonly AnswerToken[],
  settings: ProfileSettings,
  textSeed: number,
  topK: number,
  plan: DraftPlan | null = null,
): TokenScore[] {
  const rng = createRng(deriveSeed(textSeed, STREAM_SCORES));
  const noise = createRng(deriveSeed(textSeed, STREAM_NOISE));
  let k = 0;
  return tokens.map((token): TokenScore => {
    if (token.kind !== 'content') return null;
    const position = k++;
    // Every draw is made for every token, so a build's scores line up with the clean build's position by position.
    const chosen = -0.02 - 1.5 * rng();
    const alternatives: [string, number][] = [];
    let lp = chosen;
    for (let j = 0; j < MAX_TOP; j++) {
      lp -= 0.2 + 1.5 * rng();
      alternatives.push([` ${VOCABULARY[Math.floor(rng() * VOCABULARY.length)]!}`, lp]);
    }
    const shift = settings.logprobNoise * normal(noise);
    if (plan?.accepted[position] === true) return null;
    const listed: [string, number][] = [[token.text, chosen], ...alternatives.filter(([t]) => t !== token.text)];
    const top = listed.slice(0, topK).map(([t, v]): [string, number] => [t, Math.min(0, v + shift)]);
    return { lp: Math.min(0, chosen + shift), top };
  });
}

type Json = Record<string, unknown>;

/** A token's entry in chat's `logprobs.content` and Responses' `logprobs` (the OpenAI shape). */
export function logprobEntry(text: string, score: { lp: number; top: [string, number][] }): Json {
  return { token: text, logprob: score.lp, top_logprobs: score.top.map(([token, logprob]) => ({ token, logprob })) };
}

/** Chat's `logprobs` of one streamed token, or null when it carries none (not asked for, or a drafted token). */
export function chatTokenLogprobs(token: { text: string; score?: TokenScore }): Json | null {
  return token.score ? { content: [logprobEntry(token.text, token.score)] } : null;
}

/** Legacy completions' `logprobs` of one streamed token (`tokens`, `token_logprobs`, `top_logprobs`), or null. */
export function legacyTokenLogprobs(token: { text: string; score?: TokenScore }): Json | null {
  if (!token.score) return null;
  return { tokens: [token.text], token_logprobs: [token.score.lp], top_logprobs: [Object.fromEntries(token.score.top)], text_offset: [0] };
}

/**
 * Chat's `logprobs` of a whole non-streamed answer: every content token, a drafted one with log-prob 0 and no
 * alternatives (as llama.cpp answers without streaming); null when none was asked for.
 */
export function chatAnswerLogprobs(tokens: readonly { kind: string; text: string; score?: TokenScore }[]): Json | null {
  const content = tokens.filter((t) => t.kind === 'content');
  if (!content.some((t) => t.score !== undefined)) return null;
  return { content: content.map((t) => (t.score ? logprobEntry(t.text, t.score) : { token: t.text, logprob: 0, top_logprobs: [] })) };
}

/** `{ logprobs }` when there are any, else nothing (a body without log-probs stays as it was). */
export function logprobsField(logprobs: Json | null): Json {
  return logprobs ? { logprobs } : {};
}

/** A chunk with `field` set on its first choice. */
export function withChoiceField(chunk: Json, field: string, value: unknown): Json {
  const choices = chunk.choices as Json[];
  return { ...chunk, choices: [{ ...choices[0], [field]: value }, ...choices.slice(1)] };
}
