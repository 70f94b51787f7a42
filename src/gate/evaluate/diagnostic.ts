/**
 * Diagnostic rules (role `diagnostic`, the default for TTFB and the other metrics that explain rather than being
 * felt, src/vocabulary/causes.ts) are tested like secondaries so their change and bounds are known, then reported as
 * not gated: they explain a finding and never fail, hold or pass a run. docs/design/gate.md §2.
 */
import type { Comparison, NotGatedEvidence, PooledComparison } from '../types.js';

const EVIDENCE: NotGatedEvidence = { kind: 'not-gated', why: 'diagnostic', needed: null, tail: false };

/** The comparison as a diagnostic reports it: its numbers kept, its verdict `not-gated`, its level none. */
export function asDiagnostic<T extends Comparison | PooledComparison>(c: T): T {
  if (c.verdict === 'not-gated') return c;
  const evidence: NotGatedEvidence = { ...EVIDENCE, tail: c.statistic === 'p95' || c.statistic === 'p99', beyond: c.verdict === 'fail' };
  return { ...c, verdict: 'not-gated', level: null, evidence };
}
