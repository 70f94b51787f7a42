import { describe, expect, it } from 'vitest';
import { findingText } from '../../src/report/findings.js';
import { decisionOf } from '../helpers/decided-report.js';
import { realisticInput } from './factory.js';

/** The realistic run (gateway fails on TTFT in one cell) with the gateway's decode speed moved by `ratio`. */
function gatewayFinding(ratio: number): string {
  const input = realisticInput();
  const gate = structuredClone(input.gate!);
  for (const c of gate.comparisons)
    if (c.endpoint === 'gateway' && c.metric === 'tokensPerSecond' && c.statistic === 'p50')
      c.ratio = { estimate: ratio, lower: ratio * 0.98, upper: ratio * 1.02 };
  const decision = decisionOf({ ...input, gate });
  const finding = decision.findings.find((f) => f.endpoint === 'gateway' && f.verdict === 'fail')!;
  return findingText(finding, decision.views);
}

describe('the decode speed beside a latency failure', () => {
  it('is named when it got worse as well', () => {
    expect(gatewayFinding(0.6)).toContain('decode −40%');
  });

  it('is left out when it got faster: an improvement never reads as part of a FAIL line', () => {
    const text = gatewayFinding(1.3);
    expect(text).toContain('TTFT p50');
    expect(text).not.toContain('decode');
  });
});
