import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dispatcher } from 'undici';
import { createProbeDispatcher } from '../../src/probe/connection/dispatcher.js';
import { probe } from '../../src/probe/probe.js';
import { proxyFor, proxyForDisplay, proxyFromEnv } from '../../src/probe/connection/proxy-env.js';
import type { Sample } from '../../src/probe/sample.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createCertificates, type Certificates } from '../helpers/certificates.js';
import { startCli } from '../helpers/cli-process.js';
import { startTlsFront, type Front } from '../helpers/nginx-fronts.js';
import { chatRequest, TEST_KEY } from '../helpers/probe-request.js';
import { startTinyproxy, type Tinyproxy } from '../helpers/tinyproxy.js';
import { INSTALL_TIMEOUT_MS, requireSystemTools } from '../setup/system-tools.js';

// The real nginx, tinyproxy and openssl this file runs: installed first when missing (test/setup/system-tools.ts).
beforeAll(() => requireSystemTools('nginx', 'tinyproxy', 'openssl'), INSTALL_TIMEOUT_MS);

// A real forward proxy (tinyproxy) between the probe and the endpoint, as on self-hosted runners behind a
// corporate proxy: HTTPS_PROXY / HTTP_PROXY / NO_PROXY decide, the tunnel is connection set-up (not response
// time), and the key travels inside the tunnel, never in the proxy's view.

let dir: string;
let sim: Simulator;
let certs: Certificates;
let front: Front;
let proxy: Tinyproxy;
const dispatchers: Dispatcher[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-proxy-'));
  certs = await createCertificates(dir);
  sim = await startSimulator({ port: 0 });
  front = await startTlsFront({ upstream: `${sim.url}/clean`, certPath: certs.certPath, keyPath: certs.keyPath });
  proxy = await startTinyproxy();
});

afterAll(async () => {
  await Promise.all(dispatchers.map((d) => d.close()));
  await front?.stop();
  await proxy?.stop();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

function through(env: NodeJS.ProcessEnv, ca: string | null = certs.caPem): Dispatcher {
  const dispatcher = createProbeDispatcher({ env, connection: { ca, http2: false, reuse: true } });
  dispatchers.push(dispatcher);
  return dispatcher;
}

function connectsTo(host: string): number {
  return proxy.requests().filter((line) => line.startsWith(`CONNECT ${host} `)).length;
}

describe('HTTPS_PROXY', () => {
  it('tunnels HTTPS through the proxy; the tunnel is set-up time, and the key never reaches the proxy', async () => {
    const dispatcher = through({ HTTPS_PROXY: proxy.url });
    const samples: Sample[] = [];
    for (let i = 0; i < 3; i++) samples.push(await probe(chatRequest(`${front.url}/v1`, i, { ca: certs.caPem }), { dispatcher }));
    expect(samples.map((s) => s.error)).toEqual([null, null, null]);
    const lines = await proxy.waitForRequests(1);
    expect(lines).toContain(`CONNECT localhost:${front.port} HTTP/1.1`);
    // One tunnel, kept for the later requests.
    expect(connectsTo(`localhost:${front.port}`)).toBe(1);
    const [first, ...rest] = samples as [Sample, ...Sample[]];
    expect(first.newConnection).toBe(true);
    expect(first.connectMs).not.toBeNull();
    expect(first.tlsMs).toBeGreaterThan(0);
    expect(first.setupMs!).toBeGreaterThanOrEqual(first.connectMs! + first.tlsMs!);
    expect(rest.every((s) => s.newConnection === false)).toBe(true);
    expect(proxy.log()).not.toContain(TEST_KEY);
  });

  it('NO_PROXY sends matching hosts direct', async () => {
    const before = connectsTo(`localhost:${front.port}`);
    const dispatcher = through({ HTTPS_PROXY: proxy.url, NO_PROXY: 'example.org, localhost' });
    const sample = await probe(chatRequest(`${front.url}/v1`, 0, { ca: certs.caPem }), { dispatcher });
    expect(sample.error).toBeNull();
    expect(connectsTo(`localhost:${front.port}`)).toBe(before);
  });

  it('an untrusted certificate behind the proxy is still a tls error naming the endpoint host', async () => {
    const dispatcher = through({ HTTPS_PROXY: proxy.url }, null);
    const sample = await probe(chatRequest(`${front.url}/v1`, 0), { dispatcher });
    expect(sample.error?.kind).toBe('tls');
    expect(sample.error?.message).toContain(`localhost:${front.port}`);
  });
});

describe('HTTP_PROXY', () => {
  it('plain HTTP goes through a CONNECT tunnel too, so the proxy sees no request line and no header', async () => {
    const dispatcher = through({ HTTP_PROXY: proxy.url });
    const host = `127.0.0.1:${sim.port}`;
    const before = connectsTo(host);
    const sample = await probe(chatRequest(`${sim.url}/clean/v1`, 0), { dispatcher });
    expect(sample.error).toBeNull();
    expect(connectsTo(host)).toBe(before + 1);
    expect(proxy.requests().some((line) => line.startsWith('POST '))).toBe(false);
    expect(proxy.log()).not.toContain(TEST_KEY);
  });

  it('the CLI reads the proxy from its environment and logs it without credentials', async () => {
    const folder = mkdtempSync(join(dir, 'cli-'));
    writeFileSync(
      join(folder, 'w.yaml'),
      `version: 1
name: proxied
endpoints:
  - name: behind-proxy
    baseUrl: ${sim.url}/clean/v1
    model: sim
    apiKeyEnv: PROXY_TEST_KEY
    headers: { x-sim: '{"ttftMs": 30, "tokensPerSecond": 400}' }
scenarios:
  - name: short
    prompt: Say a few words.
    maxTokens: 8
run: { requests: 4, warmup: 1, concurrency: 1, looks: 1 }
`,
    );
    const host = `127.0.0.1:${sim.port}`;
    const before = connectsTo(host);
    const proxyWithUser = proxy.url.replace('http://', 'http://someone:proxy-secret@');
    const cli = startCli(['gate', '--workload', 'w.yaml', '--results-dir', 'out'], {
      cwd: folder,
      env: { HTTP_PROXY: proxyWithUser, PROXY_TEST_KEY: TEST_KEY, NO_COLOR: '1' },
    });
    const { code } = await cli.exited;
    expect(cli.stderr()).not.toContain('error:');
    expect(cli.stderr()).toContain(`behind-proxy: HTTP/1.1, keep-alive connections, through the proxy ${proxy.url}`);
    expect(code).toBe(0);
    expect(connectsTo(host)).toBeGreaterThan(before);
    const output = `${cli.stdout()}${cli.stderr()}${readFileSync(join(folder, 'out', 'samples.jsonl'), 'utf8')}`;
    expect(output).not.toContain('proxy-secret');
    expect(output).not.toContain(TEST_KEY);
    expect(proxy.log()).not.toContain(TEST_KEY);
  });
});

describe('proxy settings from the environment', () => {
  it('lower case wins, HTTPS falls back to HTTP_PROXY, NO_PROXY matches hosts, ports and domains', () => {
    const settings = proxyFromEnv({
      https_proxy: 'http://a:1',
      HTTPS_PROXY: 'http://b:2',
      HTTP_PROXY: 'http://c:3',
      NO_PROXY: 'internal.example, .corp, 10.0.0.1:8443',
    });
    expect(settings?.httpsProxy).toBe('http://a:1');
    expect(proxyFor('https://api.example.com/v1', settings)).toBe('http://a:1');
    expect(proxyFor('http://api.example.com/v1', settings)).toBe('http://c:3');
    expect(proxyFor('https://internal.example/v1', settings)).toBeNull();
    expect(proxyFor('https://llm.internal.example/v1', settings)).toBeNull();
    expect(proxyFor('https://gpu.corp/v1', settings)).toBeNull();
    expect(proxyFor('https://10.0.0.1:8443/v1', settings)).toBeNull();
    expect(proxyFor('https://10.0.0.1/v1', settings)).toBe('http://a:1');
    expect(proxyFromEnv({ HTTP_PROXY: ' ' })).toBeNull();
    expect(proxyFor('https://api.example.com/v1', proxyFromEnv({ HTTP_PROXY: 'http://c:3' }))).toBe('http://c:3');
    expect(proxyForDisplay('http://user:secret@proxy.corp:3128/')).toBe('http://proxy.corp:3128');
  });
});
