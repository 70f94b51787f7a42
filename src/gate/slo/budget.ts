import type { SloSpec } from '../../config/index.js';
import { sloTestLevel, type LookPosition } from '../design.js';
import { evaluateSloCell, sloObjectiveCount, sloTestCount, type SloCell, type SloVerdict } from './objectives.js';
import type { GateRules } from '../types.js';

/**
 * Every objective of every cell of one endpoint at one look, each test held to its share of the run's budget
 * (`sloTestLevel`, src/gate/design.ts) divided by `divisor`: 1 in a gate run, the most levels it may measure in a
 * capacity sweep, so the union of a sweep's levels stays within the same share.
 */
export function endpointSloVerdicts<C extends SloCell>(
  cells: readonly C[],
  sloOf: (cell: C) => SloSpec,
  rules: GateRules,
  budget: { endpoints: number; compared: boolean; position: LookPosition; divisor?: number; cacheRule?: boolean },
): SloVerdict[] {
  const tests = cells.reduce((sum, c) => sum + sloTestCount(sloOf(c)), 0);
  const objectives = sloObjectiveCount(cells, sloOf);
  const failLevel =
    sloTestLevel(rules, budget.endpoints, objectives, tests, budget.compared, budget.position, budget.cacheRule) / (budget.divisor ?? 1);
  const levels = { failLevel, passConfidence: rules.passConfidence, look: budget.position.look };
  return cells.flatMap((c) => evaluateSloCell(c, sloOf(c), levels));
}
