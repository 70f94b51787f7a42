import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe } from '../../src/probe/probe.js';
import type { Sample } from '../../src/probe/sample.js';
import { outputRecord, recordedOutput } from '../../src/quality/records.js';
import type { OutputRecord } from '../../src/quality/types.js';
import type { ScenarioConfig } from '../../src/config/types.js';
import { normalizeQuality, QUALITY_DEFAULTS } from '../../src/config/sections/quality.js';
import { classifyDifference, tieGaps } from '../../src/gate/output/difference.js';
import { evaluateOutputParity } from '../../src/gate/output/parity.js';
import { identicalText, answersFindingText } from '../../src/report/text/quality.js';
import { startScriptedServer, type ScriptedServer } from '../helpers/scripted-server.js';
import { loadTrace, traceScript, type TraceName } from '../helpers/trace.js';

// What kind of difference separates two answers, read from real llama-server captures replayed through the probe:
// the speculative-decoding build that lost its last token while its usage still counts it (a length difference, not a
// changed answer), and the f32 and q4_0 builds' log-probs (where the lossy build's text leaves the f32 one's).
const agent = createProbeAgent();
const servers: ScriptedServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await agent.close();
});

async function replay(name: TraceName, endpoint: string): Promise<Sample> {
  const trace = loadTrace(name);
  const server = await startScriptedServer(traceScript(trace, 0.1));
  servers.push(server);
  return probe(
    {
      url: `${server.url}/v1/chat/completions`,
      headers: {},
      body: trace.header.request,
      timeouts: { headersMs: 10_000, firstTokenMs: 10_000, idleMs: 10_000, totalMs: 20_000 },
      captureHeaders: [],
      retries: 0,
      meta: { item: 0, turn: 0, endpoint, scenario: 'story', cache: 'cold' },
    },
    { dispatcher: agent },
  );
}

const scenario = (expect: 'identical', logprobs?: number): ScenarioConfig =>
  ({
    name: 'story',
    maxTokens: 24,
    params: { temperature: 0 },
    quality: normalizeQuality({ expect, ...(logprobs ? { logprobs } : {}) }, undefined)!,
  }) as unknown as ScenarioConfig;

/** Both sides were sent the same prompt (the request of the capture): the records pair by it. */
function record(sample: Sample, name: TraceName, s: ScenarioConfig): OutputRecord {
  const request = loadTrace(name).header.request as { messages: { role: 'user'; content: string }[] };
  return outputRecord(sample, { messages: request.messages, maxTokens: 24 }, s)!;
}

describe('the speculative build that lost its last token (llama-server captures)', () => {
  let short: OutputRecord;
  let reference: OutputRecord;
  beforeAll(async () => {
    const s = scenario('identical');
    short = record(await replay('llama-server-speculative-short', 'candidate'), 'llama-server-speculative-short', s);
    reference = record(
      await replay('llama-server-speculative-short-reference', 'reference'),
      'llama-server-speculative-short-reference',
      s,
    );
  });

  it('keeps what says how long each answer was: usage, tokens that arrived, finish reason', () => {
    expect(short).toMatchObject({ usageTokens: 24, arrivedTokens: 23, finishReason: 'length' });
    expect(reference).toMatchObject({ usageTokens: 24, arrivedTokens: 24, finishReason: 'length' });
    expect(short.text).toHaveLength(46);
    expect(reference.text).toHaveLength(48);
    expect(short.prompt).toBe(reference.prompt);
  });

  it('classifies the pair as a length difference with the usage mismatch, not a changed answer', () => {
    const d = classifyDifference(short, reference, QUALITY_DEFAULTS.tieMargin);
    expect(d).toEqual({
      kind: 'length',
      shorter: 'candidate',
      candidate: { chars: 46, arrived: 23, usage: 24, finishReason: 'length' },
      comparison: { chars: 48, arrived: 24, usage: 24, finishReason: 'length' },
    });
  });

  it('fails expect: identical as its own finding, worded as a lost token', () => {
    const [p] = evaluateOutputParity({
      candidate: [short],
      comparison: [reference],
      specs: { story: scenario('identical').quality! },
      accuracyAlpha: 0.001,
    });
    expect(p).toMatchObject({
      paired: 1,
      identical: 0,
      against: 'reference',
      differences: { content: 0, tie: 0, shorter: 1, lostTokens: 1, longer: 0, whitespace: 0 },
      firstDivergence: null,
      verdict: 'fail',
      failedOn: ['length'],
    });
    expect(identicalText(p!)).toBe(
      "answers identical on 0 of 1; 1 end early: a prefix of the reference's answer (usage reports 24 tokens, 23 arrived; the reference's: usage reports 24 tokens, 24 arrived; finish reason length on both)",
    );
    const finding = answersFindingText(p!);
    expect(finding).toMatch(
      /^answers arrived short of their own usage \(the server lost tokens it counted\), not changed \(expect: identical\)/,
    );
    expect(finding).not.toContain('changed from');
  });
  it('classifies the same pair the same way against a baseline that kept the reference’s answer', () => {
    const kept = recordedOutput(reference);
    expect(kept).toMatchObject({ usageTokens: 24, arrivedTokens: 24, finishReason: 'length', length: 48 });
    const [p] = evaluateOutputParity({
      candidate: [short],
      comparison: [{ ...kept, endpoint: 'candidate', text: kept.lead }],
      pairBy: 'endpoint',
      specs: { story: scenario('identical').quality! },
      accuracyAlpha: 0.001,
    });
    expect(p).toMatchObject({ against: 'baseline', differences: { shorter: 1, lostTokens: 1, content: 0 }, failedOn: ['length'] });
    expect(identicalText(p!)).toContain(
      "1 end early: a prefix of the baseline's answer (usage reports 24 tokens, 23 arrived; the baseline's:",
    );
  });
});

describe('near-ties, from the f32 and q4_0 captures', () => {
  let f32: OutputRecord;
  let q4: OutputRecord;
  beforeAll(async () => {
    const s = scenario('identical', 2);
    f32 = record(await replay('llama-server-f32-logprobs', 'reference'), 'llama-server-f32-logprobs', s);
    q4 = record(await replay('llama-server-q4-logprobs', 'candidate'), 'llama-server-q4-logprobs', s);
  });

  it('reads the q4_0 build’s divergence at token 3 as a change: the f32 build does not list its pick in its top 2', () => {
    const d = classifyDifference(q4, f32, QUALITY_DEFAULTS.tieMargin);
    expect(d).toMatchObject({ kind: 'content', token: 3, candidate: 'oy', comparison: ' réalisé' });
    // Not even a wide margin makes it a tie: each side's pick must be in the other's top-k.
    expect(tieGaps(q4.logprobs, f32.logprobs, 0.5)).toBeNull();
    // The q4_0 build lists the f32 pick, 0.101 nats below its own: beyond the default margin on that side alone.
    const q4Third = q4.logprobs![2]!;
    expect(q4Third.lp! - q4Third.top.find(([t]) => t === ' réalisé')![1]).toBeCloseTo(0.101, 3);
  });

  it('reads a flip at a real near-tie as a tie, and the same flip beyond the margin as a change', () => {
    // The q4_0 capture's second token is a near-tie: " skulle" −8.6721 over "oy" −8.6722. A stack that is not batch
    // invariant may pick the other one on the next request: the same answer up to there, the two top log-probs swapped.
    const second = q4.logprobs![1]!;
    const [[first, a], [runnerUp, b]] = second.top as [[string, number], [string, number]];
    expect(first).toBe(' skulle');
    expect(runnerUp).toBe('oy');
    expect(a - b).toBeLessThan(0.001);
    const flippedTokens = [
      q4.logprobs![0]!,
      {
        t: runnerUp,
        lp: a,
        top: [
          [runnerUp, a],
          [first, b],
        ] as [string, number][],
      },
    ];
    const text = flippedTokens.map((t) => t.t).join('');
    const flipped: OutputRecord = {
      ...q4,
      text,
      hash: 'flipped',
      cuts: [flippedTokens[0]!.t.length, text.length],
      logprobs: flippedTokens,
    };
    const d = classifyDifference(flipped, q4, QUALITY_DEFAULTS.tieMargin);
    expect(d).toMatchObject({ kind: 'tie', token: 2, candidate: 'oy', comparison: ' skulle' });
    expect(classifyDifference(flipped, q4, 0.00001)).toMatchObject({ kind: 'content', token: 2 });

    const [p] = evaluateOutputParity({
      candidate: [{ ...flipped, endpoint: 'candidate' }],
      comparison: [q4],
      specs: { story: scenario('identical', 2).quality! },
      accuracyAlpha: 0.001,
    });
    expect(p).toMatchObject({ identical: 0, differences: { content: 0, tie: 1 }, firstDivergence: null, verdict: 'pass' });
    expect(identicalText(p!)).toMatch(
      /^answers identical on 0 of 1; 1 differs first at a near-tie \(each side rates the other's pick within 0\.05 nats of its own, at most 0\.00004 and 0\.00004\): no change$/,
    );
  });

  it('fails the q4_0 build on changed content, naming both sides’ tokens', () => {
    const [p] = evaluateOutputParity({
      candidate: [q4],
      comparison: [f32],
      specs: { story: scenario('identical', 2).quality! },
      accuracyAlpha: 0.001,
    });
    expect(p).toMatchObject({ differences: { content: 1, tie: 0 }, verdict: 'fail', failedOn: ['identical'] });
    expect(identicalText(p!)).toBe(
      'answers identical on 0 of 1 · first divergence at token 3 (character 15): “oy” where the reference has “ réalisé”',
    );
  });

  it('reads an answer that differs only in whitespace or Unicode form as no change', () => {
    // The f32 answer with its “é” decomposed (e + combining acute), a no-break space beside its first space and
    // a trailing newline: the same words.
    const spaced = `${f32.text.normalize('NFD').replace(' ', '\u00a0 ')}\n`;
    expect(spaced).not.toBe(f32.text);
    const d = classifyDifference({ ...f32, text: spaced }, f32, QUALITY_DEFAULTS.tieMargin);
    expect(d).toEqual({ kind: 'whitespace' });
    const [p] = evaluateOutputParity({
      candidate: [{ ...f32, endpoint: 'candidate', text: spaced, hash: 'spaced' }],
      comparison: [f32],
      specs: { story: scenario('identical').quality! },
      accuracyAlpha: 0.001,
    });
    expect(p).toMatchObject({ differences: { whitespace: 1, content: 0, shorter: 0, longer: 0 }, verdict: 'pass' });
    expect(identicalText(p!)).toBe('answers identical on 0 of 1; 1 differs only in whitespace or Unicode normalisation (no change)');
  });
});
