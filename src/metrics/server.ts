import type { Sample } from '../probe/sample.js';
import { roundToMicroseconds } from './time.js';

/**
 * A request hit the prefix cache when at least this share of its prompt tokens came from the cache. Not "any cached
 * token": a chat template's opening tokens are shared by every prompt, so a server caches some even for a cold one
 * (llama.cpp: 10 of 29 prompt tokens for a short cold prompt). Half separates those from a real hit, where the shared
 * prefix is most of the prompt.
 */
export const CACHE_HIT_MIN_FRACTION = 0.5;

/** What follows for one request from the server's own report (docs/metrics.md, "The server's own report"). */
export interface ServerMetrics {
  promptTokens: number | null;
  cachedTokens: number | null;
  cacheHitFraction: number | null;
  cacheHit: boolean | null;
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
