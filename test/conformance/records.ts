import type { AssertionTally, ConformanceData, ProbeRecord } from '../../src/conformance/types.js';

export function record(endpoint: string, variant: string, verdict: ProbeRecord['verdict'], extra: Partial<ProbeRecord> = {}): ProbeRecord {
  return {
    endpoint,
    variant,
    family: verdict === 'control' ? 'control' : 'reasoning-off',
    check: verdict === 'control' ? null : 'reasoning-off',
    verdict,
    outcomes: {
      pass: verdict === 'honoured' ? 3 : 0,
      fail: verdict === 'ignored' ? 3 : 0,
      rejected: verdict === 'rejected' ? 3 : 0,
      error: 0,
    },
    reasoningTokens: verdict === 'honoured' ? 0 : 48,
    ttftMs: 300,
    settleMs: verdict === 'honoured' ? 800 : 1600,
    // Three requests a few tens of milliseconds apart: 800 and 1600 ms lie well outside each other's spread.
    settleRangeMs: verdict === 'honoured' ? [780, 830] : [1570, 1640],
    status: verdict === 'rejected' ? 400 : null,
    message: verdict === 'rejected' ? 'Unrecognized request argument supplied: enable_thinking' : null,
    ...extra,
  };
}

export function tally(endpoint: string, assertion: AssertionTally['assertion'], passed: number, total: number): AssertionTally {
  return { endpoint, scenario: 'math', cache: 'cold', assertion, passed, total };
}

export function data(probes: ProbeRecord[], assertions: AssertionTally[] = []): ConformanceData {
  return { repeat: 3, probes, assertions };
}
