import { describe, expect, it } from 'vitest';
import {
  BUFFERED_MAX_IDR,
  BURST_JOIN_MAX_GAP_MS,
  BURST_JOIN_MIN_READ_BYTES,
  COALESCED_MIN_MEDIAN_BURST_TOKENS,
  DELIVERY_MIN_TOKENS,
  burstTokenCounts,
  classifyDelivery,
  incrementalDeliveryRatio,
  readBurstIds,
} from '../../src/metrics/bursts.js';
import { computeMetrics } from '../../src/metrics/compute.js';
import { type ReadSpec, buildSample, events, streamReads, usage } from './sample-factory.js';

describe('readBurstIds', () => {
  it('starts a burst at every read of ordinary size, however close', () => {
    expect(readBurstIds([0, 0.1, 0.2], [600, 600, 600])).toEqual([0, 1, 2]);
  });

  it('joins a read to a large previous read that arrived less than 1 ms before it', () => {
    const large = BURST_JOIN_MIN_READ_BYTES;
    expect(readBurstIds([0, 0.5, 0.9, 50], [large, large, 100, 100])).toEqual([0, 0, 0, 1]);
  });

  it('does not join below the size threshold or at the time threshold', () => {
    expect(readBurstIds([0, 0.5], [BURST_JOIN_MIN_READ_BYTES - 1, 100])).toEqual([0, 1]);
    expect(readBurstIds([0, BURST_JOIN_MAX_GAP_MS], [BURST_JOIN_MIN_READ_BYTES, 100])).toEqual([0, 1]);
  });
});

describe('burstTokenCounts', () => {
  it('splits N by characters and sums it per burst, skipping reads without token events', () => {
    const sample = buildSample([
      { atMs: 1, bytes: 100 },
      { atMs: 2, events: [{ chars: 1 }, { chars: 3, channel: 'r' }] },
      { atMs: 3, events: [{ chars: 6, channel: 't' }] },
    ]);
    expect(burstTokenCounts(sample, 20)).toEqual([8, 12]);
  });

  it('gives one burst exactly N so a single flush has IDR exactly 0', () => {
    const sample = buildSample([{ atMs: 5, events: [{ chars: 3 }, { chars: 7 }, { chars: 11 }] }]);
    expect(burstTokenCounts(sample, 37)).toEqual([37]);
    expect(incrementalDeliveryRatio([37], 37)).toBe(0);
  });
});

describe('classifyDelivery thresholds', () => {
  it('has the documented values', () => {
    expect([DELIVERY_MIN_TOKENS, BUFFERED_MAX_IDR, COALESCED_MIN_MEDIAN_BURST_TOKENS]).toEqual([8, 0.5, 8]);
    expect([BURST_JOIN_MIN_READ_BYTES, BURST_JOIN_MAX_GAP_MS]).toEqual([16_384, 1]);
  });

  it('calls IDR below 0.5 buffered and exactly 0.5 not buffered', () => {
    expect(classifyDelivery(0.49, [1, 1, 1])).toBe('buffered');
    expect(classifyDelivery(0.5, [1, 1, 1])).toBe('streamed');
  });

  it('calls a median burst of 8 tokens coalesced and 7.5 streamed', () => {
    expect(classifyDelivery(0.9, [2, 8, 8, 30])).toBe('coalesced');
    expect(classifyDelivery(0.9, [2, 7, 8, 30])).toBe('streamed');
  });

  it('is undefined below 8 tokens', () => {
    expect(incrementalDeliveryRatio([1, 1, 1, 1, 1, 1, 1], 7)).toBeNull();
    expect(incrementalDeliveryRatio([1, 1, 1, 1, 1, 1, 1, 1], 8)).toBe(0.875);
    expect(incrementalDeliveryRatio([1], null)).toBeNull();
    expect(classifyDelivery(null, [1])).toBeNull();
  });
});

describe('delivery class of constructed responses', () => {
  it('calls a clean 2,500 tok/s stream (events 0.4 ms apart, 1–3 per read) streamed', () => {
    const reads = streamReads(400, {
      startMs: 300,
      eventIntervalMs: 0.4,
      eventsPerRead: [1, 2, 3, 2],
      charsPerEvent: (index) => 2 + (index % 5),
    });
    const metrics = computeMetrics(buildSample(reads, { usage: usage(400) }));
    expect(metrics.deliveryClass).toBe('streamed');
    expect(metrics.idr).toBeGreaterThan(0.9);
    expect(metrics.bursts).toBe(reads.length);
    // Not a speed check: the rate follows from the constructed stamps. Reads stamp the last of
    // their events, so the measured interval and k₁ differ from the generator's by under 3 events.
    expect(metrics.tokensPerSecond).toBeGreaterThan(2400);
    expect(metrics.tokensPerSecond).toBeLessThan(2600);
  });

  it('calls a response flushed in one read buffered with IDR 0', () => {
    const metrics = computeMetrics(buildSample([{ atMs: 9_800, bytes: 40_000, events: events(200) }], { usage: usage(200) }));
    expect(metrics.bursts).toBe(1);
    expect(metrics.idr).toBe(0);
    expect(metrics.deliveryClass).toBe('buffered');
    expect(metrics.tokensPerSecond).toBeNull();
  });

  it('calls a response flushed as two 40 KiB reads 0.2 ms apart buffered', () => {
    const flush: ReadSpec[] = [
      { atMs: 9_800, bytes: 40_960, events: events(100) },
      { atMs: 9_800.2, bytes: 40_960, events: events(100) },
    ];
    const metrics = computeMetrics(buildSample(flush, { usage: usage(200) }));
    expect(metrics.chunkCount).toBe(2);
    expect(metrics.bursts).toBe(1);
    expect(metrics.idr).toBe(0);
    expect(metrics.deliveryClass).toBe('buffered');
  });

  it('keeps two 40 KiB reads apart when the second came 5 ms later (two flushes)', () => {
    const twoFlushes: ReadSpec[] = [
      { atMs: 9_800, bytes: 40_960, events: events(100) },
      { atMs: 9_805, bytes: 40_960, events: events(100) },
    ];
    const metrics = computeMetrics(buildSample(twoFlushes, { usage: usage(200) }));
    expect(metrics.bursts).toBe(2);
    expect(metrics.idr).toBe(0.5);
    expect(metrics.deliveryClass).toBe('coalesced');
  });

  it('calls 4 KiB flushes of about 20 events each over time coalesced', () => {
    const sizes = [18, 22, 20, 19, 21, 20, 20, 22, 18, 20];
    const reads: ReadSpec[] = sizes.map((size, index) => ({ atMs: 500 + index * 60, bytes: 4_096, events: events(size) }));
    const metrics = computeMetrics(buildSample(reads, { usage: usage(200) }));
    expect(metrics.bursts).toBe(10);
    expect(metrics.idr).toBeCloseTo(1 - 22 / 200, 12);
    expect(metrics.deliveryClass).toBe('coalesced');
  });

  it('leaves IDR and class undefined when N < 8', () => {
    const reads = streamReads(7, { startMs: 200, eventIntervalMs: 20, eventsPerRead: [1] });
    const withUsage = computeMetrics(buildSample(reads, { usage: usage(7) }));
    expect(withUsage.idr).toBeNull();
    expect(withUsage.deliveryClass).toBeNull();
    const estimated = computeMetrics(buildSample(reads));
    expect(estimated.outputTokens).toBe(7);
    expect(estimated.deliveryClass).toBeNull();
  });

  it('keeps a stream of 4-token events streamed', () => {
    const reads = streamReads(100, {
      startMs: 400,
      eventIntervalMs: 12,
      eventsPerRead: [1, 1, 1, 1, 2],
      charsPerEvent: (index) => 14 + (index % 5),
    });
    const metrics = computeMetrics(buildSample(reads, { usage: usage(400) }));
    expect(metrics.tokensPerEvent).toBe(4);
    expect(metrics.idr).toBeGreaterThan(0.9);
    expect(metrics.deliveryClass).toBe('streamed');
  });
});
