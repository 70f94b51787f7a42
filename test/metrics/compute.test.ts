import { describe, expect, it } from 'vitest';
import { computeMetrics } from '../../src/metrics/compute.js';
import type { SampleError } from '../../src/probe/sample.js';
import { buildSample, usage } from './sample-factory.js';

// A reasoning event, a read carrying two content events, a later content event, then a read with
// only usage and [DONE]. Characters 4, 6, 2, 8 (total 20) split N = 10 as 2, 3, 1, 4 tokens.
const reads = [
  { atMs: 100, bytes: 300 },
  { atMs: 120, events: [{ chars: 4, channel: 'r' as const }] },
  { atMs: 130, events: [{ chars: 6 }, { chars: 2 }] },
  { atMs: 160, events: [{ chars: 8 }] },
  { atMs: 165, bytes: 250 },
];

describe('computeMetrics on a hand-computed response', () => {
  const metrics = computeMetrics(
    buildSample(reads, {
      headersMs: 50,
      doneMs: 165,
      endMs: 166,
      usage: usage(10, 2),
      headers: { 'x-envoy-upstream-service-time': '41', 'x-request-id': 'req_1' },
    }),
  );

  it('derives the timings from the event and header stamps', () => {
    expect(metrics.ttfbMs).toBe(50);
    expect(metrics.ttftMs).toBe(120); // the reasoning event counts: any channel
    expect(metrics.ttftContentMs).toBe(130);
    expect(metrics.settleMs).toBe(160);
    expect(metrics.e2eMs).toBe(165); // [DONE], not the close at 166
  });

  it('measures gaps between token-bearing events, including 0 within a read', () => {
    // gaps 10, 0, 30 → sorted 0, 10, 30; p99 = 10 + 0.98 × (30 − 10)
    expect(metrics.maxGapMs).toBe(30);
    expect(metrics.gapP50Ms).toBe(10);
    expect(metrics.gapP99Ms).toBeCloseTo(29.6, 9);
  });

  it('counts tokens from usage and rates them without the first event', () => {
    expect(metrics.outputTokens).toBe(10);
    expect(metrics.tokensSource).toBe('usage');
    expect(metrics.reasoningTokens).toBe(2);
    expect(metrics.reasoningChars).toBe(4);
    expect(metrics.contentChars).toBe(16);
    // k₁ = 2 tokens; (10 − 2) / 0.040 s
    expect(metrics.tokensPerSecond).toBeCloseTo(200, 9);
    expect(metrics.tokenEvents).toBe(4);
    expect(metrics.tokensPerEvent).toBe(2.5);
    expect(metrics.chunkCount).toBe(5);
  });

  it('groups events by read into bursts and classifies delivery', () => {
    // bursts of 2, 4 and 4 tokens; IDR = 1 − 4/10; median burst 4 < 8
    expect(metrics.bursts).toBe(3);
    expect(metrics.idr).toBeCloseTo(0.6, 12);
    expect(metrics.deliveryClass).toBe('streamed');
  });

  it('reads upstream time from headers and subtracts it from TTFB', () => {
    expect(metrics.headerNumbers).toEqual({ 'x-envoy-upstream-service-time': 41 });
    expect(metrics.upstreamMs).toBe(41);
    expect(metrics.gatewayOverheadMs).toBe(9);
    expect(metrics.ok).toBe(true);
  });
});

describe('computeMetrics without usage', () => {
  const metrics = computeMetrics(buildSample(reads, { usage: null }));

  it('estimates one token per token-bearing event and marks the estimate', () => {
    expect(metrics.outputTokens).toBe(4);
    expect(metrics.tokensSource).toBe('estimate');
    expect(metrics.reasoningTokens).toBeNull();
    expect(metrics.tokensPerEvent).toBe(1);
  });

  it('still splits the estimate by characters for the rate', () => {
    // k₁ = 4 × 4/20 = 0.8; (4 − 0.8) / 0.040 s
    expect(metrics.tokensPerSecond).toBeCloseTo(80, 9);
  });

  it('leaves delivery undefined for fewer than 8 tokens', () => {
    expect(metrics.bursts).toBe(3);
    expect(metrics.idr).toBeNull();
    expect(metrics.deliveryClass).toBeNull();
  });
});

describe('computeMetrics null cases', () => {
  it('uses the stream close as e2e when [DONE] never came', () => {
    expect(computeMetrics(buildSample(reads, { doneMs: null, endMs: 170 })).e2eMs).toBe(170);
    expect(computeMetrics(buildSample(reads, { doneMs: null, endMs: null })).e2eMs).toBeNull();
  });

  it('has no token timings, gaps, counts or delivery when no token-bearing event arrived', () => {
    const metrics = computeMetrics(buildSample([{ atMs: 80, bytes: 120 }], { doneMs: 81, endMs: 81 }));
    expect(metrics).toMatchObject({
      ttfbMs: 10,
      ttftMs: null,
      ttftContentMs: null,
      settleMs: null,
      e2eMs: 81,
      maxGapMs: null,
      gapP50Ms: null,
      gapP99Ms: null,
      outputTokens: null,
      tokensSource: null,
      tokensPerSecond: null,
      chunkCount: 1,
      tokenEvents: 0,
      tokensPerEvent: null,
      bursts: 0,
      idr: null,
      deliveryClass: null,
      ok: true,
    });
  });

  it('has no gaps and no rate with a single event', () => {
    const metrics = computeMetrics(buildSample([{ atMs: 90, events: [{ chars: 40 }] }], { usage: usage(9) }));
    expect(metrics.ttftMs).toBe(90);
    expect(metrics.settleMs).toBe(90);
    expect([metrics.maxGapMs, metrics.gapP50Ms, metrics.gapP99Ms]).toEqual([null, null, null]);
    expect(metrics.tokensPerSecond).toBeNull();
    expect(metrics.idr).toBe(0); // N = 9 arrived in one burst
    expect(metrics.deliveryClass).toBe('buffered');
  });

  it('has no content TTFT when only reasoning arrived', () => {
    const metrics = computeMetrics(buildSample([{ atMs: 90, events: [{ chars: 5, channel: 'r' }] }]));
    expect(metrics.ttftMs).toBe(90);
    expect(metrics.ttftContentMs).toBeNull();
    expect(metrics.contentChars).toBe(0);
    expect(metrics.reasoningChars).toBe(5);
  });

  it('counts tool-call events as token-bearing', () => {
    const metrics = computeMetrics(
      buildSample([
        { atMs: 70, events: [{ chars: 0, channel: 't' }] },
        { atMs: 75, events: [{ chars: 12, channel: 't' }] },
      ]),
    );
    expect(metrics.ttftMs).toBe(70);
    expect(metrics.ttftContentMs).toBeNull();
    expect(metrics.tokenEvents).toBe(2);
    expect(metrics.maxGapMs).toBe(5);
  });

  it('has no header-derived numbers without headers or TTFB', () => {
    const noHeaders = computeMetrics(buildSample(reads));
    expect(noHeaders.headerNumbers).toEqual({});
    expect(noHeaders.upstreamMs).toBeNull();
    expect(noHeaders.gatewayOverheadMs).toBeNull();
    const noTtfb = computeMetrics(buildSample([], { headersMs: null, headers: { 'openai-processing-ms': '30' } }));
    expect(noTtfb.upstreamMs).toBe(30);
    expect(noTtfb.gatewayOverheadMs).toBeNull();
  });
});

describe('computeMetrics on failed requests', () => {
  const idleTimeout: SampleError = { kind: 'idle_timeout', message: 'no bytes for 30 s', status: 200, retryAfterS: null };

  it('keeps what was observed before the failure and sets ok = false', () => {
    const metrics = computeMetrics(buildSample(reads.slice(0, 4), { error: idleTimeout, doneMs: null, endMs: 30_160 }));
    expect(metrics.ok).toBe(false);
    expect(metrics.ttftMs).toBe(120);
    expect(metrics.settleMs).toBe(160);
    expect(metrics.e2eMs).toBe(30_160);
    expect(metrics.outputTokens).toBe(4);
    expect(metrics.tokensSource).toBe('estimate');
  });

  it('reports a request refused before any byte with only its e2e and ok = false', () => {
    const refused: SampleError = { kind: 'connect', message: 'ECONNREFUSED', status: null, retryAfterS: null };
    const metrics = computeMetrics(
      buildSample([], { error: refused, status: null, headersMs: null, connectMs: null, doneMs: null, endMs: 2 }),
    );
    expect(metrics.ok).toBe(false);
    expect(metrics.ttfbMs).toBeNull();
    expect(metrics.ttftMs).toBeNull();
    expect(metrics.e2eMs).toBe(2);
    expect(metrics.chunkCount).toBe(0);
  });
});
