import { describe, expect, it } from 'vitest';
import { withServerCacheHits } from '../../src/gate/cache/telemetry-hits.js';
import type { EndpointTelemetry, LookTelemetry } from '../../src/telemetry/types.js';
import { cell } from './cells.js';

function look(hits: number, queries: number, sharedWith: string[] = [], resets = 0): LookTelemetry {
  return {
    look: 1,
    scrapes: 3,
    failedScrapes: 0,
    windowMs: 1000,
    sharedWith,
    gauges: {},
    counters: {
      prefixCacheHits: { metric: 'vllm:prefix_cache_hits_total', delta: hits, resets },
      prefixCacheQueries: { metric: 'vllm:prefix_cache_queries_total', delta: queries, resets: 0 },
    },
    histograms: {},
  };
}
const telemetry = (looks: LookTelemetry[]): EndpointTelemetry[] => [
  { endpoint: 'api', preset: 'vllm', url: 'http://h/metrics', intervalMs: 1000, looks, warnings: [] },
];
// Ten warm requests of 100 prompt tokens, ten cold ones of 100.
const warm = cell({ cache: 'warm', scenario: 'essay', values: { ttftMs: Array(10).fill(80), promptTokens: Array(10).fill(100) } });
const cold = cell({ cache: 'cold', scenario: 'hello', values: { ttftMs: Array(10).fill(300), promptTokens: Array(10).fill(100) } });

describe('withServerCacheHits', () => {
  it("splits a warm cell's requests by the counters' hit tokens over the warm prompt tokens, over every look", () => {
    const [, w] = withServerCacheHits([cold, warm], telemetry([look(300, 1000), look(400, 1000)]));
    expect(w!.serverCacheHits).toEqual({
      hit: 7,
      miss: 3,
      hitTokens: 700,
      warmPromptTokens: 1000,
      counters: 'vllm:prefix_cache_hits_total / vllm:prefix_cache_queries_total',
    });
  });

  it('leaves the cells alone where the usage reported hits, a look shared a metrics URL, or a counter reset', () => {
    const reported = { ...warm, cacheHits: { hit: 9, miss: 1, unknown: 0, values: {} } };
    expect(withServerCacheHits([cold, reported], telemetry([look(300, 1000)]))[1]!.serverCacheHits).toBeUndefined();
    expect(withServerCacheHits([cold, warm], telemetry([look(300, 1000, ['other'])]))[1]!.serverCacheHits).toBeUndefined();
    expect(withServerCacheHits([cold, warm], telemetry([look(300, 1000, [], 1)]))[1]!.serverCacheHits).toBeUndefined();
    expect(withServerCacheHits([cold, warm], undefined)[1]!.serverCacheHits).toBeUndefined();
  });
});
