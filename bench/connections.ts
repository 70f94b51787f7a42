/**
 * Real-endpoint connection behaviour, measured against real components on loopback:
 *  1. a server that closes keep-alive connections the way llama.cpp's cpp-httplib does (after N requests, or after
 *     an idle time, without `Connection: close`): errors with single attempts (what a client without the stale-
 *     connection retry records) and with the probe (one retry on a new connection);
 *  2. TTFB of the first measured request over TLS (nginx in front of the simulator): counted from the dispatch on a
 *     new connection (handshake included), from the write on a new connection, and after connections were opened
 *     beforehand.
 * Usage: npm run bench:connections [-- --requests 60 --trials 30]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runAttempt } from '../src/probe/attempt/attempt.js';
import { buildDispatchOptions } from '../src/probe/request.js';
import { createProbeDispatcher, closeSharedProbeDispatcher } from '../src/probe/connection/dispatcher.js';
import { preconnect } from '../src/probe/connection/preconnect.js';
import { probe } from '../src/probe/probe.js';
import type { Sample } from '../src/probe/sample.js';
import { startSimulator } from '../src/sim/server.js';
import { createCertificates } from '../test/helpers/certificates.js';
import { startClosingServer, type ClosingServerOptions } from '../test/helpers/closing-server.js';
import { startTlsFront } from '../test/helpers/nginx-fronts.js';
import { chatRequest } from '../test/helpers/probe-request.js';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '60' }, trials: { type: 'string', default: '30' } } });
const requests = Number(values.requests);
const trials = Number(values.trials);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function keepAliveRow(label: string, options: ClosingServerOptions, gapMs: number): Promise<string[]> {
  const counts: number[] = [];
  for (const retrying of [false, true]) {
    const server = await startClosingServer(options);
    const dispatcher = createProbeDispatcher();
    let errors = 0;
    let retried = 0;
    for (let i = 0; i < requests; i++) {
      const req = chatRequest(`${server.url}/v1`, i);
      let sample: Sample;
      if (retrying) sample = await probe(req, {});
      else {
        const outcome = await runAttempt({
          dispatcher,
          options: buildDispatchOptions(req),
          api: 'chat-completions',
          timeouts: req.timeouts,
          captureHeaders: [],
          redact: (t) => t,
          maxEventBytes: 1 << 20,
          meta: req.meta,
          retryCauses: [],
          signal: undefined,
          onEvent: undefined,
        });
        sample = outcome.sample;
      }
      if (sample.error) errors++;
      retried += sample.retries;
      if (gapMs > 0) await pause(gapMs);
    }
    counts.push(errors, retried);
    await dispatcher.close();
    await closeSharedProbeDispatcher();
    await server.stop();
  }
  return [label, String(requests), `${counts[0]} (${pct(counts[0]!)})`, `${counts[2]}`, String(counts[3])];
}

const pct = (n: number): string => `${((100 * n) / requests).toFixed(0)} %`;

console.log(`keep-alive closes, ${requests} sequential requests per row (loopback)\n`);
const keepAliveRows = [
  await keepAliveRow('closes after 5 requests (cpp-httplib keep_alive_max_count)', { closeAfterRequests: 5 }, 0),
  await keepAliveRow('closes after 100 ms idle, requests 150 ms apart', { idleCloseMs: 100 }, 150),
];
console.log(table(['server', 'requests', 'errors, single attempts', 'errors, probe', 'retried (stale)'], keepAliveRows));

const dir = mkdtempSync(join(tmpdir(), 'streamgate-bench-tls-'));
const sim = await startSimulator({ port: 0 });
const certs = await createCertificates(dir);
const front = await startTlsFront({ upstream: `${sim.url}/clean`, certPath: certs.certPath, keyPath: certs.keyPath });
try {
  const fromDispatch: number[] = [];
  const fromWrite: number[] = [];
  const handshake: number[] = [];
  const prewarmed: number[] = [];
  const connection = { ca: certs.caPem, http2: false, reuse: true };
  for (let t = 0; t < trials; t++) {
    const cold = createProbeDispatcher({ connection });
    const first = await probe(chatRequest(`${front.url}/v1`, t, connection), { dispatcher: cold });
    await cold.close();
    if (first.error || first.headersMs === null || first.setupMs === null) throw new Error(`request failed: ${first.error?.message}`);
    fromDispatch.push(first.setupMs + first.headersMs);
    fromWrite.push(first.headersMs);
    handshake.push((first.connectMs ?? 0) + (first.tlsMs ?? 0));
    const warm = createProbeDispatcher({ connection });
    const opened = await preconnect(
      { url: `${front.url}/v1/models`, headers: {}, connection, count: 1, timeoutMs: 10_000 },
      { dispatcher: warm },
    );
    if (opened.opened !== 1) throw new Error(`preconnect failed: ${opened.error}`);
    const after = await probe(chatRequest(`${front.url}/v1`, t, connection), { dispatcher: warm });
    await warm.close();
    if (after.error || after.headersMs === null || after.newConnection !== false)
      throw new Error('pre-warmed request did not reuse its connection');
    prewarmed.push(after.headersMs);
  }
  console.log(`\nTTFB of the first measured request over TLS (nginx 127.0.0.1, ${trials} trials each, medians, ms)\n`);
  console.log(
    table(
      ['first measured request', 'TTFB p50', 'connect + TLS p50'],
      [
        [
          'new connection, counted from dispatch (before)',
          fromDispatch.length ? median(fromDispatch).toFixed(2) : '-',
          median(handshake).toFixed(2),
        ],
        ['new connection, counted from the write', median(fromWrite).toFixed(2), median(handshake).toFixed(2)],
        ['connection opened before measuring (now)', median(prewarmed).toFixed(2), '0 (reused)'],
      ],
    ),
  );
} finally {
  await front.stop();
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
}
