import { afterAll, describe, expect, it } from 'vitest';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe } from '../../src/probe/probe.js';
import type { Sample } from '../../src/probe/sample.js';
import { collectServerFields, emptyServerFields, resolveServerReport } from '../../src/probe/server-report.js';
import { endpointAcceptance } from '../../src/gate/speculative/acceptance.js';
import { tallyDraft } from '../../src/results/speculative.js';
import { startScriptedServer, type Script, type ScriptedServer } from '../helpers/scripted-server.js';
import { loadTrace, referenceDecode, traceScript, type TraceName } from '../helpers/trace.js';

// Speculative decoding as llama.cpp's server reports it per request: its final chunk's `timings` carries `draft_n`
// (tokens the draft proposed) and `draft_n_accepted` (those the target kept) in builds that have them, and only when
// it drafted (`if (draft_n > 0)` in the server's timings). The recorded captures in test/fixtures/traces/ (see its
// README) are of a build without them: the speculative ones (`--draft-max 8`, a q8_0 draft of the f32 model) end with
// `timings` holding prompt_n, prompt_ms, predicted_n, predicted_ms and the rates, and nothing of drafts, although the
// build did draft (15 of the 24 tokens of llama-server-speculative-logprobs came without log-probs: accepted drafts).
// Read as a run reads them, they give the server's prefill and decode times and no acceptance: unknown, never zero.
const agent = createProbeAgent();
const servers: ScriptedServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await agent.close();
});

async function replay(script: Script, body: Record<string, unknown>, endpoint = 'candidate'): Promise<Sample> {
  const server = await startScriptedServer(script);
  servers.push(server);
  return probe(
    {
      url: `${server.url}/v1/chat/completions`,
      headers: {},
      body,
      timeouts: { headersMs: 10_000, firstTokenMs: 10_000, idleMs: 10_000, totalMs: 20_000 },
      captureHeaders: [],
      retries: 0,
      meta: { item: 0, turn: 0, endpoint, scenario: 'story', cache: 'cold' },
    },
    { dispatcher: agent },
  );
}

const replayTrace = async (name: TraceName): Promise<Sample> => {
  const trace = loadTrace(name);
  return replay(traceScript(trace, 0.1), trace.header.request);
};

/** The last event's `timings` as the capture holds it (decoded the whole-buffer way, independently of the probe). */
function capturedTimings(name: TraceName): Record<string, number> {
  const events = referenceDecode(loadTrace(name)).events.filter((e) => e.data !== '[DONE]');
  const last = JSON.parse(events.at(-1)!.data) as { timings: Record<string, number> };
  return last.timings;
}

const SPECULATIVE: TraceName[] = ['llama-server-speculative-logprobs', 'llama-server-speculative-short'];

describe('llama.cpp captures of speculative decoding', () => {
  it('hold `timings` without draft counts: this build drafted but did not say so', () => {
    for (const name of SPECULATIVE) {
      const timings = capturedTimings(name);
      expect(Object.keys(timings).sort(), name).toEqual(
        [
          'predicted_ms',
          'predicted_n',
          'predicted_per_second',
          'predicted_per_token_ms',
          'prompt_ms',
          'prompt_n',
          'prompt_per_second',
          'prompt_per_token_ms',
        ].sort(),
      );
      expect(timings.predicted_n, name).toBe(24);
    }
    // It did draft: the target's accepted drafted tokens come with an empty `logprobs.content`.
    const chunks = referenceDecode(loadTrace('llama-server-speculative-logprobs'))
      .events.filter((e) => e.data !== '[DONE]')
      .map((e) => JSON.parse(e.data) as { choices: { delta: { content?: string }; logprobs?: { content?: unknown[] } }[] });
    const tokens = chunks.filter((c) => c.choices[0]?.delta.content);
    expect(tokens).toHaveLength(24);
    expect(tokens.filter((c) => (c.choices[0]!.logprobs?.content ?? []).length === 0)).toHaveLength(15);
  });

  it('are read by the probe with the server’s times and no acceptance, which stays unknown rather than zero', async () => {
    for (const name of [...SPECULATIVE, 'llama-server-speculative-short-reference'] as TraceName[]) {
      const sample = await replayTrace(name);
      expect(sample.error, name).toBeNull();
      const timings = capturedTimings(name);
      expect(sample.server, name).toMatchObject({ prefillMs: timings.prompt_ms, decodeMs: timings.predicted_ms });
      expect(sample.server!.draft, name).toBeUndefined();
      // A cell of such answers has no draft counts, and the endpoint no acceptance (not 0 %).
      expect(tallyDraft(null, sample), name).toBeNull();
      expect(endpointAcceptance('candidate', [{ endpoint: 'candidate' }], undefined), name).toBeNull();
    }
  });
});

/**
 * The speculative capture's response with `draft_n` and `draft_n_accepted` in its final chunk's `timings`, as newer
 * builds write them: the same bytes otherwise (headers, events), re-framed without chunked encoding.
 */
function withDraftCounts(name: TraceName, drafted: number, accepted: number): Script {
  const reference = referenceDecode(loadTrace(name));
  const events = reference.events.map((e) => {
    if (e.data === '[DONE]') return e.data;
    const chunk = JSON.parse(e.data) as { timings?: Record<string, number> };
    if (chunk.timings) chunk.timings = { ...chunk.timings, draft_n: drafted, draft_n_accepted: accepted };
    return JSON.stringify(chunk);
  });
  const head = 'HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: text/event-stream\r\nServer: llama.cpp\r\n\r\n';
  return {
    parts: [{ afterMs: 0, bytes: head }, ...events.map((data, i) => ({ afterMs: 2 * (i + 1), bytes: `data: ${data}\n\n` }))],
    after: 'end',
  };
}

describe('draft counts in the final chunk’s `timings` (builds that send them)', () => {
  it('are read per request and added up per cell; the endpoint’s acceptance is their ratio, with no length', async () => {
    const name: TraceName = 'llama-server-speculative-short';
    const body = loadTrace(name).header.request;
    const a = await replay(withDraftCounts(name, 40, 22), body);
    const b = await replay(withDraftCounts(name, 24, 18), body);
    expect(a.server!.draft).toEqual({ drafted: 40, accepted: 22 });
    expect(b.server!.draft).toEqual({ drafted: 24, accepted: 18 });
    // The answer is the capture's, read as before.
    expect(a.content).toBe(referenceDecode(loadTrace(name)).content);
    const cell = tallyDraft(tallyDraft(null, a), b)!;
    expect(cell).toEqual({ requests: 2, drafted: 64, accepted: 40 });
    expect(endpointAcceptance('candidate', [{ endpoint: 'candidate', speculative: cell }], undefined)).toEqual({
      endpoint: 'candidate',
      source: 'timings',
      read: 'timings.draft_n_accepted / timings.draft_n',
      requests: 2,
      drafts: null,
      draftTokens: 64,
      acceptedTokens: 40,
      acceptanceRate: 0.625,
      // llama.cpp does not count its drafts: no mean accepted length from its answers.
      meanAcceptedLength: null,
    });
  });

  it('are kept only as a pair that adds up', () => {
    const report = (timings: Record<string, unknown>): unknown => {
      const fields = emptyServerFields();
      collectServerFields({ timings: { predicted_ms: 10, ...timings } }, fields);
      return resolveServerReport(fields, null, undefined)!.draft;
    };
    expect(report({ draft_n: 8, draft_n_accepted: 5 })).toEqual({ drafted: 8, accepted: 5 });
    expect(report({ draft_n: 8 })).toBeUndefined();
    expect(report({ draft_n: 4, draft_n_accepted: 5 })).toBeUndefined();
    expect(report({ draft_n: -1, draft_n_accepted: 0 })).toBeUndefined();
    expect(report({ draft_n: 0, draft_n_accepted: 0 })).toEqual({ drafted: 0, accepted: 0 });
  });
});
