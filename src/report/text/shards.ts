import type { ShardsTogether } from '../../results/index.js';
import { overlapPercent } from '../../vocabulary/index.js';

/**
 * The report's line for merged shards (null for a single run): with an agreed start, how far their measuring windows
 * overlapped and how far apart they began; without one, that the plan was split and the load not applied together.
 */
export function shardsNote(shards: ShardsTogether | undefined): string | null {
  if (!shards) return null;
  const n = shards.windows.length;
  const overlap =
    shards.overlapShare === null
      ? 'not every shard stamped its measuring window (results of an older version)'
      : `their measuring windows overlapped ${overlapPercent(shards.overlapShare)} (intersection over union)`;
  if (shards.agreedAt === null)
    return (
      `Load from ${n} shards without an agreed start: the plan was split, the load was not applied together; ${overlap}. ` +
      'Give every shard the same start-at to apply it together.'
    );
  const spread =
    shards.clockSpreadMs === null
      ? ''
      : `; clock disagreement ${shards.clockSpreadMs} ms (the spread of their start stamps against the agreed start)`;
  return (
    `Load from ${n} shards applied together from ${shards.agreedAt}: ${overlap}, at least ${overlapPercent(shards.minOverlap)} required` +
    `${spread}; clock sync ${syncText(shards)}.`
  );
}

/** `4 synchronized`, `3 synchronized, 1 unknown`. */
function syncText(shards: ShardsTogether): string {
  const counts = new Map<string, number>();
  for (const w of shards.windows) counts.set(w.clockSync, (counts.get(w.clockSync) ?? 0) + 1);
  return [...counts].map(([state, count]) => `${count} ${state}`).join(', ');
}
