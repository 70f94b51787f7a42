import type { Sample } from '../probe/index.js';

export interface OutputTokens {
  outputTokens: number | null;
  tokensSource: 'usage' | 'estimate' | null;
}

/** Below this interval between first and last token event a rate is mostly clock resolution. */
export const MIN_RATE_INTERVAL_MS = 1;

/**
 * N from the server's usage block when it sent one; otherwise one token per token-bearing event,
 * which is how vLLM, llama.cpp, SGLang, TGI and OpenAI stream. Without either there is nothing to
 * count from, so N is unknown rather than 0.
 */
export function countOutputTokens(sample: Pick<Sample, 'usage' | 'eventMs'>): OutputTokens {
  const fromUsage = sample.usage?.completionTokens ?? null;
  if (fromUsage !== null) return { outputTokens: fromUsage, tokensSource: 'usage' };
  if (sample.eventMs.length > 0) return { outputTokens: sample.eventMs.length, tokensSource: 'estimate' };
  return { outputTokens: null, tokensSource: null };
}

/**
 * Weight of each event when N is split across events: the characters it carried (all channels),
 * so a multi-token event weighs what it carried. Events with no characters (a tool call's
 * name-only opening delta) weigh nothing; if no event carried characters every event weighs one.
 */
export function eventTokenWeights(eventChars: readonly number[]): number[] {
  const totalChars = eventChars.reduce((sum, chars) => sum + chars, 0);
  return totalChars > 0 ? [...eventChars] : eventChars.map(() => 1);
}

/** Tokens attributed to each event: N split in proportion to `eventTokenWeights`. */
export function eventTokenShares(eventChars: readonly number[], outputTokens: number): number[] {
  const weights = eventTokenWeights(eventChars);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (outputTokens * weight) / totalWeight);
}

/**
 * (N − k₁) / (settle − TTFT): the first event's k₁ tokens arrive at TTFT, so their cost sits in
 * TTFT, and only the remaining tokens were generated during the interval.
 */
export function effectiveTokensPerSecond(
  outputTokens: number | null,
  firstEventTokens: number | null,
  ttftMs: number | null,
  settleMs: number | null,
): number | null {
  if (outputTokens === null || firstEventTokens === null || ttftMs === null || settleMs === null) return null;
  const intervalMs = settleMs - ttftMs;
  const tokensAfterFirst = outputTokens - firstEventTokens;
  if (intervalMs < MIN_RATE_INTERVAL_MS || tokensAfterFirst <= 0) return null;
  return tokensAfterFirst / (intervalMs / 1000);
}
