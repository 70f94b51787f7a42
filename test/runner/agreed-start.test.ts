import { describe, expect, it } from 'vitest';
import { parseAgreedStart, readClockSync, waitForAgreedStart } from '../../src/runner/agreed-start.js';
import { systemClock } from '../../src/runner/clock.js';
import { shardShares } from '../../src/sweep/shard-levels.js';

describe('the agreed start', () => {
  const at = '2026-05-01T12:00:00Z';
  const atMs = Date.parse(at);

  it('takes an ISO time with its zone, ahead or at most the tolerance behind', () => {
    expect(parseAgreedStart(at, atMs - 60_000)).toEqual({ at, atMs });
    expect(parseAgreedStart('2026-05-01T14:00:00.250+02:00', atMs + 4_000).atMs).toBe(atMs + 250);
    expect(() => parseAgreedStart('2026-05-01 12:00', atMs)).toThrow(/start-at: expected an ISO time with its zone/);
    expect(() => parseAgreedStart('2026-05-01T12:00:00', atMs)).toThrow(/expected an ISO time with its zone/);
    expect(() => parseAgreedStart(at, atMs + 90_000)).toThrow(
      /the agreed start 2026-05-01T12:00:00Z passed 90\.0 s ago, more than the 5 s a shard may begin late/,
    );
  });

  it('is waited for on the wall clock, and the clocks and the sync state are read as it comes', async () => {
    const soon = Date.now() + 30;
    const stamp = await waitForAgreedStart({ at: new Date(soon).toISOString(), atMs: soon }, systemClock, readClockSync());
    expect(stamp.wallMs).toBeGreaterThanOrEqual(soon);
    expect(['synchronized', 'unsynchronized', 'unknown']).toContain(stamp.clockSync);
    // The monotonic clock on the wall clock's scale: the two agree unless the wall clock was stepped since start-up.
    expect(Math.abs(stamp.monotonicMs - stamp.wallMs)).toBeLessThan(60_000);
  });

  it('a sweep level’s load is split over the shards as evenly as whole streams allow', () => {
    expect(shardShares(16, 4, 'concurrency')).toEqual([4, 4, 4, 4]);
    expect(shardShares(10, 4, 'concurrency')).toEqual([3, 3, 2, 2]);
    expect(shardShares(10, 4, 'rate')).toEqual([2.5, 2.5, 2.5, 2.5]);
  });
});
