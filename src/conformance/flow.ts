/**
 * Conformance in a gated run, as the CLI and the action call it: measure (probes + assertion tallies) after the
 * measured run, then gate against the baseline's (or the reference endpoint's) conformance and fold the outcome
 * into the speed gate, so exit codes, the verdict line and the report need nothing else.
 */
import { readBaseline, workloadIdentity } from '../baseline/index.js';
import { DEFAULT_PROBE_REPEAT } from '../config/default-probes.js';
import type { Workload } from '../config/types.js';
import { evaluateConformanceGate, mergeConformanceIntoGate, referenceConformance, type ConformanceGateOutcome } from '../gate/conformance.js';
import type { GateOutcome, GateRules } from '../gate/types.js';
import type { ProbeDeps } from '../probe/request.js';
import type { Sample } from '../probe/sample.js';
import { renderConformanceTerminal, type ConformanceReportInput } from '../report/conformance-matrix.js';
import type { Results } from '../results/types.js';
import { runConformance, type ProbeFn } from './run-probes.js';
import { checkSamples, tallyChecks, type CheckedSample } from './tally.js';
import type { ConformanceData } from './types.js';

export interface MeasureConformanceOptions {
  apiKeys: ReadonlyMap<string, string | null>;
  probe: ProbeFn;
  probeDeps?: Omit<ProbeDeps, 'signal'>;
  signal?: AbortSignal;
  concurrency?: number;
  /** The scenario assertions of the run's measured requests: already checked as each completed (`checkSamples`), or
   * the samples to check now (e.g. `readSamplesFile(outcome.samplesPath)`). */
  checked?: CheckedSample[];
  samples?: Iterable<Sample>;
}

/** Whether the workload asks for any conformance work (probes or scenario expectations). */
export function wantsConformance(workload: Workload): boolean {
  return Boolean(workload.probes) || workload.scenarios.some((s) => Boolean(s.expect));
}

/**
 * Probes every endpoint and tallies the scenario assertions of the measured samples. Null when the workload has
 * neither probes nor expectations (nothing is sent).
 */
export async function measureConformance(workload: Workload, opts: MeasureConformanceOptions): Promise<ConformanceData | null> {
  if (!wantsConformance(workload)) return null;
  const probes = await runConformance(workload, {
    apiKeys: opts.apiKeys,
    probe: opts.probe,
    ...(opts.probeDeps ? { probeDeps: opts.probeDeps } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.concurrency !== undefined ? { concurrency: opts.concurrency } : {}),
  });
  return {
    repeat: probes?.repeat ?? workload.probes?.repeat ?? DEFAULT_PROBE_REPEAT,
    probes: probes?.probes ?? [],
    assertions: tallyChecks(workload, opts.checked ?? checkSamples(workload, opts.samples ?? [])),
  };
}

/** The results with their conformance section (what results.json and a recorded baseline then carry). */
export function withConformance(results: Results, conformance: ConformanceData | null): Results {
  return conformance ? { ...results, conformance } : results;
}

/** The conformance section of a baseline file (read and checked like the cells), or null for older baselines. */
export function baselineConformance(workload: Workload, path: string, workloadFile: string | null): ConformanceData | null {
  return readBaseline(path, { ...workloadIdentity(workload), workloadFile }).conformance ?? null;
}

/** The comparison side when a reference endpoint is measured in the same run. */
export function referenceSideConformance(candidate: ConformanceData, results: Results, reference: string): ConformanceData {
  const others = results.endpoints.filter((e) => e.name !== reference).map((e) => e.name);
  return referenceConformance(candidate, reference, others);
}

/** Drops the reference endpoint's own rows from the candidate side (it is the comparison side). */
function withoutEndpoint(data: ConformanceData, endpoint: string | null): ConformanceData {
  if (endpoint === null) return data;
  return { ...data, probes: data.probes.filter((p) => p.endpoint !== endpoint), assertions: data.assertions.filter((t) => t.endpoint !== endpoint) };
}

export interface GateWithConformanceInput {
  /** This run's conformance (from measureConformance), or null. */
  candidate: ConformanceData | null;
  /** The comparison side: `baselineConformance(...)` or `referenceSideConformance(...)`; null when none. */
  comparison: ConformanceData | null;
  /** The speed gate's outcome (null: nothing to compare with, measure only). */
  speed: GateOutcome | null;
  rules: GateRules;
  /** The reference endpoint's name in a reference run (its rows are not candidates). */
  reference?: string | null;
  /** For speed beside quality in the report. */
  results?: Results | null;
  minPassRateDrop?: number;
}

export interface GateWithConformance {
  /** The speed gate with conformance folded in: pass this to the report and to `gateExitCode`. */
  gate: GateOutcome | null;
  conformance: ConformanceGateOutcome | null;
  /** `MarkdownReportInput.conformance`. */
  report: ConformanceReportInput | null;
  /** The matrix for the terminal, or null. */
  terminal: string | null;
}

/** Gates the conformance data (when there is a comparison side) and merges it into the speed gate. */
export function gateWithConformance(input: GateWithConformanceInput): GateWithConformance {
  if (!input.candidate) return { gate: input.speed, conformance: null, report: null, terminal: null };
  const candidate = withoutEndpoint(input.candidate, input.reference ?? null);
  const compared = input.speed !== null;
  const conformance = compared
    ? evaluateConformanceGate(input.comparison, candidate, input.rules, input.minPassRateDrop !== undefined ? { minPassRateDrop: input.minPassRateDrop } : {})
    : null;
  const gate = input.speed && conformance ? mergeConformanceIntoGate(input.speed, conformance) : input.speed;
  // With a live reference the matrix shows it as a column of its own (the comparison side re-keyed to every endpoint
  // would only repeat it); the regressions the gate found are still marked in the candidates' cells.
  const live = Boolean(input.reference);
  const report: ConformanceReportInput = {
    candidate: live ? input.candidate : candidate,
    baseline: compared && !live ? input.comparison : null,
    gate: conformance,
    results: input.results ?? null,
  };
  return { gate, conformance, report, terminal: candidate.probes.length > 0 ? renderConformanceTerminal(report) : null };
}
