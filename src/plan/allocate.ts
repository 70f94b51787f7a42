import { cacheStates, type CacheMode } from '../config/index.js';

/**
 * Splits `total` into integer shares proportional to `weights` by largest remainder (ties go to
 * the earlier entry), then lifts any share below its minimum by taking from the share furthest
 * above its exact quota. Requires `total >= sum(minimums)`.
 */
export function allocateByWeight(total: number, weights: readonly number[], minimums: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const quotas = weights.map((weight) => (total * weight) / weightSum);
  const counts = quotas.map((quota) => Math.floor(quota));
  const leftover = total - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = quotas
    .map((quota, index) => ({ index, remainder: quota - Math.floor(quota) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let k = 0; k < leftover; k++) counts[byRemainder[k % byRemainder.length]!.index]! += 1;

  counts.forEach((_, index) => {
    while (counts[index]! < (minimums[index] ?? 0)) {
      let donor = -1;
      counts.forEach((count, j) => {
        if (j === index || count <= (minimums[j] ?? 0)) return;
        if (donor === -1 || count - quotas[j]! > counts[donor]! - quotas[donor]!) donor = j;
      });
      if (donor === -1) throw new RangeError(`cannot give every share its minimum out of ${total}`);
      counts[donor]! -= 1;
      counts[index]! += 1;
    }
  });
  return counts;
}

export interface CacheSplit {
  cold: number;
  warm: number;
}

/**
 * A scenario's items split by its cache mode: `warmShare` is rounded half up, and when both states
 * are measured each keeps at least one item (the minimum the allocation guarantees).
 */
export function splitByCache(count: number, cache: CacheMode): CacheSplit {
  const states = cacheStates(cache);
  if (states.length === 1) return states[0] === 'warm' ? { cold: 0, warm: count } : { cold: count, warm: 0 };
  const share = typeof cache === 'object' ? cache.warmShare : 0.5;
  // The epsilon keeps products like 0.35 × 10 = 3.4999… rounding as the decimal 3.5 would.
  const rounded = Math.round(count * share + 1e-9);
  const warm = Math.max(1, Math.min(count - 1, rounded));
  return { cold: count - warm, warm };
}
