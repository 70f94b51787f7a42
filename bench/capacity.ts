/**
 * Capacity: concurrent streams and SSE events/s the probe sustains while its timestamp error stays
 * within target, with event-loop delay and the CPU of each process (who saturates first).
 * Streams restart as they finish (closed loop), so connections are reused; the first starts are spread
 * over one stream length and that first stream length is not counted (steady state: no burst of new
 * connections or synchronised restarts in the figures; `bench:timing` keeps the start-up burst).
 * Each level is also read by a bare socket (load/raw-floor.ts, same streams, same closed loop): the row
 * shows what the machine itself sustains, and its µs/event is the floor under the probe's.
 * Usage: npm run bench:capacity [-- --concurrency 256,1000,2000 --rate 100 --seconds 6 --servers 1 --floor true]
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { clockOffsetMs, drive, pct, printTable, quantileSorted } from './load/drive.js';
import { startLoadProcesses } from './load/load-process.js';
import { rawLevel } from './load/raw-floor.js';
import { replayProbeCpu } from './load/replay.js';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '256,512,1000,1500,2000' },
    rate: { type: 'string', default: '100' },
    'stream-seconds': { type: 'string', default: '2' },
    seconds: { type: 'string', default: '6' },
    servers: { type: 'string', default: '1' },
    'tick-ms': { type: 'string', default: '1' },
    'target-p99-ms': { type: 'string', default: '5' },
    floor: { type: 'string', default: 'true' },
  },
});
const levels = values.concurrency.split(',').map(Number);
const rate = Number(values.rate);
const targetMs = Number(values['target-p99-ms']);
const streamS = Number(values['stream-seconds']);
const spec = { events: Math.round(rate * streamS), tokensPerSecond: rate, ttftMs: 20 };
const withFloor = values.floor !== 'false';
const usPerEvent = (cpuShare: number, wallS: number, events: number): string => ((cpuShare * wallS * 1e6) / Math.max(1, events)).toFixed(2);

const servers = await startLoadProcesses(Number(values.servers), Number(values['tick-ms']));
try {
  const offsetMs = clockOffsetMs();
  await drive({ servers, concurrency: 8, spec: { ...spec, events: 50 }, rounds: 2 }, offsetMs);
  const rows: string[][] = [];
  let best: { streams: number; eventsPerS: number } | null = null;
  for (const c of levels) {
    const res = await drive(
      { servers, concurrency: c, spec, durationS: Number(values.seconds), rampS: streamS, warmupS: streamS, loopLag: true },
      offsetMs,
    );
    const e = res.errorsMs;
    const p99 = quantileSorted(e, 0.99);
    const eventsPerS = res.events / res.wallS;
    const within = p99 < targetMs && res.failed === 0;
    if (within && (best === null || eventsPerS > best.eventsPerS)) best = { streams: c, eventsPerS };
    const serverTotal = res.serverCpu.reduce((a, b) => a + b, 0);
    // Waiting for a CPU while using less than one means the machine (other processes), not the probe, is short.
    const waiting = (res.probeRunQueueWait ?? 0) > 0.2;
    const saturated =
      res.probeCpu > 0.9
        ? 'probe'
        : res.serverCpu.some((s) => s > 0.9)
          ? 'server'
          : waiting || res.probeCpu + serverTotal > 1.8
            ? 'machine'
            : '–';
    rows.push([
      String(c),
      eventsPerS.toFixed(0),
      (res.events / Math.max(1, res.reads)).toFixed(2),
      quantileSorted(e, 0.5).toFixed(3),
      p99.toFixed(3),
      (e[e.length - 1] ?? NaN).toFixed(1),
      (res.loopLagP99Ms ?? NaN).toFixed(2),
      pct(res.probeCpu),
      // CPU per event is steadier than latency on a shared machine: one core's worth of it bounds capacity.
      usPerEvent(res.probeCpu, res.wallS, res.events),
      res.serverCpu.map(pct).join('+'),
      res.probeRunQueueWait === null ? '–' : pct(res.probeRunQueueWait),
      saturated,
      String(res.failed),
      within ? 'yes' : 'no',
    ]);
    if (!withFloor) continue;
    const floor = await rawLevel(servers, c, spec, { durationS: Number(values.seconds), rampS: streamS, warmupS: streamS }, offsetMs);
    const f = floor.errorsMs;
    rows.push([
      `${c} (bare socket)`,
      (floor.events / floor.wallS).toFixed(0),
      (floor.events / Math.max(1, floor.reads)).toFixed(2),
      quantileSorted(f, 0.5).toFixed(3),
      quantileSorted(f, 0.99).toFixed(3),
      (f[f.length - 1] ?? NaN).toFixed(1),
      '–',
      pct(floor.cpu),
      usPerEvent(floor.cpu, floor.wallS, floor.events),
      '–',
      '–',
      '–',
      '0',
      'floor',
    ]);
  }
  console.log(
    `capacity at ${rate} tok/s per stream, ${spec.events} events/stream, ${values.seconds} s counted per level after ${streamS} s of ramp-up, ${servers.length} load server(s), load avg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(
    [
      'streams',
      'events/s',
      'events/read',
      'err p50 ms',
      'err p99 ms',
      'err max ms',
      'loop lag p99 ms',
      'probe cpu',
      'probe µs/event',
      'server cpu',
      'probe runq wait',
      'saturated',
      'failed',
      `p99 < ${targetMs} ms`,
    ],
    rows,
  );
  console.log(
    best === null
      ? 'no level stayed within target'
      : `sustained within target: ${best.streams} streams, ${best.eventsPerS.toFixed(0)} events/s`,
  );
  // The probe's JS alone (no sockets, no undici parser): the steadiest figure for a change to the probe.
  const replays: number[] = [];
  for (let i = 0; i < 3; i++) replays.push((await replayProbeCpu(64, 10)).cpuUsPerEvent);
  console.log(`probe's own cpu per event (replayed reads, no sockets, best of 3): ${Math.min(...replays).toFixed(2)} µs`);
  console.log(`node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
