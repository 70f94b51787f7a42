/**
 * A scenario with `quality:` whose answers could not be compared says so (docs/quality.md): a run never stays silent
 * about a check the workload asked for.
 */
import { unrecordedAnswersText } from '../report/index.js';
import type { Results } from '../results/index.js';
import type { Evaluation, GatePlan } from './flow.js';

/** The note when answers were kept, the comparison side is a baseline and nothing was paired for want of its answers. */
export function parityNotes(plan: GatePlan, evaluation: Evaluation, results: Results): string[] {
  const { comparand } = evaluation;
  if (plan.reference !== null || comparand?.kind !== 'baseline' || (evaluation.outcome?.quality ?? []).length > 0) return [];
  const scenarios = [...new Set((results.outputs ?? []).map((o) => o.scenario))];
  return scenarios.length > 0 ? [unrecordedAnswersText(comparand.label, scenarios)] : [];
}
