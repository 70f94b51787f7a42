import type { CacheState } from '../config/types.js';
import type { TimelinePoint } from '../metrics/timeline.js';
import type { DeliveryClass, SummarisedMetric } from '../metrics/types.js';

/** What the gate compares for one endpoint × scenario × cache state (× agent turn): a results cell or a baseline cell. */
export interface CellData {
  endpoint: string;
  scenario: string;
  cache: CacheState;
  turn: number | null;
  n: number;
  errors: number;
  classes: Record<DeliveryClass | 'undefined', number>;
  values: Partial<Record<SummarisedMetric, number[]>>;
  /** The median request's cumulative tokens over time (for the report; the gate does not read it). */
  timeline?: TimelinePoint[];
}

export type Statistic = 'p50' | 'p95' | 'p99';
/** Which way is better: latencies `lower`, throughput and IDR `higher`. */
export type Better = 'lower' | 'higher';

export interface MetricRule {
  metric: SummarisedMetric;
  statistic: Statistic;
  better: Better;
  /** Fail when the candidate is worse than baseline × maxRatio (lower-better) or baseline ÷ maxRatio (higher-better). */
  maxRatio: number;
  /** The change must also exceed this absolute amount, in the metric's unit (ms, tok/s, IDR points). */
  minAbsolute: number;
  /** Fewer samples on either side: reported, not gated. */
  minSamples: number;
}

export interface GateRules {
  /** Family-wise false-failure budget for the whole run, split across gated comparisons with Holm. */
  falseFailureBudget: number;
  /** Confidence level of the bounds that decide `pass` (bound inside the margin). */
  passConfidence: number;
  metrics: MetricRule[];
  /** Buffered-or-coalesced share: fail when it rises by more than this (absolute) and Fisher's test agrees. */
  maxNonStreamedShareIncrease: number;
  /** Error rate: fail when it rises by more than this (absolute) and Fisher's test agrees. */
  maxErrorRateIncrease: number;
  /** Tail statistics (p95/p99) need at least this many samples per side to be gated; otherwise a warning. */
  tailMinSamples: number;
  bootstrapIterations: number;
  seed: number;
}

export type Verdict = 'pass' | 'fail' | 'inconclusive' | 'not-gated';

export interface Interval {
  estimate: number;
  lower: number;
  upper: number;
}

export interface Comparison {
  /** Stable id, e.g. `clean/essay/cold:ttftMs:p50`. */
  id: string;
  endpoint: string;
  scenario: string;
  cache: CacheState;
  turn: number | null;
  /** A metric from SUMMARISED_METRICS, or `nonStreamedShare` / `errorRate`. */
  metric: string;
  statistic: Statistic | 'share' | 'rate';
  better: Better;
  baseline: { n: number; value: number | null };
  candidate: { n: number; value: number | null };
  /** candidate ÷ baseline of the statistic (location: Hodges–Lehmann ratio with distribution-free bounds). */
  ratio: Interval | null;
  /** candidate − baseline in the metric's unit (ms, tok/s, share points), with bounds when known. */
  change: Interval | null;
  /** One-sided p-value of "worse than the margin"; the input to Holm. */
  pValue: number | null;
  verdict: Verdict;
  /** One short sentence a reviewer can read in the PR comment. */
  reason: string;
  /** For inconclusive comparisons: rough samples per side that would likely decide. */
  samplesToDecide: number | null;
}

export interface GateOutcome {
  verdict: 'pass' | 'fail' | 'inconclusive';
  counts: { fail: number; inconclusive: number; pass: number; notGated: number };
  comparisons: Comparison[];
  /** Things a reviewer should know that are not verdicts (missing cells, too few samples for a tail, …). */
  warnings: string[];
  rules: GateRules;
}
