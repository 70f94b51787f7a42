import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import type { Comparison, GateOutcome } from '../../src/gate/types.js';
import { cell, spread } from './cells.js';

function find(outcome: GateOutcome, metric: string): Comparison {
  const found = outcome.comparisons.find((c) => c.metric === metric);
  if (!found) throw new Error(`no ${metric} comparison`);
  return found;
}

/** n streamed requests with every default metric, as a healthy endpoint produces them. */
function streamedCell(n: number) {
  return cell({
    values: {
      ttftMs: spread(600, 0.3, n),
      ttfbMs: spread(120, 0.3, n),
      settleMs: spread(3000, 0.2, n),
      e2eMs: spread(3020, 0.2, n),
      maxGapMs: spread(60, 0.5, n),
      tokensPerSecond: spread(70, 0.1, n),
      idr: spread(0.97, 0.01, n),
    },
  });
}

describe('rate comparisons', () => {
  it('fails an all-buffered candidate against a streamed baseline at 10 requests per side, under the default rules', () => {
    const baseline = streamedCell(10);
    // Same latencies, but one flush at the end: buffered class, IDR 0.
    const candidate = { ...streamedCell(10), classes: { streamed: 0, coalesced: 0, buffered: 10, undefined: 0 } };
    candidate.values = { ...candidate.values, idr: new Array<number>(10).fill(0) };
    const outcome = evaluateGate([baseline], [candidate], DEFAULT_RULES);
    const share = find(outcome, 'nonStreamedShare');
    expect(share.verdict).toBe('fail');
    expect(share.statistic).toBe('share');
    expect(share.baseline.value).toBe(0);
    expect(share.candidate.value).toBe(1);
    expect(share.reason).toBe('non-streamed share 0% → 100% (+100 points), beyond the allowed +10 points (p < 0.0001)');
    expect(find(outcome, 'idr').verdict).toBe('fail');
    expect(outcome.verdict).toBe('fail');
  });

  it('passes equal shares, including equal non-zero ones', () => {
    const mixed = (): ReturnType<typeof cell> => cell({ n: 40, classes: { streamed: 30, coalesced: 6, buffered: 4 } });
    const outcome = evaluateGate([mixed()], [mixed()], DEFAULT_RULES);
    const share = find(outcome, 'nonStreamedShare');
    expect(share.verdict).toBe('pass');
    expect(share.change!.estimate).toBe(0);
    expect(share.reason).toBe('non-streamed share 25% → 25% (0 points), within the allowed +10 points');
  });

  it('fails a clear error-rate rise, is inconclusive on a rise past the allowance that Fisher cannot confirm, passes a small one', () => {
    const rate = (baseErrors: number, candErrors: number): Comparison =>
      find(evaluateGate([cell({ n: 30, errors: baseErrors })], [cell({ n: 30, errors: candErrors })], DEFAULT_RULES), 'errorRate');
    const clear = rate(0, 12);
    expect(clear.verdict).toBe('fail');
    expect(clear.pValue).toBeLessThan(0.001);

    // 0/30 → 2/30 is +6.7 points, past the 5-point allowance, but Fisher's one-sided p is
    // P(both errors land in the candidate) = C(30,2)/C(60,2) = 435/1770 = 0.2458.
    const unsure = rate(0, 2);
    expect(unsure.verdict).toBe('inconclusive');
    expect(unsure.pValue).toBeCloseTo(0.2458, 3);
    expect(unsure.samplesToDecide).toBeGreaterThan(30);
    expect(unsure.reason).toMatch(/^error rate 0% → 7% \(\+7 points\) is beyond the allowed \+5 points but not significant \(p = 0\.25\); ~\d+ requests per side would likely decide$/);

    expect(rate(1, 2).verdict).toBe('pass');
    expect(rate(5, 0).verdict).toBe('pass');
  });

  it('does not gate the streamed share when no request could be classified, and warns only when one side had some', () => {
    const allFailed = cell({ n: 10, errors: 10 });
    const outcome = evaluateGate([cell({ n: 10 })], [allFailed], DEFAULT_RULES);
    const share = find(outcome, 'nonStreamedShare');
    expect(share.verdict).toBe('not-gated');
    expect(outcome.warnings.join('\n')).toContain('non-streamed share (10 baseline / 0 candidate requests to count)');
    expect(find(outcome, 'errorRate').verdict).toBe('fail');
  });
});
