import { BaselineError, baselineCells, baselineFromResults, DEFAULT_HISTORY_RUNS, type Baseline } from '../baseline/index.js';
import { runLooks, type Workload } from '../config/index.js';
import { baselineReach } from '../gate/index.js';
import { reachLines, reachWarnings } from '../report/index.js';
import { resolveGateRules } from './comparand.js';
import { MergeError, describeRunSpread, mergeRuns, unrecordableCells, type UnrecordableCell, type Results } from '../results/index.js';

/** A baseline made from one run or from several pooled, as `baseline:update` and `mode: record` both make it. */
export interface RecordedBaseline {
  /** The run, or the runs merged into one. */
  results: Results;
  baseline: Baseline;
  /** With several runs: what their spread was (`3 runs pooled: …`); null for one run. */
  spreadLine: string | null;
  /** Cells that would make a misleading baseline (too many failed requests); refused unless errors are allowed. */
  unrecordable: UnrecordableCell[];
}

/**
 * One run makes a baseline as it is; several are pooled, and each cell's run-to-run spread is stored so the gate
 * widens its tests by measured drift. Runs that cannot be pooled (another workload, a partial run) are a
 * BaselineError naming why, in both roots.
 */
export function baselineOfRuns(runs: readonly Results[], workload: Workload): RecordedBaseline {
  if (runs.length === 0) throw new Error('internal error: no run to record');
  if (runs.length === 1) {
    const results = runs[0]!;
    return { results, baseline: baselineFromResults(results, workload), spreadLine: null, unrecordable: unrecordableCells(results) };
  }
  let merged: ReturnType<typeof mergeRuns>;
  try {
    merged = mergeRuns([...runs]);
  } catch (error) {
    if (!(error instanceof MergeError)) throw error;
    throw new BaselineError('unusable-results', null, error.message, {
      hint: 'record the baseline from complete runs of the current workload.',
    });
  }
  return {
    results: merged.results,
    baseline: baselineFromResults(merged.results, workload, merged.spread),
    spreadLine: describeRunSpread(runs.length, merged.spread),
    unrecordable: unrecordableCells(merged.results),
  };
}

/**
 * What a gate against this baseline can catch (src/gate/reach.ts), and what 3 runs pooled or a history would: the
 * lines `baseline:update` and `mode: record` print after writing it; `warnings`, the rules an unchanged run could not
 * pass against it (each a warning of its own).
 */
export function baselineReachLines(baseline: Baseline, workload: Workload): { lines: string[]; warnings: string[] } {
  const variants = baselineReach(baselineCells(baseline), resolveGateRules(workload), runLooks(workload.run), DEFAULT_HISTORY_RUNS);
  return { lines: reachLines(variants), warnings: reachWarnings(variants) };
}
