import type { ApiId } from '../apis/index.js';
import type { FingerprintParts, SweepSpec } from '../config/index.js';
import type { CapacityComparison, CapacityEstimate, CapacityVerdict, LevelState, SloVerdict } from '../gate/index.js';

/**
 * A capacity sweep's artifact (`sweep.json`, schemas/sweep.schema.json): every endpoint measured at increasing load,
 * each level judged against the SLO, and the capacity that brackets. A recorded sweep is also the sweep baseline
 * (`baselines/<workload>.sweep.json`). Written after every level, so a cancelled sweep keeps what it measured.
 */
export const SWEEP_VERSION = 1;

/** Percentiles of one metric over a level's successful requests (every cell of the endpoint pooled). */
export interface LevelPercentiles {
  n: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
}

/** The metrics a level summarises: time to first token, end to end, and the decode rate. */
export const LEVEL_METRICS = ['ttftMs', 'e2eMs', 'tokensPerSecond'] as const;
export type LevelMetric = (typeof LEVEL_METRICS)[number];

/** One endpoint at one load. */
export interface SweepLevel {
  /** Concurrency (streams in flight) or offered rate (requests/s). */
  load: number;
  /** The SLO at this level, every cell and objective together: met, violated, undecided at the last look, or none. */
  state: LevelState;
  /** Every objective's observed value is on its side of the target. */
  estimateMeets: boolean;
  /** Measured requests (failed ones included) and failed ones. */
  requests: number;
  errors: number;
  /** Looks measured at this level (it stops as soon as every objective is decided). */
  looks: number;
  /** From the first measured request's write to the last one's end. */
  durationMs: number;
  /** Completed requests (failed ones included) per second, and output tokens per second, over `durationMs`. */
  requestsPerSecond: number;
  outputTokensPerSecond: number;
  latency: Partial<Record<LevelMetric, LevelPercentiles>>;
  /** Lowest observed share of good requests over the cells with a goodput objective; null: none has one. */
  goodput: number | null;
  /** Every objective in every cell at the level's last look. */
  slo: SloVerdict[];
  /** The level's own results folder, relative to the sweep's folder (`<endpoint>/c8`, `<endpoint>/r2.5`). */
  resultsDir: string;
  /** The server's own account of the level, from its telemetry (docs/telemetry.md); absent without `telemetry:`. */
  server?: LevelServer;
  /** A sweep across shards: each shard's share of the load and how their windows at this level overlapped. */
  shards?: LevelShards;
}

/** One level of a sweep across shards, merged (src/sweep/merge-sweep.ts). */
export interface LevelShards {
  /** Each shard's share of the level's load, in shard order (they add up to the level's load). */
  shares: number[];
  /** The level's agreed start (ISO). */
  agreedAt: string;
  /** Intersection over union of the shards' measuring windows at this level (0–1). */
  overlapShare: number | null;
  /** The spread of the shards' start stamps against the level's agreed start (ms). */
  clockSpreadMs: number | null;
}

/** A level by its server's metrics: requests waiting (the highest of the looks' medians, and the maximum), running, KV-cache use, queue time. */
export interface LevelServer {
  queueDepthMedian: number | null;
  queueDepthMax: number | null;
  runningMax: number | null;
  kvCacheUsageMax: number | null;
  queueMeanMs: number | null;
}

export interface SweepEndpoint {
  name: string;
  model: string;
  baseUrl: string;
  reference: boolean;
  /** Absent for chat completions. */
  api?: ApiId;
  /** Rate sweeps that start from the measured synchronous throughput: that one-stream level. */
  synchronous: SweepLevel | null;
  /** Ascending load. */
  levels: SweepLevel[];
  capacity: CapacityEstimate;
  /** The first level whose throughput grew less than 10 % over the level before it (doubling), or null. */
  saturation: number | null;
}

export interface SweepResults {
  version: typeof SWEEP_VERSION;
  kind: 'sweep';
  tool: { name: 'streamgate'; version: string };
  /** `sloDigest`: a digest of every scenario's SLO (capacities against different objectives are not compared). */
  workload: {
    name: string;
    source: string | null;
    fingerprint: string | null;
    sloDigest: string | null;
    fingerprintParts?: FingerprintParts;
  };
  run: { runId: string; seed: number; startedAt: string; finishedAt: string; partial: boolean; runner: string };
  /** The sweep settings used (the workload's `sweep:` with its defaults). */
  sweep: SweepSpec;
  /** True when any scenario has an SLO: levels are judged and capacity bracketed. */
  hasSlo: boolean;
  /** The most levels a sweep of one endpoint measures (listed levels or the automatic search's cap, the gate's level,
   * a rate sweep's synchronous level): each level's SLO tests hold the endpoint's SLO share of the budget over it. */
  levelBudget: number;
  endpoints: SweepEndpoint[];
}

/** The capacity gate of one endpoint: its comparison with the baseline sweep's (or the reference endpoint's). */
export interface SweepEndpointGate {
  endpoint: string;
  verdict: CapacityVerdict | 'no-baseline';
  comparison: CapacityComparison | null;
  /** The objectives violated at the level where the SLO broke (ids), when the gate fails. */
  brokenObjectives: string[];
}

export interface SweepGate {
  comparand: 'baseline' | 'reference' | 'none';
  verdict: 'pass' | 'fail' | 'inconclusive' | 'not-gated';
  endpoints: SweepEndpointGate[];
}
