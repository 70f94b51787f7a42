/**
 * Declared expectations as contracts: each assertion of a scenario's `expect:` must keep its minimum pass rate on
 * every candidate endpoint, whatever the comparison side shows (a contract broken on both sides is still broken).
 * - at 100 % the rule is not statistical: one failing request breaks it;
 * - below 100 % it fails when a one-sided exact binomial test shows the pass rate below the minimum
 *   (H0: rate ≥ minPassRate, p = P(X ≤ passed)), with Holm over the run's conformance tests at the conformance budget.
 */
import type { ContractRates, AssertionTally } from '../conformance/index.js';
import { binomialCdf, holm } from '../stats/index.js';
import { conformanceBudget } from './design.js';
import type { EndpointVerdict, GateOutcome, GateRules } from './types.js';

/** A scenario's declared expectation in one cell: its tally, the pass rate it must keep, and what was decided. */
export interface ContractCheck extends AssertionTally {
  /** `endpoint/scenario/cache:expect:<assertion>`. */
  id: string;
  minPassRate: number;
  /** `every-request`: a 100 % contract, broken by one failure; `binomial`: the one-sided test below it. */
  test: 'every-request' | 'binomial';
  /** The binomial test's p-value (null for `every-request`). */
  pValue: number | null;
  verdict: 'pass' | 'fail';
}

export interface PendingContract {
  check: ContractCheck;
  pValue: number | null;
}

export const CONTRACT_METRIC_PREFIX = 'expect:';

/** The candidate's tallies that carry a contract, with their test's p-value (null: decided without a test). */
export function pendingContracts(tallies: readonly AssertionTally[], rates: ContractRates): PendingContract[] {
  return tallies.flatMap((t): PendingContract[] => {
    const minPassRate = rates.get(t.scenario)?.[t.assertion];
    if (minPassRate === undefined || t.total === 0) return [];
    const test = minPassRate >= 1 ? 'every-request' : 'binomial';
    const pValue = test === 'binomial' ? binomialCdf(t.passed, t.total, minPassRate) : null;
    const check: ContractCheck = {
      id: `${t.endpoint}/${t.scenario}/${t.cache}:${CONTRACT_METRIC_PREFIX}${t.assertion}`,
      endpoint: t.endpoint,
      scenario: t.scenario,
      cache: t.cache,
      assertion: t.assertion,
      passed: t.passed,
      total: t.total,
      minPassRate,
      test,
      pValue,
      verdict: test === 'every-request' && t.passed < t.total ? 'fail' : 'pass',
    };
    return [{ check, pValue }];
  });
}

/**
 * Endpoints with a 100 % contract already broken (one failing request breaks it): they fail whatever more requests
 * show, so a sequential run takes no extra look for them (src/compare/flow.ts).
 */
export function endpointsWithBrokenContracts(tallies: readonly AssertionTally[], rates: ContractRates): Set<string> {
  return new Set(
    pendingContracts(tallies, rates)
      .filter((p) => p.check.test === 'every-request' && p.check.verdict === 'fail')
      .map((p) => p.check.endpoint),
  );
}

/** A binomial contract fails when its test was rejected in the conformance family (and the rate is below the minimum). */
export function decideContract(p: PendingContract, rejected: boolean): ContractCheck {
  if (p.check.test === 'every-request') return p.check;
  const below = p.check.passed / p.check.total < p.check.minPassRate;
  return { ...p.check, verdict: rejected && below ? 'fail' : 'pass' };
}

/** Contracts judged on their own (no comparison side): Holm over their binomial tests at the conformance budget. */
export function evaluateContracts(tallies: readonly AssertionTally[], rates: ContractRates, rules: GateRules): ContractCheck[] {
  const pending = pendingContracts(tallies, rates);
  const tested = pending.filter((p) => p.pValue !== null);
  const family = holm(
    tested.map((p) => p.pValue!),
    conformanceBudget(rules),
  );
  const rejected = new Set(tested.filter((_, i) => family.rejected[i]));
  return pending.map((p) => decideContract(p, rejected.has(p)));
}

/** An endpoint verdict with its broken contracts folded in: any broken contract fails it. */
export function withBrokenContracts(endpoint: EndpointVerdict, contracts: readonly ContractCheck[]): EndpointVerdict {
  const broken = contracts.filter((c) => c.endpoint === endpoint.endpoint && c.verdict === 'fail').map((c) => c.id);
  if (broken.length === 0) return endpoint;
  const failedBefore = endpoint.verdict === 'fail' ? endpoint.decidedBy : [];
  return { ...endpoint, verdict: 'fail', decidedBy: [...failedBefore, ...broken] };
}

/**
 * The gate's outcome of a run with nothing to compare with, when a contract is broken: the endpoints that broke one
 * fail; nothing else is judged. Null when every contract held (the run stays measure-only).
 */
export function contractOutcome(contracts: readonly ContractCheck[], rules: GateRules): GateOutcome | null {
  const broken = contracts.filter((c) => c.verdict === 'fail');
  if (broken.length === 0) return null;
  const endpoints = [...new Set(broken.map((c) => c.endpoint))].map((endpoint): EndpointVerdict => {
    const mine = contracts.filter((c) => c.endpoint === endpoint);
    const requests = mine.map((c) => c.total);
    return {
      endpoint,
      verdict: 'fail',
      look: 1,
      looks: 1,
      requests: { baseline: [0, 0], candidate: [Math.min(...requests), Math.max(...requests)] },
      decidedBy: broken.filter((c) => c.endpoint === endpoint).map((c) => c.id),
    };
  });
  return {
    verdict: 'fail',
    counts: { fail: broken.length, inconclusive: 0, pass: contracts.length - broken.length, notGated: 0 },
    comparisons: [],
    pooled: [],
    endpoints,
    warnings: [],
    rules,
  };
}
