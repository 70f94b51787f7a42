import type { Results } from '../results/types.js';
import { describeKinds, failedEndpoints, type FailedEndpoint } from '../results/run-health.js';
import { gateReason } from '../report/run-reason.js';
import { exitCodeFor, gateVerdictOf, type ExitCode, type FailOn, type RunVerdict } from './run-verdict.js';
import type { Evaluation } from './flow.js';
import type { PassResolution } from '../gate/types.js';
import type { OutputParity } from '../gate/output/types.js';

/** An endpoint's part in the run's verdict. */
export interface EndpointDecision {
  name: string;
  reference: boolean;
  /** The gate's verdict for a candidate; `error` when none of its requests succeeded; `not-compared` otherwise. */
  verdict: 'pass' | 'fail' | 'inconclusive' | 'error' | 'not-compared';
  look: number | null;
  looks: number | null;
  /** Ids of the comparisons that failed it, or of the primaries still open. */
  decidedBy: string[];
  /** A pass: each primary and critical rule's bound and the smallest change it would have caught (docs/design/gate.md §2). */
  resolution?: RuleResolution[];
  /** Output parity per cell of a scenario with `quality:` (docs/quality.md); absent when none was compared. */
  answers?: AnswerParity[];
}

/** One cell's output parity as verdict.json gives it (the gate's OutputParity, its numbers only). */
export interface AnswerParity {
  scenario: string;
  cache: 'cold' | 'warm';
  expect: OutputParity['expect'];
  verdict: OutputParity['verdict'];
  paired: number;
  identical: number;
  firstDivergence: OutputParity['firstDivergence'];
  logprobs: { positions: number; unknown: number; meanAbsDiff: number | null; maxAbsDiff: number | null; divergence: number | null } | null;
  accuracy: Omit<NonNullable<OutputParity['accuracy']>, 'worse' | 'better'> | null;
}

function answerParity(p: OutputParity): AnswerParity {
  const l = p.logprobs;
  const a = p.accuracy;
  return {
    scenario: p.scenario,
    cache: p.cache,
    expect: p.expect,
    verdict: p.verdict,
    paired: p.paired,
    identical: p.identical,
    firstDivergence: p.firstDivergence,
    logprobs: l
      ? { positions: l.positions, unknown: l.unknown, meanAbsDiff: l.meanAbsDiff, maxAbsDiff: l.maxAbsDiff, divergence: l.divergence }
      : null,
    accuracy: a
      ? {
          items: a.items,
          candidate: a.candidate,
          comparison: a.comparison,
          drop: a.drop,
          dropUpper: a.dropUpper,
          pValue: a.pValue,
          margin: a.margin,
          level: a.level,
          verdict: a.verdict,
          itemsToDecide: a.itemsToDecide,
        }
      : null,
  };
}

/** One passed rule's stated resolution: the gate's PassResolution with the rule it belongs to. */
export interface RuleResolution extends PassResolution {
  rule: string;
}

/** A gated run's verdict, exit status and reason: decided here once, for the CLI and the action alike. */
export interface RunDecision {
  verdict: RunVerdict;
  exitCode: ExitCode;
  failOn: FailOn;
  /** One plain line: the headline's text, or why there is no verdict. */
  reason: string;
  endpoints: EndpointDecision[];
  /** Endpoints none of whose requests succeeded (the run is an error). */
  failed: FailedEndpoint[];
}

function deadText(failed: readonly FailedEndpoint[]): string {
  return `every request to ${failed.map((f) => `${f.endpoint} failed (${f.requests} of ${f.requests}: ${describeKinds(f.errorKinds)})`).join('; ')}`;
}

export function decideGateRun(results: Results, evaluation: Evaluation, failOn: FailOn, noComparison: string): RunDecision {
  const failed = results.run.partial ? [] : failedEndpoints(results);
  const outcome = evaluation.outcome;
  const verdict: RunVerdict = results.run.partial ? 'interrupted' : failed.length > 0 ? 'error' : gateVerdictOf(outcome);
  const reason =
    verdict === 'error'
      ? deadText(failed)
      : verdict === 'interrupted'
        ? 'cancelled before every request was measured; the numbers cover the requests that completed'
        : (gateReason({
            results,
            outcome,
            comparand: evaluation.comparand ? { label: evaluation.comparand.label, baseline: evaluation.comparand.baseline } : null,
            conformance: evaluation.conformance?.gate ?? null,
          }) ?? noComparison);
  const dead = new Set(failed.map((f) => f.endpoint));
  const endpoints = results.endpoints.map((e): EndpointDecision => {
    const gated = outcome?.endpoints.find((v) => v.endpoint === e.name);
    const base = { name: e.name, reference: e.reference };
    if (dead.has(e.name)) return { ...base, verdict: 'error', look: null, looks: null, decidedBy: [] };
    if (!gated) return { ...base, verdict: 'not-compared', look: null, looks: null, decidedBy: [] };
    const resolution = (outcome?.pooled ?? [])
      .filter((p) => p.endpoint === e.name && p.verdict === 'pass' && p.resolution)
      .map((p): RuleResolution => ({ rule: p.id, ...p.resolution! }));
    const answers = (outcome?.quality ?? []).filter((p) => p.endpoint === e.name).map(answerParity);
    return {
      ...base,
      verdict: gated.verdict === 'undecided' ? 'inconclusive' : gated.verdict,
      look: gated.look,
      looks: gated.looks,
      decidedBy: [...gated.decidedBy],
      ...(gated.verdict === 'pass' && resolution.length > 0 ? { resolution } : {}),
      ...(answers.length > 0 ? { answers } : {}),
    };
  });
  return { verdict, exitCode: exitCodeFor(verdict, failOn), failOn, reason, endpoints, failed };
}
