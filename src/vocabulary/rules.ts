/**
 * The words of a gate rule, shared by the workload (its `gate:` section) and the gate that applies it. The rules
 * themselves, their defaults and their validation live in src/gate/.
 */
import type { GatedMetric } from './metrics.js';

/**
 * Primaries decide a run (pass, fail or inconclusive). Critical rules hold a primary's share of the budget and
 * per-cell tests like one, but can only fail a run (the default for TTFT p95: a tail needs more requests than a
 * centre, so it must not hold a run inconclusive). Secondaries share a small budget and can only fail a run.
 * Diagnostics (TTFB, time outside the engine, gateway overhead: what explains a change a user feels, not one they
 * feel themselves) are measured and reported with their change, and never fail a run; a workload opts one into
 * failing by giving its rule another role (docs/design/gate.md §2).
 */
export const ROLES = ['primary', 'critical', 'secondary', 'diagnostic'] as const;
export type Role = (typeof ROLES)[number];

/** The statistics a metric rule can gate. */
export const STATISTICS = ['p50', 'p95', 'p99'] as const;
export type Statistic = (typeof STATISTICS)[number];
/** Which way is better: latencies `lower`, throughput and IDR `higher`. */
export type Better = 'lower' | 'higher';

/** How a test's share of the false-failure budget is spent over the looks (src/stats/alpha-spending.ts). */
export type SpendingName = 'obrien-fleming' | 'pocock';

/** A change to one metric rule, matched by metric and statistic; unknown pairs add a rule. */
export interface MetricRuleOverride {
  metric: GatedMetric;
  statistic: Statistic;
  /** Drop this rule (a default one included). */
  off?: boolean;
  better?: Better;
  maxRatio?: number;
  /** The change a pass must exclude (≥ maxRatio); default: the rule's default, or maxRatio for a new rule. */
  mustCatch?: number;
  minAbsolute?: number;
  minSamples?: number;
  role?: Role;
}

/** The centres' fail rules (`gate.policy`; docs/design/gate.md §4.7). */
export const GATE_POLICIES = ['auto', 'margin', 'relevance'] as const;
export type GatePolicy = (typeof GATE_POLICIES)[number];

/**
 * Runs a comparison side's run-to-run drift must be measured from (4 degrees of freedom) before `gate.policy: auto`
 * fails its primary centres on "worse than no change, estimated beyond the margin" (src/gate/drift/measured-relevance.ts).
 */
export const MEASURED_RELEVANCE_RUNS = 5;

export interface GateRulesOverrides {
  falseFailureBudget?: number;
  passConfidence?: number;
  maxNonStreamedShareIncrease?: number;
  maxErrorRateIncrease?: number;
  maxCacheMissShareIncrease?: number;
  mustCatchNonStreamedShareIncrease?: number;
  mustCatchErrorRateIncrease?: number;
  tailMinSamples?: number;
  bootstrapIterations?: number;
  seed?: number;
  policy?: GatePolicy;
  relevanceNull?: number;
  primaryShare?: number;
  spending?: SpendingName;
  assumedDrift?: number;
  tailTest?: 'bootstrap' | 'exceedance';
  extraLooks?: number;
  requireBounded?: boolean;
  /** Applied to every metric rule before the per-rule overrides. */
  minSamples?: number;
  metrics?: MetricRuleOverride[];
}
