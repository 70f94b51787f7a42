import { ConfigError, type SweepSpec } from '../config/index.js';

/**
 * A sweep across shards (docs/sweep.md, "Across shards"): every shard measures the same listed levels on one agreed
 * schedule, level k of the sweep (over every endpoint, in sweep order) starting at start + k × levelMs, and each drives
 * its share of the level's load. Pure: the schedule and the shares.
 */
export interface ShardSchedule {
  /** The agreed start of the first level, ms since the epoch. */
  startMs: number;
  /** How long each level has, ms: its warm-up, its requests and the drain must fit in it. */
  levelMs: number;
}

/** Shard `index` (0-based) of `count`'s share of `load`: the load split as evenly as whole streams (or rates) allow. */
export function shardShare(load: number, index: number, count: number, kind: 'concurrency' | 'rate'): number {
  if (kind === 'rate') return Math.round((load / count) * 1000) / 1000;
  return Math.floor(load / count) + (index < load % count ? 1 : 0);
}

/** Every shard's share of `load`, in shard order. */
export function shardShares(load: number, count: number, kind: 'concurrency' | 'rate'): number[] {
  return Array.from({ length: count }, (_, i) => shardShare(load, i, count, kind));
}

/** The agreed start of the sweep's k-th level (0-based, counted over every endpoint's levels in sweep order). */
export function levelStartMs(schedule: ShardSchedule, k: number): number {
  return schedule.startMs + k * schedule.levelMs;
}

/**
 * The levels a sweep across `count` shards measures: listed ones only (a search needs every shard's requests to pick
 * its next level), none lower than one stream per shard, and no synchronous rate level.
 */
export function shardedLevels(spec: SweepSpec, count: number): number[] {
  const fail = (message: string): never => {
    throw new ConfigError([{ file: null, path: 'sweep.levels', line: null, message }]);
  };
  if (spec.levels === null)
    return fail('a sweep across shards measures listed levels (sweep.levels or --levels): each shard cannot choose the next level alone');
  const low = spec.levels.find((l) => spec.load === 'concurrency' && l < count);
  if (low !== undefined) return fail(`level ${low} is below one stream for each of the ${count} shards`);
  return spec.levels;
}
