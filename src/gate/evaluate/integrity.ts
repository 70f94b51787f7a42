/**
 * An endpoint's evaluation with its input integrity checked first (src/gate/prompt/integrity.ts): cells whose server
 * read less of the prompt than the comparison side's are failed on that, and their timings, rates and shares are
 * reported as not comparable instead of being tested (a faster answer to a shorter prompt is no improvement). The
 * other cells are evaluated as before. Pure.
 */
import { compareLocation } from '../compare-location.js';
import { compareProportion } from '../compare-proportion.js';
import { compareTail } from '../tail/compare.js';
import type { BudgetSplit, LookPosition } from '../design.js';
import { evaluateEndpoint, type EndpointEvaluation, type EndpointInput } from './endpoint.js';
import type { CellPair } from '../match-cells.js';
import type { PendingComparison } from '../pending.js';
import { estimateCheck } from '../prompt/estimate.js';
import { loopKey, promptCheck } from '../prompt/integrity.js';
import { isJobCell } from './jobs.js';
import { isJobMetric } from '../../vocabulary/index.js';
import type { CellData, Comparison, EndpointVerdict, GateRules } from '../types.js';

export interface IntegrityOptions {
  /** The comparison side serves another model (another tokenizer): prompt counts are not compared. */
  differentModel?: boolean;
  /** Estimated prompt tokens by scenario, for cells whose comparison side has no count (src/gate/prompt/estimate.ts). */
  estimates?: Readonly<Record<string, number>>;
}

export function evaluateEndpointWithIntegrity(input: EndpointInput, options: IntegrityOptions = {}): EndpointEvaluation {
  const { pairs, rules, split, position } = input;
  const checks = pairs.flatMap((pair) => {
    const compared = options.differentModel ? null : promptCheck(pair, position.look);
    const check = compared ?? (options.estimates ? estimateCheck(pair.candidate, options.estimates, position.look) : null);
    return check ? [check] : [];
  });
  const failed = checks.filter((c) => c.verdict === 'fail');
  const cut = new Set(failed.map(loopKey));
  const comparable = pairs.filter((p) => !cut.has(loopKey(p.candidate)));
  const base = evaluateEndpoint({ ...input, pairs: comparable });
  if (checks.length === 0) return base;
  const notComparable = pairs.filter((p) => cut.has(loopKey(p.candidate))).flatMap((p) => notComparableCell(p, rules, split, position));
  const comparisons = [...checks, ...base.comparisons, ...notComparable];
  if (failed.length === 0) return { ...base, comparisons };
  const before = base.verdict.verdict === 'fail' ? base.verdict.decidedBy : [];
  return {
    ...base,
    comparisons,
    verdict: { ...base.verdict, verdict: 'fail', decidedBy: [...failed.map((c) => c.id), ...before] },
  };
}

/** Every rule's comparison of a cell whose server read another prompt: its numbers, not gated, never a verdict. */
function notComparableCell(pair: CellPair, rules: GateRules, split: BudgetSplit, position: LookPosition): Comparison[] {
  const context = { rules, failLevel: split.primaryCell };
  // A job cell's job rules alone; a request cell's other rules and rates (src/gate/evaluate/jobs.ts).
  const job = isJobCell(pair.candidate);
  const pending: PendingComparison[] = [
    ...rules.metrics
      .filter((rule) => isJobMetric(rule.metric) === job)
      .map((rule) =>
        rule.statistic === 'p50'
          ? compareLocation(pair.baseline, pair.candidate, rule, context)
          : compareTail(pair.baseline, pair.candidate, rule, context),
      ),
    ...(job ? [] : (['nonStreamedShare', 'errorRate'] as const)).map((metric) =>
      compareProportion(metric, pair.baseline, pair.candidate, context),
    ),
  ];
  const roles = new Map(rules.metrics.map((r) => [`${r.metric}:${r.statistic}`, r.role]));
  return pending.map(({ comparison: c }) => ({
    ...c,
    verdict: 'not-gated',
    evidence: { kind: 'not-gated', why: 'input-differs', needed: null, tail: c.statistic === 'p95' || c.statistic === 'p99' },
    pValue: null,
    samplesToDecide: null,
    role: roles.get(`${c.metric}:${c.statistic}`) ?? 'primary',
    level: null,
    look: position.look,
  }));
}

/**
 * An endpoint gated without a comparison side (on its SLOs alone): its first-request cells against the estimates. A
 * cell far below its estimate fails the endpoint; its SLO verdicts stand beside it.
 */
export function withEstimateChecks(
  verdict: EndpointVerdict,
  cells: readonly CellData[],
  estimates: Readonly<Record<string, number>> | undefined,
  look: number,
): { verdict: EndpointVerdict; comparisons: Comparison[] } {
  if (!estimates) return { verdict, comparisons: [] };
  const comparisons = cells.flatMap((cell) => {
    const check = estimateCheck(cell, estimates, look);
    return check ? [check] : [];
  });
  const failed = comparisons.filter((c) => c.verdict === 'fail').map((c) => c.id);
  if (failed.length === 0) return { verdict, comparisons };
  const before = verdict.verdict === 'fail' ? verdict.decidedBy : [];
  return { verdict: { ...verdict, verdict: 'fail', decidedBy: [...failed, ...before] }, comparisons };
}
