/**
 * What the server's metrics are read for, whatever the engine calls them. A gauge is summarised per look (min /
 * median / max), a counter becomes its increase over the look, a histogram the server-side quantiles of the look.
 */
export const GAUGE_CONCEPTS = ['queueDepth', 'runningRequests', 'kvCacheUsage', 'specAcceptLength', 'specAcceptRate'] as const;
export const COUNTER_CONCEPTS = [
  'prefixCacheQueries',
  'prefixCacheHits',
  'preemptions',
  'promptTokens',
  'generatedTokens',
  'specDrafts',
  'specDraftTokens',
  'specAcceptedTokens',
] as const;
export const HISTOGRAM_CONCEPTS = ['serverTtft', 'queueTime', 'e2eLatency'] as const;

export type GaugeConcept = (typeof GAUGE_CONCEPTS)[number];
export type CounterConcept = (typeof COUNTER_CONCEPTS)[number];
export type HistogramConcept = (typeof HISTOGRAM_CONCEPTS)[number];
export type TelemetryConcept = GaugeConcept | CounterConcept | HistogramConcept;

export const TELEMETRY_CONCEPTS: readonly TelemetryConcept[] = [...GAUGE_CONCEPTS, ...COUNTER_CONCEPTS, ...HISTOGRAM_CONCEPTS];

/** Words for each concept, used by the report and the docs. Histograms are in seconds on the wire, stored in ms. */
export const CONCEPT_LABELS: Readonly<Record<TelemetryConcept, string>> = {
  queueDepth: 'requests waiting',
  runningRequests: 'requests running',
  kvCacheUsage: 'KV-cache usage (0–1)',
  specAcceptLength: 'speculative decoding: mean accepted length (tokens per verification step)',
  specAcceptRate: 'speculative decoding: acceptance rate (0–1)',
  prefixCacheQueries: 'prefix-cache queries (tokens)',
  prefixCacheHits: 'prefix-cache hits (tokens)',
  preemptions: 'preemptions',
  promptTokens: 'prompt tokens',
  generatedTokens: 'generated tokens',
  specDrafts: 'speculative decoding: drafts (verification steps that drafted)',
  specDraftTokens: 'speculative decoding: drafted tokens',
  specAcceptedTokens: 'speculative decoding: accepted drafted tokens',
  serverTtft: 'server TTFT',
  queueTime: 'server queue time',
  e2eLatency: 'server end-to-end latency',
};
