import { describe, expect, it } from 'vitest';
import { workloadIdentity } from '../../src/baseline/fingerprint.js';
import { parseWorkload } from '../../src/config/load.js';
import { runSize } from '../../src/plan/run-size.js';
import { formatMoney, planLines } from '../../src/report/text/plan.js';
import { endpointCost, jobCost, tokensCost } from '../../src/results/cost.js';

const workload = (price: string) =>
  parseWorkload(
    `
version: 1
name: priced
endpoints:
  - { name: api, baseUrl: http://127.0.0.1:1/v1, model: m${price} }
scenarios:
  - { name: chat, prompt: Summarise the plot of Hamlet in three sentences., maxTokens: 200 }
run: { requests: 30, looks: 1, warmup: 0 }
`,
    { format: 'yaml', env: {} },
  );

describe('cost at a workload price', () => {
  it('prices prompt, cached and output tokens per million', () => {
    const price = { input: 3, cachedInput: 0.3, output: 15, currency: 'USD' };
    // 1,000 prompt tokens of which 600 cached, 200 output: 400 × 3 + 600 × 0.3 + 200 × 15 per million.
    expect(tokensCost(price, { input: 1000, cached: 600, output: 200 })).toBeCloseTo((1200 + 180 + 3000) / 1e6, 12);
    expect(endpointCost(price, { input: 1000, cached: 600, output: 200 })).toEqual({
      currency: 'USD',
      total: 0.00438,
      inputTokens: 1000,
      cachedTokens: 600,
      outputTokens: 200,
      perMillionTokens: 3.65,
    });
    const values = {
      loopMs: [1, 2],
      sumTtftMs: [],
      sumE2eMs: [],
      jobInputTokens: [1000, 3000],
      jobCachedTokens: [0, 2000],
      jobOutputTokens: [100, 100],
    };
    const perJob = [
      tokensCost(price, { input: 1000, cached: 0, output: 100 }),
      tokensCost(price, { input: 3000, cached: 2000, output: 100 }),
    ];
    expect(jobCost({ values }, price)).toEqual({
      currency: 'USD',
      perJob: { n: 2, mean: Math.round(((perJob[0]! + perJob[1]!) / 2) * 1e6) / 1e6, p50: expect.any(Number), p95: expect.any(Number) },
    });
    expect(formatMoney(0.0042, 'USD')).toBe('$0.0042');
    expect(formatMoney(1234.5, 'EUR')).toBe('EUR 1,234.50');
  });

  it('--plan states the run’s cost before sending, and a price is no part of the fingerprint', () => {
    const priced = workload(', price: { input: 3, output: 15 }');
    const size = runSize(priced);
    const expected = (size.promptTokens * 3 + size.completionTokens * 15) / 1e6;
    const line = planLines(size, 1, null).find((l) => l.startsWith('  cost: '))!;
    expect(line).toBe(
      `  cost: about ${formatMoney(expected, 'USD')} (api ${formatMoney(expected, 'USD')}), every prompt token at the input price and every answer to its maxTokens`,
    );
    expect(planLines(runSize(workload('')), 1, null).some((l) => l.startsWith('  cost: '))).toBe(false);
    expect(workloadIdentity(priced).fingerprint).toBe(workloadIdentity(workload('')).fingerprint);
  });
});
