import { decideRemedies } from '../gate/decide-remedy.js';
import { remedySentence } from '../report/remedy-text.js';
import type { GatePlan, Evaluation } from './flow.js';

/** Runs a history-backed side would pool when none is used (the history's default K). */
const DEFAULT_HISTORY_RUNS = 5;

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
