/**
 * The floor under any Node probe: a bare `net` socket that stamps each 'data' callback and finds the
 * send stamps with a regex (no HTTP parser, no SSE parser, no JSON). What remains is kernel wake-up,
 * loopback and libuv, which no change to the probe can remove.
 */
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { loadHeader, type LoadProcess, type LoadSpec } from './load-process.js';
import { Float64List } from './drive.js';

const STAMP = /"sim_t_ns":(\d+)/g;
/** The last chunk of a chunked response: the stream is over and the connection free for the next request. */
const LAST_CHUNK = '\r\n0\r\n\r\n';

function requestHead(server: LoadProcess, spec: LoadSpec, keepAlive: boolean): string {
  const { host } = new URL(server.url);
  const body = JSON.stringify({ model: 'load', messages: [], stream: true });
  return (
    `POST /v1/chat/completions HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\n` +
    `x-load: ${loadHeader(spec)}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
    `connection: ${keepAlive ? 'keep-alive' : 'close'}\r\n\r\n${body}`
  );
}

function openSocket(server: LoadProcess): Socket {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  socket.setNoDelay(true);
  return socket;
}

/** One stream on its own connection (closed after `[DONE]`). */
export async function rawStream(server: LoadProcess, spec: LoadSpec, offsetMs: number, errors: Float64List): Promise<void> {
  const head = requestHead(server, spec, false);
  await new Promise<void>((resolve, reject) => {
    const socket = openSocket(server);
    socket.once('connect', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => {
      const atMs = performance.now() + offsetMs;
      const text = chunk.toString('latin1');
      for (const m of text.matchAll(STAMP)) errors.push(atMs - Number(m[1]) / 1e6);
      if (text.includes('[DONE]')) socket.destroy();
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

export interface RawLevelResult {
  errorsMs: Float64Array;
  events: number;
  reads: number;
  streams: number;
  wallS: number;
  /** CPU used by this process, as a share of one core. */
  cpu: number;
}

/**
 * The capacity floor: `concurrency` keep-alive connections, each running streams back to back (as the
 * probe's closed loop does), read by a bare socket. Starts are spread over `rampS` and only the window
 * [warmupS, warmupS + durationS) is counted, as in `drive`. CPU per event here is what the machine
 * charges for one socket read and its wake-up.
 */
export async function rawLevel(
  servers: LoadProcess[],
  concurrency: number,
  spec: LoadSpec,
  window: { durationS: number; rampS?: number; warmupS?: number },
  offsetMs: number,
): Promise<RawLevelResult> {
  const errors = new Float64List();
  let reads = 0;
  let streams = 0;
  const rampMs = (window.rampS ?? 0) * 1000;
  const warmupMs = (window.warmupS ?? 0) * 1000;
  const started = performance.now();
  const deadline = started + warmupMs + window.durationS * 1000;
  let fromMs = Infinity;
  let toMs = Infinity;
  let cpuFrom: NodeJS.CpuUsage | null = null;
  let cpuTo: NodeJS.CpuUsage | null = null;
  const open = (): void => {
    cpuFrom = process.cpuUsage();
    fromMs = performance.now();
  };
  const close = (): void => {
    if (cpuTo !== null) return;
    cpuTo = process.cpuUsage();
    toMs = performance.now();
  };

  const worker = (w: number): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const server = servers[w % servers.length]!;
      const head = requestHead(server, spec, true);
      let tail = '';
      const begin = (): void => {
        const socket = openSocket(server);
        socket.once('connect', () => socket.write(head));
        socket.on('data', (chunk: Buffer) => {
          const at = performance.now();
          const text = chunk.toString('latin1');
          if (at >= fromMs && at < toMs) {
            reads++;
            for (const m of text.matchAll(STAMP)) errors.push(at + offsetMs - Number(m[1]) / 1e6);
          }
          tail = (tail + text).slice(-LAST_CHUNK.length);
          if (tail !== LAST_CHUNK) return;
          streams++;
          tail = '';
          if (performance.now() < deadline) socket.write(head);
          else socket.end();
        });
        socket.on('close', () => resolve());
        socket.on('error', reject);
      };
      if (rampMs > 0) setTimeout(begin, (w / concurrency) * rampMs);
      else begin();
    });

  if (warmupMs > 0) setTimeout(open, warmupMs);
  else open();
  const closer = setTimeout(close, deadline - performance.now());
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  clearTimeout(closer);
  close();
  const a = cpuFrom ?? process.cpuUsage();
  const b = cpuTo ?? process.cpuUsage();
  const wallMs = Math.max(1, toMs - fromMs);
  return {
    errorsMs: errors.sorted(),
    events: errors.length,
    reads,
    streams,
    wallS: wallMs / 1000,
    cpu: (b.user + b.system - a.user - a.system) / 1000 / wallMs,
  };
}
