import type { Sample } from '../probe/index.js';
import { roundToMicroseconds } from '../util/index.js';

/**
 * A request hit the prefix cache when at least this share of its prompt tokens came from the cache. Not "any cached
 * token": a chat template's opening tokens are shared by every prompt, so a server caches some even for a cold one
 * (llama.cpp: 10 of 29 prompt tokens for a short cold prompt). Half separates those from a real hit, where the shared
 * prefix is most of the prompt.
 */
export const CACHE_HIT_MIN_FRACTION = 0.5;

/** What follows for one request from the server's own report (docs/metrics.md, "The server's own report"). */
export interface ServerMetrics {
  /**
   * Prompt tokens the server says it read: `usage.prompt_tokens` (cached ones included), else llama.cpp's cached +
   * evaluated (below). A server that drops part of the prompt reports fewer (src/gate/prompt/integrity.ts).
   */
  promptTokens: number | null;
  /** Prompt tokens the server read from its prefix cache, and their share of the prompt (below). */
  cachedTokens: number | null;
  cacheHitFraction: number | null;
  /** At least CACHE_HIT_MIN_FRACTION of the prompt came from the cache; null when the server did not say. */
  cacheHit: boolean | null;
  /** The server's own prefill time, and TTFT less it: network, queueing, gateway, tokenisation. */
  serverPrefillMs: number | null;
  outsideEngineMs: number | null;
}

export function serverMetrics(sample: Sample, ttftMs: number | null): ServerMetrics {
  const server = sample.server;
  const cachedTokens = server?.cachedTokens ?? null;
  const promptTokens = promptTokensOf(sample);
  const cacheHitFraction =
    cachedTokens !== null && promptTokens !== null && promptTokens > 0 ? Math.min(1, cachedTokens / promptTokens) : null;
  const serverPrefillMs = server?.prefillMs ?? null;
  return {
    promptTokens,
    cachedTokens,
    cacheHitFraction,
    cacheHit: cacheHitFraction === null ? null : cacheHitFraction >= CACHE_HIT_MIN_FRACTION,
    serverPrefillMs,
    outsideEngineMs: ttftMs !== null && serverPrefillMs !== null ? roundToMicroseconds(ttftMs - serverPrefillMs) : null,
  };
}

/** `usage.prompt_tokens`, else cached + evaluated when the server reported both. */
export function promptTokensOf(sample: Sample): number | null {
  const reported = sample.usage?.promptTokens ?? null;
  if (reported !== null) return reported;
  const server = sample.server;
  return server && server.cachedTokens !== null && server.promptEvaluated !== null ? server.cachedTokens + server.promptEvaluated : null;
}
