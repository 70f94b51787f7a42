export type DeliveryClass = 'streamed' | 'coalesced' | 'buffered';

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
  ok: boolean;
}

/** Metrics summarised per cell and compared by the gate; all numeric fields of RequestMetrics. */
export const SUMMARISED_METRICS = [
  'ttfbMs',
  'ttftMs',
  'ttftContentMs',
  'settleMs',
  'e2eMs',
  'maxGapMs',
  'gapP50Ms',
  'gapP99Ms',
  'outputTokens',
  'reasoningTokens',
  'tokensPerSecond',
  'tokensPerEvent',
  'chunkCount',
  'tokenEvents',
  'idr',
  'upstreamMs',
  'gatewayOverheadMs',
] as const;
export type SummarisedMetric = (typeof SUMMARISED_METRICS)[number];
