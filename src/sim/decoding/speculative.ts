/**
 * Speculative decoding in the simulator (docs/simulator.md): a profile with `draftTokens: k` drafts k tokens at a
 * time, and the target keeps each drafted token with probability `draftAcceptance`, given it kept the ones before it
 * (the first rejection discards the rest of the draft). The target's first token comes from the prompt's own pass;
 * after it, each verification step yields the accepted drafted tokens and one token of the target's own (the
 * correction, or the bonus after a fully accepted draft). The accepted drafted tokens are the ones sent without a
 * log-prob, as llama.cpp sends them (src/sim/logprobs.ts), and the counts are what the servers report: llama.cpp's
 * `timings.draft_n` / `draft_n_accepted`, vLLM's drafts, drafted and accepted tokens on `/metrics` (src/sim/metrics.ts).
 *
 * The decode rate follows the acceptance: `tokensPerSecond` is the rate when every drafted token is kept, and each
 * verification step yields 1 + E[accepted] of the k + 1 tokens a fully accepted one would, so a poor draft is slower
 * (down to a quarter of the rate with k = 3 and nothing kept: slower than the same model without drafting).
 */
import { createRng, deriveSeed } from '../../stats/index.js';
import type { ProfileSettings } from '../profiles/profile-settings.js';

const STREAM_ACCEPT = 14;

/** One answer's speculative decoding, decided from the text's seed (so a deterministic request repeats it). */
export interface DraftPlan {
  /** Per content token, in order: true for a drafted token the target accepted. */
  accepted: boolean[];
  /** Verification steps that drafted, tokens drafted and tokens accepted. */
  drafts: number;
  drafted: number;
  acceptedTokens: number;
}

/** The plan for an answer of `contentTokens` content tokens; null for a profile that does not draft. */
export function draftPlan(contentTokens: number, settings: ProfileSettings, textSeed: number): DraftPlan | null {
  const k = settings.draftTokens;
  if (k <= 0) return null;
  const rng = createRng(deriveSeed(textSeed, STREAM_ACCEPT));
  const accepted = Array.from({ length: contentTokens }, () => false);
  let drafts = 0;
  let drafted = 0;
  let acceptedTokens = 0;
  // Position 0 is the prompt pass's token; every step after it drafts at most what is left of the answer.
  let position = 1;
  while (position < contentTokens) {
    const proposed = Math.min(k, contentTokens - position);
    let kept = 0;
    while (kept < proposed && rng() < settings.draftAcceptance) kept++;
    for (let i = 0; i < kept; i++) accepted[position + i] = true;
    drafts++;
    drafted += proposed;
    acceptedTokens += kept;
    // The target's own token follows what it kept.
    position += kept + 1;
  }
  return { accepted, drafts, drafted, acceptedTokens };
}

/** Tokens one verification step yields on average: 1 + the expected accepted run of a k-token draft. */
export function expectedStepTokens(settings: ProfileSettings): number {
  let expected = 1;
  for (let i = 1; i <= settings.draftTokens; i++) expected += settings.draftAcceptance ** i;
  return expected;
}

/** The mean decode rate of a profile: `tokensPerSecond`, scaled by the acceptance when it drafts. */
export function decodeRate(settings: ProfileSettings): number {
  if (settings.draftTokens <= 0) return settings.tokensPerSecond;
  return (settings.tokensPerSecond * expectedStepTokens(settings)) / (settings.draftTokens + 1);
}
