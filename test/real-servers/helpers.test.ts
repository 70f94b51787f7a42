import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createCertificates, type Certificates } from '../helpers/certificates.js';
import { startClosingServer, type ClosingServer } from '../helpers/closing-server.js';
import { startKeepaliveFront, startTlsFront, type Front } from '../helpers/nginx-fronts.js';
import { nginxVersion, versionAtLeast } from '../helpers/nginx.js';
import { startTinyproxy, type Tinyproxy } from '../helpers/tinyproxy.js';
import { INSTALL_TIMEOUT_MS, requireSystemTools } from '../setup/system-tools.js';

// The real nginx, tinyproxy and openssl this file runs: installed first when missing (test/setup/system-tools.ts).
beforeAll(() => requireSystemTools('nginx', 'tinyproxy', 'openssl'), INSTALL_TIMEOUT_MS);

// The real components the probe's connection tests run against, checked with plain Node clients: nginx
// terminating TLS (HTTP/1.1 and HTTP/2) and enforcing keep-alive limits, tinyproxy as a forward proxy, and a
// server that closes keep-alive connections under the client's next request. These fail (not skip) when
// nginx, tinyproxy or openssl is missing and cannot be installed (the beforeAll above installs them first).

const CHAT_BODY = JSON.stringify({
  model: 'test-model',
  messages: [{ role: 'user', content: 'Say something short.' }],
  stream: true,
  max_tokens: 8,
});
/** Quick, exact simulator timing. */
const QUICK = {
  'content-type': 'application/json',
  'x-sim': JSON.stringify({ ttftMs: 1, tokensPerSecond: 5000, jitter: 0, ttftSigma: 0, prefixCache: false, outputTokens: 6 }),
};

let dir: string;
let sim: Simulator;
let certs: Certificates;
let wrongCerts: Certificates;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-real-servers-'));
  sim = await startSimulator({ seed: 5 });
  certs = await createCertificates(dir);
  wrongCerts = await createCertificates(dir, { name: 'wrong', hosts: ['wrong.example'] });
}, 60_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
  expect(sim.errors).toEqual([]);
});

/** Starts something and registers its stop for afterAll. */
async function started<T extends { stop(): Promise<void> }>(thing: Promise<T>): Promise<T> {
  const value = await thing;
  stops.push(() => value.stop());
  return value;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: net.Socket;
}

function collect(req: http.ClientRequest, body: string | null): Promise<Reply> {
  return new Promise((resolve, reject) => {
    req.on('response', (res) => {
      // Kept here: node:http detaches the socket from the response once it is back in the pool.
      const socket = res.socket;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, socket }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** `data:` payloads of an SSE body. */
function dataLines(body: string): string[] {
  return body
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => l.slice(6));
}

describe('TLS front (createCertificates + startTlsFront)', () => {
  let front: Front;
  let wrongFront: Front;

  beforeAll(async () => {
    front = await started(
      startTlsFront({ upstream: `${sim.url}/clean`, certPath: certs.certPath, keyPath: certs.keyPath, accessLog: true }),
    );
    wrongFront = await started(startTlsFront({ upstream: `${sim.url}/clean`, certPath: wrongCerts.certPath, keyPath: wrongCerts.keyPath }));
  }, 60_000);

  it('serves the simulator over HTTPS at https://localhost:<port> for a client trusting the test CA', async () => {
    expect(front.url).toBe(`https://localhost:${front.port}`);
    const req = https.request(`${front.url}/v1/chat/completions`, { method: 'POST', headers: QUICK, ca: certs.caPem, agent: false });
    const reply = await collect(req, CHAT_BODY);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/event-stream');
    expect(dataLines(reply.body).at(-1)).toBe('[DONE]');
    const socket = reply.socket as tls.TLSSocket;
    expect(socket.getPeerCertificate().subjectaltname).toBe('DNS:localhost, IP Address:127.0.0.1');
    // The prefix in `upstream` was put in front of the path: the simulator saw its clean profile.
    expect(sim.requests.at(-1)?.path).toBe('/clean/v1/chat/completions');
    const entries = await front.waitForAccessLog(1);
    expect(entries.at(-1)).toMatchObject({ connectionRequests: 1, request: 'POST /v1/chat/completions HTTP/1.1', status: 200 });
  });

  it('the same certificate is valid for https://127.0.0.1:<port>', async () => {
    const req = https.request(`https://127.0.0.1:${front.port}/v1/models`, { ca: certs.caPem, agent: false });
    expect((await collect(req, null)).status).toBe(200);
  });

  it('is rejected without the CA, and with a certificate for another host', async () => {
    const untrusted = https.request(`${front.url}/v1/models`, { agent: false });
    await expect(collect(untrusted, null)).rejects.toMatchObject({ code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' });
    const mismatch = https.request(`${wrongFront.url}/v1/models`, { ca: wrongCerts.caPem, agent: false });
    await expect(collect(mismatch, null)).rejects.toMatchObject({ code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    // The wrong certificate comes from the same CA: only the name is wrong.
    const named = https.request(`https://127.0.0.1:${wrongFront.port}/v1/models`, {
      ca: certs.caPem,
      servername: 'wrong.example',
      agent: false,
    });
    expect((await collect(named, null)).status).toBe(200);
  });

  it('streams: the first token arrives while the upstream is still generating', async () => {
    // 40 tokens at 2 per second: the stream would take 20 s, so a first token here cannot be a buffered whole.
    const headers = {
      ...QUICK,
      'x-sim': JSON.stringify({ ttftMs: 1, tokensPerSecond: 2, jitter: 0, ttftSigma: 0, prefixCache: false, outputTokens: 40 }),
    };
    const req = https.request(`${front.url}/v1/chat/completions`, { method: 'POST', headers, ca: certs.caPem, agent: false });
    req.end(JSON.stringify({ ...(JSON.parse(CHAT_BODY) as object), max_tokens: 100 }));
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    let text = '';
    res.setEncoding('utf8');
    for await (const chunk of res) {
      text += chunk as string;
      if (dataLines(text).some((d) => d.includes('"content":"') && !d.includes('"content":""'))) break;
    }
    expect(sim.activeStreams()).toBeGreaterThanOrEqual(1);
    req.destroy();
    expect(dataLines(text)).not.toContain('[DONE]');
  });

  it('HTTP/2: ALPN selects h2 and the stream comes through', async () => {
    const h2 = await started(
      startTlsFront({ upstream: `${sim.url}/clean`, certPath: certs.certPath, keyPath: certs.keyPath, http2: true, accessLog: true }),
    );
    const session = http2.connect(h2.url, { ca: certs.caPem });
    try {
      await once(session, 'connect');
      expect(session.alpnProtocol).toBe('h2');
      const stream = session.request({ ':method': 'POST', ':path': '/v1/chat/completions', ...QUICK });
      stream.end(CHAT_BODY);
      const [responseHeaders] = (await once(stream, 'response')) as [http2.IncomingHttpHeaders];
      expect(responseHeaders[':status']).toBe(200);
      let text = '';
      stream.setEncoding('utf8');
      for await (const chunk of stream) text += chunk as string;
      expect(dataLines(text).at(-1)).toBe('[DONE]');
    } finally {
      session.close();
    }
    const entries = await h2.waitForAccessLog(1);
    expect(entries.at(-1)).toMatchObject({ request: 'POST /v1/chat/completions HTTP/2.0', status: 200 });
    // An HTTP/1.1-only client still gets through (ALPN falls back).
    const socket = tls.connect({ host: '127.0.0.1', port: h2.port, servername: 'localhost', ca: certs.caPem, ALPNProtocols: ['http/1.1'] });
    await once(socket, 'secureConnect');
    expect(socket.alpnProtocol).toBe('http/1.1');
    const reply = await collect(https.request(`${h2.url}/v1/models`, { createConnection: () => socket }), null);
    expect(reply.status).toBe(200);
    socket.destroy();
  });
});

describe('nginx version handling', () => {
  it('reads the version from `nginx -v` and picks the HTTP/2 syntax by it', async () => {
    const version = await nginxVersion();
    expect(version).toHaveLength(3);
    expect(versionAtLeast(version, [1, 0, 0])).toBe(true);
    // `listen … ssl http2` before 1.25.1, `http2 on;` from it on.
    expect(versionAtLeast([1, 22, 1], [1, 25, 1])).toBe(false);
    expect(versionAtLeast([1, 25, 0], [1, 25, 1])).toBe(false);
    expect(versionAtLeast([1, 25, 1], [1, 25, 1])).toBe(true);
    expect(versionAtLeast([1, 26, 0], [1, 25, 1])).toBe(true);
    expect(versionAtLeast([2, 0, 0], [1, 25, 1])).toBe(true);
  });
});

describe('keep-alive front (startKeepaliveFront)', () => {
  it('keepalive_requests: the second response says Connection: close, the third request opens a new connection', async () => {
    const front = await started(
      startKeepaliveFront({
        upstream: `${sim.url}/clean`,
        keepaliveTimeout: 30,
        keepaliveHeader: 25,
        keepaliveRequests: 2,
        accessLog: true,
      }),
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const replies: Reply[] = [];
      for (let i = 0; i < 3; i++) {
        replies.push(await collect(http.request(`${front.url}/v1/chat/completions`, { method: 'POST', headers: QUICK, agent }), CHAT_BODY));
      }
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(replies.map((r) => dataLines(r.body).at(-1))).toEqual(['[DONE]', '[DONE]', '[DONE]']);
      expect(replies[0]!.headers['keep-alive']).toBe('timeout=25');
      expect(replies[1]!.headers['connection']).toBe('close');
      const entries = await front.waitForAccessLog(3);
      expect(entries.map((e) => e.connectionRequests)).toEqual([1, 2, 1]);
      expect(entries[0]!.connection).toBe(entries[1]!.connection);
      expect(entries[2]!.connection).not.toBe(entries[1]!.connection);
    } finally {
      agent.destroy();
    }
  });

  it('keepalive_timeout: nginx closes a connection left idle', async () => {
    const front = await started(startKeepaliveFront({ upstream: `${sim.url}/clean`, keepaliveTimeout: '300ms', accessLog: true }));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const reply = await collect(http.request(`${front.url}/v1/chat/completions`, { method: 'POST', headers: QUICK, agent }), CHAT_BODY);
      expect(reply.status).toBe(200);
      expect(reply.headers['connection']).toBe('keep-alive');
      // Waits for the event itself: the server's FIN on the pooled socket.
      if (!reply.socket.destroyed) await once(reply.socket, 'close');
      expect(reply.socket.destroyed).toBe(true);
      expect((await front.waitForAccessLog(1)).map((e) => e.connectionRequests)).toEqual([1]);
    } finally {
      agent.destroy();
    }
  });
});

describe('tinyproxy (startTinyproxy)', () => {
  let proxy: Tinyproxy;
  let front: Front;

  beforeAll(async () => {
    proxy = await started(startTinyproxy());
    front = await started(startTlsFront({ upstream: `${sim.url}/clean`, certPath: certs.certPath, keyPath: certs.keyPath }));
  }, 60_000);

  it('tunnels CONNECT to a high loopback port, and TLS to the front works through the tunnel', async () => {
    expect(front.port).toBeGreaterThan(1024);
    const connect = http.request({ host: '127.0.0.1', port: proxy.port, method: 'CONNECT', path: `localhost:${front.port}`, agent: false });
    connect.end();
    const [res, socket] = (await once(connect, 'connect')) as [http.IncomingMessage, net.Socket];
    expect(res.statusCode).toBe(200);
    const tlsSocket = tls.connect({ socket, servername: 'localhost', ca: certs.caPem });
    await once(tlsSocket, 'secureConnect');
    const req = https.request(`${front.url}/v1/chat/completions`, { method: 'POST', headers: QUICK, createConnection: () => tlsSocket });
    const reply = await collect(req, CHAT_BODY);
    expect(reply.status).toBe(200);
    expect(dataLines(reply.body).at(-1)).toBe('[DONE]');
    tlsSocket.destroy();
    expect(await proxy.waitForRequests(1)).toContain(`CONNECT localhost:${front.port} HTTP/1.1`);
  });

  it('forwards plain HTTP in absolute form, streaming intact, then closes the client connection', async () => {
    const target = `${sim.url}/clean/v1/chat/completions`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const req = http.request({ host: '127.0.0.1', port: proxy.port, method: 'POST', path: target, headers: QUICK, agent });
      const reply = await collect(req, CHAT_BODY);
      expect(reply.status).toBe(200);
      expect(reply.headers['via']).toMatch(/tinyproxy/);
      expect(dataLines(reply.body).at(-1)).toBe('[DONE]');
      // No `Connection: close` in the response, yet tinyproxy closes the connection after it.
      expect(reply.headers['connection']).toBeUndefined();
      if (!reply.socket.destroyed) await once(reply.socket, 'close');
      expect(await proxy.waitForRequests(2)).toContain(`POST ${target} HTTP/1.1`);
    } finally {
      agent.destroy();
    }
  });
});

describe('closing server (startClosingServer)', () => {
  /** A raw HTTP/1.1 connection: write requests, read whole responses, see the close. */
  class RawConnection {
    readonly socket: net.Socket;
    private buffer = '';
    private closed = false;
    private wake: (() => void) | null = null;

    private constructor(socket: net.Socket) {
      this.socket = socket;
      socket.setEncoding('latin1');
      socket.on('data', (d: string) => {
        this.buffer += d;
        this.wake?.();
      });
      socket.on('close', () => {
        this.closed = true;
        this.wake?.();
      });
      socket.on('error', () => undefined);
    }

    static async open(port: number): Promise<RawConnection> {
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      return new RawConnection(socket);
    }

    send(path = '/v1/chat/completions'): void {
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(CHAT_BODY)}\r\n\r\n${CHAT_BODY}`,
      );
    }

    /** The next whole response, or null when the server closes first (`bytes`: what arrived before the close). */
    async response(): Promise<{ head: string; body: string } | { closed: true; bytes: number }> {
      for (;;) {
        const whole = this.takeResponse();
        if (whole !== null) return whole;
        if (this.closed) return { closed: true, bytes: this.buffer.length };
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = null;
      }
    }

    private takeResponse(): { head: string; body: string } | null {
      const headEnd = this.buffer.indexOf('\r\n\r\n');
      if (headEnd < 0) return null;
      const head = this.buffer.slice(0, headEnd);
      const length = /\r\ncontent-length: (\d+)/i.exec(head);
      let end: number;
      let body: string;
      if (length !== null) {
        end = headEnd + 4 + Number(length[1]);
        if (this.buffer.length < end) return null;
        body = this.buffer.slice(headEnd + 4, end);
      } else {
        const last = this.buffer.indexOf('\r\n0\r\n\r\n', headEnd);
        if (last < 0) return null;
        end = last + 7;
        body = dechunk(this.buffer.slice(headEnd + 4, end));
      }
      this.buffer = this.buffer.slice(end);
      return { head, body };
    }
  }

  function dechunk(text: string): string {
    let out = '';
    let at = 0;
    for (;;) {
      const lineEnd = text.indexOf('\r\n', at);
      const size = Number.parseInt(text.slice(at, lineEnd), 16);
      if (size === 0) return out;
      out += text.slice(lineEnd + 2, lineEnd + 2 + size);
      at = lineEnd + 2 + size + 2;
    }
  }

  let server: ClosingServer;

  afterAll(async () => {
    await server?.stop();
  });

  it('closeAfterRequests: N responses on a connection, then the next request is read and closed with zero bytes', async () => {
    server = await startClosingServer({ closeAfterRequests: 2 });
    const connection = await RawConnection.open(server.port);
    for (let i = 0; i < 2; i++) {
      connection.send();
      const response = await connection.response();
      expect(response).toHaveProperty('head');
      const { head, body } = response as { head: string; body: string };
      expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(head).toMatch(/\r\ntransfer-encoding: chunked/i);
      expect(head).not.toMatch(/connection:/i);
      const events = dataLines(body);
      expect(events.at(-1)).toBe('[DONE]');
      const final = JSON.parse(events.at(-2)!) as { choices: { finish_reason: string }[]; usage: { completion_tokens: number } };
      expect(final.choices[0]!.finish_reason).toBe('stop');
      expect(final.usage.completion_tokens).toBe(3);
      expect(
        events.slice(0, -2).map((e) => (JSON.parse(e) as { choices: { delta: { content: string } }[] }).choices[0]!.delta.content),
      ).toEqual(['tok ', 'tok ', 'tok ']);
    }
    connection.send();
    expect(await connection.response()).toEqual({ closed: true, bytes: 0 });
    expect(server.connections()).toBe(1);
    expect(server.answered()).toBe(2);
    expect(server.dropped()).toBe(1);
    expect(server.answeredPerConnection()).toEqual([2]);
    expect(server.requests.map((r) => [r.connection, r.index, r.outcome])).toEqual([
      [0, 0, 'answered'],
      [0, 1, 'answered'],
      [0, 2, 'dropped'],
    ]);
    // A new connection is served again.
    const next = await RawConnection.open(server.port);
    next.send();
    expect(await next.response()).toHaveProperty('head');
    expect(server.answeredPerConnection()).toEqual([2, 1]);
    next.socket.destroy();
    await server.stop();
  });

  it('a pooling node:http client sees the drop as a socket hang up on the reused connection', async () => {
    server = await startClosingServer({ closeAfterRequests: 1, framing: 'content-length' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const url = `${server.url}/v1/chat/completions`;
      const first = await collect(http.request(url, { method: 'POST', headers: QUICK, agent }), CHAT_BODY);
      expect(first.status).toBe(200);
      expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
      expect(dataLines(first.body).at(-1)).toBe('[DONE]');
      await expect(collect(http.request(url, { method: 'POST', headers: QUICK, agent }), CHAT_BODY)).rejects.toMatchObject({
        code: 'ECONNRESET',
        message: 'socket hang up',
      });
      expect([server.connections(), server.answered(), server.dropped()]).toEqual([1, 1, 1]);
    } finally {
      agent.destroy();
      await server.stop();
    }
  });

  it('idleCloseMs: a request on a connection idle that long is read and closed with zero bytes', async () => {
    server = await startClosingServer({ idleCloseMs: 150 });
    const connection = await RawConnection.open(server.port);
    connection.send();
    expect(await connection.response()).toHaveProperty('head');
    // A lower bound, not a hope: the server's idle clock started before this client had the response.
    await new Promise((resolve) => setTimeout(resolve, 200));
    connection.send();
    expect(await connection.response()).toEqual({ closed: true, bytes: 0 });
    expect(server.requests.map((r) => r.outcome)).toEqual(['answered', 'dropped']);
    expect(server.requests[0]!.idleMs).toBeNull();
    expect(server.requests[1]!.idleMs).toBeGreaterThanOrEqual(150);
    expect([server.answered(), server.dropped()]).toEqual([1, 1]);
    await server.stop();
  });

  it('idleCloseMs: requests that follow each other promptly are all answered on one connection', async () => {
    // The limit is far above any stall of a busy machine between a response and the next request.
    server = await startClosingServer({ idleCloseMs: 60_000 });
    const connection = await RawConnection.open(server.port);
    for (let i = 0; i < 3; i++) {
      connection.send();
      expect(await connection.response()).toHaveProperty('head');
    }
    expect(server.answeredPerConnection()).toEqual([3]);
    expect(server.dropped()).toBe(0);
    connection.socket.destroy();
    await server.stop();
  });
});
