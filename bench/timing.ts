/**
 * Timing truth: how far the probe's read stamps lag the load server's send stamps, at several
 * concurrency levels (see load/drive.ts for the method).
 * `--workers 0,auto` measures each level probed in-process and as `run.workers: auto` (the default) probes it.
 * Usage: npm run bench:timing [-- --concurrency 1,16,256,1000 --events 200 --rate 100 --repeats 3 --workers 0,auto]
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { clockOffsetMs, drive, Float64List, pct, printTable, quantileSorted } from './load/drive.js';
import { rawStream } from './load/raw-floor.js';
import { startLoadProcesses } from './load/load-process.js';
import { parseWorkerSettings, probeMode } from './load/probe-mode.js';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '1,16,256,1000' },
    events: { type: 'string', default: '200' },
    rate: { type: 'string', default: '100' },
    /** Total streams per level at least this many events (c=1 needs several streams for a p99). */
    'min-events': { type: 'string', default: '2000' },
    repeats: { type: 'string', default: '1' },
    servers: { type: 'string', default: '1' },
    'tick-ms': { type: 'string', default: '1' },
    workers: { type: 'string', default: '0,auto' },
  },
});
const levels = values.concurrency.split(',').map(Number);
const events = Number(values.events);
const rate = Number(values.rate);
const minEvents = Number(values['min-events']);
const repeats = Number(values.repeats);
const settings = parseWorkerSettings(values.workers);
const TARGET_P99_MS: Record<number, number> = { 1: 1, 256: 5 };

const servers = await startLoadProcesses(Number(values.servers), Number(values['tick-ms']));
try {
  const offsetMs = clockOffsetMs();
  const spec = { events, tokensPerSecond: rate, ttftMs: 20 };
  await drive({ servers, concurrency: 8, spec: { ...spec, events: 50 }, rounds: 2 }, offsetMs); // JIT and pool warm-up
  const rows: string[][] = [];
  for (const c of levels) {
    for (let r = 0; r < repeats; r++) {
      if (c === 1) {
        // The same streams read by a bare socket: what the machine itself adds (see load/raw-floor.ts).
        const floor = new Float64List();
        for (let i = 0; i < Math.max(1, Math.ceil(minEvents / events)); i++) await rawStream(servers[0]!, spec, offsetMs, floor);
        const f = floor.sorted();
        rows.push([
          '1',
          'bare socket (floor)',
          String(f.length),
          '–',
          quantileSorted(f, 0.5).toFixed(3),
          quantileSorted(f, 0.99).toFixed(3),
          quantileSorted(f, 0.999).toFixed(3),
          (f[f.length - 1] ?? NaN).toFixed(3),
          '–',
          '–',
          '–',
          '0',
          'floor',
        ]);
      }
      const rounds = Math.max(1, Math.ceil(minEvents / (events * c)));
      for (const setting of settings) {
        const mode = await probeMode(setting, c);
        const prober = mode.prober === undefined ? {} : { prober: mode.prober };
        let res: Awaited<ReturnType<typeof drive>>;
        try {
          if (mode.prober !== undefined)
            await drive({ servers, concurrency: 8, spec: { ...spec, events: 50 }, rounds: 1, ...prober }, offsetMs);
          res = await drive({ servers, concurrency: c, spec, rounds, ...prober }, offsetMs);
        } finally {
          await mode.close();
        }
        const e = res.errorsMs;
        const p99 = quantileSorted(e, 0.99);
        const target = TARGET_P99_MS[c];
        rows.push([
          String(c),
          mode.name,
          String(res.events),
          (res.events / res.wallS).toFixed(0),
          quantileSorted(e, 0.5).toFixed(3),
          p99.toFixed(3),
          quantileSorted(e, 0.999).toFixed(3),
          (e[e.length - 1] ?? NaN).toFixed(3),
          pct(res.probeCpu),
          res.serverCpu.map(pct).join('+'),
          res.probeRunQueueWait === null ? '–' : pct(res.probeRunQueueWait),
          String(res.failed),
          target === undefined ? '–' : `p99 < ${target} ms ${p99 < target ? 'met' : 'MISSED'}`,
        ]);
      }
    }
  }
  console.log(
    `probe read stamp − server send stamp, ${events} events/stream at ${rate} tok/s, load avg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(
    [
      'streams',
      'probe',
      'events',
      'events/s',
      'median ms',
      'p99 ms',
      'p99.9 ms',
      'max ms',
      'probe cpu',
      'server cpu',
      'probe runq wait',
      'failed',
      'target',
    ],
    rows,
  );
  console.log(`node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
