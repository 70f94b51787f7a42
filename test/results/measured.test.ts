import { describe, expect, it } from 'vitest';
import { computeMetrics } from '../../src/metrics/compute.js';
import { measureSample } from '../../src/results/measured.js';
import { buildSample, streamReads, usage } from '../metrics/sample-factory.js';

describe('measureSample', () => {
  it('keeps the metrics and the timeline computed from the full sample, and drops what the run no longer needs', () => {
    const full = buildSample(streamReads(300, { startMs: 200, eventIntervalMs: 10, eventsPerRead: [1] }), {
      usage: usage(300),
      content: 'x'.repeat(1200),
      toolCalls: [{ id: 'a', name: 'f', arguments: '{}' }],
    });
    const kept = measureSample(full);
    expect(kept.metrics).toEqual(computeMetrics(full));
    expect(kept.metrics.deliveryClass).toBe('streamed');
    expect(kept.timeline.at(-1)?.tokens).toBe(300);
    expect(kept.sample.eventMs).toEqual([]);
    expect(kept.sample.readMs).toEqual([]);
    expect(kept.sample.content).toBe('');
    expect(kept.sample.toolCalls).toEqual([]);
    // What results and loops still read is intact.
    expect(kept.sample).toMatchObject({
      item: full.item,
      turn: full.turn,
      endpoint: full.endpoint,
      t0: full.t0,
      finishReason: full.finishReason,
    });
    // The caller's sample is not modified (it was written to JSONL and may still be in use).
    expect(full.eventMs).toHaveLength(300);
  });

  it('a failed request keeps its error and gets no timeline', () => {
    const failed = buildSample([], { error: { kind: 'http_5xx', message: '500', status: 500, retryAfterS: null } });
    const kept = measureSample(failed);
    expect(kept.sample.error?.kind).toBe('http_5xx');
    expect(kept.timeline).toEqual([]);
    expect(kept.metrics.ok).toBe(false);
  });
});
