import type { SummarisedMetric } from '../../vocabulary/index.js';

/** How much a cell's centre moved between the runs a baseline was recorded from. */
export interface RunSpread {
  /** Runs the baseline pooled. */
  runs: number;
  /** Per metric: standard deviation of the runs' centres (trimmed means of the log values), less what sampling explains. */
  logSd: Partial<Record<SummarisedMetric, number>>;
  /** Runs the drift was measured from when more than those pooled (a history's longer window); else `runs`. */
  driftRuns?: number;
  /**
   * Per metric: the degrees of freedom of `logSd` when it was estimated jointly over the endpoint's cells
   * (src/stats/drift/joint-drift.ts); absent: the runs' own, driftRuns − 1 (or runs − 1).
   */
  driftDf?: Partial<Record<SummarisedMetric, number>>;
  /**
   * A warm cell whose server reported cache use in every run: each run's prefix-cache hit share, in run order (the
   * hit-share test's run-to-run spread, src/gate/cache/share-spread.ts). Absent otherwise, and in older baselines.
   */
  hitShares?: number[];
}
