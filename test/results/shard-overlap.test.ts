import { describe, expect, it } from 'vitest';
import { MergeError, mergeResults } from '../../src/results/merge.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { overlapShare, shardsTogether } from '../../src/results/shard-overlap.js';
import type { Results } from '../../src/results/types.js';
import { shardsNote } from '../../src/report/text/shards.js';
import { MIN_SHARD_OVERLAP } from '../../src/vocabulary/shards.js';
import { makeResults, makeWorkload } from '../baseline/factory.js';

const workload = makeWorkload();
const AGREED = '2026-05-01T12:00:00Z';
const agreedMs = Date.parse(AGREED);
const iso = (offsetMs: number): string => new Date(agreedMs + offsetMs).toISOString();

/** Shard `index` of `count` of one run, measuring from `startMs` to `endMs` after the agreed moment (or with no agreed start). */
function shard(index: number, count: number, startMs: number, endMs: number, agreed = true): Results {
  const r = makeResults(workload, { seed: 7, runId: 'gh-1-1', requestsPerCell: 6, errorsPerCell: 0 });
  return {
    ...r,
    workload: { ...r.workload, fingerprint: 'sha256:abc' },
    run: {
      ...r.run,
      shard: { index, count },
      window: { start: iso(startMs), end: iso(endMs) },
      ...(agreed
        ? {
            agreedStart: {
              at: AGREED,
              wallMs: agreedMs + startMs,
              monotonicMs: agreedMs + startMs + 0.25,
              clockSync: 'synchronized' as const,
            },
          }
        : {}),
    },
  };
}

describe('the overlap of shards’ measuring windows', () => {
  it('is intersection over union: 1 for one window, 0 for windows that do not meet', () => {
    expect(overlapShare([{ startMs: 0, endMs: 10 }])).toBe(1);
    expect(
      overlapShare([
        { startMs: 0, endMs: 10 },
        { startMs: 2, endMs: 12 },
      ]),
    ).toBeCloseTo(8 / 12, 12);
    expect(
      overlapShare([
        { startMs: 0, endMs: 10 },
        { startMs: 20, endMs: 30 },
      ]),
    ).toBe(0);
  });

  it('merged shards that began together state their overlap and clock spread, in results the schema accepts', () => {
    const merged = mergeResults([shard(0, 3, 2, 2002), shard(1, 3, 9, 2010), shard(2, 3, 30, 1990)]);
    expect(merged.run.shards).toMatchObject({ agreedAt: AGREED, clockSpreadMs: 28, minOverlap: MIN_SHARD_OVERLAP });
    expect(merged.run.shards!.overlapShare).toBeCloseTo((1990 - 30) / (2010 - 2), 3);
    expect(merged.run.shards!.windows.map((w) => [w.shard, w.startLagMs])).toEqual([
      [1, 2],
      [2, 9],
      [3, 30],
    ]);
    expect(merged.run.agreedStart).toBeUndefined();
    expect(merged.run.window).toEqual({ start: iso(2), end: iso(2010) });
    expect(resultsProblems(merged)).toEqual([]);
    expect(shardsNote(merged.run.shards)).toMatch(
      /^Load from 3 shards applied together from 2026-05-01T12:00:00Z: their measuring windows overlapped 98% .*clock disagreement 28 ms.*clock sync 3 synchronized\.$/,
    );
  });

  it('refuses shards whose windows overlapped less than the minimum, naming the late shard, its window and the share', () => {
    const late = [shard(0, 4, 0, 2000), shard(1, 4, 10, 2010), shard(2, 4, 5000, 7000), shard(3, 4, 20, 1990)];
    expect(() => mergeResults(late)).toThrow(MergeError);
    expect(() => mergeResults(late)).toThrow(
      /run gh-1-1: the shards' measuring windows overlapped 0% .*below the 80% .*shard 3\/4 started late, its window 12:00:05\.000–12:00:07\.000 UTC against 12:00:00\.000–12:00:02\.010 UTC for the others \(it began 5\.00 s after the agreed start/,
    );
  });

  it('of two shards apart, names the one that started last; a shard that began with the others but ran on is named so', () => {
    expect(() => mergeResults([shard(1, 2, 3000, 5000), shard(0, 2, 0, 2000)])).toThrow(/shard 2\/2 started late/);
    expect(() => mergeResults([shard(0, 3, 0, 1000), shard(1, 3, 2, 1010), shard(2, 3, 3, 4000)])).toThrow(
      /shard 3\/3 ran longer than the others, its window 12:00:00\.003–12:00:04\.000 UTC/,
    );
  });

  it('shards without an agreed start merge as a split plan, and the report says the load was not applied together', () => {
    const merged = mergeResults([shard(0, 2, 0, 1000, false), shard(1, 2, 5000, 6000, false)]);
    expect(merged.run.shards).toMatchObject({ agreedAt: null, overlapShare: 0, clockSpreadMs: null });
    expect(shardsNote(merged.run.shards)).toMatch(
      /without an agreed start: the plan was split, the load was not applied together; their measuring windows overlapped 0%/,
    );
  });

  it('refuses shards that did not all agree a start', () => {
    expect(() => mergeResults([shard(0, 2, 0, 1000), shard(1, 2, 0, 1000, false)])).toThrow(
      /shard\(s\) 2\/2 had no agreed start while the others began at 2026-05-01T12:00:00Z/,
    );
  });

  it('a single run states no shards', () => {
    expect(shardsTogether([]).overlapShare).toBeNull();
    expect(shardsNote(undefined)).toBeNull();
  });
});
