/**
 * Capacity through the probe pool: the closed-loop capacity run of bench/capacity.ts, probing in-process and in
 * 1, 2, … worker threads, against the same load servers. The timing error of each event is measured in the worker
 * (read stamp − the load server's send stamp, both on the system monotonic clock), with the sample's t0 moved onto
 * this thread's timeline by the pool. CPU is the whole process (every thread) and each load server.
 * Usage: npm run bench:pool [-- --concurrency 256,512 --workers 0,1,2 --rate 100 --seconds 6 --servers 1]
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DEFAULT_TIMEOUTS } from '../src/config/types.js';
import { createProbeAgent } from '../src/probe/dispatcher.js';
import { probe } from '../src/probe/probe.js';
import type { ProbeRequest } from '../src/probe/request.js';
import type { Sample } from '../src/probe/sample.js';
import { sendStampNs } from '../src/runner/event-stamp.js';
import { createProbePool } from '../src/runner/probe-pool.js';
import { clockOffsetMs, Float64List, pct, printTable, quantileSorted } from './load/drive.js';
import { loadHeader, startLoadProcesses, type LoadProcess, type LoadSpec, type LoadStats } from './load/load-process.js';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '256,512' },
    workers: { type: 'string', default: '0,1,2' },
    rate: { type: 'string', default: '100' },
    'stream-seconds': { type: 'string', default: '2' },
    seconds: { type: 'string', default: '6' },
    servers: { type: 'string', default: '1' },
    'tick-ms': { type: 'string', default: '1' },
  },
});
const levels = values.concurrency.split(',').map(Number);
const workerCounts = values.workers.split(',').map(Number);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const spec: LoadSpec = { events: Math.round(rate * Number(values['stream-seconds'])), tokensPerSecond: rate, ttftMs: 20 };

/** One request and its (stamp relative to t0, send stamp ns) pairs, however it is probed. */
type Prober = (req: ProbeRequest) => Promise<{ sample: Sample; eventStamps: ArrayLike<number> }>;

interface Mode {
  name: string;
  prober: Prober;
  close(): Promise<void>;
}

async function inProcess(): Promise<Mode> {
  const agent = createProbeAgent({ connections: null });
  return {
    name: 'in-process',
    prober: async (req) => {
      const stamps: number[] = [];
      const sample = await probe(req, {
        dispatcher: agent,
        onEvent: (data, stampMs) => {
          const sentNs = sendStampNs(data);
          if (sentNs !== null) stamps.push(stampMs, sentNs);
        },
      });
      return { sample, eventStamps: stamps };
    },
    close: () => agent.close(),
  };
}

async function pooled(workers: number): Promise<Mode> {
  const pool = createProbePool({ workers, secrets: [], recordEventStamps: true });
  await pool.ready();
  return {
    name: `${workers} worker${workers === 1 ? '' : 's'}`,
    prober: async (req) => {
      const { sample, eventStamps } = await pool.probeWithStamps(req);
      return { sample, eventStamps: eventStamps ?? [] };
    },
    close: () => pool.close(),
  };
}

interface LevelResult {
  errorsMs: Float64Array;
  events: number;
  failed: number;
  wallS: number;
  processCpu: number;
  serverCpu: number[];
}

/**
 * Steady state, as bench:capacity: stream starts are spread over one stream length, and only events read in the
 * window [one stream length, + durationS) count, so neither the start-up burst nor lockstep restarts are in it.
 */
async function drive(prober: Prober, servers: LoadProcess[], concurrency: number, durationS: number, offsetMs: number): Promise<LevelResult> {
  const header = loadHeader(spec);
  const errors = new Float64List();
  let events = 0;
  let failed = 0;
  const streamMs = Number(values['stream-seconds']) * 1000;
  const fromMs = performance.now() + streamMs;
  const toMs = fromMs + durationS * 1000;
  const loop = async (w: number): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, (w / concurrency) * streamMs));
    for (let round = 0; performance.now() < toMs; round++) {
      const server = servers[w % servers.length]!;
      const { sample, eventStamps } = await prober({
        url: `${server.url}/v1/chat/completions`,
        headers: { 'x-load': header },
        body: { model: 'load', messages: [{ role: 'user', content: `bench ${w}.${round}` }], max_tokens: spec.events },
        timeouts: DEFAULT_TIMEOUTS,
        captureHeaders: [],
        retries: 0,
        meta: { item: w, turn: round, endpoint: 'load', scenario: 'bench', cache: 'cold' },
      });
      if (sample.error) {
        if (sample.t0 + (sample.endMs ?? 0) >= fromMs) failed++;
        continue;
      }
      // t0 is on this thread's performance.now() timeline (the pool converts it); offsetMs puts it on hrtime's.
      const t0 = sample.t0 + offsetMs;
      for (let i = 0; i < eventStamps.length; i += 2) {
        const at = sample.t0 + eventStamps[i]!;
        if (at < fromMs || at >= toMs) continue;
        errors.push(t0 + eventStamps[i]! - eventStamps[i + 1]! / 1e6);
        events++;
      }
    }
  };
  let before: LoadStats[] = [];
  let cpuBefore = process.cpuUsage();
  let after: LoadStats[] = [];
  let cpu = cpuBefore;
  // Snapshots at the window's edges (timers, so the measured streams keep running through them).
  const opened = new Promise<void>((resolve) =>
    setTimeout(() => {
      cpuBefore = process.cpuUsage();
      void Promise.all(servers.map((s) => s.stats())).then((b) => {
        before = b;
        resolve();
      });
    }, fromMs - performance.now()),
  );
  const closed = new Promise<void>((resolve) =>
    setTimeout(() => {
      // process.cpuUsage is the whole process: every worker thread is in it.
      cpu = process.cpuUsage(cpuBefore);
      void Promise.all(servers.map((s) => s.stats())).then((a) => {
        after = a;
        resolve();
      });
    }, toMs - performance.now()),
  );
  await Promise.all([...Array.from({ length: concurrency }, (_, w) => loop(w)), opened, closed]);
  const wallMs = toMs - fromMs;
  return {
    errorsMs: errors.sorted(),
    events,
    failed,
    wallS: wallMs / 1000,
    processCpu: (cpu.user + cpu.system) / 1000 / wallMs,
    serverCpu: after.map((a, i) => cpuShare(before[i]!, a, wallMs)),
  };
}

function cpuShare(before: LoadStats, after: LoadStats, wallMs: number): number {
  return (after.cpuUserUs + after.cpuSystemUs - before.cpuUserUs - before.cpuSystemUs) / 1000 / wallMs;
}

const servers = await startLoadProcesses(Number(values.servers), Number(values['tick-ms']));
try {
  const offsetMs = clockOffsetMs();
  const rows: string[][] = [];
  for (const workers of workerCounts) {
    const mode = workers === 0 ? await inProcess() : await pooled(workers);
    try {
      // Connections opened and code warmed before the measured levels.
      await drive(mode.prober, servers, 8, 0.5, offsetMs);
      for (const c of levels) {
        const res = await drive(mode.prober, servers, c, seconds, offsetMs);
        const e = res.errorsMs;
        rows.push([
          mode.name,
          String(c),
          (res.events / res.wallS).toFixed(0),
          quantileSorted(e, 0.5).toFixed(3),
          quantileSorted(e, 0.99).toFixed(3),
          (e[e.length - 1] ?? NaN).toFixed(1),
          pct(res.processCpu),
          ((res.processCpu * res.wallS * 1e6) / Math.max(1, res.events)).toFixed(2),
          res.serverCpu.map(pct).join('+'),
          String(res.failed),
        ]);
      }
    } finally {
      await mode.close();
    }
  }
  console.log(
    `probe pool capacity at ${rate} tok/s per stream, ${spec.events} events/stream, ${seconds} s per level, ${servers.length} load server(s), load avg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(['probe', 'streams', 'events/s', 'err p50 ms', 'err p99 ms', 'err max ms', 'process cpu', 'cpu µs/event', 'server cpu', 'failed'], rows);
  console.log(`node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}; process cpu counts every thread (100% = one core)`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
