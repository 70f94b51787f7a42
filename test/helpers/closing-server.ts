import net from 'node:net';

/**
 * A loopback HTTP/1.1 server on raw sockets that answers chat completions with a short, valid OpenAI stream
 * and closes keep-alive connections the way cpp-httplib (llama.cpp's server) can be seen to from the client:
 * without ever sending `Connection: close`, the connection is closed just as the client sends its next request
 * on it. Here that race is made deterministic: the next request is read in full, then the socket is closed
 * (FIN) without a single response byte.
 *
 * - `closeAfterRequests: N`: after N responses on a connection, the next request on it is dropped.
 * - `idleCloseMs: T`: a request arriving on a connection that has been idle for at least T ms since its last
 *   response is dropped. The connection is not closed while idle (a client would notice a FIN and not reuse
 *   it); the first request on a connection is never dropped for idleness.
 *
 * Any path ending in `/chat/completions` (POST) gets the stream; a path ending in `/models` (GET) a model list;
 * anything else a 404 JSON error. A request with `Connection: close` (or HTTP/1.0) is answered, then closed.
 */

export interface ClosingServerOptions {
  /** Responses per connection before the next request on it is dropped (default: no limit). */
  closeAfterRequests?: number;
  /** Idle time (ms since the connection's last response) from which a request on it is dropped (default: none). */
  idleCloseMs?: number;
  /** Body framing of responses (default chunked). */
  framing?: 'chunked' | 'content-length';
  /** Content chunks (`"tok "` each) before the final chunk (default 3). */
  tokens?: number;
  /** Extra response headers, e.g. `{ 'keep-alive': 'timeout=5, max=100' }` as cpp-httplib sends. */
  headers?: Record<string, string>;
}

export interface ClosingServerRequest {
  /** Accept order of the connection (0-based). */
  connection: number;
  /** Order of the request on its connection (0-based, dropped requests included). */
  index: number;
  method: string;
  path: string;
  /** The request body (empty when there was none). */
  body: string;
  outcome: 'answered' | 'dropped';
  /** How long the connection had been idle since its last response when this request began to arrive (null for its first request). */
  idleMs: number | null;
}

export interface ClosingServer {
  /** `http://127.0.0.1:<port>`; chat completions at `${url}/v1/chat/completions`. */
  url: string;
  port: number;
  /** Every complete request received, in arrival order, with what happened to it. */
  requests: ClosingServerRequest[];
  /** Connections accepted. */
  connections(): number;
  /** Requests answered (responses written). */
  answered(): number;
  /** Requests read and then closed without a response byte. */
  dropped(): number;
  /** Requests answered on each connection, in accept order (a connection that answered none shows 0). */
  answeredPerConnection(): number[];
  /** Closes the listener and every open connection. */
  stop(): Promise<void>;
}

export async function startClosingServer(options: ClosingServerOptions = {}): Promise<ClosingServer> {
  const requests: ClosingServerRequest[] = [];
  const perConnection: number[] = [];
  const sockets = new Set<net.Socket>();
  let answered = 0;
  let dropped = 0;
  let stopped = false;

  const server = net.createServer((socket) => {
    const connection = perConnection.length;
    perConnection.push(0);
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    // The client may reset a connection this server closed under it; that is the point.
    socket.on('error', () => undefined);

    let buffer = Buffer.alloc(0);
    let index = 0;
    let startedAt = 0;
    let lastResponseAt: number | null = null;
    let done = false;

    socket.on('data', (data: Buffer) => {
      if (done) return;
      const now = performance.now();
      if (buffer.length === 0) startedAt = now;
      buffer = Buffer.concat([buffer, data]);
      for (;;) {
        const parsed = parseRequest(buffer);
        if (parsed === null) return;
        if (parsed === 'malformed') {
          done = true;
          socket.end(
            head(400, 'Bad Request', { 'content-type': 'text/plain', 'content-length': '11', connection: 'close' }) + 'bad request',
          );
          return;
        }
        buffer = buffer.subarray(parsed.length);
        const idleMs = lastResponseAt === null ? null : startedAt - lastResponseAt;
        // Bytes of a pipelined next request already arrived with this read.
        startedAt = now;
        const tooMany = options.closeAfterRequests !== undefined && perConnection[connection]! >= options.closeAfterRequests;
        const tooIdle = options.idleCloseMs !== undefined && idleMs !== null && idleMs >= options.idleCloseMs;
        const record: ClosingServerRequest = {
          connection,
          index: index++,
          method: parsed.method,
          path: parsed.path,
          body: parsed.body.toString('utf8'),
          outcome: 'answered',
          idleMs,
        };
        requests.push(record);
        if (tooMany || tooIdle) {
          record.outcome = 'dropped';
          dropped++;
          done = true;
          socket.destroy();
          return;
        }
        answered++;
        perConnection[connection]!++;
        socket.write(respond(parsed, options));
        lastResponseAt = performance.now();
        const connectionHeader = (parsed.headers['connection'] ?? '').toLowerCase();
        if (connectionHeader.split(',').some((t) => t.trim() === 'close') || parsed.version === 'HTTP/1.0') {
          done = true;
          socket.end();
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    connections: () => perConnection.length,
    answered: () => answered,
    dropped: () => dropped,
    answeredPerConnection: () => [...perConnection],
    stop: async () => {
      if (stopped) return;
      stopped = true;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface ParsedRequest {
  method: string;
  path: string;
  version: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Bytes the request took in the buffer. */
  length: number;
}

/** One complete request off the front of `buffer` (Content-Length or chunked body), null when incomplete. */
function parseRequest(buffer: Buffer): ParsedRequest | 'malformed' | null {
  const headEnd = buffer.indexOf('\r\n\r\n');
  if (headEnd < 0) return buffer.length > 64 * 1024 ? 'malformed' : null;
  const lines = buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
  const requestLine = /^([A-Z]+) (\S+) (HTTP\/1\.[01])$/.exec(lines[0] ?? '');
  if (requestLine === null) return 'malformed';
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const bodyStart = headEnd + 4;
  let body: Buffer;
  let length: number;
  if ((headers['transfer-encoding'] ?? '').toLowerCase().includes('chunked')) {
    const parts: Buffer[] = [];
    let at = bodyStart;
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(buffer.subarray(at, lineEnd).toString('latin1').split(';')[0]!.trim(), 16);
      if (!Number.isFinite(size) || size < 0) return 'malformed';
      if (size === 0) {
        // Trailers (normally none) end with an empty line.
        const end = buffer.indexOf('\r\n\r\n', lineEnd);
        if (end < 0) return null;
        length = end + 4;
        break;
      }
      if (buffer.length < lineEnd + 2 + size + 2) return null;
      parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else {
    const contentLength = Number(headers['content-length'] ?? '0');
    if (!Number.isInteger(contentLength) || contentLength < 0) return 'malformed';
    if (buffer.length < bodyStart + contentLength) return null;
    body = buffer.subarray(bodyStart, bodyStart + contentLength);
    length = bodyStart + contentLength;
  }
  return { method: requestLine[1]!, path: requestLine[2]!, version: requestLine[3]!, headers, body, length };
}

function head(status: number, reason: string, headers: Record<string, string>): string {
  let text = `HTTP/1.1 ${status} ${reason}\r\n`;
  for (const [name, value] of Object.entries(headers)) text += `${name}: ${value}\r\n`;
  return `${text}\r\n`;
}

/** The whole response to one request, as bytes for a single write. */
function respond(request: ParsedRequest, options: ClosingServerOptions): Buffer {
  const path = request.path.split('?')[0]!;
  let status = 200;
  let reason = 'OK';
  let contentType = 'application/json';
  let parts: string[];
  if (request.method === 'POST' && /\/chat\/completions\/?$/.test(path)) {
    contentType = 'text/event-stream';
    parts = chatStream(modelOf(request.body), options.tokens ?? 3);
  } else if (request.method === 'GET' && /\/models\/?$/.test(path)) {
    parts = [JSON.stringify({ object: 'list', data: [{ id: 'closing-test', object: 'model', created: 0, owned_by: 'test' }] })];
  } else {
    status = 404;
    reason = 'Not Found';
    parts = [
      JSON.stringify({ error: { message: `no route for ${request.method} ${path}`, type: 'invalid_request_error', code: 'not_found' } }),
    ];
  }
  const headers: Record<string, string> = { 'content-type': contentType, 'cache-control': 'no-cache', ...options.headers };
  const payloads = parts.map((p) => Buffer.from(p, 'utf8'));
  if ((options.framing ?? 'chunked') === 'chunked') {
    headers['transfer-encoding'] = 'chunked';
    const chunks = payloads.map((p) => Buffer.concat([Buffer.from(`${p.length.toString(16)}\r\n`), p, Buffer.from('\r\n')]));
    return Buffer.concat([Buffer.from(head(status, reason, headers)), ...chunks, Buffer.from('0\r\n\r\n')]);
  }
  const body = Buffer.concat(payloads);
  headers['content-length'] = String(body.length);
  return Buffer.concat([Buffer.from(head(status, reason, headers)), body]);
}

function modelOf(body: Buffer): string {
  try {
    const model = (JSON.parse(body.toString('utf8')) as { model?: unknown }).model;
    return typeof model === 'string' ? model : 'closing-test';
  } catch {
    return 'closing-test';
  }
}

/** SSE events: `tokens` content chunks, a final chunk with finish_reason "stop" and usage, then [DONE]. */
function chatStream(model: string, tokens: number): string[] {
  const base = { id: 'chatcmpl-closing', object: 'chat.completion.chunk', created: 0, model };
  const events: string[] = [];
  for (let i = 0; i < tokens; i++) {
    const delta = i === 0 ? { role: 'assistant', content: 'tok ' } : { content: 'tok ' };
    events.push(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
  }
  const usage = { prompt_tokens: 4, completion_tokens: tokens, total_tokens: 4 + tokens };
  events.push(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage })}\n\n`);
  events.push('data: [DONE]\n\n');
  return events;
}
