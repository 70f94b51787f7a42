import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { describeWorkloadDifference } from '../../src/baseline/difference.js';
import { workloadParts } from '../../src/baseline/fingerprint.js';
import { ConfigError } from '../../src/config/errors.js';
import { loadWorkload } from '../../src/config/load.js';
import { buildPlan } from '../../src/plan/build-plan.js';
import { gammaOffsetsMs } from '../../src/runner/arrivals.js';

const dir = mkdtempSync(join(tmpdir(), 'streamgate-sources-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A workload file in a folder of its own, with the given data files beside it; returns the workload's path. */
function workspace(name: string, scenario: string, files: Record<string, string>, run = '{ requests: 4, looks: 1 }'): string {
  const folder = join(dir, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(join(folder, 'data'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  const workload = join(folder, 'workload.yaml');
  writeFileSync(
    workload,
    `version: 1\nname: t\nendpoints: [{ name: e, baseUrl: 'http://127.0.0.1:9/v1', model: m }]\nscenarios:\n  - name: s\n${scenario}\nrun: ${run}\n`,
  );
  return workload;
}

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const chat = (user: string, answer?: string): string =>
  JSON.stringify({ messages: [{ role: 'user', content: user }, ...(answer ? [{ role: 'assistant', content: answer }] : [])] });

describe('dataset files', () => {
  it('names the file and line of every bad record, before any request', () => {
    const text = [chat('hello'), '{"messages": [{"role": "robot", "content": "x"}]}', '', '{not json', chat('fine')].join('\n');
    const path = workspace('bad', '    dataset: { file: data/chats.jsonl }', { 'data/chats.jsonl': text });
    const error = errorOf(() => loadWorkload(path, { env: {} }));
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /chats\.jsonl:2: messages\[0\] needs a "role" of system, user, assistant or tool \(messages record of scenarios\[0\]\.dataset\)/,
    );
    expect(lines[1]).toMatch(/chats\.jsonl:4: not valid JSON/);
  });

  it('says which file cannot be read, at its place in the workload', () => {
    const path = workspace('missing', '    dataset: { file: data/nowhere.jsonl }', {});
    expect(errorOf(() => loadWorkload(path, { env: {} })).message).toMatch(
      /workload\.yaml:6 scenarios\[0\]\.dataset\.file: cannot read "data\/nowhere\.jsonl"/,
    );
  });

  it('filters by prompt length, takes max_tokens from the reference answer, and never repeats a record without replacement', () => {
    const records = [chat('one two three', 'a b c d e f'), chat('x '.repeat(400)), chat('short', 'ok'), chat('four five six seven', 'yes')];
    const path = workspace(
      'filters',
      '    dataset: { file: data/chats.jsonl, maxPromptTokens: 100, maxTokens: record }',
      {
        'data/chats.jsonl': records.join('\n'),
      },
      '{ requests: 3, looks: 1 }',
    );
    const workload = loadWorkload(path, { env: {} });
    const dataset = workload.scenarios[0]!.dataset!;
    expect(dataset.total).toBe(4);
    expect(dataset.records.map((r) => r.line)).toEqual([1, 3, 4]);
    const plan = buildPlan(workload, { runId: 'r' });
    const measured = plan.items.filter((i) => !i.warmup);
    expect(new Set(measured.map((i) => i.messages[0]!.content.replace(/^\[ref [0-9a-f]+\] /, ''))).size).toBe(3);
    expect(measured.map((i) => i.maxTokens).sort((x, y) => x! - y!)).toEqual([1, 1, 6]);
    // One more request than records is refused, naming the file.
    const tooMany = loadWorkload(
      workspace(
        'too-many',
        '    dataset: { file: data/chats.jsonl }',
        { 'data/chats.jsonl': records.join('\n') },
        '{ requests: 5, looks: 1 }',
      ),
      { env: {} },
    );
    expect(() => buildPlan(tooMany, { runId: 'r' })).toThrow(
      /draws without replacement 5 requests over 5 requests .*more than the 4 record\(s\) of "data\/chats\.jsonl"/,
    );
  });

  it('puts the file and its content hash in the fingerprint, so a baseline of another dataset names both', () => {
    const a = loadWorkload(workspace('fp-a', '    dataset: { file: data/a.jsonl }', { 'data/a.jsonl': chat('one') }), { env: {} });
    const b = loadWorkload(workspace('fp-b', '    dataset: { file: data/a.jsonl }', { 'data/a.jsonl': chat('two') }), { env: {} });
    const [line, ...rest] = describeWorkloadDifference(workloadParts(a), workloadParts(b));
    expect(rest).toEqual([]);
    expect(line).toMatch(/^scenario s: source\.dataset "data\/a\.jsonl sha256:[0-9a-f]{16}" → "data\/a\.jsonl sha256:[0-9a-f]{16}"$/);
  });

  it('reads ShareGPT conversations and plain prompt lines', () => {
    const sharegpt = JSON.stringify(
      [
        {
          conversations: [
            { from: 'human', value: 'Hi there' },
            { from: 'gpt', value: 'Hello, how can I help?' },
          ],
        },
        { conversations: [{ from: 'gpt', value: 'alone' }] },
      ],
      null,
      1,
    );
    const error = errorOf(() =>
      loadWorkload(workspace('sharegpt', '    dataset: { file: data/s.json }', { 'data/s.json': sharegpt }), { env: {} }),
    );
    expect(error.message).toMatch(/s\.json:\d+: "conversations" has no user turn to send/);
    const prompts = loadWorkload(
      workspace('prompts', '    dataset: { file: data/p.txt }', { 'data/p.txt': 'first prompt\n\nsecond prompt\n' }),
      { env: {} },
    );
    expect(prompts.scenarios[0]!.dataset!.records.map((r) => [r.line, r.messages[0]!.content])).toEqual([
      [1, 'first prompt'],
      [3, 'second prompt'],
    ]);
  });

  it("reads a labelled record's answer in each of its forms, and names a bad one at its line", () => {
    const records = [
      { prompt: 'What is 2 + 2?', answer: 4 },
      { prompt: 'Capital of France?', answer: 'Paris' },
      { prompt: 'Pi?', answer: { number: { value: 3.14, tolerance: 0.01 } } },
      { messages: [{ role: 'user', content: 'Say yes' }], answer: { regex: '^yes', regexFlags: 'i' } },
      { prompt: 'No label' },
    ];
    const good = loadWorkload(
      workspace('labelled', '    dataset: { file: data/l.jsonl, format: prompts }', {
        'data/l.jsonl': records
          .slice(0, 3)
          .concat(records.slice(4))
          .map((r) => JSON.stringify(r))
          .join('\n'),
      }),
      { env: {} },
    );
    expect(good.scenarios[0]!.dataset!.records.map((r) => r.answer)).toEqual([
      { number: { value: 4, tolerance: 0 } },
      { exact: 'Paris' },
      { number: { value: 3.14, tolerance: 0.01 } },
      null,
    ]);
    const messages = loadWorkload(
      workspace('labelled-messages', '    dataset: { file: data/m.jsonl }', { 'data/m.jsonl': JSON.stringify(records[3]) }),
      { env: {} },
    );
    expect(messages.scenarios[0]!.dataset!.records[0]!.answer).toEqual({ regex: '^yes', regexFlags: 'i' });
    const bad = [
      { prompt: 'a', answer: { exactly: 'x' } },
      { prompt: 'b', answer: { regex: '(' } },
      { prompt: 'c', answer: true },
      { prompt: 'd', answer: { number: { value: 1, tolerance: -1 } } },
    ];
    const error = errorOf(() =>
      loadWorkload(
        workspace('labelled-bad', '    dataset: { file: data/b.jsonl, format: prompts }', {
          'data/b.jsonl': bad.map((r) => JSON.stringify(r)).join('\n'),
        }),
        { env: {} },
      ),
    );
    const lines = error.message.split('\n');
    expect(lines[0]).toMatch(/b\.jsonl:1: "answer" has "exactly": it takes exact, contains, regex, regexFlags, number/);
    expect(lines[1]).toMatch(/b\.jsonl:2: "answer\.regex" is not a valid regular expression/);
    expect(lines[2]).toMatch(/b\.jsonl:3: "answer" must be a number, a string, or an object/);
    expect(lines[3]).toMatch(/b\.jsonl:4: "answer\.number\.tolerance" must be a number ≥ 0/);
  });

  it("names a scenario's expected answer with a bad regular expression as a record's is named, before any request", () => {
    const error = errorOf(() =>
      loadWorkload(workspace('bad-regex', "    prompt: hi\n    expect: { answer: { regex: '(' } }", {}), { env: {} }),
    );
    expect(error.message).toMatch(/scenarios\[0\]\.expect\.answer\.regex.*not a valid regular expression/s);
  });

  it('ships a labelled set whose every answer is the arithmetic of its question', () => {
    const path = fileURLToPath(new URL('../../examples/data/arithmetic-200.jsonl', import.meta.url));
    const records = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { prompt: string; answer: number });
    expect(records).toHaveLength(200);
    expect(new Set(records.map((r) => r.prompt)).size).toBe(200);
    for (const r of records) {
      const [, a, op, b] = /^What is (\d+) ([+*-]) (\d+)\?/.exec(r.prompt)!;
      const x = Number(a);
      const y = Number(b);
      expect(r.answer).toBe(op === '+' ? x + y : op === '-' ? x - y : x * y);
    }
  });
});

describe('traces and arrivals', () => {
  it('refuses a trace out of time order at its line, and rate or concurrency beside a trace', () => {
    const csv = 'timestamp_ms,input_tokens,output_tokens\n0,10,5\n100,10,5\n50,10,5\n';
    const error = errorOf(() =>
      loadWorkload(workspace('trace', '    trace: { file: data/t.csv }', { 'data/t.csv': csv }, '{ requests: 3, rate: 2 }'), { env: {} }),
    );
    expect(error.message).toMatch(/run\.rate: cannot be set with a trace/);
    // Three looks of 2 would replay 6 of its 3 records: refused before the first look, not when the second runs out.
    const looks = loadWorkload(
      workspace(
        'trace-looks',
        '    trace: { file: data/t.csv }',
        { 'data/t.csv': 'timestamp_ms,input_tokens,output_tokens\n0,10,5\n1,10,5\n2,10,5' },
        '{ requests: 2, looks: 3 }',
      ),
      { env: {} },
    );
    expect(() => buildPlan(looks, { runId: 'r', requests: 2 })).toThrow(
      /replays 6 requests over 6 requests \(run\.requests × looks\), more than the 3 record\(s\) of "data\/t\.csv": lower run\.requests or run\.looks$/,
    );
    const order = errorOf(() =>
      loadWorkload(workspace('trace-order', '    trace: { file: data/t.csv }', { 'data/t.csv': csv }), { env: {} }),
    );
    expect(order.message).toMatch(/t\.csv:4: timestamp 50 is before the previous record's \(100\)/);
  });

  it('gamma gaps keep the mean rate and have a coefficient of variation of 1/√burstiness', () => {
    for (const burstiness of [0.25, 1, 4]) {
      const offsets = gammaOffsetsMs(20_001, 10, burstiness, 7);
      const gaps = offsets.slice(1).map((t, i) => t - offsets[i]!);
      const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
      const sd = Math.sqrt(gaps.reduce((a, g) => a + (g - mean) ** 2, 0) / gaps.length);
      expect(Math.abs(mean - 100) / 100).toBeLessThan(0.05);
      expect(Math.abs(sd / mean - 1 / Math.sqrt(burstiness)) * Math.sqrt(burstiness)).toBeLessThan(0.06);
    }
  });

  it('burstiness needs a rate', () => {
    const path = workspace('burst', '    prompt: hi', {}, '{ requests: 2, burstiness: 0.5 }');
    expect(errorOf(() => loadWorkload(path, { env: {} })).message).toMatch(/run\.burstiness: shapes open-loop arrivals: set "rate"/);
  });
});

describe('plans of sources', () => {
  it('sends ignore_eos and min_tokens only to APIs that have them, and the same request to every endpoint at a position', () => {
    const path = workspace(
      'apis',
      '    synthetic: { promptTokens: 64, outputTokens: { type: uniform, min: 10, max: 40 }, ignoreEos: true }',
      {},
    );
    const workload = loadWorkload(path, { env: {} });
    const both = {
      ...workload,
      endpoints: [workload.endpoints[0]!, { ...workload.endpoints[0]!, name: 'r', api: 'responses' as const }],
    };
    const plan = buildPlan(both, { runId: 'r' });
    const measured = plan.items.filter((i) => !i.warmup);
    const chat = measured.filter((i) => i.endpoint.name === 'e');
    const responses = measured.filter((i) => i.endpoint.name === 'r');
    expect(chat.every((i) => i.params?.ignore_eos === true && i.params.min_tokens === i.maxTokens)).toBe(true);
    expect(responses.every((i) => i.params === undefined)).toBe(true);
    // Both endpoints get the same draw at a position (cold nonces differ, the prompt after them does not).
    const strip = (text: string): string => text.replace(/^\[ref [0-9a-f]+\] /, '');
    const byPosition = (items: typeof measured) => items.map((i) => [strip(i.messages.at(-1)!.content), i.maxTokens, i.target]);
    expect(byPosition(chat).sort()).toEqual(byPosition(responses).sort());
    expect(new Set(chat.map((i) => i.maxTokens)).size).toBeGreaterThan(1);
    expect(chat.every((i) => Math.abs(i.target!.countedPromptTokens - 64) <= 3)).toBe(true);
  });

  it('interleaves a prefix pool: each prefix M times per round of N × M, primed once each in warmup', () => {
    const path = workspace(
      'pool',
      '    prompt: hi\n    prefixPool: { prefixes: 3, prefixTokens: 40, requestsPerPrefix: 4 }',
      {},
      '{ requests: 12, looks: 1 }',
    );
    const workload = loadWorkload(path, { env: {} });
    expect(workload.scenarios[0]!.cache).toBe('warm');
    expect(workload.run.warmup).toBe(3);
    const plan = buildPlan(workload, { runId: 'r' });
    const system = (i: (typeof plan.items)[number]): string => i.messages[0]!.content;
    const warmup = plan.items.filter((i) => i.warmup);
    expect(new Set(warmup.map(system)).size).toBe(3);
    const measured = plan.items.filter((i) => !i.warmup);
    const counts = new Map<string, number>();
    for (const item of measured) counts.set(system(item), (counts.get(system(item)) ?? 0) + 1);
    expect([...counts.values()]).toEqual([4, 4, 4]);
    // Every measured prefix is one warmup primed.
    expect([...counts.keys()].every((prefix) => warmup.some((w) => system(w) === prefix))).toBe(true);
    // Interleaved: not three runs of four.
    const order = measured.map((i) => [...counts.keys()].indexOf(system(i)));
    expect(order.some((p, i) => i > 0 && p !== order[i - 1])).toBe(true);
    expect(order.join('')).not.toBe([...order].sort().join(''));
  });
});

describe('Mooncake traces', () => {
  it('reads timestamp, lengths and hash_ids, offsets from the first record over the speedup, and names a bad line', () => {
    const lines = [
      '{"timestamp": 1000, "input_length": 600, "output_length": 20, "hash_ids": [0, 1]}',
      '{"timestamp": 1500, "input_length": 300, "output_length": 10, "hash_ids": [0]}',
      '{"timestamp": 4000, "input_length": 50, "output_length": 5}',
    ];
    const workload = loadWorkload(
      workspace(
        'mooncake',
        '    trace: { file: data/t.jsonl, speedup: 10, blockTokens: 512 }',
        { 'data/t.jsonl': lines.join('\n') },
        '{ requests: 3, looks: 1 }',
      ),
      { env: {} },
    );
    const trace = workload.scenarios[0]!.trace!;
    expect(trace.format).toBe('mooncake');
    expect(trace.records.map((r) => [r.atMs, r.inputTokens, r.outputTokens, r.hashIds])).toEqual([
      [0, 600, 20, [0, 1]],
      [50, 300, 10, [0]],
      [300, 50, 5, []],
    ]);
    const plan = buildPlan(workload, { runId: 'r' });
    const measured = plan.items.filter((i) => !i.warmup).sort((a, b) => a.atMs! - b.atMs!);
    expect(measured.map((i) => [i.atMs, i.maxTokens, i.target?.promptTokens])).toEqual([
      [0, 20, 600],
      [50, 10, 300],
      [300, 5, 50],
    ]);
    // The first two share block 0 (the second has only 300 of its tokens): the same text after the same run prefix.
    const [a, b] = measured.map((i) => i.messages[0]!.content);
    expect(a!.slice(0, 1000)).toBe(b!.slice(0, 1000));
    const bad = errorOf(() =>
      loadWorkload(
        workspace('mooncake-bad', '    trace: { file: data/t.jsonl }', {
          'data/t.jsonl': `${lines[0]}\n{"timestamp": 2000, "input_length": 0, "output_length": 3}\n`,
        }),
        {
          env: {},
        },
      ),
    );
    expect(bad.message).toMatch(
      /t\.jsonl:2: "input_length" must be a whole number of tokens >= 1 \(mooncake trace of scenarios\[0\]\.trace\)/,
    );
  });
});
