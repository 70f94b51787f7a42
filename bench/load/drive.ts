/**
 * Drives the real probe against load servers and measures its timestamp error: the load server stamps
 * each write with process.hrtime.bigint(); the probe stamps the socket read that delivered it with
 * performance.now(). Both read the system monotonic clock, so once performance.now() is put on the
 * hrtime scale, (probe stamp − send stamp) is what the measuring side adds: loopback transfer,
 * event-loop latency and the parsing queue.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Agent } from 'undici';
import { DEFAULT_TIMEOUTS } from '../../src/config/types.js';
import { createProbeAgent } from '../../src/probe/dispatcher.js';
import { probe } from '../../src/probe/probe.js';
import { loadHeader, type LoadProcess, type LoadSpec, type LoadStats } from './load-process.js';

/** hrtime (ms) − performance.now(): fixed within a process; the tightest bracketing read wins. */
export function clockOffsetMs(): number {
  let best = 0;
  let bestGap = Infinity;
  for (let i = 0; i < 5000; i++) {
    const before = performance.now();
    const hrMs = Number(process.hrtime.bigint()) / 1e6;
    const after = performance.now();
    if (after - before < bestGap) {
      bestGap = after - before;
      best = hrMs - (before + after) / 2;
    }
  }
  return best;
}

/** A growable float64 list (millions of values without a boxed number each). */
export class Float64List {
  private data = new Float64Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  sorted(): Float64Array {
    return this.data.slice(0, this.length).sort();
  }
}

export interface DriveOptions {
  servers: LoadProcess[];
  concurrency: number;
  spec: LoadSpec;
  /** Streams per worker (closed loop); ignored when durationS is set. */
  rounds?: number;
  /** Keep starting streams until this much time has passed. */
  durationS?: number;
  /** Sample event-loop delay (adds a 1 ms timer of its own, so off for the quiet timing runs). */
  loopLag?: boolean;
  agent?: Agent;
}

export interface DriveResult {
  errorsMs: Float64Array;
  events: number;
  streams: number;
  failed: number;
  wallS: number;
  /** CPU used by this process, as a share of one core. */
  probeCpu: number;
  /** CPU used by each load server, as a share of one core. */
  serverCpu: number[];
  loopLagP99Ms: number | null;
  loopLagMaxMs: number | null;
  /** Share of the wall time this process's main thread was runnable but waiting for a CPU (Linux), else null. */
  probeRunQueueWait: number | null;
  serverRunQueueWait: (number | null)[];
}

/** Nanoseconds a thread has waited on a run queue (second field of /proc/<pid>/schedstat), or null. */
function runQueueWaitNs(pid: number | 'self'): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
  } catch {
    return null;
  }
}

function waitShare(before: number | null, after: number | null, wallMs: number): number | null {
  return before === null || after === null ? null : (after - before) / 1e6 / wallMs;
}

export async function drive(options: DriveOptions, offsetMs: number): Promise<DriveResult> {
  const { servers, concurrency, spec } = options;
  const agent = options.agent ?? createProbeAgent({ connections: null });
  const header = loadHeader(spec);
  const errors = new Float64List();
  let events = 0;
  let streams = 0;
  let failed = 0;
  const deadline = options.durationS === undefined ? Infinity : performance.now() + options.durationS * 1000;
  const rounds = options.durationS === undefined ? (options.rounds ?? 1) : Infinity;

  const one = async (worker: number, round: number): Promise<void> => {
    const server = servers[worker % servers.length]!;
    const pending: number[] = [];
    const sample = await probe(
      {
        url: `${server.url}/v1/chat/completions`,
        headers: { 'x-load': header },
        body: { model: 'load', messages: [{ role: 'user', content: `bench ${worker}.${round}` }], max_tokens: spec.events },
        timeouts: DEFAULT_TIMEOUTS,
        captureHeaders: [],
        retries: 0,
        meta: { item: worker, turn: round, endpoint: 'load', scenario: 'bench', cache: 'cold' },
      },
      {
        dispatcher: agent,
        // Pairs are kept as two numbers; t0 is only known from the sample, so the shift happens at the end.
        onEvent: (event, stampMs) => {
          const sentNs = event.sim_t_ns;
          if (typeof sentNs === 'number') pending.push(stampMs, sentNs);
        },
      },
    );
    streams++;
    if (sample.error) {
      failed++;
      return;
    }
    const t0 = sample.t0 + offsetMs;
    for (let i = 0; i < pending.length; i += 2) errors.push(t0 + pending[i]! - pending[i + 1]! / 1e6);
    events += pending.length / 2;
  };

  const worker = async (w: number): Promise<void> => {
    for (let r = 0; r < rounds && performance.now() < deadline; r++) await one(w, r);
  };

  const lag = options.loopLag ? monitorEventLoopDelay({ resolution: 1 }) : null;
  const before = await Promise.all(servers.map((s) => s.stats()));
  lag?.enable();
  const waitBefore = [runQueueWaitNs('self'), ...servers.map((s) => runQueueWaitNs(s.pid))];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const waitAfter = [runQueueWaitNs('self'), ...servers.map((s) => runQueueWaitNs(s.pid))];
  lag?.disable();
  const after = await Promise.all(servers.map((s) => s.stats()));
  if (options.agent === undefined) await agent.close();
  return {
    errorsMs: errors.sorted(),
    events,
    streams,
    failed,
    wallS: wallMs / 1000,
    probeCpu: (cpu.user + cpu.system) / 1000 / wallMs,
    serverCpu: after.map((a, i) => cpuShare(before[i]!, a, wallMs)),
    loopLagP99Ms: lag ? lag.percentile(99) / 1e6 : null,
    loopLagMaxMs: lag ? lag.max / 1e6 : null,
    probeRunQueueWait: waitShare(waitBefore[0]!, waitAfter[0]!, wallMs),
    serverRunQueueWait: servers.map((_, i) => waitShare(waitBefore[i + 1]!, waitAfter[i + 1]!, wallMs)),
  };
}

function cpuShare(before: LoadStats, after: LoadStats, wallMs: number): number {
  return (after.cpuUserUs + after.cpuSystemUs - before.cpuUserUs - before.cpuSystemUs) / 1000 / wallMs;
}

/** Type-7 quantile of an ascending array. */
export function quantileSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

export function pct(share: number): string {
  return `${(share * 100).toFixed(0)}%`;
}
