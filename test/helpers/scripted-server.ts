import net from 'node:net';

/**
 * A raw TCP server that answers each request with scripted bytes at scripted times, so tests control
 * every byte boundary and delay of an HTTP response (status line, headers, chunked framing and all).
 */

export interface ScriptPart {
  /** When to write, in ms after the request was fully received (or after accept without waiting). */
  afterMs: number;
  bytes: string | Uint8Array;
}

/** After the last part: FIN, RST, stay silent forever, or serve the next request on the same socket. */
export type ScriptEnd = 'end' | 'reset' | 'hang' | 'keep-alive';

export interface Script {
  parts: ScriptPart[];
  after?: ScriptEnd;
}

export interface IncomingRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Accept order of the connection it came on (0-based). */
  connection: number;
}

export interface ReceivedRequest extends IncomingRequest {
  /** `performance.now()` when the script for this request started (the origin of its `afterMs`). */
  startedAt: number;
  /** `performance.now()` right after each part was handed to the socket (a late timer shows here). */
  writtenAt: number[];
}

/** A fixed script, or one chosen per request (`request` is null when the server does not wait for it). */
export type ScriptSource = Script | ((request: IncomingRequest | null, index: number) => Script);

export interface ScriptedServerOptions {
  /** Read the whole request before starting the script (default true). */
  waitForRequest?: boolean;
}

export interface ScriptedServer {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  connections(): number;
  close(): Promise<void>;
}

export async function startScriptedServer(source: ScriptSource, options: ScriptedServerOptions = {}): Promise<ScriptedServer> {
  const waitForRequest = options.waitForRequest ?? true;
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<net.Socket>();
  const timers = new Set<{ timer: ReturnType<typeof setTimeout>; resolve: () => void }>();
  let accepted = 0;
  let served = 0;
  let closed = false;

  const sleepUntil = (at: number): Promise<void> =>
    new Promise((resolve) => {
      const entry = {
        timer: setTimeout(
          () => {
            timers.delete(entry);
            resolve();
          },
          Math.max(0, at - performance.now()),
        ),
        resolve,
      };
      timers.add(entry);
    });

  const serve = async (socket: net.Socket, connection: number): Promise<void> => {
    const reader = new RequestReader(socket);
    for (;;) {
      const request = waitForRequest ? await reader.next(connection) : null;
      if (closed || socket.destroyed || (waitForRequest && request === null)) return;
      const script = typeof source === 'function' ? source(request, served++) : source;
      const startedAt = performance.now();
      const writtenAt: number[] = [];
      if (request !== null) requests.push({ ...request, startedAt, writtenAt });
      for (const part of script.parts) {
        await sleepUntil(startedAt + part.afterMs);
        if (closed || socket.destroyed) return;
        socket.write(part.bytes);
        writtenAt.push(performance.now());
      }
      const after = script.after ?? 'end';
      if (after === 'end') socket.end();
      else if (after === 'reset') socket.resetAndDestroy();
      if (after !== 'keep-alive' || !waitForRequest) return;
    }
  };

  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Resets are part of the scripts; the client side asserts on them.
    socket.on('error', () => undefined);
    void serve(socket, accepted++);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    connections: () => accepted,
    close: async () => {
      closed = true;
      for (const entry of timers) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      timers.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Reads HTTP/1.1 requests (headers + Content-Length body) off a socket, one at a time. */
class RequestReader {
  private buffer = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  private ended = false;

  constructor(socket: net.Socket) {
    socket.on('data', (data: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, data]);
      this.wake?.();
    });
    socket.on('close', () => {
      this.ended = true;
      this.wake?.();
    });
  }

  async next(connection: number): Promise<IncomingRequest | null> {
    for (;;) {
      const request = this.tryParse(connection);
      if (request !== null) return request;
      if (this.ended) return null;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
  }

  private tryParse(connection: number): IncomingRequest | null {
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const lines = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
    const [method = '', path = ''] = (lines[0] ?? '').split(' ');
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? '0');
    const total = headEnd + 4 + length;
    if (this.buffer.length < total) return null;
    const body = this.buffer.subarray(headEnd + 4, total).toString('utf8');
    this.buffer = this.buffer.subarray(total);
    return { method, path, headers, body, connection };
  }
}

/** A port nothing listens on (bound once, then released). */
export async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// ---- byte builders ----

const REASONS: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Status line and headers, ending with the blank line. */
export function httpHead(status: number, headers: Record<string, string> = {}): string {
  let head = `HTTP/1.1 ${status} ${REASONS[status] ?? 'Status'}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  return `${head}\r\n`;
}

/** Head of a chunked event stream. */
export function sseHead(headers: Record<string, string> = {}): string {
  return httpHead(200, { 'content-type': 'text/event-stream', 'transfer-encoding': 'chunked', ...headers });
}

/** Head of an event stream delimited by closing the connection (every body byte is a payload byte). */
export function sseHeadUntilClose(headers: Record<string, string> = {}): string {
  return httpHead(200, { 'content-type': 'text/event-stream', connection: 'close', ...headers });
}

/** One chunk of chunked transfer encoding. */
export function chunk(payload: string | Uint8Array): Buffer {
  const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
}

export const LAST_CHUNK = '0\r\n\r\n';
export const DONE_EVENT = 'data: [DONE]\n\n';

/** A `chat.completion.chunk` SSE event with one choice. */
export function chatEvent(delta: Record<string, unknown>, finishReason: string | null = null, extra: Record<string, unknown> = {}): string {
  const body = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
    ...extra,
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** The usage-only chunk sent last when `stream_options.include_usage` is set. */
export function usageEvent(usage: Record<string, unknown>): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [], usage })}\n\n`;
}

/** Parts written one after another, `stepMs` apart, starting at `startMs`. */
export function spaced(items: (string | Uint8Array)[], stepMs: number, startMs = 0): ScriptPart[] {
  return items.map((bytes, i) => ({ afterMs: startMs + i * stepMs, bytes }));
}
