import { describe, expect, it } from 'vitest';
import { computeMetrics } from '../../src/metrics/compute.js';
import { parseHeaderNumbers, parseServerTiming, upstreamTimeMs } from '../../src/metrics/headers.js';
import { buildSample } from './sample-factory.js';

describe('parseHeaderNumbers', () => {
  it('parses headers whose whole value is a decimal number', () => {
    expect(
      parseHeaderNumbers({
        'x-envoy-upstream-service-time': '341',
        'openai-processing-ms': ' 1204.5 ',
        'x-ratelimit-remaining-tokens': '1e4',
      }),
    ).toEqual({ 'x-envoy-upstream-service-time': 341, 'openai-processing-ms': 1204.5, 'x-ratelimit-remaining-tokens': 10_000 });
  });

  it('skips values that are not plain decimals', () => {
    expect(
      parseHeaderNumbers({
        'x-ratelimit-reset-requests': '6m0s',
        'x-a': '12ms',
        'x-b': '0x10',
        'x-c': '',
        'x-d': 'Infinity',
        'x-e': '341, 342',
      }),
    ).toEqual({});
  });

  it('leaves out identifiers even when they are all digits', () => {
    expect(parseHeaderNumbers({ 'x-request-id': '12345', 'x-trace-id': '9' })).toEqual({});
  });

  it('lower-cases names', () => {
    expect(parseHeaderNumbers({ 'OpenAI-Processing-Ms': '7' })).toEqual({ 'openai-processing-ms': 7 });
  });

  it('turns each server-timing entry with a duration into server-timing.<name>', () => {
    expect(parseHeaderNumbers({ 'server-timing': 'cache;desc="hit", app;dur=12.3, db;desc="q";dur=4' })).toEqual({
      'server-timing.app': 12.3,
      'server-timing.db': 4,
    });
  });
});

describe('parseServerTiming', () => {
  it('keeps the first duration of a repeated name and accepts a quoted duration', () => {
    expect(parseServerTiming('upstream;dur=5, upstream;dur=9, edge;dur="1.5"')).toEqual({
      'server-timing.upstream': 5,
      'server-timing.edge': 1.5,
    });
  });

  it('ignores empty entries and non-numeric durations', () => {
    expect(parseServerTiming(', ;dur=3, total;dur=abc, total;dur=8')).toEqual({ 'server-timing.total': 8 });
  });
});

describe('upstream time and gateway overhead', () => {
  it('prefers x-envoy-upstream-service-time over openai-processing-ms', () => {
    expect(upstreamTimeMs({ 'x-envoy-upstream-service-time': 341, 'openai-processing-ms': 300 })).toBe(341);
    expect(upstreamTimeMs({ 'openai-processing-ms': 300 })).toBe(300);
    expect(upstreamTimeMs({ 'server-timing.app': 12 })).toBeNull();
  });

  it('is TTFB minus upstream time', () => {
    const metrics = computeMetrics(buildSample([], { headersMs: 402.125, headers: { 'x-envoy-upstream-service-time': '341' } }));
    expect(metrics.upstreamMs).toBe(341);
    expect(metrics.gatewayOverheadMs).toBe(61.125);
  });

  it('keeps a negative overhead, which says the upstream clock disagrees with ours', () => {
    const metrics = computeMetrics(buildSample([], { headersMs: 90, headers: { 'openai-processing-ms': '100' } }));
    expect(metrics.gatewayOverheadMs).toBe(-10);
  });
});
