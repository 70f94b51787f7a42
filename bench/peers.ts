/**
 * Peers on the same workload: the same load server streams to streamgate's probe and to a small
 * aiohttp probe (bench/peers/aiohttp_probe.py) measured the same way (read stamp − send stamp on
 * CLOCK_MONOTONIC), level by level; curl's time_starttransfer is set against the probe's headersMs at c=1.
 * Capacity is the largest level (streams) whose p99 error stays under the target with no failed request;
 * the levels are close together so the ratio is not an artefact of a doubling grid.
 * streamgate probes each level as `--workers` says (default `auto`, the product's default: in-process below 192 streams).
 * Usage: npm run bench:peers [-- --concurrency 16,64,96,128,192,256,384,512 --seconds 4 --target-p99-ms 5 --workers auto]
 * Needs python3 with aiohttp (Debian: python3-aiohttp) and curl.
 */
import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { DEFAULT_TIMEOUTS } from '../src/config/types.js';
import { createProbeAgent } from '../src/probe/connection/dispatcher.js';
import { probe } from '../src/probe/probe.js';
import { clockOffsetMs, drive, pct, printTable, quantileSorted } from './load/drive.js';
import { loadHeader, startLoadProcesses, type LoadProcess } from './load/load-process.js';
import { parseWorkerSettings, probeMode } from './load/probe-mode.js';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '16,64,96,128,192,256,384,512' },
    rate: { type: 'string', default: '100' },
    events: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '4' },
    'target-p99-ms': { type: 'string', default: '5' },
    'ttfb-runs': { type: 'string', default: '30' },
    python: { type: 'string' },
    workers: { type: 'string', default: 'auto' },
  },
});
const levels = values.concurrency.split(',').map(Number);
const rate = Number(values.rate);
const events = Number(values.events);
const seconds = Number(values.seconds);
const targetMs = Number(values['target-p99-ms']);
const spec = { events, tokensPerSecond: rate, ttftMs: 20 };
const [workerSetting = 'auto'] = parseWorkerSettings(values.workers);

interface PeerResult {
  events: number;
  failed: number;
  wallS: number;
  cpu: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The first interpreter that can import aiohttp (Debian's python3-aiohttp lives under the system python3). */
async function findPython(): Promise<string> {
  for (const candidate of [values.python ?? 'python3', '/usr/bin/python3']) {
    try {
      await run(candidate, ['-c', 'import aiohttp']);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error('no python3 with aiohttp found (apt-get install -y python3-aiohttp)');
}

async function aiohttpLevel(python: string, server: LoadProcess, c: number): Promise<PeerResult> {
  const script = fileURLToPath(new URL('./peers/aiohttp_probe.py', import.meta.url));
  const { stdout } = await run(
    python,
    [
      script,
      '--url',
      server.url,
      '--concurrency',
      String(c),
      '--events',
      String(events),
      '--rate',
      String(rate),
      '--seconds',
      String(seconds),
    ],
    {
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(stdout) as PeerResult;
}

/** Time to the response headers from a fresh connection: curl (a new process each time) and the probe (a new Agent each time). */
async function ttfb(server: LoadProcess, runs: number): Promise<{ curlMs: number[]; probeMs: number[] }> {
  const curlMs: number[] = [];
  const probeMs: number[] = [];
  const body = JSON.stringify({ model: 'load', messages: [], stream: true });
  const header = loadHeader({ events: 5, tokensPerSecond: 1000, ttftMs: 20 });
  for (let i = 0; i < runs; i++) {
    const { stdout } = await run('curl', [
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{time_starttransfer}',
      '-H',
      'content-type: application/json',
      '-H',
      `x-load: ${header}`,
      '--data',
      body,
      `${server.url}/v1/chat/completions`,
    ]);
    curlMs.push(Number(stdout) * 1000);
    const agent = createProbeAgent();
    const sample = await probe(
      {
        url: `${server.url}/v1/chat/completions`,
        headers: { 'x-load': header },
        body: { model: 'load', messages: [] },
        timeouts: DEFAULT_TIMEOUTS,
        captureHeaders: [],
        retries: 0,
        meta: { item: i, turn: 0, endpoint: 'load', scenario: 'ttfb', cache: 'cold' },
      },
      { dispatcher: agent },
    );
    await agent.close();
    if (sample.headersMs !== null) probeMs.push(sample.headersMs);
  }
  return { curlMs: curlMs.sort((a, b) => a - b), probeMs: probeMs.sort((a, b) => a - b) };
}

const python = await findPython();
const [server] = await startLoadProcesses(1);
try {
  const offsetMs = clockOffsetMs();
  await drive({ servers: [server!], concurrency: 8, spec: { ...spec, events: 50 }, rounds: 2 }, offsetMs);
  const t = await ttfb(server!, Number(values['ttfb-runs']));
  console.log(`time to response headers on a new connection, c=1, ${t.curlMs.length} runs each (ms)`);
  printTable(
    ['client', 'median', 'p90', 'max'],
    [
      ['curl time_starttransfer', ...[0.5, 0.9, 1].map((p) => quantileSorted(t.curlMs, p).toFixed(3))],
      ['streamgate headersMs', ...[0.5, 0.9, 1].map((p) => quantileSorted(t.probeMs, p).toFixed(3))],
    ],
  );
  console.log('');

  const rows: string[][] = [];
  let sgStreams = 0;
  let pyStreams = 0;
  const cpuPairs: { sg: number; py: number }[] = [];
  const usPerEvent = (cpu: number, wallS: number, n: number): number => (cpu * wallS * 1e6) / Math.max(1, n);
  for (const c of levels) {
    const mode = await probeMode(workerSetting, c);
    let sg: Awaited<ReturnType<typeof drive>>;
    try {
      const prober = mode.prober === undefined ? {} : { prober: mode.prober };
      if (mode.prober !== undefined)
        await drive({ servers: [server!], concurrency: 8, spec: { ...spec, events: 50 }, rounds: 1, ...prober }, offsetMs);
      sg = await drive({ servers: [server!], concurrency: c, spec, durationS: seconds, ...prober }, offsetMs);
    } finally {
      await mode.close();
    }
    const e = sg.errorsMs;
    const sgP99 = quantileSorted(e, 0.99);
    const py = await aiohttpLevel(python, server!, c);
    const sgMet = sgP99 < targetMs && sg.failed === 0;
    const pyMet = py.p99Ms < targetMs && py.failed === 0;
    if (sgMet) sgStreams = Math.max(sgStreams, c);
    if (pyMet) pyStreams = Math.max(pyStreams, c);
    const sgUs = usPerEvent(sg.probeCpu, sg.wallS, sg.events);
    const pyUs = usPerEvent(py.cpu, py.wallS, py.events);
    cpuPairs.push({ sg: sgUs, py: pyUs });
    rows.push([
      String(c),
      `streamgate (${mode.name})`,
      (sg.events / sg.wallS).toFixed(0),
      quantileSorted(e, 0.5).toFixed(3),
      sgP99.toFixed(3),
      pct(sg.probeCpu),
      sgUs.toFixed(2),
      '',
      sgMet ? 'yes' : 'no',
    ]);
    rows.push([
      '',
      'aiohttp',
      (py.events / py.wallS).toFixed(0),
      py.p50Ms.toFixed(3),
      py.p99Ms.toFixed(3),
      pct(py.cpu),
      pyUs.toFixed(2),
      `${(pyUs / sgUs).toFixed(2)}×`,
      pyMet ? 'yes' : 'no',
    ]);
  }
  console.log(
    `timing error and throughput on the same streams (${events} events at ${rate} tok/s each, ${seconds} s per level), load avg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(
    ['streams', 'probe', 'events/s', 'err p50 ms', 'err p99 ms', 'cpu', 'cpu µs/event', 'aiohttp/streamgate cpu', `p99 < ${targetMs} ms`],
    rows,
  );
  const lowest = Math.min(...levels);
  const capacity =
    sgStreams === 0
      ? `streamgate met p99 < ${targetMs} ms at no level: no ratio`
      : pyStreams === 0
        ? `streamgate ${sgStreams} streams / aiohttp < ${lowest} streams (no level met) = > ${(sgStreams / lowest).toFixed(2)}×, at p99 < ${targetMs} ms`
        : `streamgate ${sgStreams} streams / aiohttp ${pyStreams} streams = ${(sgStreams / pyStreams).toFixed(2)}×, at p99 < ${targetMs} ms`;
  // With no level aiohttp met, the ratio is only bounded below by the lowest level: met only if that bound is.
  const ratio = pyStreams === 0 ? sgStreams / lowest : sgStreams / pyStreams;
  console.log(`capacity: ${capacity} (target ≥ 3×: ${sgStreams > 0 && ratio >= 3 ? 'met' : 'MISSED'})`);
  // CPU per event is steadier than the tails on a shared machine: the median over levels both clients ran.
  const sgMedian = quantileSorted(
    cpuPairs.map((p) => p.sg).sort((a, b) => a - b),
    0.5,
  );
  const pyMedian = quantileSorted(
    cpuPairs.map((p) => p.py).sort((a, b) => a - b),
    0.5,
  );
  console.log(
    `cpu per event (median over levels): streamgate ${sgMedian.toFixed(2)} µs, aiohttp ${pyMedian.toFixed(2)} µs = ${(pyMedian / sgMedian).toFixed(2)}× more for aiohttp`,
  );
  console.log(`node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}`);
} finally {
  await server!.stop();
}
