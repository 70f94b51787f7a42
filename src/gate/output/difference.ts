/**
 * What kind of difference separates two answers to the same prompt (docs/quality.md, "What kind of difference"):
 * - `whitespace`: equal once whitespace runs are collapsed and both are put in Unicode NFKC form (not a change);
 * - `length`: one is a prefix of the other (the answer ended early or ran on), with each side's token counts, usage and
 *   finish reason, so a server that lost a token its usage counts is told from a model that changed;
 * - `tie`: the first differing token is a near-tie on both sides (each side lists the other's pick within `tieMargin`
 *   nats of its own, as vLLM's `check_logprobs_close` accepts a flip where each pick is in the other's top-k): what
 *   non-batch-invariant serving flips from one request to the next, not a change;
 * - `content`: anything else, with the first differing token and both sides' choices there. Pure.
 */
import type { TokenLogprob } from '../../probe/index.js';
import type { OutputRecord } from '../../quality/index.js';

/** One side of a pair as the classification reads it (a baseline's side: its first characters, its whole length). */
export type ClassifiedSide = Pick<OutputRecord, 'text' | 'cuts' | 'logprobs' | 'finishReason' | 'usageTokens' | 'arrivedTokens'> & {
  /** Characters of the whole answer when `text` holds only its first ones (a baseline's lead). */
  length?: number;
};

/** How long one side's answer was: characters, token-bearing events that arrived, usage and finish reason. */
export interface LengthSide {
  chars: number;
  /** Token-bearing events that arrived; null when the record does not say (written before it was kept). */
  arrived: number | null;
  /** Completion tokens the usage reported; null without one. */
  usage: number | null;
  finishReason: string | null;
}

/** The first differing token: the candidate's token index (from 1), character (from 0) and both sides' choices. */
export interface TokenChoice {
  token: number;
  char: number;
  /** The candidate's token there, and the comparison side's (null where its token boundaries are not known). */
  candidate: string | null;
  comparison: string | null;
}

/** A tie's figures: how far below its own pick each side rated the other's, nats. */
export interface TieGaps {
  candidate: number;
  comparison: number;
}

export type Difference =
  | { kind: 'whitespace' }
  | { kind: 'length'; shorter: 'candidate' | 'comparison'; candidate: LengthSide; comparison: LengthSide }
  | ({ kind: 'tie'; gaps: TieGaps } & TokenChoice)
  | ({ kind: 'content' } & TokenChoice);

/** Collapses whitespace runs, trims, and puts the text in Unicode NFKC form. */
export function normalised(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** The kind of difference between two answers that are not identical. */
export function classifyDifference(candidate: ClassifiedSide, comparison: ClassifiedSide, tieMargin: number): Difference {
  const a = candidate.text;
  const b = comparison.text;
  const full = comparison.length ?? b.length;
  const complete = full === b.length;
  if (complete && normalised(a) === normalised(b)) return { kind: 'whitespace' };
  // The candidate ended early: the comparison side's answer (as far as it was kept) starts with all of it.
  const candidateShorter = a.length < full && (a.length <= b.length ? b.startsWith(a) : a.startsWith(b));
  const candidateLonger = complete && a.length > b.length && a.startsWith(b);
  if (candidateShorter || candidateLonger)
    return {
      kind: 'length',
      shorter: candidateShorter ? 'candidate' : 'comparison',
      candidate: lengthSide(candidate, a.length),
      comparison: lengthSide(comparison, full),
    };
  const choice = tokenChoice(candidate, comparison);
  const gaps = tieGaps(candidate.logprobs, comparison.logprobs, tieMargin);
  return gaps ? { kind: 'tie', gaps, ...choice } : { kind: 'content', ...choice };
}

function lengthSide(side: ClassifiedSide, chars: number): LengthSide {
  return { chars, arrived: side.arrivedTokens ?? null, usage: side.usageTokens ?? null, finishReason: side.finishReason ?? null };
}

/** The first differing character, the candidate token it falls in, and the token each side has there. */
export function tokenChoice(candidate: ClassifiedSide, comparison: Pick<ClassifiedSide, 'text' | 'cuts' | 'logprobs'>): TokenChoice {
  const a = candidate.text;
  const b = comparison.text;
  let char = 0;
  while (char < a.length && char < b.length && a[char] === b[char]) char++;
  const ends = tokenEnds(candidate);
  // Token k (from 1) is the first whose end lies past the differing character; past the last token, the next one.
  let token = ends.findIndex((end) => end > char) + 1;
  if (token === 0) token = ends.length + 1;
  return { token, char, candidate: pieceAt(a, ends, char), comparison: pieceAt(b, tokenEnds(comparison), char) };
}

/** The token boundaries of a side: its log-prob tokens when they spell its text, else its streamed pieces. */
function tokenEnds(side: Pick<ClassifiedSide, 'text' | 'cuts' | 'logprobs'>): number[] {
  if (side.logprobs && side.logprobs.length > 0) {
    let at = 0;
    return side.logprobs.map((t) => (at += t.t.length));
  }
  return side.cuts;
}

/** The token holding character `char`, or null when no known boundary lies past it. */
function pieceAt(text: string, ends: readonly number[], char: number): string | null {
  const k = ends.findIndex((end) => end > char);
  if (k < 0 || ends[k]! > text.length) return null;
  return text.slice(k === 0 ? 0 : ends[k - 1]!, ends[k]!);
}

/**
 * At the first position where the two log-prob token lists choose differently: how far below its own pick each side
 * rated the other's, when both sides list the other's pick in their top-k within `margin` nats; null otherwise (no
 * log-probs on a side, a token without a log-prob, a pick outside the other's top-k, or a gap beyond the margin).
 */
export function tieGaps(a: readonly TokenLogprob[] | undefined, b: readonly TokenLogprob[] | undefined, margin: number): TieGaps | null {
  if (!a || !b) return null;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i]!.t === b[i]!.t) i++;
  if (i === n) return null;
  const x = a[i]!;
  const y = b[i]!;
  const gapX = gapTo(x, y.t);
  const gapY = gapTo(y, x.t);
  if (gapX === null || gapY === null || gapX > margin || gapY > margin) return null;
  return { candidate: gapX, comparison: gapY };
}

/** How far below its chosen token a position rates `other` (≥ 0), or null when unknown or not in its top-k. */
function gapTo(position: TokenLogprob, other: string): number | null {
  if (position.lp === null) return null;
  const listed = position.top.find(([t]) => t === other);
  return listed ? Math.max(0, position.lp - listed[1]) : null;
}
