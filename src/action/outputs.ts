import * as core from '@actions/core';
import { OUTPUTS, type ActionVerdict } from './inputs.js';

export interface ActionOutputs {
  verdict: ActionVerdict;
  /**
   * Gate and merge modes: the failing findings the report lists, one per endpoint and cause (decision/run.ts's
   * failureCount); A/A mode: failing half-splits; sweep mode: endpoints below their capacity threshold. 0 when nothing
   * was gated.
   */
  failures: number;
  reportPath: string | null;
  resultsPath: string | null;
  samplesPath: string | null;
  baselinePath: string | null;
  /** Sweep mode: the first non-reference endpoint's capacity (the highest load shown to meet the SLO); else empty. */
  capacity?: number | null;
  /** Sweep mode: the sweep artifact (`sweep.json` in results-dir). */
  sweepPath?: string | null;
}

export function setActionOutputs(outputs: ActionOutputs): void {
  core.setOutput(OUTPUTS.verdict, outputs.verdict);
  core.setOutput(OUTPUTS.failures, String(outputs.failures));
  core.setOutput(OUTPUTS.reportPath, outputs.reportPath ?? '');
  core.setOutput(OUTPUTS.resultsPath, outputs.resultsPath ?? '');
  core.setOutput(OUTPUTS.samplesPath, outputs.samplesPath ?? '');
  core.setOutput(OUTPUTS.baselinePath, outputs.baselinePath ?? '');
  core.setOutput(OUTPUTS.capacity, outputs.capacity === null || outputs.capacity === undefined ? '' : String(outputs.capacity));
  core.setOutput(OUTPUTS.sweepPath, outputs.sweepPath ?? '');
}
