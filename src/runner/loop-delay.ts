import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** How late this thread's event loop ran a timer over a stretch of time (ms beyond the timer's own interval). */
export interface LoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * The monitor's timer interval. 10 ms costs about 0.35 % of a core (1 ms costs 1.2 %); a loop held for L ms shows as a
 * delay between L − 10 and L ms, which is fine at the tens of milliseconds that matter here.
 */
export const LOOP_DELAY_RESOLUTION_MS = 10;

/** A running `monitorEventLoopDelay` of this thread: read and start over with `take`, stop with `stop`. */
export interface LoopDelayMonitor {
  take(): LoopDelay;
  stop(): void;
}

export function startLoopDelayMonitor(): LoopDelayMonitor {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  histogram.enable();
  return {
    take: () => {
      const delay = readDelay(histogram);
      histogram.reset();
      return delay;
    },
    stop: () => histogram.disable(),
  };
}

// The histogram holds whole intervals between the timer's runs (ns); the delay is what exceeds the interval.
function readDelay(h: IntervalHistogram): LoopDelay {
  if (h.count === 0) return { p50Ms: 0, p99Ms: 0, maxMs: 0 };
  const ms = (ns: number): number => Math.round(Math.max(0, ns / 1e6 - LOOP_DELAY_RESOLUTION_MS) * 10) / 10;
  return { p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) };
}
