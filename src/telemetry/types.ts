import type { CounterConcept, GaugeConcept, HistogramConcept } from './concepts.js';

/** One sample line of an exposition. */
export interface MetricSample {
  name: string;
  labels: Readonly<Record<string, string>>;
  value: number;
}

/** One scrape as the edge took it: when (ms on the run's monotonic clock) and its body, parsed only after the look. */
export type RawScrape =
  | { atMs: number; phase: ScrapePhase; ok: true; body: string }
  | { atMs: number; phase: ScrapePhase; ok: false; reason: string; timedOut?: true };

/** `before` and `after` the look's requests, or at the interval while they run. */
export type ScrapePhase = 'before' | 'during' | 'after';

export interface CounterDelta {
  /** The increase over the look; a series that reset counts from zero after the reset, as Prometheus' increase() does. */
  delta: number;
  /** The metric name the preset found. */
  metric: string;
  /** Times a series went down between two scrapes (a restart): said, never hidden. */
  resets: number;
}

export interface GaugeSummary {
  metric: string;
  min: number;
  median: number;
  max: number;
  /** Scrapes the summary is over: those taken while requests ran, or all of the look's when none was. */
  scrapes: number;
  /** False when no scrape fell while requests ran (a look shorter than the interval): the summary is of before/after. */
  during: boolean;
}

export interface HistogramSummary {
  metric: string;
  /** Observations in the look's window (the +Inf bucket's increase). */
  count: number;
  meanMs: number | null;
  p50Ms: number | null;
  p90Ms: number | null;
  p99Ms: number | null;
  resets: number;
}

/** One endpoint's server telemetry over one look. */
export interface LookTelemetry {
  look: number;
  /** Scrapes tried and the ones that failed (their reasons are in `warnings`). */
  scrapes: number;
  failedScrapes: number;
  /** From the first good scrape to the last: the window counters and histograms cover. */
  windowMs: number;
  /** Other endpoints whose requests ran in the same look against the same metrics URL: counters are not this endpoint's alone. */
  sharedWith: string[];
  gauges: Partial<Record<GaugeConcept, GaugeSummary>>;
  counters: Partial<Record<CounterConcept, CounterDelta>>;
  histograms: Partial<Record<HistogramConcept, HistogramSummary>>;
}

/** One endpoint's server telemetry over the run, as results.json carries it. */
export interface EndpointTelemetry {
  endpoint: string;
  preset: string;
  /** The metrics URL without its query and credentials. */
  url: string;
  intervalMs: number;
  looks: LookTelemetry[];
  /** Why scrapes gave nothing, each reason once (the run went on: telemetry is not required). */
  warnings: string[];
}
