import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeWorkloadDifference, workloadIdentity } from '../baseline/index.js';
import { ConfigError, type Workload, sloByScenario, runLooks } from '../config/index.js';
import {
  type AaReport,
  type DriftPriors,
  type GateOutcome,
  type GateRules,
  endpointsWithBrokenContracts,
  mergeOutputParity,
  evaluateSpeculative,
  mergeSpeculative,
  heldLoops,
  promptEstimates,
} from '../gate/index.js';
import { renderMarkdownReport, renderTerminalVerdict, type ConformanceReportInput, describeLook } from '../report/index.js';
import type { RunDecision } from '../decision/index.js';
import { gateWithConformance, referenceSideConformance } from './conformance.js';
import { runOutputParity } from './output-parity.js';
import { contractRates } from '../conformance/index.js';
import { parseResults, type Results } from '../results/index.js';
import { gateResults, SequentialGate, type GateInput } from './sequential.js';
import type { SequentialHook } from '../engine.js';
import {
  aaCalibration,
  baselineComparand,
  baselinePathFor,
  loadBaseline,
  referenceComparand,
  referenceEndpoint,
  resolveGateRules,
  type Comparand,
  type LoadedBaseline,
} from './comparand.js';

/**
 * The gate flow both composition roots (CLI and action) run, so they cannot drift: resolve rules and the comparison
 * side before anything is measured, then compare a run's results and render the one Markdown report.
 */
export interface GatePlan {
  workload: Workload;
  rules: GateRules;
  /** The workload's reference endpoint (gated against live), or null to gate against the baseline file. */
  reference: string | null;
  baselinePath: string;
  /** Null: no reference, and no baseline file yet (measure only). */
  baseline: LoadedBaseline | null;
  aaRuns: number;
}

export interface GatePlanOptions {
  /** Explicit baseline path (a missing file is then an error), or null for the workload's own location. */
  baseline: string | null;
  /** As the user named the workload file, for the re-record command in messages. */
  workloadFile: string;
  aaRuns: number;
  cwd: string;
  /** The side pooled from the run history: used when there is no reference endpoint and no baseline named explicitly. */
  history?: LoadedBaseline | null;
  /** What records a baseline, as the user runs streamgate (src/vocabulary/invocation.ts), for the messages. */
  recordCommand?: string | null;
  /**
   * The run-to-run drift prior the history store gives (src/history/drift-prior.ts): taken for the drift between a
   * baseline (a file or the history's runs) and this run in place of the assumed drift; never used with a reference.
   */
  driftPrior?: DriftPriors | null;
}

/** Everything that can be wrong with the comparison side is found here, before any request is sent. */
export function planGate(workload: Workload, opts: GatePlanOptions): GatePlan {
  const reference = referenceEndpoint(workload);
  const prior = reference ? null : (opts.driftPrior ?? null);
  const rules = prior ? { ...resolveGateRules(workload), driftPrior: prior } : resolveGateRules(workload);
  const baselinePath = opts.baseline ? resolve(opts.cwd, opts.baseline) : baselinePathFor(workload, opts.cwd);
  const required = opts.baseline !== null || workload.gate.baseline !== null;
  // The history is the baseline's memory: where the workload has one (2 runs or more), it is the comparison side, its
  // drift measured over its runs; the committed baseline file is its snapshot and the fallback. A baseline named
  // explicitly (`--baseline`, `gate.baseline`) still wins.
  const baseline = reference
    ? null
    : !required && opts.history
      ? withSnapshotConformance(opts.history, workload, baselinePath, opts.workloadFile)
      : (loadBaseline(workload, baselinePath, required, opts.workloadFile, opts.recordCommand ?? null, prior) ?? opts.history ?? null);
  return { workload, rules, reference, baselinePath, baseline, aaRuns: opts.aaRuns };
}

/**
 * The history side, with the parameter probes' results of the baseline file (a history entry keeps no probe outcomes),
 * and its recorded answers when no pooled run kept any (entries written before answers were kept). A snapshot that no longer reads as this workload's is not used at all.
 */
function withSnapshotConformance(history: LoadedBaseline, workload: Workload, path: string, workloadFile: string): LoadedBaseline {
  if (history.conformance && history.outputs) return history;
  let snapshot: LoadedBaseline | null;
  try {
    snapshot = loadBaseline(workload, path, false, workloadFile);
  } catch {
    snapshot = null;
  }
  return {
    ...history,
    ...(!history.conformance && snapshot?.conformance ? { conformance: snapshot.conformance } : {}),
    ...(!history.outputs && snapshot?.outputs ? { outputs: snapshot.outputs } : {}),
  };
}

export interface Evaluation {
  comparand: Comparand | null;
  /** The verdict over speed, streaming and (when measured) parameter behaviour and answer quality. */
  outcome: GateOutcome | null;
  aa: AaReport | null;
  /** The conformance matrix and quality table for the report, and its terminal rendering; null without probes. */
  conformance?: ConformanceReportInput | null;
  conformanceTerminal?: string | null;
}

/** The comparison side for a run's results: the reference endpoint's cells, the baseline's, or nothing. */
function comparandFor(plan: GatePlan, results: Results): Comparand | null {
  return plan.reference
    ? referenceComparand(results, plan.reference)
    : plan.baseline
      ? baselineComparand(results, onlyMeasuredEndpoints(plan.baseline, results))
      : null;
}

function hasSlo(plan: GatePlan): boolean {
  return plan.workload.scenarios.some((s) => s.slo !== undefined);
}

/**
 * What the gate judges: the comparison side against the candidate, or, with none but with SLOs, every measured cell
 * against its objectives alone. Null: nothing to decide (measure only).
 */
function gateInputFor(plan: GatePlan, results: Results, comparand: Comparand | null): GateInput | null {
  const estimates = promptEstimates(plan.workload.scenarios);
  const held = heldLoops(results.run.clientHealth ?? []);
  if (comparand) return { ...comparand, promptEstimates: estimates, heldLoops: held };
  return hasSlo(plan) ? { kind: 'none', baseline: [], candidate: results.cells, promptEstimates: estimates } : null;
}

/**
 * The engine's hook for a sequential run, or null when there is nothing to compare with and no SLO to judge (then the
 * whole budget is measured in one plan). After each look it gates the results so far, freezes what is decided, logs the look, and
 * names the endpoints that need more requests.
 */
export function sequentialRun(plan: GatePlan, log: (line: string) => void): { gate: SequentialGate; hook: SequentialHook } | null {
  if (!plan.reference && !plan.baseline && !hasSlo(plan)) return null;
  const gate = new SequentialGate(plan.rules, runLooks(plan.workload.run), sloByScenario(plan.workload.scenarios));
  const rates = contractRates(plan.workload.scenarios);
  const hook: SequentialHook = {
    looks: gate.looks,
    maxLooks: gate.maxLooks,
    decide: (results, look, assertions) => {
      const input = gateInputFor(plan, results, comparandFor(plan, results));
      if (!input) return [];
      const { undecided, outcome } = gate.decide(input, look);
      log(describeLook(outcome, look, gate.looks, gate.maxLooks));
      // After the planned looks, an endpoint whose 100 % contract is already broken fails whatever more requests show.
      if (look < gate.looks) return undecided;
      const broken = endpointsWithBrokenContracts(assertions, rates);
      return undecided.filter((e) => !broken.has(e));
    },
  };
  return { gate, hook };
}

export function evaluateRun(plan: GatePlan, results: Results, sequential: SequentialGate | null = null): Evaluation {
  const comparand = comparandFor(plan, results);
  const input = gateInputFor(plan, results, comparand);
  const speed = input
    ? sequential
      ? sequential.outcome(input, results.run.looks?.measured ?? {})
      : gateResults(input, plan.rules, results, sloByScenario(plan.workload.scenarios))
    : null;
  const candidate = results.conformance ?? null;
  const comparison =
    candidate === null || comparand === null
      ? null
      : plan.reference
        ? referenceSideConformance(candidate, results, plan.reference)
        : (plan.baseline?.conformance ?? null);
  const parity = runOutputParity(plan.workload, results, plan.rules, plan.reference, plan.baseline?.outputs ?? null);
  const folded = gateWithConformance({
    candidate,
    comparison,
    speed,
    rules: plan.rules,
    reference: plan.reference,
    results,
    contracts: contractRates(plan.workload.scenarios),
    ...(parity?.conformanceBudget !== undefined ? { budget: parity.conformanceBudget } : {}),
  });
  const answered = folded.gate && parity ? mergeOutputParity(folded.gate, parity.parity) : folded.gate;
  return {
    comparand,
    outcome: answered && comparand ? withSpeculative(answered, plan, results) : answered,
    aa: plan.aaRuns > 0 ? aaCalibration(results, plan.rules, plan.aaRuns) : null,
    conformance: folded.report,
    conformanceTerminal: folded.terminal,
  };
}

/**
 * Speculative decoding gated when the workload asks (`speculative:`, docs/telemetry.md): each compared endpoint's
 * acceptance against the reference endpoint's, or against its own as the baseline recorded it.
 */
function withSpeculative(gate: GateOutcome, plan: GatePlan, results: Results): GateOutcome {
  const spec = plan.workload.speculative;
  if (!spec) return gate;
  const comparisons = evaluateSpeculative({
    candidates: gate.endpoints.map((e) => e.endpoint),
    measured: results.speculative ?? [],
    reference: plan.reference,
    recorded: plan.baseline?.speculative ?? [],
    minRatio: spec.minAcceptanceRatio,
  });
  return mergeSpeculative(gate, comparisons);
}

/** A run of a subset of the endpoints is compared with those endpoints' baseline cells only. */
function onlyMeasuredEndpoints(baseline: LoadedBaseline, results: Results): LoadedBaseline {
  const measured = new Set(results.endpoints.map((e) => e.name));
  return { ...baseline, cells: baseline.cells.filter((c) => measured.has(c.endpoint)) };
}

export interface ReportOptions {
  maxChars?: number;
  links?: { summary?: string; artifact?: string };
  notes?: string[];
}

/** The Markdown report of a decided run: the decision rendered, with the conformance tables of its evaluation. */
export function renderRunReport(
  title: string,
  results: Results,
  evaluation: Evaluation,
  decision: RunDecision,
  opts: ReportOptions = {},
): string {
  return renderMarkdownReport({
    title,
    candidate: results,
    decision,
    ...(evaluation.conformance ? { conformance: evaluation.conformance } : {}),
    ...(opts.maxChars !== undefined ? { maxChars: opts.maxChars } : {}),
    ...(opts.links ? { links: opts.links } : {}),
    ...(opts.notes && opts.notes.length > 0 ? { notes: opts.notes } : {}),
  });
}

/** Results measured with another workload would be compared cell by cell with the wrong thing. */
export function checkFingerprint(results: Results, workload: Workload, file: string): void {
  const current = workloadIdentity(workload);
  const recorded = results.workload;
  if (recorded.fingerprint === null || recorded.fingerprint === current.fingerprint) return;
  const changes = recorded.fingerprintParts ? describeWorkloadDifference(recorded.fingerprintParts, current.parts) : [];
  const what =
    changes.length > 0
      ? `: ${changes.join('; ')}`
      : ` (fingerprint ${recorded.fingerprint}, the workload file gives ${current.fingerprint})`;
  throw new ConfigError([
    {
      file,
      path: 'workload.fingerprint',
      line: null,
      message: `measured with a different workload${what}; these results cannot be compared or recorded with it`,
    },
  ]);
}

/** Reads a results.json written by a run; anything else is a ConfigError naming the file and the problems. */
export function readResults(path: string): Results {
  return parseResults(path, () => readFileSync(path, 'utf8'));
}

/** Saved results to gate or record again, refused when they were measured with another workload. */
export function readResultsOf(path: string, workload: Workload): Results {
  const results = readResults(path);
  checkFingerprint(results, workload, path);
  return results;
}

/** The decided verdict for the terminal or the action log, grouped like the report. */
export function renderRunTerminal(decision: RunDecision, colour = false): string {
  return renderTerminalVerdict({ decision, colour });
}
