import type { AnsweredModels } from './answered-models.js';
import type { EndpointTelemetry } from '../telemetry/index.js';
import type { Summary } from '../stats/index.js';
import type { ApiId } from '../apis/index.js';
import type { FingerprintParts } from '../config/index.js';
import type { CacheState, CellIdentity, DeliveryClass, LoopMetric, SummarisedMetric, ClockSyncState } from '../vocabulary/index.js';
import type { CacheHits, DraftCounts, SpeculativeAcceptance } from '../gate/index.js';
import type { ConformanceData } from '../conformance/index.js';
import type { OutputRecord } from '../quality/index.js';
import type { TimelinePoint } from '../metrics/index.js';
import type { ErrorKind } from '../probe/index.js';
import type { ErrorExample } from './error-examples.js';
import type { ClientHealthLook } from '../runner/index.js';

export const RESULTS_VERSION = 1;

/** A metric's summary as stored: `Summary` (stats/summary.ts) rounded to the stored precision. */
export type MetricSummary = Summary;

/** One endpoint × scenario × cache state (× turn for agent loops: turn 0 is the first request). */
export interface CellResult extends CellIdentity {
  /** Requests measured (including failed ones). */
  n: number;
  errors: number;
  errorKinds: Partial<Record<ErrorKind, number>>;
  classes: Record<DeliveryClass | 'undefined', number>;
  tokensSource: { usage: number; estimate: number };
  finishReasons: Record<string, number>;
  metrics: Partial<Record<SummarisedMetric, MetricSummary>>;
  /** Numeric captured headers, summarised. */
  headers: Record<string, MetricSummary>;
  /** Per-request values of each metric for successful requests, in completion order (what the gate compares). */
  values: Partial<Record<SummarisedMetric, number[]>>;
  /** Cumulative output tokens over time of the cell's median request (by e2e), for the report's chart. */
  timeline?: TimelinePoint[];
  /** Prefix-cache use of the successful requests, by the server's own report; absent when no request said (older results). */
  cacheHits?: CacheHits;
  /** How every request (failed ones included) reached the server; absent in older results. */
  connections?: ConnectionFacts;
  /** Speculative decoding as the successful requests' answers reported it (llama.cpp's `timings`); absent when none did. */
  speculative?: DraftCounts;
}

/** A median and how many values it was taken over (merged results weigh shards' medians by it). */
export interface Median {
  n: number;
  p50: number;
}

/** How a cell's requests reached the server (docs/metrics.md, "Connections"). */
export interface ConnectionFacts {
  /** Requests sent on a connection opened for them, on a reused one, or where the probe could not tell. */
  opened: number;
  reused: number;
  unknown: number;
  /** Requests retried before any response byte, in all and by cause (a request retried for both causes counts under each). */
  retried: number;
  retriedConnect: number;
  retriedStale: number;
  /** Medians over the requests that opened a connection; null when none did or the time was not measured (TLS on http). */
  connectMs: Median | null;
  tlsMs: Median | null;
  setupMs: Median | null;
}

/** An agent loop's identity and counts, in results and in baselines alike. */
export interface LoopCounts {
  endpoint: string;
  scenario: string;
  cache: CacheState;
  turns: number;
  n: number;
  errors: number;
}

/**
 * Per-job values of a loop, in completion order: the three every loop has (older results and baselines have only
 * these), and the job's parts and tokens (docs/agents.md), absent in older files.
 */
export type LoopValues = Record<'loopMs' | 'sumTtftMs' | 'sumE2eMs', number[]> & Partial<Record<LoopMetric, number[]>>;

/** The whole agent loop (all turns of one plan item), per endpoint × scenario × cache state. */
export interface LoopResult extends LoopCounts {
  metrics: Partial<Record<LoopMetric, MetricSummary>>;
  values: LoopValues;
  /**
   * Jobs per hour at the latencies measured (docs/agents.md): one user running such jobs back to back (3,600,000 ÷ the
   * mean job latency), and `run.concurrency` users at once. Absent when no job completed, and in older results.
   */
  jobsPerHour?: JobsPerHour;
  /** What a job costs at its endpoint's workload price (src/results/cost.ts); absent without one. */
  cost?: { currency: string; perJob: { n: number; mean: number; p50: number; p95: number } };
}

export interface JobsPerHour {
  perUser: number;
  concurrency: number;
  atConcurrency: number;
}

export interface Results {
  version: typeof RESULTS_VERSION;
  tool: { name: 'streamgate'; version: string };
  /** `fingerprintParts`: what the fingerprint was computed from (digests, no secrets), so a mismatch can be named. */
  workload: { name: string; source: string | null; fingerprint: string | null; fingerprintParts?: FingerprintParts };
  run: {
    runId: string;
    seed: number;
    startedAt: string;
    finishedAt: string;
    durationMs: number;
    partial: boolean;
    shard: { index: number; count: number } | null;
    requests: number;
    warmup: number;
    concurrency: number;
    ratePerSecond: number | null;
    warmupSamples: number;
    warmupErrors: number;
    runner: string;
    /** Sequential sampling: looks planned, and looks each endpoint was measured in (absent: one plan). */
    looks?: { planned: number; measured: Record<string, number> };
    /** Open loop: how late requests started against their schedule (first look); absent for a closed loop. */
    lateness?: RunLateness;
    /** The measuring machine's own health per look (event-loop delay, CPU, load, steal); absent in older results. */
    clientHealth?: ClientHealthLook[];
    /** A shard started at an agreed moment (`start-at`): that moment and this shard's clocks as it began measuring. */
    agreedStart?: AgreedStartStamp;
    /** The measured requests' span in wall-clock time: the first one's start and the last one's end (absent: none measured). */
    window?: MeasuringWindow;
    /** Merged shards: whether their load was applied together, and how well their windows overlapped. */
    shards?: ShardsTogether;
  };
  /** `api` is absent for chat completions (and in results from older versions). */
  endpoints: {
    name: string;
    model: string;
    baseUrl: string;
    reference: boolean;
    api?: ApiId;
    cost?: EndpointCost;
    /** The model names the responses said answered, with how many said each (src/results/answered-models.ts). */
    answeredModels?: AnsweredModels;
  }[];
  cells: CellResult[];
  loops: LoopResult[];
  /** Conformance probes and assertion pass counts, when the workload has probes or expectations. */
  conformance?: ConformanceData;
  /** Every first-turn answer of the scenarios with `quality:` (docs/quality.md), for output parity; absent otherwise. */
  outputs?: OutputRecord[];
  /** The first error of each kind at each endpoint, with its count (absent in results from older versions). */
  errorExamples?: ErrorExample[];
  /** The server's Prometheus telemetry per endpoint per look, for endpoints with `telemetry:` (docs/telemetry.md). */
  telemetry?: EndpointTelemetry[];
  /**
   * Speculative decoding per endpoint over the run, from its server's counters or gauges, else its answers' reports
   * (docs/telemetry.md, "Speculative decoding"); absent when no endpoint's server or answers said any.
   */
  speculative?: SpeculativeAcceptance[];
}

/** How late an open-loop run started its requests against their schedule (a client that cannot keep up shows here). */
export interface RunLateness {
  /** Requests started on a schedule. */
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests started more than 10 ms after their due time. */
  late: number;
}

/** What an endpoint's measured requests cost at its workload price (src/results/cost.ts). */
export interface EndpointCost {
  currency: string;
  total: number;
  inputTokens: number;
  cachedTokens: number;
  outputTokens: number;
  /** The total per million tokens (prompt and output); null without any. */
  perMillionTokens: number | null;
}

/** Where a shard stood when it began measuring at the agreed moment (docs/action.md, "Load from several runners"). */
export interface AgreedStartStamp {
  /** The agreed moment (ISO). */
  at: string;
  /** The wall clock (`Date.now()`, ms since the epoch) when the shard began measuring. */
  wallMs: number;
  /** The monotonic clock at the same moment, on the wall clock's scale (`performance.timeOrigin + performance.now()`). */
  monotonicMs: number;
  /** Whether the operating system says the clock is synchronized (NTP); `unknown` where it does not say. */
  clockSync: ClockSyncState;
}

/** A span of wall-clock time (ISO, millisecond precision). */
export interface MeasuringWindow {
  start: string;
  end: string;
}

/** One shard's part in a merged run. */
export interface ShardWindow {
  /** 1-based, as people write it (`2/4`). */
  shard: number;
  window: MeasuringWindow | null;
  /** Its start stamp less the agreed moment (ms); null without an agreed start. */
  startLagMs: number | null;
  clockSync: ClockSyncState;
}

/** How the merged shards' load went together (src/results/shard-overlap.ts). */
export interface ShardsTogether {
  /** The agreed start; null when the shards had none: the plan was split, the load not applied together. */
  agreedAt: string | null;
  /** Intersection over union of the shards' measuring windows (0–1); null when a shard has no window. */
  overlapShare: number | null;
  /** The spread (max − min) of the shards' start stamps against the agreed start (ms); null without one. */
  clockSpreadMs: number | null;
  /** The least overlap share the merge accepts for load applied together. */
  minOverlap: number;
  windows: ShardWindow[];
}
