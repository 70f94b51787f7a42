import type { CacheState } from '../config/types.js';
import type { TimelinePoint } from '../metrics/timeline.js';
import type { DeliveryClass, SummarisedMetric } from '../metrics/types.js';
import type { SpendingFunction } from '../stats/alpha-spending.js';

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
  /** Run-to-run spread recorded with a baseline from several runs; the gate widens its tests by it. */
  spread?: RunSpread;
}

/** How much a cell's centre moved between the runs a baseline was recorded from. */
export interface RunSpread {
  /** Runs the baseline pooled. */
  runs: number;
  /** Per metric: standard deviation of the log run medians across runs, less the part sampling noise explains. */
  logSd: Partial<Record<SummarisedMetric, number>>;
}

/**
 * Primaries decide a run (pass, fail or inconclusive). Critical rules hold a primary's share of the budget and
 * per-cell tests like one, but can only fail a run (the default for TTFT p95: a tail needs more requests than a
 * centre, so it must not hold a run inconclusive). Secondaries share a small budget and can only fail a run.
 */
export type Role = 'primary' | 'critical' | 'secondary';

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
  role: Role;
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
  /**
   * `margin`: fail when the change is shown beyond maxRatio. `relevance`: fail when it is shown beyond
   * `relevanceNull` and the estimate is at least maxRatio (significant and relevant); pass as for `margin`.
   */
  policy: 'margin' | 'relevance';
  relevanceNull: number;
  /** Share of the false-failure budget the primaries hold; the rest goes to secondaries and conformance. */
  primaryShare: number;
  /** How a test's share of the budget is spent over the looks of a sequential run (primaries; secondaries spend evenly). */
  spending: SpendingFunction;
  /**
   * Run-to-run drift assumed between a baseline file and the run (log-sd per run) when the baseline recorded none.
   * Not used against a reference endpoint measured in the same run.
   */
  assumedDrift: number;
  /**
   * How tails (p95/p99) are tested over an endpoint's cells: `bootstrap` (default) combines the cells' bootstrap log
   * ratios; `exceedance` counts requests beyond maxRatio × an order-statistic bound of the baseline's quantile (valid
   * for any distribution, but needs hundreds of baseline requests per cell).
   */
  tailTest: 'bootstrap' | 'exceedance';
}

/**
 * `undecided`: neither shown inside nor beyond the margin at this look; a run continues while a primary is undecided.
 * `inconclusive`: a primary still undecided when the budget is spent (the only way a run ends inconclusive).
 */
export type Verdict = 'pass' | 'fail' | 'inconclusive' | 'undecided' | 'not-gated';

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
  role: Role;
  /** The level this comparison's test was held to at its look (its share of the budget spent there). */
  level: number | null;
  /** The look (1-based) the comparison was evaluated at. */
  look: number;
}

/** A rule over all of an endpoint's cells at once: the statistic that decides primaries, and secondaries' test. */
export interface PooledComparison {
  /** e.g. `buffered:ttftMs:p50`. */
  id: string;
  endpoint: string;
  metric: string;
  statistic: Statistic | 'share' | 'rate';
  better: Better;
  role: Role;
  cells: number;
  baseline: { n: number };
  candidate: { n: number };
  ratio: Interval | null;
  change: Interval | null;
  pValue: number | null;
  level: number | null;
  verdict: Verdict;
  reason: string;
  look: number;
  /** Cells whose own test failed, or whose bound is wholly beyond the margin (they keep a primary from passing). */
  cellsBeyond: string[];
  samplesToDecide: number | null;
}

/** One endpoint's verdict at a look: primaries decide pass or fail, any failure fails it. */
export interface EndpointVerdict {
  endpoint: string;
  verdict: 'pass' | 'fail' | 'inconclusive' | 'undecided';
  /** The look the verdict was reached at, of how many the run may take. */
  look: number;
  looks: number;
  /** Requests per cell on each side at that look (smallest and largest cell). */
  requests: { baseline: [number, number]; candidate: [number, number] };
  /** Ids of the comparisons that failed it, or of the primaries still undecided. */
  decidedBy: string[];
}

export interface GateOutcome {
  /** `undecided` only between looks of a sequential run: some endpoint needs more requests. */
  verdict: 'pass' | 'fail' | 'inconclusive' | 'undecided';
  counts: { fail: number; inconclusive: number; pass: number; notGated: number };
  comparisons: Comparison[];
  /** Per endpoint and rule, over all of the endpoint's cells. */
  pooled: PooledComparison[];
  endpoints: EndpointVerdict[];
  /** Things a reviewer should know that are not verdicts (missing cells, too few samples for a tail, …). */
  warnings: string[];
  rules: GateRules;
}
