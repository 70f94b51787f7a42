/** The CLI's and the action log's view of a verdict: the same grouping as the PR comment, sized for a terminal. */
import type { AaReport, CellData, GateOutcome } from '../../gate/index.js';
import type { ConformanceGateOutcome } from '../../gate/conformance.js';
import type { Results } from '../../results/types.js';
import { collectCellViews } from '../markdown/views.js';
import { renderTerminalVerdict } from './findings.js';

export interface TerminalGateInput {
  results: Results;
  outcome: GateOutcome | null;
  /** The comparison side; null when nothing was compared. */
  comparand: { label: string; baseline: readonly CellData[]; kind?: 'baseline' | 'reference' } | null;
  conformance?: ConformanceGateOutcome | null;
  aa?: AaReport | null;
  /** ANSI colour (see colour.ts: only on a TTY, NO_COLOR respected). */
  colour?: boolean;
  width?: number;
  /** Why the run is an error (an endpoint none of whose requests succeeded): the verdict line says ERROR with it. */
  runError?: string | null;
}

export function renderTerminalGate(input: TerminalGateInput): string {
  const baseline = input.comparand
    ? { label: input.comparand.label, cells: [...input.comparand.baseline], reference: input.comparand.kind === 'reference' }
    : null;
  const views = collectCellViews({ candidate: input.results, baseline, gate: input.outcome });
  return renderTerminalVerdict({
    outcome: input.outcome,
    views,
    // Without a comparison side a run is judged by its service-level objectives (or not at all): say that, not "nothing".
    comparedWith: input.comparand?.label ?? null,
    conformance: input.conformance ?? null,
    aa: input.aa ?? null,
    colour: input.colour ?? false,
    runError: input.runError ?? null,
    ...(input.width !== undefined ? { width: input.width } : {}),
  });
}
