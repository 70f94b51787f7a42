import {
  type AssertionTally,
  type ConformanceData,
  type ProbeRecord,
  type ProbeVerdict,
  settleDifference,
  type ContractRates,
} from '../conformance/index.js';
import { fisherExact, holm, proportionDiffCI } from '../stats/index.js';
import { conformanceBudget } from './design.js';
import type { Comparison, GateOutcome, GateRules, PassRateEvidence } from './types.js';
import { decideContract, evaluateContracts, pendingContracts, withBrokenContracts, type ContractCheck } from './contracts.js';

/** A pass rate must fall by more than this (absolute) before the drop can fail the gate. */
export const DEFAULT_MIN_PASS_RATE_DROP = 0.1;

export type ProbeChangeKind = 'regression' | 'improvement' | 'unchanged' | 'changed' | 'new' | 'unsettled';

/** One probe variant on one endpoint, baseline against now. */
export interface ProbeChange {
  endpoint: string;
  variant: string;
  family: string;
  baseline: ProbeRecord | null;
  candidate: ProbeRecord;
  kind: ProbeChangeKind;
  /** The baseline's verdict (null: the variant is not in the baseline) and the candidate's. */
  was: ProbeVerdict | null;
  now: ProbeVerdict;
  /**
   * A regression's cost per request over the baseline's: candidate − baseline mean reasoning tokens and median time
   * to the last token, each null when a side did not measure it. Null for any other kind.
   */
  cost: { reasoningTokens: number | null; settleMs: number | null } | null;
}

export interface ConformanceGateOutcome {
  verdict: 'pass' | 'fail' | 'inconclusive';
  /** Every variant (controls excluded), in the candidate's order. */
  probes: ProbeChange[];
  /** Assertion pass-rate comparisons, shaped like the speed gate's (metric `check:<assertion>`). */
  assertions: Comparison[];
  /** The scenarios' declared expectations held to their minimum pass rates (src/gate/contracts.ts), compared or not. */
  contracts: ContractCheck[];
  counts: { regressions: number; improvements: number; assertionFailures: number; contractFailures: number; inconclusive: number };
}

export interface ConformanceGateOptions {
  /** Default DEFAULT_MIN_PASS_RATE_DROP. */
  minPassRateDrop?: number;
  /** The scenarios' minimum pass rates; absent: no contract is judged. */
  contracts?: ContractRates;
  /** The Holm family's level (default `conformanceBudget(rules)`; less when output accuracy holds part of it). */
  budget?: number;
}

const WORKING: readonly ProbeVerdict[] = ['honoured'];
const BROKEN: readonly ProbeVerdict[] = ['ignored', 'rejected'];

function probeChange(baseline: ProbeRecord | null, candidate: ProbeRecord): ProbeChange {
  const now = candidate.verdict;
  const base = {
    endpoint: candidate.endpoint,
    variant: candidate.variant,
    family: candidate.family,
    baseline,
    candidate,
    was: baseline?.verdict ?? null,
    now,
    cost: null,
  };
  if (!baseline) return { ...base, kind: 'new' };
  const was = baseline.verdict;
  if (was === now) return { ...base, kind: 'unchanged' };
  if (WORKING.includes(was) && BROKEN.includes(now)) return { ...base, kind: 'regression', cost: regressionCost(baseline, candidate) };
  // Honoured before, unclear now: not proof of a regression, but not a pass either.
  if (WORKING.includes(was) && (now === 'inconsistent' || now === 'failed')) return { ...base, kind: 'unsettled' };
  if (now === 'honoured' && was !== 'not-applicable' && was !== 'failed') return { ...base, kind: 'improvement' };
  return { ...base, kind: 'changed' };
}

/**
 * What a regressed variant now costs over the baseline's (reasoning tokens, time to the last token); the time only when
 * it exceeds its own noise (conformance/cost.ts), else null.
 */
function regressionCost(baseline: ProbeRecord, candidate: ProbeRecord): NonNullable<ProbeChange['cost']> {
  const delta = (a: number | null, b: number | null): number | null => (a !== null && b !== null ? b - a : null);
  const settle = settleDifference(candidate, baseline);
  return {
    reasoningTokens: delta(baseline.reasoningTokens, candidate.reasoningTokens),
    settleMs: settle?.noise === 'beyond' ? settle.ms : null,
  };
}

function tallyKey(t: Pick<AssertionTally, 'endpoint' | 'scenario' | 'cache' | 'assertion'>): string {
  return [t.endpoint, t.scenario, t.cache, t.assertion].join('\u0000');
}

interface PendingAssertion {
  comparison: Comparison;
  drop: number;
  pValue: number | null;
}

function share(t: AssertionTally): number {
  return t.passed / t.total;
}

function pendingAssertion(base: AssertionTally, cand: AssertionTally, rules: GateRules, minDrop: number): PendingAssertion {
  const metric = `check:${cand.assertion}`;
  const header = {
    id: `${cand.endpoint}/${cand.scenario}/${cand.cache}:${metric}`,
    endpoint: cand.endpoint,
    scenario: cand.scenario,
    cache: cand.cache,
    turn: null,
    metric,
    statistic: 'rate' as const,
    better: 'higher' as const,
    baseline: { n: base.total, value: base.total > 0 ? share(base) : null },
    candidate: { n: cand.total, value: cand.total > 0 ? share(cand) : null },
    ratio: null,
    samplesToDecide: null,
    role: 'secondary' as const,
    level: null,
    look: 1,
  };
  if (base.total === 0 || cand.total === 0) {
    const comparison: Comparison = {
      ...header,
      change: null,
      pValue: null,
      verdict: 'not-gated',
      evidence: {
        kind: 'not-gated',
        why: base.total + cand.total > 0 ? 'nothing-to-count' : 'none-on-either-side',
        needed: null,
        tail: false,
      },
    };
    return { comparison, drop: 0, pValue: null };
  }
  // One-sided: is the candidate's failure rate above the baseline's?
  const pValue = fisherExact(cand.total - cand.passed, cand.passed, base.total - base.passed, base.passed).pGreater;
  const level = 1 - 2 * (1 - rules.passConfidence);
  const change = proportionDiffCI(cand.passed, cand.total, base.passed, base.total, level);
  const comparison: Comparison = {
    ...header,
    change,
    pValue,
    verdict: 'undecided',
    evidence: passRateEvidence('beyond-not-at-level', false, minDrop),
  };
  return { comparison, drop: -change.estimate, pValue };
}

function passRateEvidence(finding: PassRateEvidence['finding'], rejected: boolean, minDrop: number): PassRateEvidence {
  return { kind: 'pass-rate', allowedDrop: minDrop, finding, rejected };
}

function decideAssertion(p: PendingAssertion, rejected: boolean, minDrop: number): Comparison {
  const c = p.comparison;
  if (c.verdict === 'not-gated') return c;
  if (p.drop <= minDrop) return { ...c, verdict: 'pass', evidence: passRateEvidence('inside', rejected, minDrop) };
  if (rejected) return { ...c, verdict: 'fail', evidence: passRateEvidence('beyond', true, minDrop) };
  return { ...c, verdict: 'undecided', evidence: passRateEvidence('beyond-not-at-level', false, minDrop) };
}

/**
 * Conformance rules, pure:
 * - a probe variant honoured in the baseline and ignored or rejected now fails; honoured → inconsistent/failed is
 *   inconclusive; anything → honoured is an improvement (reported, never a failure);
 * - an assertion's pass rate fails when it drops by more than `minPassRateDrop` and Fisher's one-sided exact test
 *   survives Holm over the assertions at the conformance share of the budget (`conformanceBudget`); otherwise it
 *   passes or stays undecided, which never makes a run inconclusive (conformance checks are secondaries).
 * Assertions missing on either side are not compared (a new expectation has nothing to regress from).
 * - every declared assertion is also held to its scenario's minimum pass rate (src/gate/contracts.ts), compared or not;
 *   the binomial tests of contracts below 100 % share the Holm family and the budget with the drops.
 */
export function evaluateConformanceGate(
  baseline: ConformanceData | null,
  candidate: ConformanceData,
  rules: GateRules,
  options: ConformanceGateOptions = {},
): ConformanceGateOutcome {
  const minDrop = options.minPassRateDrop ?? DEFAULT_MIN_PASS_RATE_DROP;
  const baseProbes = new Map((baseline?.probes ?? []).map((p) => [`${p.endpoint}\u0000${p.variant}`, p]));
  const probes = candidate.probes
    .filter((p) => p.verdict !== 'control')
    .map((p) => probeChange(baseProbes.get(`${p.endpoint}\u0000${p.variant}`) ?? null, p));

  const baseTallies = new Map((baseline?.assertions ?? []).map((t) => [tallyKey(t), t]));
  const pending = candidate.assertions.flatMap((t) => {
    const base = baseTallies.get(tallyKey(t));
    return base ? [pendingAssertion(base, t, rules, minDrop)] : [];
  });
  const gated = pending.filter((p) => p.pValue !== null);
  // Contracts below 100 % are tested in the same family as the drops: one conformance budget for the run.
  const contractTests = pendingContracts(candidate.assertions, options.contracts ?? new Map());
  const tested = contractTests.filter((p) => p.pValue !== null);
  const family = holm([...gated.map((p) => p.pValue!), ...tested.map((p) => p.pValue!)], options.budget ?? conformanceBudget(rules));
  const rejected = new Set(gated.filter((_, i) => family.rejected[i]));
  const assertions = pending.map((p) => decideAssertion(p, rejected.has(p), minDrop));
  const contractsRejected = new Set(tested.filter((_, i) => family.rejected[gated.length + i]));
  const contracts = contractTests.map((p) => decideContract(p, contractsRejected.has(p)));

  const counts = {
    regressions: probes.filter((p) => p.kind === 'regression').length,
    improvements: probes.filter((p) => p.kind === 'improvement').length,
    assertionFailures: assertions.filter((c) => c.verdict === 'fail').length,
    contractFailures: contracts.filter((c) => c.verdict === 'fail').length,
    inconclusive: probes.filter((p) => p.kind === 'unsettled').length + assertions.filter((c) => c.verdict === 'undecided').length,
  };
  const failures = counts.regressions + counts.assertionFailures + counts.contractFailures;
  const verdict = failures > 0 ? 'fail' : counts.inconclusive > 0 ? 'inconclusive' : 'pass';
  return { verdict, probes, assertions, contracts, counts };
}

/**
 * The speed gate with the conformance outcome folded in: assertion comparisons join the comparisons (they belong to
 * cells and show in the cell tables and the failure list), probe regressions and failed assertions join the failure
 * count and fail the run. Conformance checks are secondaries: unsettled probes and undecided assertions are
 * reported but never make a run inconclusive. Exit codes and the verdict line then need no second path.
 */
export function mergeConformanceIntoGate(speed: GateOutcome, conformance: ConformanceGateOutcome): GateOutcome {
  const comparisons = [...speed.comparisons, ...conformance.assertions];
  const counts = { ...speed.counts };
  counts.fail += conformance.counts.regressions + conformance.counts.assertionFailures + conformance.counts.contractFailures;
  counts.pass +=
    conformance.probes.filter((p) => p.kind === 'unchanged' || p.kind === 'improvement').length +
    conformance.assertions.filter((c) => c.verdict === 'pass').length;
  const verdict = counts.fail > 0 ? 'fail' : speed.verdict;
  const endpoints = speed.endpoints.map((e) => withBrokenContracts(e, conformance.contracts));
  return { ...speed, verdict, counts, comparisons, endpoints };
}

/** A reference endpoint's conformance, re-keyed to every other endpoint (the comparison side of a reference run). */
export function referenceConformance(data: ConformanceData, reference: string, others: readonly string[]): ConformanceData {
  const probes = data.probes.filter((p) => p.endpoint === reference);
  const assertions = data.assertions.filter((t) => t.endpoint === reference);
  return {
    repeat: data.repeat,
    probes: others.flatMap((name) => probes.map((p) => ({ ...p, endpoint: name }))),
    assertions: others.flatMap((name) => assertions.map((t) => ({ ...t, endpoint: name }))),
  };
}

/**
 * A run with nothing to compare with: only the declared expectations are judged (probes and pass-rate drops need a
 * comparison side), each against its scenario's minimum pass rate.
 */
export function evaluateContractsAlone(candidate: ConformanceData, contracts: ContractRates, rules: GateRules): ConformanceGateOutcome {
  const checks = evaluateContracts(candidate.assertions, contracts, rules);
  const contractFailures = checks.filter((c) => c.verdict === 'fail').length;
  return {
    verdict: contractFailures > 0 ? 'fail' : 'pass',
    probes: [],
    assertions: [],
    contracts: checks,
    counts: { regressions: 0, improvements: 0, assertionFailures: 0, contractFailures, inconclusive: 0 },
  };
}
