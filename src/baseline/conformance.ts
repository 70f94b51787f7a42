import type { AssertionTally, ConformanceData, ProbeRecord } from '../conformance/index.js';
import { roundTo } from './types.js';

function round1(value: number | null): number | null {
  return value === null ? null : roundTo(value, 1);
}

function canonicalProbe(p: ProbeRecord): ProbeRecord {
  return {
    endpoint: p.endpoint,
    variant: p.variant,
    family: p.family,
    check: p.check,
    verdict: p.verdict,
    outcomes: { pass: p.outcomes.pass, fail: p.outcomes.fail, rejected: p.outcomes.rejected, error: p.outcomes.error },
    reasoningTokens: round1(p.reasoningTokens),
    ttftMs: round1(p.ttftMs),
    settleMs: round1(p.settleMs),
    ...(p.settleRangeMs ? { settleRangeMs: [roundTo(p.settleRangeMs[0], 1), roundTo(p.settleRangeMs[1], 1)] as [number, number] } : {}),
    status: p.status,
    message: p.message,
  };
}

function canonicalTally(t: AssertionTally): AssertionTally {
  return { endpoint: t.endpoint, scenario: t.scenario, cache: t.cache, assertion: t.assertion, passed: t.passed, total: t.total };
}

/**
 * The conformance section as committed: fixed key order and costs rounded to 0.1 (ms, tokens), so re-recording an
 * unchanged endpoint diffs only in the numbers that moved.
 */
export function canonicalConformance(data: ConformanceData): ConformanceData {
  return { repeat: data.repeat, probes: data.probes.map(canonicalProbe), assertions: data.assertions.map(canonicalTally) };
}
