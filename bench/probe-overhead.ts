/**
 * Probe timestamp error: the simulator (a separate process) stamps every SSE event with
 * process.hrtime.bigint() just before writing it; the probe stamps the socket read that delivered it with
 * performance.now(). Both read the system-wide monotonic clock, so after converting performance.now() to
 * the hrtime scale, (probe stamp − simulator stamp) is the delay the measuring side adds: loopback transfer,
 * event-loop latency and parsing queue. Usage: npm run bench:probe-overhead [-- --events 100]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createProbeAgent } from '../src/probe/connection/dispatcher.js';
import { probe } from '../src/probe/probe.js';
import { DEFAULT_TIMEOUTS } from '../src/config/types.js';
import { quantile } from '../src/stats/summary.js';
import { startSimProcess } from './sim-process.js';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '100' },
    rate: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '1,16,256' },
    rounds: { type: 'string', default: '2' },
  },
});
const eventsPerStream = Number(values.events);
const tokensPerSecond = Number(values.rate);
const levels = values.concurrency.split(',').map(Number);
const rounds = Number(values.rounds);
const TARGETS: Record<number, number> = { 1: 1, 256: 5 };

/** hrtime(ns) − performance.now()(ns): constant within a process; the smallest observed gap is the tightest. */
function clockOffsetNs(): bigint {
  let best: bigint | null = null;
  for (let i = 0; i < 2000; i++) {
    const before = performance.now();
    const hr = process.hrtime.bigint();
    const after = performance.now();
    const mid = BigInt(Math.round(((before + after) / 2) * 1e6));
    const offset = hr - mid;
    if (best === null || after - before < 0.001) best = offset;
  }
  return best!;
}

async function runLevel(url: string, concurrency: number, offsetNs: bigint): Promise<number[]> {
  const agent = createProbeAgent({ connections: null });
  const errorsMs: number[] = [];
  const simHeader = JSON.stringify({
    stampEvents: true,
    ttftMs: 20,
    ttftSigma: 0,
    warmTtftMs: 20,
    coldPrefillMsPer1kChars: 0,
    tokensPerSecond,
    jitter: 0,
    outputTokens: eventsPerStream,
  });
  const one = async (i: number): Promise<void> => {
    const pairs: { simNs: bigint; stampMs: number }[] = [];
    const sample = await probe(
      {
        url: `${url}/clean/v1/chat/completions`,
        headers: { 'x-sim': simHeader },
        body: { model: 'sim', messages: [{ role: 'user', content: `bench ${i}` }], max_tokens: eventsPerStream },
        timeouts: DEFAULT_TIMEOUTS,
        captureHeaders: [],
        retries: 0,
        meta: { item: i, turn: 0, endpoint: 'sim', scenario: 'bench', cache: 'cold' },
      },
      {
        dispatcher: agent,
        onEvent: (data, stampMs) => {
          const ns = /"sim_t_ns":"(\d+)"/.exec(data)?.[1];
          if (ns !== undefined) pairs.push({ simNs: BigInt(ns), stampMs });
        },
      },
    );
    if (sample.error) throw new Error(`request ${i} failed: ${sample.error.kind} ${sample.error.message}`);
    for (const { simNs, stampMs } of pairs) {
      const probeNs = offsetNs + BigInt(Math.round((sample.t0 + stampMs) * 1e6));
      errorsMs.push(Number(probeNs - simNs) / 1e6);
    }
  };
  for (let r = 0; r < rounds; r++) {
    await Promise.all(Array.from({ length: concurrency }, (_, k) => one(r * concurrency + k)));
  }
  await agent.close();
  return errorsMs;
}

const sim = await startSimProcess();
try {
  const offsetNs = clockOffsetNs();
  await runLevel(sim.url, 4, offsetNs); // warm the JIT and the connection pool
  const rows: string[][] = [];
  for (const c of levels) {
    const started = performance.now();
    const errors = (await runLevel(sim.url, c, offsetNs)).sort((a, b) => a - b);
    const wallS = (performance.now() - started) / 1000;
    const target = TARGETS[c];
    const p99 = quantile(errors, 0.99);
    rows.push([
      String(c),
      String(errors.length),
      (errors.length / wallS).toFixed(0),
      quantile(errors, 0.5).toFixed(3),
      p99.toFixed(3),
      errors[errors.length - 1]!.toFixed(3),
      errors[0]!.toFixed(3),
      target === undefined ? '–' : `p99 < ${target} ms: ${p99 < target ? 'met' : 'MISSED'}`,
    ]);
  }
  const header = ['concurrency', 'events', 'events/s', 'median ms', 'p99 ms', 'max ms', 'min ms', 'target'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(
    `probe timestamp error vs simulator send stamps (${eventsPerStream} events/stream at ${tokensPerSecond} tok/s, ${rounds} rounds)`,
  );
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log(`node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
} finally {
  await sim.stop();
}
