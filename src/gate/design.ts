import { lookAlpha, spentAlpha } from '../stats/index.js';
import type { GateRules, MetricRule } from './types.js';

/**
 * The share of a primary's budget its pooled test holds; the rest is split over its per-cell tests. Half and half: a
 * change in some cells moves the pooled estimate by only part of itself, so the per-cell tests are what catch it
 * (TTFT ×1.5 in two warm cells of four: 57 % at 0.85, 73 % at 0.5, docs/design/gate.md §5), while a change in every cell
 * is caught as before (+50 %: 100 % either way).
 */
const POOLED_SHARE = 0.5;

/**
 * The share of a budgeted rule's budget kept for the extra looks (`rules.extraLooks`) when the run may take them; the
 * rest is spent over the planned looks. A run that ends at its planned looks leaves the reserve unspent. A critical
 * tail keeps half: a p95 is what the planned looks can least often decide, and what the extra looks are mostly for.
 */
export const EXTRA_LOOK_RESERVE = { primary: 0.25, critical: 0.5 } as const;

/**
 * Where the run is in a sequential design: look `look` (1-based) of `looks` planned; a look beyond them is one of
 * the `rules.extraLooks` the run may add while a primary or a critical tail is still open.
 */
export interface LookPosition {
  look: number;
  looks: number;
}

/**
 * The level a budgeted rule's share `alpha` allows at this look. Over the planned looks, the spending function of
 * the whole share, capped at the share less the reserve for the extra looks when there may be some: with
 * O'Brien–Fleming the early looks keep their levels and the reserve comes out of the last planned look. Over the
 * extra looks, the reserve, spent by the same function.
 */
export function budgetedLookAlpha(
  rules: GateRules,
  alpha: number,
  position: LookPosition,
  role: keyof typeof EXTRA_LOOK_RESERVE = 'primary',
): number {
  const { look, looks } = position;
  const extra = rules.extraLooks;
  const reserve = extra > 0 ? EXTRA_LOOK_RESERVE[role] : 0;
  if (look <= looks) {
    const cap = alpha * (1 - reserve);
    const spent = (t: number): number => Math.min(cap, spentAlpha(rules.spending, alpha, t));
    return spent(look / looks) - spent((look - 1) / looks);
  }
  return look - looks <= extra ? lookAlpha(rules.spending, alpha * reserve, look - looks, extra) : 0;
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
 *   reaches the later looks;
 * - a primary's (or critical rule's) reserve, EXTRA_LOOK_RESERVE of it, over the extra looks by the same function
 *   when the rules allow some, taken from the last planned look's level (budgetedLookAlpha); secondaries and SLOs
 *   spend nothing there. Rates (and the cache's miss share) spend as primaries; a critical rule on a metric (TTFT
 *   p95) as a critical tail.
 */
export interface BudgetSplit {
  /** Level of a primary's (or critical rule's) pooled test at this look. */
  primaryPooled: number;
  /** Level of each per-cell test of a primary (or critical rule) at this look. */
  primaryCell: number;
  /** The same for a critical tail, whose reserve for the extra looks is larger. */
  criticalPooled: number;
  criticalCell: number;
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
  const perCell = (perPrimary * (1 - POOLED_SHARE)) / Math.max(1, cells);
  return {
    primaryPooled: budgetedLookAlpha(rules, perPrimary * POOLED_SHARE, position),
    primaryCell: budgetedLookAlpha(rules, perCell, position),
    criticalPooled: budgetedLookAlpha(rules, perPrimary * POOLED_SHARE, position, 'critical'),
    criticalCell: budgetedLookAlpha(rules, perCell, position, 'critical'),
    // Secondaries can only fail, and not at an extra look: their share is spent over the planned looks.
    secondary: perSecondary === 0 || look > looks ? 0 : lookAlpha('pocock', perSecondary, look, looks),
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
  // SLOs are judged over the planned looks; an extra look (for a tail or a cell beyond its margin) does not test them.
  return position.look > position.looks ? 0 : lookAlpha(rules.spending, held / tests, position.look, position.looks);
}

/** The budget the conformance checks of the run hold in all (they run once, after the last look). */
export function conformanceBudget(rules: GateRules): number {
  return (rules.falseFailureBudget * (1 - rules.primaryShare)) / 2;
}

export function isPrimary(rule: MetricRule): boolean {
  return rule.role === 'primary';
}
