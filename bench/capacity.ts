/**
 * Capacity: concurrent streams and SSE events/s the probe sustains while its timestamp error stays
 * within target, with event-loop delay and the CPU of each process (who saturates first).
 * Streams restart as they finish (closed loop), so connections are reused and starts are spread out.
 * Usage: npm run bench:capacity [-- --concurrency 256,1000,2000 --rate 100 --seconds 6 --servers 1]
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { clockOffsetMs, drive, pct, printTable, quantileSorted } from './load/drive.js';
import { startLoadProcesses } from './load/load-process.js';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '256,512,1000,1500,2000' },
    rate: { type: 'string', default: '100' },
    'stream-seconds': { type: 'string', default: '2' },
    seconds: { type: 'string', default: '6' },
    servers: { type: 'string', default: '1' },
    'tick-ms': { type: 'string', default: '1' },
    'target-p99-ms': { type: 'string', default: '5' },
  },
});
const levels = values.concurrency.split(',').map(Number);
const rate = Number(values.rate);
const targetMs = Number(values['target-p99-ms']);
const spec = { events: Math.round(rate * Number(values['stream-seconds'])), tokensPerSecond: rate, ttftMs: 20 };

const servers = await startLoadProcesses(Number(values.servers), Number(values['tick-ms']));
try {
  const offsetMs = clockOffsetMs();
  await drive({ servers, concurrency: 8, spec: { ...spec, events: 50 }, rounds: 2 }, offsetMs);
  const rows: string[][] = [];
  let best: { streams: number; eventsPerS: number } | null = null;
  for (const c of levels) {
    const res = await drive({ servers, concurrency: c, spec, durationS: Number(values.seconds), loopLag: true }, offsetMs);
    const e = res.errorsMs;
    const p99 = quantileSorted(e, 0.99);
    const eventsPerS = res.events / res.wallS;
    const within = p99 < targetMs && res.failed === 0;
    if (within && (best === null || eventsPerS > best.eventsPerS)) best = { streams: c, eventsPerS };
    const serverTotal = res.serverCpu.reduce((a, b) => a + b, 0);
    // Waiting for a CPU while using less than one means the machine (other processes), not the probe, is short.
    const waiting = (res.probeRunQueueWait ?? 0) > 0.2;
    const saturated =
      res.probeCpu > 0.9 ? 'probe' : res.serverCpu.some((s) => s > 0.9) ? 'server' : waiting || res.probeCpu + serverTotal > 1.8 ? 'machine' : '–';
    rows.push([
      String(c),
      eventsPerS.toFixed(0),
      quantileSorted(e, 0.5).toFixed(3),
      p99.toFixed(3),
      (e[e.length - 1] ?? NaN).toFixed(1),
      (res.loopLagP99Ms ?? NaN).toFixed(2),
      pct(res.probeCpu),
      // CPU per event is steadier than latency on a shared machine: one core's worth of it bounds capacity.
      ((res.probeCpu * res.wallS * 1e6) / Math.max(1, res.events)).toFixed(2),
      res.serverCpu.map(pct).join('+'),
      res.probeRunQueueWait === null ? '–' : pct(res.probeRunQueueWait),
      saturated,
      String(res.failed),
      within ? 'yes' : 'no',
    ]);
  }
  console.log(`capacity at ${rate} tok/s per stream, ${spec.events} events/stream, ${values.seconds} s per level, ${servers.length} load server(s), load avg ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  printTable(['streams', 'events/s', 'err p50 ms', 'err p99 ms', 'err max ms', 'loop lag p99 ms', 'probe cpu', 'probe µs/event', 'server cpu', 'probe runq wait', 'saturated', 'failed', `p99 < ${targetMs} ms`], rows);
  console.log(best === null ? 'no level stayed within target' : `sustained within target: ${best.streams} streams, ${best.eventsPerS.toFixed(0)} events/s`);
  console.log(`node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
