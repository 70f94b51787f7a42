/**
 * The run's one decision, made here once and rendered by every surface (terminal, comment, job summary, outputs,
 * verdict.json): the verdict and exit status under `fail-on`, each endpoint's part, the cells paired with their
 * comparison side, the findings as records, the headline's facts and the request count. The report takes it whole
 * and never decides again (scripts/architecture/renders-only.ts holds it to type-only imports from here).
 */
import { type Results, failedEndpoints, type FailedEndpoint } from '../results/index.js';
import { EXIT_OK, exitCodeFor, gateVerdictOf, type ExitCode, type FailOn, type RunVerdict } from './verdict.js';
import {
  type AaReport,
  type GateOutcome,
  type PassResolution,
  type TailHole,
  type ConformanceGateOutcome,
  type OutputParity,
  type SpeculativeAcceptance,
  type SpeculativeComparison,
  heldLoops,
  type HeldLoop,
  unmetConditions,
  type UnmetCondition,
} from '../gate/index.js';
import { collectCellViews, type CellView, type ComparisonSide } from './cell-views.js';
import { collectFindings, type Finding } from './findings.js';
import { headlineFacts, type HeadlineFacts } from './headline.js';

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
  /** Critical tails the comparison side could not bound (src/gate/tail/hole.ts): decided on the other rules. */
  unbounded?: UnboundedRule[];
  /** Output parity per cell of a scenario with `quality:` (docs/quality.md); absent when none was compared. */
  answers?: AnswerParity[];
  /** Speculative decoding against the comparison side, when the workload asks (docs/telemetry.md); absent otherwise. */
  speculative?: SpeculativeComparison;
}

/** One cell's output parity as verdict.json gives it (the gate's OutputParity, its numbers only). */
export interface AnswerParity {
  scenario: string;
  cache: 'cold' | 'warm';
  expect: OutputParity['expect'];
  verdict: OutputParity['verdict'];
  paired: number;
  identical: number;
  /** The differing pairs by kind (absent in verdicts written before they were told apart). */
  differences?: OutputParity['differences'];
  firstDivergence: OutputParity['firstDivergence'];
  logprobs: { positions: number; unknown: number; meanAbsDiff: number | null; maxAbsDiff: number | null; divergence: number | null } | null;
  accuracy: Omit<NonNullable<OutputParity['accuracy']>, 'worse' | 'better'> | null;
  /** How often the side the candidate is held to agrees with itself over repeated requests, and the test (absent: none repeated). */
  selfAgreement?: NonNullable<OutputParity['selfAgreement']>;
  /** Answers compared by default (no `quality:` declared): reported, never failing. */
  implicit?: true;
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
    differences: p.differences,
    firstDivergence: p.firstDivergence,
    ...(p.selfAgreement ? { selfAgreement: p.selfAgreement } : {}),
    ...(p.implicit ? { implicit: true as const } : {}),
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

/** A tail the comparison side could not bound: the gate's TailHole with the rule it belongs to. */
export interface UnboundedRule extends TailHole {
  rule: string;
}

/** One passed rule's stated resolution: the gate's PassResolution with the rule it belongs to. */
export interface RuleResolution extends PassResolution {
  rule: string;
}

/** The run's requests, counted once for every surface: `150 requests measured (+6 warm-up)`. */
export interface RequestCount {
  measured: number;
  warmup: number;
  /** Measured requests that ended in an error. */
  errors: number;
}

export interface RunDecision {
  verdict: RunVerdict;
  exitCode: ExitCode;
  failOn: FailOn;
  /** What fails the check under `failOn`: a FAIL (unless `never`), an open run (only under `inconclusive`). */
  failsTheCheck: { fail: boolean; inconclusive: boolean };
  endpoints: EndpointDecision[];
  /** Endpoints none of whose requests succeeded (the run is an error). */
  failed: FailedEndpoint[];
  /** The gate's outcome the decision was made from; null when nothing was judged (measure only, or an error before it). */
  outcome: GateOutcome | null;
  conformance: ConformanceGateOutcome | null;
  /** The comparison side; null when there is none. */
  comparison: ComparisonSide | null;
  aa: AaReport | null;
  /** Every candidate cell with its comparison side, comparisons and the gate's decision on it. */
  views: CellView[];
  findings: Finding[];
  /** The verdict line's facts; null when nothing was gated. */
  headline: HeadlineFacts | null;
  requests: RequestCount;
  /** Looks in which the measuring client's event loop was held long (docs/metrics.md, "The client's health"). */
  heldLoops: HeldLoop[];
  /**
   * Declared conditions that did not hold (src/gate/conditions/unmet.ts): warm cells that measured cold, answers all stopped
   * at a content filter, telemetry that never answered; each said once among the top lines.
   */
  conditions: UnmetCondition[];
  /** Each endpoint's speculative decoding as measured (results.speculative), for every surface to show beside decode speed. */
  speculative: SpeculativeAcceptance[];
}

export interface RunDecisionInput {
  results: Results;
  outcome: GateOutcome | null;
  comparison: ComparisonSide | null;
  conformance?: ConformanceGateOutcome | null;
  aa?: AaReport | null;
  failOn: FailOn;
}

/** The one decision of a run (a gate run, a merged or a history-backed one), for the CLI and the action alike. */
export function decideRun(input: RunDecisionInput): RunDecision {
  const { results, outcome, failOn } = input;
  const failed = results.run.partial ? [] : failedEndpoints(results);
  const verdict: RunVerdict = results.run.partial ? 'interrupted' : failed.length > 0 ? 'error' : gateVerdictOf(outcome);
  const conformance = input.conformance ?? null;
  const views = collectCellViews({ candidate: results, baseline: input.comparison, gate: outcome });
  const findings = collectFindings({ views, gate: outcome, conformance });
  const dead = new Set(failed.map((f) => f.endpoint));
  const endpoints = results.endpoints.map((e): EndpointDecision => {
    const gated = outcome?.endpoints.find((v) => v.endpoint === e.name);
    const base = { name: e.name, reference: e.reference };
    if (dead.has(e.name)) return { ...base, verdict: 'error', look: null, looks: null, decidedBy: [] };
    if (!gated) return { ...base, verdict: 'not-compared', look: null, looks: null, decidedBy: [] };
    const resolution = (outcome?.pooled ?? [])
      .filter((p) => p.endpoint === e.name && p.verdict === 'pass' && p.resolution)
      .map((p): RuleResolution => ({ rule: p.id, ...p.resolution! }));
    const unbounded = (outcome?.pooled ?? [])
      .filter((p) => p.endpoint === e.name && p.unbounded)
      .map((p): UnboundedRule => ({ rule: p.id, ...p.unbounded! }));
    const answers = (outcome?.quality ?? []).filter((p) => p.endpoint === e.name).map(answerParity);
    const speculative = (outcome?.speculative ?? []).find((c) => c.endpoint === e.name);
    return {
      ...base,
      verdict: gated.verdict === 'undecided' ? 'inconclusive' : gated.verdict,
      look: gated.look,
      looks: gated.looks,
      decidedBy: [...gated.decidedBy],
      ...(gated.verdict === 'pass' && resolution.length > 0 ? { resolution } : {}),
      ...(unbounded.length > 0 ? { unbounded } : {}),
      ...(answers.length > 0 ? { answers } : {}),
      ...(speculative ? { speculative } : {}),
    };
  });
  return {
    verdict,
    exitCode: exitCodeFor(verdict, failOn),
    failOn,
    failsTheCheck: {
      fail: exitCodeFor('fail', failOn) !== EXIT_OK,
      inconclusive: exitCodeFor('inconclusive', failOn) !== EXIT_OK,
    },
    endpoints,
    failed,
    outcome,
    conformance,
    comparison: input.comparison,
    aa: input.aa ?? null,
    views,
    findings,
    headline: outcome ? headlineFacts(outcome, findings) : null,
    requests: requestCount(results),
    heldLoops: heldLoops(results.run.clientHealth ?? []),
    conditions: unmetConditions({
      endpoints: results.endpoints,
      cells: results.cells,
      outcome,
      comparison: input.comparison === null ? null : input.comparison.reference ? 'reference' : 'baseline',
      telemetry: results.telemetry ?? [],
      warmup: { sent: results.run.warmupSamples, failed: results.run.warmupErrors },
    }),
    speculative: results.speculative ?? [],
  };
}

/**
 * How many failures the run has: its failing findings, one per endpoint and cause, which the report lists one line each
 * (❌) and the action's `failures` output counts, so the two cannot disagree.
 */
export function failureCount(decision: Pick<RunDecision, 'findings'>): number {
  return decision.findings.filter((f) => f.verdict === 'fail').length;
}

function requestCount(results: Results): RequestCount {
  const measured = results.cells.reduce((n, c) => n + c.n, 0);
  const errors = results.cells.reduce((n, c) => n + c.errors, 0);
  const warmup = results.run.warmupSamples;
  return { measured, warmup, errors };
}
