import { describe, expect, it } from 'vitest';
import { parseWorkload } from '../../src/config/load.js';
import { ASSUMED_FIRST_TOKEN_S, ASSUMED_TOKENS_PER_SECOND, runSize } from '../../src/plan/run-size.js';
import { firstRoundText, formatDurationS, planLines } from '../../src/report/text/plan.js';

function workload(extra: string) {
  return parseWorkload(
    `version: 1
name: size
endpoints:
  - { name: a, baseUrl: "http://127.0.0.1:1/v1", model: m }
  - { name: b, baseUrl: "http://127.0.0.1:1/v1", model: m }
scenarios:
  - { name: chat, prompt: "${'x'.repeat(400)}", maxTokens: 100 }
${extra}`,
    { format: 'yaml', file: 'w.yaml' },
  );
}

describe('the size of a run, before it starts', () => {
  it('counts requests per endpoint and in all, tokens and time from concurrency and maxTokens', () => {
    const size = runSize(workload('run: { requests: 10, looks: 3, warmup: 2, concurrency: 4 }'));
    expect(size.endpoints).toEqual([
      { endpoint: 'a', measured: 30, warmup: 2, probes: 0 },
      { endpoint: 'b', measured: 30, warmup: 2, probes: 0 },
    ]);
    expect(size.total).toBe(64);
    expect(size.completionTokens).toBe(64 * 100);
    // 400 characters of prompt, plus each cold request's nonce prefix: at least 100 tokens a request.
    expect(size.promptTokens).toBeGreaterThanOrEqual(64 * 100);
    expect(size.promptTokens).toBeLessThan(64 * 130);
    expect(size.estimatedSeconds).toBeCloseTo((64 * (ASSUMED_FIRST_TOKEN_S + 100 / ASSUMED_TOKENS_PER_SECOND)) / 4, 9);
  });

  it('multiplies by the runs of a pooled baseline; an open loop takes requests ÷ rate', () => {
    const runs = runSize(workload('run: { requests: 10, looks: 1, warmup: 1, concurrency: 1 }'), { runs: 3 });
    expect(runs.total).toBe(66);
    expect(planLines(runs, 1, null)[0]).toBe('plan: 66 requests in all (3 runs of 22) over 2 endpoints');
    const open = runSize(workload('run: { requests: 10, looks: 1, warmup: 0, rate: 2 }'));
    expect(open.estimatedSeconds).toBe(10);
  });

  it('counts conformance probes, and says its assumptions', () => {
    const size = runSize(workload('run: { requests: 10, looks: 1, warmup: 0 }\nprobes: { only: [reasoning_effort=none], repeat: 2 }'), {
      sequential: true,
    });
    // One variant and its control, twice each, per endpoint.
    expect(size.endpoints.map((e) => e.probes)).toEqual([4, 4]);
    const lines = planLines(size, 1, null);
    expect(lines[0]).toBe('plan: up to 28 requests in all over 2 endpoints');
    expect(lines[1]).toBe('  a: 10 measured + 4 probe requests');
    // With the gate's extra looks the most the run can send is theirs too: 3 more looks of 10 for each endpoint.
    const extra = planLines(
      runSize(workload('run: { requests: 10, looks: 1, warmup: 0 }\nprobes: { only: [reasoning_effort=none], repeat: 2 }'), {
        sequential: true,
        extraLooks: 3,
      }),
      1,
      null,
    );
    expect(extra[0]).toBe('plan: up to 88 requests in all over 2 endpoints');
    expect(extra[3]).toBe(
      '  measured in 1 look of 10: an endpoint the gate decides early takes fewer, one still open after it up to 3 extra looks of 10; the other figures count the planned look (28 requests)',
    );
    expect(lines.at(-2)).toMatch(
      /^ {2}about [\d,]+ prompt tokens \(characters ÷ 4\) and at most [\d,]+ completion tokens \(every answer to its maxTokens\)$/,
    );
    expect(lines.at(-1)).toMatch(
      /^ {2}about \d+ min \d+ s at concurrency 1, if each request takes 0\.5 s to its first token and runs to maxTokens at 50 tok\/s$/,
    );
  });

  it("says the first round in the plan's words, with the extra looks the gate may take", () => {
    expect(firstRoundText(40, 1, 1, 3, 6)).toBe(
      'look 1 of 3 (up to 6 with extra looks): 40 measured requests and 1 warm-up over 1 endpoint',
    );
    expect(firstRoundText(40, 1, 1, 3)).toBe('look 1 of up to 3: 40 measured requests and 1 warm-up over 1 endpoint');
    expect(firstRoundText(120, 0, 2, 1)).toBe('120 measured requests over 2 endpoints');
  });

  it('writes durations a person reads', () => {
    expect([formatDurationS(0.2), formatDurationS(40), formatDurationS(352), formatDurationS(3900)]).toEqual([
      '1 s',
      '40 s',
      '5 min 52 s',
      '1 h 05 min',
    ]);
  });
});
