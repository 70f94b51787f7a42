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
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe, type ProbeRequest } from '../../src/probe/probe.js';
import type { Sample } from '../../src/probe/sample.js';
import { sendStampNs } from '../../src/runner/event-stamp.js';
import { monotonicOriginMs } from '../../src/runner/clock.js';
import { loadHeader, type LoadProcess, type LoadSpec, type LoadStats } from './load-process.js';

/** hrtime (ms) − performance.now(): fixed within a thread; the same measurement the probe pool uses. */
export const clockOffsetMs = monotonicOriginMs;

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
  /** Keep starting streams until this much time has passed (after the warm-up, when there is one). */
  durationS?: number;
  /**
   * Steady state: worker w starts its first stream w/concurrency × rampS after the others, so stream
   * starts and ends (new requests, response headers) are spread out instead of arriving in one burst
   * every stream length; with warmupS, only what happens in the window [warmupS, warmupS + durationS)
   * is counted (events, reads, CPU, loop delay, run-queue wait). Without them every stream starts at
   * once and the start-up burst is in the figures, as `bench:timing` intends.
   */
  rampS?: number;
  warmupS?: number;
  /** Sample event-loop delay (adds a 1 ms timer of its own, so off for the quiet timing runs). */
  loopLag?: boolean;
  agent?: Agent;
  /** How each request is probed; default the in-process probe on `agent` (bench:pool passes the probe pool). */
  prober?: Prober;
}

/** One request and its flat (read stamp relative to t0, send stamp ns) pairs. */
export type Prober = (req: ProbeRequest) => Promise<{ sample: Sample; eventStamps: Float64Array }>;

/** The in-process probe, recording stamp pairs through its benchmark hook. */
function inProcessProber(agent: Agent, eventsPerStream: number): Prober {
  return async (req) => {
    // A typed array sized for the stream: the benchmark's own bookkeeping must not add to the heap the probe's
    // young-generation collections copy (their pauses are in the error being measured).
    const pending = new Float64Array(2 * eventsPerStream);
    let recorded = 0;
    const sample = await probe(req, {
      dispatcher: agent,
      // Pairs are kept as two numbers; t0 is only known from the sample, so the shift happens at the end.
      onEvent: (data, stampMs) => {
        const sentNs = sendStampNs(data);
        if (sentNs !== null && recorded < pending.length) {
          pending[recorded++] = stampMs;
          pending[recorded++] = sentNs;
        }
      },
    });
    return { sample, eventStamps: pending.subarray(0, recorded) };
  };
}

export interface DriveResult {
  errorsMs: Float64Array;
  events: number;
  /** Socket reads that delivered body bytes (events/read > 1 means the reads carried several events). */
  reads: number;
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

interface Snapshot {
  atMs: number;
  cpu: NodeJS.CpuUsage;
  waits: (number | null)[];
  stats: Promise<LoadStats[]>;
}

function snapshot(servers: LoadProcess[]): Snapshot {
  return {
    atMs: performance.now(),
    cpu: process.cpuUsage(),
    waits: [runQueueWaitNs('self'), ...servers.map((s) => runQueueWaitNs(s.pid))],
    stats: Promise.all(servers.map((s) => s.stats())),
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function drive(options: DriveOptions, offsetMs: number): Promise<DriveResult> {
  const { servers, concurrency, spec } = options;
  const ownAgent = options.prober === undefined && options.agent === undefined ? createProbeAgent({ connections: null }) : null;
  const prober = options.prober ?? inProcessProber((options.agent ?? ownAgent)!, spec.events);
  const header = loadHeader(spec);
  const errors = new Float64List();
  let events = 0;
  let reads = 0;
  let streams = 0;
  let failed = 0;
  const warmupMs = (options.warmupS ?? 0) * 1000;
  const rampMs = (options.rampS ?? 0) * 1000;
  const started = performance.now();
  const deadline = options.durationS === undefined ? Infinity : started + warmupMs + options.durationS * 1000;
  const rounds = options.durationS === undefined ? (options.rounds ?? 1) : Infinity;
  // The counted window, in performance.now() time; set when its snapshots are taken.
  let fromMs = Infinity;
  let toMs = Infinity;

  const one = async (worker: number, round: number): Promise<void> => {
    const server = servers[worker % servers.length]!;
    const { sample, eventStamps: pending } = await prober({
      url: `${server.url}/v1/chat/completions`,
      headers: { 'x-load': header },
      body: { model: 'load', messages: [{ role: 'user', content: `bench ${worker}.${round}` }], max_tokens: spec.events },
      timeouts: DEFAULT_TIMEOUTS,
      captureHeaders: [],
      retries: 0,
      meta: { item: worker, turn: round, endpoint: 'load', scenario: 'bench', cache: 'cold' },
    });
    streams++;
    if (sample.error) {
      // A failure inside the window counts; one that ended before it does not.
      if (sample.t0 + (sample.endMs ?? 0) >= fromMs) failed++;
      return;
    }
    const t0 = sample.t0 + offsetMs;
    for (let i = 0; i < pending.length; i += 2) {
      const at = sample.t0 + pending[i]!;
      if (at < fromMs || at >= toMs) continue;
      errors.push(t0 + pending[i]! - pending[i + 1]! / 1e6);
      events++;
    }
    for (const readMs of sample.readMs) {
      const at = sample.t0 + readMs;
      if (at >= fromMs && at < toMs) reads++;
    }
  };

  const worker = async (w: number): Promise<void> => {
    if (rampMs > 0) await sleep((w / concurrency) * rampMs);
    for (let r = 0; r < rounds && performance.now() < deadline; r++) await one(w, r);
  };

  const lag = options.loopLag ? monitorEventLoopDelay({ resolution: 1 }) : null;
  let first: Snapshot | null = null;
  let last: Snapshot | null = null;
  const open = (): void => {
    first = snapshot(servers);
    fromMs = first.atMs;
    lag?.enable();
  };
  const close = (): void => {
    if (last !== null) return;
    last = snapshot(servers);
    toMs = last.atMs;
    lag?.disable();
  };
  if (warmupMs > 0) setTimeout(open, warmupMs);
  else open();
  const closer = deadline < Infinity && warmupMs > 0 ? setTimeout(close, deadline - performance.now()) : null;
  // Started as the runner starts them (src/runner/run-plan.ts): one per event-loop turn, not in one burst.
  const workers: Promise<void>[] = [];
  for (let w = 0; w < concurrency; w++) {
    if (w > 0 && rampMs === 0) await new Promise((resolve) => setImmediate(resolve));
    workers.push(worker(w));
  }
  await Promise.all(workers);
  if (closer !== null) clearTimeout(closer);
  close();
  const a: Snapshot = first ?? last!;
  const b: Snapshot = last!;
  const wallMs = Math.max(1, b.atMs - a.atMs);
  const cpuUs = b.cpu.user + b.cpu.system - a.cpu.user - a.cpu.system;
  const [before, after] = await Promise.all([a.stats, b.stats]);
  await ownAgent?.close();
  return {
    errorsMs: errors.sorted(),
    events,
    reads,
    streams,
    failed,
    wallS: wallMs / 1000,
    probeCpu: cpuUs / 1000 / wallMs,
    serverCpu: after.map((x, i) => cpuShare(before[i]!, x, wallMs)),
    loopLagP99Ms: lag ? lag.percentile(99) / 1e6 : null,
    loopLagMaxMs: lag ? lag.max / 1e6 : null,
    probeRunQueueWait: waitShare(a.waits[0]!, b.waits[0]!, wallMs),
    serverRunQueueWait: servers.map((_, i) => waitShare(a.waits[i + 1]!, b.waits[i + 1]!, wallMs)),
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
