import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { loadWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import { computeMetrics } from '../../src/metrics/compute.js';
import { closeSharedProbeDispatcher } from '../../src/probe/connection/dispatcher.js';
import { probe } from '../../src/probe/probe.js';
import type { Sample } from '../../src/probe/sample.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';
import { createRedactor } from '../../src/util/redact.js';
import { createCertificates, type Certificates } from '../helpers/certificates.js';
import { startCli } from '../helpers/cli-process.js';
import { startTlsFront, type Front } from '../helpers/nginx-fronts.js';
import { chatRequest, TEST_KEY } from '../helpers/probe-request.js';
import { INSTALL_TIMEOUT_MS, requireSystemTools } from '../setup/system-tools.js';

// The real nginx and openssl this file runs: installed first when missing (test/setup/system-tools.ts).
beforeAll(() => requireSystemTools('nginx', 'openssl'), INSTALL_TIMEOUT_MS);

// nginx terminating TLS (and HTTP/2) with a certificate made at test time, in front of the simulator.

let dir: string;
let sim: Simulator;
let certs: Certificates;
let h1: Front;
let h2: Front;
let wrongHost: Front;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-tls-'));
  certs = await createCertificates(dir);
  const wrong = await createCertificates(dir, { hosts: ['wrong.example'], name: 'wrong' });
  sim = await startSimulator({ port: 0 });
  const upstream = `${sim.url}/clean`;
  h1 = await startTlsFront({ upstream, certPath: certs.certPath, keyPath: certs.keyPath, accessLog: true });
  h2 = await startTlsFront({ upstream, certPath: certs.certPath, keyPath: certs.keyPath, http2: true, accessLog: true });
  wrongHost = await startTlsFront({ upstream, certPath: wrong.certPath, keyPath: wrong.keyPath });
});

afterAll(async () => {
  await closeSharedProbeDispatcher();
  await Promise.all([h1, h2, wrongHost].map((f) => f?.stop()));
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

function chatCount(): number {
  return sim.requests.filter((r) => r.path.endsWith('/chat/completions')).length;
}

describe('HTTPS through nginx', () => {
  it('an untrusted certificate is a tls error naming the host, and nothing is sent', async () => {
    const before = chatCount();
    const sample = await probe(chatRequest(`${h1.url}/v1`, 0));
    expect(sample.error?.kind).toBe('tls');
    expect(sample.error?.message).toContain(`TLS handshake with localhost:${h1.port} failed`);
    expect(sample.error?.message).toContain('tls.ca');
    expect(sample.retries).toBe(0);
    expect(chatCount()).toBe(before);
  });

  it('a certificate for another host is a tls error that says so', async () => {
    const sample = await probe(chatRequest(`${wrongHost.url}/v1`, 0, { ca: certs.caPem }));
    expect(sample.error?.kind).toBe('tls');
    expect(sample.error?.message).toContain('not issued for localhost');
  });

  it('with the CA trusted: the handshake is timed apart, and only the first request pays for it', async () => {
    const samples: Sample[] = [];
    // Tokens 25 ms apart: far enough apart that a busy machine does not read them all in one go.
    const paced = (i: number) => {
      const request = chatRequest(`${h1.url}/v1`, i, { ca: certs.caPem });
      return { ...request, headers: { ...request.headers, 'x-sim': '{"ttftMs": 30, "tokensPerSecond": 40}' } };
    };
    for (let i = 0; i < 3; i++) samples.push(await probe(paced(i)));
    expect(samples.map((s) => s.error)).toEqual([null, null, null]);
    const [first, ...rest] = samples as [Sample, ...Sample[]];
    expect(first.newConnection).toBe(true);
    expect(first.protocol).toBe('http/1.1');
    expect(first.tlsMs).toBeGreaterThan(0);
    expect(first.connectMs).toBeGreaterThanOrEqual(0);
    // Set-up happened before the write (t0), so it is inside setupMs and in no response time.
    expect(first.setupMs!).toBeGreaterThanOrEqual(first.connectMs! + first.tlsMs!);
    for (const s of rest) {
      expect(s.newConnection).toBe(false);
      expect(s.connectMs).toBeNull();
      expect(s.tlsMs).toBeNull();
    }
    // Tokens arrived over several reads, as through a plain connection.
    expect(first.readMs.length).toBeGreaterThan(1);
  });

  it('connection: new puts every request on a connection of its own, each with its handshake', async () => {
    const samples: Sample[] = [];
    for (let i = 0; i < 3; i++) samples.push(await probe(chatRequest(`${h1.url}/v1`, i, { ca: certs.caPem, reuse: false })));
    for (const s of samples) {
      expect(s.error).toBeNull();
      expect(s.newConnection).toBe(true);
      expect(s.tlsMs).toBeGreaterThan(0);
    }
  });

  it('HTTP/2 when offered: the same measurements, on the connection opened first when it is free', async () => {
    const first = await probe(chatRequest(`${h2.url}/v1`, 0, { ca: certs.caPem, http2: true }));
    expect(first.error).toBeNull();
    expect(first.protocol).toBe('h2');
    const next = await probe(chatRequest(`${h2.url}/v1`, 1, { ca: certs.caPem, http2: true }));
    expect(next.newConnection).toBe(false);
    const together = await Promise.all([2, 3, 4].map((i) => probe(chatRequest(`${h2.url}/v1`, i, { ca: certs.caPem, http2: true }))));
    for (const s of [first, next, ...together]) {
      expect(s.error).toBeNull();
      expect(s.protocol).toBe('h2');
      expect(computeMetrics(s).ttftMs).not.toBeNull();
    }
    // The stream arrives in several reads over HTTP/2 too. A client starved of CPU for the whole of a short answer reads
    // it in one go (seen beside two busy loops), so most of the five must, not each; a proxy that buffered would deliver
    // every one of them in one read.
    expect([first, next, ...together].filter((s) => s.readMs.length > 1).length).toBeGreaterThanOrEqual(3);
    const log = await h2.waitForAccessLog(5);
    expect(log.every((e) => e.request.endsWith('HTTP/2.0'))).toBe(true);
  });

  it('without http2 the same server is spoken to in HTTP/1.1', async () => {
    const sample = await probe(chatRequest(`${h2.url}/v1`, 0, { ca: certs.caPem }));
    expect(sample.error).toBeNull();
    expect(sample.protocol).toBe('http/1.1');
  });
});

function workloadText(baseUrl: string, extra = ''): string {
  return `version: 1
name: tls
endpoints:
  - name: secure
    baseUrl: ${baseUrl}
    model: sim
    headers: { x-sim: '{"ttftMs": 30, "tokensPerSecond": 400}' }
${extra}
scenarios:
  - name: short
    prompt: Say a few words.
    maxTokens: 8
run:
  requests: 6
  warmup: 1
  concurrency: 2
  looks: 1
`;
}

describe('a workload against an HTTPS endpoint', () => {
  const ignore = (): void => {};
  const quiet = createLogger({ info: ignore, warn: ignore, error: ignore, debug: ignore }, createRedactor([]));

  it('tls.ca (relative to the workload file) is trusted; measured requests start on connections opened before', async () => {
    const folder = mkdtempSync(join(dir, 'workload-'));
    writeFileSync(join(folder, 'ca.pem'), certs.caPem);
    writeFileSync(join(folder, 'w.yaml'), workloadText(`${h1.url}/v1`, '    tls: { ca: ca.pem }'));
    const workload = loadWorkload(join(folder, 'w.yaml'), { env: {} });
    expect(workload.endpoints[0]!.connection.ca).toBe(certs.caPem);
    const outcome = await runWorkload({ workload, apiKeys: new Map(), resultsDir: folder, redact: createRedactor([]), logger: quiet });
    const samples = readSamples(join(folder, 'samples.jsonl'));
    expect(samples).toHaveLength(6);
    expect(samples.map((s) => s.error)).toEqual(samples.map(() => null));
    // Two connections were opened before warmup (concurrency 2): no measured request paid for a handshake.
    expect(samples.filter((s) => s.newConnection)).toEqual([]);
    expect(outcome.results.cells[0]!.errors).toBe(0);
  });

  it('an untrusted certificate stops the run before any request, naming the endpoint', async () => {
    const folder = mkdtempSync(join(dir, 'workload-'));
    writeFileSync(join(folder, 'w.yaml'), workloadText(`${h1.url}/v1`));
    const workload = loadWorkload(join(folder, 'w.yaml'), { env: {} });
    const before = chatCount();
    const run = runWorkload({ workload, apiKeys: new Map(), resultsDir: folder, redact: createRedactor([]), logger: quiet });
    await expect(run).rejects.toThrow(ConfigError);
    await expect(run).rejects.toThrow(/endpoints\[0\]\.baseUrl: TLS handshake with localhost:\d+ failed/);
    expect(chatCount()).toBe(before);
    expect(readFileSync(join(folder, 'samples.jsonl'), 'utf8')).toBe('');
  });

  it('a tls.ca file that is missing or holds no certificate is a configuration error', () => {
    const folder = mkdtempSync(join(dir, 'workload-'));
    writeFileSync(join(folder, 'not-a-cert.pem'), 'hello');
    writeFileSync(join(folder, 'w.yaml'), workloadText(`${h1.url}/v1`, '    tls: { ca: missing.pem }'));
    expect(() => loadWorkload(join(folder, 'w.yaml'), { env: {} })).toThrow(
      /w\.yaml:\d+ endpoints\[0\]\.tls\.ca: cannot read the CA file "missing\.pem": no such file/,
    );
    writeFileSync(join(folder, 'w.yaml'), workloadText(`${h1.url}/v1`, '    tls: { ca: not-a-cert.pem }'));
    expect(() => loadWorkload(join(folder, 'w.yaml'), { env: {} })).toThrow(/holds no PEM certificate/);
    writeFileSync(join(folder, 'w.yaml'), workloadText(`${sim.url}/clean/v1`, '    http2: true'));
    expect(() => loadWorkload(join(folder, 'w.yaml'), { env: {} })).toThrow(/endpoints\[0\]\.http2: needs an https:\/\/ baseUrl/);
  });

  it('NODE_EXTRA_CA_CERTS is honoured by the CLI, and the key appears in no output or file', async () => {
    const folder = mkdtempSync(join(dir, 'cli-'));
    writeFileSync(
      join(folder, 'w.yaml'),
      workloadText(`${h1.url}/v1`).replace('    model: sim', '    model: sim\n    apiKeyEnv: TLS_TEST_KEY'),
    );
    const cli = startCli(['gate', '--workload', 'w.yaml', '--results-dir', 'out'], {
      cwd: folder,
      env: { NODE_EXTRA_CA_CERTS: certs.caPath, TLS_TEST_KEY: TEST_KEY, NO_COLOR: '1' },
    });
    const { code } = await cli.exited;
    expect(cli.stderr()).not.toContain('error:');
    expect(code).toBe(0);
    const samples = readSamples(join(folder, 'out', 'samples.jsonl'));
    expect(samples).toHaveLength(6);
    expect(samples.every((s) => s.error === null)).toBe(true);
    for (const text of [
      cli.stdout(),
      cli.stderr(),
      readFileSync(join(folder, 'out', 'samples.jsonl'), 'utf8'),
      readFileSync(join(folder, 'out', 'results.json'), 'utf8'),
    ]) {
      expect(text).not.toContain(TEST_KEY);
    }
  });
});

function readSamples(path: string): Sample[] {
  const text = readFileSync(path, 'utf8').trim();
  return text === '' ? [] : text.split('\n').map((line) => JSON.parse(line) as Sample);
}
