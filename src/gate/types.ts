import type { Better, Role, Statistic } from '../vocabulary/rules.js';
import type { CellIdentity } from '../vocabulary/cell.js';
import type { TimelinePoint } from '../metrics/timeline.js';
import type { DeliveryClass, HitOnlyMetric, SummarisedMetric } from '../vocabulary/metrics.js';
import type { SpendingFunction } from '../stats/alpha-spending.js';
import type { Summary } from '../stats/summary.js';
import type { Cause } from '../vocabulary/causes.js';
import type { SloVerdict } from './slo.js';
import type { PromptEvidence } from './prompt-evidence.js';

export type { PromptEvidence };

/** What the gate compares for one endpoint × scenario × cache state (× agent turn): a results cell or a baseline cell. */
export interface CellData extends CellIdentity {
  n: number;
  errors: number;
  classes: Record<DeliveryClass | 'undefined', number>;
  values: Partial<Record<SummarisedMetric, number[]>>;
  /** The median request's cumulative tokens over time (for the report; the gate does not read it). */
  timeline?: TimelinePoint[];
  /** Run-to-run spread recorded with a baseline from several runs; the gate widens its tests by it. */
  spread?: RunSpread;
  /** Prefix-cache use by the server's own report; absent when no request said (and in older results and baselines). */
  cacheHits?: CacheHits;
}

/**
 * How a cell's successful requests used the server's prefix cache (a hit: at least half of the prompt tokens came from
 * the cache, docs/metrics.md), and the values a warm cell compares over the hits (src/gate/cache-hits.ts).
 */
export interface CacheHits {
  hit: number;
  miss: number;
  /** The server did not say. */
  unknown: number;
  /** Per-request values of the hit-only metrics over the requests that hit, in completion order. */
  values: Partial<Record<HitOnlyMetric, number[]>>;
  /** The same over the misses, for the report (results only; a baseline keeps the hits). */
  missValues?: Partial<Record<HitOnlyMetric, number[]>>;
}

/** How much a cell's centre moved between the runs a baseline was recorded from. */
export interface RunSpread {
  /** Runs the baseline pooled. */
  runs: number;
  /** Per metric: standard deviation of the log run medians across runs, less the part sampling noise explains. */
  logSd: Partial<Record<SummarisedMetric, number>>;
}

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
  /**
   * Prefix-cache miss share of warm cells whose server reports cache use: fail when it rises by more than this
   * (absolute), i.e. when the hit share falls by more.
   */
  maxCacheMissShareIncrease: number;
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

export interface Comparison extends CellIdentity {
  /** Stable id, e.g. `clean/essay/cold:ttftMs:p50`: the cell's key, the metric and the statistic. */
  id: string;
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
  /** What the bounds showed against the margin, and why the verdict follows (src/report/explain*.ts words it). */
  evidence: Evidence;
  /** For inconclusive comparisons: rough requests per side that would likely decide. */
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
  /** What the pooled bounds showed against the margin; a primary inconclusive at its last look says so by its verdict. */
  evidence: Evidence;
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
  /** Things a reviewer should know that are not verdicts (missing cells, too few requests for a tail, …). */
  warnings: GateWarning[];
  rules: GateRules;
  /** Service-level objectives judged per cell (docs/slo.md); absent when the workload has none. */
  slo?: SloVerdict[];
  /** Per candidate cell: its verdict with its rules and objectives, what failed it, and what it compared over hits. */
  cells?: CellDecision[];
}

/**
 * One candidate cell as the gate judged it (src/gate/cell-decisions.ts), so that every view of the run shows the same
 * verdict and the same numbers.
 */
export interface CellDecision extends CellIdentity {
  /** The cell's key (`endpoint/scenario/cache[/turnN]`). */
  key: string;
  /** The cell had a comparison side. */
  compared: boolean;
  /**
   * `fail`: a comparison or an objective of the cell failed; otherwise its endpoint's verdict (primaries decide an
   * endpoint over all its cells), or its objectives' when nothing was compared; `none`: nothing judged.
   */
  verdict: 'fail' | 'inconclusive' | 'undecided' | 'pass' | 'none';
  /** The causes of its failures (src/vocabulary/causes.ts), in reading order; empty unless it failed. */
  because: Cause[];
  /**
   * The hit-only metrics were compared (or, unmatched, measured) over the requests that hit the prefix cache; their
   * summaries over those hits per side (null for a side that has none).
   */
  hitOnly: boolean;
  hits: { baseline: Partial<Record<HitOnlyMetric, Summary>> | null; candidate: Partial<Record<HitOnlyMetric, Summary>> | null } | null;
}

/**
 * What a comparison's bounds showed, compared with what:
 * - `beyond`: shown beyond the margin (or the allowed rise or drop) at the comparison's level;
 * - `inside`: the bound at passConfidence is inside the margin (the allowed rise or drop);
 * - `within-floor`: not inside the margin, but the whole change is within the practical floor (minAbsolute);
 * - `beyond-below-floor`: the fail test rejected "within the margin", but the change is not clearly past the floor;
 * - `beyond-not-at-level`: the estimate (or the bound at passConfidence) is beyond, but the fail test has not reached
 *   its level;
 * - `straddles`: the bound straddles the margin: neither shown inside nor beyond;
 * - `cells-beyond` (pooled): the pooled test did not reject, but `cellsBeyond` failed on their own;
 * - `inside-but-cells-beyond` (pooled): inside the margin over all cells, but `cellsBeyond` are (likely) beyond it;
 * - `relevance` (pooled, relevance policy): shown above `relevanceNull` and the estimate at least the margin.
 */
export type Finding =
  | 'beyond'
  | 'inside'
  | 'within-floor'
  | 'beyond-below-floor'
  | 'beyond-not-at-level'
  | 'straddles'
  | 'cells-beyond'
  | 'inside-but-cells-beyond'
  | 'relevance';

/**
 * A centre (p50) or tail (p95/p99) of a metric against its ratio margin: in one cell (rank-based bounds for a centre,
 * bootstrap bounds for a tail), or a centre pooled over an endpoint's cells. The change and its bounds are the
 * comparison's own `ratio` and `change`.
 */
export interface MarginEvidence {
  kind: 'margin';
  /**
   * `ratio`: the change was tested as candidate ÷ baseline (read `ratio`); `shift`: as candidate − baseline in the
   * metric's unit (read `change`), for additive metrics (IDR, gateway overhead) or values ≤ 0.
   */
  scale: 'ratio' | 'shift';
  /** The rule's margin: worse than baseline × maxRatio (lower is better) or baseline ÷ maxRatio (higher is better). */
  maxRatio: number;
  /**
   * A cell on the shift scale: the margin as a change in the metric's unit, signed the worse way (+ for latencies,
   * − for IDR or throughput). Null on the ratio scale, and for pooled comparisons (each cell has its own).
   */
  marginShift: number | null;
  /** The practical floor: a change smaller than this (metric's unit, the worse way) never fails. */
  minAbsolute: number;
  /** Cells: any but `cells-beyond`, `inside-but-cells-beyond` and `relevance`, which are the pooled test's. */
  finding: Finding;
  /** The fail test rejected "within the margin" at the comparison's level. */
  rejected: boolean;
  /** Finding `relevance`: the ratio the fail test was held to (the estimate must also reach maxRatio); else null. */
  relevanceNull: number | null;
}

/**
 * A share or rate (non-streamed share, error rate) against its allowed rise, in one cell or pooled over an endpoint's
 * cells (stratified, with Cochran–Mantel–Haenszel weights). The rise and its bounds are the comparison's `change`.
 */
export interface RiseEvidence {
  kind: 'rise';
  /** The largest rise allowed, as a share (0.1 = +10 percentage points). */
  allowance: number;
  finding: Extract<Finding, 'beyond' | 'inside' | 'beyond-not-at-level' | 'straddles' | 'cells-beyond' | 'inside-but-cells-beyond'>;
  rejected: boolean;
  /** The shares compared: the cell's, or over every cell counted (requests counted ÷ requests that could be). */
  shares: { baseline: number; candidate: number };
}

/** How a pooled tail was tested (`gate.tailTest`). */
export type TailTest =
  | {
      method: 'bootstrap';
      /** The cells' inverse-variance weighted quantile ratio (candidate ÷ baseline). */
      ratio: number;
      /** Its standard error on the log scale (drift included). */
      logStandardError: number;
    }
  | {
      method: 'exceedance';
      /** Candidate requests beyond maxRatio × the baseline quantile's upper bound, out of `tested`. */
      beyond: number;
      /** Candidate requests in cells whose baseline had enough requests for the bound (0: none had). */
      tested: number;
      /** The share beyond the bound expected of an unchanged tail (1 − the quantile's level). */
      expectedShare: number;
      /** Baseline requests a cell needs before its bound exists. */
      baselineNeeded: number;
    };

/** A tail (p95/p99) rule over an endpoint's cells: passes when every gated cell is inside the margin. */
export interface TailEvidence {
  kind: 'tail';
  maxRatio: number;
  minAbsolute: number;
  finding: Extract<Finding, 'beyond' | 'cells-beyond' | 'inside' | 'straddles'>;
  rejected: boolean;
  /** Cells gated for tails (enough requests per side), and how many of them were shown inside the margin. */
  cellsGated: number;
  cellsInside: number;
  /** Null: nothing could be tested (no cell with a usable bootstrap, or a higher-is-better exceedance rule). */
  test: TailTest | null;
}

/** An assertion's pass rate (metric `check:<assertion>`) against its allowed drop, Fisher's exact test with Holm. */
export interface PassRateEvidence {
  kind: 'pass-rate';
  /** The largest drop allowed, as a share (0.1 = 10 percentage points). */
  allowedDrop: number;
  finding: Extract<Finding, 'beyond' | 'inside' | 'beyond-not-at-level'>;
  rejected: boolean;
}

/**
 * Why a comparison was not gated:
 * - `too-few-requests`: both sides measured the metric, one with fewer than `needed` values;
 * - `none-on-one-side`: one side has no value of the metric (a buffered stream has no decode speed, say);
 * - `none-on-either-side`: the metric does not apply to the cell (nothing to warn about);
 * - `nothing-to-count`: a share or rate with no request to count on a side;
 * - `too-few-cache-hits`: a warm cell compared over the requests that hit the prefix cache (src/gate/cache-hits.ts),
 *   with fewer than `needed` hits on a side (the counts of the comparison and its warning are hits).
 * - `input-differs`: the candidate's server read a different prompt than the comparison side's for the same request
 *   (src/gate/prompt-integrity.ts): the cell's timings are not comparable, whichever way they moved.
 * - `diagnostic`: the rule's role is `diagnostic` (src/gate/diagnostic.ts): its change is reported to explain findings,
 *   never gated.
 * Pooled: `too-few-requests` or `nothing-to-count` in every cell.
 */
export type NotGatedWhy =
  | 'too-few-requests'
  | 'none-on-one-side'
  | 'none-on-either-side'
  | 'nothing-to-count'
  | 'too-few-cache-hits'
  | 'input-differs'
  | 'diagnostic';

export interface NotGatedEvidence {
  kind: 'not-gated';
  why: NotGatedWhy;
  /** Values per side the rule needs (minSamples, or tailMinSamples for a tail); null for shares and rates. */
  needed: number | null;
  /** A p95/p99 rule (tails need more requests than centres). A tail cell keeps its ratio and change, reported only. */
  tail: boolean;
  /** `diagnostic` only: its test, held to a secondary's level, showed it beyond its margin (it explains; it does not fail). */
  beyond?: boolean;
}

/** Everything a comparison's verdict rests on beyond its numbers; the report turns it into sentences. */
export type Evidence = MarginEvidence | RiseEvidence | TailEvidence | PassRateEvidence | PromptEvidence | NotGatedEvidence;

/** Something a reviewer should know that is not a verdict; `cell` is a cellKey (`endpoint/scenario/cache[/turnN]`). */
export type GateWarning =
  /** A cell on one side only (`side`): not compared. */
  | { kind: 'unmatched-cell'; cell: string; endpoint: string; side: 'baseline' | 'candidate' }
  /** More than one cell of the same key on `side`: only the first is compared. */
  | { kind: 'duplicate-cell'; cell: string; endpoint: string; side: 'baseline' | 'candidate' }
  | NotGatedWarning;

/** One cell comparison not gated for want of data on one side (a cell where the metric applies at all). */
export interface NotGatedWarning {
  kind: 'not-gated';
  cell: string;
  endpoint: string;
  scenario: string;
  cache: string;
  turn: number | null;
  metric: string;
  statistic: Comparison['statistic'];
  /** Values (requests counted, for shares and rates) per side in the cell. */
  baseline: number;
  candidate: number;
  needed: number | null;
  tail: boolean;
  why: Exclude<NotGatedWhy, 'none-on-either-side' | 'input-differs' | 'diagnostic'>;
}
