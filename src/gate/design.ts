import { lookAlpha } from '../stats/index.js';
import type { GateRules, MetricRule } from './types.js';

/**
 * The share of a primary's budget its pooled test holds; the rest is split over its per-cell tests. Half and half: a
 * change in some cells moves the pooled estimate by only part of itself, so the per-cell tests are what catch it
 * (TTFT ×1.5 in two warm cells of four: 57 % at 0.85, 73 % at 0.5, docs/gate.md §5), while a change in every cell
 * is caught as before (+50 %: 100 % either way).
 */
const POOLED_SHARE = 0.5;

/** Where the run is in a sequential design: look `look` (1-based) of at most `looks`. */
export interface LookPosition {
  look: number;
  looks: number;
}

/**
 * How the false-failure budget α of a run is split, known before any value is seen (it depends on the rules, the
 * endpoints and their cells only), so that the union of every test at every look fails an unchanged endpoint with
 * probability ≤ α:
 * - equally over the gated endpoints;
 * - within an endpoint, `primaryShare` over the primaries and critical rules (each rule and both rates alike), the
 *   rest halved between the secondary rules and the conformance checks;
 * - a primary's (or critical rule's) share: half to its pooled test over all cells, half split over its per-cell
 *   tests;
 * - over the looks by the spending function: primaries by `rules.spending` (O'Brien–Fleming by default, keeping
 *   nearly all for the last look), secondaries evenly (Pocock), since an endpoint that passes early never
 *   reaches the later looks.
 */
export interface BudgetSplit {
  /** Level of a primary's (or critical rule's) pooled test at this look. */
  primaryPooled: number;
  /** Level of each per-cell test of a primary (or critical rule) at this look. */
  primaryCell: number;
  /** Level of a secondary's pooled test at this look. */
  secondary: number;
}

export function budgetSplit(
  rules: GateRules,
  endpoints: number,
  cells: number,
  position: LookPosition,
  sloObjectives = 0,
  cacheRule = false,
): BudgetSplit {
  const perEndpoint = rules.falseFailureBudget / Math.max(1, endpoints);
  const primaries = budgetedRules(rules, sloObjectives, cacheRule);
  // Diagnostics count as secondaries here (they are tested at a secondary's level to word their change, but never
  // fail), so turning a rule into a diagnostic leaves every other rule's level as it was.
  const secondaries = rules.metrics.filter((r) => r.role === 'secondary' || r.role === 'diagnostic').length;
  const perPrimary = (perEndpoint * rules.primaryShare) / primaries;
  const perSecondary = secondaries === 0 ? 0 : (perEndpoint * (1 - rules.primaryShare)) / 2 / secondaries;
  const { look, looks } = position;
  return {
    primaryPooled: lookAlpha(rules.spending, perPrimary * POOLED_SHARE, look, looks),
    primaryCell: lookAlpha(rules.spending, (perPrimary * (1 - POOLED_SHARE)) / Math.max(1, cells), look, looks),
    secondary: perSecondary === 0 ? 0 : lookAlpha('pocock', perSecondary, look, looks),
  };
}

/**
 * How many rules hold a primary's share of an endpoint's budget: the primaries and critical rules (TTFT p95 by
 * default), the two rates, each SLO objective, and the prefix-cache miss share when the endpoint has a warm cell (a
 * property of the workload, known before any value is seen).
 */
export function budgetedRules(rules: GateRules, sloObjectives: number, cacheRule: boolean): number {
  return rules.metrics.filter((r) => r.role === 'primary' || r.role === 'critical').length + 2 + sloObjectives + (cacheRule ? 1 : 0);
}

/**
 * The level of each SLO test (one objective in one cell) at this look. Beside a comparison side each distinct
 * objective of the endpoint (TTFT p95, goodput, …) holds a primary's share; without one the SLOs hold the endpoint's
 * whole share. Either way it is split equally over the endpoint's SLO tests and spent over the looks by
 * `rules.spending`, so violations stay within the run's false-failure budget with the rules' failures.
 */
export function sloTestLevel(
  rules: GateRules,
  endpoints: number,
  objectives: number,
  tests: number,
  compared: boolean,
  position: LookPosition,
  cacheRule = false,
): number {
  if (tests === 0) return 0;
  const perEndpoint = rules.falseFailureBudget / Math.max(1, endpoints);
  const primaries = budgetedRules(rules, objectives, cacheRule);
  const held = compared ? ((perEndpoint * rules.primaryShare) / primaries) * objectives : perEndpoint;
  return lookAlpha(rules.spending, held / tests, position.look, position.looks);
}

/** The budget the conformance checks of the run hold in all (they run once, after the last look). */
export function conformanceBudget(rules: GateRules): number {
  return (rules.falseFailureBudget * (1 - rules.primaryShare)) / 2;
}

export function isPrimary(rule: MetricRule): boolean {
  return rule.role === 'primary';
}
