import type { Evaluation } from './flow.js';

/** What failed a run, as the next-step hint needs it: broken declared expectations, and anything else. */
export function failureFacts(evaluation: Evaluation): { contractsBroken: boolean; othersFailed: boolean } {
  const broken = (evaluation.conformance?.gate?.contracts ?? []).filter((c) => c.verdict === 'fail').length;
  const failures = evaluation.outcome?.counts.fail ?? 0;
  return { contractsBroken: broken > 0, othersFailed: failures > broken };
}
