import type { OutputParity } from './output/types.js';
import type { DraftCounts, SpeculativeComparison } from './speculative/types.js';
import type {
  Better,
  GatePolicy,
  Role,
  Statistic,
  CellIdentity,
  DeliveryClass,
  GatedMetric,
  HitOnlyMetric,
  Cause,
} from '../vocabulary/index.js';
import type { TimelinePoint } from '../metrics/index.js';
import type { SpendingFunction, Summary } from '../stats/index.js';
import type { SloVerdict } from './slo/objectives.js';

export type {
  Finding,
  MarginEvidence,
  RiseEvidence,
  TailTest,
  TailEvidence,
  PassRateEvidence,
  NotGatedWhy,
  NotGatedEvidence,
  Evidence,
  PassResolution,
  PromptEvidence,
} from './evidence.js';
import type { Evidence, PassResolution } from './evidence.js';

/** What the gate compares for one endpoint × scenario × cache state (× agent turn): a results cell or a baseline cell. */
export interface CellData extends CellIdentity {
  n: number;
  errors: number;
  classes: Record<DeliveryClass | 'undefined', number>;
  /** Per-request values (per-job values in a job cell, `job`: src/gate/evaluate/jobs.ts), by metric. */
  values: Partial<Record<GatedMetric, number[]>>;
  /** The median request's cumulative tokens over time (for the report; the gate does not read it). */
  timeline?: TimelinePoint[];
  /** Run-to-run spread recorded with a baseline from several runs; the gate widens its tests by it. */
  spread?: RunSpread;
  /** Prefix-cache use by the server's own report; absent when no request said (and in older results and baselines). */
  cacheHits?: CacheHits;
  /**
   * Warm cells only, when the usage said nothing of cached tokens: hits and misses of the successful requests split by
   * the hit share of the server's prefix-cache counters (src/gate/cache/telemetry-hits.ts), for the miss-share rule alone.
   */
  serverCacheHits?: ServerCacheHits;
  /** Speculative decoding as the answers reported it (llama.cpp's `timings`), for the report; the gate reads endpoint figures. */
  speculative?: DraftCounts;
}

/** How much a cell's centre moved between the runs a baseline was recorded from. */
export interface RunSpread {
  /** Runs the baseline pooled. */
  runs: number;
  /** Per metric: standard deviation of the runs' centres (trimmed means of the log values), less what sampling explains. */
  logSd: Partial<Record<GatedMetric, number>>;
  /** Runs the drift was measured from when more than those pooled (a history's longer window); else `runs`. */
  driftRuns?: number;
  /**
   * Per metric: the degrees of freedom of `logSd` when it was estimated jointly over the endpoint's cells
   * (src/stats/drift/joint-drift.ts); absent: the runs' own, driftRuns − 1 (or runs − 1).
   */
  driftDf?: Partial<Record<GatedMetric, number>>;
  /** Per metric, a history-pooled side: the next run's level on the runs' line, from their mean (src/stats/drift/run-trend.ts). */
  trend?: Partial<Record<GatedMetric, number>>;
  /**
   * A warm cell whose server reported cache use in every run: each run's prefix-cache hit share, in run order (the
   * hit-share test's run-to-run spread, src/gate/cache/share-spread.ts). Absent otherwise, and in older baselines.
   */
  hitShares?: number[];
}

export interface ServerCacheHits {
  hit: number;
  miss: number;
  /** The counters' hit tokens over the run, and the prompt tokens of the endpoint's warm requests they are set against. */
  hitTokens: number;
  warmPromptTokens: number;
  /** The counters read, e.g. `vllm:prefix_cache_hits_total / vllm:prefix_cache_queries_total`. */
  counters: string;
}

/**
 * How a cell's successful requests used the server's prefix cache (a hit: at least half of the prompt tokens came from
 * the cache, docs/metrics.md), and the values a warm cell compares over the hits (src/gate/cache/hits.ts).
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

export interface MetricRule {
  metric: GatedMetric;
  statistic: Statistic;
  better: Better;
  /** Fail when the candidate is worse than baseline × maxRatio (lower-better) or baseline ÷ maxRatio (higher-better). */
  maxRatio: number;
  /**
   * The change a pass must exclude (≥ maxRatio): a primary or critical rule passes when its bound at passConfidence is
   * inside this, so a small workload passes with a wide stated bound instead of ending open, while a change beyond it
   * is not passed. A failure still needs the change shown beyond maxRatio (docs/design/gate.md §2).
   */
  mustCatch: number;
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
  /** The rises a pass must exclude (each ≥ its allowance above): a primary rate passes when its bound is inside it. */
  mustCatchNonStreamedShareIncrease: number;
  mustCatchErrorRateIncrease: number;
  /** Tail statistics (p95/p99) need at least this many samples per side to be gated; otherwise a warning. */
  tailMinSamples: number;
  bootstrapIterations: number;
  seed: number;
  /**
   * `margin`: fail when the change is shown beyond maxRatio. `relevance`: fail when it is shown beyond
   * `relevanceNull` and the estimate is at least maxRatio (significant and relevant); pass as for `margin`.
   */
  policy: GatePolicy;
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
   * The drift prior a store of runs gives (src/stats/drift/prior-fit.ts): per metric, a log-sd and the degrees of freedom
   * it carries, in place of `assumedDrift` at DRIFT_PRIOR_DF for that metric (docs/design/gate.md §4.4). Absent: none.
   */
  driftPrior?: DriftPriors;
  /**
   * How tails (p95/p99) are tested over an endpoint's cells: `bootstrap` (default) combines the cells' bootstrap log
   * ratios; `exceedance` counts requests beyond maxRatio × an order-statistic bound of the baseline's quantile (valid
   * for any distribution, but needs hundreds of baseline requests per cell).
   */
  tailTest: 'bootstrap' | 'exceedance';
  /**
   * Looks a sequential run may add after its last one (each `run.requests` more per undecided endpoint) while an
   * endpoint is still open (a primary not yet shown inside its must-catch level, a critical tail not yet bounded, a
   * cell that looks beyond its margin); the budgeted rules keep a reserve of their share for them (design.ts). 0: none.
   */
  extraLooks: number;
  /**
   * A critical tail the comparison side cannot bound (a baseline with too few requests per cell, which no number of
   * the candidate's requests makes up for) holds its endpoint open, as it did before: `true`. By default (`false`)
   * the endpoint is decided on its other rules and the pass states the hole (tail/hole.ts); a tail shown beyond its
   * margin fails either way.
   */
  requireBounded: boolean;
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

/** The worst look the measuring client was starved in (src/gate/client/held-loop.ts), and how long its loop was held. */
export interface ClientLateness {
  look: number;
  holdMs: number;
}

export interface Comparison extends CellIdentity {
  /**
   * A delivery or stall failure the measuring client's own lateness could explain (src/gate/client/excuse.ts): held
   * open instead of failing; absent otherwise.
   */
  clientStarved?: ClientLateness;
  /**
   * A hit-only rule of a warm cell that measured cold and was compared over every request (src/gate/cache/measured-cold.ts):
   * a pass held open instead; absent otherwise.
   */
  measuredCold?: ColdCell[];
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
  /** What the bounds showed against the margin, and why the verdict follows (src/report/explain/ words it). */
  evidence: Evidence;
  /** For inconclusive comparisons: rough requests per side that would likely decide. */
  samplesToDecide: number | null;
  role: Role;
  /** The level this comparison's test was held to at its look (its share of the budget spent there). */
  level: number | null;
  /** The look (1-based) the comparison was evaluated at. */
  look: number;
  /** A prefix-cache miss share counted from a side's server counters (src/gate/cache/telemetry-hits.ts): the counters read. */
  serverCounters?: { baseline: string | null; candidate: string | null };
}

/** A rule over all of an endpoint's cells at once: the statistic that decides primaries, and secondaries' test. */
export interface PooledComparison {
  /**
   * A delivery or stall failure the measuring client's own lateness could explain (src/gate/client/excuse.ts): held
   * open instead of failing; absent otherwise.
   */
  clientStarved?: ClientLateness;
  /**
   * A hit-only rule of an endpoint with warm cells that measured cold and were compared over every request
   * (src/gate/cache/measured-cold.ts): a pass held open instead, naming those cells; absent otherwise.
   */
  measuredCold?: ColdCell[];
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
  /** A primary or critical rule that passed: what it was shown within and what it would have caught. */
  resolution?: PassResolution;
  /** Against a reference: the drift between the sides the order of their requests showed, allowed for (drift/within-run.ts). */
  orderDrift?: { sd: number; pValue: number };
  /** A critical tail the comparison side cannot bound: stated, not held (tail/hole.ts). */
  unbounded?: TailHole;
}

/** A critical tail that a baseline of too few requests per cell cannot bound, whatever the candidate sends (tail/hole.ts). */
export interface TailHole {
  /** The comparison side's fewest requests with values in a cell. */
  baselinePerCell: number;
  /** Runs of that size a baseline would need for the count to bound the tail at the share measured; null when none up to 10. */
  runsToBound: number | null;
}

/** One endpoint's verdict at a look: primaries decide pass or fail, any failure fails it. */
export interface EndpointVerdict {
  endpoint: string;
  verdict: 'pass' | 'fail' | 'inconclusive' | 'undecided';
  /**
   * The look the verdict was reached at, of how many the run planned (`run.looks`); at an extra look (after the
   * planned ones, `rules.extraLooks`), of how many it may take with them.
   */
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
  /** Output parity per candidate cell of a scenario with `quality:` (src/gate/output/parity.ts); absent otherwise. */
  quality?: OutputParity[];
  /** Speculative decoding per candidate endpoint, when the workload asks (`speculative:`, src/gate/speculative/compare.ts). */
  speculative?: SpeculativeComparison[];
}

/**
 * One candidate cell as the gate judged it (src/gate/evaluate/cell-decisions.ts), so that every view of the run shows the same
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
  /** A warm cell a side of which hit the prefix cache far less than declared (src/gate/cache/measured-cold.ts); absent otherwise. */
  measuredCold?: MeasuredCold;
}

import type { GateWarning } from './warning-types.js';
export type { GateWarning, NotGatedWarning } from './warning-types.js';

// Warm cells that measured cold (src/gate/cache/measured-cold.ts).

/** How one side of a warm cell used the prefix cache: its requests that hit, of those its server reported on. */
export interface WarmSideHits {
  hit: number;
  total: number;
  /** `usage`: each response's own report; `counters`: the server's prefix-cache counters (src/gate/cache/telemetry-hits.ts). */
  source: 'usage' | 'counters';
}

/** A warm cell one side (or both) of which measured cold, as the gate judged it. */
export interface MeasuredCold {
  /** Each side's hits (null: its server said nothing), and which sides measured cold. */
  comparison: WarmSideHits | null;
  candidate: WarmSideHits | null;
  cold: ('comparison' | 'candidate')[];
  /**
   * Both sides still had enough hits to compare the hit-only metrics among them (the cache was measured, on fewer
   * requests than declared); false: compared over every request, so never passed as warm.
   */
  amongHits: boolean;
}

/** The cell's key with what measured cold: what a held rule carries. */
export interface ColdCell extends MeasuredCold {
  key: string;
  scenario: string;
  turn: number | null;
}

/** A run-to-run drift prior: the typical log-sd between runs and the degrees of freedom its estimate is worth. */
export interface DriftPrior {
  logSd: number;
  df: number;
}

/** Drift priors by metric (the summarised metrics' names). */
export type DriftPriors = Partial<Record<string, DriftPrior>>;
