/**
 * Tests describe a report by its parts (the candidate's results, the comparison side, the gate's outcome); the
 * renderers take the run's one decision. These helpers decide it the way the CLI and the action do
 * (src/decision/run.ts) and render it, so a test exercises the same decision a user's run would.
 */
import { decideRun, type FailOn, type RunDecision } from '../../src/decision/index.js';
import type { ComparisonSide } from '../../src/decision/cell-views.js';
import type { AaReport, CellData, GateOutcome } from '../../src/gate/index.js';
import type { ConformanceGateOutcome } from '../../src/gate/conformance.js';
import type { ConformanceReportInput } from '../../src/report/conformance/matrix.js';
import { renderMarkdownReport, type MarkdownReportInput } from '../../src/report/markdown/render.js';
import { renderTerminalVerdict } from '../../src/report/terminal/findings.js';
import type { Results } from '../../src/results/types.js';
import { renderRunReport, renderRunTerminal, type Evaluation, type ReportOptions } from '../../src/compare/flow.js';
import { decideGateRun } from '../../src/compare/gate-decision.js';

/** A report described by its parts. */
export interface ReportParts {
  title: string;
  candidate: Results;
  baseline: ComparisonSide | null;
  gate: GateOutcome | null;
  aa?: { runs: number; falseFailures: number } | null;
  notes?: string[];
  maxChars?: number;
  links?: { summary?: string; artifact?: string };
  conformance?: ConformanceReportInput | null;
  failOn?: FailOn;
}

export function decisionOf(parts: ReportParts): RunDecision {
  return decideRun({
    results: parts.candidate,
    outcome: parts.gate,
    comparison: parts.baseline,
    conformance: parts.conformance?.gate ?? null,
    aa: (parts.aa ?? null) as AaReport | null,
    failOn: parts.failOn ?? 'regression',
  });
}

export function reportInput(parts: ReportParts): MarkdownReportInput {
  const { baseline: _b, gate: _g, aa: _a, failOn: _f, ...rest } = parts;
  return { ...rest, decision: decisionOf(parts) };
}

/** The Markdown report of a run described by its parts. */
export function markdownOf(parts: ReportParts): string {
  return renderMarkdownReport(reportInput(parts));
}

export interface TerminalParts {
  results: Results;
  outcome: GateOutcome | null;
  comparand: { label: string; baseline: readonly CellData[]; kind?: 'baseline' | 'reference' } | null;
  conformance?: ConformanceGateOutcome | null;
  aa?: AaReport | null;
  colour?: boolean;
  width?: number;
  failOn?: FailOn;
}

/** The terminal's verdict of a run described by its parts. */
export function terminalOf(parts: TerminalParts): string {
  const decision = decideRun({
    results: parts.results,
    outcome: parts.outcome,
    comparison: parts.comparand
      ? { label: parts.comparand.label, cells: [...parts.comparand.baseline], reference: parts.comparand.kind === 'reference' }
      : null,
    conformance: parts.conformance ?? null,
    aa: parts.aa ?? null,
    failOn: parts.failOn ?? 'regression',
  });
  return renderTerminalVerdict({
    decision,
    ...(parts.colour !== undefined ? { colour: parts.colour } : {}),
    ...(parts.width !== undefined ? { width: parts.width } : {}),
  });
}

/** A gated run's decision, made as the CLI makes it (src/cli/gate.ts), for tests that render a run they measured. */
export function decisionOfRun(results: Results, evaluation: Evaluation, failOn: FailOn = 'regression'): RunDecision {
  return decideGateRun(results, evaluation, failOn, 'nothing compared');
}

/** The comment of a measured run, rendered from its one decision. */
export function reportOfRun(title: string, results: Results, evaluation: Evaluation, opts: ReportOptions = {}): string {
  return renderRunReport(title, results, evaluation, decisionOfRun(results, evaluation), opts);
}

/** The terminal's verdict of a measured run, rendered from its one decision. */
export function terminalOfRun(results: Results, evaluation: Evaluation): string {
  return renderRunTerminal(decisionOfRun(results, evaluation));
}
