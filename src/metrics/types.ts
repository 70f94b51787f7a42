import type { ServerMetrics } from './server.js';
import type { DeliveryClass } from '../vocabulary/index.js';

/** Per-request derived numbers (docs/metrics.md). null = undefined for this request. */
export interface RequestMetrics extends ServerMetrics {
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
  /** Connection facts, as the probe recorded them (before t0, so in no response time). */
  newConnection: boolean | null;
  setupMs: number | null;
  connectMs: number | null;
  tlsMs: number | null;
  ok: boolean;
}
