// The runner's clocks: the time source scheduling waits on, and where a thread's stamps lie on the monotonic clock.
/** Time source for scheduling (not for measuring: the probe stamps with performance.now itself). */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || signal?.aborted) {
        resolve();
        return;
      }
      const onAbort = (): void => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

const READS = 2_000;

/**
 * Where this thread's `performance.now()` zero lies on the system monotonic clock (`process.hrtime`, ms).
 * Every thread of a process reads the same monotonic clock, so the difference of two threads' origins converts
 * stamps between them exactly. `performance.timeOrigin` cannot do that: it is a wall-clock reading (NTP may slew
 * it against the monotonic clock) and whether a worker gets its own origin differs between Node versions.
 * The tightest bracketing pair of reads wins; its error is half the gap, well under a microsecond.
 */
export function monotonicOriginMs(): number {
  let best = 0;
  let bestGapMs = Infinity;
  for (let i = 0; i < READS; i++) {
    const before = performance.now();
    const hrMs = Number(process.hrtime.bigint()) / 1e6;
    const after = performance.now();
    if (after - before < bestGapMs) {
      bestGapMs = after - before;
      best = hrMs - (before + after) / 2;
    }
  }
  return best;
}
