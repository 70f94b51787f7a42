import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from '../../src/config/types.js';
import { computeMetrics } from '../../src/metrics/compute.js';
import type { RequestMetrics } from '../../src/metrics/types.js';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe } from '../../src/probe/probe.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';

// Every metric, measured by the real probe against the simulator's exact script (sigma 0, jitter 0).
// Tolerance: the simulator schedules with setTimeout on a shared 2-core machine, so an event can be
// late (timer granularity, event-loop turns of both sides over loopback) but never early. Single stamps get
// 60 ms of slack plus twice the longest event-loop stall seen while the request ran (the simulator's timer and
// the probe's read share this process's loop, and when other jobs load the cores the process itself waits):
// exact on a quiet machine, honest on a busy one. A rate over many tokens is checked within 10 %, since lateness
// shared by its first and last token cancels out.
const BASE_LATE_MS = 60;
let LATE_MS = BASE_LATE_MS;

let sim: Simulator;
const agent = createProbeAgent();

beforeAll(async () => {
  sim = await startSimulator({ seed: 4 });
});
afterAll(async () => {
  await agent.close();
  await sim.close();
});

async function measure(profile: string, script: Record<string, unknown>, body: Record<string, unknown> = {}): Promise<RequestMetrics> {
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const sample = await probe(
    {
      url: `${sim.url}/${profile}/v1/chat/completions`,
      headers: { 'x-sim': JSON.stringify({ ttftSigma: 0, jitter: 0, prefixCache: false, coldPrefillMsPer1kChars: 0, ...script }) },
      body: { model: 'sim', messages: [{ role: 'user', content: 'Tell me about rivers, please.' }], max_tokens: 500, ...body },
      timeouts: DEFAULT_TIMEOUTS,
      captureHeaders: ['x-envoy-upstream-service-time'],
      retries: 0,
      meta: { item: 0, turn: 0, endpoint: profile, scenario: 'script', cache: 'cold' },
    },
    { dispatcher: agent },
  );
  stalls.disable();
  LATE_MS = BASE_LATE_MS + (2 * stalls.max) / 1e6;
  expect(sample.error).toBeNull();
  return computeMetrics(sample);
}

function near(actual: number | null, expected: number, late: number = LATE_MS): void {
  expect(actual).not.toBeNull();
  expect(actual!).toBeGreaterThanOrEqual(expected - 2);
  expect(actual!).toBeLessThanOrEqual(expected + late);
}

describe('metrics against the simulator script', () => {
  it('clean stream: TTFT, settle, e2e, gaps, tokens, tok/s, IDR', async () => {
    // 40 tokens, first at 200 ms, then one every 20 ms (50 tok/s): settle = 200 + 39 × 20 = 980 ms.
    const m = await measure('clean', { ttftMs: 200, tokensPerSecond: 50, outputTokens: 40 });
    expect(m.ttfbMs!).toBeLessThan(LATE_MS);
    near(m.ttftMs, 200);
    near(m.ttftContentMs, 200);
    near(m.settleMs, 980);
    near(m.e2eMs, 980);
    expect(m.outputTokens).toBe(40);
    expect(m.tokensSource).toBe('usage');
    expect(m.tokenEvents).toBe(40);
    near(m.gapP50Ms, 20, 15);
    near(m.maxGapMs, 20, LATE_MS);
    // (N − k₁) / (settle − TTFT) = 39 / 0.78 s = 50 tok/s.
    expect(m.tokensPerSecond!).toBeGreaterThan(45);
    expect(m.tokensPerSecond!).toBeLessThan(55);
    expect(m.idr!).toBeGreaterThan(0.9);
    expect(m.deliveryClass).toBe('streamed');
  });

  it('buffered: nothing until generation ends, then everything in one burst', async () => {
    const m = await measure('buffered', { ttftMs: 200, tokensPerSecond: 50, outputTokens: 40 });
    near(m.ttftMs, 980);
    expect(m.settleMs! - m.ttftMs!).toBeLessThan(5);
    expect(m.idr).toBe(0);
    expect(m.deliveryClass).toBe('buffered');
    expect(m.tokensPerSecond).toBeNull();
  });

  it('a 2,500 tok/s clean stream is streamed, not buffered', async () => {
    const m = await measure('fast', { ttftMs: 40, tokensPerSecond: 2500, outputTokens: 400 });
    expect(m.deliveryClass).not.toBe('buffered');
    expect(m.idr!).toBeGreaterThan(0.8);
    // 399 gaps of 0.4 ms: settle − TTFT ≈ 160 ms. The simulator keeps each token's deadline from the start, so a first
    // token held back by a stall shortens the span by as much (the later tokens catch up): twice the longest stall seen
    // is allowed for, as for single stamps. A buffered stream spans under 5 ms.
    expect(m.settleMs! - m.ttftMs!).toBeGreaterThan(150 - (LATE_MS - BASE_LATE_MS));
  });

  it('a 4 KiB coalescing proxy is classed coalesced', async () => {
    const m = await measure('coalesced', { ttftMs: 50, tokensPerSecond: 200, outputTokens: 300 });
    expect(m.deliveryClass).toBe('coalesced');
    expect(m.bursts).toBeLessThan(m.tokenEvents / 8);
  });

  it('a scripted stall is the longest gap', async () => {
    const m = await measure('clean', { ttftMs: 50, tokensPerSecond: 100, outputTokens: 30, stallProbability: 1, stallMs: 150 });
    // Every gap carries the 150 ms stall on top of the 10 ms token gap.
    near(m.maxGapMs, 160);
    near(m.gapP50Ms, 160);
  });

  it('reasoning before content: TTFT (any channel) precedes TTFT (content); reasoning tokens from usage', async () => {
    const m = await measure('reasoning', { ttftMs: 100, tokensPerSecond: 100, outputTokens: 20, reasoningTokens: 30 });
    near(m.ttftMs, 100);
    // 30 reasoning tokens at 10 ms each come first: content starts at 100 + 30 × 10 ms.
    near(m.ttftContentMs, 400);
    expect(m.reasoningTokens).toBe(30);
    expect(m.outputTokens).toBe(50);
    expect(m.reasoningChars).toBeGreaterThan(0);
  });

  it('gateway: upstream time from x-envoy-upstream-service-time, overhead = TTFB − upstream', async () => {
    const m = await measure('gateway', { ttftMs: 120, gatewayOverheadMs: 40, outputTokens: 10, tokensPerSecond: 200 });
    near(m.upstreamMs, 120, 2);
    near(m.ttfbMs, 160);
    near(m.gatewayOverheadMs, 40);
  });
});
