import { describe, expect, it } from 'vitest';
import { computeLoopMetrics } from '../../src/metrics/loop.js';
import type { Sample, SampleError } from '../../src/probe/sample.js';
import { buildSample, events } from './sample-factory.js';

/** One turn starting at absolute time `t0` whose first token comes `ttftMs` and [DONE] `e2eMs` after it. */
function turn(turnIndex: number, t0: number, ttftMs: number, e2eMs: number, overrides: Partial<Sample> = {}): Sample {
  return buildSample([{ atMs: ttftMs, events: events(3) }], { item: 4, turn: turnIndex, t0, doneMs: e2eMs, endMs: e2eMs, ...overrides });
}

describe('computeLoopMetrics', () => {
  it('measures the loop from the first turn’s start to the last turn’s end, in turn order', () => {
    const loop = computeLoopMetrics([turn(2, 6_000, 700, 2_500), turn(0, 1_000, 300, 1_500), turn(1, 3_000, 500, 2_000)]);
    expect(loop.turns).toBe(3);
    expect(loop.loopMs).toBe(7_500); // 6000 + 2500 − 1000
    expect(loop.sumTtftMs).toBe(1_500);
    expect(loop.sumE2eMs).toBe(6_000);
    expect(loop.ok).toBe(true);
    expect(loop.perTurn.map((metrics) => metrics.ttftMs)).toEqual([300, 500, 700]);
  });

  it('fails the loop when a turn failed, and leaves sums it cannot know unknown', () => {
    const earlyClose: SampleError = { kind: 'early_close', message: 'socket closed', status: 200, retryAfterS: null };
    const failed = buildSample([], { item: 4, turn: 1, t0: 3_000, doneMs: null, endMs: 40, error: earlyClose });
    const loop = computeLoopMetrics([turn(0, 1_000, 300, 1_500), failed]);
    expect(loop.ok).toBe(false);
    expect(loop.sumTtftMs).toBeNull();
    expect(loop.sumE2eMs).toBe(1_540);
    expect(loop.loopMs).toBe(2_040);
  });

  it('has no loop time when the last turn has no end', () => {
    const loop = computeLoopMetrics([turn(0, 1_000, 300, 1_500), turn(1, 3_000, 400, 900, { doneMs: null, endMs: null })]);
    expect(loop.loopMs).toBeNull();
    expect(loop.sumE2eMs).toBeNull();
  });

  it('returns an empty, not-ok loop for no turns', () => {
    expect(computeLoopMetrics([])).toEqual({
      turns: 0,
      loopMs: null,
      sumTtftMs: null,
      sumE2eMs: null,
      modelMs: null,
      toolMs: 0,
      thinkMs: 0,
      queueMs: null,
      jobInputTokens: null,
      jobCachedTokens: null,
      jobOutputTokens: null,
      ok: false,
      perTurn: [],
    });
  });

  it('refuses turns from different plan items', () => {
    expect(() => computeLoopMetrics([turn(0, 0, 1, 2), turn(1, 5, 1, 2, { item: 5 })])).toThrow(/one plan item/);
  });
});
