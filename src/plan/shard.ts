import { ConfigError } from '../config/index.js';
import type { PlannedItem } from './types.js';
import { cellKey } from '../vocabulary/index.js';

export interface Shard {
  /** 0-based. */
  index: number;
  count: number;
}

/** `"2/3"` (1-based, as people write it) → `{ index: 1, count: 3 }`. */
export function parseShard(text: string): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const position = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!(position >= 1 && count >= 1 && position <= count)) {
    throw shardError(`expected "i/n" with 1 ≤ i ≤ n, e.g. "2/3", got ${JSON.stringify(text.slice(0, 40))}`);
  }
  return { index: position - 1, count };
}

export function assertShard(shard: Shard): void {
  const { index, count } = shard;
  if (!Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(index) || index < 0 || index >= count) {
    throw shardError(`expected a shard index from 0 to count − 1 and a count of at least 1, got index ${index} of ${count}`);
  }
}

/**
 * The items shard `index` of `count` runs: every warmup item (each shard primes its own caches),
 * and the measured items dealt round-robin within each endpoint × scenario × cache cell. Each cell
 * continues the deal where the previous cell stopped, so shard totals also differ by at most one.
 * All endpoints have the same cells in the same order, so a position's items stay together.
 */
export function selectShard(items: readonly PlannedItem[], shard: Shard): PlannedItem[] {
  assertShard(shard);
  const cellCounts = new Map<string, number>();
  const cellOrder = new Map<string, string[]>();
  for (const item of items) {
    if (item.warmup) continue;
    const cell = cellOf(item);
    if (!cellCounts.has(cell)) {
      cellCounts.set(cell, 0);
      cellOrder.set(item.endpoint.name, [...(cellOrder.get(item.endpoint.name) ?? []), cell]);
    }
    cellCounts.set(cell, cellCounts.get(cell)! + 1);
  }
  const offsets = new Map<string, number>();
  for (const cells of cellOrder.values()) {
    let dealt = 0;
    for (const cell of cells) {
      offsets.set(cell, dealt % shard.count);
      dealt += cellCounts.get(cell)!;
    }
  }
  const seen = new Map<string, number>();
  return items.filter((item) => {
    if (item.warmup) return true;
    const cell = cellOf(item);
    const k = seen.get(cell) ?? 0;
    seen.set(cell, k + 1);
    return (offsets.get(cell)! + k) % shard.count === shard.index;
  });
}

function cellOf(item: PlannedItem): string {
  return cellKey({ endpoint: item.endpoint.name, scenario: item.scenario.name, cache: item.cache, turn: null });
}

function shardError(message: string): ConfigError {
  return new ConfigError([{ file: null, path: 'shard', line: null, message }]);
}
