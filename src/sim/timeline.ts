/** Runs actions at fixed offsets from a start time, without accumulating timer drift. */

export interface TimedAction {
  /** Offset from the start, ms. */
  atMs: number;
  run: () => void;
}

export interface Timeline {
  /** Stops before the next action; nothing is left scheduled afterwards. */
  cancel(): void;
  /** True while actions remain scheduled (not yet all run, not cancelled). */
  readonly active: boolean;
}

/**
 * Each wake-up runs every action that is due (or due within 1 ms, below timer resolution), each on
 * its own, then sleeps until the next one. Deadlines are measured from `startMs`, never from the
 * previous wake-up, so late timers are caught up rather than compounded; and at rates beyond what
 * one timer per action can keep up with, a wake-up simply finds several actions due.
 */
export function startTimeline(
  actions: readonly TimedAction[],
  startMs: number,
  onDone: () => void,
  now: () => number = () => performance.now(),
): Timeline {
  const ordered = [...actions].sort((a, b) => a.atMs - b.atMs);
  let next = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const tick = (): void => {
    timer = null;
    while (next < ordered.length) {
      const action = ordered[next]!;
      const waitMs = startMs + action.atMs - now();
      if (waitMs >= 1) {
        timer = setTimeout(tick, waitMs);
        return;
      }
      next += 1;
      action.run();
      // An action may end the response (and so cancel the timeline) synchronously.
      if (stopped) return;
    }
    stopped = true;
    onDone();
  };
  tick();

  return {
    cancel(): void {
      if (stopped) return;
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    get active(): boolean {
      return !stopped;
    },
  };
}
