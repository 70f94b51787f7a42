import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { startLoopDelayMonitor, type LoopDelay, type LoopDelayMonitor } from './loop-delay.js';

export type { LoopDelay } from './loop-delay.js';

/**
 * The measuring machine's own health over one look (docs/metrics.md, "The client's health"): a client whose event loop
 * was held stamps every read late by as much, so a stall or a coalesced stream can be the client's doing.
 */
export interface ClientHealthLook {
  look: number;
  /** Wall time the look's requests took. */
  durationMs: number;
  /** This thread's event-loop delay (where requests are stamped when probing in-process, and results are kept). */
  loopDelay: LoopDelay;
  /** Each probe worker's own event-loop delay (where requests are stamped when `run.workers` ≥ 1); absent in-process. */
  workers?: LoopDelay[];
  /** This process's CPU time over the look (every thread), and that as a share of one core's wall time. */
  cpu: { userMs: number; systemMs: number; coreShare: number };
  /** The machine's 1-minute load average at the look's end, and its cores. */
  load: { avg1m: number; cores: number };
  /** Share of the machine's CPU time the hypervisor gave to other guests over the look (Linux /proc/stat); null where the OS does not report it. */
  stealShare: number | null;
}

/** Where a look's health is read from; the defaults are this process and machine. */
export interface ClientHealthSources {
  /** The probe workers' loop delays since they were last asked (each starts over when asked); absent: probing in-process. */
  workerDelays?: () => Promise<LoopDelay[] | null>;
  nowMs?: () => number;
  /** The first line of /proc/stat, or null where there is none. */
  procStat?: () => string | null;
}

/**
 * Watches the client around each look: the event loop's delay (this thread and the probe workers'), the process's CPU,
 * the machine's load and the CPU stolen from it. Its only cost while requests run is a 10 ms timer in each thread.
 */
export class ClientHealthMonitor {
  private readonly looks: ClientHealthLook[] = [];
  private readonly nowMs: () => number;
  private readonly procStat: () => string | null;

  constructor(private readonly sources: ClientHealthSources = {}) {
    this.nowMs = sources.nowMs ?? (() => performance.now());
    this.procStat = sources.procStat ?? readProcStat;
  }

  async around<T>(look: number, run: () => Promise<T>): Promise<T> {
    // Whatever the workers saw before this look (start-up, an earlier look's tail) is not this look's. A pool that
    // cannot answer fails the look's requests with its own error; the health figures never do.
    await this.sources.workerDelays?.().catch(() => null);
    const loop: LoopDelayMonitor = startLoopDelayMonitor();
    const started = this.nowMs();
    const cpuBefore = process.cpuUsage();
    const statBefore = parseCpuLine(this.procStat());
    try {
      return await run();
    } finally {
      const loopDelay = loop.take();
      loop.stop();
      const durationMs = this.nowMs() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const workers = this.sources.workerDelays ? await this.sources.workerDelays().catch(() => null) : null;
      this.looks.push({
        look,
        durationMs: Math.round(durationMs),
        loopDelay,
        ...(workers !== null ? { workers } : {}),
        cpu: {
          userMs: Math.round(cpu.user / 1000),
          systemMs: Math.round(cpu.system / 1000),
          coreShare: durationMs > 0 ? round3((cpu.user + cpu.system) / 1000 / durationMs) : 0,
        },
        load: { avg1m: round3(loadavg()[0] ?? 0), cores: availableParallelism() },
        stealShare: stealShare(statBefore, parseCpuLine(this.procStat())),
      });
    }
  }

  /** Every look watched so far, in order. */
  results(): ClientHealthLook[] {
    return this.looks.map((l) => ({ ...l }));
  }
}

/** The aggregate `cpu` line's ticks: [total, steal]; null where the line is missing or has no steal column. */
export function parseCpuLine(line: string | null): { total: number; steal: number } | null {
  if (line === null || !line.startsWith('cpu ')) return null;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((t) => !Number.isFinite(t))) return null;
  // user nice system idle iowait irq softirq steal: guest time is already inside user and nice.
  return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7]! };
}

function stealShare(before: { total: number; steal: number } | null, after: { total: number; steal: number } | null): number | null {
  if (before === null || after === null) return null;
  const total = after.total - before.total;
  return total > 0 ? round3((after.steal - before.steal) / total) : 0;
}

function readProcStat(): string | null {
  try {
    return readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? null;
  } catch {
    return null;
  }
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
