// What a run writes to its log about itself: how each endpoint is reached, and the progress line.
import type { EndpointConfig } from '../config/index.js';
import { proxyForDisplay, proxyFor, proxyFromEnv } from '../probe/index.js';
import type { Progress } from './run-plan.js';

export interface ProgressWriter {
  update(progress: Progress): void;
  finish(): void;
}

/** A live line on a TTY; otherwise a line at most every `intervalMs` (CI logs stay short). */
export function createProgressWriter(stream: { write(s: string): unknown; isTTY?: boolean }, intervalMs = 5000): ProgressWriter {
  let lastLineAt = -Infinity;
  let lastPhase = '';
  let lastElapsed = 0;
  let lastDone = 0;
  let live = false;
  const format = (p: Progress): string => {
    const pct = p.total > 0 ? Math.floor((100 * p.done) / p.total) : 100;
    return `${p.phase} ${p.done}/${p.total} (${pct}%) · ${p.errors} errors · ${p.inFlight} in flight · ${(p.elapsedMs / 1000).toFixed(1)} s`;
  };
  return {
    update(p) {
      if (stream.isTTY) {
        stream.write(`\r\x1b[2K${format(p)}`);
        live = true;
        return;
      }
      // A new plan (the next look of a sequential run) starts its clock and count again: its first line is shown.
      const restarted = p.elapsedMs < lastElapsed || p.done < lastDone;
      lastElapsed = p.elapsedMs;
      lastDone = p.done;
      if (restarted) lastLineAt = -Infinity;
      const phaseChanged = p.phase !== lastPhase;
      if (restarted || phaseChanged || p.done === p.total || p.elapsedMs - lastLineAt >= intervalMs) {
        stream.write(`${format(p)}\n`);
        lastLineAt = p.elapsedMs;
        lastPhase = p.phase;
      }
    },
    finish() {
      if (live) stream.write('\n');
      live = false;
    },
  };
}

/** How requests reach an endpoint, for the run log: scheme, HTTP/2 offer, extra CA, connection reuse, proxy. */
export function describeConnection(endpoint: EndpointConfig, env: NodeJS.ProcessEnv): string {
  const { connection } = endpoint;
  const https = endpoint.baseUrl.startsWith('https:');
  const parts = [https ? (connection.http2 ? 'HTTPS, HTTP/2 offered' : 'HTTPS, HTTP/1.1') : 'HTTP/1.1'];
  if (connection.caFile !== null) parts.push(`also trusting ${connection.caFile}`);
  parts.push(connection.reuse ? 'keep-alive connections' : 'a new connection per request');
  const proxy = proxyFor(endpoint.baseUrl, proxyFromEnv(env));
  parts.push(proxy === null ? 'direct' : `through the proxy ${proxyForDisplay(proxy)}`);
  return parts.join(', ');
}
