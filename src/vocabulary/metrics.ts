/**
 * The one vocabulary of metrics: every metric's id, the label a reviewer reads, its unit, the decimals it is
 * shown with and which way is better. The gate, the report, the terminal, the schemas' enums and the docs all
 * name metrics from here, so one metric never has two names.
 */

/** Metrics summarised per cell and compared by the gate; all numeric fields of a request's metrics (src/metrics/types.ts). */
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
  'serverPrefillMs',
  'outsideEngineMs',
] as const;
export type SummarisedMetric = (typeof SUMMARISED_METRICS)[number];

/**
 * Metrics a warm cell compares over the requests that hit the prefix cache, when the server reports cache use on both
 * sides (docs/metrics.md, "Warm cells compare hits"): a miss pays the whole prefill, so a cell mixing hits and misses
 * has two populations and a median that jumps between them from run to run.
 */
export const HIT_ONLY_METRICS = ['ttftMs', 'ttftContentMs', 'serverPrefillMs'] as const satisfies readonly SummarisedMetric[];
export type HitOnlyMetric = (typeof HIT_ONLY_METRICS)[number];

/** How a response's tokens arrived (src/metrics/bursts.ts). */
export type DeliveryClass = 'streamed' | 'coalesced' | 'buffered';

/** Counted per cell by the gate rather than summarised per request. */
export const RATE_METRICS = ['nonStreamedShare', 'errorRate'] as const;
export type RateMetric = (typeof RATE_METRICS)[number];

/** Per agent conversation (src/metrics/loop.ts). */
export const LOOP_METRICS = ['loopMs', 'sumTtftMs', 'sumE2eMs'] as const;
export type LoopMetric = (typeof LOOP_METRICS)[number];

export type MetricId = SummarisedMetric | RateMetric | LoopMetric;

/** `ms`: a duration; `perSecond`: tokens per second; `ratio`: a unitless 0–1 ratio (IDR); `count`; `share`: 0–1 shown as percent. */
export type Unit = 'ms' | 'perSecond' | 'ratio' | 'count' | 'share';

export interface MetricSpec {
  /** Short name, e.g. `TTFT`; a statistic follows it (`TTFT p50`) except for shares and rates. */
  label: string;
  unit: Unit;
  /** Decimals for values of this unit that are not durations (durations scale with their size). */
  decimals: number;
  /** Which way is better. */
  better: 'lower' | 'higher';
  /** One line for the docs' metric list and the report's key. */
  meaning: string;
}

export const METRICS: Readonly<Record<MetricId, MetricSpec>> = {
  ttfbMs: { label: 'TTFB', unit: 'ms', decimals: 0, better: 'lower', meaning: 'time to the response headers' },
  ttftMs: { label: 'TTFT', unit: 'ms', decimals: 0, better: 'lower', meaning: 'time to the first token (content or reasoning)' },
  ttftContentMs: { label: 'TTFT (content)', unit: 'ms', decimals: 0, better: 'lower', meaning: 'time to the first content token' },
  settleMs: { label: 'settle', unit: 'ms', decimals: 0, better: 'lower', meaning: 'time to the last token' },
  e2eMs: { label: 'e2e', unit: 'ms', decimals: 0, better: 'lower', meaning: 'time to the end of the stream' },
  maxGapMs: { label: 'longest stall', unit: 'ms', decimals: 0, better: 'lower', meaning: 'longest gap between two token events' },
  gapP50Ms: { label: 'median gap', unit: 'ms', decimals: 0, better: 'lower', meaning: 'median gap between token events' },
  gapP99Ms: { label: '99th-percentile gap', unit: 'ms', decimals: 0, better: 'lower', meaning: '99th percentile of the gaps between token events' },
  outputTokens: { label: 'output tokens', unit: 'count', decimals: 0, better: 'lower', meaning: 'tokens generated' },
  reasoningTokens: { label: 'reasoning tokens', unit: 'count', decimals: 0, better: 'lower', meaning: 'reasoning tokens generated' },
  tokensPerSecond: { label: 'tok/s', unit: 'perSecond', decimals: 1, better: 'higher', meaning: 'decode speed after the first token' },
  tokensPerEvent: { label: 'tokens/event', unit: 'count', decimals: 1, better: 'lower', meaning: 'tokens per streamed event' },
  chunkCount: { label: 'chunks', unit: 'count', decimals: 0, better: 'lower', meaning: 'network reads of the body' },
  tokenEvents: { label: 'token events', unit: 'count', decimals: 0, better: 'higher', meaning: 'events that carried tokens' },
  idr: { label: 'IDR', unit: 'ratio', decimals: 2, better: 'higher', meaning: 'incremental delivery ratio: 0 = all at once, 1 = evenly streamed' },
  upstreamMs: { label: 'upstream time', unit: 'ms', decimals: 0, better: 'lower', meaning: "the server's own processing time from its headers" },
  gatewayOverheadMs: { label: 'gateway overhead', unit: 'ms', decimals: 0, better: 'lower', meaning: 'TTFB less the upstream time' },
  serverPrefillMs: { label: 'server prefill', unit: 'ms', decimals: 0, better: 'lower', meaning: "the server's own prompt-processing time, from its report" },
  outsideEngineMs: { label: 'outside the engine', unit: 'ms', decimals: 0, better: 'lower', meaning: 'TTFT less the server prefill: network, queueing, gateway, tokenisation' },
  nonStreamedShare: { label: 'non-streamed share', unit: 'share', decimals: 0, better: 'lower', meaning: 'requests delivered buffered or coalesced' },
  errorRate: { label: 'error rate', unit: 'share', decimals: 0, better: 'lower', meaning: 'requests that failed' },
  loopMs: { label: 'loop', unit: 'ms', decimals: 0, better: 'lower', meaning: 'a whole agent conversation, first request to last token' },
  sumTtftMs: { label: 'ΣTTFT', unit: 'ms', decimals: 0, better: 'lower', meaning: "the sum of a conversation's TTFTs" },
  sumE2eMs: { label: 'Σe2e', unit: 'ms', decimals: 0, better: 'lower', meaning: "the sum of a conversation's request times" },
};

/** Assertion pass rates (src/gate/conformance.ts) are compared under the id `check:<assertion>`. */
export const CHECK_PREFIX = 'check:';

export function isMetricId(id: string): id is MetricId {
  return Object.prototype.hasOwnProperty.call(METRICS, id);
}

export function isRateMetric(id: string): id is RateMetric {
  return (RATE_METRICS as readonly string[]).includes(id);
}

/** The spec of a metric id, or of an assertion's pass rate; null for an id nobody defined. */
export function metricSpec(id: string): MetricSpec | null {
  if (isMetricId(id)) return METRICS[id];
  if (id.startsWith(CHECK_PREFIX)) {
    return { label: `${id.slice(CHECK_PREFIX.length)} pass rate`, unit: 'share', decimals: 0, better: 'higher', meaning: 'requests that passed the assertion' };
  }
  return null;
}

/** The label of a metric id (unescaped: an assertion name comes from the workload). Unknown ids are shown as they are. */
export function metricLabel(id: string): string {
  return metricSpec(id)?.label ?? id;
}

/** The statistic a comparison tested: `p50`, `p95`, or `share` / `rate` for counted metrics. */
export type StatisticName = 'p50' | 'p90' | 'p95' | 'p99' | 'share' | 'rate';

/** `TTFT p50`, `error rate`: shares and rates have no statistic to name (their label already says what they are). */
export function statisticLabel(id: string, statistic: StatisticName | string): string {
  if (statistic === 'share' || statistic === 'rate') return metricLabel(id);
  return `${metricLabel(id)} ${statistic}`;
}
