import type { EndpointTelemetry, LookTelemetry } from './types.js';

/**
 * What the server's side says about an endpoint's run, in figures that add up: means, not medians, because
 * mean client TTFT − mean server TTFT is the mean time outside the server (network, gateway, client), which no
 * difference of medians is. Over every look; a look's server window also holds its warmup requests.
 */
export interface TelemetryAttribution {
  endpoint: string;
  preset: string;
  looks: number;
  clientTtftMeanMs: number | null;
  serverTtftMeanMs: number | null;
  /** Client − server mean TTFT: network, gateway and client; null without both. */
  outsideServerMs: number | null;
  queueMeanMs: number | null;
  queueDepthMax: number | null;
  runningMax: number | null;
  kvCacheUsageMax: number | null;
  preemptions: number | null;
  /** Prefix-cache hits over queries (tokens), over every look; null when the engine exports neither or nothing was queried. */
  prefixHitShare: number | null;
  /** Some look's counters also counted another endpoint's requests (one metrics URL for both). */
  shared: boolean;
  /** Counter resets seen (a restart during the run). */
  resets: number;
}

export function attributeTelemetry(telemetry: EndpointTelemetry, clientTtftMs: readonly number[]): TelemetryAttribution {
  const looks = telemetry.looks;
  const clientTtftMeanMs = clientTtftMs.length > 0 ? round(clientTtftMs.reduce((a, b) => a + b, 0) / clientTtftMs.length) : null;
  const serverTtftMeanMs = pooledMean(looks, 'serverTtft');
  const hits = counterSum(looks, 'prefixCacheHits');
  const queries = counterSum(looks, 'prefixCacheQueries');
  return {
    endpoint: telemetry.endpoint,
    preset: telemetry.preset,
    looks: looks.length,
    clientTtftMeanMs,
    serverTtftMeanMs,
    outsideServerMs: clientTtftMeanMs !== null && serverTtftMeanMs !== null ? round(clientTtftMeanMs - serverTtftMeanMs) : null,
    queueMeanMs: pooledMean(looks, 'queueTime'),
    queueDepthMax: gaugeMax(looks, 'queueDepth'),
    runningMax: gaugeMax(looks, 'runningRequests'),
    kvCacheUsageMax: gaugeMax(looks, 'kvCacheUsage'),
    preemptions: counterSum(looks, 'preemptions'),
    prefixHitShare: hits !== null && queries !== null && queries > 0 ? hits / queries : null,
    shared: looks.some((l) => l.sharedWith.length > 0),
    resets: looks.reduce(
      (sum, l) =>
        sum + Object.values(l.counters).reduce((s, c) => s + c.resets, 0) + Object.values(l.histograms).reduce((s, h) => s + h.resets, 0),
      0,
    ),
  };
}

function pooledMean(looks: readonly LookTelemetry[], concept: 'serverTtft' | 'queueTime'): number | null {
  let count = 0;
  let total = 0;
  for (const look of looks) {
    const h = look.histograms[concept];
    if (!h || h.meanMs === null || h.count <= 0) continue;
    count += h.count;
    total += h.meanMs * h.count;
  }
  return count > 0 ? round(total / count) : null;
}

function gaugeMax(looks: readonly LookTelemetry[], concept: 'queueDepth' | 'runningRequests' | 'kvCacheUsage'): number | null {
  const values = looks.flatMap((l) => (l.gauges[concept] ? [l.gauges[concept].max] : []));
  return values.length > 0 ? Math.max(...values) : null;
}

function counterSum(looks: readonly LookTelemetry[], concept: 'prefixCacheHits' | 'prefixCacheQueries' | 'preemptions'): number | null {
  const values = looks.flatMap((l) => (l.counters[concept] ? [l.counters[concept].delta] : []));
  return values.length > 0 ? values.reduce((a, b) => a + b, 0) : null;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
