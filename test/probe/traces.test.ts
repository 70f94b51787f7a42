import { afterAll, describe, expect, it } from 'vitest';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe, type ProbeRequest } from '../../src/probe/probe.js';
import type { Sample } from '../../src/probe/sample.js';
import { serverMetrics } from '../../src/metrics/server.js';
import { startScriptedServer, type ScriptedServer } from '../helpers/scripted-server.js';
import { loadTrace, referenceDecode, traceScript, type Trace, type TraceName, type TraceReference } from '../helpers/trace.js';

/*
 * Real captures replayed byte for byte from a loopback server with their recorded timing (long ones
 * scaled down), checked against an independent whole-buffer decoding of the same capture.
 * Timing is checked against when the server actually wrote each captured read (a server replaying
 * hundreds of parts drifts behind its script): a stamp can never precede that write (same process,
 * same clock; 0.01 ms covers rounding), and trails it only by event-loop scheduling (see timing.test.ts).
 */
const EARLY_SLACK_MS = 0.01;
const LATE_SLACK_MS = 60;

const agent = createProbeAgent();
const servers: ScriptedServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await agent.close();
});

interface Replay {
  trace: Trace;
  reference: TraceReference;
  sample: Sample;
  /** When the server wrote captured read `i`, on the sample's time axis. */
  writtenMs: (readIndex: number) => number;
}

async function replay(name: TraceName, scale: number): Promise<Replay> {
  const trace = loadTrace(name);
  const server = await startScriptedServer(traceScript(trace, scale));
  servers.push(server);
  const request: ProbeRequest = {
    url: `${server.url}/v1/chat/completions`,
    headers: {},
    body: trace.header.request,
    timeouts: { headersMs: 10_000, firstTokenMs: 10_000, idleMs: 10_000, totalMs: 20_000 },
    captureHeaders: ['server', 'content-type'],
    retries: 0,
    meta: { item: 0, turn: 0, endpoint: 'e', scenario: name, cache: 'cold' },
  };
  const sample = await probe(request, { dispatcher: agent });
  const { writtenAt } = server.requests[0]!;
  return { trace, reference: referenceDecode(trace), sample, writtenMs: (i) => writtenAt[i]! - sample.t0 };
}

function expectParsedLikeReference({ sample, reference }: Replay): void {
  expect(sample.error).toBeNull();
  expect(sample.status).toBe(reference.status);
  expect(sample.headers.server).toBe(reference.headers.server);
  expect(sample.content).toBe(reference.content);
  expect(sample.eventMs).toHaveLength(reference.tokenEvents);
  expect(new Set(sample.eventChannel)).toEqual(new Set(['c']));
  expect(sample.eventChars.reduce((a, b) => a + b, 0)).toBe(reference.content.length);
  expect(sample.contentChars).toBe(reference.content.length);
  expect(sample.sseEvents).toBe(reference.events.length - (reference.hasDone ? 1 : 0));
  expect(sample.usage?.completionTokens).toBe(reference.completionTokens);
  expect(sample.usage?.promptTokens).toBe(reference.promptTokens);
  expect(sample.finishReason).toBe(reference.finishReason);
  expect(sample.doneMs).not.toBeNull();
  sample.eventRead.forEach((read, i) => expect(sample.eventMs[i]).toBe(sample.readMs[read]));
}

function expectNear(stampMs: number | null | undefined, expectedMs: number): void {
  expect(stampMs).not.toBeNull();
  expect(stampMs).toBeGreaterThanOrEqual(expectedMs - EARLY_SLACK_MS);
  expect(stampMs).toBeLessThanOrEqual(expectedMs + LATE_SLACK_MS);
}

function expectTokenTiming({ sample, reference, writtenMs }: Replay): void {
  expectNear(sample.eventMs[0], writtenMs(reference.tokenReads[0]!));
  expectNear(sample.eventMs.at(-1), writtenMs(reference.tokenReads.at(-1)!));
}

const distinctReads = (sample: Sample): number => new Set(sample.eventRead).size;

describe('replayed captures', () => {
  it('llama-server hello: 16 streamed tokens, multibyte text, usage with extra timings', async () => {
    const r = await replay('llama-server-hello', 1);
    expectParsedLikeReference(r);
    expect(r.sample.usage?.completionTokens).toBe(16);
    expectTokenTiming(r);
  });

  it('llama-server essay: one read per event at the original pace', async () => {
    const r = await replay('llama-server-essay', 1);
    expectParsedLikeReference(r);
    expect(r.sample.usage?.completionTokens).toBe(200);
    expectTokenTiming(r);
    // ~12 ms apart in the capture: nearly every token is its own read (scheduling noise may merge a few).
    expect(distinctReads(r.sample)).toBeGreaterThan(r.reference.tokenEvents / 2);
  });

  it('llama-server cold prefix (x0.1): headers at once, first token after the prompt is processed', async () => {
    const r = await replay('llama-server-cold-prefix', 0.1);
    expectParsedLikeReference(r);
    expectNear(r.sample.headersMs, r.writtenMs(0));
    expectTokenTiming(r);
    expect(r.sample.eventMs[0]! - r.sample.headersMs!).toBeGreaterThan(200);
  });

  it('llama-server warm prime and warm prefix: the same prompt, the second answering at once', async () => {
    const prime = await replay('llama-server-warm-prime', 0.1);
    const warm = await replay('llama-server-warm-prefix', 0.1);
    expectParsedLikeReference(prime);
    expectParsedLikeReference(warm);
    expectTokenTiming(prime);
    expectTokenTiming(warm);
    expect(warm.sample.eventMs[0]! - warm.sample.headersMs!).toBeLessThan(prime.sample.eventMs[0]! - prime.sample.headersMs!);
  });

  it('llama-server cold, prime and warm prefix: the cached tokens read from timings alone, a hit only for the warm one', async () => {
    // This build sends no `cache_n` and no `prompt_tokens_details`: cached = usage.prompt_tokens − timings.prompt_n. A
    // cold prompt still finds the chat template's opening tokens cached (10 of ~1,540), which is no hit.
    const expected = {
      'llama-server-cold-prefix': { cached: 10, evaluated: 1538, hit: false },
      'llama-server-warm-prime': { cached: 10, evaluated: 1519, hit: false },
      'llama-server-warm-prefix': { cached: 1528, evaluated: 1, hit: true },
    } as const;
    for (const [name, want] of Object.entries(expected)) {
      const { sample } = await replay(name as TraceName, 0.1);
      expect(sample.server, name).toMatchObject({ cachedTokens: want.cached, promptEvaluated: want.evaluated });
      expect(sample.server!.prefillMs, name).toBeGreaterThan(0);
      expect(serverMetrics(sample, null).cacheHit, name).toBe(want.hit);
    }
  });

  it('nginx unbuffered: still streamed through the proxy', async () => {
    const r = await replay('nginx-unbuffered-essay', 0.5);
    expectParsedLikeReference(r);
    expectTokenTiming(r);
    expect(distinctReads(r.sample)).toBeGreaterThan(r.reference.tokenEvents / 4);
  });

  it('nginx gzip-buffered: decoded, and every token arrives in one read at the end', async () => {
    const r = await replay('nginx-gzip-buffered-essay', 0.1);
    expectParsedLikeReference(r);
    expect(r.sample.usage?.completionTokens).toBe(200);
    expect(r.sample.readMs).toHaveLength(1);
    expect(distinctReads(r.sample)).toBe(1);
    expect(r.sample.eventRead.every((read) => read === 0)).toBe(true);
    // Headers, first and last token all land together, at the capture's single read.
    expectNear(r.sample.headersMs, r.writtenMs(0));
    expectTokenTiming(r);
  });
});
