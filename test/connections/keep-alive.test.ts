import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedProbeDispatcher } from '../../src/probe/connection/dispatcher.js';
import { probe } from '../../src/probe/probe.js';
import type { Sample } from '../../src/probe/sample.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { startClosingServer, type ClosingServer } from '../helpers/closing-server.js';
import { startKeepaliveFront, type Front } from '../helpers/nginx-fronts.js';
import { chatRequest } from '../helpers/probe-request.js';
import { INSTALL_TIMEOUT_MS, requireSystemTools } from '../setup/system-tools.js';

// The real nginx this file runs: installed first when missing (test/setup/system-tools.ts).
beforeAll(() => requireSystemTools('nginx'), INSTALL_TIMEOUT_MS);

// llama.cpp's server (cpp-httplib) closes keep-alive connections after some requests or some idle time without
// saying so; a request written on such a connection dies before any response byte. The probe retries exactly
// those once, on a new connection, and counts the retry; nothing else is retried.

const started: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await closeSharedProbeDispatcher();
  await Promise.all(started.splice(0).map((s) => s.stop()));
});
afterAll(closeSharedProbeDispatcher);

async function closing(options: Parameters<typeof startClosingServer>[0]): Promise<ClosingServer> {
  const server = await startClosingServer(options);
  started.push(server);
  return server;
}

async function sequential(baseUrl: string, count: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) samples.push(await probe(chatRequest(baseUrl, i)));
  return samples;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('a server that closes keep-alive connections as the next request is written', () => {
  it('after N requests: every such request is retried once on a new connection, and none fails', async () => {
    const server = await closing({ closeAfterRequests: 3 });
    const samples = await sequential(`${server.url}/v1`, 16);

    expect(samples.map((s) => s.error)).toEqual(samples.map(() => null));
    const retried = samples.filter((s) => s.retries > 0);
    // The server dropped requests, each was retried, and only those were.
    expect(server.dropped()).toBeGreaterThan(0);
    expect(retried.length).toBe(server.dropped());
    for (const s of retried) {
      expect(s.retries).toBe(1);
      expect(s.retryCauses).toEqual(['stale_connection']);
      expect(s.newConnection).toBe(true);
    }
    for (const s of samples.filter((x) => x.retries === 0)) expect(s.retryCauses).toEqual([]);
    // A dropped request was sent again as it was, on a connection opened for it.
    server.requests.forEach((r, i) => {
      if (r.outcome !== 'dropped') return;
      const resent = server.requests[i + 1]!;
      expect(resent.body).toBe(r.body);
      expect(resent.index).toBe(0);
      expect(resent.outcome).toBe('answered');
    });
  });

  it('after an idle time: the request on the idle connection is retried once and succeeds', async () => {
    const server = await closing({ idleCloseMs: 150 });
    const first = await probe(chatRequest(`${server.url}/v1`, 0));
    expect(first.error).toBeNull();
    // Idle well beyond the server's limit but within the client's keep-alive: the client still reuses it.
    await pause(400);
    const second = await probe(chatRequest(`${server.url}/v1`, 1));
    expect(second.error).toBeNull();
    expect(second.retryCauses).toEqual(['stale_connection']);
    expect(server.dropped()).toBe(1);
    expect(server.requests.map((r) => r.outcome)).toEqual(['answered', 'dropped', 'answered']);
  });

  it('a request that fails on a new connection is an error, and is not sent again', async () => {
    const server = await closing({ closeAfterRequests: 0 });
    const sample = await probe(chatRequest(`${server.url}/v1`, 0));
    expect(sample.error?.kind).toBe('early_close');
    expect(sample.newConnection).toBe(true);
    expect(sample.retries).toBe(0);
    expect(server.requests).toHaveLength(1);
  });
});

describe('nginx with short keep-alive limits in front of the simulator', () => {
  let sim: Simulator;
  const fronts: Front[] = [];
  afterAll(async () => {
    await Promise.all(fronts.map((f) => f.stop()));
    await sim?.close();
  });

  async function front(options: Omit<Parameters<typeof startKeepaliveFront>[0], 'upstream'>): Promise<Front> {
    sim ??= await startSimulator({ port: 0 });
    const f = await startKeepaliveFront({ upstream: `${sim.url}/clean`, accessLog: true, ...options });
    fronts.push(f);
    return f;
  }

  it('keepalive_requests: every connection nginx closes is noticed, no request fails', async () => {
    const f = await front({ keepaliveTimeout: '30s', keepaliveRequests: 2 });
    const samples = await sequential(`${f.url}/v1`, 8);
    expect(samples.map((s) => s.error?.message ?? null)).toEqual(samples.map(() => null));
    const log = await f.waitForAccessLog(8);
    const connections = new Set(log.map((e) => e.connection));
    // nginx says `Connection: close` on a connection's last request, so the client opens the next one itself.
    expect(connections.size).toBe(4);
    expect(samples.filter((s) => s.newConnection).length).toBe(4);
    expect(samples.every((s) => s.retries === 0)).toBe(true);
  });

  it('a Keep-Alive: timeout= hint shorter than the client default is honoured', async () => {
    // `Keep-Alive: timeout=3`: undici keeps the connection 3 s minus its 2 s safety margin, i.e. 1 s.
    const hinted = await front({ keepaliveTimeout: '30s', keepaliveHeader: 3 });
    const plain = await front({ keepaliveTimeout: '30s' });
    for (const f of [hinted, plain]) {
      const first = await probe(chatRequest(`${f.url}/v1`, 0));
      expect(first.error).toBeNull();
      await pause(1_500);
    }
    const afterHint = await probe(chatRequest(`${hinted.url}/v1`, 1));
    const afterPlain = await probe(chatRequest(`${plain.url}/v1`, 1));
    expect(afterHint.error).toBeNull();
    expect(afterPlain.error).toBeNull();
    // The hinted connection was let go after 1 s; the other is kept for the client's own 4 s.
    expect(afterHint.newConnection).toBe(true);
    expect(afterPlain.newConnection).toBe(false);
  });
});
