/**
 * Capacity through the probe pool: the closed-loop capacity run of bench/capacity.ts, probing in-process and in
 * 1, 2, … worker threads, against the same load servers. The timing error of each event is measured in the worker
 * (read stamp − the load server's send stamp, both on the system monotonic clock), with the sample's t0 moved onto
 * this thread's timeline by the pool. CPU is the whole process (every thread) and each load server.
 * Usage: npm run bench:pool [-- --concurrency 256,512 --workers 0,1,2,auto --rate 100 --seconds 6 --servers 1]
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { clockOffsetMs, drive, pct, printTable, quantileSorted } from './load/drive.js';
import { parseWorkerSettings, probeMode } from './load/probe-mode.js';
import { rawLevel } from './load/raw-floor.js';
import { startLoadProcesses, type LoadSpec } from './load/load-process.js';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '256,512' },
    workers: { type: 'string', default: '0,1,2' },
    rate: { type: 'string', default: '100' },
    'stream-seconds': { type: 'string', default: '2' },
    seconds: { type: 'string', default: '6' },
    servers: { type: 'string', default: '1' },
    'tick-ms': { type: 'string', default: '1' },
    /** A bare socket reading the same streams at each level first: what the machine itself sustains. */
    floor: { type: 'string', default: 'true' },
  },
});
const levels = values.concurrency.split(',').map(Number);
const workerCounts = parseWorkerSettings(values.workers);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const streamS = Number(values['stream-seconds']);
const spec: LoadSpec = { events: Math.round(rate * streamS), tokensPerSecond: rate, ttftMs: 20 };

const servers = await startLoadProcesses(Number(values.servers), Number(values['tick-ms']));
try {
  const offsetMs = clockOffsetMs();
  const rows: string[][] = [];
  if (values.floor !== 'false') {
    for (const c of levels) {
      const floor = await rawLevel(servers, c, spec, { durationS: seconds, rampS: streamS, warmupS: streamS }, offsetMs);
      const f = floor.errorsMs;
      rows.push([
        'bare socket (floor)',
        String(c),
        (floor.events / floor.wallS).toFixed(0),
        quantileSorted(f, 0.5).toFixed(3),
        quantileSorted(f, 0.99).toFixed(3),
        (f[f.length - 1] ?? NaN).toFixed(1),
        pct(floor.cpu),
        ((floor.cpu * floor.wallS * 1e6) / Math.max(1, floor.events)).toFixed(2),
        '–',
        '0',
      ]);
    }
  }
  for (const workers of workerCounts) {
    for (const c of levels) {
      // One pool per level: `auto` resolves at each level's streams as a run's would.
      const m = await probeMode(workers, c);
      const prober = m.prober === undefined ? {} : { prober: m.prober };
      try {
        // Connections opened and code warmed before the measured level.
        await drive({ servers, concurrency: 8, spec: { ...spec, events: 50 }, rounds: 2, ...prober }, offsetMs);
        // Steady state, as bench:capacity: starts spread over one stream length, then `seconds` counted.
        const res = await drive(
          { servers, concurrency: c, spec, durationS: seconds, rampS: streamS, warmupS: streamS, ...prober },
          offsetMs,
        );
        const e = res.errorsMs;
        rows.push([
          m.name,
          String(c),
          (res.events / res.wallS).toFixed(0),
          quantileSorted(e, 0.5).toFixed(3),
          quantileSorted(e, 0.99).toFixed(3),
          (e[e.length - 1] ?? NaN).toFixed(1),
          // process.cpuUsage is the whole process: every worker thread is in it.
          pct(res.probeCpu),
          ((res.probeCpu * res.wallS * 1e6) / Math.max(1, res.events)).toFixed(2),
          res.serverCpu.map(pct).join('+'),
          String(res.failed),
        ]);
      } finally {
        await m.close();
      }
    }
  }
  console.log(
    `probe pool capacity at ${rate} tok/s per stream, ${spec.events} events/stream, ${seconds} s per level, ${servers.length} load server(s), load avg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(
    ['probe', 'streams', 'events/s', 'err p50 ms', 'err p99 ms', 'err max ms', 'process cpu', 'cpu µs/event', 'server cpu', 'failed'],
    rows,
  );
  console.log(`node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}; process cpu counts every thread (100% = one core)`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
