/**
 * How a conformance probe variant is judged: the ids the workload, results and baselines name (their schemas' enums
 * are written from this list by `npm run generate`), each with the one line the docs show. What each check looks for
 * in a response is in src/conformance/checks.ts, keyed by the same ids.
 */
export const PROBE_CHECKS = {
  'reasoning-off': 'no reasoning in the response',
  'reasoning-reduced': 'less reasoning than the control, or none',
  'reasoning-on': 'the response carries reasoning',
  'max-tokens': 'output within the token limit',
  stop: 'the text ends before the stop sequence',
  usage: 'usage with completion tokens is reported',
  repeatable: 'identical text from every request',
} as const;

export type ProbeCheck = keyof typeof PROBE_CHECKS;

export const PROBE_CHECK_IDS = Object.keys(PROBE_CHECKS) as ProbeCheck[];
