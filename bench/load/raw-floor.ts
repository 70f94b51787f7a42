/**
 * The floor under any Node probe: a bare `net` socket that stamps each 'data' callback and finds the
 * send stamps with a regex (no HTTP parser, no SSE parser, no JSON). What remains is kernel wake-up,
 * loopback and libuv, which no change to the probe can remove.
 */
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { loadHeader, type LoadProcess, type LoadSpec } from './load-process.js';
import { Float64List } from './drive.js';

const STAMP = /"sim_t_ns":(\d+)/g;

export async function rawStream(server: LoadProcess, spec: LoadSpec, offsetMs: number, errors: Float64List): Promise<void> {
  const { hostname, port } = new URL(server.url);
  const body = JSON.stringify({ model: 'load', messages: [], stream: true });
  const head =
    `POST /v1/chat/completions HTTP/1.1\r\nhost: ${hostname}:${port}\r\ncontent-type: application/json\r\n` +
    `x-load: ${loadHeader(spec)}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    socket.setNoDelay(true);
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
