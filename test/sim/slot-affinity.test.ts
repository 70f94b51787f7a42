import { describe, expect, it } from 'vitest';
import { SlotPool } from '../../src/sim/slots.js';

/** Serves prefixes one after another (each ends before the next arrives); returns how many found their prefix. */
function hits(slots: number, affinity: boolean, prefixes: readonly number[]): number {
  const pool = new SlotPool(slots);
  let found = 0;
  prefixes.forEach((prefix, i) => {
    const assignment = pool.assign(prefix, i * 10, affinity);
    if (assignment.hit) found++;
    pool.occupy(assignment, i * 10 + 5);
  });
  return found;
}

describe('prompt-similarity slot selection', () => {
  // Four prefixes in a shuffled repeating order, as a prefix pool sends them.
  const order = [0, 2, 1, 3, 2, 0, 3, 1, 1, 3, 0, 2, 3, 1, 2, 0];

  it('keeps every prefix warm when there are as many slots as prefixes', () => {
    expect(hits(4, true, order)).toBe(order.length - 4);
  });

  it('without it, least-recently-used selection misses whenever the order does not repeat the slots', () => {
    expect(hits(4, false, order)).toBeLessThan(order.length - 4);
  });

  it('cannot keep more prefixes than slots', () => {
    expect(hits(2, true, order)).toBeLessThan(hits(4, true, order));
  });
});
