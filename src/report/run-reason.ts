/**
 * Why a run ended as it did, in one plain line: the verdict file's `reason`, the action's failure message and the
 * `--json` summary all say the same words as the terminal's and the comment's headline.
 */
import type { CellData, GateOutcome } from '../gate/index.js';
import type { ConformanceGateOutcome } from '../gate/conformance.js';
import type { Results } from '../results/types.js';
import { collectFindings } from './findings.js';
import { headlineText } from './headline.js';
import { collectCellViews } from './markdown/views.js';

export interface ReasonInput {
  results: Results;
  outcome: GateOutcome | null;
  comparand: { label: string; baseline: readonly CellData[] } | null;
  conformance?: ConformanceGateOutcome | null;
}

/** The headline's text for a gated run; null when nothing was gated. */
export function gateReason(input: ReasonInput): string | null {
  if (!input.outcome) return null;
  const baseline = input.comparand ? { label: input.comparand.label, cells: [...input.comparand.baseline] } : null;
  const views = collectCellViews({ candidate: input.results, baseline, gate: input.outcome });
  const findings = collectFindings({ views, gate: input.outcome, conformance: input.conformance ?? null });
  return headlineText(input.outcome, findings);
}
