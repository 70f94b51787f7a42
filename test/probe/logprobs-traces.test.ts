import { afterAll, describe, expect, it } from 'vitest';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { asksLogprobs, logprobsOfEvent } from '../../src/probe/logprobs.js';
import { probe } from '../../src/probe/probe.js';
import type { Sample } from '../../src/probe/sample.js';
import { compareLogprobs } from '../../src/gate/output/logprobs.js';
import { divergence } from '../../src/gate/output/parity.js';
import { outputRecord } from '../../src/quality/records.js';
import type { ScenarioConfig } from '../../src/config/types.js';
import { normalizeQuality } from '../../src/config/sections/quality.js';
import { startScriptedServer, type ScriptedServer } from '../helpers/scripted-server.js';
import { loadTrace, referenceDecode, traceScript, type TraceName } from '../helpers/trace.js';

// The three real captures of one request to three builds of a model (f32, q4_0, f32 with speculative decoding),
// replayed from a loopback server and read by the probe as a run reads them: the log-probs of every token, the
// drafted tokens' missing log-probs kept as unknown, and where the lossy build's text leaves the reference's.
const agent = createProbeAgent();
const servers: ScriptedServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await agent.close();
});

async function replay(name: TraceName): Promise<Sample> {
  const trace = loadTrace(name);
  const server = await startScriptedServer(traceScript(trace, 0.2));
  servers.push(server);
  return probe(
    {
      url: `${server.url}/v1/chat/completions`,
      headers: {},
      body: trace.header.request,
      timeouts: { headersMs: 10_000, firstTokenMs: 10_000, idleMs: 10_000, totalMs: 20_000 },
      captureHeaders: [],
      retries: 0,
      meta: { item: 0, turn: 0, endpoint: name, scenario: 'story', cache: 'cold' },
    },
    { dispatcher: agent },
  );
}

const SCENARIO = {
  name: 'story',
  maxTokens: 24,
  params: { temperature: 0 },
  quality: normalizeQuality({ expect: 'identical', logprobs: 2 }, undefined)!,
} as unknown as ScenarioConfig;
const item = { messages: [{ role: 'user' as const, content: 'Write a short story about a lighthouse keeper.' }], prefix: '' };

describe('log-probs read from the real llama-server captures', () => {
  it('asks for them only in each API’s own words', () => {
    const body = loadTrace('llama-server-f32-logprobs').header.request;
    expect(asksLogprobs('chat-completions', body)).toBe(true);
    expect(asksLogprobs('chat-completions', { ...body, logprobs: undefined })).toBe(false);
    expect(asksLogprobs('completions', { logprobs: 2 })).toBe(true);
    expect(asksLogprobs('responses', { include: ['message.output_text.logprobs'] })).toBe(true);
    expect(asksLogprobs('anthropic-messages', body)).toBe(false);
  });

  it('gives every token of the f32 stream its log-prob and its top 2, joined back into the text', async () => {
    const sample = await replay('llama-server-f32-logprobs');
    expect(sample.error).toBeNull();
    const tokens = sample.logprobs!;
    expect(tokens).toHaveLength(24);
    expect(tokens.map((t) => t.t).join('')).toBe(sample.content);
    expect(tokens.every((t) => t.lp !== null && t.lp < 0 && t.top.length === 2)).toBe(true);
    // The chosen token is the first of its alternatives at temperature 0.
    expect(tokens.every((t) => t.top[0]![0] === t.t && t.top[0]![1] === t.lp)).toBe(true);
    expect(sample.content).toBe(referenceDecode(loadTrace('llama-server-f32-logprobs')).content);
  });

  it('keeps the speculative stream’s drafted tokens as unknown, never as a change', async () => {
    const [f32, spec] = [await replay('llama-server-f32-logprobs'), await replay('llama-server-speculative-logprobs')];
    expect(spec.content).toBe(f32.content);
    const tokens = spec.logprobs!;
    expect(tokens).toHaveLength(24);
    expect(tokens.map((t) => t.t)).toEqual(f32.logprobs!.map((t) => t.t));
    const unknown = tokens.filter((t) => t.lp === null).length;
    // The capture: 26 data events, of which the drafted content chunks carry no `logprobs` at all.
    const drafted = referenceDecode(loadTrace('llama-server-speculative-logprobs')).events.filter(
      (e) => e.data.includes('"delta":{"content"') && !e.data.includes('"logprobs"'),
    ).length;
    expect(unknown).toBe(drafted);
    expect(unknown).toBeGreaterThan(0);
    const compared = compareLogprobs([[spec.logprobs!, f32.logprobs!]])!;
    expect(compared).toMatchObject({ pairs: 1, positions: 24, unknown, chosen: 24 - unknown });
    // The scored tokens agree to float rounding: the same model, the same arithmetic.
    expect(compared.maxAbsDiff!).toBeLessThan(1e-4);
    expect(compared.divergence!).toBeLessThan(1e-6);
    const a = outputRecord(spec, item, SCENARIO)!;
    const b = outputRecord(f32, item, SCENARIO)!;
    expect(a.hash).toBe(b.hash);
  });

  it('finds the q4_0 build leaving the f32 text at the third token, its first token’s top 2 moved by ~0.05 nats', async () => {
    const [f32, q4] = [await replay('llama-server-f32-logprobs'), await replay('llama-server-q4-logprobs')];
    const candidate = outputRecord(q4, item, SCENARIO)!;
    const reference = outputRecord(f32, item, SCENARIO)!;
    expect(candidate.hash).not.toBe(reference.hash);
    const d = divergence(candidate, reference);
    expect(d.token).toBe(3);
    expect(d.char).toBe(q4.logprobs!.slice(0, 2).reduce((n, t) => n + t.t.length, 0));
    const first = [q4.logprobs![0]!, f32.logprobs![0]!];
    expect(Math.abs(first[0]!.lp! - first[1]!.lp!)).toBeCloseTo(0.048, 2);
    const compared = compareLogprobs([[q4.logprobs!, f32.logprobs!]])!;
    // Two common tokens and the third, where the chosen tokens differ: its distributions are still comparable.
    expect(compared).toMatchObject({ positions: 3, unknown: 0, chosen: 2, compared: 3 });
    expect(compared.meanAbsDiff!).toBeGreaterThan(0.01);
  });
});

describe('log-probs in the other shapes', () => {
  it('reads a non-streamed chat answer’s drafted token (log-prob 0, no alternatives) as unknown', () => {
    const body = JSON.stringify({
      choices: [
        {
          message: { role: 'assistant', content: ' a b' },
          logprobs: {
            content: [
              { token: ' a', logprob: -1.5, top_logprobs: [{ token: ' a', logprob: -1.5 }] },
              { token: ' b', logprob: 0.0, top_logprobs: [] },
            ],
          },
        },
      ],
    });
    expect(logprobsOfEvent('chat-completions', body)).toEqual([
      { t: ' a', lp: -1.5, top: [[' a', -1.5]] },
      { t: ' b', lp: null, top: [] },
    ]);
  });

  it('reads legacy completions’ parallel lists and the chat form llama.cpp uses there', () => {
    const legacy = JSON.stringify({
      choices: [{ text: ' x', logprobs: { tokens: [' x'], token_logprobs: [-0.2], top_logprobs: [{ ' x': -0.2, ' y': -2 }] } }],
    });
    expect(logprobsOfEvent('completions', legacy)).toEqual([
      {
        t: ' x',
        lp: -0.2,
        top: [
          [' x', -0.2],
          [' y', -2],
        ],
      },
    ]);
    const bare = JSON.stringify({ choices: [{ text: ' x', logprobs: null }] });
    expect(logprobsOfEvent('completions', bare)).toEqual([{ t: ' x', lp: null, top: [] }]);
  });

  it('reads Responses’ output_text deltas, an empty list as unknown, and nothing from Anthropic', () => {
    const scored = JSON.stringify({
      type: 'response.output_text.delta',
      delta: ' q',
      logprobs: [{ token: ' q', logprob: -0.7, top_logprobs: [] }],
    });
    expect(logprobsOfEvent('responses', scored, 'response.output_text.delta')).toEqual([{ t: ' q', lp: -0.7, top: [] }]);
    const empty = JSON.stringify({ type: 'response.output_text.delta', delta: ' q', logprobs: [] });
    expect(logprobsOfEvent('responses', empty)).toEqual([{ t: ' q', lp: null, top: [] }]);
    expect(logprobsOfEvent('anthropic-messages', scored)).toEqual([]);
  });
});
