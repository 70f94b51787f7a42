import type { ClientHealthLook, LoopDelay } from '../../runner/index.js';

/**
 * A look whose stamping loops were held past either bound: its stamps may be late by as much. bench/client-health.ts
 * measured the figures behind them (docs/metrics.md, "The client's health").
 */
export const HELD_LOOP_P99_MS = 50;
export const HELD_LOOP_MAX_MS = 100;

/** A look the measuring client was starved in, with the figures that say so. */
export interface HeldLoop {
  look: number;
  /** The longest a loop that stamps reads was held in the look. */
  holdMs: number;
  /** The worst p99 delay of those loops. */
  p99Ms: number;
  cpuCoreShare: number;
  loadAvg1m: number;
  cores: number;
  stealShare: number | null;
}

/** The looks whose stamping loops were held long, in order. */
export function heldLoops(looks: readonly ClientHealthLook[]): HeldLoop[] {
  return looks.flatMap((l) => {
    const loops = stampingLoops(l);
    const holdMs = Math.max(...loops.map((d) => d.maxMs));
    const p99Ms = Math.max(...loops.map((d) => d.p99Ms));
    if (p99Ms <= HELD_LOOP_P99_MS && holdMs <= HELD_LOOP_MAX_MS) return [];
    return [
      {
        look: l.look,
        holdMs,
        p99Ms,
        cpuCoreShare: l.cpu.coreShare,
        loadAvg1m: l.load.avg1m,
        cores: l.load.cores,
        stealShare: l.stealShare,
      },
    ];
  });
}

/**
 * The loops whose delay makes stamps late: the probe workers' when requests are probed there (this thread then only
 * starts requests and keeps results), else this thread's.
 */
export function stampingLoops(look: ClientHealthLook): LoopDelay[] {
  return look.workers !== undefined && look.workers.length > 0 ? look.workers : [look.loopDelay];
}
