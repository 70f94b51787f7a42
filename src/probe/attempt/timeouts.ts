// setTimeout treats anything above this as 1 ms (with a warning).
const MAX_DELAY_MS = 2_147_483_647;

/**
 * One timer per request, armed for the nearest pending deadline. Deadlines that move later (idle, as
 * reads arrive) do not touch the timer: when it fires the owner re-checks its stamps and asks for the
 * next deadline. Only a deadline earlier than the armed one re-arms it, so nothing is done per chunk.
 */
export class DeadlineTimer {
  private handle: ReturnType<typeof setTimeout> | null = null;
  private firesAtMs = Infinity;

  constructor(private readonly onFire: () => void) {}

  /** Makes sure the timer fires no later than `atMs` (a `performance.now()` value). */
  ensureBy(atMs: number, nowMs: number): void {
    if (!(atMs < Infinity)) return;
    if (this.handle !== null && this.firesAtMs <= atMs) return;
    if (this.handle !== null) clearTimeout(this.handle);
    this.firesAtMs = atMs;
    this.handle = setTimeout(this.fire, Math.min(MAX_DELAY_MS, Math.max(0, Math.ceil(atMs - nowMs))));
  }

  clear(): void {
    if (this.handle === null) return;
    clearTimeout(this.handle);
    this.handle = null;
    this.firesAtMs = Infinity;
  }

  private readonly fire = (): void => {
    this.handle = null;
    this.firesAtMs = Infinity;
    this.onFire();
  };
}

/** A configured timeout as a duration; zero, negative or non-finite means "no deadline". */
export function timeoutMs(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : Infinity;
}
