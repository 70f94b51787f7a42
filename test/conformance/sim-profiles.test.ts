import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from '../../src/config/types.js';
import { probe } from '../../src/probe/probe.js';
import type { Sample } from '../../src/probe/sample.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';

const FAST = JSON.stringify({ tokensPerSecond: 2000, ttftMs: 10, ttftSigma: 0, jitter: 0, coldPrefillMsPer1kChars: 0, warmTtftMs: 10 });

let sim: Simulator;

function ask(profile: string, prompt: string, extra: Record<string, unknown> = {}): Promise<Sample> {
  return probe({
    url: `${sim.url}/${profile}/v1/chat/completions`,
    headers: { 'x-sim': FAST },
    body: { model: 'm', messages: [{ role: 'user', content: prompt }], ...extra },
    timeouts: DEFAULT_TIMEOUTS,
    captureHeaders: [],
    retries: 0,
    meta: { item: 0, turn: 0, endpoint: profile, scenario: 's', cache: 'cold' },
  });
}

beforeAll(async () => {
  sim = await startSimulator({ seed: 9 });
});

afterAll(async () => {
  await sim.close();
  expect(sim.errors).toEqual([]);
});

describe('simulator profiles for parameter behaviour and answer quality', () => {
  it('answers scripted arithmetic and counting questions', async () => {
    expect((await ask('clean', 'What is 17+25?')).content).toBe(' 42');
    expect((await ask('clean', 'What is 6 * 7?')).content).toBe(' 42');
    expect((await ask('clean', 'Count from 1 to 5.')).content).toBe(' 1 2 3 4 5');
  });

  it('degraded: a share of the arithmetic answers are wrong', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => ask('degraded', 'What is 17+25?')));
    const wrong = answers.filter((s) => s.content !== ' 42').length;
    // 40 % configured; with 40 seeded draws the count sits well inside 5..30.
    expect(wrong).toBeGreaterThan(5);
    expect(wrong).toBeLessThan(30);
    expect(answers.every((s) => /^ \d+$/.test(s.content))).toBe(true);
  });

  it('honours stop by default; ignores-stop runs through it', async () => {
    const honoured = await ask('clean', 'Count from 1 to 30.', { stop: ['12'] });
    expect(honoured.content).toBe(' 1 2 3 4 5 6 7 8 9 10 11 ');
    expect(honoured.finishReason).toBe('stop');
    const ignored = await ask('ignores-stop', 'Count from 1 to 30.', { stop: '12' });
    expect(ignored.content).toContain(' 12 ');
  });

  it('overrun ignores max_tokens but honours max_completion_tokens', async () => {
    const over = await ask('overrun', 'Count from 1 to 30.', { max_tokens: 8 });
    expect(over.usage?.completionTokens).toBe(30);
    expect(over.finishReason).toBe('stop');
    const capped = await ask('overrun', 'Count from 1 to 30.', { max_completion_tokens: 8 });
    expect(capped.usage?.completionTokens).toBe(8);
    expect(capped.finishReason).toBe('length');
  });

  it('strict rejects body fields outside the OpenAI set with a 400 naming them', async () => {
    const rejected = await ask('strict', 'Hi', { enable_thinking: false });
    expect(rejected.status).toBe(400);
    expect(rejected.error?.kind).toBe('http_4xx');
    expect(rejected.error?.message).toContain('enable_thinking');
    const ok = await ask('strict', 'Hi', { reasoning_effort: 'none', temperature: 0.2 });
    expect(ok.error).toBeNull();
    expect(ok.reasoningChars).toBe(0);
  });

  it('temperature 0 repeats the same text for the same request, except on nondeterministic', async () => {
    const prompt = 'Write one sentence about the sea.';
    const [a, b] = await Promise.all([ask('clean', prompt, { temperature: 0 }), ask('clean', prompt, { temperature: 0 })]);
    expect(a.content).toBe(b.content);
    const [c, d] = await Promise.all([ask('clean', prompt, { temperature: 0.7 }), ask('clean', prompt, { temperature: 0.7 })]);
    expect(c.content).not.toBe(d.content);
    const [e, f] = await Promise.all([
      ask('nondeterministic', prompt, { temperature: 0 }),
      ask('nondeterministic', prompt, { temperature: 0 }),
    ]);
    expect(e.content).not.toBe(f.content);
  });
});
