import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESET_METRICS, lookFromRaw, parseExposition, type MetricSample } from '../../src/telemetry/index.js';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/telemetry/${name}`, import.meta.url), 'utf8');

function value(samples: readonly MetricSample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

describe("llama.cpp's real /metrics", () => {
  it('parses every sample of the capture, colons in names included', () => {
    const parsed = parseExposition(fixture('llama-server-metrics-after.txt'));
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.samples).toHaveLength(12);
    expect(value(parsed.samples, 'llamacpp:prompt_tokens_total')).toBe(68);
    expect(value(parsed.samples, 'llamacpp:tokens_predicted_total')).toBe(120);
    expect(value(parsed.samples, 'llamacpp:kv_cache_usage_ratio')).toBeCloseTo(0.0332031, 7);
  });

  it("turns the idle and after captures into the four requests' token counts with the llama.cpp preset", () => {
    const { telemetry, problems } = lookFromRaw(
      {
        look: 1,
        sharedWith: [],
        scrapes: [
          { atMs: 0, phase: 'before', ok: true, body: fixture('llama-server-metrics-idle.txt') },
          { atMs: 5000, phase: 'after', ok: true, body: fixture('llama-server-metrics-after.txt') },
        ],
      },
      PRESET_METRICS['llama.cpp'],
    );
    expect(problems).toEqual([]);
    const idle = parseExposition(fixture('llama-server-metrics-idle.txt'));
    if (!idle.ok) throw new Error(idle.reason);
    expect(telemetry.counters.promptTokens).toEqual({
      metric: 'llamacpp:prompt_tokens_total',
      delta: 68 - value(idle.samples, 'llamacpp:prompt_tokens_total')!,
      resets: 0,
    });
    expect(telemetry.counters.generatedTokens?.delta).toBe(120 - value(idle.samples, 'llamacpp:tokens_predicted_total')!);
    expect(telemetry.gauges.kvCacheUsage).toMatchObject({ metric: 'llamacpp:kv_cache_usage_ratio', max: 0.0332031, during: false });
    expect(telemetry.windowMs).toBe(5000);
    // llama.cpp exports no histograms and no prefix-cache counters: absent, not zero.
    expect(telemetry.histograms).toEqual({});
    expect(telemetry.counters.prefixCacheHits).toBeUndefined();
  });
});

describe("prom-client's exposition served on loopback", () => {
  const registry = new Registry();
  let server: Server;
  let url = '';
  const ttft = new Histogram({
    name: 'vllm:time_to_first_token_seconds',
    help: 'TTFT',
    labelNames: ['model_name'],
    buckets: [0.05, 0.1, 0.5, 1],
    registers: [registry],
  });
  const hits = new Counter({
    name: 'vllm:prefix_cache_hits_total',
    help: 'hits "quoted" \\ back',
    labelNames: ['model_name'],
    registers: [registry],
  });
  const waiting = new Gauge({ name: 'vllm:num_requests_waiting', help: 'waiting', labelNames: ['model_name'], registers: [registry] });

  beforeAll(async () => {
    server = createServer((_req, res) => {
      void registry.metrics().then((body) => {
        res.writeHead(200, { 'content-type': registry.contentType });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const scrape = async (): Promise<string> => (await fetch(url)).text();

  it('keeps the labels of a labelled histogram and of hostile label values', async () => {
    ttft.observe({ model_name: 'm"1\\x\ny' }, 0.07);
    waiting.set({ model_name: 'a' }, 3);
    const parsed = parseExposition(await scrape());
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(value(parsed.samples, 'vllm:time_to_first_token_seconds_bucket', { le: '0.1', model_name: 'm"1\\x\ny' })).toBe(1);
    expect(value(parsed.samples, 'vllm:time_to_first_token_seconds_count', { model_name: 'm"1\\x\ny' })).toBe(1);
    expect(value(parsed.samples, 'vllm:num_requests_waiting', { model_name: 'a' })).toBe(3);
  });

  it("computes the window's TTFT quantiles from bucket increases, as histogram_quantile does", async () => {
    registry.resetMetrics();
    ttft.observe({ model_name: 'm' }, 2); // before the window: in the +Inf bucket, must not count
    const before = await scrape();
    for (let i = 0; i < 10; i++) ttft.observe({ model_name: 'm' }, 0.3); // (0.1, 0.5]
    for (let i = 0; i < 10; i++) ttft.observe({ model_name: 'n' }, 0.07); // (0.05, 0.1], another series
    hits.inc({ model_name: 'm' }, 40);
    const after = await scrape();
    const { telemetry } = lookFromRaw(
      {
        look: 1,
        sharedWith: [],
        scrapes: [
          { atMs: 0, phase: 'before', ok: true, body: before },
          { atMs: 100, phase: 'after', ok: true, body: after },
        ],
      },
      PRESET_METRICS.vllm,
    );
    const h = telemetry.histograms.serverTtft!;
    expect(h.count).toBe(20);
    // rank 10 of 20 ends the (0.05, 0.1] bucket exactly: its upper bound.
    expect(h.p50Ms).toBeCloseTo(100, 6);
    // rank 18 is 8 of the 10 in (0.1, 0.5]: 0.1 + 0.4 × 0.8.
    expect(h.p90Ms).toBeCloseTo(420, 6);
    expect(h.meanMs).toBeCloseTo(185, 6);
    // The counter series was created in the window: it counts from zero.
    expect(telemetry.counters.prefixCacheHits).toEqual({ metric: 'vllm:prefix_cache_hits_total', delta: 40, resets: 0 });
  });
});

describe('what is not an exposition', () => {
  it('names an HTML page, a broken label set and an empty body', () => {
    expect(parseExposition('<html><body>Not Found</body></html>\n')).toEqual({
      ok: false,
      reason: expect.stringContaining('not a Prometheus text exposition') as unknown as string,
    });
    const broken = parseExposition('# TYPE x counter\nx{a="1" 3\n');
    expect(broken.ok).toBe(false);
    expect(parseExposition('')).toEqual({ ok: false, reason: 'the exposition has no samples' });
  });

  it("says when none of the preset's metrics is there", () => {
    const { problems } = lookFromRaw(
      { look: 1, sharedWith: [], scrapes: [{ atMs: 0, phase: 'before', ok: true, body: 'process_cpu_seconds_total 3\n' }] },
      PRESET_METRICS.vllm,
    );
    expect(problems).toEqual([expect.stringContaining("none of the preset's metrics")]);
  });
});
