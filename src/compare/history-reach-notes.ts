import { runLooks, type Workload } from '../config/index.js';
import { historyReach } from '../gate/index.js';
import { historyReachLines } from '../report/index.js';
import { resolveGateRules, type LoadedBaseline } from './comparand.js';
import type { GatePlan } from './flow.js';

/**
 * What a history-backed comparison side can catch beside a reference endpoint measured in the same run
 * (src/gate/history-reach.ts), in the words of src/report/text/history-reach.ts: what `history add` and `mode: history`
 * say after each append. Empty for a side that is not a history.
 */
export function historySideReachLines(side: LoadedBaseline | null, workload: Workload): string[] {
  if (!side?.history) return [];
  return historyReachLines(historyReach(side.cells, resolveGateRules(workload), runLooks(workload.run)));
}

/**
 * The gate's note when its comparison side is a history too young or too wandering to see what a reference would
 * (blind to a centre: docs/history.md): the same line, with the remedy. Empty when the history sees about what a
 * reference would, or the side is not a history: a pass then states its own resolution.
 */
export function blindHistoryNotes(plan: GatePlan): string[] {
  if (!plan.baseline?.history) return [];
  const reach = historyReach(plan.baseline.cells, plan.rules, runLooks(plan.workload.run)).filter((r) => r.blind.length > 0);
  return historyReachLines(reach);
}
