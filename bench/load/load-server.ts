/**
 * A minimal SSE load source for benchmarks, meant to run in its own process (see `load-process.ts`).
 * Frames are pre-rendered; each write carries every event due for that stream and one send stamp
 * (`process.hrtime.bigint()` as a JSON number in `sim_t_ns`, exact while uptime < 104 days). One timer
 * drives all streams, so the server costs one wake-up per tick however many streams are open.
 *
 * Request header `x-load` (JSON, all optional): events, tokensPerSecond, ttftMs, tokenChars, lockstep.
 * `GET /stats` answers this process's CPU time and counters, so the benchmark can tell which side saturates.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';

interface StreamSpec {
  events: number;
  tokensPerSecond: number;
  ttftMs: number;
  tokenChars: number;
  /** Start every stream's clock with no random phase (worst-case bursts). */
  lockstep: boolean;
}

interface OpenStream {
  res: ServerResponse;
  startNs: number;
  intervalNs: number;
  sent: number;
  total: number;
  framePrefix: string;
}

const DEFAULTS: StreamSpec = { events: 100, tokensPerSecond: 100, ttftMs: 20, tokenChars: 4, lockstep: false };
const FRAME_SUFFIX = '}\n\n';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, 'tick-ms': { type: 'string', default: '1' } } });
const tickMs = Number(values['tick-ms']);

const streams: OpenStream[] = [];
let eventsSent = 0;
let writes = 0;
let requests = 0;
const prefixCache = new Map<number, string>();

function framePrefix(tokenChars: number): string {
  let prefix = prefixCache.get(tokenChars);
  if (prefix === undefined) {
    const token = 'x'.repeat(Math.max(1, tokenChars - 1)) + ' ';
    prefix = `data: {"id":"load","object":"chat.completion.chunk","model":"load","choices":[{"index":0,"delta":{"content":${JSON.stringify(token)}},"finish_reason":null}],"sim_t_ns":`;
    prefixCache.set(tokenChars, prefix);
  }
  return prefix;
}

function specOf(req: IncomingMessage): StreamSpec {
  const header = req.headers['x-load'];
  if (typeof header !== 'string') return DEFAULTS;
  const given = JSON.parse(header) as Partial<StreamSpec>;
  return { ...DEFAULTS, ...given };
}

function nowNs(): number {
  return Number(process.hrtime.bigint());
}

function finishStream(s: OpenStream): void {
  const tail =
    'data: {"id":"load","object":"chat.completion.chunk","model":"load","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n' +
    `data: {"id":"load","object":"chat.completion.chunk","model":"load","choices":[],"usage":{"prompt_tokens":8,"completion_tokens":${s.total},"total_tokens":${s.total + 8}}}\n\n` +
    'data: [DONE]\n\n';
  s.res.end(tail);
}

/** Writes every event that has come due since the last tick, one write per stream. */
function tick(): void {
  const now = nowNs();
  let kept = 0;
  for (let i = 0; i < streams.length; i++) {
    const s = streams[i]!;
    if (s.res.destroyed) continue;
    const elapsed = now - s.startNs;
    if (elapsed >= 0) {
      const due = Math.min(s.total, Math.floor(elapsed / s.intervalNs) + 1);
      if (due > s.sent) {
        // Stamped per write, not per tick: a tick that is preempted halfway must not age the later writes' stamps.
        const frame = s.framePrefix + String(process.hrtime.bigint()) + FRAME_SUFFIX;
        s.res.write(due - s.sent === 1 ? frame : frame.repeat(due - s.sent));
        eventsSent += due - s.sent;
        writes++;
        s.sent = due;
      }
      if (s.sent >= s.total) {
        finishStream(s);
        continue;
      }
    }
    streams[kept++] = s;
  }
  streams.length = kept;
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    const cpu = process.cpuUsage();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ cpuUserUs: cpu.user, cpuSystemUs: cpu.system, eventsSent, writes, requests, open: streams.length }));
    return;
  }
  requests++;
  const spec = specOf(req);
  req.resume();
  req.once('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    // Headers go out at once (not with the first event) so TTFB and TTFT are apart, as with real servers.
    res.flushHeaders();
    const intervalNs = 1e9 / spec.tokensPerSecond;
    streams.push({
      res,
      // A random phase within one interval: independent streams do not tick in lockstep.
      startNs: nowNs() + spec.ttftMs * 1e6 + (spec.lockstep ? 0 : Math.random() * intervalNs),
      intervalNs,
      sent: 0,
      total: spec.events,
      framePrefix: framePrefix(spec.tokenChars),
    });
  });
});
server.keepAliveTimeout = 30_000;
server.headersTimeout = 0;
server.requestTimeout = 0;
server.maxRequestsPerSocket = 0;

setInterval(tick, tickMs);
server.listen(Number(values.port), '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${address.port}`, pid: process.pid })}\n`);
});
process.on('SIGTERM', () => process.exit(0));
