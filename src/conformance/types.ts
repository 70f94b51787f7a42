import type { ProbeCheck, CacheState } from '../vocabulary/index.js';

/** Assertion names, as keys of a request's checks and of recorded pass counts. */
export const ASSERTION_NAMES = [
  'reasoning-absent',
  'reasoning-present',
  'within-max-tokens',
  'stop-honoured',
  'non-empty',
  'json-parses',
  'json-schema',
  'usage-present',
  'answer-exact',
  'answer-contains',
  'answer-regex',
  'answer-number',
  'answer-schema',
  'answer-correct',
] as const;
export type AssertionName = (typeof ASSERTION_NAMES)[number];

/** Answer-quality assertions: their pass rate is the scenario's quality. */
export const ANSWER_ASSERTIONS: readonly AssertionName[] = [
  'answer-exact',
  'answer-contains',
  'answer-regex',
  'answer-number',
  'answer-schema',
];

/** Every expected-answer kind of the request passed: the per-request answer quality that is reported and gated. */
export const ANSWER_CORRECT: AssertionName = 'answer-correct';

/** Pass (true) or fail (false) per assertion of one request. */
export type SampleChecks = Partial<Record<AssertionName, boolean>>;

/** Passes out of checked requests, per endpoint × scenario × cache state × assertion (failed requests excluded). */
export interface AssertionTally {
  endpoint: string;
  scenario: string;
  cache: CacheState;
  assertion: AssertionName;
  passed: number;
  total: number;
}

/**
 * - honoured / ignored: every judged request showed (or did not show) the effect;
 * - rejected: every request was refused with a 4xx;
 * - inconsistent: the requests disagree;
 * - not-applicable: the control shows nothing to change (no reasoning to switch off, no stop sequence to cut);
 * - failed: no request could be judged (timeouts, 5xx, connection errors);
 * - control: the control row (the same prompt without the setting).
 */
export const PROBE_VERDICTS = ['honoured', 'ignored', 'rejected', 'inconsistent', 'not-applicable', 'failed', 'control'] as const;
export type ProbeVerdict = (typeof PROBE_VERDICTS)[number];

/** What one variant (or the control) showed on one endpoint. */
export interface ProbeRecord {
  endpoint: string;
  /** Variant id, or `control` / `control:<prompt family>`. */
  variant: string;
  family: string;
  check: ProbeCheck | null;
  verdict: ProbeVerdict;
  /** Requests sent and how each was judged. */
  outcomes: { pass: number; fail: number; rejected: number; error: number };
  /** Mean reasoning tokens of successful requests (from usage, else estimated from reasoning characters). */
  reasoningTokens: number | null;
  /** Medians of successful requests. */
  ttftMs: number | null;
  settleMs: number | null;
  /**
   * The fastest and slowest successful request's time to the last token, when at least two succeeded: the spread a
   * cost is measured against (conformance/cost.ts). Absent with fewer, and in files written before it was kept.
   */
  settleRangeMs?: [number, number];
  /** HTTP status of a rejection, and the first error message seen (redacted by the probe). */
  status: number | null;
  message: string | null;
}

/** The conformance section of results and baselines. */
export interface ConformanceData {
  /** Requests per variant. */
  repeat: number;
  probes: ProbeRecord[];
  assertions: AssertionTally[];
}
