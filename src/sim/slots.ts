/**
 * An engine's parallel slots, as llama.cpp's `--parallel N` runs them without prompt-similarity slot selection: a
 * request goes to the least-recently-used idle slot (the one released longest ago), or, when every slot is busy, waits
 * for the first one to free up. A slot holds the context of the last request it served, nothing older: a prompt finds
 * its prefix cached only when that request had the same prefix. So a warm request misses whenever its slot last
 * served another prompt, however many slots there are: with cold and warm requests interleaved, the share of warm
 * requests that hit is about the share of requests that are warm, for 1 slot as for 4. (llama.cpp builds with a host
 * prompt cache, `--cache-ram`, can restore an evicted prompt; this models the slots alone.)
 */

interface Slot {
  /** Prefix key of the last prompt the slot served; null before its first. */
  prefix: number | null;
  /** When its current request ends (ms on the server's clock); at or before now when idle. */
  busyUntilMs: number;
  /** When it was last released; −∞ for a slot never used, which is then chosen first. */
  releasedMs: number;
  /** Counts assignments, so only the request holding the slot can release it. */
  ticket: number;
}

export interface SlotAssignment {
  slot: number;
  /** Names this assignment to `occupy` and `release`. */
  ticket: number;
  /** The slot held the same prompt prefix: its context is reused. */
  hit: boolean;
  /** How long the request waits for the slot before any work starts. */
  queueMs: number;
}

export class SlotPool {
  private readonly slots: Slot[];

  constructor(count: number) {
    if (!(Number.isInteger(count) && count >= 1)) throw new RangeError(`a slot pool needs at least one slot, got ${count}`);
    this.slots = Array.from({ length: count }, () => ({
      prefix: null,
      busyUntilMs: Number.NEGATIVE_INFINITY,
      releasedMs: Number.NEGATIVE_INFINITY,
      ticket: 0,
    }));
  }

  get size(): number {
    return this.slots.length;
  }

  /**
   * Assigns a request with prompt prefix `prefix` arriving at `nowMs` (with `affinity`, to an idle slot already holding
   * it when there is one); the slot then holds that prefix. Call `occupy`
   * with the request's end once it is known, and `release` if it ends early.
   */
  assign(prefix: number, nowMs: number, affinity = false): SlotAssignment {
    let chosen = -1;
    for (let i = 0; i < this.slots.length; i++) {
      const slot = this.slots[i]!;
      if (slot.busyUntilMs > nowMs) continue;
      if (chosen < 0 || slot.releasedMs < this.slots[chosen]!.releasedMs) chosen = i;
    }
    // With prompt-similarity selection (llama.cpp's `--slot-prompt-similarity`), an idle slot holding the same prefix wins.
    if (affinity) {
      const same = this.slots.findIndex((slot) => slot.busyUntilMs <= nowMs && slot.prefix === prefix);
      if (same >= 0) chosen = same;
    }
    let queueMs = 0;
    if (chosen < 0) {
      chosen = 0;
      for (let i = 1; i < this.slots.length; i++) if (this.slots[i]!.busyUntilMs < this.slots[chosen]!.busyUntilMs) chosen = i;
      queueMs = this.slots[chosen]!.busyUntilMs - nowMs;
    }
    const slot = this.slots[chosen]!;
    const hit = slot.prefix === prefix;
    slot.prefix = prefix;
    // Busy from now on: a request arriving before `occupy` must not take the same slot.
    slot.busyUntilMs = Number.POSITIVE_INFINITY;
    slot.ticket++;
    return { slot: chosen, ticket: slot.ticket, hit, queueMs };
  }

  /** The assigned request ends at `endMs`; the slot is released then. */
  occupy(assignment: SlotAssignment, endMs: number): void {
    const s = this.slots[assignment.slot]!;
    if (s.ticket !== assignment.ticket) return;
    s.busyUntilMs = endMs;
    s.releasedMs = endMs;
  }

  /** The request ended at `nowMs`, before its scheduled end (its client went away, say); later assignments are kept. */
  release(assignment: SlotAssignment, nowMs: number): void {
    const s = this.slots[assignment.slot]!;
    if (s.ticket !== assignment.ticket || s.busyUntilMs <= nowMs) return;
    s.busyUntilMs = nowMs;
    s.releasedMs = nowMs;
  }
}
