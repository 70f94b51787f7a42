import type { DeliveryClass } from '../vocabulary/metrics.js';

/** Per-request derived numbers (docs/metrics.md). null = undefined for this request. */
export interface RequestMetrics {
  ttfbMs: number | null;
  ttftMs: number | null;
  ttftContentMs: number | null;
  settleMs: number | null;
  e2eMs: number | null;
  maxGapMs: number | null;
  gapP50Ms: number | null;
  gapP99Ms: number | null;
  outputTokens: number | null;
  tokensSource: 'usage' | 'estimate' | null;
  reasoningTokens: number | null;
  reasoningChars: number;
  contentChars: number;
  tokensPerSecond: number | null;
  chunkCount: number;
  tokenEvents: number;
  tokensPerEvent: number | null;
  bursts: number;
  idr: number | null;
  deliveryClass: DeliveryClass | null;
  upstreamMs: number | null;
  gatewayOverheadMs: number | null;
  /** Numeric captured headers (e.g. `openai-processing-ms`), parsed. */
  headerNumbers: Record<string, number>;
  /**
   * Prompt tokens the server says it read: `usage.prompt_tokens` (cached ones included), else llama.cpp's cached +
   * evaluated (src/metrics/server.ts). A server that drops part of the prompt reports fewer (src/gate/prompt-integrity.ts).
   */
  promptTokens: number | null;
  /** Prompt tokens the server read from its prefix cache, and their share of the prompt (src/metrics/server.ts). */
  cachedTokens: number | null;
  cacheHitFraction: number | null;
  /** At least CACHE_HIT_MIN_FRACTION of the prompt came from the cache; null when the server did not say. */
  cacheHit: boolean | null;
  /** The server's own prefill time, and TTFT less it: network, queueing, gateway, tokenisation. */
  serverPrefillMs: number | null;
  outsideEngineMs: number | null;
  /** Connection facts, as the probe recorded them (before t0, so in no response time). */
  newConnection: boolean | null;
  setupMs: number | null;
  connectMs: number | null;
  tlsMs: number | null;
  ok: boolean;
}
