/**
 * Batch non-determinism (docs/quality.md, "Self-agreement"; docs/simulator.md): GPU serving engines (vLLM, SGLang,
 * TensorRT-LLM) are not batch-invariant, so at temperature 0 a token whose top two choices are nearly tied can come
 * out either way depending on what the request was batched with. Two profile settings model it:
 * - `nearTieRate`: the share of an answer's content positions (from the third on) where the build's top two tokens
 *   lie within 0.001–0.03 nats of each other. Where they are is a property of the text (its seed), the same on every
 *   request;
 * - `tieFlipRate`: the chance, per request in flight on the server when it arrives (itself included, at most ½), that
 *   the request takes the runner-up at a near-tie. From the first tie it flips at, the answer goes on in other words
 *   (a continuation of its own, the same for every request that flips there).
 * With log-probs asked, a near-tie lists the runner-up within its gap of the chosen token on both paths, so each side
 * rates the other's pick within the tie margin: the flip is visible as a tie. Pure.
 */
import { createRng, deriveSeed } from '../../stats/index.js';
import { VOCABULARY, type Answer, type AnswerToken } from '../answer.js';
import type { TokenScore } from '../logprobs.js';
import type { ProfileSettings } from '../profiles/profile-settings.js';

const STREAM_TIES = 14;
const STREAM_BRANCH = 15;
/** Content positions before this one are never near-ties (a one-token answer, like arithmetic, never flips). */
const FIRST_TIE_POSITION = 2;
const GAP_MIN = 0.001;
const GAP_SPAN = 0.029;

/** A near-tie at token `index` of the answer: the runner-up and how far below the chosen token the build rates it. */
export interface NearTie {
  index: number;
  runnerUp: string;
  gap: number;
}

/** What batch non-determinism did to one request's answer. */
export interface TieOutcome {
  answer: Answer;
  /** Every near-tie of the answer as it was said (the flipped one's runner-up is the token it replaced). */
  ties: NearTie[];
  /** The token index the request flipped at, or null. */
  flippedAt: number | null;
}

/** The chance a request flips a near-tie with `inFlight` requests on the server (itself included). */
export function flipChance(settings: ProfileSettings, inFlight: number): number {
  return Math.min(0.5, settings.tieFlipRate * Math.max(1, inFlight));
}

/** The near-ties of an answer's text (from its seed): none unless `nearTieRate` is above 0. */
export function nearTies(answer: Answer, settings: ProfileSettings, textSeed: number): NearTie[] {
  if (settings.nearTieRate <= 0) return [];
  const rng = createRng(deriveSeed(textSeed, STREAM_TIES));
  const ties: NearTie[] = [];
  let position = 0;
  answer.tokens.forEach((token, index) => {
    if (token.kind !== 'content') return;
    // Every draw is made for every content token, so the ties of a text stay where they are whatever the rate.
    const tied = rng() < settings.nearTieRate;
    const gap = GAP_MIN + GAP_SPAN * rng();
    let word = ` ${VOCABULARY[Math.floor(rng() * VOCABULARY.length)]!}`;
    if (word === token.text) word = ` ${VOCABULARY[(VOCABULARY.indexOf(word.slice(1)) + 1) % VOCABULARY.length]!}`;
    if (tied && position >= FIRST_TIE_POSITION) ties.push({ index, runnerUp: word, gap });
    position++;
  });
  return ties;
}

/**
 * One request's answer: at each near-tie in turn it flips with `chance` (drawn from `rng`, the request's own); at the
 * first flip the runner-up is said and the rest of the content is a continuation drawn from the text's seed and the
 * position (so every request that flips there says the same).
 */
export function withTieFlips(answer: Answer, ties: readonly NearTie[], chance: number, rng: () => number, textSeed: number): TieOutcome {
  const draws = ties.map(() => rng());
  const at = chance > 0 ? ties.findIndex((_, k) => draws[k]! < chance) : -1;
  if (at < 0) return { answer, ties: [...ties], flippedAt: null };
  const tie = ties[at]!;
  const branch = createRng(deriveSeed(deriveSeed(textSeed, STREAM_BRANCH), tie.index));
  const tokens = answer.tokens.map((token, index): AnswerToken => {
    if (index < tie.index || token.kind !== 'content') return token;
    if (index === tie.index) return { ...token, text: tie.runnerUp };
    return { ...token, text: ` ${VOCABULARY[Math.floor(branch() * VOCABULARY.length)]!}` };
  });
  const original = answer.tokens[tie.index]!.text;
  // The ties before the flip are as they were; at the flip the token it replaced is the runner-up; after it, the
  // continuation's positions keep their gaps.
  const said = ties.map((t, k): NearTie => (k === at ? { ...t, runnerUp: original } : t));
  return { answer: { ...answer, tokens }, ties: said, flippedAt: tie.index };
}

/**
 * The scores with each near-tie visible: the runner-up listed right after the chosen token, `gap` nats below it
 * (as many alternatives as asked, `topK`). A token without a score (not asked, drafted) stays without.
 */
export function withTieScores(
  scores: readonly TokenScore[],
  tokens: readonly AnswerToken[],
  ties: readonly NearTie[],
  topK: number,
): TokenScore[] {
  const out = [...scores];
  for (const tie of ties) {
    const score = out[tie.index];
    if (!score) continue;
    const chosen = tokens[tie.index]!.text;
    const rest = score.top.filter(([t]) => t !== chosen && t !== tie.runnerUp);
    const top: [string, number][] = [[chosen, score.lp], [tie.runnerUp, score.lp - tie.gap], ...rest];
    out[tie.index] = { lp: score.lp, top: top.slice(0, topK) };
  }
  return out;
}
