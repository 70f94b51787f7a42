import type { TelemetryConcept } from './concepts.js';

export const TELEMETRY_PRESETS = ['vllm', 'sglang', 'tgi', 'llama.cpp', 'custom'] as const;
export type TelemetryPreset = (typeof TELEMETRY_PRESETS)[number];

/**
 * Each concept's metric names, the first present in a scrape winning (engines renamed some: vLLM's
 * `gpu_cache_usage_perc` became `kv_cache_usage_perc`). Histogram names are the family's, without `_bucket`.
 * A concept an engine does not export is absent; `telemetry.metrics` in the workload adds or overrides names.
 */
export type MetricNames = Partial<Record<TelemetryConcept, readonly string[]>>;

export const PRESET_METRICS: Readonly<Record<TelemetryPreset, MetricNames>> = {
  vllm: {
    queueDepth: ['vllm:num_requests_waiting'],
    runningRequests: ['vllm:num_requests_running'],
    kvCacheUsage: ['vllm:kv_cache_usage_perc', 'vllm:gpu_cache_usage_perc'],
    prefixCacheQueries: ['vllm:prefix_cache_queries_total', 'vllm:gpu_prefix_cache_queries_total'],
    prefixCacheHits: ['vllm:prefix_cache_hits_total', 'vllm:gpu_prefix_cache_hits_total'],
    preemptions: ['vllm:num_preemptions_total'],
    promptTokens: ['vllm:prompt_tokens_total'],
    generatedTokens: ['vllm:generation_tokens_total'],
    specDrafts: ['vllm:spec_decode_num_drafts_total'],
    specDraftTokens: ['vllm:spec_decode_num_draft_tokens_total'],
    specAcceptedTokens: ['vllm:spec_decode_num_accepted_tokens_total'],
    serverTtft: ['vllm:time_to_first_token_seconds'],
    queueTime: ['vllm:request_queue_time_seconds'],
    e2eLatency: ['vllm:e2e_request_latency_seconds'],
  },
  sglang: {
    queueDepth: ['sglang:num_queue_reqs'],
    runningRequests: ['sglang:num_running_reqs'],
    kvCacheUsage: ['sglang:token_usage'],
    specAcceptLength: ['sglang:spec_accept_length'],
    specAcceptRate: ['sglang:spec_accept_rate'],
    promptTokens: ['sglang:prompt_tokens_total'],
    generatedTokens: ['sglang:generation_tokens_total'],
    serverTtft: ['sglang:time_to_first_token_seconds'],
    e2eLatency: ['sglang:e2e_request_latency_seconds'],
  },
  tgi: {
    queueDepth: ['tgi_queue_size'],
    runningRequests: ['tgi_batch_current_size'],
    queueTime: ['tgi_request_queue_duration'],
    e2eLatency: ['tgi_request_duration'],
  },
  'llama.cpp': {
    queueDepth: ['llamacpp:requests_deferred'],
    runningRequests: ['llamacpp:requests_processing'],
    kvCacheUsage: ['llamacpp:kv_cache_usage_ratio'],
    promptTokens: ['llamacpp:prompt_tokens_total'],
    generatedTokens: ['llamacpp:tokens_predicted_total'],
  },
  custom: {},
};

/**
 * Engines that answer `/metrics` from the same task queue as inference: llama.cpp's `llama-server` queues a scrape
 * behind the prompt it is processing, so a scrape with the usual timeout gets no answer during a long prefill while the
 * server is healthy. A scrape while requests run waits longer under these presets (src/runner/telemetry-run.ts,
 * docs/telemetry.md).
 */
export const QUEUED_METRICS_PRESETS: ReadonlySet<TelemetryPreset> = new Set<TelemetryPreset>(['llama.cpp']);

/** The preset's names with the workload's own (`telemetry.metrics`) before them. */
export function metricNames(preset: TelemetryPreset, overrides: Readonly<Partial<Record<TelemetryConcept, string>>>): MetricNames {
  const names: Record<string, readonly string[]> = { ...PRESET_METRICS[preset] };
  for (const [concept, name] of Object.entries(overrides)) if (name !== undefined) names[concept] = [name, ...(names[concept] ?? [])];
  return names;
}
