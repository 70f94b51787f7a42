import { describe, expect, it } from 'vitest';
import {
  MIN_RATE_INTERVAL_MS,
  countOutputTokens,
  effectiveTokensPerSecond,
  eventTokenShares,
  eventTokenWeights,
} from '../../src/metrics/tokens.js';
import { buildSample, events, usage } from './sample-factory.js';

describe('countOutputTokens', () => {
  const threeEvents = buildSample([{ atMs: 1, events: events(3) }]);

  it('prefers usage.completionTokens', () => {
    expect(countOutputTokens({ ...threeEvents, usage: usage(42) })).toEqual({ outputTokens: 42, tokensSource: 'usage' });
  });

  it('trusts a usage of 0 over the event count', () => {
    expect(countOutputTokens({ ...threeEvents, usage: usage(0) })).toEqual({ outputTokens: 0, tokensSource: 'usage' });
  });

  it('estimates one token per event when usage is missing or has no completion count', () => {
    expect(countOutputTokens(threeEvents)).toEqual({ outputTokens: 3, tokensSource: 'estimate' });
    expect(countOutputTokens({ ...threeEvents, usage: usage(null) })).toEqual({ outputTokens: 3, tokensSource: 'estimate' });
  });

  it('is unknown with neither usage nor events', () => {
    expect(countOutputTokens(buildSample([]))).toEqual({ outputTokens: null, tokensSource: null });
  });
});

describe('eventTokenShares', () => {
  it('splits N in proportion to characters across all channels', () => {
    expect(eventTokenShares([2, 6, 12], 10)).toEqual([1, 3, 6]);
  });

  it('gives nothing to an event without characters', () => {
    expect(eventTokenShares([0, 5, 5], 4)).toEqual([0, 2, 2]);
  });

  it('splits evenly when no event carried characters', () => {
    expect(eventTokenWeights([0, 0])).toEqual([1, 1]);
    expect(eventTokenShares([0, 0, 0, 0], 8)).toEqual([2, 2, 2, 2]);
  });
});

describe('effectiveTokensPerSecond', () => {
  it('excludes the first event’s tokens, which arrived at TTFT', () => {
    // 101 tokens, 1 in the first event, the other 100 over 2 s
    expect(effectiveTokensPerSecond(101, 1, 500, 2_500)).toBe(50);
  });

  it('is lower than N/(settle − TTFT) by exactly (N − k₁)/N', () => {
    const [outputTokens, firstEventTokens, ttftMs, settleMs] = [40, 8, 1_000, 1_800];
    const seedRate = outputTokens / ((settleMs - ttftMs) / 1000);
    const rate = effectiveTokensPerSecond(outputTokens, firstEventTokens, ttftMs, settleMs)!;
    expect(rate).toBe(40);
    expect(seedRate / rate).toBeCloseTo(outputTokens / (outputTokens - firstEventTokens), 12);
  });

  it('is undefined for an interval under 1 ms', () => {
    expect(MIN_RATE_INTERVAL_MS).toBe(1);
    expect(effectiveTokensPerSecond(50, 1, 100, 100.999)).toBeNull();
    expect(effectiveTokensPerSecond(50, 1, 100, 101)).toBe(49_000);
  });

  it('is undefined when no tokens came after the first event', () => {
    expect(effectiveTokensPerSecond(5, 5, 100, 900)).toBeNull();
    expect(effectiveTokensPerSecond(0, 0, 100, 900)).toBeNull();
  });

  it('is undefined when any input is unknown', () => {
    expect(effectiveTokensPerSecond(null, 1, 100, 900)).toBeNull();
    expect(effectiveTokensPerSecond(10, null, 100, 900)).toBeNull();
    expect(effectiveTokensPerSecond(10, 1, null, 900)).toBeNull();
    expect(effectiveTokensPerSecond(10, 1, 100, null)).toBeNull();
  });
});
