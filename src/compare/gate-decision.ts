// A gated run's decision and what every surface says with it: its reason, what failed it, what would have decided it,
// and the answers it could not compare.
import type { Results } from '../results/index.js';
import { decideRun, type FailOn, type RunDecision } from '../decision/index.js';
import { decideRemedies } from '../gate/index.js';
import { headlineText, remedySentence, unrecordedAnswersText } from '../report/index.js';
import { DEFAULT_HISTORY_RUNS } from '../baseline/index.js';
import type { Evaluation, GatePlan } from './flow.js';

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

/** What failed a run, as the next-step hint needs it: broken declared expectations, and anything else. */
export function failureFacts(evaluation: Evaluation): {
  contractsBroken: boolean;
  othersFailed: boolean;
  answersFailed: ('changed' | 'length')[];
} {
  const broken = (evaluation.conformance?.gate?.contracts ?? []).filter((c) => c.verdict === 'fail').length;
  const failures = evaluation.outcome?.counts.fail ?? 0;
  // Output parity cells that failed: what their answers did (changed, or ended early / ran on), for a hint that fits.
  const parity = (evaluation.outcome?.quality ?? []).filter((p) => p.verdict === 'fail');
  const answersFailed = (['changed', 'length'] as const).filter((kind) =>
    parity.some((p) => p.failedOn.includes(kind === 'changed' ? 'identical' : 'length')),
  );
  // A cell that failed on its answers' text alone has its own hint; one that failed on accuracy or log-probs does not.
  const textOnly = parity.filter((p) => p.failedOn.every((f) => f === 'identical' || f === 'length')).length;
  return { contractsBroken: broken > 0, othersFailed: failures > broken + textOnly, answersFailed };
}

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

/**
 * A scenario with `quality:` whose answers could not be compared says so (docs/quality.md): a run never stays silent
 * about a check the workload asked for. The note when answers were kept, the comparison side is a baseline and nothing
 * was paired for want of its answers.
 */
export function parityNotes(plan: GatePlan, evaluation: Evaluation, results: Results): string[] {
  const { comparand } = evaluation;
  if (plan.reference !== null || comparand?.kind !== 'baseline' || (evaluation.outcome?.quality ?? []).length > 0) return [];
  const scenarios = [...new Set((results.outputs ?? []).map((o) => o.scenario))];
  return scenarios.length > 0 ? [unrecordedAnswersText(comparand.label, scenarios)] : [];
}
