/** The baseline file's format: its shapes, its version, and the precision its numbers are kept at. */
import type { RecordedOutput } from '../quality/index.js';
import type { LoopCounts, LoopValues, ConnectionFacts } from '../results/index.js';
import type { TimelinePoint } from '../metrics/index.js';
import { STORED_DECIMALS, type CellIdentity, type DeliveryClass, type LoopMetric, type SummarisedMetric } from '../vocabulary/index.js';
import type { ConformanceData } from '../conformance/index.js';
import type { ErrorKind } from '../probe/index.js';
import type { CacheHits, SpeculativeAcceptance } from '../gate/index.js';

export const BASELINE_VERSION = 1;

/** Decimal places kept per metric in a baseline (the metric vocabulary's `stored`). */
export const METRIC_DECIMALS = STORED_DECIMALS;

/**
 * Decimal places of a recorded run-to-run log-sd: 0.0001 is a hundredth of a percent of drift, far finer than a
 * handful of runs can estimate it; more digits would only make every re-recording's diff longer.
 */
export const SPREAD_DECIMALS = 4;

/** Decimal places of a run's recorded prefix-cache hit share: a tenth of a point, finer than a run's count shows. */
export const HIT_SHARE_DECIMALS = 3;

/** Dividing the rounded integer by a power of ten gives the double nearest the decimal, which prints short. */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const rounded = Math.round(value * scale) / scale;
  // -0 would print as 0 but compare unequal under Object.is after a round trip.
  return rounded === 0 ? 0 : rounded;
}

export type { AgentParts, Digest, EndpointParts, FingerprintParts, RunParts, ScenarioParts } from '../config/index.js';
import type { FingerprintParts } from '../config/index.js';

/** What a baseline must match to be compared with the current workload. */
export interface WorkloadIdentity {
  fingerprint: string;
  parts: FingerprintParts;
}

/** For people reading the baseline diff in review; the gate reads `values`. */
export interface BaselineSummary {
  n: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface BaselineCell extends CellIdentity {
  n: number;
  errors: number;
  errorKinds: Partial<Record<ErrorKind, number>>;
  classes: Record<DeliveryClass | 'undefined', number>;
  summaries: Partial<Record<SummarisedMetric, BaselineSummary>>;
  /** Per-request values of successful requests, rounded to each metric's precision. */
  values: Partial<Record<SummarisedMetric, number[]>>;
  /** The median request's cumulative tokens over time, for the report's chart (absent in older baselines). */
  timeline?: TimelinePoint[];
  /** How far the cell's centre moved between the runs the baseline was recorded from (absent: one run). */
  spread?: BaselineSpread;
  /**
   * Prefix-cache use by the server's own report, with the hit-only metrics' values over the requests that hit (rounded
   * like `values`): what a warm cell is compared by when the run reports hits too. Absent when no request said (and in
   * older baselines).
   */
  cacheHits?: Omit<CacheHits, 'missValues'>;
  /** How the requests reached the server (new or reused connections, set-up medians, retries); absent in older baselines. */
  connections?: ConnectionFacts;
}

/** Run-to-run drift of a cell, measured when a baseline is recorded from several runs; the gate widens its tests by it. */
export interface BaselineSpread {
  /** Runs the cell was measured in (at least 2). */
  runs: number;
  /** Per metric: log-scale standard deviation of the run centres beyond sampling noise, rounded to SPREAD_DECIMALS. */
  logSd: Partial<Record<SummarisedMetric, number>>;
  /** Runs the drift was measured over, when more than `runs` (a history-backed side's longer window). */
  driftRuns?: number;
  /** Per metric: the degrees of freedom of `logSd` when estimated jointly over the endpoint's cells (rounded down). */
  driftDf?: Partial<Record<SummarisedMetric, number>>;
  /**
   * Per metric, a side pooled from a history's runs (3 or more): how far the next run's level sits from the pooled mean
   * if the runs keep to their least-squares line (log scale, src/stats/drift/run-trend.ts). The gate allows for it where
   * it fails a centre on "worse than no change" (src/gate/drift/measured-relevance.ts). Absent elsewhere.
   */
  trend?: Partial<Record<SummarisedMetric, number>>;
  /**
   * A warm cell whose server reported cache use in every run: each run's prefix-cache hit share (hits out of the
   * requests the server reported on), rounded to HIT_SHARE_DECIMALS, one per run. Absent otherwise, and in baselines
   * recorded before it was kept; the gate then allows the doubled fixed allowance (docs/design/gate.md §4.5).
   */
  hitShares?: number[];
}

export { LOOP_METRICS, type LoopMetric } from '../vocabulary/index.js';

export interface BaselineLoop extends LoopCounts {
  summaries: Partial<Record<LoopMetric, BaselineSummary>>;
  /** loopMs, sumTtftMs and sumE2eMs always; a job's parts and tokens when recorded (absent in older baselines). */
  values: LoopValues;
}

export interface BaselineProvenance {
  tool: { name: 'streamgate'; version: string };
  /** When the recorded run finished (ISO 8601), taken from the results so re-serializing is byte-identical. */
  recordedAt: string;
  runner: string;
  workload: string;
  fingerprint: string;
  seed: number;
  /** Several runs recorded together have their ids joined with `+`. */
  runId: string;
  /** Runs pooled into the baseline, when more than one (absent: one run). */
  runs?: number;
  endpoints: { name: string; model: string; baseUrl: string }[];
}

export interface Baseline {
  version: typeof BASELINE_VERSION;
  provenance: BaselineProvenance;
  fingerprintParts: FingerprintParts;
  cells: BaselineCell[];
  loops: BaselineLoop[];
  /** Probe verdicts and assertion pass counts; absent in baselines recorded without them. */
  conformance?: ConformanceData;
  /** The answers of the scenarios with `quality:`, as kept for output parity (docs/quality.md); absent without them. */
  outputs?: RecordedOutput[];
  /** Each endpoint's speculative decoding as recorded (docs/telemetry.md); absent when no endpoint reported any. */
  speculative?: SpeculativeAcceptance[];
}
