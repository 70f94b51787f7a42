import { describe, expect, it } from 'vitest';
import { MAX_TIMELINE_POINTS, tokenTimeline } from '../../src/metrics/timeline.js';
import { buildSample, events, streamReads, usage } from './sample-factory.js';

describe('tokenTimeline', () => {
  it('a buffered response is one step: nothing, then every token at the flush', () => {
    const sample = buildSample([{ atMs: 3400, events: events(200) }], { usage: usage(200) });
    expect(tokenTimeline(sample, 200)).toEqual([
      { tMs: 0, tokens: 0 },
      { tMs: 3400, tokens: 200 },
    ]);
  });

  it('a short stream keeps every event; tokens are split by characters', () => {
    const sample = buildSample(
      [
        { atMs: 100, events: [{ chars: 2 }] },
        { atMs: 120, events: [{ chars: 6 }] },
      ],
      { usage: usage(4) },
    );
    expect(tokenTimeline(sample, 4)).toEqual([
      { tMs: 0, tokens: 0 },
      { tMs: 100, tokens: 1 },
      { tMs: 120, tokens: 4 },
    ]);
  });

  it('a long stream is downsampled, keeps its first and last event, and never decreases', () => {
    const sample = buildSample(streamReads(400, { startMs: 300, eventIntervalMs: 13, eventsPerRead: [1] }), { usage: usage(400) });
    const points = tokenTimeline(sample, 400);
    expect(points.length).toBeLessThanOrEqual(MAX_TIMELINE_POINTS);
    expect(points[1]!.tMs).toBeCloseTo(300, 0);
    expect(points.at(-1)).toEqual({ tMs: expect.closeTo(300.05 + 399 * 13, 0) as number, tokens: 400 });
    for (let i = 1; i < points.length; i++) {
      expect(points[i]!.tMs).toBeGreaterThanOrEqual(points[i - 1]!.tMs);
      expect(points[i]!.tokens).toBeGreaterThan(points[i - 1]!.tokens);
    }
  });

  it('no tokens, no timeline', () => {
    expect(tokenTimeline(buildSample([{ atMs: 10 }]), 0)).toEqual([]);
  });
});
