import { describe, expect, it } from 'vitest';
import { computeMetrics } from '../../src/metrics/compute.js';
import { CACHE_HIT_MIN_FRACTION } from '../../src/metrics/index.js';
import type { ServerReport } from '../../src/probe/sample.js';
import { buildSample, events } from './sample-factory.js';

function report(fields: Partial<ServerReport>): ServerReport {
  return { cachedTokens: null, promptEvaluated: null, prefillMs: null, decodeMs: null, decodeTokensPerSecond: null, ...fields };
}

/** A 40-token answer whose first token arrived at `ttftMs`. */
function sampleWith(server: ServerReport | null, promptTokens: number | null, ttftMs = 451) {
  return buildSample(
    [
      { atMs: ttftMs, events: events(1) },
      { atMs: ttftMs + 400, events: events(39) },
    ],
    { server, usage: { promptTokens, completionTokens: 40, reasoningTokens: null, cachedPromptTokens: null } },
  );
}

describe('per-request metrics from the server report', () => {
  it('calls 10 cached of 29 prompt tokens a miss: the chat template is cached even for a cold prompt', () => {
    const m = computeMetrics(sampleWith(report({ cachedTokens: 10, promptEvaluated: 19, prefillMs: 150.4 }), 29));
    expect(m.cachedTokens).toBe(10);
    expect(m.cacheHitFraction).toBeCloseTo(10 / 29, 12);
    expect(m.cacheHit).toBe(false);
    expect(m.serverPrefillMs).toBe(150.4);
    expect(m.outsideEngineMs).toBe(300.6);
  });

  it('calls a request a hit from half of the prompt on', () => {
    expect(CACHE_HIT_MIN_FRACTION).toBe(0.5);
    const at = (cached: number): boolean | null => computeMetrics(sampleWith(report({ cachedTokens: cached }), 2000)).cacheHit;
    expect([at(999), at(1000), at(1998)]).toEqual([false, true, true]);
  });

  it('takes the prompt as cached + evaluated when the usage has no prompt tokens', () => {
    const m = computeMetrics(sampleWith(report({ cachedTokens: 1536, promptEvaluated: 12 }), null));
    expect(m.cacheHitFraction).toBeCloseTo(1536 / 1548, 12);
    expect(m.cacheHit).toBe(true);
  });

  it('leaves what the server did not say unknown, never zero', () => {
    const none = computeMetrics(sampleWith(null, 29));
    expect([none.cachedTokens, none.cacheHitFraction, none.cacheHit, none.serverPrefillMs, none.outsideEngineMs]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    const prefillOnly = computeMetrics(sampleWith(report({ prefillMs: 88 }), null));
    expect([prefillOnly.cacheHit, prefillOnly.outsideEngineMs]).toEqual([null, 363]);
    const noToken = computeMetrics(buildSample([{ atMs: 5 }], { server: report({ prefillMs: 3 }) }));
    expect(noToken.outsideEngineMs).toBeNull();
  });

  it('passes the connection facts through', () => {
    const m = computeMetrics(
      buildSample([{ atMs: 5, events: events(2) }], { newConnection: true, setupMs: 4.2, connectMs: 1.1, tlsMs: 2.5 }),
    );
    expect([m.newConnection, m.setupMs, m.connectMs, m.tlsMs]).toEqual([true, 4.2, 1.1, 2.5]);
    const reused = computeMetrics(
      buildSample([{ atMs: 5, events: events(2) }], { newConnection: false, setupMs: 0.05, connectMs: null, tlsMs: null }),
    );
    expect([reused.newConnection, reused.connectMs]).toEqual([false, null]);
  });
});
