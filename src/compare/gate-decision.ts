import type { Results } from '../results/index.js';
import { decideRun, type FailOn, type RunDecision } from '../decision/index.js';
import { headlineText } from '../report/index.js';
import type { Evaluation } from './flow.js';

/** A gated run's one decision with its reason: the headline's words, which verdict.json, the action and `--json` repeat. */
export interface GateRunDecision extends RunDecision {
  /** One plain line: the headline's text, or why there is no verdict. */
  reason: string;
}

/**
 * The run's decision from its evaluation, made once for the CLI and the action alike; every surface renders it.
 * `noComparison` is what a run with nothing to compare with says (where a baseline would be, how to record one).
 */
export function decideGateRun(results: Results, evaluation: Evaluation, failOn: FailOn, noComparison: string): GateRunDecision {
  const comparand = evaluation.comparand;
  const decision = decideRun({
    results,
    outcome: evaluation.outcome,
    comparison: comparand ? { label: comparand.label, cells: comparand.baseline, reference: comparand.kind === 'reference' } : null,
    conformance: evaluation.conformance?.gate ?? null,
    aa: evaluation.aa,
    failOn,
  });
  return { ...decision, reason: headlineText(decision, noComparison) };
}
