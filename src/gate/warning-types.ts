/** The gate's warnings: what a reviewer should know beside the verdicts (rendered by src/report/explain/warnings.ts). */
import type { NotGatedWhy } from './evidence.js';
import type { Statistic } from '../vocabulary/index.js';

/** A comparison's statistic: a quantile, a share or a rate. */
type ComparedStatistic = Statistic | 'share' | 'rate';

/** Something a reviewer should know that is not a verdict; `cell` is a cellKey (`endpoint/scenario/cache[/turnN]`). */
export type GateWarning =
  /** A cell on one side only (`side`): not compared. */
  | { kind: 'unmatched-cell'; cell: string; endpoint: string; side: 'baseline' | 'candidate' }
  /** More than one cell of the same key on `side`: only the first is compared. */
  | { kind: 'duplicate-cell'; cell: string; endpoint: string; side: 'baseline' | 'candidate' }
  /**
   * The order of an endpoint's requests shows it drifting apart from the reference within the run (drift/within-run.ts):
   * `sd` a block's drift (log scale) its centre test now allows for, `pValue` the permutation test's. `cell`: the endpoint.
   */
  | { kind: 'order-drift'; cell: string; endpoint: string; metric: string; statistic: ComparedStatistic; sd: number; pValue: number }
  | NotGatedWarning;

/** One cell comparison not gated for want of data on one side (a cell where the metric applies at all). */
export interface NotGatedWarning {
  kind: 'not-gated';
  cell: string;
  endpoint: string;
  scenario: string;
  cache: string;
  turn: number | null;
  /** A job cell's (src/gate/evaluate/jobs.ts); absent for a cell of requests. */
  job?: true;
  metric: string;
  statistic: ComparedStatistic;
  /** Values (requests counted, for shares and rates) per side in the cell. */
  baseline: number;
  candidate: number;
  needed: number | null;
  tail: boolean;
  why: Exclude<NotGatedWhy, 'none-on-either-side' | 'input-differs' | 'diagnostic'>;
}
