import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Gauge, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { runWorkload } from '../../src/engine.js';
import type { Results } from '../../src/results/types.js';
import { TelemetryError } from '../../src/runner/telemetry-run.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { createLogger } from '../../src/util/logger.js';

let sim: Simulator;
let fault: Server;
let faultUrl = '';
let closedPort = 0;
const TOKEN = 'metrics-secret-token-0123456789';
const seenAuth: string[] = [];
const registry = new Registry();
new Gauge({ name: 'vllm:num_requests_waiting', help: 'waiting', registers: [registry] }).set(2);

beforeAll(async () => {
  sim = await startSimulator({ seed: 7 });
  // One loopback server for the faults: an HTML page on 200, a 500, and prom-client's real exposition behind a token.
  fault = createServer((req, res) => {
    if (req.url === '/html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>login</body></html>\n');
    if (req.url === '/error') return res.writeHead(500).end('internal error');
    // llama.cpp while it processes a long prompt: the scrape waits in its task queue and gets no answer in time.
    if (req.url === '/silent') return;
    seenAuth.push(req.headers.authorization ?? '');
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return res.writeHead(401).end();
    void registry.metrics().then((body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body));
  });
  await new Promise<void>((resolve) => fault.listen(0, '127.0.0.1', resolve));
  faultUrl = `http://127.0.0.1:${(fault.address() as AddressInfo).port}`;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  await sim.close();
  fault.closeAllConnections();
  await new Promise<void>((resolve) => fault.close(() => resolve()));
});

/** A run's warnings but the one a starved measuring machine adds (a busy test machine may; it is tested elsewhere). */
function endpointWarnings(warnings: readonly string[]): string[] {
  return warnings.filter((w) => !w.startsWith('the measuring machine was starved'));
}

function workload(endpoints: string, run = 'requests: 24\n  concurrency: 8\n  warmup: 2'): string {
  return `
version: 1
name: telemetry
endpoints:
${endpoints}
scenarios:
  - name: hello
    prompt: Hello there, tell me about rivers.
    maxTokens: 16
    cache: cold
run:
  ${run}
  seed: 3
  looks: 1
`;
}

async function measure(text: string, env: Record<string, string> = {}): Promise<{ results: Results; warnings: string[]; written: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-telemetry-'));
  const warnings: string[] = [];
  const logger = createLogger({ info: () => {}, warn: (m) => warnings.push(m), error: () => {}, debug: () => {} }, (s) => s);
  try {
    const { results, resultsPath } = await runWorkload({
      workload: parseWorkload(text, { format: 'yaml', env }),
      apiKeys: new Map(),
      resultsDir: dir,
      redact: (s) => s,
      logger,
      env,
    });
    return { results, warnings, written: readFileSync(resultsPath, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('telemetry from the simulator, end to end', () => {
  it("reads the capacity profile's queue, and one server TTFT observation per request of the window", async () => {
    const { results, warnings } = await measure(
      workload(`  - name: vllm
    baseUrl: ${sim.url}/capacity/v1
    model: sim
    headers: { x-sim-server: e2e-capacity }
    telemetry: { url: "${sim.url}/capacity/metrics?server=e2e-capacity", preset: vllm, intervalMs: 100 }`),
    );
    expect(endpointWarnings(warnings)).toEqual([]);
    const [telemetry] = results.telemetry!;
    expect(telemetry).toMatchObject({ endpoint: 'vllm', preset: 'vllm', url: `${sim.url}/capacity/metrics`, warnings: [] });
    const look = telemetry!.looks[0]!;
    expect(look.failedScrapes).toBe(0);
    expect(look.scrapes).toBeGreaterThanOrEqual(2);
    // 8 in flight over 4 slots: requests wait, and at most 4 run.
    expect(look.gauges.queueDepth!.max).toBeGreaterThan(0);
    expect(look.gauges.runningRequests!.max).toBeLessThanOrEqual(4);
    // Every request of the look (the measured and the warmup ones) is one observation.
    expect(look.histograms.serverTtft!.count).toBe(24 + 2);
    expect(look.histograms.queueTime!.count).toBe(24 + 2);
    expect(look.histograms.queueTime!.p90Ms).toBeGreaterThan(0);
    // The capacity profile has no prefix cache: no query is counted.
    expect(look.counters.prefixCacheQueries!.delta).toBe(0);
    expect(look.counters.generatedTokens!.delta).toBeGreaterThan(0);
  }, 120_000);

  it('waits out a queued /metrics under the llama.cpp preset: every scrape answered between prefills, none lost', async () => {
    // `?queued=1` answers as llama-server does, after the prompt in progress: here 1.2 s of prefill per request, longer
    // than the scrape timeout of 500 ms. A preset that does not know it loses the scrapes taken during a prefill.
    const run = async (preset: string) => {
      const names = preset === 'custom' ? ', metrics: { runningRequests: "llamacpp:requests_processing" }' : '';
      const { results, warnings } = await measure(
        workload(
          `  - name: llama
    baseUrl: ${sim.url}/clean/v1
    model: sim
    headers: { x-sim-server: e2e-queued-${preset}, x-sim: '{"ttftMs": 1200, "ttftSigma": 0, "coldPrefillMsPer1kChars": 0, "tokensPerSecond": 200, "outputTokens": 8}' }
    telemetry: { url: "${sim.url}/clean/metrics?server=e2e-queued-${preset}&names=llama.cpp&queued=1", preset: ${preset}, intervalMs: 200, timeoutMs: 500${names} }`,
          'requests: 3\n  concurrency: 1\n  warmup: 0',
        ),
      );
      return { look: results.telemetry![0]!.looks[0]!, warnings: endpointWarnings(warnings) };
    };
    const unaware = await run('custom');
    expect(unaware.look.failedScrapes).toBeGreaterThan(0);
    expect(unaware.warnings).toEqual([
      expect.stringMatching(/^telemetry: \/clean\/metrics of llama did not answer \d+ of \d+ scrapes within 500 ms$/),
    ]);
    const llama = await run('llama.cpp');
    expect(llama.warnings).toEqual([]);
    expect(llama.look.failedScrapes).toBe(0);
    // Scrapes taken while requests ran, each answered when the prefill it waited behind was over.
    expect(llama.look.gauges.runningRequests).toMatchObject({ during: true, max: 1 });
    expect(llama.look.gauges.runningRequests!.scrapes).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('serves llama.cpp names under ?names=llama.cpp, read by the llama.cpp preset', async () => {
    const { results } = await measure(
      workload(
        `  - name: llama
    baseUrl: ${sim.url}/clean/v1
    model: sim
    headers: { x-sim-server: e2e-llama }
    telemetry: { url: "${sim.url}/clean/metrics?server=e2e-llama&names=llama.cpp", preset: llama.cpp, intervalMs: 100 }`,
        'requests: 6\n  concurrency: 2\n  warmup: 0',
      ),
    );
    const look = results.telemetry![0]!.looks[0]!;
    expect(look.counters.promptTokens!.metric).toBe('llamacpp:prompt_tokens_total');
    expect(look.counters.promptTokens!.delta).toBeGreaterThan(0);
    expect(look.gauges.kvCacheUsage!.metric).toBe('llamacpp:kv_cache_usage_ratio');
  }, 120_000);
});

describe('telemetry faults', () => {
  const endpoint = (name: string, telemetry: string): string => `  - name: ${name}
    baseUrl: ${sim.url}/fast/v1
    model: sim
    telemetry: ${telemetry}`;

  it('an unreachable, a malformed and a failing metrics URL are warnings with their reasons; the run goes on', async () => {
    const { results, warnings } = await measure(
      workload(
        [
          endpoint('down', `{ url: "http://127.0.0.1:${closedPort}/metrics", preset: vllm }`),
          endpoint('html', `{ url: "${faultUrl}/html", preset: vllm }`),
          endpoint('broken', `{ url: "${faultUrl}/error", preset: vllm }`),
        ].join('\n'),
        'requests: 4\n  concurrency: 2\n  warmup: 0',
      ),
    );
    expect(results.cells.every((c) => c.errors === 0)).toBe(true);
    const byName = Object.fromEntries(results.telemetry!.map((t) => [t.endpoint, t.warnings]));
    expect(byName.down).toContain('before scrape: unreachable (ECONNREFUSED)');
    expect(byName.html!.join(' ')).toContain('not a Prometheus text exposition');
    expect(byName.broken).toContain('before scrape: HTTP 500');
    expect(warnings.some((w) => w.startsWith('down: telemetry, look 1:') && w.endsWith('the run goes on without it'))).toBe(true);
  }, 120_000);

  it('a metrics URL that never answers in time is one line at the end of the run, not one per look and phase', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'streamgate-telemetry-'));
    const warnings: string[] = [];
    const logger = createLogger({ info: () => {}, warn: (m) => warnings.push(m), error: () => {}, debug: () => {} }, (s) => s);
    const text = workload(
      endpoint(
        'llama',
        `{ url: "${faultUrl}/silent", preset: llama.cpp, intervalMs: 100, timeoutMs: 100, headers: { authorization: METRICS_AUTH } }`,
      ),
      'requests: 4\n  concurrency: 2\n  warmup: 0',
    ).replace('looks: 1', 'looks: 3');
    const env = { METRICS_AUTH: `Bearer ${TOKEN}` };
    try {
      const { results } = await runWorkload({
        workload: parseWorkload(text, { format: 'yaml', env }),
        apiKeys: new Map(),
        resultsDir: dir,
        redact: (s) => s,
        logger,
        env,
        // Every look measures the endpoint again: three looks' worth of timed-out scrapes.
        sequential: { looks: 3, decide: () => ['llama'] },
      });
      expect(results.telemetry![0]!.looks).toHaveLength(3);
      const failed = results.telemetry![0]!.looks.reduce((n, l) => n + l.failedScrapes, 0);
      const attempted = results.telemetry![0]!.looks.reduce((n, l) => n + l.scrapes, 0);
      expect(failed).toBeGreaterThanOrEqual(6);
      const lines = endpointWarnings(warnings);
      expect(lines).toEqual([
        `telemetry: /silent of llama did not answer ${failed} of ${attempted} scrapes (llama.cpp answers /metrics from its task queue, between the steps of its work: a scrape while requests ran waited up to 60000 ms, as long as a first token may, one before or after them 100 ms; these got no answer even so, so its /metrics itself did not answer; the requests' timings are unaffected)`,
      ]);
      expect(warnings.join('\n')).not.toContain(TOKEN);
      expect(warnings.join('\n')).not.toContain(faultUrl);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('with required: true, an unreachable metrics URL stops the run before any request is sent', async () => {
    const before = sim.requests.filter((r) => r.api !== null).length;
    await expect(
      measure(workload(endpoint('down', `{ url: "http://127.0.0.1:${closedPort}/metrics", preset: vllm, required: true }`))),
    ).rejects.toThrow(TelemetryError);
    expect(sim.requests.filter((r) => r.api !== null).length).toBe(before);
  }, 120_000);

  it('sends the header from its environment variable and writes its value nowhere', async () => {
    const { results, written } = await measure(
      workload(
        endpoint('authed', `{ url: "${faultUrl}/metrics", preset: vllm, headers: { authorization: METRICS_AUTH } }`),
        'requests: 2\n  concurrency: 1\n  warmup: 0',
      ),
      { METRICS_AUTH: `Bearer ${TOKEN}` },
    );
    expect(seenAuth).toContain(`Bearer ${TOKEN}`);
    expect(results.telemetry![0]!.warnings).toEqual([]);
    expect(results.telemetry![0]!.looks[0]!.gauges.queueDepth!.max).toBe(2);
    expect(written).not.toContain(TOKEN);
  }, 120_000);
});
