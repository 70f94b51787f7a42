/**
 * Conformance compared: the comparison side (a baseline file's section or the reference endpoint's rows), gated and
 * merged into the speed gate, with the matrix for the report and the terminal.
 */
import { readBaseline, workloadIdentity } from '../baseline/index.js';
import type { ConformanceData, ContractRates } from '../conformance/index.js';
import type { Workload } from '../config/index.js';
import {
  contractOutcome,
  evaluateConformanceGate,
  evaluateContractsAlone,
  mergeConformanceIntoGate,
  referenceConformance,
  type ConformanceGateOutcome,
  type GateOutcome,
  type GateRules,
} from '../gate/index.js';
import { renderConformanceTerminal, type ConformanceReportInput } from '../report/index.js';
import type { Results } from '../results/index.js';

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
  return {
    ...data,
    probes: data.probes.filter((p) => p.endpoint !== endpoint),
    assertions: data.assertions.filter((t) => t.endpoint !== endpoint),
  };
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
  /** The scenarios' minimum pass rates (`contractRates(workload.scenarios)`); absent: no contract is judged. */
  contracts?: ContractRates;
  /** The conformance family's level, when output accuracy holds part of the conformance budget. */
  budget?: number;
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

/**
 * Gates the conformance data and merges it into the speed gate: probes and pass-rate drops when there is a comparison
 * side, the declared expectations' contracts always.
 */
export function gateWithConformance(input: GateWithConformanceInput): GateWithConformance {
  if (!input.candidate) return { gate: input.speed, conformance: null, report: null, terminal: null };
  const candidate = withoutEndpoint(input.candidate, input.reference ?? null);
  const compared = input.speed !== null;
  const contracts = input.contracts ?? new Map();
  const conformance = compared
    ? evaluateConformanceGate(input.comparison, candidate, input.rules, {
        contracts,
        ...(input.minPassRateDrop !== undefined ? { minPassRateDrop: input.minPassRateDrop } : {}),
        ...(input.budget !== undefined ? { budget: input.budget } : {}),
      })
    : evaluateContractsAlone(candidate, contracts, input.rules);
  // Nothing to compare with: a broken contract still fails its endpoint (and the run); kept contracts leave it measure-only.
  const gate = input.speed ? mergeConformanceIntoGate(input.speed, conformance) : contractOutcome(conformance.contracts, input.rules);
  const judged = compared || conformance.contracts.length > 0 ? conformance : null;
  // With a live reference the matrix shows it as a column of its own (the comparison side re-keyed to every endpoint
  // would only repeat it); the regressions the gate found are still marked in the candidates' cells.
  const live = Boolean(input.reference);
  const report: ConformanceReportInput = {
    candidate: live ? input.candidate : candidate,
    baseline: compared && !live ? input.comparison : null,
    gate: judged,
    results: input.results ?? null,
  };
  return { gate, conformance: judged, report, terminal: candidate.probes.length > 0 ? renderConformanceTerminal(report) : null };
}
