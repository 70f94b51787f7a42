import { decideRemedies } from '../gate/index.js';
import { remedySentence } from '../report/index.js';
import { DEFAULT_HISTORY_RUNS } from '../baseline/index.js';
import type { GatePlan, Evaluation } from './flow.js';

/**
 * For each inconclusive primary centre: what would have decided it (gate/decide-remedy.ts), as lines for the terminal
 * and the report's notes.
 */
export function decideNotes(plan: GatePlan, evaluation: Evaluation): string[] {
  const { outcome, comparand } = evaluation;
  if (!outcome || !comparand || outcome.verdict !== 'inconclusive') return [];
  return decideRemedies(outcome, plan.rules, {
    kind: comparand.kind,
    history: plan.baseline?.history !== undefined,
    baseline: comparand.baseline,
    historyRuns: plan.baseline?.history?.runs ?? DEFAULT_HISTORY_RUNS,
  }).map(remedySentence);
}
